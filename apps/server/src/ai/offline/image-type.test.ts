import { execFile } from "node:child_process";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ffmpegPath } from "../../test/speech-recordings";
import { imageSize, imageType } from "./image-type";

let scratch: string;
beforeAll(async () => {
  scratch = await mkdtemp(path.join(tmpdir(), "image-size-"));
});
afterAll(() => rm(scratch, { recursive: true, force: true }));

/** A 320 × 122 picture (white, or half-transparent white) written by ffmpeg in the given form. */
async function picture(file: string, ...codec: string[]): Promise<Uint8Array> {
  const out = path.join(scratch, file);
  const alpha = codec.includes("libwebp") && file.startsWith("alpha");
  const source = alpha ? "color=c=white@0.5:s=320x122,format=yuva420p" : "color=c=white:s=320x122";
  await promisify(execFile)(ffmpegPath(), [
    "-v",
    "error",
    "-y",
    "-f",
    "lavfi",
    "-i",
    source,
    "-frames:v",
    "1",
    ...codec,
    out,
  ]);
  return new Uint8Array(await readFile(out));
}

/** A PNG's first 33 bytes (signature and IHDR) declaring any size: all a size check needs. */
function pngHeader(width: number, height: number): Uint8Array {
  const bytes = new Uint8Array(33);
  bytes.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
  const view = new DataView(bytes.buffer);
  view.setUint32(16, width);
  view.setUint32(20, height);
  bytes.set([8, 0, 0, 0, 0], 24);
  return bytes;
}

describe("image size from the header", () => {
  it.each([
    ["png", "p.png"],
    ["jpeg", "j.jpg"],
    ["webp", "lossy.webp"],
    ["gif", "g.gif"],
    ["bmp", "b.bmp"],
  ] as const)("reads a %s picture's size without decoding it", async (type, file) => {
    const bytes = await picture(file);
    expect(imageType(bytes)).toBe(type);
    expect(imageSize(bytes)).toEqual({ width: 320, height: 122 });
  });

  it("reads lossless and extended WebP", async () => {
    expect(imageSize(await picture("lossless.webp", "-c:v", "libwebp", "-lossless", "1"))).toEqual({
      width: 320,
      height: 122,
    });
    const alpha = await picture("alpha.webp", "-c:v", "libwebp");
    expect(new TextDecoder().decode(alpha.subarray(12, 16))).toBe("VP8X");
    expect(imageSize(alpha)).toEqual({ width: 320, height: 122 });
  });

  it("reads the size a small file declares, however large", () => {
    expect(imageSize(pngHeader(16_000, 16_000))).toEqual({ width: 16_000, height: 16_000 });
  });

  it("says nothing for a header cut short", () => {
    expect(imageSize(pngHeader(10, 10).subarray(0, 20))).toBeUndefined();
    expect(imageSize(new Uint8Array([0xff, 0xd8, 0xff, 0xe0, 0, 16]))).toBeUndefined();
    expect(imageSize(new TextEncoder().encode("GIF89a"))).toBeUndefined();
    expect(imageSize(new TextEncoder().encode("not an image"))).toBeUndefined();
  });
});
