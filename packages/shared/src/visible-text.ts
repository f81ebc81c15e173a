/**
 * A character that shows something: not white space, not a format or control character (zero-width
 * and direction marks among them), not a mark (an accent shows only on a letter before it), and not
 * one of the letters drawn blank (Hangul fillers, the blank Braille pattern).
 */
const VISIBLE = /[^\s\p{Cf}\p{Cc}\p{M}\u115F\u1160\u3164\uFFA0\u2800]/u;

/** True when the text shows nothing at all (white space, zero-width and direction marks...). */
export const showsNothing = (value: string): boolean => !VISIBLE.test(value);
