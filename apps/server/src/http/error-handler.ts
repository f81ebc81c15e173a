import { STATUS_CODES } from "node:http";
import type { Socket } from "node:net";
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from "fastify";
import { hasZodFastifySchemaValidationErrors } from "fastify-type-provider-zod";
import {
  ErrorCode,
  OCR_MAX_IMAGE_BYTES,
  TRANSCRIBE_MAX_AUDIO_BYTES,
  type ErrorResponse,
} from "@study-well/shared/api";
import { MAX_UPLOAD_BYTES } from "@study-well/shared";
import { isRefusedValue, isTransactionConflict } from "../db/errors";
import { AppError } from "./app-error";

function send(reply: FastifyReply, error: AppError) {
  const body: ErrorResponse = { error: { code: error.code, message: error.message } };
  return reply.status(error.statusCode).headers(error.headers).send(body);
}

/** What busboy (the multipart parser) says of a body that is not a whole multipart form. */
const MALFORMED_MULTIPART =
  /^(?:Multipart: Boundary not found|Unexpected end of (?:form|multipart data|file)|Malformed part header|Part terminated early due to unexpected end of multipart data)/;

/** What the request stream says when its client went away in the middle of its body. */
const CLIENT_LEFT = new Set(["ECONNRESET", "ECONNABORTED", "ERR_STREAM_PREMATURE_CLOSE"]);

/**
 * Fastify's own refusals before a route is found (a broken %-escape in the address), in the
 * answers' shape: `{ error: { code, message } }`.
 */
export function frameworkErrors(_error: FastifyError, _request: FastifyRequest, reply: FastifyReply): void {
  void send(reply, AppError.of("request/bad-url"));
}

/**
 * Routes whose body is a file's own bytes, or an upload form, say so in their config
 * (`config: { rawBody }`): their refusals of a body of the wrong type, or too large, are said in
 * their own words, not Fastify's ("Unsupported Media Type", "Request body is too large").
 */
export type RawBody = "recording" | "picture" | "form";
const RAW_BODIES: Record<
  string,
  { notSent: "ai/audio-not-sent" | "ai/image-not-sent" | "upload/no-file"; maxBytes: number } | undefined
> = {
  recording: { notSent: "ai/audio-not-sent", maxBytes: TRANSCRIBE_MAX_AUDIO_BYTES },
  picture: { notSent: "ai/image-not-sent", maxBytes: OCR_MAX_IMAGE_BYTES },
  form: { notSent: "upload/no-file", maxBytes: MAX_UPLOAD_BYTES.audio },
};

/**
 * Node's refusals of a request it could not parse (headers too large, a malformed request line),
 * answered on the socket in the answers' shape. A connection reset needs no answer.
 */
export function clientErrorHandler(error: NodeJS.ErrnoException, socket: Socket): void {
  if (error.code === "ECONNRESET" || socket.destroyed) return;
  // A connection that sent nothing at all within the time for headers is simply closed.
  if (error.code === "ERR_HTTP_REQUEST_TIMEOUT" && socket.bytesRead === 0) {
    socket.destroy();
    return;
  }
  const refusal = AppError.of(
    error.code === "HPE_HEADER_OVERFLOW"
      ? "request/headers-too-large"
      : // Headers too slow to arrive: the same 408 as a body too slow (slow-clients.ts).
        error.code === "ERR_HTTP_REQUEST_TIMEOUT"
        ? "request/too-slow"
        : "request/malformed",
  );
  const body = JSON.stringify({ error: { code: refusal.code, message: refusal.message } });
  if (socket.writable) {
    socket.write(
      `HTTP/1.1 ${refusal.statusCode} ${STATUS_CODES[refusal.statusCode] ?? ""}\r\nConnection: close\r\n` +
        `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
    );
  }
  socket.destroy();
}

/** @fastify/multipart's codes for a form with more fields, files or parts than an upload takes. */
const MULTIPART_LIMITS = new Set(["FST_FIELDS_LIMIT", "FST_FILES_LIMIT", "FST_PARTS_LIMIT"]);

/**
 * The one place errors become answers. Known errors (raised by key from the catalogue in
 * packages/shared/src/errors.ts) keep their code and message; anything else is logged and hidden
 * behind a 500.
 */
export function registerErrorHandler(app: FastifyInstance): void {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    if (error instanceof AppError) return send(reply, error);
    if (hasZodFastifySchemaValidationErrors(error)) {
      const first = error.validation[0];
      const message = first?.message ?? "Invalid request";
      // Our own messages are sentences that name their field ("Last name can be at most 200
      // characters."); zod's defaults are not, so they get the field's path in front.
      // (The body as a whole has no name: "/" is no field.)
      const field = (first?.instancePath ?? "").slice(1).replaceAll("/", ".");
      const where = field && !message.endsWith(".") ? `${field}: ` : "";
      return send(reply, AppError.of("invalid-argument", `${where}${message}`));
    }
    if (MULTIPART_LIMITS.has(error.code)) {
      // A text field, a second file or part: the form is not what an upload takes.
      return send(reply, AppError.of("upload/one-file"));
    }
    const raw = RAW_BODIES[(request.routeOptions.config as { rawBody?: RawBody }).rawBody ?? "none"];
    if (raw && error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      // A recording or picture sent as application/octet-stream, or with no Content-Type.
      return send(reply, AppError.of(raw.notSent));
    }
    if (raw && error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      return send(reply, AppError.of("upload/too-large", raw.maxBytes));
    }
    if (error.code === "FST_ERR_CTP_INVALID_MEDIA_TYPE") {
      // A form (application/x-www-form-urlencoded) or any other type where JSON belongs (an
      // attacker's find: Fastify's "Unsupported Media Type").
      return send(reply, AppError.of("request/not-json"));
    }
    if (error.code === "FST_ERR_CTP_INVALID_JSON_BODY" || error.code === "FST_ERR_CTP_EMPTY_JSON_BODY") {
      return send(reply, AppError.of("request/bad-json"));
    }
    if (error.code === "FST_ERR_CTP_BODY_TOO_LARGE") {
      // A JSON body over the route's limit: said with the limit (QA: "Request body is too large").
      return send(reply, AppError.of("request/too-large", request.routeOptions.bodyLimit));
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      // Fastify's own client errors (bad JSON, body too large, unsupported media type...).
      return send(reply, new AppError(status, ErrorCode.invalidArgument, error.message));
    }
    if (isRefusedValue(error)) {
      request.log.warn({ err: error }, "the database refused a value the request schema accepted");
      return send(reply, AppError.of("request/refused-value"));
    }
    if (isTransactionConflict(error)) {
      request.log.warn({ err: error }, "a transaction was ended by the database for another one");
      return send(reply, AppError.of("request/try-again").withHeaders({ "retry-after": "1" }));
    }
    if (MALFORMED_MULTIPART.test(error.message)) {
      // A form cut short or without its boundary: the client's fault (or the client went away).
      request.log.info({ err: error }, "malformed multipart body");
      return send(reply, AppError.of("upload/malformed-form"));
    }
    if (
      (CLIENT_LEFT.has(error.code) || error.message === "aborted") &&
      (request.raw.destroyed || reply.raw.destroyed)
    ) {
      // The client closed the connection in the middle of its request: nobody to answer.
      request.log.info({ err: error }, "the client left in the middle of its request");
      return send(reply, AppError.of("request/malformed"));
    }
    const aborted = [error, (error as { cause?: unknown }).cause].some(
      (e) => e instanceof Error && e.name === "AbortError",
    );
    if (aborted && reply.raw.destroyed) {
      // The client left, and the work done for its answer was stopped (untilClientLeaves).
      request.log.info("the client left before its answer; the work for it was stopped");
      return send(reply, AppError.of("internal"));
    }
    request.log.error({ err: error }, "unhandled error");
    return send(reply, AppError.of("internal"));
  });
}
