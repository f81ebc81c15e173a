// Offline voices, printed as a table: npm run bench:voices (run with tsx: the engines' own source).
// For each of flite's five voices and eSpeak NG: the word error rate of the offline recogniser
// (Debian's pocketsphinx) on its reading of a fixed passage (the photosynthesis fixture, 199
// words), and the synthesis speed; then the seconds to read a 2,000-word lecture (this
// repository's LICENSE) in the default voice and in eSpeak's, with the flite process's peak memory.
import { readFileSync } from "node:fs";
import { FairQueue } from "../apps/server/src/ai/job-queue.ts";
import { FliteSpeechEngine } from "../apps/server/src/ai/offline/flite-speech.engine.ts";
import { OfflineSpeechEngine } from "../apps/server/src/ai/offline/offline-speech.engine.ts";
import { OfflineTranscriptionEngine } from "../apps/server/src/ai/offline/offline-transcription.engine.ts";
import { wordErrorRate } from "../apps/server/src/ai/word-error-rate.ts";
import { at } from "../scripts/build-if-needed.mjs";

const passage = readFileSync(at("apps/server/src/ai/offline/fixtures/photosynthesis.txt"), "utf8").trim();
const lecture = readFileSync(at("LICENSE"), "utf8").split(/\s+/).filter(Boolean).slice(0, 2000).join(" ");

const queue = new FairQueue();
const speech = new FliteSpeechEngine({ fallback: new OfflineSpeechEngine({ queue }), queue });
const recogniser = new OfflineTranscriptionEngine();
const missing = await recogniser.unavailableReason();
if (missing) throw new Error(missing);
const fallback = await speech.fallbackReason();
if (fallback) throw new Error(fallback);

/** The flite process's peak resident memory (VmHWM), over every process it used, in MB. */
let peakKb = 0;
const watch = setInterval(() => {
  const pid = speech.pid;
  if (!pid) return;
  try {
    const hwm = /VmHWM:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"));
    peakKb = Math.max(peakKb, Number(hwm?.[1] ?? 0));
  } catch {
    // It exited between the two reads.
  }
}, 50);

async function read(text, voice) {
  const started = performance.now();
  const spoken = await speech.speak({ text, voice });
  const seconds = (performance.now() - started) / 1000;
  return { spoken, seconds };
}

// Warm up both engines (the worker thread, the process, WebAssembly compilation).
await read("Warm up.", "slt");
await read("Warm up.", "espeak");

const rows = {};
for (const voice of ["slt", "rms", "awb", "kal16", "kal", "espeak"]) {
  const { spoken, seconds } = await read(passage, voice);
  const heard = await recogniser.transcribe(spoken.audio);
  rows[`${voice}, passage (199 words)`] = {
    engine: spoken.engine,
    "word error rate": `${(wordErrorRate(passage, heard.text) * 100).toFixed(1)}%`,
    "audio s": Math.round(spoken.durationSeconds * 10) / 10,
    "synthesis s": Math.round(seconds * 10) / 10,
    "x real time": Math.round(spoken.durationSeconds / seconds),
  };
}
for (const voice of ["slt", "espeak"]) {
  peakKb = 0;
  const { spoken, seconds } = await read(lecture, voice);
  rows[`${voice}, lecture (2,000 words)`] = {
    engine: spoken.engine,
    "audio s": Math.round(spoken.durationSeconds),
    "synthesis s": Math.round(seconds * 10) / 10,
    "x real time": Math.round(spoken.durationSeconds / seconds),
    "MP3 MB": Math.round((spoken.audio.length / 1e6) * 10) / 10,
    "flite process peak MB": voice === "espeak" ? "-" : Math.round(peakKb / 1024),
  };
}
clearInterval(watch);
console.table(rows);
console.log(
  `flite: ${speech.stats.sentences} sentences, ${speech.stats.failures} failed attempts (the process died or hung), ${speech.stats.byEspeak} read by eSpeak instead`,
);
await Promise.all([speech.close(), recogniser.close()]);
