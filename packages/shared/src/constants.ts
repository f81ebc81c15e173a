/** Business constants of spec §9. */
export const QUOTE_REVEAL_MS_PER_CHAR = 70;
export const AUTHOR_FADE_MS = 1000;

/** Number of characters of a text of `length` shown `elapsedMs` after the reveal started. */
export function revealedLength(elapsedMs: number, length: number): number {
  if (elapsedMs <= 0) return 0;
  return Math.min(length, Math.floor(elapsedMs / QUOTE_REVEAL_MS_PER_CHAR));
}

/** Spec §9 date display formats (date-fns patterns). */
export const DATE_FORMAT = "MMMM d, yyyy";
export const TIME_FORMAT = "p";

/** The language models a user can prefer (spec §3 userSettings); the first is the default. */
export const PREFERRED_LLMS = ["gemini", "claude"] as const;

/**
 * The voices a user can choose for lectures and read-aloud: flite's five natural English voices
 * (offline), then eSpeak NG, the robotic fallback. The first is the default.
 */
export const LECTURE_VOICES = ["slt", "rms", "awb", "kal16", "kal", "espeak"] as const;
