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

/**
 * A failure in the spec's words ("Failed to upload audio"), then its reason when there is one
 * that says more, as one text: "Failed to upload audio. The recording is too long: ...". A reason
 * that already begins with the spec's words is the whole text.
 */
export function withReason(failure: string, reason: string | null | undefined): string {
  if (!reason || reason === failure) return failure;
  if (reason.startsWith(failure)) return reason;
  return `${failure}${/[.!?]$/.test(failure) ? "" : "."} ${reason}`;
}

/**
 * A refusal's reason (what was wrong, which trying again will not mend), after `lead`, words for
 * the failure that fit a refusal, when there are any (withReason); null: the reason alone.
 */
export function refusedWith(lead: string | null, reason: string): string {
  return lead === null ? reason : withReason(lead, reason);
}
