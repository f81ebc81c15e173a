import { setTimeout as delay } from "node:timers/promises";
import { APICallError, RetryError } from "ai";
import { AppError, catalogued } from "../../http/app-error";
import { cancelled } from "../job-queue";

/** The provider answered, but not with something usable; the message is safe to show. */
export class ProviderError extends AppError {
  /**
   * Set when the provider cannot be used at all as configured, whatever is asked of it: why, in
   * words to show ("refused this server's key (HTTP 401)"). Unset for a failure of one request
   * (overloaded, a malformed answer), which the next request may not meet.
   */
  readonly unusable: string | undefined;

  constructor(
    message: string,
    readonly engine: string,
    options?: { cause?: unknown; unusable?: string | undefined },
  ) {
    super(...catalogued("ai/provider-error", message), {}, options);
    this.name = "ProviderError";
    this.unusable = options?.unusable;
  }
}

export const OVERLOADED_DELAYS_MS = [1_000, 2_000, 4_000] as const;

export interface RetryOptions {
  /** Waits before each retry; spec §7: three retries, 1 s, 2 s and 4 s apart. */
  delaysMs?: readonly number[];
  /** Waits `ms`; rejects as soon as `signal` (the caller's) is aborted. */
  sleep?: (ms: number, signal?: AbortSignal) => Promise<void>;
  /** How long one attempt may take before it is abandoned. */
  timeoutMs?: number;
  /**
   * The caller's: aborted (the client left, the upload was cancelled), the request to the
   * provider is dropped and no retry is made; the promise rejects with the signal's reason.
   */
  signal?: AbortSignal | undefined;
}

export const PROVIDER_TIMEOUT_MS = 120_000;

const wait = (ms: number, signal?: AbortSignal) => delay(ms, undefined, { signal });

/**
 * "Overloaded": Anthropic's 529, and the 503 that Gemini, OpenAI-compatible servers and Azure
 * answer when they have no capacity. Only these are retried; anything else fails at once.
 */
export function isOverloaded(error: unknown): boolean {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) return cause.statusCode === 529 || cause.statusCode === 503;
  return cause instanceof HttpStatusError && (cause.status === 529 || cause.status === 503);
}

/** A failed answer from a provider we call without the SDK (Azure speech, Google Vision). */
export class HttpStatusError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`HTTP ${status}: ${body.slice(0, 300)}`);
    this.name = "HttpStatusError";
  }
}

export async function retryWhenOverloaded<T>(
  engine: string,
  call: (signal: AbortSignal) => Promise<T>,
  {
    delaysMs = OVERLOADED_DELAYS_MS,
    sleep = wait,
    timeoutMs = PROVIDER_TIMEOUT_MS,
    signal: caller,
  }: RetryOptions = {},
): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    caller?.throwIfAborted();
    const signal = AbortSignal.timeout(timeoutMs);
    try {
      return await call(caller ? AbortSignal.any([signal, caller]) : signal);
    } catch (error) {
      if (caller?.aborted) throw cancelled(caller);
      if (error instanceof ProviderError) throw error;
      if (signal.aborted) {
        // A slow answer is a failure of this request (a long summary), not of the provider.
        throw new ProviderError(`${engine} did not answer within ${timeoutMs / 1000} s.`, engine, {
          cause: error,
        });
      }
      const pause = delaysMs[attempt];
      if (isOverloaded(error) && pause !== undefined) {
        // A caller that leaves while this waits is not kept waiting for a retry it will not make.
        await sleep(pause, caller).catch((slept: unknown) => {
          throw caller?.aborted ? cancelled(caller) : slept;
        });
        continue;
      }
      throw new ProviderError(
        isOverloaded(error)
          ? `${engine} is overloaded. Please try again in a minute.`
          : `${engine} failed: ${describe(error)}`,
        engine,
        { cause: error, unusable: unusable(error) },
      );
    }
  }
}

/**
 * Why a failed request says the provider cannot be used as configured: it cannot be reached, it
 * refuses the key, or it has no such model or address. Undefined for anything else.
 */
export function unusable(error: unknown): string | undefined {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  let status: number | undefined;
  let said: string;
  if (APICallError.isInstance(cause)) {
    if (cause.statusCode === undefined) return "could not be reached";
    status = cause.statusCode;
    said = `${cause.message} ${cause.responseBody ?? ""}`;
  } else if (cause instanceof HttpStatusError) {
    status = cause.status;
    said = cause.body;
  } else if (cause instanceof TypeError && /fetch failed/i.test(cause.message)) {
    return "could not be reached";
  } else {
    return undefined;
  }
  if (status === 401 || status === 403) return `refused this server's key (HTTP ${status})`;
  // Gemini answers a wrong key with 400 INVALID_ARGUMENT, "API key not valid" (API_KEY_INVALID).
  if (status === 400 && /API key not valid|API_KEY_INVALID/.test(said)) {
    return `refused this server's key (HTTP ${status})`;
  }
  if (status === 404) return "has no such model or address (HTTP 404)";
  return undefined;
}

function describe(error: unknown): string {
  const cause = RetryError.isInstance(error) ? error.lastError : error;
  if (APICallError.isInstance(cause)) return `HTTP ${cause.statusCode ?? "error"} ${cause.message}`.trim();
  return cause instanceof Error ? cause.message : String(cause);
}
