import { AudioTooLongError } from "../engine-errors";
import { EngineThread, type TaskFailure } from "../offline/engine-thread";
import { UnreadableAudioError } from "./audio-format";
import type { SpeechPcm } from "./decode-audio";

/** The audio engines' own errors, as they come back from the worker thread. */
function revive({ name, message }: TaskFailure): Error | undefined {
  const error =
    name === "UnreadableAudioError"
      ? new UnreadableAudioError()
      : name === "AudioTooLongError"
        ? new AudioTooLongError(0)
        : undefined;
  if (error) error.message = message;
  return error;
}

/**
 * Decoding and resampling recordings (decode-audio.ts) in a worker thread: a 15-minute
 * recording takes seconds of CPU, which would otherwise hold up every other request.
 */
export class AudioWorker {
  private readonly thread = new EngineThread("audio", { revive, timeoutMs: 300_000 });

  decodeForSpeech(bytes: Uint8Array, maxSeconds: number): Promise<SpeechPcm> {
    return this.thread.call("decodeForSpeech", { bytes, maxSeconds });
  }

  durationSeconds(bytes: Uint8Array, maxSeconds: number): Promise<number> {
    return this.thread.call("durationSeconds", { bytes, maxSeconds });
  }

  close(): Promise<void> {
    return this.thread.close();
  }
}

let shared: AudioWorker | undefined;

/** One audio thread for the providers' occasional length checks. */
export function sharedAudioWorker(): AudioWorker {
  return (shared ??= new AudioWorker());
}
