import { mkdir, readFile, rename, rm, stat, writeFile } from "node:fs/promises";
import { hostname } from "node:os";
import lockfile from "proper-lockfile";
import { isRunning } from "../process-alive";

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
 * a crash, so a killed server does not keep the folder locked for ever; and at once when the
 * process that took it, on this machine, is no longer running (a supervisor restarting a
 * crashed server straight away is not refused).
 */
export async function lockDataDir(dataDir: string): Promise<() => Promise<void>> {
  await mkdir(dataDir, { recursive: true });
  const lockDir = `${dataDir}/.lock`;
  const take = async () => {
    try {
      return await lockfile.lock(dataDir, {
        lockfilePath: lockDir,
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
  };
  let release: () => Promise<void>;
  try {
    release = await take();
  } catch (error) {
    if (!(error instanceof DataDirLockedError) || !(await heldByStoppedProcess(lockDir))) throw error;
    // Moved aside whole (one rename), then taken afresh.
    const aside = `${lockDir}.stopped-${process.pid}`;
    await rename(lockDir, aside).catch(() => undefined);
    await rm(aside, { recursive: true, force: true });
    release = await take();
  }
  // Who holds it, for the next server to tell a crash from a server still running. (Beside the
  // lock, not in it: the lock is a folder that must stay empty to be removed.)
  await writeFile(`${lockDir}-holder`, `${hostname()} ${process.pid}`).catch(() => undefined);
  return release;
}

/**
 * Whether the lock was taken by a process on this machine that is no longer running. The holder
 * file counts only if it was written since the lock was made (a lock just taken by a server that
 * has not written it yet is not judged by the file of the one before).
 */
async function heldByStoppedProcess(lockDir: string): Promise<boolean> {
  const [lock, written] = await Promise.all([
    stat(lockDir).catch(() => undefined),
    stat(`${lockDir}-holder`).catch(() => undefined),
  ]);
  if (!lock || !written || !(lock.birthtimeMs > 0) || written.mtimeMs < lock.birthtimeMs) return false;
  const holder = await readFile(`${lockDir}-holder`, "utf8").catch(() => "");
  const [host, pid] = holder.trim().split(" ");
  if (host !== hostname() || !pid || !/^\d+$/.test(pid) || Number(pid) === process.pid) return false;
  return !isRunning(Number(pid));
}
