import decode from "audio-decode";
import { resample } from "./resample";

/** What speech recognisers take: 16 kHz, one channel, 16-bit samples. */
export const SPEECH_SAMPLE_RATE = 16_000;

export class UnreadableAudioError extends Error {
  constructor(
    message = "The recording could not be read. Use WebM or Ogg (Opus), MP3, M4A (AAC) or WAV audio.",
  ) {
    super(message);
    this.name = "UnreadableAudioError";
  }
}

export interface SpeechPcm {
  /** Signed 16-bit little-endian samples at 16 kHz, one channel. */
  samples: Int16Array;
  durationSeconds: number;
}

/**
 * Decodes a recording in any of the formats people send (WebM/Opus from browsers, Ogg, MP3,
 * M4A/AAC, WAV) in Node, mixes it to mono and resamples it to 16 kHz.
 */
export async function decodeForSpeech(bytes: Uint8Array): Promise<SpeechPcm> {
  let decoded: { channelData: Float32Array[]; sampleRate: number };
  try {
    decoded = await decode(bytes);
  } catch {
    throw new UnreadableAudioError();
  }
  const channels = decoded.channelData.filter((channel) => channel.length > 0);
  if (channels.length === 0 || !(decoded.sampleRate > 0)) throw new UnreadableAudioError();
  const mono = mixDown(channels);
  const speech = resample(mono, decoded.sampleRate, SPEECH_SAMPLE_RATE);
  return { samples: toInt16(speech), durationSeconds: speech.length / SPEECH_SAMPLE_RATE };
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

/** Length of a recording in seconds, from its decoded samples. */
export async function audioDurationSeconds(bytes: Uint8Array): Promise<number> {
  try {
    const { channelData, sampleRate } = await decode(bytes);
    return (channelData[0]?.length ?? 0) / sampleRate;
  } catch {
    throw new UnreadableAudioError();
  }
}
