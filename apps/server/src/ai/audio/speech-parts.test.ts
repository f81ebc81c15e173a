import { mkdtemp, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { longMp3 } from "../test-support/recordings";
import { openAudio, type AudioBytes } from "./audio-bytes";
import { HEADER_BYTES, SPEECH_SAMPLE_RATE } from "./audio-format";
import { PauseCutter, SEGMENT_SECONDS, speechParts, speechSegments } from "./speech-parts";

const rate = SPEECH_SAMPLE_RATE;
let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "speech-parts-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** `seconds` of a loud square wave with half-second pauses at `pauses` (seconds). */
function speechWithPauses(seconds: number, pauses: number[]): Int16Array {
  const samples = new Int16Array(seconds * rate).map((_, i) => (i % 40 < 20 ? 8000 : -8000));
  for (const at of pauses) samples.fill(0, at * rate, at * rate + rate / 2);
  return samples;
}

const bytesOf = (samples: Int16Array) => Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength);

/** A source that notes how much is read, and the largest single read. */
function counted(source: AudioBytes) {
  const reads = { total: 0, largest: 0, afterHeader: 0 };
  const wrapped: AudioBytes = {
    size: source.size,
    read: async (start, end) => {
      const bytes = await source.read(start, end);
      reads.total += bytes.length;
      reads.largest = Math.max(reads.largest, bytes.length);
      if (reads.total > bytes.length) reads.afterHeader = Math.max(reads.afterHeader, bytes.length);
      return bytes;
    },
    close: () => source.close(),
  };
  return { source: wrapped, reads };
}

describe("cutting speech into parts", () => {
  it("cuts a long recording into parts at its pauses", () => {
    const samples = speechWithPauses(200, [80, 170]);
    const parts = speechSegments(samples);
    expect(parts.map((p) => p.length / rate).every((s) => s <= SEGMENT_SECONDS)).toBe(true);
    expect(parts.length).toBe(3);
    const cuts = [parts[0]?.length ?? 0, (parts[0]?.length ?? 0) + (parts[1]?.length ?? 0)];
    expect(cuts[0]).toBeGreaterThanOrEqual(80 * rate);
    expect(cuts[0]).toBeLessThanOrEqual(80 * rate + rate / 2);
    expect(cuts[1]).toBeGreaterThanOrEqual(170 * rate);
    expect(cuts[1]).toBeLessThanOrEqual(170 * rate + rate / 2);
    expect(parts.reduce((n, p) => n + p.length, 0)).toBe(samples.length);
    expect(speechSegments(samples.subarray(0, 60 * rate))).toHaveLength(1);
  });

  it("cuts the same parts when the samples arrive piece by piece as when they come whole", () => {
    const samples = speechWithPauses(400, [80, 170, 230, 333]);
    const cutter = new PauseCutter();
    const parts: Int16Array[] = [];
    // Pieces of uneven sizes, as a decoder hands them out (up to several seconds each).
    for (let at = 0, i = 0; at < samples.length; i++) {
      const length = ((i * 7919) % (5 * rate)) + 1;
      parts.push(...cutter.push(samples.slice(at, at + length)));
      at += length;
    }
    const last = cutter.flush();
    if (last) parts.push(last);
    const whole = speechSegments(samples);
    expect(parts.map((part) => part.length)).toEqual(whole.map((part) => part.length));
    expect(parts.every((part, i) => bytesOf(part).equals(bytesOf(whole[i] ?? new Int16Array(0))))).toBe(true);
    expect(parts.length).toBe(5);
  });

  it("hands on each part of a long recording as soon as it is decoded, reading its file a block at a time", async () => {
    // 20 minutes of MP3 (9.6 MB) in a file: 1,200 s of samples would be 38 MB at 16 kHz.
    const file = path.join(scratch, "long.mp3");
    await writeFile(file, await longMp3(scratch, 20 * 60));
    const { source, reads } = counted(await openAudio({ path: file }));
    const readAtEachPart: number[] = [];
    let seconds = 0;
    for await (const part of speechParts(source, 3600)) {
      readAtEachPart.push(reads.total);
      expect(part.length).toBeLessThanOrEqual(SEGMENT_SECONDS * rate);
      seconds += part.length / rate;
    }
    await source.close();
    expect(seconds).toBeGreaterThan(1199);
    // A tone has no pauses: each cut falls somewhere in a part's last sixth.
    expect(readAtEachPart.length).toBeGreaterThanOrEqual(Math.ceil(1200 / SEGMENT_SECONDS));
    expect(readAtEachPart.length).toBeLessThanOrEqual(Math.ceil(1200 / ((SEGMENT_SECONDS * 5) / 6)));
    // Before: the whole file was read, and decoded to the end, before the first part was cut.
    expect(readAtEachPart[0]).toBeLessThan(source.size / 4);
    // Each later part needs little more than its own share of the file.
    const share = source.size / readAtEachPart.length;
    for (let i = 1; i < readAtEachPart.length; i++)
      expect((readAtEachPart[i] ?? 0) - (readAtEachPart[i - 1] ?? 0)).toBeLessThan(1.5 * share);
    // The header is read once; the rest a block of 64 KB at a time.
    expect(reads.largest).toBeLessThanOrEqual(HEADER_BYTES);
    expect(reads.afterHeader).toBeLessThanOrEqual(64 * 1024);
  });
});
