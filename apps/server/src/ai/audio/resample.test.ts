import { describe, expect, it } from "vitest";
import { resample, Resampler } from "./resample";

function tone(hz: number, rate: number, seconds: number): Float32Array {
  return Float32Array.from({ length: Math.round(rate * seconds) }, (_, i) =>
    Math.sin((2 * Math.PI * hz * i) / rate),
  );
}

/** Root-mean-square level of the middle of a signal (away from the edges). */
function rms(signal: Float32Array): number {
  const middle = signal.subarray(Math.floor(signal.length / 4), Math.floor((3 * signal.length) / 4));
  return Math.sqrt(middle.reduce((sum, s) => sum + s * s, 0) / middle.length);
}

describe("resample", () => {
  it("keeps a speech-band tone's level and pitch going from 48 kHz to 16 kHz", () => {
    const out = resample(tone(1000, 48_000, 1), 48_000, 16_000);
    expect(out.length).toBe(16_000);
    expect(rms(out)).toBeCloseTo(Math.SQRT1_2, 2);
    // Same waveform as a 1 kHz tone made at 16 kHz.
    const reference = tone(1000, 16_000, 1);
    for (let i = 4000; i < 4100; i++) expect(out[i]).toBeCloseTo(reference[i] ?? 0, 2);
  });

  it("removes what the lower rate cannot carry instead of folding it into speech", () => {
    // 10 kHz is above 16 kHz's Nyquist frequency; naive decimation would turn it into a 6 kHz tone.
    const out = resample(tone(10_000, 48_000, 1), 48_000, 16_000);
    expect(rms(out)).toBeLessThan(0.01);
  });

  it("handles rates that do not divide (44.1 kHz) and upsampling (8 kHz)", () => {
    expect(rms(resample(tone(440, 44_100, 1), 44_100, 16_000))).toBeCloseTo(Math.SQRT1_2, 2);
    const up = resample(tone(440, 8_000, 1), 8_000, 16_000);
    expect(up.length).toBe(16_000);
    expect(rms(up)).toBeCloseTo(Math.SQRT1_2, 2);
  });

  it("gives exactly the same samples when fed a piece at a time", () => {
    const signal = tone(440, 44_100, 2);
    for (const [from, to] of [
      [44_100, 16_000],
      [8_000, 16_000],
      [16_000, 16_000],
    ] as const) {
      const whole = resample(signal, from, to);
      const resampler = new Resampler(from, to);
      const parts: Float32Array[] = [];
      for (let at = 0, size = 1; at < signal.length; at += size, size = (size * 7) % 5000 || 1)
        parts.push(resampler.push(signal.subarray(at, at + size)));
      parts.push(resampler.flush());
      const joined = new Float32Array(parts.reduce((n, p) => n + p.length, 0));
      parts.reduce((offset, part) => (joined.set(part, offset), offset + part.length), 0);
      expect(joined).toEqual(whole);
    }
  });
});
