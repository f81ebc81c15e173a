import { vi } from "vitest";
import { stubXhr } from "./xhr-stub";

/** A request as a stand-in server reads it: the path (with the query), method, headers and body. */
export interface SentRequest {
  method: string;
  headers: Headers;
  body?: string;
  /** Sent to outlive the page (a request made as it goes). */
  keepalive?: boolean;
  /**
   * Sent with XMLHttpRequest (an upload, which tells how much of it has gone): the stand-in may
   * say how many of its bytes have arrived before it answers.
   */
  receive?: (bytes: number) => void;
}

type StandIn = (url: string, init: SentRequest) => Response | Promise<Response>;

/**
 * Stands `serve` in for the server. The API client sends Request objects; `serve` sees what it
 * asked for as a path and its parts. A test may call the stub again with a path and an init.
 * Requests sent with XMLHttpRequest (uploads) go to `serve` too; an error Response, or a throw, is
 * a connection dropped.
 */
export function stubFetch(serve: StandIn): void {
  stubXhr((xhr) => {
    const url = new URL(xhr.url, location.origin);
    void (async () => {
      try {
        const body = await xhr.body?.text();
        const response = await serve(url.pathname + url.search, {
          method: xhr.method,
          headers: xhr.headers,
          ...(body !== undefined ? { body } : {}),
          receive: (bytes) => xhr.receive(bytes),
        });
        if (xhr.aborted) return;
        if (response.type === "error") xhr.drop();
        else await xhr.answer(response);
      } catch {
        if (!xhr.aborted) xhr.drop();
      }
    })();
  });
  vi.stubGlobal("fetch", async (input: Request | string, init?: RequestInit) => {
    if (typeof input === "string") {
      const { method = "GET", headers, body } = init ?? {};
      return serve(input, {
        method,
        headers: new Headers(headers),
        ...(typeof body === "string" ? { body } : {}),
      });
    }
    const url = new URL(input.url);
    const body = input.body ? await input.text() : undefined;
    return serve(url.pathname + url.search, {
      method: input.method,
      headers: input.headers,
      ...(body !== undefined ? { body } : {}),
      ...(input.keepalive ? { keepalive: true } : {}),
    });
  });
}
