import decode from "audio-decode";
import { AudioTooLongError } from "../engine-errors";
import { piecesOf, type AudioBytes } from "./audio-bytes";
import {
  HEADER_BYTES,
  inspectAudio,
  MAX_CHANNELS,
  MAX_SAMPLE_RATE,
  MIN_SAMPLE_RATE,
  SPEECH_SAMPLE_RATE,
  UnreadableAudioError,
  unsupportedChannels,
  unsupportedRate,
} from "./audio-format";
import { mp4Pieces } from "./mp4-pieces";
import { Resampler } from "./resample";

export { SPEECH_SAMPLE_RATE, UnreadableAudioError } from "./audio-format";
/**
 * Bytes handed to the decoder at a time. Compressed silence can stand for thousands of samples
 * a byte; in pieces this small no single step decodes more than a few tens of megabytes.
 */
const PIECE_BYTES = 4096;

/**
 * Decodes a recording in any of the formats people send (WebM/Opus from browsers, Ogg, MP3,
 * M4A/AAC, WAV) in Node, mixes it to mono and resamples it to 16 kHz, a piece at a time, handing
 * on the samples of each piece as it goes: the header is checked first (inspectAudio), and
 * decoding stops as soon as the audio decoded so far passes `maxSeconds`. Nothing is held but
 * the piece at hand and what the resampler still needs. CPU-heavy: the engines run it in a
 * worker thread (audio-worker.ts).
 */
export async function* speechSamples(source: AudioBytes, maxSeconds: number): AsyncGenerator<Int16Array> {
  let resampler: Resampler | undefined;
  for await (const { channels, sampleRate } of decodedPieces(source, maxSeconds)) {
    resampler ??= new Resampler(sampleRate, SPEECH_SAMPLE_RATE);
    yield toInt16(resampler.push(mixDown(channels)));
  }
  if (!resampler) throw new UnreadableAudioError();
  yield toInt16(resampler.flush());
}

/**
 * Length of a recording in seconds, counted as it decodes (nothing is kept); past `maxSeconds`
 * it stops with AudioTooLongError.
 */
export async function audioDurationSeconds(source: AudioBytes, maxSeconds: number): Promise<number> {
  let frames = 0;
  let rate = 0;
  for await (const { channels, sampleRate } of decodedPieces(source, maxSeconds)) {
    rate ||= sampleRate;
    frames += channels[0]?.length ?? 0;
  }
  if (!rate) throw new UnreadableAudioError();
  return frames / rate;
}

interface DecodedPiece {
  channels: Float32Array[];
  sampleRate: number;
}

/**
 * Feeds the decoder piece by piece and hands on each piece's audio, after checking its rate and
 * channels and that the audio so far stays within `maxSeconds`.
 */
async function* decodedPieces(source: AudioBytes, maxSeconds: number): AsyncGenerator<DecodedPiece> {
  const head = await source.read(0, Math.min(source.size, HEADER_BYTES));
  const format = inspectAudio(head, maxSeconds, source.size);
  let rate = 0;
  let frames = 0;
  const checked = ({ channelData, sampleRate }: { channelData: Float32Array[]; sampleRate: number }) => {
    const channels = channelData.filter((channel) => channel.length > 0);
    if (channels.length === 0) return undefined;
    if (channels.length > MAX_CHANNELS) throw unsupportedChannels(channels.length);
    if (!(sampleRate >= MIN_SAMPLE_RATE && sampleRate <= MAX_SAMPLE_RATE)) throw unsupportedRate(sampleRate);
    // A stream that changes rate midway is read at its first rate (as a whole-file decode would).
    rate ||= sampleRate;
    frames += Math.min(...channels.map((channel) => channel.length));
    if (frames / rate > maxSeconds) throw new AudioTooLongError(maxSeconds);
    return { channels, sampleRate: rate };
  };
  const decoder = await decode[format]();
  /** The decoder's own failures say only that the recording cannot be read. */
  const decoded = async (piece?: Uint8Array) => {
    try {
      return checked(await decoder(piece));
    } catch (error) {
      if (error instanceof AudioTooLongError || error instanceof UnreadableAudioError) throw error;
      throw new UnreadableAudioError();
    }
  };
  try {
    const pieces =
      format === "m4a" ? mp4Pieces(source, PIECE_BYTES, maxSeconds) : piecesOf(source, PIECE_BYTES);
    for await (const piece of pieces) {
      const audio = await decoded(piece);
      if (audio) yield audio;
    }
    const last = await decoded();
    if (last) yield last;
  } finally {
    // Stopped early (an error, or the reader gave up): the decoder's memory goes now, not at GC.
    decoder.free();
  }
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
