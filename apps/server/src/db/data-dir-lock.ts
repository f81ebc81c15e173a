import { mkdir } from "node:fs/promises";
import lockfile from "proper-lockfile";

export class DataDirLockedError extends Error {
  constructor(readonly dataDir: string) {
    super(
      `Another Study Well server is already using the data folder ${dataDir}. ` +
        "Stop it first, or start this one with a different DATA_DIR.",
    );
    this.name = "DataDirLockedError";
  }
}

/**
 * The embedded database has no lock between processes: a second process on the same folder
 * would silently lose writes. The lock is refreshed while we run and counts as stale 10 s after
 * a crash, so a killed server does not keep the folder locked for ever.
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  try {
    return await lockfile.lock(dataDir, {
      lockfilePath: `${dataDir}/.lock`,
      stale: 10_000,
      update: 2_000,
      realpath: false,
      onCompromised: (error) => {
        // Someone removed our lock or the disk stalled: keeping on could corrupt the database.
        console.error(`Lost the lock on ${dataDir}: ${error.message}`);
        process.exit(1);
      },
    });
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "ELOCKED") throw new DataDirLockedError(dataDir);
    throw error;
  }
}
