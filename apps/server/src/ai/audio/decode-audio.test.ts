import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import decode from "audio-decode";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeRecording, firstRecording, RECORDING_FORMATS } from "../../test/speech-recordings";
import type { AudioInput } from "../capabilities";
import { AudioTooLongError } from "../engine-errors";
import { longMp3 } from "../test-support/recordings";
import { underLoad } from "../test-support/load-meter";
import { openAudio } from "./audio-bytes";
import { audioDurationSeconds, speechSamples } from "./decode-audio";
import { resample } from "./resample";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "decode-audio-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** The samples decoding in pieces hands on, put together. */
async function decodeForSpeech(audio: AudioInput, maxSeconds: number): Promise<Int16Array> {
  const source = await openAudio(audio);
  const pieces: Int16Array[] = [];
  for await (const piece of speechSamples(source, maxSeconds)) pieces.push(piece);
  await source.close();
  const samples = new Int16Array(pieces.reduce((n, piece) => n + piece.length, 0));
  let offset = 0;
  for (const piece of pieces) {
    samples.set(piece, offset);
    offset += piece.length;
  }
  return samples;
}

const durationOf = async (bytes: Uint8Array, maxSeconds: number) =>
  audioDurationSeconds(await openAudio(bytes), maxSeconds);

/** The whole file decoded at once, mixed down and resampled: what decoding in pieces must equal. */
async function wholeFile(bytes: Uint8Array): Promise<Int16Array> {
  const { channelData, sampleRate } = await decode(bytes);
  const length = Math.min(...channelData.map((c) => c.length));
  const mono = new Float32Array(length);
  for (const channel of channelData)
    for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channelData.length;
  const speech = resample(
    channelData.length === 1 ? (channelData[0] as Float32Array) : mono,
    sampleRate,
    16_000,
  );
  return Int16Array.from(speech, (v) => {
    const s = Math.max(-1, Math.min(1, v));
    return s < 0 ? s * 0x8000 : s * 0x7fff;
  });
}

describe("decoding recordings piece by piece", () => {
  it.each(Object.keys(RECORDING_FORMATS) as (keyof typeof RECORDING_FORMATS)[])(
    "gives exactly what decoding the whole %s file gives",
    async (format) => {
      const file = await encodeRecording((await firstRecording()).file, scratch, format);
      const bytes = new Uint8Array(await readFile(file));
      const samples = await decodeForSpeech(bytes, 900);
      const reference = await wholeFile(bytes);
      expect(samples.length).toBe(reference.length);
      expect(samples).toEqual(reference);
      // Read from its file a block at a time, it decodes the same.
      expect(await decodeForSpeech({ path: file }, 900)).toEqual(reference);
      expect(await durationOf(bytes, 900)).toBeCloseTo(7.1, 0);
    },
  );

  it("stops as soon as a compressed recording passes the limit, holding little of it", async () => {
    // 14 minutes of 44.1 kHz stereo: 6.7 MB of MP3, 300 MB as decoded samples.
    const mp3 = await longMp3(scratch, 14 * 60);
    const { result, rssGrowthMb } = await underLoad(() =>
      decodeForSpeech(mp3, 60).catch((error: unknown) => error),
    );
    expect(result).toEqual(new AudioTooLongError(60));
    expect(rssGrowthMb).toBeLessThan(100);
    await expect(durationOf(mp3, 60)).rejects.toThrow(AudioTooLongError);
    // A minute of it (30 copies, each a little over 2 s with the encoder's padding) is measured whole.
    const minute = await durationOf(mp3.subarray(0, mp3.length / 14), 120);
    expect(minute).toBeGreaterThan(59);
    expect(minute).toBeLessThan(64);
  });
});
