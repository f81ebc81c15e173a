import { spawn } from "node:child_process";
import { access, constants, mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { AI_TEXTS } from "@study-well/shared";
import type { TranscribeEngine, TranscribeOptions, Transcription } from "../capabilities";
import { inspectAudio, SPEECH_SAMPLE_RATE } from "../audio/audio-format";
import { AudioWorker } from "../audio/audio-worker";
import { EmptyTranscriptionError, EngineUnavailableError } from "../engine-errors";
import { FairQueue } from "../job-queue";

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
  /** Longest part recognised in one step (SEGMENT_SECONDS). */
  segmentSeconds?: number;
}

/** Long recordings are recognised in parts of at most this many seconds, cut where it is quietest. */
export const SEGMENT_SECONDS = 90;

/**
 * CMU PocketSphinx, Debian's build, run as a child process. The header is checked first (format,
 * sample rate, channels, declared length: nothing is decoded for a recording that is refused);
 * then any format the browser or an upload brings is decoded and resampled to 16 kHz mono in a
 * worker thread, and written to the recogniser as a raw file (it cannot read from Node's
 * socket-based stdin). One step runs at a time (the recogniser uses a whole core): the decoding,
 * then each part of up to SEGMENT_SECONDS, and users take turns step by step, so a long
 * recording holds up another user's short one by about one part.
 */
export class OfflineTranscriptionEngine implements TranscribeEngine {
  readonly name = OFFLINE_TRANSCRIPTION_ENGINE;
  private readonly command: string;
  private readonly modelDir: string;
  private readonly maxSeconds: number;
  private readonly segmentSeconds: number;
  private readonly queue = new FairQueue();
  private readonly audio = new AudioWorker();

  constructor(options: PocketsphinxOptions = {}) {
    this.command = options.command ?? COMMAND;
    this.modelDir = options.modelDir ?? DEBIAN_MODEL;
    this.maxSeconds = options.maxSeconds ?? 15 * 60;
    this.segmentSeconds = options.segmentSeconds ?? SEGMENT_SECONDS;
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

  async transcribe(audio: Uint8Array, options: TranscribeOptions = {}): Promise<Transcription> {
    const reason = await this.unavailableReason();
    if (reason) throw new EngineUnavailableError(reason);
    const maxSeconds = options.maxSeconds ?? this.maxSeconds;
    inspectAudio(audio, maxSeconds);
    const pcm = await this.queue.run(options, () => this.audio.decodeForSpeech(audio, maxSeconds));
    const texts: string[] = [];
    const parts = speechSegments(pcm.samples, this.segmentSeconds);
    for (const [index, part] of parts.entries()) {
      options.signal?.throwIfAborted();
      texts.push(await this.queue.run(options, () => this.recognize(part, part.length / SPEECH_SAMPLE_RATE)));
      options.onProgress?.((index + 1) / parts.length);
    }
    const text = texts.filter(Boolean).join(" ");
    if (!text) throw new EmptyTranscriptionError(AI_TEXTS.transcriptionEmpty);
    return { text, durationSeconds: pcm.durationSeconds, engine: this.name };
  }

  /** Stops the decoding thread (it starts again on the next call). */
  close(): Promise<void> {
    return this.audio.close();
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

/**
 * A 16 kHz recording as parts of at most `longestSeconds`, each cut at the quietest tenth of a
 * second in its last sixth (a pause between words, where the recogniser itself would end an
 * utterance).
 */
export function speechSegments(samples: Int16Array, longestSeconds = SEGMENT_SECONDS): Int16Array[] {
  const rate = SPEECH_SAMPLE_RATE;
  const longest = Math.round(longestSeconds * rate);
  const window = rate / 10;
  const step = window / 4;
  const parts: Int16Array[] = [];
  let start = 0;
  while (samples.length - start > longest) {
    let cut = start + longest;
    let quietest = Infinity;
    for (let at = start + longest - Math.round(longest / 6); at + window <= start + longest; at += step) {
      let energy = 0;
      for (let i = at; i < at + window; i++) energy += (samples[i] ?? 0) ** 2;
      if (energy < quietest) {
        quietest = energy;
        cut = at + window / 2;
      }
    }
    parts.push(samples.subarray(start, cut));
    start = cut;
  }
  parts.push(samples.subarray(start));
  return parts;
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
