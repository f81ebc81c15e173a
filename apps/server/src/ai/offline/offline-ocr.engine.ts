import { createRequire } from "node:module";
import path from "node:path";
import { AI_TEXTS } from "@study-well/shared";
import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_IMAGE_SIDE } from "@study-well/shared/api";
import { createWorker, type Worker } from "tesseract.js";
import type { OcrEngine, RecognizeOptions, RecognizedText } from "../capabilities";
import { ImageTooLargeError } from "../engine-errors";
import { cancelled, FairQueue } from "../job-queue";
import { imageSize, imageType } from "./image-type";
import { AppError, catalogued } from "../../http/app-error";

export const OFFLINE_OCR_ENGINE = "offline-tesseract";
/** Spec §7: what the vision service's reply falls back to when it finds no text. */
export const NO_TEXT_DETECTED = AI_TEXTS.noTextDetected;

export class UnreadableImageError extends AppError {
  constructor(message = "The image could not be read. Use a PNG, JPEG, WebP, BMP or GIF picture.") {
    super(...catalogued("ai/unreadable-image", message));
    this.name = "UnreadableImageError";
  }
}

/** The English model shipped in the @tesseract.js-data/eng package; nothing is downloaded. */
function languageDataPath(): string {
  const manifest = createRequire(import.meta.url).resolve("@tesseract.js-data/eng/package.json");
  return path.join(path.dirname(manifest), "4.0.0_best_int");
}

export interface OcrLimits {
  maxPixels: number;
  maxSide: number;
}

/**
 * Tesseract (WebAssembly) in one long-lived worker thread. Images are read one at a time, users
 * in turn (interactive before background). A picture's size is read from its header first: one
 * that would decode to more than the limits is refused before anything is decoded.
 */
export class OfflineOcrEngine implements OcrEngine {
  readonly name = OFFLINE_OCR_ENGINE;
  private worker: Promise<Worker> | undefined;
  private readonly queue = new FairQueue();
  /**
   * Told how far the picture being read has come: Tesseract reports it from its worker as it
   * goes, at no cost, to the worker's one logger; the worker reads one picture at a time.
   */
  private reading: ((share: number) => void) | undefined;

  constructor(
    private readonly limits: OcrLimits = { maxPixels: OCR_MAX_IMAGE_PIXELS, maxSide: OCR_MAX_IMAGE_SIDE },
  ) {}

  async recognize(image: Uint8Array, options: RecognizeOptions = {}): Promise<RecognizedText> {
    if (!imageType(image)) throw new UnreadableImageError();
    const size = imageSize(image);
    if (!size || size.width === 0 || size.height === 0) throw new UnreadableImageError();
    const { maxPixels, maxSide } = this.limits;
    if (size.width * size.height > maxPixels || size.width > maxSide || size.height > maxSide)
      throw new ImageTooLargeError(size.width, size.height, maxPixels, maxSide);
    return this.queue.run(options, () => this.read(image, options.signal, options.onProgress));
  }

  async close(): Promise<void> {
    const worker = this.worker;
    this.worker = undefined;
    await (await worker?.catch(() => undefined))?.terminate();
  }

  /**
   * Reads the picture in Tesseract's worker. Cancelling stops the worker at once (a page can take
   * seconds of a core that the next picture is waiting for); the next picture starts another.
   */
  private async read(
    image: Uint8Array,
    signal?: AbortSignal,
    onProgress?: (share: number) => void,
  ): Promise<RecognizedText> {
    signal?.throwIfAborted();
    this.worker ??= createWorker("eng", 1, {
      langPath: languageDataPath(),
      gzip: true,
      cacheMethod: "none",
      // (its start, loading the language, is not the picture's progress)
      logger: ({ status, progress }) => {
        if (status === "recognizing text") this.reading?.(progress);
      },
      // Without a handler, a worker error is thrown where nothing can catch it.
      errorHandler: () => undefined,
    });
    const worker = await this.worker;
    try {
      signal?.throwIfAborted();
      let told = 0;
      this.reading = (share) => {
        // (never back, and not the same figure again)
        const next = Math.min(1, Math.max(0, share));
        if (next <= told) return;
        told = next;
        onProgress?.(next);
      };
      const { data } = await untilCancelled(worker.recognize(Buffer.from(image)), signal, () => this.close());
      const text = reflow(data.text).trim();
      return { text: text || NO_TEXT_DETECTED, confidence: text ? data.confidence : 0, engine: this.name };
    } catch (error) {
      if (signal?.aborted) throw cancelled(signal);
      // A worker that failed on a damaged image is replaced before the next one.
      await this.close();
      throw new UnreadableImageError(
        `The image could not be read: ${error instanceof Error ? error.message : String(error)}`,
      );
    } finally {
      this.reading = undefined;
    }
  }
}

/** `work`, or a rejection as soon as `signal` aborts (after `stop`, which ends the work). */
function untilCancelled<T>(
  work: Promise<T>,
  signal: AbortSignal | undefined,
  stop: () => Promise<void>,
): Promise<T> {
  if (!signal) return work;
  return new Promise<T>((resolve, reject) => {
    const abort = () => {
      reject(cancelled(signal));
      stop().catch(() => undefined);
    };
    signal.addEventListener("abort", abort, { once: true });
    work.then(resolve, reject).finally(() => signal.removeEventListener("abort", abort));
  });
}

/** A line that starts a point of its own: a bullet or a list number. */
const POINT = /^\s*(?:[-*•–]|\(?\d{1,2}[.)]|\(?[a-z][.)])\s/u;

/**
 * The page's text with its paragraphs' lines joined: a line broken only because the page's width
 * ended goes on with the next ("…in the stroma of the chloroplast / and does not need light"), and
 * a word split at the margin is one word again ("photo- / synthesis"; "3- / phosphoglycerate" keeps
 * its hyphen). A heading, a list's points, and a line that ends a sentence keep their own lines.
 */
export function reflow(text: string): string {
  return text
    .split(/\n[ \t]*\n/)
    .map((paragraph) => {
      // The paragraph's lines as they end up: the last one is what the next line may go on from.
      const out: string[] = [];
      for (const line of paragraph.split("\n").map((each) => each.trimEnd())) {
        const next = line.trimStart();
        const last = out.at(-1);
        const goesOn =
          last !== undefined &&
          next !== "" &&
          !POINT.test(next) &&
          (/^[\p{Ll}\p{N}(]/u.test(next) || (!/[.!?:;]$/.test(last) && last.length >= 40));
        if (!goesOn) out.push(line);
        else if (/\p{Ll}-$/u.test(last) && /^\p{Ll}/u.test(next))
          out[out.length - 1] = `${last.slice(0, -1)}${next}`;
        else out[out.length - 1] = last.endsWith("-") ? `${last}${next}` : `${last} ${next}`;
      }
      return out.join("\n");
    })
    .join("\n\n");
}
