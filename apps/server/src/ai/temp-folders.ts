import { mkdtemp, readdir, rm, stat } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { isRunning } from "../process-alive";

/** When this process started, by the clock folders' times are set by. */
const startedAt = Date.now() - process.uptime() * 1000;

/**
 * A new folder in the system's temporary folder, named `${prefix}${pid}-…` for this process.
 * Those of the kind a stopped process left behind are deleted first (a look through the
 * temporary folder's names, a millisecond or two): of a process no longer running (killed, or its
 * shutdown cut short), or under this process's own number but older than it (an earlier run given
 * the same number after a restart, as in a container). Those of other running processes, and of
 * this one's other threads, are kept.
 */
export async function processFolder(prefix: string): Promise<string> {
  await deleteLeftovers(prefix);
  return mkdtemp(path.join(tmpdir(), `${prefix}${process.pid}-`));
}

async function deleteLeftovers(prefix: string): Promise<void> {
  const pattern = new RegExp(`^${prefix.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}(\\d+)-`);
  const names = await readdir(tmpdir()).catch(() => [] as string[]);
  for (const name of names) {
    const pid = Number(pattern.exec(name)?.[1]);
    if (!pid) continue;
    const folder = path.join(tmpdir(), name);
    if (pid === process.pid ? await madeBefore(folder) : !isRunning(pid)) {
      await rm(folder, { recursive: true, force: true }).catch(() => undefined);
    }
  }
}

/** Whether a folder was last changed before this process started (so not by it). */
async function madeBefore(folder: string): Promise<boolean> {
  const stats = await stat(folder).catch(() => undefined);
  return stats !== undefined && stats.mtimeMs < startedAt;
}
