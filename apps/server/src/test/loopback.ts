import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";

export interface RecordedRequest {
  method: string;
  /** Path and query. */
  url: string;
  headers: IncomingHttpHeaders;
  body: Buffer;
  /** The body parsed as JSON, when it is JSON. */
  json: unknown;
}

export interface LoopbackAnswer {
  status?: number;
  headers?: Record<string, string>;
  body?: string | Uint8Array;
  /** Wait this long before answering (a slow or stuck provider). */
  delayMs?: number;
}

/**
 * A real HTTP server on 127.0.0.1 that plays a provider: each request is recorded, then answered
 * by the next scripted answer (the last one repeats).
 */
export async function startLoopback() {
  const requests: RecordedRequest[] = [];
  let script: ((request: RecordedRequest) => LoopbackAnswer)[] = [];
  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const body = Buffer.concat(chunks);
      let json: unknown;
      try {
        json = JSON.parse(body.toString("utf8"));
      } catch {
        json = undefined;
      }
      const request: RecordedRequest = {
        method: req.method ?? "",
        url: req.url ?? "",
        headers: req.headers,
        body,
        json,
      };
      requests.push(request);
      const answer = (script.length > 1 ? script.shift() : script[0])?.(request) ?? { status: 500 };
      const send = () => {
        if (res.destroyed) return;
        res.writeHead(answer.status ?? 200, answer.headers ?? { "content-type": "application/json" });
        res.end(answer.body ?? "");
      };
      if (answer.delayMs) setTimeout(send, answer.delayMs).unref();
      else send();
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    /** Answers for the next requests, in order; the last one answers every request after it. */
    answer(...answers: (LoopbackAnswer | ((request: RecordedRequest) => LoopbackAnswer))[]) {
      script = answers.map((a) => (typeof a === "function" ? a : () => a));
      requests.length = 0;
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

export type Loopback = Awaited<ReturnType<typeof startLoopback>>;

export const json = (body: unknown, status = 200): LoopbackAnswer => ({
  status,
  headers: { "content-type": "application/json" },
  body: JSON.stringify(body),
});

/** Server-sent events, one `data:` line per item (with an `event:` line when given). */
export const sse = (events: ({ event?: string; data: unknown } | string)[]): LoopbackAnswer => ({
  status: 200,
  headers: { "content-type": "text/event-stream", "cache-control": "no-cache" },
  body: events
    .map((e) =>
      typeof e === "string"
        ? `data: ${e}\n\n`
        : `${e.event ? `event: ${e.event}\n` : ""}data: ${JSON.stringify(e.data)}\n\n`,
    )
    .join(""),
});
