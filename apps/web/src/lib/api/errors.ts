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
 * Our schemas' sentences name their field ("Last name can be at most 200 characters."); a message
 * that still carries a field's path in front ("lastName: Too big: …") loses it here.
 */
export function validationMessage(error: unknown): string | null {
  if (!(error instanceof ApiError) || error.code !== ErrorCode.invalidArgument) return null;
  return error.message.replace(/^[A-Za-z_][\w.]*: /, "");
}

/** Refusals that say what to do instead: a course, or an account, that holds the most it may. */
const REFUSALS_AS_WORDED = new Set(["course/full", "course/too-many"]);

/**
 * The sentence to show when the server refused the change for a reason the user can act on (an
 * invalid value, a full course), or null for failures a retry may mend.
 */
export function refusalMessage(error: unknown): string | null {
  if (error instanceof ApiError && REFUSALS_AS_WORDED.has(error.code)) return error.message;
  return validationMessage(error);
}

/**
 * The server refused the request (a 4xx: a file of a type it does not take, too large): its
 * message says what was wrong, and when to send it again if ever (a slow connection, too many
 * requests), unlike a request that never got an answer or a 5xx, which may simply be tried again.
 * Only a refusal in the server's own words, with its code: a 4xx without one (a 413 or 429 from a
 * proxy on the way, with no JSON body) says nothing a user can act on but its status.
 */
export function isRefusal(error: unknown): error is ApiError {
  return (
    error instanceof ApiError && error.status >= 400 && error.status < 500 && error.code !== UNKNOWN_CODE
  );
}

/** The server's own words for a failed request (spec: the provider's message), else `fallback`. */
export function serverMessage(error: unknown, fallback: string): string {
  return validationMessage(error) ?? (error instanceof ApiError ? error.message : fallback);
}

/** The server has no such thing (any more): deleted elsewhere, in another tab or by someone else. */
export const isNotFound = (error: unknown): boolean => error instanceof ApiError && error.status === 404;

/** The request never got an answer (offline, server down, connection reset). */
export class NetworkError extends Error {
  readonly code = "auth/network-request-failed";
  constructor(cause?: unknown) {
    super("A network error has occurred.", { cause });
    this.name = "NetworkError";
  }
}

/** The code of an error answer whose body gives none (not our server's: a proxy's, say). */
export const UNKNOWN_CODE = "unknown";

/** The server's refusal as an ApiError: its code and message, or the status when the body says nothing. */
export function apiError(status: number, body: unknown): ApiError {
  const error = (body as { error?: { code?: unknown; message?: unknown } } | null)?.error;
  return new ApiError(
    status,
    typeof error?.code === "string" ? error.code : UNKNOWN_CODE,
    typeof error?.message === "string" ? error.message : `Request failed with status ${status}`,
  );
}
