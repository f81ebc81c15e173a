import { rmSync } from "node:fs";

/** Removes the server's temporary and data folders, when the config made them for this run. */
export default function teardown(): void {
  const tmpDir = process.env.E2E_TMP_DIR;
  if (tmpDir && process.env.E2E_TMP_DIR_TEMPORARY === "1") rmSync(tmpDir, { recursive: true, force: true });
  const dataDir = process.env.E2E_DATA_DIR;
  if (dataDir && process.env.E2E_DATA_DIR_TEMPORARY === "1") {
    rmSync(dataDir, { recursive: true, force: true });
  }
}
