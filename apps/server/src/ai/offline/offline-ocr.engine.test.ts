import { deflateSync, crc32 } from "node:zlib";
import type { Worker } from "tesseract.js";
import { afterAll, describe, expect, it, vi } from "vitest";
import { characterAccuracy, closeRenderer, renderText } from "../../test/render-text";
import { ImageTooLargeError } from "../engine-errors";
import { underLoad } from "../test-support/load-meter";
import { NO_TEXT_DETECTED, OfflineOcrEngine, reflow, UnreadableImageError } from "./offline-ocr.engine";

const engine = new OfflineOcrEngine();
afterAll(async () => {
  await engine.close();
  await closeRenderer();
});

const NOTES = [
  "Mitochondria make most of the energy a cell needs.",
  "They have an inner and an outer membrane; the inner one folds into cristae.",
  "Respiration: glucose + oxygen -> carbon dioxide + water + ATP (about 30 molecules).",
].join("\n");

const PAGE = Array.from(
  { length: 8 },
  (_, i) =>
    `${i + 1}. The Calvin cycle uses ATP and NADPH from the light reactions to fix carbon dioxide into sugar in the stroma.`,
).join("\n");

describe("offline OCR", () => {
  it("reads a photo of notes with at least 98% of the characters right", async () => {
    const result = await engine.recognize(await renderText(NOTES));
    expect(result.engine).toBe("offline-tesseract");
    expect(characterAccuracy(NOTES, result.text)).toBeGreaterThanOrEqual(0.98);
    expect(result.confidence).toBeGreaterThan(70);
  });

  it("reads a longer page just as well", async () => {
    const result = await engine.recognize(await renderText(PAGE, { width: 1240, fontPx: 22 }));
    expect(characterAccuracy(PAGE, result.text)).toBeGreaterThanOrEqual(0.98);
  });

  it("tells how far it has read as it goes, never back, to the end (QA: a photo showed no figure)", async () => {
    const progress: number[] = [];
    const result = await engine.recognize(await renderText(PAGE, { width: 1240, fontPx: 22 }), {
      onProgress: (share) => progress.push(share),
    });
    expect(characterAccuracy(PAGE, result.text)).toBeGreaterThanOrEqual(0.98);
    // Many steps between the start and the end, not one figure at the end.
    expect(progress.filter((share) => share > 0 && share < 1).length).toBeGreaterThanOrEqual(5);
    expect(progress).toEqual([...new Set(progress)].sort((a, b) => a - b));
    expect(progress.at(-1)).toBe(1);
    // The next picture's progress is its own: none is told to the caller before.
    const before = progress.length;
    await engine.recognize(await renderText(NOTES));
    expect(progress).toHaveLength(before);
  });

  it('says "No text detected" for a picture with no text', async () => {
    const result = await engine.recognize(await renderText(" "));
    expect(result.text).toBe(NO_TEXT_DETECTED);
  });

  it("refuses what is not an image, and survives a damaged one", async () => {
    await expect(engine.recognize(new TextEncoder().encode("not an image"))).rejects.toBeInstanceOf(
      UnreadableImageError,
    );
    const damaged = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 1, 2, 3, 4, 5]);
    await expect(engine.recognize(damaged)).rejects.toBeInstanceOf(UnreadableImageError);
    // A sound header in front of damaged data reaches the recogniser, which fails on it.
    const brokenData = new Uint8Array([...blankPng(100, 100).subarray(0, 33), 1, 2, 3, 4, 5]);
    await expect(engine.recognize(brokenData)).rejects.toBeInstanceOf(UnreadableImageError);
    const after = await engine.recognize(await renderText("Still reading after a bad image."));
    expect(characterAccuracy("Still reading after a bad image.", after.text)).toBeGreaterThanOrEqual(0.98);
  });
});

/** A real PNG, one bit a pixel and all white: tiny to send, `width × height` pixels once decoded. */
function blankPng(width: number, height: number): Uint8Array {
  const chunk = (type: string, data: Uint8Array) => {
    const out = Buffer.alloc(12 + data.length);
    out.writeUInt32BE(data.length, 0);
    out.write(type, 4, "ascii");
    out.set(data, 8);
    out.writeUInt32BE(crc32(out.subarray(4, 8 + data.length)), 8 + data.length);
    return out;
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header.set([1, 0, 0, 0, 0], 8); // 1-bit greyscale
  const row = Buffer.alloc(1 + Math.ceil(width / 8), 0xff);
  row[0] = 0; // no filter
  const rows = Buffer.concat(Array.from({ length: height }, () => row));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk("IHDR", header),
    chunk("IDAT", deflateSync(rows, { level: 9 })),
    chunk("IEND", new Uint8Array(0)),
  ]);
}

describe("offline OCR limits and sharing", () => {
  it("refuses a picture of more than 40 megapixels before decoding it, saying the limits", async () => {
    const bomb = blankPng(16_000, 16_000);
    expect(bomb.length).toBeLessThan(100_000);
    // Before: accepted, and decoding it took 618 MB.
    const { result, rssGrowthMb } = await underLoad(() =>
      engine.recognize(bomb).catch((error: unknown) => error),
    );
    expect(result).toBeInstanceOf(ImageTooLargeError);
    expect((result as Error).message).toBe(
      "The picture is too large (16,000 × 16,000 pixels): at most 40 megapixels and 12,000 pixels on a side.",
    );
    expect(rssGrowthMb).toBeLessThan(100);
    await expect(engine.recognize(blankPng(12_001, 10))).rejects.toBeInstanceOf(ImageTooLargeError);
  });

  it("reads a large picture within the limits", async () => {
    const result = await engine.recognize(blankPng(4_000, 3_000));
    expect(result.text).toBe(NO_TEXT_DETECTED);
  });

  it("reads pictures for users in turn: one who sends many does not hold up one who sends one", async () => {
    const page = await renderText("Chloroplasts hold chlorophyll.");
    const finished: string[] = [];
    const jobs = [1, 2, 3].map((i) =>
      engine.recognize(page, { owner: "a" }).then(() => finished.push(`a${i}`)),
    );
    jobs.push(engine.recognize(page, { owner: "b" }).then(() => finished.push("b")));
    await Promise.all(jobs);
    // Before: first come, first served, so "b" came after all of "a"'s pictures.
    expect(finished).toEqual(["a1", "b", "a2", "a3"]);
  });

  it("stops reading a picture when cancelled, and reads the next one", async () => {
    const page = await renderText(PAGE, { width: 1240, fontPx: 22 });
    await engine.recognize(await renderText("Chloroplasts hold chlorophyll."));
    // Cancelled 50 ms into Tesseract's reading of the page (which takes over a second).
    const worker = await (engine as unknown as { worker: Promise<Worker> }).worker;
    const read = worker.recognize.bind(worker);
    const controller = new AbortController();
    vi.spyOn(worker, "recognize").mockImplementationOnce((...args: Parameters<Worker["recognize"]>) => {
      setTimeout(() => controller.abort(), 50);
      return read(...args);
    });
    await expect(engine.recognize(page, { signal: controller.signal })).rejects.toMatchObject({
      name: "AbortError",
    });
    // Its Tesseract worker was stopped (a new one reads the next picture).
    expect((engine as unknown as { worker: unknown }).worker).toBeUndefined();
    const next = await engine.recognize(await renderText(NOTES));
    expect(characterAccuracy(NOTES, next.text)).toBeGreaterThanOrEqual(0.98);
  });
});

describe("a page's lines read as its sentences", () => {
  it("joins the lines a paragraph was broken into at the margin, and keeps headings and points apart", () => {
    const page = [
      "Chapter 8.3 — The Calvin Cycle",
      "",
      "It takes place in the stroma of the chloroplast",
      "and does not need light directly. The product splits into two molecules of 3-",
      "phosphoglycerate, which photo-",
      "synthesis turns into sugar.",
      "Causes of the war",
      "- militarism",
      "- alliances between the great",
      "powers",
      "The war began in 1914 when Franz Ferdinand was shot in",
      "Sarajevo.",
    ].join("\n");
    expect(reflow(page)).toBe(
      [
        "Chapter 8.3 — The Calvin Cycle",
        "",
        "It takes place in the stroma of the chloroplast and does not need light directly. The product splits into two molecules of 3-phosphoglycerate, which photosynthesis turns into sugar.",
        "Causes of the war",
        "- militarism",
        "- alliances between the great powers",
        "The war began in 1914 when Franz Ferdinand was shot in Sarajevo.",
      ].join("\n"),
    );
  });
});
