import { ConfigError } from "./config";
import { DataDirLockedError } from "./db/data-dir-lock";
import { startServer } from "./server";

const SHUTDOWN_GRACE_MS = 10_000;

async function main(): Promise<void> {
  let server;
  try {
    server = await startServer();
  } catch (error) {
    if (error instanceof ConfigError || error instanceof DataDirLockedError) {
      console.error(error.message);
      process.exit(1);
    }
    throw error;
  }
  const { app, config, url } = server;
  app.log.info(
    { url, publicUrl: config.publicUrl, database: server.database.driver },
    `Study Well is running at ${config.publicUrl}`,
  );

  let stopping = false;
  const stop = (signal: string) => {
    if (stopping) return;
    stopping = true;
    app.log.info({ signal }, "shutting down");
    const timer = setTimeout(() => {
      app.log.error("shutdown took too long; exiting");
      process.exit(1);
    }, SHUTDOWN_GRACE_MS);
    timer.unref();
    server.close().then(
      () => process.exit(0),
      (error: unknown) => {
        app.log.error({ err: error }, "error while shutting down");
        process.exit(1);
      },
    );
  };
  process.once("SIGTERM", () => stop("SIGTERM"));
  process.once("SIGINT", () => stop("SIGINT"));
}

await main();
