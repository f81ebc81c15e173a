import { readdir, readFile, readlink, stat } from "node:fs/promises";
import path from "node:path";

/**
 * How far a running process has read into a file: the position of the descriptor it has the file
 * open with, as Linux shows it in /proc. A recogniser that prints nothing until an utterance
 * ends (pocketsphinx: 20 s and more) says by it how far it has come. Undefined where it cannot be
 * told (not Linux, the file not open there, the process gone): then nothing is said.
 */
export async function readPosition(
  pid: number,
  file: string,
  known?: { fd?: string },
): Promise<number | undefined> {
  if (process.platform !== "linux") return undefined;
  const folder = `/proc/${pid}`;
  try {
    if (known?.fd === undefined) {
      const target = path.resolve(file);
      for (const fd of await readdir(`${folder}/fd`)) {
        const link = await readlink(`${folder}/fd/${fd}`).catch(() => undefined);
        if (link !== target) continue;
        if (known) known.fd = fd;
        return await positionOf(folder, fd);
      }
      return undefined;
    }
    return await positionOf(folder, known.fd);
  } catch {
    return undefined;
  }
}

async function positionOf(folder: string, fd: string): Promise<number | undefined> {
  const info = await readFile(`${folder}/fdinfo/${fd}`, "utf8");
  const found = /^pos:\s*(\d+)$/m.exec(info)?.[1];
  return found === undefined ? undefined : Number(found);
}

/**
 * Tells `heard` the share of `file` that process `pid` has read, every `everyMs`, until the
 * returned function is called; a share that is not more than the last one told is not told.
 */
export function watchReading(
  pid: number,
  file: string,
  heard: (share: number) => void,
  everyMs = 500,
): () => void {
  let stopped = false;
  let told = 0;
  const known: { fd?: string } = {};
  const size = stat(file).then(
    (s) => s.size,
    () => 0,
  );
  const timer = setInterval(() => {
    void Promise.all([size, readPosition(pid, file, known)]).then(([bytes, at]) => {
      if (stopped || !bytes || at === undefined) return;
      const share = Math.min(1, at / bytes);
      if (share <= told) return;
      told = share;
      heard(share);
    });
  }, everyMs);
  timer.unref();
  return () => {
    stopped = true;
    clearInterval(timer);
  };
}
