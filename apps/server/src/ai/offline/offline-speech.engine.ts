import { Worker } from "node:worker_threads";
import type { Speech, SpeakEngine, SpeechInput } from "../capabilities";

/** What the speech worker (speech-worker.mjs) is sent and answers. */
interface SpeechJob {
  id: number;
  chunks: string[];
  voice: string;
}
type SpeechReply =
  { id: number; mp3: Uint8Array; sampleRate: number; samples: number } | { id: number; error: string };

export const OFFLINE_SPEECH_ENGINE = "offline-espeak-ng";
const CHUNK_CHARS = 1000;

/** eSpeak NG voices for the voice names callers ask for (the spec's are Azure neural voices). */
export function espeakVoice(requested: string | undefined): string {
  return requested?.toLowerCase().startsWith("en-gb") ? "en-gb" : "en-us";
}

/** Long text is spoken sentence by sentence, in pieces of about a thousand characters. */
export function speechChunks(text: string): string[] {
  const sentences = text
    .replace(/\s+/g, " ")
    .trim()
    .split(/(?<=[.!?;:])\s+/);
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

/** Offline speech: eSpeak NG in a worker thread, encoded to MP3. One job at a time. */
export class OfflineSpeechEngine implements SpeakEngine {
  readonly name = OFFLINE_SPEECH_ENGINE;
  private worker: Worker | undefined;
  private nextId = 0;
  private pending = new Map<number, { resolve: (reply: SpeechReply) => void }>();

  async speak({ text, voice }: SpeechInput): Promise<Speech> {
    const chosen = espeakVoice(voice);
    const reply = await this.run({ id: ++this.nextId, chunks: speechChunks(text), voice: chosen });
    if ("error" in reply) throw new Error(`speech synthesis failed: ${reply.error}`);
    return {
      audio: reply.mp3,
      contentType: "audio/mpeg",
      durationSeconds: reply.samples / reply.sampleRate,
      voice: chosen,
      engine: this.name,
    };
  }

  /** Stops the worker thread (it starts again on the next call). */
  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await worker?.terminate();
  }

  private run(job: SpeechJob): Promise<SpeechReply> {
    const worker = this.ensureWorker();
    return new Promise((resolve) => {
      this.pending.set(job.id, { resolve });
      worker.postMessage(job);
    });
  }

  private ensureWorker(): Worker {
    if (this.worker) return this.worker;
    // From source the worker is speech-worker.mjs beside this file; bundled, dist/speech-worker.js.
    const fromSource = import.meta.url.endsWith(".ts");
    const worker = new Worker(
      new URL(fromSource ? "./speech-worker.mjs" : "./speech-worker.js", import.meta.url),
    );
    worker.unref();
    worker.on("message", (reply: SpeechReply) => {
      this.pending.get(reply.id)?.resolve(reply);
      this.pending.delete(reply.id);
    });
    worker.on("error", (error) => this.failAll(error.message));
    worker.on("exit", () => {
      if (this.worker === worker) this.worker = undefined;
      this.failAll("the speech worker stopped");
    });
    this.worker = worker;
    return worker;
  }

  private failAll(message: string): void {
    for (const [id, { resolve }] of this.pending) resolve({ id, error: message });
    this.pending.clear();
  }
}
