import type { FastifyReply, FastifyRequest } from "fastify";
import type { ErrorResponse } from "@study-well/shared/api";
import { AppError } from "./app-error";

/** A server-sent event stream written on a reply Fastify no longer answers for itself. */
export interface EventStream {
  /** One event; `data` is sent as JSON. */
  send(event: string, data: unknown, id?: string): void;
  /** How long a browser's EventSource waits before it reconnects. */
  retry(ms: number): void;
  /** A comment line: keeps the connection alive through proxies, ignored by clients. */
  comment(text: string): void;
  end(): void;
}

/** One object sent to many streams (a result to every open tab) is written as JSON once. */
const written = new WeakMap<object, string>();
function json(data: unknown): string {
  if (typeof data !== "object" || data === null) return JSON.stringify(data);
  let text = written.get(data);
  if (text === undefined) {
    text = JSON.stringify(data);
    written.set(data, text);
  }
  return text;
}

/**
 * Opens a server-sent event stream on `reply`. Fastify's own answer is bypassed, so the security
 * headers set so far (helmet's, in onRequest) are copied onto ours.
 */
export function openEventStream(reply: FastifyReply): EventStream {
  reply.hijack();
  const raw = reply.raw;
  raw.writeHead(200, {
    ...(reply.getHeaders() as Record<string, string>),
    "content-type": "text/event-stream; charset=utf-8",
    "cache-control": "no-store",
    "x-accel-buffering": "no",
  });
  return {
    send: (event, data, id) =>
      raw.write(`${id === undefined ? "" : `id: ${id}\n`}event: ${event}\ndata: ${json(data)}\n\n`),
    retry: (ms) => raw.write(`retry: ${ms}\n\n`),
    comment: (text) => raw.write(`: ${text}\n\n`),
    end: () => raw.end(),
  };
}

/**
 * Answers a request whose work may report progress before its result: the stream opens with the
 * first progress event, and the result is its last event (`resultEvent`). Until something was
 * streamed, a failure is an ordinary error answer (404, 409... through the error handler); after,
 * it is an `error` event carrying the same body.
 */
export async function streamedAnswer<T>(
  req: FastifyRequest,
  reply: FastifyReply,
  resultEvent: string,
  work: (progress: (event: string, data: unknown) => void) => Promise<T>,
): Promise<void> {
  let stream: EventStream | undefined;
  const open = () => (stream ??= openEventStream(reply));
  try {
    const result = await work((event, data) => open().send(event, data));
    open().send(resultEvent, result);
    open().end();
  } catch (error) {
    if (!stream) throw error;
    if (!(error instanceof AppError)) req.log.error({ err: error }, "unhandled error in an event stream");
    const known = error instanceof AppError ? error : AppError.of("internal");
    const body: ErrorResponse = { error: { code: known.code, message: known.message } };
    stream.send("error", body);
    stream.end();
  }
}
