// Debian packages a script needs from the machine: which are missing, and installing them as
// root with apt-get (as playwright's `install --with-deps` does), or saying the one command to run.
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";

/** The packages of `needed` ({pkg, file, skipWhen?}) whose file is not there. */
export function missingDebianPackages(needed) {
  return needed.filter(({ file, skipWhen }) => !skipWhen?.() && !existsSync(file)).map(({ pkg }) => pkg);
}

const canInstall = () =>
  process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;

/**
 * Installs what is missing of `needed`, or explains how; false when something is still missing.
 * `purpose` names who needs them, in the messages ("the tests", "the S3 test server").
 */
export function ensureDebianPackages(needed, purpose) {
  const missing = missingDebianPackages(needed);
  if (missing.length === 0) return true;
  const command = `apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  if (!canInstall()) {
    console.error(`${purpose} need Debian packages that are not installed: ${missing.join(", ")}.`);
    console.error(`Install them once, as root:\n\n  apt-get update && ${command}\n`);
    return false;
  }
  console.log(`Installing the Debian packages ${purpose} need: ${missing.join(", ")}`);
  const env = { ...process.env, DEBIAN_FRONTEND: "noninteractive" };
  for (const args of [
    ["update", "-qq"],
    ["install", "-y", "-qq", "--no-install-recommends", ...missing],
  ]) {
    const run = spawnSync("apt-get", args, { stdio: ["ignore", "ignore", "inherit"], env });
    if (run.status !== 0) {
      console.error(`apt-get ${args[0]} failed; run it yourself:\n\n  apt-get update && ${command}\n`);
      return false;
    }
  }
  const still = missingDebianPackages(needed);
  if (still.length > 0) console.error(`Still missing after apt-get: ${still.join(", ")}.`);
  return still.length === 0;
}
