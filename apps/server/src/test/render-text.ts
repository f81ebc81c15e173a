import { existsSync } from "node:fs";
import { chromium, type Browser } from "playwright-core";

let browser: Promise<Browser> | undefined;

/** Debian's Chromium (or CHROME_PATH), as the end-to-end tests use it. */
function launch(): Promise<Browser> {
  const executablePath = [process.env.CHROME_PATH, "/usr/bin/chromium"].find((p) => p && existsSync(p));
  if (!executablePath)
    throw new Error("No Chromium to render test images: apt-get install chromium, or set CHROME_PATH");
  browser ??= chromium.launch({
    executablePath,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
  });
  return browser;
}

/** A PNG of `text` set in a serif font on white, like a clean photo of printed notes. */
export async function renderText(
  text: string,
  options: { width?: number; fontPx?: number } = {},
): Promise<Uint8Array> {
  const page = await (await launch()).newPage({ viewport: { width: options.width ?? 900, height: 200 } });
  try {
    const escaped = text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/\n/g, "<br>");
    await page.setContent(
      `<body style="margin:32px;background:#fff;color:#111;font:${options.fontPx ?? 26}px/1.5 'Liberation Serif',serif">${escaped}</body>`,
    );
    return await page.screenshot({ fullPage: true });
  } finally {
    await page.close();
  }
}

export async function closeRenderer(): Promise<void> {
  const open = browser;
  browser = undefined;
  await (await open)?.close();
}

/** Share of characters right: 1 - edit distance / length, on whitespace-normalised text. */
export function characterAccuracy(expected: string, actual: string): number {
  const a = expected.replace(/\s+/g, " ").trim();
  const b = actual.replace(/\s+/g, " ").trim();
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      current[j] = Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost);
    }
    previous = current;
  }
  return 1 - (previous[b.length] ?? a.length) / Math.max(a.length, 1);
}
