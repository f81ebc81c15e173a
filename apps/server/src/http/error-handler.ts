import type { FastifyError, FastifyInstance } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import { ErrorCode, INTERNAL_ERROR_MESSAGE, type ErrorResponse } from "@study-well/shared/api";
import { isRefusedValue } from "../db/errors";
import { AppError } from "./app-error";

/** What a caller is told when the database refuses a value that the schemas let through. */
export const REFUSED_VALUE_MESSAGE = "The request contains a value that cannot be stored.";

function body(code: string, message: string): ErrorResponse {
  return { error: { code, message } };
}

/** Known errors keep their code and message; anything else is logged and hidden behind a 500. */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) {
      return reply.status(error.statusCode).headers(error.headers).send(body(error.code, error.message));
    }
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const where = first?.instancePath ? `${first.instancePath.slice(1).replaceAll("/", ".")}: ` : "";
      return reply
        .status(400)
        .send(body(ErrorCode.invalidArgument, `${where}${first?.message ?? "Invalid request"}`));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
      return reply.status(status).send(body(ErrorCode.invalidArgument, error.message));
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, "the database refused a value the request schema accepted");
      return reply.status(400).send(body(ErrorCode.invalidArgument, REFUSED_VALUE_MESSAGE));
    }
    request.log.error({ err: error }, "unhandled error");
    return reply.status(500).send(body(ErrorCode.internal, INTERNAL_ERROR_MESSAGE));
  });
}
