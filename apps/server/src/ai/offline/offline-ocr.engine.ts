import { createRequire } from "node:module";
import path from "node:path";
import { AI_TEXTS } from "@study-well/shared";
import { createWorker, type Worker } from "tesseract.js";
import type { OcrEngine, RecognizedText } from "../capabilities";
import { imageType } from "./image-type";

export const OFFLINE_OCR_ENGINE = "offline-tesseract";
/** Spec §7: what the vision service's reply falls back to when it finds no text. */
export const NO_TEXT_DETECTED = AI_TEXTS.noTextDetected;

export class UnreadableImageError extends Error {
  constructor(message = "The image could not be read. Use a PNG, JPEG, WebP, BMP or GIF picture.") {
    super(message);
    this.name = "UnreadableImageError";
  }
}

/** The English model shipped in the @tesseract.js-data/eng package; nothing is downloaded. */
function languageDataPath(): string {
  const manifest = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");
  return path.join(path.dirname(manifest), "4.0.0_best_int");
}

/** Tesseract (WebAssembly) in one long-lived worker thread; images are read one at a time. */
export class OfflineOcrEngine implements OcrEngine {
  readonly name = OFFLINE_OCR_ENGINE;
  private worker: Promise<Worker> | undefined;
  private queue: Promise<unknown> = Promise.resolve();

  recognize(image: Uint8Array): Promise<RecognizedText> {
    if (!imageType(image)) return Promise.reject(new UnreadableImageError());
    const job = this.queue.then(() => this.read(image));
    this.queue = job.catch(() => undefined);
    return job;
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker?.catch(() => undefined))?.terminate();
  }

  private async read(image: Uint8Array): Promise<RecognizedText> {
    this.worker ??= createWorker("eng", 1, {
      langPath: languageDataPath(),
      gzip: true,
      cacheMethod: "none",
      // Without a handler, a worker error is thrown where nothing can catch it.
      errorHandler: () => undefined,
    });
    const worker = await this.worker;
    try {
      const { data } = await worker.recognize(Buffer.from(image));
      const text = data.text.trim();
      return { text: text || NO_TEXT_DETECTED, confidence: text ? data.confidence : 0, engine: this.name };
    } catch (error) {
      // A worker that failed on a damaged image is replaced before the next one.
      await this.close();
      throw new UnreadableImageError(
        `The image could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    }
  }
}
