import { spawn } from "node:child_process";
import { access, constants, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AI_TEXTS } from "@study-well/shared";
import type { Transcription, TranscribeEngine } from "../capabilities";
import { decodeForSpeech } from "../audio/decode-audio";
import { AudioTooLongError, EmptyTranscriptionError, EngineUnavailableError } from "../engine-errors";

export const OFFLINE_TRANSCRIPTION_ENGINE = "offline-pocketsphinx";
const COMMAND = "pocketsphinx_continuous";
/** Where Debian's pocketsphinx-en-us puts the US English model. */
const DEBIAN_MODEL = "/usr/share/pocketsphinx/model/en-us";

export const POCKETSPHINX_MISSING =
  "Offline transcription needs Debian's pocketsphinx: run `apt-get install pocketsphinx pocketsphinx-en-us`, or configure a transcription provider (GROQ_API_KEY or OPENAI_API_KEY).";

export interface PocketsphinxOptions {
  /** The recogniser's command; found on PATH by default. */
  command?: string;
  /** Folder holding en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir?: string;
  /** Longest recording taken, in seconds. */
  maxSeconds?: number;
}

/**
 * CMU PocketSphinx, Debian's build, run as a child process per recording. Any format the browser
 * or an upload brings is decoded and resampled to 16 kHz mono in Node first, then streamed to the
 * recogniser as a raw file (it cannot read from Node's socket-based stdin). Recordings are recognised one at a time: the recogniser uses a
 * whole core.
 */
export class OfflineTranscriptionEngine implements TranscribeEngine {
  readonly name = OFFLINE_TRANSCRIPTION_ENGINE;
  private readonly command: string;
  private readonly modelDir: string;
  private readonly maxSeconds: number;
  private queue: Promise<unknown> = Promise.resolve();

  constructor(options: PocketsphinxOptions = {}) {
    this.command = options.command ?? COMMAND;
    this.modelDir = options.modelDir ?? DEBIAN_MODEL;
    this.maxSeconds = options.maxSeconds ?? 15 * 60;
  }

  /** Resolves to undefined when the engine can run, or to what is missing and how to fix it. */
  async unavailableReason(): Promise<string | undefined> {
    const found = await findExecutable(this.command);
    if (!found) return POCKETSPHINX_MISSING;
    try {
      await access(path.join(this.modelDir, "en-us", "mdef"), constants.R_OK);
      return undefined;
    } catch {
      return POCKETSPHINX_MISSING;
    }
  }

  async transcribe(audio: Uint8Array): Promise<Transcription> {
    const reason = await this.unavailableReason();
    if (reason) throw new EngineUnavailableError(reason);
    const pcm = await decodeForSpeech(audio);
    if (pcm.durationSeconds > this.maxSeconds) throw new AudioTooLongError(this.maxSeconds);
    const job = this.queue.then(() => this.recognize(pcm.samples, pcm.durationSeconds));
    this.queue = job.catch(() => undefined);
    const text = await job;
    if (!text) throw new EmptyTranscriptionError(AI_TEXTS.transcriptionEmpty);
    return { text, durationSeconds: pcm.durationSeconds, engine: this.name };
  }

  private async recognize(samples: Int16Array, durationSeconds: number): Promise<string> {
    const folder = await mkdtemp(path.join(tmpdir(), "study-well-speech-"));
    try {
      const file = path.join(folder, "speech.raw");
      await writeFile(file, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
      return await this.run(file, durationSeconds);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  }

  private run(file: string, durationSeconds: number): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(
        this.command,
        [
          "-infile",
          file,
          "-hmm",
          path.join(this.modelDir, "en-us"),
          "-lm",
          path.join(this.modelDir, "en-us.lm.bin"),
          "-dict",
          path.join(this.modelDir, "cmudict-en-us.dict"),
          "-samprate",
          "16000",
          "-logfn",
          "/dev/null",
        ],
        { stdio: ["ignore", "pipe", "pipe"] },
      );
      // Recognition runs well under real time; anything far slower is stuck.
      const timeout = setTimeout(() => child.kill("SIGKILL"), 60_000 + durationSeconds * 4_000);
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      child.stdout.on("data", (chunk: Buffer) => out.push(chunk));
      child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
      child.on("error", (error) => {
        clearTimeout(timeout);
        reject(error);
      });
      child.on("close", (code, signal) => {
        clearTimeout(timeout);
        if (code !== 0) {
          const detail = Buffer.concat(err).toString("utf8").trim().split("\n").pop() ?? "";
          reject(new Error(`pocketsphinx stopped (${signal ?? `exit ${code}`}) ${detail}`.trim()));
          return;
        }
        resolve(toSentences(Buffer.concat(out).toString("utf8")));
      });
    });
  }
}

/** One line per utterance, in lower case and unpunctuated: make them sentences. */
function toSentences(output: string): string {
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0)
    .map((line) => `${line.charAt(0).toUpperCase()}${line.slice(1)}.`)
    .join(" ");
}

async function findExecutable(command: string): Promise<string | undefined> {
  const candidates = command.includes("/")
    ? [command]
    : (process.env.PATH ?? "")
        .split(path.delimiter)
        .filter(Boolean)
        .map((dir) => path.join(dir, command));
  for (const candidate of candidates) {
    try {
      await access(candidate, constants.X_OK);
      return candidate;
    } catch {
      // not here; try the next folder
    }
  }
  return undefined;
}
