import { Worker } from "node:worker_threads";
import sharp from "sharp";
import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_IMAGE_SIDE } from "@study-well/shared/api";
import { ERRORS } from "@study-well/shared";
import { ImageTooLargeError } from "../ai/engine-errors";
import { UnreadableImageError } from "../ai/offline/offline-ocr.engine";

/** The longest side of the picture kept for the screen: sharp on any phone, small to send. */
const DISPLAY_SIDE = 2048;
/** The longest side given to text recognition: about 300 dpi for a page, no slower than needed. */
const OCR_SIDE = 2600;

/**
 * Checks a picture's size from its header alone (nothing is decoded), so a small file that would
 * decode to gigabytes is refused before it is stored.
 */
export async function checkPictureSize(file: string): Promise<void> {
  let width: number | undefined;
  let height: number | undefined;
  try {
    ({ width, height } = await sharp(file, { limitInputPixels: false }).metadata());
  } catch {
    throw unreadablePicture();
  }
  if (!width || !height) throw unreadablePicture();
  if (width * height > OCR_MAX_IMAGE_PIXELS || Math.max(width, height) > OCR_MAX_IMAGE_SIDE) {
    throw new ImageTooLargeError(width, height, OCR_MAX_IMAGE_PIXELS, OCR_MAX_IMAGE_SIDE);
  }
}

export interface PreparedPicture {
  /** What the screen shows: upright, at most 2048 px, WebP, without the camera's metadata. */
  display: Uint8Array;
  /** What text recognition reads: upright, grey, at most 2600 px, PNG. */
  forOcr: Uint8Array;
}

/** A HEIC photo (an iPhone's), told by its ISO-BMFF brand. */
export function isHeic(head: Uint8Array): boolean {
  if (head.length < 12) return false;
  const box = String.fromCharCode(...head.subarray(4, 8));
  const brand = String.fromCharCode(...head.subarray(8, 12));
  return box === "ftyp" && ["heic", "heix", "heim", "heis", "hevc", "hevx", "mif1", "msf1"].includes(brand);
}

/** Longest a HEIC photo may take to decode before its worker is stopped. */
const HEIC_TIMEOUT_MS = 60_000;

interface Pixels {
  width: number;
  height: number;
  data: Uint8Array;
}

/**
 * A HEIC photo's first picture as RGBA pixels, decoded by libheif in a worker thread of its own
 * (heic-worker.mjs), upright as its transformations say. Refused as too large from its header.
 */
export function decodeHeic(bytes: Uint8Array): Promise<Pixels> {
  const fromSource = import.meta.url.endsWith(".ts");
  const worker = new Worker(new URL(fromSource ? "./heic-worker.mjs" : "./heic-worker.js", import.meta.url), {
    workerData: { bytes, maxPixels: OCR_MAX_IMAGE_PIXELS, maxSide: OCR_MAX_IMAGE_SIDE },
  });
  let timer: NodeJS.Timeout | undefined;
  return new Promise<Pixels>((resolve, reject) => {
    timer = setTimeout(() => reject(unreadablePicture()), HEIC_TIMEOUT_MS);
    worker.once(
      "message",
      (message: Pixels | { error: { name: string; width?: number; height?: number } }) => {
        if (!("error" in message)) resolve(message);
        else if (message.error.name === "ImageTooLargeError")
          reject(
            new ImageTooLargeError(
              message.error.width ?? 0,
              message.error.height ?? 0,
              OCR_MAX_IMAGE_PIXELS,
              OCR_MAX_IMAGE_SIDE,
            ),
          );
        else reject(unreadablePicture());
      },
    );
    worker.once("error", () => reject(unreadablePicture()));
    worker.once("exit", () => reject(unreadablePicture()));
  }).finally(() => {
    clearTimeout(timer);
    void worker.terminate();
  });
}

/**
 * A phone photo turned upright by its EXIF orientation and scaled down, once for the screen and
 * once for reading its text. The picture kept is re-encoded, so whatever else the upload carried
 * (location metadata, a script after the image data) is not kept. GIFs give their first frame;
 * HEIC photos are decoded by libheif first (decodeHeic).
 */
export async function preparePicture(bytes: Uint8Array): Promise<PreparedPicture> {
  const heic = isHeic(bytes) ? await decodeHeic(bytes) : undefined;
  const source = () =>
    heic
      ? sharp(heic.data, { raw: { width: heic.width, height: heic.height, channels: 4 } })
      : sharp(bytes, { limitInputPixels: OCR_MAX_IMAGE_PIXELS, animated: false }).rotate();
  try {
    const [display, forOcr] = await Promise.all([
      source()
        .resize({ width: DISPLAY_SIDE, height: DISPLAY_SIDE, fit: "inside", withoutEnlargement: true })
        .webp({ quality: 82 })
        .toBuffer(),
      source()
        .resize({ width: OCR_SIDE, height: OCR_SIDE, fit: "inside", withoutEnlargement: true })
        .grayscale()
        .png({ compressionLevel: 1 })
        .toBuffer(),
    ]);
    return { display: new Uint8Array(display), forOcr: new Uint8Array(forOcr) };
  } catch {
    throw unreadablePicture();
  }
}

/** A picture an upload cannot use, in the words of the upload's own check (the formats it takes). */
function unreadablePicture(): UnreadableImageError {
  return new UnreadableImageError(ERRORS["upload/not-image"].message);
}
