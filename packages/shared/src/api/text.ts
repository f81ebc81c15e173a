import { z } from "zod";
import { VALIDATION } from "../messages/validation";
import { showsNothing } from "../visible-text";

/** Half of a surrogate pair: not Unicode, so PostgreSQL cannot store it as text. */
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;

/** True when the text can be stored and sent on as UTF-8: no NUL character, no lone surrogate. */
export const isStorableText = (value: string): boolean =>
  !value.includes("\u0000") && !LONE_SURROGATE.test(value);

/** Any text a request carries: refused, naming the field, when the database could not store it. */
export const storableText = (field: string) =>
  z.string().refine(isStorableText, VALIDATION.unstorable(field));

/** A string of at most `max` characters; a longer one is refused in words, naming the field. */
export const limitedText = (max: number, field: string) =>
  storableText(field).max(max, VALIDATION.tooLong(field, max));

/**
 * A title or a name, kept to one line: a line break or tab becomes a space, and other control
 * characters (a bell, an escape) and the direction overrides and isolates that make text read
 * backwards ("\u202Egnp.exe") are dropped. Marks that only set a direction (U+200E, U+200F) stay.
 */
export const toOneLine = (value: string): string =>
  value.replace(/[\t\n\v\f\r\u0085\u2028\u2029]+/g, " ").replace(/[\p{Cc}\u202A-\u202E\u2066-\u2069]/gu, "");

/** A one-line string of at most `max` characters (see toOneLine). */
export const lineText = (max: number, field: string) => limitedText(max, field).overwrite(toOneLine);

/**
 * Text that must say something: trimmed, and refused when nothing is left ("The course title cannot
 * be empty."). `what` names the value at the start of a sentence.
 */
export const nonBlank = (max: number, field: string, what: string) =>
  saysSomething(limitedText(max, field), what);

/** One line (see toOneLine) that must say something. */
export const nonBlankLine = (max: number, field: string, what: string) =>
  saysSomething(lineText(max, field), what);

const saysSomething = (text: z.ZodString, what: string) =>
  text
    .trim()
    .min(1, VALIDATION.empty(what))
    // Characters that show nothing (a zero-width space, a word joiner, a direction mark, an accent
    // with no letter under it, a blank Hangul filler) say nothing either.
    .refine((value) => !showsNothing(value), VALIDATION.empty(what));

/** A calendar date, YYYY-MM-DD, in the years the database holds (there is no year 0). */
export const calendarDate = z.iso
  .date()
  .refine((value) => Number(value.slice(0, 4)) >= 1, VALIDATION.dateOutOfRange);

/** A partial update must change something: `{}` (or only unknown fields) is refused. */
export const nonEmptyPatch = (value: object): boolean => Object.keys(value).length > 0;
