import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm, writeFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import type { Browser } from "@playwright/test";

/** LibriVox readings shipped with Debian's pocketsphinx-testdata (npm test installs it). */
export const LIBRIVOX = "/usr/share/pocketsphinx/test/data/librivox";
/** "and mister john dashwood had then leisure to consider...", 7 seconds. */
export const FIRST_READING = path.join(LIBRIVOX, "sense_and_sensibility_01_austen_64kb-0870.wav");

const ffmpeg = () => (createRequire(import.meta.url)("@ffmpeg-installer/ffmpeg") as { path: string }).path;

/** A PNG of typed notes, as a clean phone photo of a printed page would read. */
export async function photoOfNotes(browser: Browser, text: string): Promise<Buffer> {
  const page = await browser.newPage({ viewport: { width: 900, height: 200 } });
  try {
    await page.setContent(
      `<body style="margin:32px;background:#fff;color:#111;font:26px/1.5 'Liberation Serif',serif">${text}</body>`,
    );
    return await page.screenshot({ fullPage: true });
  } finally {
    await page.close();
  }
}

/** Runs ffmpeg on temporary files: `args` names the input `in.wav` and writes `out.<ext>`. */
async function encode(input: Buffer, ext: string, args: string[]): Promise<Buffer> {
  const dir = await mkdtemp(path.join(tmpdir(), "study-well-media-"));
  try {
    await writeFile(path.join(dir, "in.wav"), input);
    await promisify(execFile)(ffmpeg(), ["-v", "error", "-y", ...args, path.join(dir, `out.${ext}`)], {
      cwd: dir,
    });
    return await readFile(path.join(dir, `out.${ext}`));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

/** The reading as Chrome's MediaRecorder records: WebM with Opus at 48 kHz. */
export async function webmRecording(): Promise<Buffer> {
  return encode(await readFile(FIRST_READING), "webm", ["-i", "in.wav", "-ar", "48000", "-c:a", "libopus"]);
}

/** A long recording (the reading looped for `seconds`): slow enough to cancel while it is processed. */
export async function longRecording(seconds: number): Promise<Buffer> {
  return encode(await readFile(FIRST_READING), "wav", [
    "-stream_loop",
    "-1",
    "-i",
    "in.wav",
    "-t",
    String(seconds),
  ]);
}
