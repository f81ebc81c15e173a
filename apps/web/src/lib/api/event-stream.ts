import type { SessionManager } from "../session/session-manager";
import { authorizedFetch } from "./authorized-fetch";
import { apiError, NetworkError, type ApiError } from "./errors";

/** One server-sent event: its name, its data (JSON on our streams) and its id when it has one. */
export interface StreamEvent {
  event: string;
  data: string;
  id?: string;
}

/**
 * Reads a text/event-stream body, calling `onEvent` for each event as it arrives (comments and
 * `retry:` lines are skipped). Resolves when the stream ends.
 */
export async function readEvents(
  body: ReadableStream<Uint8Array<ArrayBuffer>>,
  onEvent: (event: StreamEvent) => void,
) {
  const reader = body.pipeThrough(new TextDecoderStream()).getReader();
  let buffer = "";
  for (;;) {
    const { value, done } = await reader.read();
    if (done) return;
    buffer += value.replaceAll("\r\n", "\n");
    let end = buffer.indexOf("\n\n");
    while (end >= 0) {
      const event: StreamEvent = { event: "message", data: "" };
      const data: string[] = [];
      for (const line of buffer.slice(0, end).split("\n")) {
        const colon = line.indexOf(":");
        if (colon <= 0) continue;
        const field = line.slice(0, colon);
        const text = line.slice(colon + 1).replace(/^ /, "");
        if (field === "event") event.event = text;
        else if (field === "data") data.push(text);
        else if (field === "id") event.id = text;
      }
      buffer = buffer.slice(end + 2);
      if (data.length > 0) onEvent({ ...event, data: data.join("\n") });
      end = buffer.indexOf("\n\n");
    }
  }
}

/**
 * POSTs JSON as the signed-in user to a route that answers with server-sent events, passing each
 * event to `onEvent`, and resolves to the `last` event's data (the result). A refusal before the
 * stream opens, or an `error` event in it, is thrown as an ApiError, as the typed client does; an
 * expired token is refreshed and the call tried once more.
 */
export async function postForEvents<T>(
  session: SessionManager,
  path: string,
  body: unknown,
  last: string,
  onEvent: (event: StreamEvent) => void,
  signal?: AbortSignal,
): Promise<T> {
  const res = await authorizedFetch(session, path, {
    method: "POST",
    headers: { accept: "text/event-stream", "content-type": "application/json" },
    body: JSON.stringify(body),
    signal: signal ?? null,
  });
  if (!res.body) throw new NetworkError(new Error("The stream has no body."));
  let result: { data: string } | undefined;
  let failure: ApiError | undefined;
  await readEvents(res.body, (event) => {
    if (event.event === last) result = event;
    else if (event.event === "error") failure = apiError(500, parse(event.data));
    else onEvent(event);
  });
  if (failure) throw failure;
  if (!result) throw new NetworkError(new Error("The stream ended before its result."));
  return parse(result.data) as T;
}

function parse(data: string): unknown {
  try {
    return JSON.parse(data);
  } catch {
    return null;
  }
}
