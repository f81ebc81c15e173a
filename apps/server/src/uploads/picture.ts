import sharp from "sharp";
import { OCR_MAX_IMAGE_PIXELS, OCR_MAX_IMAGE_SIDE } from "@study-well/shared/api";
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
    throw new UnreadableImageError();
  }
  if (!width || !height) throw new UnreadableImageError();
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

/**
 * A phone photo turned upright by its EXIF orientation and scaled down, once for the screen and
 * once for reading its text. The picture kept is re-encoded, so whatever else the upload carried
 * (location metadata, a script after the image data) is not kept. GIFs give their first frame.
 */
export async function preparePicture(bytes: Uint8Array): Promise<PreparedPicture> {
  const source = () => sharp(bytes, { limitInputPixels: OCR_MAX_IMAGE_PIXELS, animated: false }).rotate();
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
    throw new UnreadableImageError();
  }
}
