// What the test suite needs from the machine besides npm packages: Debian's Chromium (end-to-end
// tests; never a browser download), fonts for it, PocketSphinx with its English model and the
// recordings of human speech the transcription tests use, and Ceph's monitor, OSD and radosgw,
// a real S3 server for the file store's S3 driver (scripts/s3-test-server.mjs), and libheif's
// heif-enc, which makes the iPhone-style HEIC photos the upload tests send. `npm test` checks them first: as root
// with apt-get it installs what is missing and says so, as playwright's `install --with-deps`
// does; otherwise it stops with the one command to run.
//   node scripts/test-prerequisites.mjs      (also run by .ci/run)
import { fileURLToPath } from "node:url";
import { ensureDebianPackages, missingDebianPackages } from "./debian-packages.mjs";
import { CEPH_PACKAGES } from "./s3-test-server.mjs";

/** Debian package, and a file that is there once it is installed. */
const NEEDED = [
  { pkg: "chromium", file: "/usr/bin/chromium", skipWhen: () => Boolean(process.env.CHROME_PATH) },
  { pkg: "fonts-liberation", file: "/usr/share/fonts/truetype/liberation" },
  { pkg: "pocketsphinx", file: "/usr/bin/pocketsphinx_continuous" },
  { pkg: "pocketsphinx-en-us", file: "/usr/share/pocketsphinx/model/en-us" },
  { pkg: "pocketsphinx-testdata", file: "/usr/share/pocketsphinx/test/data/librivox" },
  { pkg: "libheif-examples", file: "/usr/bin/heif-enc" },
  ...CEPH_PACKAGES,
];

export function missingPackages() {
  return missingDebianPackages(NEEDED);
}

/** Installs what is missing, or explains how; returns false when the tests cannot run. */
export function ensureTestPrerequisites() {
  return ensureDebianPackages(NEEDED, "The tests");
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  process.exit(ensureTestPrerequisites() ? 0 : 1);
}
