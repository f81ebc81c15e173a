import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { openDatabase } from "../db/database";

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database that each PGlite test copies instead of creating its own. */
    pgliteTemplate: string;
  }
}

/**
 * Creating an embedded database (initdb in WebAssembly) takes about 4 s; copying a migrated one
 * takes a few milliseconds. Made once per test run.
 */
export default async function setup(project: TestProject) {
  // Every temporary folder of the run (data folders, recordings, the template) goes in one, which
  // is removed at the end, even when a test forgot to clean up after itself. Test workers start
  // after this and inherit TMPDIR.
  const runDir = await mkdtemp(path.join(tmpdir(), "study-well-test-run-"));
  const previousTmp = process.env.TMPDIR;
  process.env.TMPDIR = runDir;
  const dataDir = path.join(runDir, "template");
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.close();
  project.provide("pgliteTemplate", path.join(dataDir, "db"));
  return async () => {
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    await rm(runDir, { recursive: true, force: true });
  };
}
