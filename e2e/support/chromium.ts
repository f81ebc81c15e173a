import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";

/** Debian's Chromium, or CHROME_PATH; the tests never download a browser of their own. */
export function findChromium(): string {
  const candidates = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"];
  const found = candidates.find((p): p is string => Boolean(p) && existsSync(p as string));
  if (!found) {
    throw new Error(
      "No Chromium found for the end-to-end tests. Install Debian's package with " +
        "`apt-get install chromium`, or set CHROME_PATH to a Chromium or Chrome binary.",
    );
  }
  return found;
}

export function chromiumVersion(path: string): string {
  return execFileSync(path, ["--version"], { encoding: "utf8" }).trim();
}

/** Flags for a headless run on a machine with no network and no sandbox support. */
export const CHROMIUM_ARGS = [
  "--no-sandbox",
  "--disable-gpu",
  "--disable-background-networking",
  "--disable-component-update",
  "--disable-sync",
  "--disable-quic",
  "--no-first-run",
];
