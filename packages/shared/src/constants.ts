/** Business constants of spec §9. */
export const QUOTE_REVEAL_MS_PER_CHAR = 70;
export const AUTHOR_FADE_MS = 1000;

/** Number of characters of a text of `length` shown `elapsedMs` after the reveal started. */
export function revealedLength(elapsedMs: number, length: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(length, Math.floor(elapsedMs / QUOTE_REVEAL_MS_PER_CHAR));
}
