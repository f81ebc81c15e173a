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
  /** The microphone could not be opened (no device, in use, or another failure). */
  micError: "Error accessing microphone. Please ensure microphone permissions are granted.",
  /** The user or the browser refused the microphone. */
  micPermission: "Please allow microphone access to use voice input.",
  micStopFailed: "Error stopping recording. Please try again.",
} as const;
