import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { HealthResponse } from "@study-well/shared/api";
import type { Database } from "../db/database";
import { VERSION } from "../version";

export function healthRoutes(database: Database): FastifyPluginAsyncZod {
  return async (app) => {
    app.get(
      "/api/health",
      {
        config: { access: "public" },
        schema: {
          summary: "Reports the server's version and whether its database answers",
          tags: ["health"],
          response: { 200: HealthResponse, 503: HealthResponse },
        },
      },
      async (_request, reply) => {
        const up = await database.ping();
        return reply.status(up ? 200 : 503).send({
          status: up ? "ok" : "degraded",
          version: VERSION,
          database: { driver: database.driver, status: up ? "ok" : "down" },
        });
      },
    );
  };
}
