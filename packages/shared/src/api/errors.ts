import { z } from "zod";

/** Every API error answers with this body and a stable code. */
export const ErrorResponse = z
  .object({
    error: z.object({
      code: z.string(),
      message: z.string(),
    }),
  })
  .meta({ id: "ErrorResponse" });
export type ErrorResponse = z.infer<typeof ErrorResponse>;

export const ErrorCode = {
  invalidArgument: "invalid-argument",
  notFound: "not-found",
  internal: "internal",
  unavailable: "unavailable",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const INTERNAL_ERROR_MESSAGE = "Internal server error";
