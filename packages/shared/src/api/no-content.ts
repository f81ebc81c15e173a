import { z } from "zod";

/** The answer of a route that answers 204 with no body. */
export const NoContent = z.null();
