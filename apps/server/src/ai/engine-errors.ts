import { catalogued, AppError } from "../http/app-error";

/*
 * The engines' own errors. Each is an AppError with its code from the catalogue, so the one error
 * handler answers with it: no route maps engine errors itself.
 */

/** An engine that cannot run here; the message says how to enable it. */
export class EngineUnavailableError extends AppError {
  constructor(message: string) {
    super(...catalogued("ai/engine-unavailable", message));
    this.name = "EngineUnavailableError";
  }
}

/** The recording held no words the engine could make out (spec §8). */
export class EmptyTranscriptionError extends AppError {
  constructor(message: string) {
    super(...catalogued("ai/empty-transcription", message));
    this.name = "EmptyTranscriptionError";
  }
}

export class AudioTooLongError extends AppError {
  constructor(maxSeconds: number) {
    super(...catalogued("ai/audio-too-long", maxSeconds));
    this.name = "AudioTooLongError";
  }
}

/** A picture whose header declares more pixels than text recognition takes. */
export class ImageTooLargeError extends AppError {
  constructor(width: number, height: number, maxPixels: number, maxSide: number) {
    const n = (value: number) => value.toLocaleString("en-US");
    super(
      ...catalogued(
        "ai/unsupported-image",
        `The picture is too large (${n(width)} × ${n(height)} pixels): at most ${n(maxPixels / 1_000_000)} megapixels and ${n(maxSide)} pixels on a side.`,
      ),
    );
    this.name = "ImageTooLargeError";
  }
}
