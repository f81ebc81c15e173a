import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { AI_TEXTS } from "@study-well/shared";
import { UnreadableAudioError } from "../audio/decode-audio";
import { AudioTooLongError, EmptyTranscriptionError, EngineUnavailableError } from "../engine-errors";
import { wordErrorRate } from "../word-error-rate";
import {
  encodeRecording,
  firstRecording,
  librivoxRecordings,
  RECORDING_FORMATS,
  type Recording,
} from "../../test/speech-recordings";
import { wav } from "../../test/wav";
import { OfflineTranscriptionEngine, POCKETSPHINX_MISSING } from "./offline-transcription.engine";

const engine = new OfflineTranscriptionEngine();
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
