import { rm } from "node:fs/promises";
import type { AudioInput } from "../capabilities";
import { AudioTooLongError } from "../engine-errors";
import { processFolder } from "../temp-folders";
import { EngineThread, type TaskFailure } from "../offline/engine-thread";
import type { NotesModelInput, NotesModelOutput, SpeechPartFile } from "./audio-tasks";
import { UnreadableAudioError } from "./audio-format";

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

/** A recording open in the audio thread, decoded a part at a time as the recogniser asks for one. */
export interface SpeechStream {
  /** Its length, measured before the first part. */
  readonly durationSeconds: number;
  /**
   * The next part (at most the segment length), decoded now and written to a file as raw 16 kHz
   * 16-bit mono samples; undefined after the last. Delete the file once it is read.
   */
  next(): Promise<SpeechPartFile | undefined>;
  /** Frees the decoder, closes the recording and deletes its parts; call it however the transcription ends. */
  close(): Promise<void>;
}

export interface SpeechStreamOptions {
  maxSeconds: number;
  /** Longest part, in seconds: each is cut at a pause (speech-parts.ts). */
  segmentSeconds: number;
}

/**
 * Decoding and resampling recordings (decode-audio.ts) in a worker thread: an hour's recording
 * takes seconds of CPU, which would otherwise hold up every other request. The thread stops
 * when it has been idle for a while, so the memory a long recording's decoding took goes back.
 */
export class AudioWorker {
  private readonly thread: EngineThread;
  private jobs = 0;

  constructor({ idleStopMs = 30_000 }: { idleStopMs?: number } = {}) {
    this.thread = new EngineThread("audio", { revive, timeoutMs: 300_000, idleStopMs });
  }

  /** Whether its thread is up. */
  get running(): boolean {
    return this.thread.running;
  }

  /** Checks and measures the recording (too long or unreadable, it is refused here), then opens it. */
  async openSpeech(audio: AudioInput, options: SpeechStreamOptions): Promise<SpeechStream> {
    const job = ++this.jobs;
    // Made and deleted here, so no part is left behind even if the thread dies.
    const folder = await processFolder("study-well-speech-");
    // The thread keeps the recording open between parts: it must not stop as idle meanwhile.
    const release = this.thread.hold();
    const close = async () => {
      // A thread that stopped took the recording with it: nothing is left to close there, and
      // no thread is started just to say so (the engine may be closing with the server).
      if (this.thread.running) await this.thread.call("closeSpeech", { job }).catch(() => undefined);
      await rm(folder, { recursive: true, force: true });
      release();
    };
    try {
      const { durationSeconds } = await this.thread.call<{ durationSeconds: number }>("openSpeech", {
        job,
        audio,
        folder,
        ...options,
      });
      return {
        durationSeconds,
        next: async () => (await this.thread.call<SpeechPartFile | null>("speechPart", { job })) ?? undefined,
        close,
      };
    } catch (error) {
      await close();
      throw error;
    }
  }

  /** Writes a language model biased toward the notes to `input.file` (and a dictionary beside it if needed). */
  notesLanguageModel(input: NotesModelInput): Promise<NotesModelOutput> {
    return this.thread.call("notesLanguageModel", input);
  }

  /** The notes' words the dictionary lacks and has no relative of, for letter-to-sound rules. */
  unsaidWords(input: { dictionary: string; notes: string }): Promise<string[]> {
    return this.thread.call("unsaidWords", input);
  }

  durationSeconds(audio: AudioInput, maxSeconds: number): Promise<number> {
    return this.thread.call("durationSeconds", { audio, maxSeconds });
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
