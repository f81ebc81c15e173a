// What the test suite needs from the machine besides npm packages: Debian's Chromium (end-to-end
// tests; never a browser download), fonts for it, PocketSphinx with its English model and the
// recordings of human speech the transcription tests use, and Ceph's monitor, OSD and radosgw,
// a real S3 server for the file store's S3 driver (scripts/s3-test-server.mjs). `npm test` checks them first: as root
// with apt-get it installs what is missing and says so, as playwright's `install --with-deps`
// does; otherwise it stops with the one command to run.
//   node scripts/test-prerequisites.mjs      (also run by .ci/run)
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { CEPH_PACKAGES } from "./s3-test-server.mjs";

/** Debian package, and a file that is there once it is installed. */
const NEEDED = [
  { pkg: "chromium", file: "/usr/bin/chromium", skipWhen: () => Boolean(process.env.CHROME_PATH) },
  { pkg: "fonts-liberation", file: "/usr/share/fonts/truetype/liberation" },
  { pkg: "pocketsphinx", file: "/usr/bin/pocketsphinx_continuous" },
  { pkg: "pocketsphinx-en-us", file: "/usr/share/pocketsphinx/model/en-us" },
  { pkg: "pocketsphinx-testdata", file: "/usr/share/pocketsphinx/test/data/librivox" },
  ...CEPH_PACKAGES,
];

export function missingPackages() {
  return NEEDED.filter(({ file, skipWhen }) => !skipWhen?.() && !existsSync(file)).map(({ pkg }) => pkg);
}

const canInstall = () =>
  process.getuid?.() === 0 && spawnSync("apt-get", ["--version"], { stdio: "ignore" }).status === 0;

/** Installs what is missing, or explains how; returns false when the tests cannot run. */
export function ensureTestPrerequisites() {
  const missing = missingPackages();
  if (missing.length === 0) return true;
  const command = `apt-get install -y --no-install-recommends ${missing.join(" ")}`;
  if (!canInstall()) {
    console.error(`The tests need Debian packages that are not installed: ${missing.join(", ")}.`);
    console.error(`Install them once, as root:\n\n  apt-get update && ${command}\n`);
    return false;
  }
  console.log(`Installing the Debian packages the tests need: ${missing.join(", ")}`);
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
  const still = missingPackages();
  if (still.length > 0) {
    console.error(`Still missing after apt-get: ${still.join(", ")}.`);
    return false;
  }
  return true;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(ensureTestPrerequisites() ? 0 : 1);
}
