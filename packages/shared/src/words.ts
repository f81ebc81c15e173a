/**
 * A text's words in lower case, one space apart, without punctuation: two texts that say the same
 * words ("Alkanes burn in oxygen." and "alkanes burn in oxygen") read alike.
 */
export function plainWords(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^\p{L}\p{N}]+/gu, " ")
    .trim();
}
