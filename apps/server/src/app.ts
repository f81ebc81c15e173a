import fastifyHelmet from "@fastify/helmet";
import Fastify, { type FastifyInstance } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import type { Config } from "./config";
import type { Database } from "./db/database";
import { healthRoutes } from "./health/health.routes";
import { registerErrorHandler } from "./http/error-handler";
import { registerOpenApi } from "./http/openapi";
import { registerSpa } from "./http/spa";

export interface AppDeps {
  config: Config;
  database: Database;
  /** Folder of the built web app; when it has no index.html only the API is served. */
  webRoot: string | undefined;
  /** Where log lines go; standard output unless a test wants to read them. */
  logStream?: { write(line: string): void };
}

export async function buildApp({ config, database, webRoot, logStream }: AppDeps): Promise<FastifyInstance> {
  const app = Fastify({
    logger: logStream ? { level: config.logLevel, stream: logStream } : { level: config.logLevel },
    // Finish in-flight requests on close but drop idle keep-alive sockets at once.
    forceCloseConnections: "idle",
    return503OnClosing: true,
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);

  const https = config.publicUrl.startsWith("https:");
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:"],
        "media-src": ["'self'", "blob:"],
        "style-src": ["'self'", "'unsafe-inline'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });

  await registerOpenApi(app);
  await app.register(healthRoutes(database));
  await registerSpa(app, webRoot);
  return app;
}
