import { execFile } from "node:child_process";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import { promisify } from "node:util";

/**
 * Human speech for transcription tests and the benchmark: LibriVox readings shipped in Debian's
 * pocketsphinx-testdata, with their reference transcripts.
 */
export const LIBRIVOX_DIR = "/usr/share/pocketsphinx/test/data/librivox";

export interface Recording {
  id: string;
  file: string;
  reference: string;
}

/** The first recording (7 s: "and mister john dashwood had then leisure to consider..."). */
export async function firstRecording(): Promise<Recording> {
  const [first] = await librivoxRecordings();
  if (!first) throw new Error(`No recordings in ${LIBRIVOX_DIR}: install pocketsphinx-testdata.`);
  return first;
}

export async function librivoxRecordings(): Promise<Recording[]> {
  const lines = (await readFile(path.join(LIBRIVOX_DIR, "transcription"), "utf8")).split("\n");
  return lines
    .map((line) => /^<s>\s*(.*?)\s*<\/s>\s*\((\S+)\)/.exec(line.trim()))
    .flatMap((match) => {
      const [, reference, id] = match ?? [];
      return reference && id ? [{ id, file: path.join(LIBRIVOX_DIR, `${id}.wav`), reference }] : [];
    });
}

/** A static ffmpeg build for this platform from the npm registry, used only to make test recordings. */
export function ffmpegPath(): string {
  return (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;
}

/** Encodes a recording as a browser or phone would send it. */
export const RECORDING_FORMATS = {
  "webm (opus, as Chrome records)": { ext: "webm", args: ["-ar", "48000", "-c:a", "libopus", "-b:a", "32k"] },
  "ogg (opus, as Firefox records)": { ext: "ogg", args: ["-ar", "48000", "-c:a", "libopus", "-b:a", "32k"] },
  "m4a (aac, as Safari and phones record)": {
    ext: "m4a",
    args: ["-ar", "44100", "-c:a", "aac", "-b:a", "64k"],
  },
  mp3: { ext: "mp3", args: ["-ar", "44100", "-c:a", "libmp3lame", "-b:a", "64k"] },
  "wav (44.1 kHz stereo)": { ext: "wav", args: ["-ar", "44100", "-ac", "2"] },
} as const;

export async function encodeRecording(
  input: string,
  outputDir: string,
  format: keyof typeof RECORDING_FORMATS,
): Promise<string> {
  const { ext, args } = RECORDING_FORMATS[format];
  const output = path.join(outputDir, `${path.basename(input, path.extname(input))}.${ext}`);
  await promisify(execFile)(ffmpegPath(), ["-v", "error", "-y", "-i", input, ...args, output]);
  return output;
}

/** The first recording said over and over for `seconds`, as a WAV file in `outputDir`: a long recording. */
export async function longRecording(outputDir: string, seconds: number): Promise<string> {
  const output = path.join(outputDir, `long-${seconds}s.wav`);
  const input = (await firstRecording()).file;
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-y",
    "-stream_loop",
    "-1",
    "-i",
    input,
    "-t",
    String(seconds),
    output,
  ]);
  return output;
}
