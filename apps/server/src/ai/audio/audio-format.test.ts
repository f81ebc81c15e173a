import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { encodeRecording, firstRecording, RECORDING_FORMATS } from "../../test/speech-recordings";
import { AudioTooLongError } from "../engine-errors";
import { wavDeclaring } from "../test-support/recordings";
import { audioFormat, inspectAudio, UnreadableAudioError } from "./audio-format";
import { openAudio } from "./audio-bytes";
import { boxesIn } from "./mp4-boxes";
import { mp4Pieces } from "./mp4-pieces";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "audio-format-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

describe("recording headers, checked before decoding", () => {
  it("refuses sample rates no microphone records at, saying which rates are taken", () => {
    for (const rate of [200_000_000, 4_000_000_000, 250, 0]) {
      const refuse = () => inspectAudio(wavDeclaring({ rate }, 1000), 900);
      expect(refuse).toThrow(UnreadableAudioError);
      expect(refuse).toThrow(
        `The recording's sample rate (${rate.toLocaleString("en-US")} Hz) is not supported: use 8,000 to 192,000 Hz.`,
      );
    }
    expect(inspectAudio(wavDeclaring({ rate: 8_000 }, 1000), 900)).toBe("wav");
    expect(inspectAudio(wavDeclaring({ rate: 192_000 }, 1000), 900)).toBe("wav");
  });

  it("refuses more than 8 channels, and frame sizes that do not fit the samples", () => {
    expect(() => inspectAudio(wavDeclaring({ rate: 16_000, channels: 9 }, 1800), 900)).toThrow(
      "The recording has 9 channels: at most 8 are supported.",
    );
    // A header that says none is damaged, not "0 channels: at most 8" (QA).
    expect(() => inspectAudio(wavDeclaring({ rate: 16_000, channels: 0 }, 1800), 900)).toThrow(
      "The recording's header says it has no sound channel: it is damaged.",
    );
    expect(() => inspectAudio(wavDeclaring({ rate: 16_000, channels: 8, blockAlign: 1 }, 1000), 900)).toThrow(
      UnreadableAudioError,
    );
    expect(() => inspectAudio(wavDeclaring({ rate: 16_000, bits: 12 }, 1000), 900)).toThrow(
      UnreadableAudioError,
    );
  });

  it("refuses a WAV file longer than the limit from its header alone", () => {
    // 16 minutes at 8 kHz, 8-bit: 7.7 MB, within the upload limit.
    const long = wavDeclaring({ rate: 8_000, bits: 8 }, 8_000 * 60 * 16);
    expect(() => inspectAudio(long, 15 * 60)).toThrow(new AudioTooLongError(15 * 60));
    expect(inspectAudio(long, 20 * 60)).toBe("wav");
    // A header that declares more data than the file holds is measured by what it holds.
    const liar = wavDeclaring({ rate: 8_000 }, 16_000);
    new DataView(liar.buffer).setUint32(40, 0xfffffff0, true);
    expect(inspectAudio(liar, 60)).toBe("wav");
  });

  it("tells the formats browsers and phones record, and nothing else", async () => {
    const recording = await firstRecording();
    const expected = { webm: "webm", ogg: "opus", m4a: "m4a", mp3: "mp3", wav: "wav" } as const;
    for (const format of Object.keys(RECORDING_FORMATS) as (keyof typeof RECORDING_FORMATS)[]) {
      const file = await encodeRecording(recording.file, scratch, format);
      const ext = RECORDING_FORMATS[format].ext;
      expect(audioFormat(new Uint8Array(await readFile(file)))).toBe(expected[ext]);
    }
    expect(audioFormat(new TextEncoder().encode("fLaC and more"))).toBeUndefined();
    expect(() => inspectAudio(new TextEncoder().encode("not audio at all"), 900)).toThrow(
      UnreadableAudioError,
    );
  });

  it("reads an MP4's header in front of its samples, so it can be decoded piece by piece", async () => {
    const file = await encodeRecording(
      (await firstRecording()).file,
      scratch,
      "m4a (aac, as Safari and phones record)",
    );
    const order = (bytes: Uint8Array) => (boxesIn(bytes) ?? []).map((box) => box.type);
    const inPieces = async (bytes: Uint8Array) => {
      const pieces: Uint8Array[] = [];
      for await (const piece of mp4Pieces(await openAudio(bytes), 4096, 900)) pieces.push(piece);
      return pieces;
    };
    const m4a = new Uint8Array(await readFile(file));
    // ffmpeg, like most phones, writes the header last.
    expect(order(m4a).indexOf("moov")).toBeGreaterThan(order(m4a).indexOf("mdat"));
    const pieces = await inPieces(m4a);
    const moved = Buffer.concat(pieces);
    expect(moved.length).toBe(m4a.length);
    expect(order(moved).indexOf("moov")).toBeLessThan(order(moved).indexOf("mdat"));
    // The header comes whole in the first piece; the samples follow in small pieces.
    const moov = boxesIn(moved)?.find((box) => box.type === "moov");
    expect(pieces[0]?.length).toBe((moov?.start ?? 0) + (moov?.size ?? 0));
    expect(Math.max(...pieces.slice(1).map((piece) => piece.length))).toBe(4096);
    // A file already laid out so is read as it is.
    expect(Buffer.concat(await inPieces(moved)).equals(moved)).toBe(true);
    // Its declared length is checked before any sample is read.
    await expect(mp4Pieces(await openAudio(m4a), 4096, 5).next()).rejects.toThrow(new AudioTooLongError(5));
  });
});
