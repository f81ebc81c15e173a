import type { Speech, SpeakEngine, SpeechInput } from "../capabilities";
import { FairQueue, type JobOptions } from "../job-queue";
import { EngineThread } from "./engine-thread";

/** What the speech worker (speech-worker.mjs) answers for one chunk: its MP3 frames. */
interface SpeechChunk {
  mp3: Uint8Array;
  sampleRate: number;
  samples: number;
}

export const OFFLINE_SPEECH_ENGINE = "offline-espeak-ng";
/** Characters spoken in one step: about half a second of synthesis, so users take turns quickly. */
const CHUNK_CHARS = 500;

/** eSpeak NG voices for the voice names callers ask for (the spec's are Azure neural voices). */
export function espeakVoice(requested: string | undefined): string {
  return requested?.toLowerCase().startsWith("en-gb") ? "en-gb" : "en-us";
}

/**
 * Long text is spoken sentence by sentence, in pieces of at most CHUNK_CHARS characters; a
 * sentence longer than that is cut between words (or, with no spaces, anywhere).
 */
export function speechChunks(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?;:])\s+/)
    .flatMap(piecesOf);
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

function piecesOf(sentence: string): string[] {
  const pieces: string[] = [];
  let rest = sentence;
  while (rest.length > CHUNK_CHARS) {
    const space = rest.lastIndexOf(" ", CHUNK_CHARS);
    const cut = space > 0 ? space : CHUNK_CHARS;
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
  private readonly queue = new FairQueue();
  private nextJob = 0;

  async speak({ text, voice }: SpeechInput, options: JobOptions = {}): Promise<Speech> {
    const chosen = espeakVoice(voice);
    const job = ++this.nextJob;
    const chunks = speechChunks(text);
    if (chunks.length === 0) chunks.push("");
    const parts: Uint8Array[] = [];
    let samples = 0;
    let sampleRate = 0;
    try {
      for (const [index, chunk] of chunks.entries()) {
        const reply = await this.queue.run(options, () =>
          this.thread.call<SpeechChunk>("speakChunk", {
            job,
            text: chunk,
            voice: chosen,
            last: index === chunks.length - 1,
          }),
        );
        parts.push(reply.mp3);
        samples += reply.samples;
        sampleRate = reply.sampleRate;
      }
    } catch (error) {
      // The worker drops a job's encoder when a chunk fails (or with itself, when it stops).
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

  /** Stops the worker thread (it starts again on the next call). */
  close(): Promise<void> {
    return this.thread.close();
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  const out = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
