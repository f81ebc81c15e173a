import { spawn, spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { processFolder } from "./temp-folders";

describe("the engines' temporary folders", () => {
  it("are named for this process, and each deletes those stopped processes left", async () => {
    const kind = "study-well-test-kind-";
    const folder = (owner: number | string, name: string) => path.join(tmpdir(), `${kind}${owner}-${name}`);
    // A process that has stopped, with a file left in its folder.
    const stopped = folder(spawnSync("true").pid, "stopped");
    await mkdir(stopped);
    await writeFile(path.join(stopped, "part.raw"), "left");
    // This process's number, before it started: a run before a restart.
    const earlier = folder(process.pid, "earlier");
    await mkdir(earlier);
    const before = new Date(Date.now() - process.uptime() * 1000 - 60_000);
    await utimes(earlier, before, before);
    // This process's own (another engine's, made since it started), and a running process's.
    const own = folder(process.pid, "own");
    await mkdir(own);
    const sleeper = spawn("sleep", ["30"]);
    const running = folder(sleeper.pid ?? 0, "running");
    await mkdir(running);
    // Not one of this kind.
    const other = path.join(tmpdir(), `study-well-test-other-${spawnSync("true").pid}-x`);
    await mkdir(other);
    try {
      const made = await processFolder(kind);
      expect(path.basename(made)).toMatch(new RegExp(`^${kind}${process.pid}-`));
      expect(existsSync(made)).toBe(true);
      expect(existsSync(stopped)).toBe(false);
      expect(existsSync(earlier)).toBe(false);
      expect([own, running, other].every((kept) => existsSync(kept))).toBe(true);
      // Looked for again with the next folder of the kind, which leaves the first alone.
      await mkdir(stopped);
      const next = await processFolder(kind);
      expect(next).not.toBe(made);
      expect(existsSync(stopped)).toBe(false);
      expect(existsSync(made)).toBe(true);
      await rm(made, { recursive: true });
      await rm(next, { recursive: true });
    } finally {
      sleeper.kill();
      await Promise.all(
        [stopped, earlier, own, running, other].map((name) => rm(name, { recursive: true, force: true })),
      );
    }
  });
});
