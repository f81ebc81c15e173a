import fastifySwagger from "@fastify/swagger";
import type { FastifyInstance } from "fastify";
import { jsonSchemaTransform, jsonSchemaTransformObject } from "fastify-type-provider-zod";
import { VERSION } from "../version";

/** Publishes the OpenAPI document generated from the routes' zod schemas. */
export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(fastifySwagger, {
    openapi: {
      info: {
        title: "Study Well API",
        description: "The API behind the Study Well web app.",
        version: VERSION,
        license: { name: "AGPL-3.0-or-later" },
      },
      components: {
        securitySchemes: { bearer: { type: "http", scheme: "bearer", bearerFormat: "JWT" } },
      },
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get("/api/openapi.json", { config: { access: "public" }, schema: { hide: true } }, () => app.swagger());
}
