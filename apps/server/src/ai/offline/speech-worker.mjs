// The offline engines' worker thread (engine-thread.ts starts one per engine; workerData.role
// says which): eSpeak NG (WebAssembly) and the MP3 encoder for speech, wink-nlp for summaries
// and the tutor, audio decoding for transcription. Their work is synchronous and can take
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
/** Speech jobs under way: each keeps its MP3 encoder from one chunk to the next. */
const speechJobs = new Map();

/**
 * Speaks one chunk of a job and encodes it; the last chunk also flushes the encoder. Jobs take
 * turns chunk by chunk (the engine's queue), so each keeps its own encoder here.
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
  let state = speechJobs.get(job);
  if (!state) {
    state = { encoder: new Mp3Encoder(1, sampleRate, KBPS) };
    speechJobs.set(job, state);
  }
  const { encoder } = state;
  /** @type {Uint8Array[]} */
  const parts = [];
  let samples = 0;
  const callback = espeak.addFunction((pointer, count) => {
    const pcm = espeak.HEAP16.slice(pointer >> 1, (pointer >> 1) + count);
    samples += pcm.length;
    for (let i = 0; i < pcm.length; i += FRAME) parts.push(encoder.encodeBuffer(pcm.subarray(i, i + FRAME)));
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
  if (last) {
    parts.push(encoder.flush());
    speechJobs.delete(job);
  }
  const mp3 = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    mp3.set(part, offset);
    offset += part.length;
  }
  return { result: { mp3, sampleRate, samples }, transfer: [mp3.buffer] };
}

const speechTasks = { speakChunk };

const role = workerData?.role ?? "speech";
/** @type {Record<string, (input: any) => Promise<{ result: unknown, transfer?: ArrayBuffer[] }>>} */
const tasks =
  role === "text"
    ? (await import("./text-tasks.ts")).textTasks
    : role === "audio"
      ? (await import("../audio/audio-tasks.ts")).audioTasks
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
