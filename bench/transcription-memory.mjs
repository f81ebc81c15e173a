// Peak memory of the offline transcription path on a long recording, without the hours of CPU
// the real recogniser takes: the engine reads, decodes, resamples and cuts the recording as the
// upload task does, and a stand-in recogniser answers each part at once. Memory is the RSS of
// this process (worker threads included) and its child processes, every 50 ms; "after" is
// measured 5 s after the job, and again once the audio thread has stopped for being idle (30 s).
//   npm run bench:transcription-memory              (a 60-minute recording)
//   npm run bench:transcription-memory -- 15        (or another length, in minutes)
// Before streaming (the whole file read, then decoded whole): 365 MB above idle at the peak, 233 MB
// still held after, for 60 minutes.
import { execFile } from "node:child_process";
import { chmodSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { OfflineTranscriptionEngine } from "../apps/server/src/ai/offline/offline-transcription.engine.ts";

const MINUTES = Number(process.argv[2] ?? 60);
const SAMPLE_MS = 50;
const LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox/sense_and_sensibility_01_austen_64kb-0870.wav";
const ffmpeg = createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg").path;
const mb = (bytes) => Math.round(bytes / 1024 / 1024);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/** RSS (bytes) of this process and all its descendants, from /proc. */
function treeRss() {
  const children = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = readFileSync(`/proc/${name}/stat`, "utf8");
      const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
      children.set(ppid, [...(children.get(ppid) ?? []), Number(name)]);
    } catch {
      // gone already
    }
  }
  let total = 0;
  const stack = [process.pid];
  while (stack.length > 0) {
    const pid = stack.pop();
    try {
      total += 1024 * Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
    } catch {
      // gone already
    }
    stack.push(...(children.get(pid) ?? []));
  }
  return total;
}

const work = mkdtempSync(path.join(tmpdir(), "study-well-bench-transcription-"));
try {
  // As the browser records it (bench/uploads.mjs): WebM/Opus, 48 kHz, 32 kb/s.
  const file = path.join(work, `recording-${MINUTES}min.webm`);
  console.log(`Making a ${MINUTES}-minute recording (ffmpeg)...`);
  await promisify(execFile)(ffmpeg, [
    ...["-v", "error", "-y", "-stream_loop", "-1", "-i", LIBRIVOX, "-t", String(MINUTES * 60)],
    ...["-ar", "48000", "-c:a", "libopus", "-b:a", "32k", file],
  ]);
  const recogniser = path.join(work, "recogniser.sh");
  writeFileSync(recogniser, "#!/bin/sh\necho words\n");
  chmodSync(recogniser, 0o755);
  const engine = new OfflineTranscriptionEngine({ command: recogniser, maxSeconds: 3 * 60 * 60 });

  globalThis.gc?.();
  await sleep(500);
  const idle = treeRss();
  let peak = idle;
  const timer = setInterval(() => (peak = Math.max(peak, treeRss())), SAMPLE_MS);
  const started = performance.now();
  let parts = 0;
  const result = await engine.transcribe(
    { path: file },
    {
      onProgress: () => {
        parts++;
      },
    },
  );
  const seconds = (performance.now() - started) / 1000;
  clearInterval(timer);
  globalThis.gc?.();
  await sleep(5000);
  globalThis.gc?.();
  const after = treeRss();
  await sleep(30_000);
  globalThis.gc?.();
  const afterIdle = treeRss();
  await engine.close();
  console.table({
    [`${MINUTES}-minute recording`]: {
      input: `WebM/Opus 32 kb/s, ${(statSync(file).size / 1e6).toFixed(1)} MB`,
      "audio s": Math.round(result.durationSeconds),
      parts,
      "decode s": Number(seconds.toFixed(1)),
      "idle MB": mb(idle),
      "peak − idle MB": mb(peak - idle),
      "5 s after − idle MB": mb(after - idle),
      "35 s after − idle MB": mb(afterIdle - idle),
    },
  });
} finally {
  rmSync(work, { recursive: true, force: true });
}
