import { AudioTooLongError } from "../engine-errors";
import { boxesIn, declaredSeconds } from "./mp4-boxes";
import { AppError, catalogued } from "../../http/app-error";

/** What speech recognisers take: 16 kHz, one channel, 16-bit samples. */
export const SPEECH_SAMPLE_RATE = 16_000;

/** How much of the start of a file holds the headers inspectAudio reads (an ID3 tag's cover picture included). */
export const HEADER_BYTES = 1024 * 1024;

/** Sample rates a recording may have: telephone to studio quality. */
export const MIN_SAMPLE_RATE = 8_000;
export const MAX_SAMPLE_RATE = 192_000;
export const MAX_CHANNELS = 8;

export const UNREADABLE_AUDIO =
  "The recording could not be read. Use WebM or Ogg (Opus), MP3, M4A (AAC) or WAV audio.";

export class UnreadableAudioError extends AppError {
  constructor(message = UNREADABLE_AUDIO) {
    super(...catalogued("ai/unreadable-audio", message));
    this.name = "UnreadableAudioError";
  }
}

/**
 * The formats taken, the ones browsers, phones and uploads bring (named as audio-decode names
 * its decoders): WAV, MP3, AAC (ADTS), MP4/M4A, Ogg Opus, Ogg Vorbis, WebM/Matroska.
 */
export type AudioFormat = "wav" | "mp3" | "aac" | "m4a" | "opus" | "oga" | "webm";

/** The format, told by the first bytes (as audio-type tells them, for the formats taken). */
export function audioFormat(bytes: Uint8Array): AudioFormat | undefined {
  const at = (offset: number, tag: string) =>
    new TextEncoder().encode(tag).every((byte, i) => bytes[offset + i] === byte);
  if (at(0, "RIFF") && at(8, "WAVE")) return "wav";
  const mpeg = (b: Uint8Array) => {
    if (b[0] !== 0xff || ((b[1] ?? 0) & 0xe0) !== 0xe0) return undefined;
    // Layer bits 00 are AAC's ADTS; anything else is MPEG audio.
    return ((b[1] ?? 0) & 0x06) === 0 ? (((b[1] ?? 0) & 0xf0) === 0xf0 ? "aac" : undefined) : "mp3";
  };
  const framed = mpeg(bytes);
  if (framed) return framed;
  if (at(4, "ftyp")) return "m4a";
  if (at(0, "OggS")) {
    if (at(28, "OpusHead")) return "opus";
    if (bytes[28] === 0x01 && at(29, "vorbis")) return "oga";
    return undefined;
  }
  if (bytes[0] === 0x1a && bytes[1] === 0x45 && bytes[2] === 0xdf && bytes[3] === 0xa3) return "webm";
  if (at(0, "ID3") && bytes.length >= 10) {
    // An ID3v2 tag (synchsafe size) in front of MPEG or ADTS frames.
    const size =
      (((bytes[6] ?? 0) & 0x7f) << 21) |
      (((bytes[7] ?? 0) & 0x7f) << 14) |
      (((bytes[8] ?? 0) & 0x7f) << 7) |
      ((bytes[9] ?? 0) & 0x7f);
    const end = 10 + size + ((bytes[5] ?? 0) & 0x10 ? 10 : 0);
    return end < bytes.length ? mpeg(bytes.subarray(end)) : undefined;
  }
  return undefined;
}

const n = (value: number) => value.toLocaleString("en-US");

export function unsupportedRate(rate: number): UnreadableAudioError {
  return new UnreadableAudioError(
    `The recording's sample rate (${n(rate)} Hz) is not supported: use ${n(MIN_SAMPLE_RATE)} to ${n(MAX_SAMPLE_RATE)} Hz.`,
  );
}

export function unsupportedChannels(channels: number): UnreadableAudioError {
  // (a header that says no channel at all describes no sound: QA)
  return channels < 1
    ? new UnreadableAudioError("The recording's header says it has no sound channel: it is damaged.")
    : new UnreadableAudioError(
        `The recording has ${n(channels)} channels: at most ${MAX_CHANNELS} are supported.`,
      );
}

/**
 * What a recording's header says, checked before anything is decoded: the format must be one
 * taken; a WAV file's sample rate, channels and length (its data size over its frame size) are
 * read and checked against the limits; an MP4's declared length and an Ogg Opus stream's
 * channels likewise. Cheap (it reads headers only); throws UnreadableAudioError or
 * AudioTooLongError. Compressed audio that declares nothing is held to the same limits as it
 * decodes (decode-audio.ts). `bytes` may be the start of a file of `size` bytes (HEADER_BYTES
 * of it): an MP4 whose header comes after its samples is checked as it is read (decode-audio.ts).
 */
export function inspectAudio(bytes: Uint8Array, maxSeconds: number, size = bytes.length): AudioFormat {
  const format = audioFormat(bytes);
  if (!format) throw new UnreadableAudioError();
  if (format === "wav") checkWav(bytes, maxSeconds, size);
  if (format === "m4a") checkMp4(bytes, maxSeconds);
  if (format === "opus") {
    // OpusHead is the first packet, at byte 28 of the first page: its channel count at 9.
    const channels = bytes[37] ?? 0;
    if (channels < 1 || channels > MAX_CHANNELS) throw unsupportedChannels(channels);
  }
  return format;
}

/** WAVE format tags the decoder reads: PCM, IEEE float, A-law, µ-law, MS and IMA ADPCM. */
const WAV_CODECS = new Map([
  [1, "pcm"],
  [3, "float"],
  [6, "alaw"],
  [7, "ulaw"],
  [2, "adpcm"],
  [0x11, "adpcm"],
]);

function checkWav(bytes: Uint8Array, maxSeconds: number, size: number): void {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const tag = (at: number) => String.fromCharCode(...bytes.subarray(at, at + 4));
  let fmt: { codec: string; channels: number; rate: number; blockAlign: number; bits: number } | undefined;
  let samplesPerBlock = 0;
  let at = 12;
  for (let chunks = 0; at + 8 <= bytes.length && chunks < 1000; chunks++) {
    const type = tag(at);
    const chunkSize = view.getUint32(at + 4, true);
    const body = at + 8;
    if (type === "fmt ") {
      if (body + 16 > bytes.length) break;
      let formatTag = view.getUint16(body, true);
      // WAVE_FORMAT_EXTENSIBLE: the real format is the start of the SubFormat GUID.
      if (formatTag === 0xfffe && body + 26 <= bytes.length) formatTag = view.getUint16(body + 24, true);
      const codec = WAV_CODECS.get(formatTag);
      if (!codec)
        throw new UnreadableAudioError(
          `This WAV encoding (format 0x${formatTag.toString(16)}) is not supported.`,
        );
      fmt = {
        codec,
        channels: view.getUint16(body + 2, true),
        rate: view.getUint32(body + 4, true),
        blockAlign: view.getUint16(body + 12, true),
        bits: view.getUint16(body + 14, true),
      };
      if (codec === "adpcm" && chunkSize >= 20 && body + 20 <= bytes.length)
        samplesPerBlock = view.getUint16(body + 18, true);
    } else if (type === "data") {
      if (!fmt) break;
      const { codec, channels, rate, blockAlign, bits } = fmt;
      if (channels < 1 || channels > MAX_CHANNELS) throw unsupportedChannels(channels);
      if (rate < MIN_SAMPLE_RATE || rate > MAX_SAMPLE_RATE) throw unsupportedRate(rate);
      // 0 and 0xFFFFFFFF stand for "to the end" in recordings written as a stream.
      const available = size - body;
      const dataBytes =
        chunkSize === 0 || chunkSize === 0xffffffff ? available : Math.min(chunkSize, available);
      let frames: number;
      if (codec === "adpcm") {
        if (blockAlign < 4 * channels) throw new UnreadableAudioError();
        // What the decoder assumes when the header does not say (IMA: 4-bit samples after a 4-byte preamble per channel).
        const perBlock = samplesPerBlock || Math.floor(((blockAlign - 4 * channels) * 2) / channels) + 1;
        frames = Math.ceil(dataBytes / blockAlign) * perBlock;
      } else {
        const widths = codec === "float" ? [32, 64] : codec === "pcm" ? [8, 16, 24, 32] : [8];
        if (!widths.includes(bits) || blockAlign !== channels * (bits / 8)) throw new UnreadableAudioError();
        frames = Math.floor(dataBytes / blockAlign);
      }
      if (frames / rate > maxSeconds) throw new AudioTooLongError(maxSeconds);
      return;
    }
    at = body + chunkSize + (chunkSize % 2);
  }
  throw new UnreadableAudioError();
}

function checkMp4(bytes: Uint8Array, maxSeconds: number): void {
  const moov = boxesIn(bytes)?.find((box) => box.type === "moov");
  if (!moov) return; // the decoder will say it cannot read it
  const seconds = declaredSeconds(bytes, moov);
  if (seconds !== undefined && seconds > maxSeconds) throw new AudioTooLongError(maxSeconds);
}
