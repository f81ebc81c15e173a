import { describeError, type ErrorArgs, type ErrorKey } from "@study-well/shared";

/** An error whose code and message are safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
    this.name = "AppError";
  }

  /** A catalogued error (packages/shared/src/errors.ts), by its key. */
  static of<K extends ErrorKey>(key: K, ...args: ErrorArgs<K>): AppError {
    const { status, code, message } = describeError(key, ...args);
    return new AppError(status, code, message);
  }

  /** The same error with response headers (Retry-After, say). */
  withHeaders(headers: Record<string, string>): AppError {
    return new AppError(this.statusCode, this.code, this.message, { ...this.headers, ...headers });
  }
}
