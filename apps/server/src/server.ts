import { rm } from "node:fs/promises";
import path from "node:path";
import type { FastifyInstance } from "fastify";
import { buildApp } from "./app";
import { logAdminBootstrap } from "./auth/admin-bootstrap";
import { loadConfig, type Config } from "./config";
import { lockDataDir } from "./db/data-dir-lock";
import { openDatabase, type Database } from "./db/database";
import { defaultWebRoot } from "./paths";

export interface RunningServer {
  app: FastifyInstance;
  config: Config;
  database: Database;
  url: string;
  /** Stops accepting, lets in-flight requests finish, then closes the database and the lock. */
  close(): Promise<void>;
}

export interface StartOptions {
  env?: NodeJS.ProcessEnv;
  webRoot?: string;
}

export async function startServer({
  env = process.env,
  webRoot = defaultWebRoot,
}: StartOptions = {}): Promise<RunningServer> {
  const config = loadConfig(env);
  // With PostgreSQL the state lives in the database, so several servers may share one DATA_DIR.
  const unlock = config.databaseUrl ? undefined : await lockDataDir(config.dataDir);
  let database: Database | undefined;
  try {
    // The folder is this server's alone: what is in its temporary folder was left by one that was
    // killed (an upload cut off, a stored file copied out to be read).
    if (unlock) await rm(path.join(config.dataDir, "tmp"), { recursive: true, force: true });
    database = await openDatabase(
      config.databaseUrl ? { url: config.databaseUrl } : { dataDir: config.dataDir },
    );
    await database.migrate();
    const app = await buildApp({ config, database, webRoot });
    if (config.admin) {
      const { email, password } = config.admin;
      logAdminBootstrap(app.log, email, await app.services.auth.ensureAdmin(email, password));
    }
    const address = await app.listen({ port: config.port, host: config.host });
    const db = database;
    return {
      app,
      config,
      database: db,
      url: address.replace("0.0.0.0", "127.0.0.1").replace("[::]", "[::1]"),
      async close() {
        await app.close();
        await db.close();
        await unlock?.();
      },
    };
  } catch (error) {
    await database?.close().catch(() => undefined);
    await unlock?.().catch(() => undefined);
    throw error;
  }
}
