import fastifyCompress from "@fastify/compress";
import fastifyMultipart from "@fastify/multipart";
import { MAX_UPLOAD_BYTES } from "@study-well/shared";
import type { IncomingMessage } from "node:http";
import Fastify, { type FastifyInstance, type FastifyRequest } from "fastify";
import { serializerCompiler, validatorCompiler } from "fastify-type-provider-zod";
import { adminRoutes } from "./admin/admin.routes";
import { aiRoutes } from "./ai/ai.routes";
import { authRoutes } from "./auth/auth.routes";
import { registerAuthGuard, type RouteEntry } from "./http/auth-guard";
import { COMPRESS_ABOVE_BYTES } from "./http/conditional";
import { limitMediaBodies } from "./http/media-bodies";
import type { Config } from "./config";
import { coursesRoutes } from "./courses/courses.routes";
import type { Database } from "./db/database";
import { healthRoutes } from "./health/health.routes";
import { AppError } from "./http/app-error";
import { clientErrorHandler, frameworkErrors, registerErrorHandler } from "./http/error-handler";
import { logOptions } from "./http/log-options";
import { registerOpenApi } from "./http/openapi";
import { trackUnusedConnections } from "./http/unused-connections";
import { guardSlowClients } from "./http/slow-clients";
import { registerSecurityHeaders } from "./http/security-headers";
import { registerSpa } from "./http/spa";
import { createServices, type Services } from "./services";
import { settingsRoutes } from "./settings/settings.routes";
import { filesRoutes } from "./storage/files.routes";
import { tasksRoutes } from "./tasks/tasks.routes";
import { uploadsRoutes } from "./uploads/uploads.routes";
import { lecturesRoutes } from "./lectures/lectures.routes";
import { quizRoutes } from "./quiz/quiz.routes";
import { usersRoutes } from "./users/users.routes";
import { waitlistRoutes } from "./waitlist/waitlist.routes";

declare module "fastify" {
  interface FastifyInstance {
    /** Every API route with its access level, for the authorization matrix test. */
    routeTable: RouteEntry[];
    services: Services;
  }
}

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
    logger: logOptions(config.logLevel, logStream),
    // Finish in-flight requests on close but drop idle keep-alive sockets at once.
    forceCloseConnections: "idle",
    return503OnClosing: true,
    trustProxy: config.trustProxy,
    // Node checks the headers time-out only this often (30 s by default).
    // An HTTP/1.1 request with no Host header is refused below, in the answers' shape (Node's own
    // refusal is a bare 400).
    http: { connectionsCheckingInterval: 1000, requireHostHeader: false },
    // Refusals before any route, in the answers' own shape.
    frameworkErrors,
    clientErrorHandler,
  });
  const closeUnusedConnections = trackUnusedConnections(app.server);
  // Before the server stops listening and waits for its connections.
  app.addHook("preClose", (done) => {
    closeUnusedConnections();
    done();
  });
  const tooSlow = AppError.of("request/too-slow");
  // Each request as Fastify holds it, by Node's: a request cut off for sending too slowly is
  // answered already, so what its body's reader or its route makes of the cut (an answer sent
  // twice, a rejected promise) is not logged (attack: a 500-coded warning with a stack for every
  // such client): one line says it was cut off.
  const requests = new WeakMap<IncomingMessage, FastifyRequest>();
  app.addHook("onRequest", (request, _reply, done) => {
    requests.set(request.raw, request);
    done();
  });
  const stopSlowClientGuard = guardSlowClients(app.server, config.http, {
    status: tooSlow.statusCode,
    body: { error: { code: tooSlow.code, message: tooSlow.message } },
    lettingGo: (raw) => {
      const request = requests.get(raw);
      if (!request) return;
      request.log.info(
        { res: { statusCode: tooSlow.statusCode } },
        "cut off: the request arrived too slowly",
      );
      request.log.level = "fatal";
    },
  });
  const routeTable: RouteEntry[] = [];
  app.decorate("routeTable", routeTable);
  const services = await createServices(config, database, app.log);
  app.decorate("services", services);
  app.addHook("onClose", async () => {
    stopSlowClientGuard();
    services.mailer.close();
    // (before the tasks stop: a sweep under way may be ending a quiz, which makes a task)
    await services.quiz.stopEndingIdle();
    await services.tasks.stop();
    await services.feed.close();
    await services.changes.close();
    await services.ai.close();
  });
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandler(app);
  // API answers carry tokens, accounts and notes: no cache, shared or the browser's, may keep them.
  app.addHook("onSend", (request, reply, payload, done) => {
    if (request.url.startsWith("/api/") && !reply.hasHeader("cache-control")) {
      reply.header("cache-control", "no-store");
    }
    done(null, payload);
  });

  const https = config.publicUrl.startsWith("https:");
  // Pictures and recordings kept in S3 are fetched by the browser from the store itself.
  const fileOrigins = storageOrigins(config.storage);
  registerSecurityHeaders(app, {
    contentSecurityPolicy: {
      directives: {
        "default-src": ["'self'"],
        "img-src": ["'self'", "data:", "blob:", ...fileOrigins],
        "media-src": ["'self'", "blob:", ...fileOrigins],
        "style-src": ["'self'", "'unsafe-inline'"],
        "upgrade-insecure-requests": https ? [] : null,
      },
    },
    strictTransportSecurity: https,
  });

  // JSON answers above 1 KB go compressed (brotli, else gzip); the course read sends its own,
  // made once per version (courses.routes.ts), and the web app's files are compressed at build.
  await app.register(fastifyCompress, {
    threshold: COMPRESS_ABOVE_BYTES,
    encodings: ["br", "gzip"],
    customTypes: /^application\/json\b/,
    // Request bodies are never inflated: a small compressed body could expand past every limit.
    globalDecompression: false,
  });

  // A compressed body would be read as its compressed bytes ("not valid JSON"): say what is wrong.
  // An HTTP/1.1 request must say which host it is for (RFC 9112 §3.2).
  app.addHook("onRequest", (request, _reply, done) => {
    const encoding = request.headers["content-encoding"]?.trim().toLowerCase();
    // JSON in another character set would be read as UTF-8 and stored garbled.
    const charset = /^application\/json\b.*;\s*charset="?([^";\s]+)/i.exec(
      request.headers["content-type"] ?? "",
    )?.[1];
    if (request.raw.httpVersion === "1.1" && request.headers.host === undefined)
      done(AppError.of("request/malformed"));
    else if (encoding && encoding !== "identity") done(AppError.of("request/compressed-body"));
    else if (charset && !/^utf-?8$/i.test(charset)) done(AppError.of("request/json-charset"));
    else done();
  });

  registerAuthGuard(
    app,
    {
      accessTokens: services.accessTokens,
      accounts: services.usersRepository.accounts,
      sessions: services.refreshTokens.sessions,
    },
    routeTable,
  );
  limitMediaBodies(app);
  await registerOpenApi(app);
  await app.register(healthRoutes(database));
  await app.register(authRoutes(services.auth, services.passwordReset, config.auth.passwordPolicy));
  await app.register(usersRoutes(services.users));
  await app.register(settingsRoutes(services.settings));
  await app.register(waitlistRoutes(services.waitlist));
  await app.register(adminRoutes(services.admin));
  await app.register(coursesRoutes(services.courses));
  await app.register(aiRoutes(services.ai));
  await app.register(fastifyMultipart, {
    // One file per request; the upload service enforces each kind's own size limit as it streams.
    limits: { files: 1, fields: 0, parts: 1, headerPairs: 50, fileSize: MAX_UPLOAD_BYTES.audio + 1 },
  });
  await app.register(filesRoutes(services.files));
  await app.register(tasksRoutes(services.tasks));
  await app.register(uploadsRoutes(services.uploads));
  await app.register(lecturesRoutes(services.lectures));
  await app.register(quizRoutes(services.quiz, services.changes));
  await services.tasks.start();
  services.quiz.startEndingIdle();
  await registerSpa(app, webRoot);
  return app;
}

/** The origins presigned file links point at: the S3 endpoint, or AWS's own hosts. */
function storageOrigins(storage: Config["storage"]): string[] {
  if (storage.driver === "fs") return [];
  if (storage.endpoint) return [new URL(storage.endpoint).origin];
  return [
    `https://${storage.bucket}.s3.${storage.region}.amazonaws.com`,
    `https://s3.${storage.region}.amazonaws.com`,
  ];
}
