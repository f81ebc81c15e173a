import { randomBytes } from "node:crypto";
import { cp, mkdtemp, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import pg from "pg";
import { inject } from "vitest";

export type DatabaseKind = "pglite" | "postgres";

/** PGlite always; PostgreSQL too when TEST_DATABASE_URL points at a server (CI sets it). */
export const databaseKinds: DatabaseKind[] = process.env.TEST_DATABASE_URL
  ? ["pglite", "postgres"]
  : ["pglite"];

export async function makeTempDir(prefix = "study-well-"): Promise<string> {
  return mkdtemp(path.join(tmpdir(), prefix));
}

export interface TestDatabase {
  /** Environment for the server under test: its own DATA_DIR, and DATABASE_URL for PostgreSQL. */
  env: Record<string, string>;
  dataDir: string;
  drop(): Promise<void>;
}

/** A fresh, empty database per call, so tests never see each other's rows. */
export async function createTestDatabase(kind: DatabaseKind): Promise<TestDatabase> {
  const dataDir = await makeTempDir();
  const removeDir = () => rm(dataDir, { recursive: true, force: true });
  if (kind === "pglite") {
    // A copy of the run's migrated template database (see global-setup.ts).
    await cp(inject("pgliteTemplate"), path.join(dataDir, "db"), { recursive: true });
    return { env: { DATA_DIR: dataDir }, dataDir, drop: removeDir };
  }
  const adminUrl = process.env.TEST_DATABASE_URL;
  if (!adminUrl) throw new Error("TEST_DATABASE_URL is not set");
  const name = `study_well_test_${randomBytes(6).toString("hex")}`;
  await withClient(adminUrl, (client) => client.query(`create database "${name}"`));
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  return {
    env: { DATA_DIR: dataDir, DATABASE_URL: url.toString() },
    dataDir,
    async drop() {
      await withClient(adminUrl, (client) => client.query(`drop database if exists "${name}" with (force)`));
      await removeDir();
    },
  };
}

async function withClient<T>(url: string, use: (client: pg.Client) => Promise<T>): Promise<T> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return await use(client);
  } finally {
    await client.end();
  }
}
