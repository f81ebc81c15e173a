import { vi } from "vitest";

/** A request as a stand-in server reads it: the path (with the query), method, headers and body. */
export interface SentRequest {
  method: string;
  headers: Headers;
  body?: string;
  /** Sent to outlive the page (a request made as it goes). */
  keepalive?: boolean;
}

type StandIn = (url: string, init: SentRequest) => Response | Promise<Response>;

/**
 * Stands `serve` in for the server. The API client sends Request objects; `serve` sees what it
 * asked for as a path and its parts. A test may call the stub again with a path and an init.
 */
export function stubFetch(serve: StandIn): void {
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
