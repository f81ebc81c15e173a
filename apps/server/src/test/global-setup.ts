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
  const dataDir = await mkdtemp(path.join(tmpdir(), "study-well-template-"));
  const database = await openDatabase({ dataDir });
  await database.migrate();
  await database.close();
  project.provide("pgliteTemplate", path.join(dataDir, "db"));
  return () => rm(dataDir, { recursive: true, force: true });
}
