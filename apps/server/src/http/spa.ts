import { existsSync } from "node:fs";
import path from "node:path";
import fastifyStatic from "@fastify/static";
import type { FastifyInstance } from "fastify";
import { ErrorCode } from "@study-well/shared/api";

const IMMUTABLE = "public, max-age=31536000, immutable";

/**
 * Serves the built web app: hashed assets cached for a year, everything else revalidated, and
 * any unknown non-API GET answered with index.html so client-side routes survive a reload.
 */
export async function registerSpa(app: FastifyInstance, webRoot: string | undefined): Promise<void> {
  const hasWeb = webRoot !== undefined && existsSync(path.join(webRoot, "index.html"));
  if (!hasWeb) {
    app.log.warn({ webRoot }, "web app not built: only the API is served");
  } else {
    await app.register(fastifyStatic, {
      root: webRoot,
      wildcard: true,
      index: false,
      preCompressed: true,
      cacheControl: false,
      // "/" is the page (the not-found handler sends index.html); source maps stay on the server.
      // No file is under /api, nor has a NUL in its name: such addresses go to the not-found
      // handler, which answers in our words, not `send`'s bare "Bad Request" (an attacker's find).
      allowedPath: (pathname) =>
        pathname !== "/" &&
        !/\.map(\.(br|gz))?$/.test(pathname) &&
        !/^\/api(\/|$)/.test(pathname) &&
        !/%00|\0/.test(pathname),
      setHeaders(res, filePath) {
        const relative = path.relative(webRoot, filePath);
        res.setHeader("Cache-Control", relative.startsWith(`assets${path.sep}`) ? IMMUTABLE : "no-cache");
      },
    });
  }

  app.setNotFoundHandler((request, reply) => {
    const url = request.raw.url ?? "/";
    const wantsPage =
      hasWeb && (request.method === "GET" || request.method === "HEAD") && !/^\/api(\/|$|\?)/.test(url);
    if (wantsPage && !url.startsWith("/assets/")) {
      return reply.header("Cache-Control", "no-cache").sendFile("index.html");
    }
    return reply.status(404).send({
      error: { code: ErrorCode.notFound, message: `No route for ${request.method} ${url.split("?")[0]}` },
    });
  });
}
