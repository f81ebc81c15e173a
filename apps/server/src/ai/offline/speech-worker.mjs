// The offline engines' worker thread (engine-thread.ts starts one per engine; workerData.role
// says which): eSpeak NG (WebAssembly) and the MP3 encoder for speech (eSpeak's and flite's),
// wink-nlp for summaries and the tutor, audio decoding for transcription, the sentence encoder
// the tutor grades with. Their work is synchronous and can take
// seconds, so it stays off the server's main thread. Plain JavaScript, so the same file runs from
// source and, bundled with the tasks it loads, as dist/speech-worker.js (build.mjs; the name
// is from its first use). Messages: {id, task, input} in, {id, result} or {id, error} out.
import { parentPort, workerData } from "node:worker_threads";
import { Mp3Encoder } from "@breezystack/lamejs";
import createModule from "@echogarden/espeak-ng-emscripten";

// From source, the TypeScript tasks need tsx's loader (the engine names it); bundled, they are in this file.
if (workerData?.loader) (await import(workerData.loader)).register();

const KBPS = 48;
const FRAME = 1152;
/** @type {Promise<any> | undefined} */
let espeakModule;
/** @type {any} */
let synth;
let synthVoice = "";
/**
 * Speech jobs under way: each keeps its MP3 encoder from one chunk to the next, at the rate of
 * its first chunk.
 * @type {Map<number, { encoder: Mp3Encoder, sampleRate: number }>}
 */
const speechJobs = new Map();
/** @type {Promise<typeof import("../audio/resample.ts")> | undefined} */
let resampling;

/**
 * The job's encoder, made at `sampleRate` for its first chunk.
 * @param {number} job
 * @param {number} sampleRate
 */
function jobEncoder(job, sampleRate) {
  let state = speechJobs.get(job);
  if (!state) {
    state = { encoder: new Mp3Encoder(1, sampleRate, KBPS), sampleRate };
    speechJobs.set(job, state);
  }
  return state;
}

/**
 * Encodes 16-bit samples into the job's MP3 frames (appended to `parts`), resampled first when
 * they come at another rate than the job's (an eSpeak sentence in a flite reading). Returns the
 * number of samples encoded, at the job's rate.
 * @param {{ encoder: Mp3Encoder, sampleRate: number }} state
 * @param {Int16Array} pcm
 * @param {number} sampleRate
 * @param {Uint8Array[]} parts
 */
async function encodeInto(state, pcm, sampleRate, parts) {
  let samples = pcm;
  if (sampleRate !== state.sampleRate && pcm.length > 0) {
    const { resample } = await (resampling ??= import("../audio/resample.ts"));
    const floats = Float32Array.from(pcm, (value) => value / 32768);
    const resampled = resample(floats, sampleRate, state.sampleRate);
    samples = Int16Array.from(resampled, (value) =>
      Math.max(-32768, Math.min(32767, Math.round(value * 32768))),
    );
  }
  for (let i = 0; i < samples.length; i += FRAME)
    parts.push(state.encoder.encodeBuffer(samples.subarray(i, i + FRAME)));
  return samples.length;
}

/**
 * The chunk's MP3 bytes; the last chunk also flushes the encoder and ends the job.
 * @param {number} job
 * @param {{ encoder: Mp3Encoder, sampleRate: number }} state
 * @param {Uint8Array[]} parts
 * @param {number} samples
 * @param {boolean} last
 */
function chunkResult(job, state, parts, samples, last) {
  if (last) {
    parts.push(state.encoder.flush());
    speechJobs.delete(job);
  }
  const mp3 = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    mp3.set(part, offset);
    offset += part.length;
  }
  return { result: { mp3, sampleRate: state.sampleRate, samples }, transfer: [mp3.buffer] };
}

/**
 * Speaks one chunk of a job with eSpeak NG and encodes it; the last chunk also flushes the
 * encoder. Jobs take turns chunk by chunk (the engine's queue), so each keeps its own encoder here.
 * @param {{ job: number, text: string, voice: string, last: boolean }} input
 */
async function speakChunk({ job, text, voice, last }) {
  const espeak = await (espeakModule ??= createModule());
  synth ??= new espeak.eSpeakNGWorker();
  if (voice !== synthVoice) {
    if (synth.set_voice(voice) !== 0) synth.set_voice("en-us");
    synthVoice = voice;
  }
  const sampleRate = synth.get_samplerate();
  const state = jobEncoder(job, sampleRate);
  /** @type {Int16Array[]} */
  const pcm = [];
  const callback = espeak.addFunction((pointer, count) => {
    pcm.push(espeak.HEAP16.slice(pointer >> 1, (pointer >> 1) + count));
    return 0;
  }, "iiii");
  try {
    synth.synth_(text, callback);
  } catch (error) {
    speechJobs.delete(job);
    throw error;
  } finally {
    espeak.removeFunction(callback);
  }
  /** @type {Uint8Array[]} */
  const parts = [];
  let samples = 0;
  for (const piece of pcm) samples += await encodeInto(state, piece, sampleRate, parts);
  return chunkResult(job, state, parts, samples, last);
}

/**
 * Encodes one chunk of samples another engine made (flite, in its own process); the last chunk
 * also flushes the encoder.
 * @param {{ job: number, pcm: Int16Array, sampleRate: number, last: boolean }} input
 */
async function encodeChunk({ job, pcm, sampleRate, last }) {
  const state = jobEncoder(job, sampleRate);
  /** @type {Uint8Array[]} */
  const parts = [];
  const samples = await encodeInto(state, pcm, sampleRate, parts);
  return chunkResult(job, state, parts, samples, last);
}

/**
 * Forgets a job that will not finish (its engine gave up on it).
 * @param {{ job: number }} input
 */
async function dropJob({ job }) {
  speechJobs.delete(job);
  return { result: null };
}

const speechTasks = { speakChunk, encodeChunk, dropJob };

const role = workerData?.role ?? "speech";
/** @type {Record<string, (input: any) => Promise<{ result: unknown, transfer?: ArrayBuffer[] }>>} */
const tasks =
  role === "text"
    ? (await import("./text-tasks.ts")).textTasks
    : role === "audio"
      ? (await import("../audio/audio-tasks.ts")).audioTasks
      : role === "meaning"
        ? (await import("./grading/meaning-tasks.ts")).meaningTasks
        : speechTasks;

parentPort?.on("message", ({ id, task, input }) => {
  const run = tasks[task];
  const answer = run
    ? Promise.resolve().then(() => run(input))
    : Promise.reject(new Error(`no task ${task}`));
  answer.then(
    ({ result, transfer }) => parentPort?.postMessage({ id, result }, transfer ?? []),
    (error) =>
      parentPort?.postMessage({
        id,
        error: {
          name: error instanceof Error ? error.name : "Error",
          message: error instanceof Error ? error.message : String(error),
        },
      }),
  );
});
