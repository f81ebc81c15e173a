import type { Speech, SpeakEngine, SpeakOptions, SpeechInput } from "../capabilities";
import { FairQueue } from "../job-queue";
import { EngineThread } from "./engine-thread";

/** What the speech worker (speech-worker.mjs) answers for one chunk: its MP3 frames. */
export interface SpeechChunk {
  mp3: Uint8Array;
  /** The job's rate: every chunk of a job is encoded at the rate of its first. */
  sampleRate: number;
  /** Samples encoded, at that rate. */
  samples: number;
}

let lastJob = 0;
/** A job number for the speech worker, unique among the engines that share it. */
export function newSpeechJob(): number {
  return ++lastJob;
}

export const OFFLINE_SPEECH_ENGINE = "offline-espeak-ng";
/** Characters spoken in one step: about half a second of synthesis, so users take turns quickly. */
const CHUNK_CHARS = 500;

/** eSpeak NG voices for the voice names callers ask for (the spec's are Azure neural voices). */
export function espeakVoice(requested: string | undefined): string {
  return requested?.toLowerCase().startsWith("en-gb") ? "en-gb" : "en-us";
}

/**
 * The text's sentences, each of at most `maxChars` characters: a longer one is cut after a comma
 * when it has one far enough in, else between words (or, with no spaces, anywhere).
 */
export function speechSentences(text: string, maxChars = CHUNK_CHARS): string[] {
  return text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?;:])\s+/)
    .flatMap((sentence) => piecesOf(sentence, maxChars));
}

/**
 * Long text is spoken sentence by sentence, in pieces of at most CHUNK_CHARS characters; a
 * sentence longer than that is cut as speechSentences cuts it.
 */
export function speechChunks(text: string): string[] {
  const sentences = speechSentences(text);
  const chunks: string[] = [];
  let current = "";
  for (const sentence of sentences) {
    if (current && current.length + sentence.length + 1 > CHUNK_CHARS) {
      chunks.push(current);
      current = "";
    }
    current = current ? `${current} ${sentence}` : sentence;
  }
  if (current) chunks.push(current);
  return chunks;
}

function piecesOf(sentence: string, maxChars: number): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > maxChars) {
    // After a comma in the second half, where a reader would pause anyway; else between words.
    const comma = rest.lastIndexOf(", ", maxChars - 1);
    const space = rest.lastIndexOf(" ", maxChars);
    const cut = comma >= maxChars / 2 ? comma + 1 : space > 0 ? space : maxChars;
    pieces.push(rest.slice(0, cut));
    rest = rest.slice(cut).trimStart();
  }
  pieces.push(rest);
  return pieces;
}

/**
 * Offline speech: eSpeak NG in a worker thread, encoded to MP3. The engine speaks one chunk at a
 * time, and jobs take turns chunk by chunk (interactive before background, users in turn), so a
 * long text holds up another user's short one by about one chunk.
 */
export class OfflineSpeechEngine implements SpeakEngine {
  readonly name = OFFLINE_SPEECH_ENGINE;
  private readonly thread = new EngineThread("speech", { timeoutMs: 120_000 });
  private readonly queue: FairQueue;

  /** `queue`: shared with the engines this one stands in for (flite), so users take turns across them. */
  constructor(options: { queue?: FairQueue } = {}) {
    this.queue = options.queue ?? new FairQueue();
  }

  async speak({ text, voice }: SpeechInput, options: SpeakOptions = {}): Promise<Speech> {
    const chosen = espeakVoice(voice);
    const job = newSpeechJob();
    const chunks = speechChunks(text);
    if (chunks.length === 0) chunks.push("");
    const parts: Uint8Array[] = [];
    let samples = 0;
    let sampleRate = 0;
    const total = chunks.reduce((sum, chunk) => sum + chunk.length, 0);
    let spoken = 0;
    try {
      for (const [index, chunk] of chunks.entries()) {
        options.signal?.throwIfAborted();
        const reply = await this.queue.run(options, () =>
          this.speakInto(job, chunk, chosen, index === chunks.length - 1),
        );
        spoken += chunk.length;
        options.onProgress?.(spoken / Math.max(1, total));
        parts.push(reply.mp3);
        samples += reply.samples;
        sampleRate = reply.sampleRate;
      }
    } catch (error) {
      // The worker drops a job's encoder when a chunk fails (or with itself, when it stops); one
      // stopped between chunks (cancelled) is dropped here.
      if (options.signal?.aborted) await this.abandon(job).catch(() => undefined);
      throw new Error(`speech synthesis failed: ${error instanceof Error ? error.message : String(error)}`, {
        cause: error,
      });
    }
    return {
      audio: concat(parts),
      contentType: "audio/mpeg",
      durationSeconds: sampleRate > 0 ? samples / sampleRate : 0,
      voice: chosen,
      engine: this.name,
    };
  }

  /**
   * Speaks one piece of job `job` (from newSpeechJob) into its MP3 stream, outside the queue: for
   * an engine that reads with eSpeak a sentence it could not say itself, within its own turn.
   */
  speakInto(job: number, text: string, voice: string, last: boolean): Promise<SpeechChunk> {
    return this.thread.call<SpeechChunk>("speakChunk", { job, text, voice, last });
  }

  /**
   * Encodes samples another engine made into job `job`'s MP3 stream (resampled to the job's rate
   * when theirs differs); the last piece ends the stream.
   */
  encodeInto(job: number, pcm: Int16Array, sampleRate: number, last: boolean): Promise<SpeechChunk> {
    const whole = pcm.byteOffset === 0 && pcm.byteLength === pcm.buffer.byteLength ? pcm : pcm.slice();
    return this.thread.call<SpeechChunk>("encodeChunk", { job, pcm: whole, sampleRate, last }, [
      whole.buffer as ArrayBuffer,
    ]);
  }

  /** Forgets a job that will not finish. */
  async abandon(job: number): Promise<void> {
    await this.thread.call("dropJob", { job });
  }

  /** Stops the worker thread (it starts again on the next call). */
  close(): Promise<void> {
    return this.thread.close();
  }
}

/** Joins MP3 pieces (the frames of one stream) into one file. */
export function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
