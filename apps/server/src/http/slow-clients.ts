import type { IncomingMessage, Server, ServerResponse } from "node:http";

export interface SlowClientLimits {
  /** Time a client has to send its request headers (Node's `headersTimeout`). */
  headersTimeoutMs: number;
  /** Time a request body may take before the minimum rate applies (mod_reqtimeout's `body=`). */
  bodyGraceMs: number;
  /** Each byte received buys this much more time: bytes per second (mod_reqtimeout's `MinRate`). */
  minBodyBytesPerSecond: number;
  /** Upper bound on receiving a whole request, however fast it arrives. */
  requestTimeoutMs: number;
}

export const DEFAULT_SLOW_CLIENT_LIMITS: SlowClientLimits = {
  headersTimeoutMs: 10_000,
  bodyGraceMs: 10_000,
  minBodyBytesPerSecond: 500,
  requestTimeoutMs: 60 * 60_000,
};

/** What a client cut off is told, when nothing has been answered yet. */
export interface CutOffAnswer {
  status: number;
  body: unknown;
  /** Called as the request's body is ended with a CutOffError, its client answered already. */
  lettingGo?: (request: IncomingMessage) => void;
}

interface PendingBody {
  request: IncomingMessage;
  response: ServerResponse;
  startedAt: number;
  bytesAtStart: number;
}

/**
 * Cuts off clients that send their request slowly, the way Apache's mod_reqtimeout does: headers
 * must arrive within `headersTimeoutMs`; a body gets `bodyGraceMs`, extended by one second for
 * every `minBodyBytesPerSecond` bytes received. A phone uploading slowly but steadily is never
 * cut off; a client trickling a byte every few seconds is, and so cannot hold sockets (and file
 * descriptors) for long. Progress is read from the socket's byte count, so the body stream is left
 * to the route's parser untouched. A client cut off before anything was answered is told why
 * (`answer`, as JSON, like Apache's 408) before the connection closes. Returns a function that
 * stops the checks.
 */
export function guardSlowClients(
  server: Server,
  limits: SlowClientLimits,
  answer: CutOffAnswer,
  now: () => number = () => performance.now(),
): () => void {
  server.headersTimeout = limits.headersTimeoutMs;
  server.requestTimeout = limits.requestTimeoutMs;
  const pending = new Set<PendingBody>();

  server.on("request", (request: IncomingMessage, response: ServerResponse) => {
    if (request.complete || !hasBody(request)) return;
    const entry = { request, response, startedAt: now(), bytesAtStart: request.socket.bytesRead };
    pending.add(entry);
    const forget = () => pending.delete(entry);
    request.once("end", forget);
    request.once("close", forget);
  });

  const check = () => {
    const time = now();
    for (const entry of pending) {
      const { request } = entry;
      if (request.complete || request.socket.destroyed) {
        pending.delete(entry);
        continue;
      }
      const received = request.socket.bytesRead - entry.bytesAtStart;
      const deadline =
        entry.startedAt + limits.bodyGraceMs + (received / limits.minBodyBytesPerSecond) * 1000;
      if (time > deadline) {
        pending.delete(entry);
        cutOff(entry, answer);
      }
    }
  };
  const interval = Math.max(100, Math.min(1000, limits.bodyGraceMs / 4));
  const timer = setInterval(check, interval);
  timer.unref();
  return () => clearInterval(timer);
}

function cutOff({ request, response }: PendingBody, answer: CutOffAnswer) {
  const { socket } = request;
  // Whatever reads the body (an upload streaming to a temporary file) is told it ends here, and
  // lets go of what it holds: once the answer is written, Node no longer errors the request when
  // its socket goes, and an upload's file would stay open, and on disk, for good (QA).
  const letGo = () => {
    if (request.destroyed) return;
    answer.lettingGo?.(request);
    request.destroy(new CutOffError());
  };
  if (response.headersSent) {
    letGo();
    socket.destroy();
    return;
  }
  const body = JSON.stringify(answer.body);
  response.writeHead(answer.status, {
    "content-type": "application/json; charset=utf-8",
    "content-length": Buffer.byteLength(body),
    connection: "close",
  });
  // The rest of the body is never read: once the answer is written the connection goes, and
  // a client that does not read it either is not waited for.
  const bail = setTimeout(() => {
    letGo();
    socket.destroy();
  }, 1000);
  bail.unref();
  response.end(body, () => {
    clearTimeout(bail);
    letGo();
    socket.destroy();
  });
}

/** The error a cut-off request's body stream ends with (its client was answered already). */
export class CutOffError extends Error {
  constructor() {
    super("The request arrived too slowly and was cut off");
    this.name = "CutOffError";
  }
}

function hasBody(request: IncomingMessage): boolean {
  const length = request.headers["content-length"];
  if (length !== undefined) return Number(length) > 0;
  return request.headers["transfer-encoding"] !== undefined;
}
