import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import path from "node:path";
import { promisify } from "node:util";
import { ffmpegPath } from "../../test/speech-recordings";
import { wav } from "../../test/wav";

/** For tests: a WAV file whose header says whatever it is told, followed by `dataBytes` of silence. */
export function wavDeclaring(
  {
    rate,
    channels = 1,
    bits = 16,
    blockAlign = channels * (bits / 8),
  }: { rate: number; channels?: number; bits?: number; blockAlign?: number },
  dataBytes: number,
): Uint8Array {
  const out = new Uint8Array(44 + dataBytes);
  out.set(wav(new Float32Array(0), 16_000).subarray(0, 44));
  const view = new DataView(out.buffer);
  view.setUint32(4, 36 + dataBytes, true);
  view.setUint16(22, channels, true);
  view.setUint32(24, rate, true);
  view.setUint32(28, rate * blockAlign, true);
  view.setUint16(32, blockAlign, true);
  view.setUint16(34, bits, true);
  view.setUint32(40, dataBytes, true);
  return out;
}

/**
 * For tests: a long MP3 made cheaply, two seconds of a 44.1 kHz stereo tone encoded once (no
 * tags, no Xing header) and repeated; MP3 frames stand alone, so it plays as one recording.
 */
export async function longMp3(folder: string, seconds: number): Promise<Uint8Array> {
  const file = path.join(folder, "two-seconds.mp3");
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    "sine=frequency=440:sample_rate=44100:duration=2",
    "-ac",
    "2",
    "-c:a",
    "libmp3lame",
    "-b:a",
    "64k",
    "-write_xing",
    "0",
    "-id3v2_version",
    "0",
    "-write_id3v1",
    "0",
    file,
  ]);
  const piece = new Uint8Array(await readFile(file));
  const copies = Math.ceil(seconds / 2);
  const out = new Uint8Array(piece.length * copies);
  for (let i = 0; i < copies; i++) out.set(piece, i * piece.length);
  return out;
}
