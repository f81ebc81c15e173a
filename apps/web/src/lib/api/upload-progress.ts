import { NetworkError } from "./errors";

/** Statuses whose answer has no body (a Response refuses one). */
const NO_BODY = new Set([101, 204, 205, 304]);

export interface UploadProgress {
  /** Told as the request's bytes go out: how many have been sent, of how many. */
  onProgress?: (sent: number, total: number) => void;
  /** Aborts the request: it rejects with an AbortError, as fetch does. */
  signal?: AbortSignal;
}

/**
 * A fetch, for the typed client to send one request with (its `fetch` option), that tells how much
 * of the request's body has been sent: fetch cannot (a big file on a slow connection showed no
 * sign of moving until it had all arrived). It sends with XMLHttpRequest what the client built:
 * the method, address, headers (the session's bearer token, accept, the form's content type) and
 * body. As the client's own fetch: a request that got no answer is a NetworkError, an aborted one
 * an AbortError, and any answer, refusals included, is the Response the middleware and unwrap read.
 */
export function fetchWithUploadProgress({ onProgress, signal }: UploadProgress = {}) {
  return async (request: Request): Promise<Response> => {
    const aborted = () => new DOMException("The upload was aborted.", "AbortError");
    // The multipart body as the client encoded it, its boundary in the content type sent with it.
    const body = request.body ? await request.blob() : null;
    if (signal?.aborted) throw aborted();
    return new Promise<Response>((resolve, reject) => {
      const xhr = new XMLHttpRequest();
      const stop = () => xhr.abort();
      signal?.addEventListener("abort", stop, { once: true });
      const settle = () => signal?.removeEventListener("abort", stop);
      xhr.open(request.method, request.url);
      request.headers.forEach((value, name) => xhr.setRequestHeader(name, value));
      xhr.responseType = "blob";
      xhr.upload.onprogress = (event) => {
        if (event.lengthComputable) onProgress?.(event.loaded, event.total);
      };
      xhr.upload.onload = () => {
        const size = body?.size ?? 0;
        onProgress?.(size, size);
      };
      xhr.onload = () => {
        settle();
        resolve(
          new Response(NO_BODY.has(xhr.status) ? null : (xhr.response as Blob | null), {
            status: xhr.status,
            statusText: xhr.statusText,
            headers: responseHeaders(xhr.getAllResponseHeaders()),
          }),
        );
      };
      xhr.onerror = xhr.ontimeout = () => {
        settle();
        reject(new NetworkError());
      };
      xhr.onabort = () => {
        settle();
        reject(aborted());
      };
      xhr.send(body);
    });
  };
}

/** The answer's headers, from XMLHttpRequest's lines of "name: value". */
function responseHeaders(raw: string): Headers {
  const headers = new Headers();
  for (const line of raw.trim().split(/[\r\n]+/)) {
    const at = line.indexOf(":");
    if (at > 0) headers.append(line.slice(0, at).trim(), line.slice(at + 1).trim());
  }
  return headers;
}
