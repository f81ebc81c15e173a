import { ErrorCode } from "@study-well/shared";

/** An error answer from our API: the server's stable code and message. */
export class ApiError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    message: string,
  ) {
    super(message);
    this.name = "ApiError";
  }
}

/**
 * The sentence to show when the server refused a value as invalid, or null for other failures.
 * The server puts the field's path before a validation message ("lastName: Last name can be at
 * most 200 characters."); the sentence already names the field in words, so the path goes.
 */
export function validationMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.invalidArgument) return null;
  return error.message.replace(/^[A-Za-z_][\w.]*: /, "");
}

/** The server's own words for a failed request (spec: the provider's message), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return validationMessage(error) ?? (error instanceof ApiError ? error.message : fallback);
}

/** The request never got an answer (offline, server down, connection reset). */
export class NetworkError extends Error {
  readonly code = "auth/network-request-failed";
  constructor(cause?: unknown) {
    super("A network error has occurred.", { cause });
    this.name = "NetworkError";
  }
}

/** Sends one JSON request and turns error answers into ApiError and failed fetches into NetworkError. */
export async function requestJson<T>(
  path: string,
  init: { method?: string; body?: unknown; token?: string | null; signal?: AbortSignal } = {},
): Promise<T> {
  const headers: Record<string, string> = { accept: "application/json" };
  if (init.body !== undefined) headers["content-type"] = "application/json";
  if (init.token) headers["authorization"] = `Bearer ${init.token}`;
  let res: Response;
  try {
    res = await fetch(path, {
      method: init.method ?? "GET",
      headers,
      ...(init.body !== undefined ? { body: JSON.stringify(init.body) } : {}),
      ...(init.signal ? { signal: init.signal } : {}),
    });
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
  const text = await res.text();
  const body: unknown = text ? safeJson(text) : null;
  if (!res.ok) {
    const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
    throw new ApiError(
      res.status,
      typeof error?.code === "string" ? error.code : "unknown",
      typeof error?.message === "string" ? error.message : `Request failed with status ${res.status}`,
    );
  }
  return body as T;
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return null;
  }
}
