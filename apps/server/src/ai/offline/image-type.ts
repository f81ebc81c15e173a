/** The image formats the OCR engines read, told by their first bytes rather than a file name. */
export type ImageType = "png" | "jpeg" | "webp" | "bmp" | "gif";

export function imageType(bytes: Uint8Array): ImageType | undefined {
  const starts = (...sig: number[]) => sig.every((b, i) => bytes[i] === b);
  if (starts(0x89, 0x50, 0x4e, 0x47)) return "png";
  if (starts(0xff, 0xd8, 0xff)) return "jpeg";
  if (starts(0x52, 0x49, 0x46, 0x46) && bytes[8] === 0x57 && bytes[9] === 0x45) return "webp";
  if (starts(0x42, 0x4d)) return "bmp";
  if (starts(0x47, 0x49, 0x46, 0x38)) return "gif";
  return undefined;
}

export interface ImageSize {
  width: number;
  height: number;
}

/**
 * An image's size in pixels as its header declares it, read without decoding anything, so a
 * small file that would decode to gigabytes is refused first. Undefined when the header is
 * missing or cut short (the image cannot be read either).
 */
export function imageSize(bytes: Uint8Array): ImageSize | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const has = (end: number) => end <= bytes.length;
  const ascii = (offset: number, tag: string) =>
    has(offset + tag.length) && new TextEncoder().encode(tag).every((byte, i) => bytes[offset + i] === byte);
  switch (imageType(bytes)) {
    case "png":
      // The IHDR chunk comes first: width and height, 32-bit big-endian.
      if (!ascii(12, "IHDR") || !has(24)) return undefined;
      return { width: view.getUint32(16), height: view.getUint32(20) };
    case "jpeg":
      return jpegSize(bytes, view);
    case "webp":
      return webpSize(view, has, ascii);
    case "bmp": {
      if (!has(26)) return undefined;
      // BITMAPCOREHEADER (12 bytes) has 16-bit sizes; the later headers 32-bit, height signed (top-down).
      if (view.getUint32(14, true) === 12)
        return { width: view.getUint16(18, true), height: view.getUint16(20, true) };
      return { width: Math.abs(view.getInt32(18, true)), height: Math.abs(view.getInt32(22, true)) };
    }
    case "gif":
      return gifSize(bytes, view);
    default:
      return undefined;
  }
}

/** The first start-of-frame segment's size; the segments before it are skipped by their lengths. */
function jpegSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  let at = 2;
  while (at + 4 <= bytes.length) {
    if (bytes[at] !== 0xff) return undefined;
    const marker = bytes[at + 1] as number;
    if (marker === 0xff) {
      at++; // fill byte
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2; // markers without a segment
      continue;
    }
    // Start of scan or end of image before any frame header: nothing to read the size from.
    if (marker === 0xda || marker === 0xd9) return undefined;
    const length = view.getUint16(at + 2);
    const isFrame = marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc;
    if (isFrame) {
      if (at + 9 > bytes.length) return undefined;
      const height = view.getUint16(at + 5);
      const width = view.getUint16(at + 7);
      // A height of 0 is given later in the scan (DNL): not something a picture of notes does.
      return height > 0 && width > 0 ? { width, height } : undefined;
    }
    if (length < 2) return undefined;
    at += 2 + length;
  }
  return undefined;
}

function webpSize(
  view: DataView,
  has: (end: number) => boolean,
  ascii: (offset: number, text: string) => boolean,
): ImageSize | undefined {
  if (!ascii(8, "WEBP")) return undefined;
  if (ascii(12, "VP8X") && has(30)) {
    // The extended format's canvas: 24-bit width and height, less one.
    const u24 = (offset: number) =>
      view.getUint8(offset) | (view.getUint8(offset + 1) << 8) | (view.getUint8(offset + 2) << 16);
    return { width: u24(24) + 1, height: u24(27) + 1 };
  }
  if (ascii(12, "VP8L") && has(25) && view.getUint8(20) === 0x2f) {
    // Lossless: 14 bits of width and 14 of height, each less one.
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >> 14) & 0x3fff) + 1 };
  }
  if (ascii(12, "VP8 ") && has(30)) {
    // Lossy: after the frame tag and start code, 14-bit width and height (2 bits of scale above).
    if (view.getUint8(23) !== 0x9d || view.getUint8(24) !== 0x01 || view.getUint8(25) !== 0x2a)
      return undefined;
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  return undefined;
}

/** The logical screen, or the first frame if that reaches beyond it. */
function gifSize(bytes: Uint8Array, view: DataView): ImageSize | undefined {
  if (bytes.length < 13) return undefined;
  let width = view.getUint16(6, true);
  let height = view.getUint16(8, true);
  const flags = bytes[10] as number;
  let at = 13 + (flags & 0x80 ? 3 * 2 ** ((flags & 0x07) + 1) : 0);
  while (at < bytes.length) {
    const block = bytes[at];
    if (block === 0x2c) {
      if (at + 9 > bytes.length) return undefined;
      width = Math.max(width, view.getUint16(at + 1, true) + view.getUint16(at + 5, true));
      height = Math.max(height, view.getUint16(at + 3, true) + view.getUint16(at + 7, true));
      break;
    }
    if (block !== 0x21) break; // the trailer, or not a GIF block: the screen's size stands
    // An extension: its label, then sub-blocks each led by its length, up to an empty one.
    at += 2;
    while (at < bytes.length && bytes[at] !== 0) at += 1 + (bytes[at] as number);
    at++;
  }
  return width > 0 && height > 0 ? { width, height } : undefined;
}
