import { spawn } from "node:child_process";
import { createHash } from "node:crypto";
import { access, constants, rm } from "node:fs/promises";
import path from "node:path";
import { AI_TEXTS } from "@study-well/shared";
import type { AudioInput, TranscribeEngine, TranscribeOptions, Transcription } from "../capabilities";
import { inspectAudio } from "../audio/audio-format";
import { AudioWorker } from "../audio/audio-worker";
import { SEGMENT_SECONDS } from "../audio/speech-parts";
import { EmptyTranscriptionError, EngineUnavailableError } from "../engine-errors";
import { cancelled, FairQueue } from "../job-queue";
import { processFolder } from "../temp-folders";
import { LetterToSound, nothingSaid, type Pronounce } from "./letter-to-sound";
import { watchReading } from "./read-position";

export const OFFLINE_TRANSCRIPTION_ENGINE = "offline-pocketsphinx";
const COMMAND = "pocketsphinx_continuous";
/** Where Debian's pocketsphinx-en-us puts the US English model. */
const DEBIAN_MODEL = "/usr/share/pocketsphinx/model/en-us";

export const POCKETSPHINX_MISSING =
  "Offline transcription needs Debian's pocketsphinx: run `apt-get install pocketsphinx pocketsphinx-en-us`, or configure a transcription provider (GROQ_API_KEY or OPENAI_API_KEY).";

/** Language models biased toward notes kept at once (each a copy of the general one, about 27 MB). */
const NOTES_MODELS_KEPT = 4;
const NOTES_MODELS_FOLDER = "study-well-lm-";
/**
 * A notes' model written while some of the notes' words could not be said (flite crashed or was
 * slow) is written again, in the background, for an answer this long after: at most
 * NOTES_MODEL_WRITES times in all, asking flite only for the words still unsaid.
 */
const NOTES_MODEL_RETRY_MS = 60_000;
const NOTES_MODEL_WRITES = 3;

/** What the recogniser listens with: its language model and its pronunciation dictionary. */
interface Listening {
  languageModel: string;
  dictionary: string;
}

/** A language model biased toward some notes, once written (undefined: use the general one). */
interface NotesModel {
  file: Promise<Listening | undefined>;
  /** Recordings being recognised with it: it is not deleted under them. */
  users: number;
  /** Times it has been written (or is being written). */
  writes: number;
  /** The words the letter-to-sound rules said for it. */
  spoken: Map<string, string>;
  /** Set when written without some words that may be said later: when it may be written again. */
  writeAgainAt?: number;
  /**
   * Being written again, to files of its own: recordings started before it is done keep the
   * files they began with (a model and the dictionary written with it), which are then retired.
   */
  rewriting?: Promise<void>;
  /** Files written before the last rewrite, deleted once nobody uses the model. */
  retired: Listening[];
}

export interface PocketsphinxOptions {
  /** The recogniser's command; found on PATH by default. */
  command?: string;
  /** Folder holding en-us/ (acoustic model), en-us.lm.bin and cmudict-en-us.dict. */
  modelDir?: string;
  /** Longest recording taken, in seconds. */
  maxSeconds?: number;
  /** Longest part recognised in one step (SEGMENT_SECONDS). */
  segmentSeconds?: number;
  /**
   * How to say a notes' word the dictionary lacks and has no relative of. Default: flite's
   * letter-to-sound rules, in a child process of the engine's own (letter-to-sound.ts).
   */
  pronounce?: Pronounce;
}

/**
 * CMU PocketSphinx, Debian's build, run as a child process. The header is checked first (format,
 * sample rate, channels, declared length: nothing is decoded for a recording that is refused),
 * then the length is measured by decoding it once, keeping nothing. Then, in a worker thread,
 * any format the browser or an upload brings is decoded and resampled to 16 kHz mono a part of
 * up to SEGMENT_SECONDS at a time (cut at a pause), and each part is written to a raw file for
 * the recogniser (it cannot read from Node's socket-based stdin) before the next is decoded: a
 * recording stored as a file is never held whole, as bytes or as samples. One step runs at a
 * time (the recogniser uses a whole core): the measuring, then each part's decoding and
 * recognition, and users take turns step by step, so a long recording holds up another user's
 * short one by about one part. Cancelling stops the recogniser in the middle of a part.
 */
export class OfflineTranscriptionEngine implements TranscribeEngine {
  readonly name = OFFLINE_TRANSCRIPTION_ENGINE;
  private readonly command: string;
  private readonly modelDir: string;
  private readonly maxSeconds: number;
  private readonly segmentSeconds: number;
  private readonly pronounce: Pronounce;
  /** The engine's own letter-to-sound rules, when none were given: stopped with it. */
  private readonly letterToSound: LetterToSound | undefined;
  private readonly queue = new FairQueue();
  private readonly audio = new AudioWorker();
  /** By the notes' hash, least recently used first. */
  private readonly notesModels = new Map<string, NotesModel>();
  private notesModelsFolder: Promise<string> | undefined;
  /** Notes' models made so far: each has a file name of its own. */
  private modelsMade = 0;
  /** How to stop each recogniser running: all are stopped with the engine. */
  private readonly recognisers = new Set<() => void>();
  /**
   * What the recogniser is started through so that it is killed when the server dies: a server
   * killed outright (`kill -9`, out of memory) runs no exit handler, and a recogniser in a
   * process group of its own would go on decoding its part, up to a minute and a half of a core.
   */
  private diesWithServer: string[] = [];
  /** Counts closes: a model written for an earlier one is not used. */
  private generation = 0;

  constructor(options: PocketsphinxOptions = {}) {
    this.command = options.command ?? COMMAND;
    this.modelDir = options.modelDir ?? DEBIAN_MODEL;
    this.maxSeconds = options.maxSeconds ?? 15 * 60;
    this.segmentSeconds = options.segmentSeconds ?? SEGMENT_SECONDS;
    if (options.pronounce) {
      this.pronounce = options.pronounce;
    } else {
      this.letterToSound = new LetterToSound();
      this.pronounce = this.letterToSound.pronounce;
    }
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

  async transcribe(audio: AudioInput, options: TranscribeOptions = {}): Promise<Transcription> {
    const reason = await this.unavailableReason();
    this.diesWithServer = (await parentDeathSignal) ? [SETPRIV, "--pdeathsig", "KILL", "--"] : [];
    if (reason) throw new EngineUnavailableError(reason);
    const maxSeconds = options.maxSeconds ?? this.maxSeconds;
    // Bytes already in memory are refused at once; a file's header is read in the thread.
    if (audio instanceof Uint8Array) inspectAudio(audio, maxSeconds);
    // Cancelled while waiting its turn, the queue drops it: the recording is not even measured.
    const speech = await this.queue.run(options, () =>
      this.audio.openSpeech(audio, { maxSeconds, segmentSeconds: this.segmentSeconds }),
    );
    const notesModel = options.vocabulary ? this.useNotesModel(options.vocabulary) : undefined;
    try {
      // The recogniser listens for the notes' words (written in the audio thread, on first use).
      const listening = (await notesModel?.file) ?? {
        languageModel: path.join(this.modelDir, "en-us.lm.bin"),
        dictionary: path.join(this.modelDir, "cmudict-en-us.dict"),
      };
      const texts: string[] = [];
      let seconds = 0;
      // Told by the words heard and by how far the recogniser has read: never back between them.
      let told = 0;
      const tell = (share: number) => {
        const next = Math.min(1, share);
        if (next <= told) return;
        told = next;
        options.onProgress?.(next);
      };
      for (;;) {
        options.signal?.throwIfAborted();
        const text = await this.queue.run(options, async () => {
          const part = await speech.next();
          if (!part) return undefined;
          const before = seconds;
          seconds += part.seconds;
          // Each word heard says how far into the part recognition has come: a part is up to 90 s
          // of speech, half a minute's work, and the overlay was still meanwhile.
          const heard = (at: number) => tell((before + Math.min(at, part.seconds)) / speech.durationSeconds);
          try {
            return await this.run(part.file, part.seconds, listening, options.signal, heard);
          } finally {
            await rm(part.file, { force: true });
          }
        });
        if (text === undefined) break;
        texts.push(text);
        tell(seconds / speech.durationSeconds);
      }
      const text = texts.filter(Boolean).join(" ");
      if (!text) throw new EmptyTranscriptionError(AI_TEXTS.transcriptionEmpty);
      return { text, durationSeconds: seconds, engine: this.name };
    } finally {
      if (notesModel && --notesModel.users === 0) void this.deleteRetired(notesModel);
      await speech.close();
    }
  }

  /**
   * The language model biased toward `notes` (notes-language-model.ts), written on first use and
   * kept for the next answers about the same notes. The caller gives it back (users--) when done.
   */
  private useNotesModel(notes: string): NotesModel {
    const key = createHash("sha256").update(notes).digest("hex").slice(0, 32);
    let model = this.notesModels.get(key);
    if (model) {
      this.notesModels.delete(key); // to the end: the most recently used
      // Written without some words: written again in the background; this answer uses it as it is.
      if (this.writeAgain(model)) model.rewriting = this.rewriteNotesModel(key, notes, model);
    } else {
      model = { file: Promise.resolve(undefined), users: 0, writes: 1, spoken: new Map(), retired: [] };
      model.file = this.writeNotesModel(key, notes, model);
      this.dropNotesModels();
    }
    this.notesModels.set(key, model);
    model.users++;
    return model;
  }

  private async writeNotesModel(
    key: string,
    notes: string,
    model: NotesModel,
  ): Promise<Listening | undefined> {
    const generation = this.generation;
    try {
      const file = await this.notesModelFile(key);
      // Closed meanwhile: no thread or process is started again for a model nobody will use.
      if (generation !== this.generation) return undefined;
      return await this.sayAndWrite(notes, file, model, generation);
    } catch (error) {
      // A model this cannot read (another language's, another format) is kept as "none": the
      // general one is used. Anything else (a full disk, a thread that died) is tried again
      // with the next answer about these notes.
      const unreadable = error instanceof Error && error.name === "NotLanguageModelError";
      if (!unreadable && this.notesModels.get(key) === model) this.notesModels.delete(key);
      return undefined;
    }
  }

  /**
   * A name of its own for a model (not the notes' alone): a model let go while it was being
   * written again never writes over, or deletes, a later one for the same notes, and a rewrite
   * never changes the files under a recording that is using them.
   */
  private async notesModelFile(key: string): Promise<string> {
    return path.join(await this.folderOfNotesModels(), `${key}-${++this.modelsMade}.lm.bin`);
  }

  /** Writes a model again with the words said since (it stays as it was if that fails). */
  private async rewriteNotesModel(key: string, notes: string, model: NotesModel): Promise<void> {
    const generation = this.generation;
    model.writes++;
    model.writeAgainAt = undefined;
    try {
      const written = await model.file;
      if (!written) return;
      const file = await this.notesModelFile(key);
      const listening = await this.sayAndWrite(notes, file, model, generation, true).catch(
        async (error: unknown) => {
          await deleteModelFiles({ languageModel: file, dictionary: `${file}.dict` });
          throw error;
        },
      );
      if (!listening) return;
      model.file = Promise.resolve(listening);
      model.retired.push(written);
      if (model.users === 0) await this.deleteRetired(model);
    } catch {
      // Kept as it was.
    } finally {
      model.rewriting = undefined;
    }
  }

  /** Deletes the files a model was written to before its last rewrite (nobody is using them). */
  private async deleteRetired(model: NotesModel): Promise<void> {
    const retired = model.retired.splice(0);
    await Promise.all(retired.map(deleteModelFiles));
  }

  /**
   * Says the notes' words the dictionary lacks (those not said for the model before), and writes
   * the model and its dictionary to `file` (undefined when closed meanwhile). `again`: written
   * again, in the background, so nothing is written once the model is let go.
   */
  private async sayAndWrite(
    notes: string,
    file: string,
    model: NotesModel,
    generation: number,
    again = false,
  ): Promise<Listening | undefined> {
    const wanted = () =>
      generation === this.generation && (!again || [...this.notesModels.values()].includes(model));
    const dictionary = path.join(this.modelDir, "cmudict-en-us.dict");
    // Words with no pronunciation to be made from the dictionary's ("amylase"): as flite says
    // them. (A dictionary that cannot be read fails the model's making, below.)
    const unsaid = (await this.audio.unsaidWords({ dictionary, notes }).catch(() => [])).filter(
      (word) => !model.spoken.has(word),
    );
    const more =
      unsaid.length > 0
        ? await this.pronounce(unsaid, { background: again }).catch(nothingSaid)
        : nothingSaid();
    // Closed meanwhile: no thread is started again to write a model nobody will use.
    if (!wanted()) return undefined;
    const spoken = new Map([...model.spoken, ...more.phones]);
    const written = await this.audio.notesLanguageModel({
      general: path.join(this.modelDir, "en-us.lm.bin"),
      dictionary,
      notes,
      file,
      spoken: [...spoken],
    });
    // Closed meanwhile: the folder is gone or going, and the model with it.
    if (generation !== this.generation) return undefined;
    model.spoken = spoken;
    if (more.interrupted) model.writeAgainAt = Date.now() + NOTES_MODEL_RETRY_MS;
    return { languageModel: file, dictionary: written.dictionary ?? dictionary };
  }

  /** Whether a model written without some of its words is due to be written again. */
  private writeAgain(model: NotesModel): boolean {
    return (
      model.writeAgainAt !== undefined &&
      Date.now() >= model.writeAgainAt &&
      !model.rewriting &&
      model.writes < NOTES_MODEL_WRITES
    );
  }

  /** Made on first use; one that could not be made is tried again next time. */
  private folderOfNotesModels(): Promise<string> {
    if (!this.notesModelsFolder) {
      const made = processFolder(NOTES_MODELS_FOLDER);
      this.notesModelsFolder = made;
      made.catch(() => {
        if (this.notesModelsFolder === made) this.notesModelsFolder = undefined;
      });
    }
    return this.notesModelsFolder;
  }

  /** Deletes the least recently used models nobody is using, beyond the number kept (more are kept while in use). */
  private dropNotesModels(): void {
    for (const [key, model] of this.notesModels) {
      if (this.notesModels.size < NOTES_MODELS_KEPT) break;
      if (model.users > 0) continue;
      this.notesModels.delete(key);
      // (Once it is written, if it is being written again.)
      void Promise.resolve(model.rewriting).then(async () => {
        const written = await model.file;
        if (written) model.retired.push(written);
        await this.deleteRetired(model);
      });
    }
  }

  /** Stops the decoding thread (it starts again on the next call) and deletes the notes' models. */
  async close(): Promise<void> {
    const folder = this.notesModelsFolder;
    this.notesModelsFolder = undefined;
    this.generation++;
    this.notesModels.clear();
    for (const stop of this.recognisers) stop();
    await Promise.all([this.audio.close(), this.letterToSound?.close()]);
    const made = await folder?.catch(() => undefined);
    if (made) await rm(made, { recursive: true, force: true }).catch(() => undefined);
  }

  /** Keeps how to stop a recogniser, for the engine's close and the process's exit, until forgotten. */
  private track(stop: () => void): () => void {
    this.recognisers.add(stop);
    runningInProcess.add(stop);
    stopOnExit();
    return () => {
      this.recognisers.delete(stop);
      runningInProcess.delete(stop);
    };
  }

  /**
   * Recognises one part. Cancelling stops the recogniser at once: a part is up to
   * SEGMENT_SECONDS long, and a whole core, which the next user's recording is waiting for,
   * is not spent on words nobody will read.
   */
  private run(
    file: string,
    durationSeconds: number,
    { languageModel, dictionary }: Listening,
    signal?: AbortSignal,
    heard?: (seconds: number) => void,
  ): Promise<string> {
    return new Promise((resolve, reject) => {
      // Cancelled while the part was being decoded: no recogniser is started for it.
      if (signal?.aborted) {
        reject(cancelled(signal));
        return;
      }
      const [command, ...prefix] = [...this.diesWithServer, this.command];
      const child = spawn(
        command,
        [
          ...prefix,
          "-infile",
          file,
          "-hmm",
          path.join(this.modelDir, "en-us"),
          "-lm",
          languageModel,
          "-dict",
          dictionary,
          "-samprate",
          "16000",
          // Each utterance's words with their times, after its text: how far it has come.
          "-time",
          "yes",
          "-logfn",
          "/dev/null",
        ],
        // A process group of its own, so that stopping it stops whatever it started too (a
        // recogniser configured as a wrapper script runs the real one as its child).
        { stdio: ["ignore", "pipe", "pipe"], detached: true },
      );
      const stop = () => {
        try {
          if (child.pid) process.kill(-child.pid, "SIGKILL");
        } catch {
          child.kill("SIGKILL"); // (the group is gone already)
        }
      };
      const forget = this.track(stop);
      // Between the utterances it prints (20 s of speech and more, seconds of work), how far it
      // has read into the part says how far it has come.
      const unwatch =
        heard && child.pid !== undefined
          ? watchReading(child.pid, file, (share) => heard(share * durationSeconds))
          : () => undefined;
      // Once it has exited, whatever it left running in its group goes too, and its group's
      // number is not signalled again (it may be another's by then).
      child.on("exit", () => {
        unwatch();
        stop();
        forget();
      });
      // Recognition runs well under real time; anything far slower is stuck.
      const timeout = setTimeout(stop, 60_000 + durationSeconds * 4_000);
      const cancel = () => {
        stop();
        clearTimeout(timeout);
        reject(cancelled(signal));
      };
      signal?.addEventListener("abort", cancel, { once: true });
      const out: Buffer[] = [];
      const err: Buffer[] = [];
      let line = "";
      child.stdout.on("data", (chunk: Buffer) => {
        out.push(chunk);
        if (!heard) return;
        const lines = (line + chunk.toString("latin1")).split("\n");
        line = lines.pop() ?? "";
        const ends = lines.flatMap((l) => WORD_TIMES.exec(l.trim())?.[1] ?? []);
        const last = ends.at(-1);
        if (last !== undefined) heard(Number(last));
      });
      child.stderr.on("data", (chunk: Buffer) => err.push(chunk));
      child.on("error", (error) => {
        unwatch();
        forget();
        clearTimeout(timeout);
        signal?.removeEventListener("abort", cancel);
        reject(error);
      });
      child.on("close", (code, stopped) => {
        clearTimeout(timeout);
        signal?.removeEventListener("abort", cancel);
        if (code !== 0) {
          const detail = Buffer.concat(err).toString("utf8").trim().split("\n").pop() ?? "";
          reject(new Error(`pocketsphinx stopped (${stopped ?? `exit ${code}`}) ${detail}`.trim()));
          return;
        }
        resolve(toSentences(Buffer.concat(out).toString("utf8")));
      });
    });
  }
}

/**
 * How to stop each recogniser running in this process, whichever engine started it: a server that
 * exits without stopping its engines (its shutdown took too long) stops them as it goes, since a
 * recogniser in a process group of its own hears no signal sent to the server's.
 */
const runningInProcess = new Set<() => void>();
let stopsOnExit = false;

function stopOnExit(): void {
  if (stopsOnExit) return;
  stopsOnExit = true;
  process.on("exit", () => {
    for (const stop of runningInProcess) stop();
  });
}

/** A word's line of `-time yes`: the word (or <s>, <sil>, [NOISE]), its start, end and probability. */
const WORD_TIMES = /^\S+ \d+\.\d+ (\d+\.\d+) -?\d+(?:\.\d+)?(?:e-?\d+)?$/;

/** One line per utterance, in lower case and unpunctuated: make them sentences (its words' times left out). */
function toSentences(output: string): string {
  return output
    .split("\n")
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !WORD_TIMES.test(line))
    .map((line) => `${line.charAt(0).toUpperCase()}${line.slice(1)}.`)
    .join(" ");
}

/** Deletes a notes' model and its own dictionary, if it had one (never the recogniser's). */
async function deleteModelFiles({ languageModel, dictionary }: Listening): Promise<void> {
  await rm(languageModel, { force: true }).catch(() => undefined);
  if (path.dirname(dictionary) === path.dirname(languageModel)) {
    await rm(dictionary, { force: true }).catch(() => undefined);
  }
}

/**
 * util-linux's setpriv (in every Debian and most Linux systems) sets the parent-death signal, then
 * runs the recogniser in its place: the kernel kills it when the thread that started it (the
 * server's main thread) ends, however it ends. Elsewhere the recogniser is started as it is.
 */
const SETPRIV = "/usr/bin/setpriv";
const parentDeathSignal: Promise<boolean> =
  process.platform === "linux"
    ? access(SETPRIV, constants.X_OK).then(
        () => true,
        () => false,
      )
    : Promise.resolve(false);

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
