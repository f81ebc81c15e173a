/** An engine that cannot run here; the message says how to enable it. */
export class EngineUnavailableError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EngineUnavailableError";
  }
}

/** The recording held no words the engine could make out (spec §8). */
export class EmptyTranscriptionError extends Error {
  constructor(message: string) {
    super(message);
    this.name = "EmptyTranscriptionError";
  }
}

export class AudioTooLongError extends Error {
  constructor(maxSeconds: number) {
    const minutes = Math.round(maxSeconds / 60);
    super(`The recording is too long: at most ${minutes} minute${minutes === 1 ? "" : "s"}.`);
    this.name = "AudioTooLongError";
  }
}

/** A picture whose header declares more pixels than text recognition takes. */
export class ImageTooLargeError extends Error {
  constructor(width: number, height: number, maxPixels: number, maxSide: number) {
    const n = (value: number) => value.toLocaleString("en-US");
    super(
      `The picture is too large (${n(width)} × ${n(height)} pixels): at most ${n(maxPixels / 1_000_000)} megapixels and ${n(maxSide)} pixels on a side.`,
    );
    this.name = "ImageTooLargeError";
  }
}
