import { startServer, type RunningServer } from "../server";
import { createTestDatabase, type DatabaseKind, type TestDatabase } from "./test-database";

export interface TestServer {
  server: RunningServer;
  database: TestDatabase;
  url: string;
  fetch(path: string, init?: RequestInit): Promise<Response>;
  stop(): Promise<void>;
}

/** Starts the real server, as `npm start` does, on a free port and a database of its own. */
export async function startTestServer(
  kind: DatabaseKind,
  options: { webRoot?: string; env?: Record<string, string>; database?: TestDatabase } = {},
): Promise<TestServer> {
  // Passing the database of a stopped server restarts on the same data.
  const database = options.database ?? (await createTestDatabase(kind));
  const env = {
    PORT: "0",
    HOST: "127.0.0.1",
    LOG_LEVEL: "silent",
    NODE_ENV: "test",
    ...database.env,
    ...options.env,
  };
  const server = await startServer({ env, webRoot: options.webRoot ?? "/nonexistent" });
  let stopped = false;
  return {
    server,
    database,
    url: server.url,
    fetch: (path, init) => fetch(`${server.url}${path}`, init),
    async stop() {
      if (stopped) return;
      stopped = true;
      await server.close();
      await database.drop();
    },
  };
}
