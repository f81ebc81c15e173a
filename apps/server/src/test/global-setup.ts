import { mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import type { TestProject } from "vitest/node";
import { missingCephPackages, startS3TestServer } from "../../../../scripts/s3-test-server.mjs";
import { openDatabase } from "../db/database";

/** Where the S3 driver's tests find a real S3 server (Ceph's radosgw), or null without Ceph. */
export type S3TestTarget = {
  endpoint: string;
  accessKeyId: string;
  secretAccessKey: string;
  region: string;
} | null;

declare module "vitest" {
  export interface ProvidedContext {
    /** A migrated embedded database that each PGlite test copies instead of creating its own. */
    pgliteTemplate: string;
    s3: S3TestTarget;
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
  // `npm test` installs Ceph (scripts/test-prerequisites.mjs); a bare `vitest` run without it
  // skips the S3 tests and says so there.
  const s3 =
    missingCephPackages().length === 0
      ? await startS3TestServer({ dir: path.join(runDir, "s3"), port: 0 })
      : undefined;
  project.provide(
    "s3",
    s3
      ? {
          endpoint: s3.endpoint,
          accessKeyId: s3.accessKeyId,
          secretAccessKey: s3.secretAccessKey,
          region: s3.region,
        }
      : null,
  );
  return async () => {
    await s3?.stop();
    if (previousTmp === undefined) delete process.env.TMPDIR;
    else process.env.TMPDIR = previousTmp;
    await rm(runDir, { recursive: true, force: true });
  };
}
