// Reads MP3 frame headers (MPEG-1/2/2.5 Layer III) to check audio independently of the encoder.
const BITRATES = {
  v1: [0, 32, 40, 48, 56, 64, 80, 96, 112, 128, 160, 192, 224, 256, 320],
  v2: [0, 8, 16, 24, 32, 40, 48, 56, 64, 80, 96, 112, 128, 144, 160],
};
const SAMPLE_RATES: Record<number, number[]> = {
  3: [44100, 48000, 32000],
  2: [22050, 24000, 16000],
  0: [11025, 12000, 8000],
};

export interface Mp3Info {
  frames: number;
  sampleRate: number;
  durationSeconds: number;
}

/** Walks the frames from the first byte; throws at anything that is not a Layer III frame. */
export function readMp3(bytes: Uint8Array): Mp3Info {
  let offset = 0;
  let frames = 0;
  let samples = 0;
  let sampleRate = 0;
  while (offset + 4 <= bytes.length) {
    const [b0, b1, b2] = [bytes[offset] ?? 0, bytes[offset + 1] ?? 0, bytes[offset + 2] ?? 0];
    if (b0 !== 0xff || (b1 & 0xe0) !== 0xe0) throw new Error(`no frame sync at byte ${offset}`);
    const version = (b1 >> 3) & 3; // 3: MPEG-1, 2: MPEG-2, 0: MPEG-2.5
    if (((b1 >> 1) & 3) !== 1) throw new Error(`not Layer III at byte ${offset}`);
    const bitrate = (version === 3 ? BITRATES.v1 : BITRATES.v2)[(b2 >> 4) & 15] ?? 0;
    const rate = SAMPLE_RATES[version]?.[(b2 >> 2) & 3];
    if (!bitrate || !rate) throw new Error(`bad frame header at byte ${offset}`);
    const perFrame = version === 3 ? 1152 : 576;
    const length = Math.floor(((perFrame / 8) * bitrate * 1000) / rate) + ((b2 >> 1) & 1);
    sampleRate = rate;
    samples += perFrame;
    frames++;
    offset += length;
  }
  return { frames, sampleRate, durationSeconds: sampleRate ? samples / sampleRate : 0 };
}
