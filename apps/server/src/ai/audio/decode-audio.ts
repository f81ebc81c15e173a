import decode from "audio-decode";
import { AudioTooLongError } from "../engine-errors";
import {
  inspectAudio,
  MAX_CHANNELS,
  MAX_SAMPLE_RATE,
  MIN_SAMPLE_RATE,
  SPEECH_SAMPLE_RATE,
  UnreadableAudioError,
  unsupportedChannels,
  unsupportedRate,
  type AudioFormat,
} from "./audio-format";
import { moovFirst } from "./mp4-boxes";
import { Resampler } from "./resample";

export { SPEECH_SAMPLE_RATE, UnreadableAudioError } from "./audio-format";
/**
 * Bytes handed to the decoder at a time. Compressed silence can stand for thousands of samples
 * a byte; in pieces this small no single step decodes more than a few tens of megabytes.
 */
const PIECE_BYTES = 4096;

export interface SpeechPcm {
  /** Signed 16-bit little-endian samples at 16 kHz, one channel. */
  samples: Int16Array;
  durationSeconds: number;
}

/**
 * Decodes a recording in any of the formats people send (WebM/Opus from browsers, Ogg, MP3,
 * M4A/AAC, WAV) in Node, mixes it to mono and resamples it to 16 kHz, a piece at a time: the
 * header is checked first (inspectAudio), and decoding stops as soon as the audio decoded so far
 * passes `maxSeconds`, so what is held never exceeds the 16 kHz result. CPU-heavy: the engines
 * run it in a worker thread (audio-worker.ts).
 */
export async function decodeForSpeech(bytes: Uint8Array, maxSeconds: number): Promise<SpeechPcm> {
  const format = inspectAudio(bytes, maxSeconds);
  let resampler: Resampler | undefined;
  const parts: Int16Array[] = [];
  await decodeInPieces(bytes, format, maxSeconds, (channels, sampleRate) => {
    resampler ??= new Resampler(sampleRate, SPEECH_SAMPLE_RATE);
    parts.push(toInt16(resampler.push(mixDown(channels))));
  });
  if (!resampler) throw new UnreadableAudioError();
  parts.push(toInt16(resampler.flush()));
  const samples = new Int16Array(parts.reduce((n, part) => n + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    samples.set(part, offset);
    offset += part.length;
  }
  const durationSeconds = samples.length / SPEECH_SAMPLE_RATE;
  if (durationSeconds > maxSeconds) throw new AudioTooLongError(maxSeconds);
  return { samples, durationSeconds };
}

/**
 * Length of a recording in seconds, counted as it decodes (nothing is kept); past `maxSeconds`
 * it stops with AudioTooLongError.
 */
export async function audioDurationSeconds(bytes: Uint8Array, maxSeconds: number): Promise<number> {
  const format = inspectAudio(bytes, maxSeconds);
  let frames = 0;
  let rate = 0;
  await decodeInPieces(bytes, format, maxSeconds, (channels, sampleRate) => {
    rate ||= sampleRate;
    frames += channels[0]?.length ?? 0;
  });
  if (!rate) throw new UnreadableAudioError();
  return frames / rate;
}

/**
 * Feeds the decoder piece by piece and hands on each piece's audio, after checking its rate and
 * channels and that the audio so far stays within `maxSeconds`.
 */
async function decodeInPieces(
  bytes: Uint8Array,
  format: AudioFormat,
  maxSeconds: number,
  onAudio: (channels: Float32Array[], sampleRate: number) => void,
): Promise<void> {
  let rate = 0;
  let frames = 0;
  const take = ({ channelData, sampleRate }: { channelData: Float32Array[]; sampleRate: number }) => {
    const channels = channelData.filter((channel) => channel.length > 0);
    if (channels.length === 0) return;
    if (channels.length > MAX_CHANNELS) throw unsupportedChannels(channels.length);
    if (!(sampleRate >= MIN_SAMPLE_RATE && sampleRate <= MAX_SAMPLE_RATE)) throw unsupportedRate(sampleRate);
    // A stream that changes rate midway is read at its first rate (as a whole-file decode would).
    rate ||= sampleRate;
    frames += Math.min(...channels.map((channel) => channel.length));
    if (frames / rate > maxSeconds) throw new AudioTooLongError(maxSeconds);
    onAudio(channels, rate);
  };
  const decoder = await decode[format]();
  try {
    for (const piece of pieces(bytes, format)) take(await decoder(piece));
    take(await decoder());
  } catch (error) {
    decoder.free();
    if (error instanceof AudioTooLongError || error instanceof UnreadableAudioError) throw error;
    throw new UnreadableAudioError();
  }
}

/**
 * The recording in decoder-sized pieces. An MP4's header (moov) goes in one piece, first: the
 * demuxer waits for all of it before it decodes anything, and a file that keeps it at the end
 * is rearranged so it does not have to hold every sample until then.
 */
function* pieces(bytes: Uint8Array, format: AudioFormat): Generator<Uint8Array> {
  let at = 0;
  if (format === "m4a") {
    bytes = moovFirst(bytes);
    at = headerEnd(bytes);
    if (at === 0) throw new UnreadableAudioError();
    yield bytes.subarray(0, at);
  }
  for (; at < bytes.length; at += PIECE_BYTES) yield bytes.subarray(at, at + PIECE_BYTES);
}

/** Where an MP4's moov box ends, when it comes before the samples. */
function headerEnd(bytes: Uint8Array): number {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  for (let at = 0; at + 8 <= bytes.length;) {
    const size = view.getUint32(at);
    const type = String.fromCharCode(...bytes.subarray(at + 4, at + 8));
    if (type === "mdat" || size < 8) return 0;
    if (type === "moov") return at + size;
    at += size;
  }
  return 0;
}

function mixDown(channels: Float32Array[]): Float32Array {
  const [only] = channels;
  if (only && channels.length === 1) return only;
  const length = Math.min(...channels.map((channel) => channel.length));
  const mono = new Float32Array(length);
  for (const channel of channels) {
    for (let i = 0; i < length; i++) mono[i] = (mono[i] ?? 0) + (channel[i] ?? 0) / channels.length;
  }
  return mono;
}

function toInt16(samples: Float32Array): Int16Array {
  const out = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++) {
    const s = Math.max(-1, Math.min(1, samples[i] ?? 0));
    out[i] = s < 0 ? s * 0x8000 : s * 0x7fff;
  }
  return out;
}
