import { z } from "zod";
import { VALIDATION } from "../messages/validation";

/** A string of at most `max` characters; a longer one is refused in words, naming the field. */
export const limitedText = (max: number, field: string) =>
  z.string().max(max, VALIDATION.tooLong(field, max));
