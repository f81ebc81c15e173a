import { existsSync } from "node:fs";
import { Worker } from "node:worker_threads";
import path from "node:path";
import { mkdir } from "node:fs/promises";
import { PGlite } from "@electric-sql/pglite";
import { sql } from "drizzle-orm";
import type { PgDatabase, PgQueryResultHKT } from "drizzle-orm/pg-core";
import { drizzle as drizzlePglite } from "drizzle-orm/pglite";
import { migrate as migratePglite } from "drizzle-orm/pglite/migrator";
import { drizzle as drizzlePg } from "drizzle-orm/node-postgres";
import { migrate as migratePg } from "drizzle-orm/node-postgres/migrator";
import pg from "pg";
import type { DatabaseDriver } from "@study-well/shared/api";
import { migrationsFolder } from "../paths";
import * as schema from "./schema";

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export interface Database {
  driver: DatabaseDriver;
  db: Db;
  /** Applies every pending migration; safe to call from several replicas at once. */
  migrate(): Promise<void>;
  ping(): Promise<boolean>;
  close(): Promise<void>;
  /** How the job queue (pg-boss) reaches this database: its own pool, or the embedded client. */
  jobQueueConnection: JobQueueConnection;
  /**
   * Calls `onPayload` with each NOTIFY on `channel`, from any process on this database; resolves
   * to the function that stops listening. `onConnection(false)` says the listening connection
   * was lost (notifications sent meanwhile are missed), `onConnection(true)` that it is back.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onConnection?: (up: boolean) => void,
  ): Promise<() => Promise<void>>;
}

export type JobQueueConnection =
  | { connectionString: string }
  | { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[]; rowCount: number }> };

// Any constant works; it only has to be the same for every replica of this app.
const MIGRATION_LOCK_ID = 7_316_502;

export type DatabaseTarget = { url: string } | { dataDir: string } | { memory: true };

export async function openDatabase(target: DatabaseTarget): Promise<Database> {
  return "url" in target ? openPostgres(target.url) : openPglite(target);
}

/**
 * The embedded database sized for one small installation (issue 16): PostgreSQL's defaults are
 * for a server of its own (128 MB of shared buffers, which in WebAssembly are memory the process
 * never gives back). A year of one class's notes is a few tens of MB, and the files behind them
 * stay in the operating system's cache either way.
 */
const PGLITE_SETTINGS = {
  shared_buffers: "16MB",
  wal_buffers: "1MB",
  temp_buffers: "2MB",
  maintenance_work_mem: "16MB",
};
const pgliteStartParams = () => [
  ...PGlite.defaultStartParams,
  ...Object.entries(PGLITE_SETTINGS).flatMap(([name, value]) => ["-c", `${name}=${value}`]),
];

/** The embedded database in `dir` (made if new), or in memory; with PGLITE_SETTINGS. */
export async function createPglite(dir?: string): Promise<PGlite> {
  const options = { startParams: pgliteStartParams() };
  if (dir === undefined) return PGlite.create(options);
  await mkdir(dir, { recursive: true });
  if (!existsSync(path.join(dir, "PG_VERSION"))) await initPglite(dir, options.startParams);
  return PGlite.create(dir, options);
}

/**
 * A first start runs initdb in a WebAssembly instance of its own, whose ~400 MB a process keeps
 * until its garbage collector next runs: made in a worker thread, it goes back when that ends.
 */
async function initPglite(dir: string, startParams: string[]): Promise<void> {
  const fromSource = import.meta.url.endsWith(".ts");
  const script = new URL(
    fromSource ? "./pglite-init-worker.mjs" : "./pglite-init-worker.js",
    import.meta.url,
  );
  const worker = new Worker(script, { workerData: { dir, startParams } });
  await new Promise<void>((resolve, reject) => {
    worker.once("error", reject);
    worker.once("exit", (code) =>
      code === 0 ? resolve() : reject(new Error(`making the embedded database failed (exit ${code})`)),
    );
  });
}

async function openPglite(target: { dataDir: string } | { memory: true }): Promise<Database> {
  const client = await createPglite("dataDir" in target ? path.join(target.dataDir, "db") : undefined);
  const db = drizzlePglite({ client, schema });
  return {
    driver: "pglite",
    db,
    migrate: () => migratePglite(db, { migrationsFolder }),
    ping: () => ping(db),
    close: () => client.close(),
    listen: (channel, onPayload) => client.listen(channel, onPayload),
    jobQueueConnection: {
      // pg-boss sends its migrations as several statements without parameters: those need exec.
      async executeSql(text, values) {
        if (!values?.length) {
          const results = await client.exec(text);
          const last = results.at(-1);
          return { rows: last?.rows ?? [], rowCount: last?.affectedRows ?? last?.rows.length ?? 0 };
        }
        const result = await client.query(text, values);
        return { rows: result.rows, rowCount: result.affectedRows ?? result.rows.length };
      },
    },
  };
}

function openPostgres(url: string): Database {
  const pool = new pg.Pool({ connectionString: url, max: 10 });
  // An idle client that loses its connection emits here; without a listener it would crash us.
  pool.on("error", () => undefined);
  const db = drizzlePg({ client: pool, schema });
  return {
    driver: "postgres",
    db,
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query("select pg_advisory_lock($1)", [MIGRATION_LOCK_ID]);
        await migratePg(drizzlePg({ client, schema }), { migrationsFolder });
      } finally {
        await client.query("select pg_advisory_unlock($1)", [MIGRATION_LOCK_ID]).catch(() => undefined);
        client.release();
      }
    },
    ping: () => ping(db),
    close: () => pool.end(),
    jobQueueConnection: { connectionString: url },
    listen: (channel, onPayload, onConnection) => listenOnPostgres(url, channel, onPayload, onConnection),
  };
}

/**
 * LISTEN on a connection of its own, outside the pool (a pooled connection would be handed to
 * other queries). A lost connection is opened again after a second, so a restarted database
 * server does not end the stream for good.
 */
async function listenOnPostgres(
  url: string,
  channel: string,
  onPayload: (payload: string) => void,
  onConnection?: (up: boolean) => void,
): Promise<() => Promise<void>> {
  let stopped = false;
  let client: pg.Client | undefined;
  const reconnect = () => {
    if (stopped) return;
    setTimeout(
      () =>
        void connect()
          .then(() => onConnection?.(true))
          .catch(reconnect),
      1000,
    ).unref();
  };
  const connect = async (): Promise<void> => {
    const next = new pg.Client({ connectionString: url });
    next.on("notification", (message) => {
      if (message.channel === channel) onPayload(message.payload ?? "");
    });
    next.on("error", () => {
      void next.end().catch(() => undefined);
      onConnection?.(false);
      reconnect();
    });
    await next.connect();
    await next.query(`listen ${pg.escapeIdentifier(channel)}`);
    client = next;
  };
  await connect();
  return async () => {
    stopped = true;
    await client?.end().catch(() => undefined);
  };
}

async function ping(db: Db): Promise<boolean> {
  try {
    await db.execute(sql`select 1`);
    return true;
  } catch {
    return false;
  }
}
