import { readFile, rename, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { AudioInput } from "../capabilities";
import { SPEECH_SAMPLE_RATE } from "./audio-format";
import { openAudio, type AudioBytes } from "./audio-bytes";
import { audioDurationSeconds } from "./decode-audio";
import { speechParts } from "./speech-parts";
import { notesLanguageModel } from "../offline/notes-language-model";
import {
  type Dictionary,
  notesPronunciations,
  readDictionary,
  unsaidWords,
} from "../offline/notes-pronunciations";

/** A recording being transcribed: its file stays open and its decoder keeps its place between parts. */
interface SpeechSession {
  source: AudioBytes;
  parts: AsyncGenerator<Int16Array>;
  /** Where its parts are written for the recogniser. */
  folder: string;
  written: number;
}

/** A part of a recording, written as raw 16 kHz samples for the recogniser to read. */
export interface SpeechPartFile {
  file: string;
  seconds: number;
}

/** Open recordings by the job number audio-worker.ts gave them. */
const sessions = new Map<number, SpeechSession>();

export interface OpenSpeechInput {
  job: number;
  audio: AudioInput;
  maxSeconds: number;
  segmentSeconds: number;
  /** Where to write its parts (audio-worker.ts makes it and deletes it). */
  folder: string;
}

export interface NotesModelInput {
  /** The recogniser's general language model (a binary trie) and its pronunciation dictionary. */
  general: string;
  dictionary: string;
  notes: string;
  /** How to say notes' words the dictionary lacks and has no relative of (letter-to-sound rules). */
  spoken?: [word: string, phones: string][];
  /**
   * Where to write the notes' model; the dictionary with the notes' words it lacked, when there
   * are any, goes beside it (`${file}.dict`).
   */
  file: string;
}

export interface NotesModelOutput {
  /** The notes' words the general model lacked, now in it. */
  added: string[];
  /** The dictionary with the notes' words it lacked, when there were any. */
  dictionary: string | undefined;
}

/** The dictionary by its path: read once while the thread lives (about 135,000 words). */
const dictionaries = new Map<string, Promise<{ text: string; words: Dictionary }>>();

async function readDictionaryFile(file: string): Promise<{ text: string; words: Dictionary }> {
  let dictionary = dictionaries.get(file);
  if (!dictionary) {
    dictionary = readFile(file, "latin1").then((text) => ({ text, words: readDictionary(text) }));
    dictionaries.set(file, dictionary);
    dictionary.catch(() => dictionaries.delete(file));
  }
  return dictionary;
}

/** Writes a file whole or not at all: the recogniser never reads half of one, and none is left behind. */
async function writeWhole(file: string, content: string | Uint8Array): Promise<void> {
  const partial = `${file}.part`;
  try {
    await writeFile(partial, content, typeof content === "string" ? "latin1" : undefined);
    await rename(partial, file);
  } catch (error) {
    await rm(partial, { force: true });
    throw error;
  }
}

/** speech-worker.mjs runs these when its role is "audio" (audio-worker.ts sends them). */
export const audioTasks = {
  /**
   * Checks a recording and measures its length by decoding it once, keeping nothing (so one
   * longer than `maxSeconds` is refused before any part is recognised, and progress has a
   * total); then keeps it open for speechPart.
   */
  async openSpeech({ job, audio, maxSeconds, segmentSeconds, folder }: OpenSpeechInput) {
    const source = await openAudio(audio);
    try {
      const durationSeconds = await audioDurationSeconds(source, maxSeconds);
      const parts = speechParts(source, maxSeconds, segmentSeconds);
      sessions.set(job, { source, parts, folder, written: 0 });
      return { result: { durationSeconds } };
    } catch (error) {
      await source.close();
      throw error;
    }
  },
  /**
   * Decodes the next part of an open recording and writes it to a file (the samples never cross
   * to the server's thread); null after the last. The caller deletes the file when done with it.
   */
  async speechPart({ job }: { job: number }) {
    const session = sessions.get(job);
    if (!session) throw new Error(`recording ${job} is not open`);
    const next = await session.parts.next();
    if (next.done) return { result: null };
    const samples = next.value;
    const file = path.join(session.folder, `part-${++session.written}.raw`);
    await writeFile(file, new Uint8Array(samples.buffer, samples.byteOffset, samples.byteLength));
    const part: SpeechPartFile = { file, seconds: samples.length / SPEECH_SAMPLE_RATE };
    return { result: part };
  },
  /** Forgets an open recording: its decoder is freed and its file closed. */
  async closeSpeech({ job }: { job: number }) {
    const session = sessions.get(job);
    sessions.delete(job);
    if (!session) return { result: null };
    try {
      await session.parts.return(undefined);
    } finally {
      await session.source.close();
    }
    return { result: null };
  },
  /** Writes the recogniser's language model biased toward the notes (notes-language-model.ts). */
  async notesLanguageModel({ general, dictionary, notes, file, spoken = [] }: NotesModelInput) {
    const { text, words } = await readDictionaryFile(dictionary);
    // The notes' words the dictionary lacks, said as relatives of theirs it has ("vapour"), or
    // as letter-to-sound rules say them ("amylase").
    const extra = notesPronunciations(notes, words, new Map(spoken));
    const given = new Set(extra.map((line) => line.slice(0, line.indexOf(" "))));
    const canSay = (word: string) => words.has(word) || given.has(word);
    const { model, added } = notesLanguageModel(await readFile(general), notes, canSay);
    await writeWhole(file, model);
    const output: NotesModelOutput = { added, dictionary: undefined };
    if (extra.length > 0) {
      output.dictionary = `${file}.dict`;
      await writeWhole(output.dictionary, `${text.replace(/\n?$/, "\n")}${extra.join("\n")}\n`);
    }
    return { result: output };
  },
  /** The notes' words the dictionary lacks and has no relative of (notes-pronunciations.ts). */
  async unsaidWords({ dictionary, notes }: { dictionary: string; notes: string }) {
    const { words } = await readDictionaryFile(dictionary);
    return { result: unsaidWords(notes, words) };
  },
  async durationSeconds({ audio, maxSeconds }: { audio: AudioInput; maxSeconds: number }) {
    const source = await openAudio(audio);
    try {
      return { result: await audioDurationSeconds(source, maxSeconds) };
    } finally {
      await source.close();
    }
  },
};
