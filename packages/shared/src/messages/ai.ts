/** Texts of the AI capabilities, word for word from spec §7 and §8. */
export const AI_TEXTS = {
  /** OCR found nothing. */
  noTextDetected: "No text detected",
  /** Title used when a model's answer is not the JSON asked for. */
  generatedTitle: "Generated Title",
  transcriptionEmpty: "Transcription failed or returned empty.",
  transcriptionFailed: "Error transcribing audio. Please try again.",
  chatFailed: "Sorry, an error occurred. Please try again.",
  speechFailed: "Failed to generate speech.",
} as const;
