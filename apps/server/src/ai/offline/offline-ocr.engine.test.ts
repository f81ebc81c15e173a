import { afterAll, describe, expect, it } from "vitest";
import { characterAccuracy, closeRenderer, renderText } from "../../test/render-text";
import { NO_TEXT_DETECTED, OfflineOcrEngine, UnreadableImageError } from "./offline-ocr.engine";

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
    const after = await engine.recognize(await renderText("Still reading after a bad image."));
    expect(characterAccuracy("Still reading after a bad image.", after.text)).toBeGreaterThanOrEqual(0.98);
  });
});
