import { rm, stat } from "node:fs/promises";
import { setTimeout as sleep } from "node:timers/promises";
import { describe, expect, it } from "vitest";
import { wav } from "../../test/wav";
import { AudioTooLongError } from "../engine-errors";
import { AudioWorker } from "./audio-worker";

/** `seconds` of a 440 Hz tone at 8 kHz. */
const tone = (seconds: number) =>
  wav(
    new Float32Array(seconds * 8_000).map((_, i) => 0.5 * Math.sin((2 * Math.PI * 440 * i) / 8_000)),
    8_000,
  );

describe("the audio thread", () => {
  it("hands out a recording a part at a time, keeping it open while the recogniser works", async () => {
    const audio = new AudioWorker({ idleStopMs: 100 });
    const speech = await audio.openSpeech(tone(150), { maxSeconds: 900, segmentSeconds: 60 });
    expect(speech.durationSeconds).toBeCloseTo(150, 3);
    const sizes: number[] = [];
    for (let part = await speech.next(); part; part = await speech.next()) {
      sizes.push((await stat(part.file)).size);
      expect(part.seconds).toBe((await stat(part.file)).size / 2 / 16_000);
      await rm(part.file);
      // Longer than the thread's idle time, as each part's recognition is.
      await sleep(250);
    }
    await speech.close();
    // Three parts of at most a minute, 16-bit samples at 16 kHz.
    expect(sizes.map((size) => size <= 60 * 16_000 * 2)).toEqual([true, true, true]);
    expect(sizes.reduce((n, size) => n + size, 0)).toBe(150 * 16_000 * 2);
    await audio.close();
  });

  it("stops its thread once idle, giving back its memory, and starts it again when needed", async () => {
    const audio = new AudioWorker({ idleStopMs: 100 });
    expect(await audio.durationSeconds(tone(5), 900)).toBeCloseTo(5, 3);
    expect(audio.running).toBe(true);
    await sleep(400);
    expect(audio.running).toBe(false);
    expect(await audio.durationSeconds(tone(5), 900)).toBeCloseTo(5, 3);
    await audio.close();
  });

  it("refuses a recording longer than the limit when it is opened, before any part", async () => {
    const audio = new AudioWorker();
    await expect(audio.openSpeech(tone(70), { maxSeconds: 60, segmentSeconds: 30 })).rejects.toThrow(
      new AudioTooLongError(60),
    );
    await audio.close();
  });
});
