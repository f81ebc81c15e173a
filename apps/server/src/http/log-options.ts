import type { FastifyRequest, FastifyServerOptions } from "fastify";

/** Fields of an error (and of the database's errors) that never hold what a user sent. */
const SAFE_FIELDS = ["code", "statusCode", "severity", "constraint", "table", "column", "schema", "routine"];

/**
 * drizzle's query errors end their message with the query's parameters: a password hash, an
 * email, a note's text. Keep the query (its placeholders) and drop the values.
 */
const withoutParams = (text: string | undefined) =>
  text?.replace(/\nparams: [\s\S]*?(?=\n\s+at |$)/, "\nparams: [not logged]");

/**
 * Logs an error by its type, message, stack and a few known-safe fields, and its causes the same
 * way. Every other property (`params`, `query` values, `detail` with the conflicting row, request
 * bodies a library attached) is left out.
 */
export function serializeError(
  error: Error,
  depth = 0,
): { type: string; message: string; stack: string; [field: string]: unknown } {
  const out = {
    type: error.name,
    message: withoutParams(error.message) ?? "",
    stack: withoutParams(error.stack) ?? "",
  } as { type: string; message: string; stack: string; [field: string]: unknown };
  for (const field of SAFE_FIELDS) {
    const value = (error as unknown as Record<string, unknown>)[field];
    if (typeof value === "string" || typeof value === "number") out[field] = value;
  }
  const { cause } = error;
  if (cause instanceof Error && depth < 5) out.cause = serializeError(cause, depth + 1);
  else if (cause !== undefined) out.cause = "[not logged]";
  return out;
}

/**
 * A request as the log writes it: its address without the query, which may hold a reset or
 * activation code (the page a mailed link opens) or a signed file link's signature, each of which
 * lets whoever reads it in (QA: a reset code read from the log took an account over).
 */
export function serializeRequest(request: FastifyRequest): Record<string, unknown> {
  const [path = "", query] = request.url.split("?", 2);
  return {
    method: request.method,
    url: query === undefined ? path : `${path}?[not logged]`,
    remoteAddress: request.ip,
    remotePort: request.socket.remotePort,
  };
}

/**
 * pino options for the server: JSON lines, errors without values, no credentials in headers nor
 * in addresses' queries.
 */
export function logOptions(
  level: string,
  stream: { write(line: string): void } | undefined,
): NonNullable<FastifyServerOptions["logger"]> {
  return {
    level,
    ...(stream ? { stream } : {}),
    serializers: { err: serializeError, error: serializeError, req: serializeRequest },
    redact: {
      paths: ["req.headers.authorization", "req.headers.cookie", "headers.authorization", "headers.cookie"],
      censor: "[not logged]",
    },
  };
}
