import { describeError, type ErrorArgs, type ErrorKey } from "@study-well/shared";

/** An error whose code and message are safe to show to the caller. */
export class AppError extends Error {
  constructor(
    readonly statusCode: number,
    readonly code: string,
    message: string,
    readonly headers: Record<string, string> = {},
    options?: ErrorOptions,
  ) {
    super(message, options);
    this.name = "AppError";
  }

  /** A catalogued error (packages/shared/src/errors.ts), by its key. Subclasses use `catalogued`. */
  static of<K extends ErrorKey>(key: K, ...args: ErrorArgs<K>): AppError {
    const { status, code, message } = describeError(key, ...args);
    return new AppError(status, code, message);
  }

  /** The same error with response headers (Retry-After, say). */
  withHeaders(headers: Record<string, string>): AppError {
    return new AppError(this.statusCode, this.code, this.message, { ...this.headers, ...headers });
  }
}

/** The constructor arguments of a catalogued error, for subclasses: `super(...catalogued(key, ...))`. */
export function catalogued<K extends ErrorKey>(key: K, ...args: ErrorArgs<K>): [number, string, string] {
  const { status, code, message } = describeError(key, ...args);
  return [status, code, message];
}
