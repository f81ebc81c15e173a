import { execFile } from "node:child_process";
import { readFileSync } from "node:fs";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { AI_TEXTS } from "@study-well/shared";
import type { AudioWorker } from "../audio/audio-worker";
import { UnreadableAudioError } from "../audio/decode-audio";
import { AudioTooLongError, EmptyTranscriptionError, EngineUnavailableError } from "../engine-errors";
import { wordErrorRate } from "../word-error-rate";
import {
  encodeRecording,
  ffmpegPath,
  firstRecording,
  librivoxRecordings,
  RECORDING_FORMATS,
  type Recording,
} from "../../test/speech-recordings";
import { wav } from "../../test/wav";
import { underLoad } from "../test-support/load-meter";
import { longMp3, wavDeclaring } from "../test-support/recordings";
import { SEGMENT_SECONDS } from "../audio/speech-parts";
import { OfflineTranscriptionEngine, POCKETSPHINX_MISSING } from "./offline-transcription.engine";

const engine = new OfflineTranscriptionEngine();
afterAll(() => engine.close());
let recordings: Recording[];
let scratch: string;

beforeAll(async () => {
  // CI installs Debian's pocketsphinx, pocketsphinx-en-us and pocketsphinx-testdata (.ci/run).
  const reason = await engine.unavailableReason();
  if (reason) throw new Error(`${reason} (and pocketsphinx-testdata for these tests)`);
  recordings = await librivoxRecordings();
  scratch = await mkdtemp(path.join(tmpdir(), "transcription-test-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A stand-in recogniser, fast where pocketsphinx takes minutes: it notes each part's size in `log`. */
async function standInRecogniser(name: string, seconds = 0) {
  const log = path.join(scratch, `${name}.log`);
  const command = path.join(scratch, `${name}-recogniser.sh`);
  const work = seconds > 0 ? `sleep ${seconds}\n` : "";
  await writeFile(command, `#!/bin/sh\n${work}stat -c %s "$2" >> '${log}'\necho words\n`, { mode: 0o755 });
  return { stand: new OfflineTranscriptionEngine({ command, maxSeconds: 3600 }), log };
}

/** `seconds` of a tone as an 8 kHz, 8-bit WAV file (telephone quality, 8 KB a second). */
async function toneWav(seconds: number): Promise<string> {
  const file = path.join(scratch, `tone-${seconds}.wav`);
  const tone = `sine=frequency=440:sample_rate=8000:duration=${seconds}`;
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    tone,
    "-c:a",
    "pcm_u8",
    file,
  ]);
  return file;
}

describe("offline transcription (pocketsphinx)", () => {
  it("transcribes human speech with a bounded word error rate", { timeout: 120_000 }, async () => {
    expect(recordings.length).toBe(5);
    let errors = 0;
    let words = 0;
    for (const recording of recordings) {
      const result = await engine.transcribe(await readFile(recording.file));
      expect(result.engine).toBe("offline-pocketsphinx");
      expect(result.durationSeconds).toBeGreaterThan(1);
      const count = recording.reference.split(" ").length;
      errors += wordErrorRate(recording.reference, result.text) * count;
      words += count;
    }
    const wer = errors / words;
    console.info(`pocketsphinx word error rate on ${words} LibriVox words: ${(wer * 100).toFixed(1)}%`);
    // Measured here: 35% (the general US English model on an 1811 novel read aloud). A broken decode or resample gives 80%+.
    expect(wer).toBeLessThan(0.4);
  });

  it.each(Object.keys(RECORDING_FORMATS) as (keyof typeof RECORDING_FORMATS)[])(
    "reads %s",
    { timeout: 60_000 },
    async (format) => {
      const recording = await firstRecording();
      const file = await encodeRecording(recording.file, scratch, format);
      const result = await engine.transcribe(await readFile(file));
      expect(result.durationSeconds).toBeCloseTo(7.1, 0);
      expect(wordErrorRate(recording.reference, result.text)).toBeLessThan(0.5);
      expect(result.text).toMatch(/leisure to consider/i);
    },
  );

  it("says the recording is empty when nobody speaks", async () => {
    const silence = wav(new Float32Array(16_000 * 2), 16_000);
    await expect(engine.transcribe(silence)).rejects.toThrow(EmptyTranscriptionError);
    await expect(engine.transcribe(silence)).rejects.toThrow(AI_TEXTS.transcriptionEmpty);
  });

  it("refuses a recording longer than its limit, saying the limit", async () => {
    const short = new OfflineTranscriptionEngine({ maxSeconds: 60 });
    const twoMinutes = wav(new Float32Array(8_000 * 121), 8_000);
    await expect(short.transcribe(twoMinutes)).rejects.toThrow(new AudioTooLongError(60));
    expect(new AudioTooLongError(60).message).toBe("The recording is too long: at most 1 minute.");
    expect(new AudioTooLongError(15 * 60).message).toBe("The recording is too long: at most 15 minutes.");
  });

  it("refuses bytes that are not audio, without starting the recogniser", async () => {
    await expect(engine.transcribe(new TextEncoder().encode("not a recording"))).rejects.toThrow(
      UnreadableAudioError,
    );
  });

  it("reports itself unavailable, saying how to enable it, when pocketsphinx is not installed", async () => {
    const missing = new OfflineTranscriptionEngine({ command: "pocketsphinx-not-installed" });
    expect(await missing.unavailableReason()).toBe(POCKETSPHINX_MISSING);
    expect(POCKETSPHINX_MISSING).toMatch(/apt-get install pocketsphinx pocketsphinx-en-us/);
    await expect(missing.transcribe(await readFile((await firstRecording()).file))).rejects.toThrow(
      EngineUnavailableError,
    );
    const noModel = new OfflineTranscriptionEngine({ modelDir: path.join(scratch, "no-model") });
    expect(await noModel.unavailableReason()).toBe(POCKETSPHINX_MISSING);
  });
});

describe("offline transcription: headers first, off the event loop, users in turn", () => {
  it("refuses an impossible sample rate from the header, at once and without decoding", async () => {
    // Before: a 3 KB file declaring 200,000,000 Hz froze the server for 8 s and took 818 MB; 4e9 Hz gave a 500.
    for (const rate of [200_000_000, 4_000_000_000]) {
      const { result, maxStallMs, rssGrowthMb } = await underLoad(() =>
        engine.transcribe(wavDeclaring({ rate }, 3000)).catch((error: unknown) => error),
      );
      expect(result).toBeInstanceOf(UnreadableAudioError);
      expect((result as Error).message).toMatch(/sample rate .* is not supported: use 8,000 to 192,000 Hz/);
      expect(maxStallMs).toBeLessThan(1000);
      expect(rssGrowthMb).toBeLessThan(50);
    }
  });

  it("refuses a 1 MB recording at 250 Hz as unreadable, not after decoding 70 minutes of it", async () => {
    const { result, maxStallMs } = await underLoad(() =>
      engine.transcribe(wavDeclaring({ rate: 250 }, 1_000_000)).catch((error: unknown) => error),
    );
    expect(result).toBeInstanceOf(UnreadableAudioError);
    expect(maxStallMs).toBeLessThan(1000);
  });

  it("decodes a long recording off the event loop, stopping at the limit", async () => {
    const short = new OfflineTranscriptionEngine({ maxSeconds: 60 });
    // 14 minutes of 44.1 kHz stereo MP3 (6.7 MB): no length in its header, so it is measured as it decodes.
    const mp3 = await longMp3(scratch, 14 * 60);
    const { result, maxStallMs, rssGrowthMb } = await underLoad(() =>
      short.transcribe(mp3).catch((error: unknown) => error),
    );
    expect(result).toEqual(new AudioTooLongError(60));
    // Before: all 14 minutes were decoded and resampled on the event loop first.
    expect(maxStallMs).toBeLessThan(1000);
    expect(rssGrowthMb).toBeLessThan(150);
    await short.close();
  });

  it("transcribes a recording longer than one part as well as its pieces", { timeout: 120_000 }, async () => {
    // The five LibriVox readings in one file (about 30 s), recognised in parts of at most 12 s.
    const list = path.join(scratch, "long.txt");
    await writeFile(list, recordings.map((r) => `file '${r.file}'`).join("\n"));
    const long = path.join(scratch, "long.wav");
    await promisify(execFile)(ffmpegPath(), [
      "-v",
      "error",
      "-y",
      "-f",
      "concat",
      "-safe",
      "0",
      "-i",
      list,
      "-c",
      "copy",
      long,
    ]);
    const inParts = new OfflineTranscriptionEngine({ segmentSeconds: 12 });
    const progress: number[] = [];
    const result = await inParts.transcribe(await readFile(long), {
      onProgress: (share) => progress.push(share),
    });
    await inParts.close();
    expect(result.durationSeconds).toBeGreaterThan(24);
    // Told as each utterance is heard, not only after each part (QA: nothing for 35 s).
    expect(progress.length).toBeGreaterThan(Math.ceil(result.durationSeconds / 12));
    expect(progress).toEqual([...progress].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeCloseTo(1, 3);
    const reference = recordings.map((r) => r.reference).join(" ");
    // The same bound as for the readings one by one.
    expect(wordErrorRate(reference, result.text)).toBeLessThan(0.4);
  });

  it("tells how far it has read into a part between the utterances it prints (QA: 23, 47, 70%)", async () => {
    // A recogniser that reads its part in five steps, a second apart, and prints its words only at
    // the end, as pocketsphinx does for an utterance of 20 s or more. (Half a second apart, the
    // same as the read position is looked at, a loaded machine saw only one step on the way.)
    const command = path.join(scratch, "slow-reader.sh");
    await writeFile(
      command,
      [
        "#!/bin/sh",
        'exec 3< "$2"',
        'chunk=$(( $(stat -c %s "$2") / 5 + 1 ))',
        "for step in 1 2 3 4 5; do",
        '  dd bs="$chunk" count=1 <&3 >/dev/null 2>&1',
        "  sleep 1",
        "done",
        "echo words",
        "",
      ].join("\n"),
      { mode: 0o755 },
    );
    const slow = new OfflineTranscriptionEngine({ command });
    const progress: number[] = [];
    try {
      await slow.transcribe(await readFile((await firstRecording()).file), {
        onProgress: (share) => progress.push(share),
      });
    } finally {
      await slow.close();
    }
    // Not only once the part is done: steps on the way, never back.
    expect(progress.filter((share) => share > 0 && share < 1).length).toBeGreaterThanOrEqual(2);
    expect(progress).toEqual([...new Set(progress)].sort((a, b) => a - b));
    expect(progress.at(-1)).toBeCloseTo(1, 3);
  });

  it(
    "recognises a long recording from its file a part at a time, never holding it whole",
    { timeout: 120_000 },
    async () => {
      const { stand, log } = await standInRecogniser("hour");
      // An hour of 8 kHz telephone-quality WAV (29 MB): 115 MB as 16 kHz samples.
      const file = await toneWav(3600);
      // The audio thread started first: its own memory is not the recording's.
      await stand.transcribe(await readFile((await firstRecording()).file));
      await rm(log);
      const progress: number[] = [];
      const { result, rssGrowthMb } = await underLoad(() =>
        stand.transcribe({ path: file }, { onProgress: (share) => progress.push(share) }),
      );
      await stand.close();
      console.info(`an hour's recording from its file: memory grew by ${rssGrowthMb.toFixed(0)} MB`);
      expect(result.durationSeconds).toBeCloseTo(3600, 0);
      const sizes = (await readFile(log, "utf8")).trim().split("\n").map(Number);
      expect(sizes.length).toBeGreaterThanOrEqual(40);
      expect(Math.max(...sizes)).toBeLessThanOrEqual(SEGMENT_SECONDS * 16_000 * 2);
      // Progress after each part, by the length measured first.
      expect(progress).toHaveLength(sizes.length);
      expect(progress).toEqual([...progress].sort((a, b) => a - b));
      expect(progress.at(-1)).toBeCloseTo(1, 3);
      // Before: about 300 MB (the file's bytes twice, then all its samples twice over).
      expect(rssGrowthMb).toBeLessThan(100);
    },
  );

  it("stops at the next part when cancelled, and recognises no more", { timeout: 60_000 }, async () => {
    const { stand, log } = await standInRecogniser("cancel");
    const cancel = new AbortController();
    const failure = await stand
      .transcribe({ path: await toneWav(600) }, { signal: cancel.signal, onProgress: () => cancel.abort() })
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(DOMException);
    expect((failure as DOMException).name).toBe("AbortError");
    expect((await readFile(log, "utf8")).trim().split("\n")).toHaveLength(1);
    // Its recording was closed: the next one is taken as usual.
    await expect(stand.transcribe({ path: await toneWav(5) })).resolves.toMatchObject({ text: "Words." });
    await stand.close();
  });

  /**
   * A recogniser that notes its process and that it finished: one that is left to run writes
   * "finished" 20 s later. A wrapper script, as one may configure: the real work (here a sleep) is
   * its child, whose process it notes too. Its log, and its command.
   */
  async function midwayScript(name: string) {
    const log = path.join(scratch, `${name}.log`);
    const command = path.join(scratch, `${name}.sh`);
    const script = `#!/bin/sh\necho $$ >> '${log}'\nsleep 20 > /dev/null 2>&1 &\necho $! >> '${log}'\nwait\necho finished >> '${log}'\necho words\n`;
    await writeFile(command, script, { mode: 0o755 });
    return { log, command };
  }

  /** The recogniser's process and the one it started are gone (one whose parent is gone may be left a zombie: it runs no more). */
  async function stoppedBy(log: string) {
    expect(await readFile(log, "utf8")).not.toContain("finished");
    const pids = (await readFile(log, "utf8")).trim().split("\n").map(Number);
    expect(pids).toHaveLength(2);
    const running = (pid: number) => {
      try {
        return !readFileSync(`/proc/${pid}/stat`, "utf8").includes(") Z ");
      } catch {
        return false;
      }
    };
    await vi.waitFor(() => expect(pids.filter(running)).toEqual([]), { timeout: 5_000 });
  }

  /** An engine recognising with the midway recogniser; resolves once it and its child are running. */
  async function midwayRecogniser(name: string) {
    const { log, command } = await midwayScript(name);
    const stand = new OfflineTranscriptionEngine({ command, maxSeconds: 3600 });
    const cancel = new AbortController();
    const transcribing = stand
      .transcribe({ path: await toneWav(5) }, { signal: cancel.signal })
      .catch((error: unknown) => error);
    await vi.waitFor(async () => expect(await readFile(log, "utf8")).toMatch(/^\d+\n\d+\n$/), {
      timeout: 30_000,
    });
    return { stand, cancel, transcribing, stopped: () => stoppedBy(log) };
  }

  it("stops its recognisers when the server exits without stopping it", { timeout: 60_000 }, async () => {
    const { log, command } = await midwayScript("exiting");
    // A server that exits (its shutdown took too long, say) once the recogniser is under way.
    const server = path.join(scratch, "exiting.mts");
    const engineFile = fileURLToPath(new URL("./offline-transcription.engine.ts", import.meta.url));
    await writeFile(
      server,
      [
        `import { readFileSync } from "node:fs";`,
        `import { OfflineTranscriptionEngine } from ${JSON.stringify(engineFile)};`,
        `const [command, recording, log] = process.argv.slice(2);`,
        `void new OfflineTranscriptionEngine({ command, maxSeconds: 3600 }).transcribe({ path: recording }).catch(() => undefined);`,
        `setInterval(() => {`,
        `  try { if (readFileSync(log, "utf8").trim().split("\\n").length >= 2) process.exit(0); } catch {}`,
        `}, 50);`,
      ].join("\n"),
    );
    const root = fileURLToPath(new URL("../../../../..", import.meta.url));
    await promisify(execFile)(process.execPath, ["--import", "tsx", server, command, await toneWav(5), log], {
      cwd: root,
      // What it leaves in its temporary folder (the recording's parts: it never stops) goes with the scratch folder.
      env: { ...process.env, TMPDIR: scratch },
      timeout: 45_000,
    });
    // Before: the recogniser, in a process group of its own, ran on after the server.
    await stoppedBy(log);
  });

  it("stops the recogniser in the middle of a part when cancelled", { timeout: 60_000 }, async () => {
    const { stand, cancel, transcribing, stopped } = await midwayRecogniser("midway");
    cancel.abort();
    const failure = await transcribing;
    expect((failure as DOMException).name).toBe("AbortError");
    // Before: the part was recognised to its end (the abort was heard between parts), and then
    // the script's child ran on after it.
    await stopped();
    await stand.close();
  });

  it("stops its recognisers when it is stopped", { timeout: 60_000 }, async () => {
    const { stand, transcribing, stopped } = await midwayRecogniser("closing");
    await stand.close();
    expect(await transcribing).toBeInstanceOf(Error);
    await stopped();
  });

  it(
    "does not even measure a recording cancelled while it waited its turn",
    { timeout: 60_000 },
    async () => {
      const { stand } = await standInRecogniser("waiting", 1);
      // The engine's audio thread, which measures and decodes a recording (private to the engine).
      const opened = vi.spyOn((stand as unknown as { audio: AudioWorker }).audio, "openSpeech");
      const first = stand.transcribe({ path: await toneWav(5) }, { owner: "a" });
      await vi.waitFor(() => expect(opened).toHaveBeenCalledTimes(1));
      const cancel = new AbortController();
      const second = stand
        .transcribe({ path: await toneWav(5) }, { owner: "b", signal: cancel.signal })
        .catch((error: unknown) => error);
      cancel.abort();
      expect(await second).toMatchObject({ name: "AbortError" });
      await expect(first).resolves.toMatchObject({ text: "Words." });
      // Before: it was measured (decoded once, whole) when its turn came, then given up.
      expect(opened).toHaveBeenCalledTimes(1);
      await stand.close();
    },
  );

  it("recognises recordings for users in turn", { timeout: 120_000 }, async () => {
    // A recogniser that takes its time over each: the order is the engine's, whatever it runs.
    const { stand } = await standInRecogniser("turns", 0.3);
    const recording = await readFile((await firstRecording()).file);
    const finished: string[] = [];
    const jobs = [1, 2, 3].map((i) =>
      stand.transcribe(recording, { owner: "a" }).then(() => finished.push(`a${i}`)),
    );
    jobs.push(stand.transcribe(recording, { owner: "b" }).then(() => finished.push("b")));
    await Promise.all(jobs);
    await stand.close();
    // Before: first come, first served, so "b" came after all of "a"'s recordings.
    expect(finished.indexOf("b")).toBeLessThan(finished.indexOf("a3"));
  });
});
