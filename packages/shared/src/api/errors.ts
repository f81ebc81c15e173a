import { z } from "zod";
export { ErrorCode, INTERNAL_ERROR_MESSAGE } from "../error-codes";

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
