import { ErrorCode } from "@study-well/shared/api";

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

  static notFound(message = "Not found"): AppError {
    return new AppError(404, ErrorCode.notFound, message);
  }

  static invalid(message: string): AppError {
    return new AppError(400, ErrorCode.invalidArgument, message);
  }
}
