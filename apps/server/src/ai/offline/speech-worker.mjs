// Runs eSpeak NG (WebAssembly) and the MP3 encoder off the server's main thread: synthesis is
// synchronous and takes about a tenth of the audio's length. Plain JavaScript, so the same file
// runs from source and, bundled, as dist/speech-worker.js. Messages: see offline-speech.engine.ts.
import { parentPort } from "node:worker_threads";
import { Mp3Encoder } from "@breezystack/lamejs";
import createModule from "@echogarden/espeak-ng-emscripten";

const KBPS = 48;
const FRAME = 1152;
const modulePromise = createModule();

/** @param {{ chunks: string[], voice: string }} job */
async function synthesize({ chunks, voice }) {
  const espeak = await modulePromise;
  const synth = new espeak.eSpeakNGWorker();
  if (synth.set_voice(voice) !== 0) synth.set_voice("en-us");
  const sampleRate = synth.get_samplerate();
  const encoder = new Mp3Encoder(1, sampleRate, KBPS);
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
    for (const chunk of chunks) synth.synth_(chunk, callback);
  } finally {
    espeak.removeFunction(callback);
  }
  parts.push(encoder.flush());
  const mp3 = new Uint8Array(parts.reduce((n, p) => n + p.length, 0));
  let offset = 0;
  for (const part of parts) {
    mp3.set(part, offset);
    offset += part.length;
  }
  return { mp3, sampleRate, samples };
}

parentPort?.on("message", (job) => {
  synthesize(job).then(
    (result) => parentPort?.postMessage({ id: job.id, ...result }, [result.mp3.buffer]),
    (error) =>
      parentPort?.postMessage({ id: job.id, error: error instanceof Error ? error.message : String(error) }),
  );
});
