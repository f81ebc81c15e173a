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
    },
    transform: jsonSchemaTransform,
    transformObject: jsonSchemaTransformObject,
  });
  app.get("/api/openapi.json", { schema: { hide: true } }, () => app.swagger());
}
