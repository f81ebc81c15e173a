import type { AudioBytes } from "./audio-bytes";

/**
 * Just enough of the MP4 (ISO BMFF) box structure to check a recording before decoding it: where
 * the top-level boxes are, the movie's declared length, and the chunk offsets to change when the
 * movie header (moov) is read in front of the samples (mdat; mp4-pieces.ts).
 */
export interface Box {
  type: string;
  start: number;
  /** Header included; a box "to the end of the file" ends there. */
  size: number;
  /** Where its contents start (after the 8- or 16-byte header). */
  body: number;
  /** It says it is larger than what is left of its parent (or the file): it was cut short. */
  cut?: true;
}

/** The boxes from `start` to `end`, or undefined when they do not tile that span. */
export function boxesIn(bytes: Uint8Array, start = 0, end = bytes.length): Box[] | undefined {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    const box = boxAt(bytes.subarray(at, Math.min(end, at + 16)), at, end - at, boxes.length);
    if (!box) return undefined;
    boxes.push(box);
    at += box.size;
    if (boxes.length > 100_000) return undefined;
  }
  return boxes;
}

/**
 * The top-level boxes of a file read header by header, a few bytes each, so a long recording is
 * not read to find its moov; undefined when they do not tile the file.
 */
export function topLevelBoxes(source: AudioBytes): Promise<Box[] | undefined> {
  return boxesRead(source);
}

/**
 * The boxes from `start` to `end` (at most the file's size) of a file, read header by header;
 * undefined when they do not tile that span, or when there are more than `most` of them.
 */
export async function boxesRead(
  source: AudioBytes,
  start = 0,
  end = source.size,
  most = 100_000,
): Promise<Box[] | undefined> {
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    if (boxes.length >= most) return undefined;
    const box = boxAt(await source.read(at, Math.min(end, at + 16)), at, end - at, boxes.length);
    if (!box) return undefined;
    boxes.push(box);
    at += box.size;
  }
  return boxes;
}

/**
 * The box whose header starts `header` (8 or 16 bytes), found at `start` with `left` bytes to the
 * end of its parent; `found` boxes come before it.
 */
function boxAt(header: Uint8Array, start: number, left: number, found: number): Box | undefined {
  const view = new DataView(header.buffer, header.byteOffset, header.byteLength);
  let size = view.getUint32(0);
  let headerBytes = 8;
  if (size === 1) {
    if (header.length < 16) return undefined;
    size = view.getUint32(8) * 2 ** 32 + view.getUint32(12);
    headerBytes = 16;
  } else if (size === 0) size = left;
  if (size < headerBytes) return undefined;
  // A box cut short at the end of the file (a recording stopped mid-write) ends the list.
  if (size > left && found === 0) return undefined;
  const box: Box = { type: typeOf(header, 0), start, size: Math.min(size, left), body: start + headerBytes };
  return size > left ? { ...box, cut: true } : box;
}

function typeOf(bytes: Uint8Array, at: number): string {
  return String.fromCharCode(bytes[at + 4] ?? 0, bytes[at + 5] ?? 0, bytes[at + 6] ?? 0, bytes[at + 7] ?? 0);
}

function child(bytes: Uint8Array, parent: Box, type: string): Box | undefined {
  return boxesIn(bytes, parent.body, parent.start + parent.size)?.find((box) => box.type === type);
}

/** The movie's length in seconds as its header (mvhd) declares it; undefined when it does not say. */
export function declaredSeconds(bytes: Uint8Array, moov: Box): number | undefined {
  const mvhd = child(bytes, moov, "mvhd");
  if (!mvhd || mvhd.body + 32 > mvhd.start + mvhd.size) return undefined;
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const version = bytes[mvhd.body];
  const timescale = view.getUint32(mvhd.body + (version === 1 ? 20 : 12));
  const duration =
    version === 1
      ? view.getUint32(mvhd.body + 24) * 2 ** 32 + view.getUint32(mvhd.body + 28)
      : view.getUint32(mvhd.body + 16);
  if (timescale === 0 || duration === 0 || duration === 0xffffffff) return undefined;
  return duration / timescale;
}

const PATH_TO_OFFSETS = new Set(["moov", "trak", "mdia", "minf", "stbl"]);

/**
 * Adds `delta` to every chunk offset before `before` under a moov box (given on its own,
 * starting at 0): the samples that were in front of the moov and now come after it.
 */
export function shiftChunkOffsets(moov: Uint8Array, delta: number, before: number): boolean {
  const view = new DataView(moov.buffer, moov.byteOffset, moov.byteLength);
  const visit = (start: number, end: number): boolean => {
    const boxes = boxesIn(moov, start, end);
    if (!boxes) return false;
    for (const box of boxes) {
      const boxEnd = box.start + box.size;
      if (PATH_TO_OFFSETS.has(box.type)) {
        if (!visit(box.body, boxEnd)) return false;
      } else if (box.type === "stco" || box.type === "co64") {
        const wide = box.type === "co64";
        const count = box.body + 8 <= boxEnd ? view.getUint32(box.body + 4) : 0;
        const step = wide ? 8 : 4;
        if (box.body + 8 + count * step > boxEnd) return false;
        for (let i = 0, at = box.body + 8; i < count; i++, at += step) {
          if (wide) {
            const old = view.getUint32(at) * 2 ** 32 + view.getUint32(at + 4);
            const value = old < before ? old + delta : old;
            view.setUint32(at, Math.floor(value / 2 ** 32));
            view.setUint32(at + 4, value % 2 ** 32);
          } else {
            const old = view.getUint32(at);
            const value = old < before ? old + delta : old;
            if (value > 0xffffffff) return false;
            view.setUint32(at, value);
          }
        }
      }
    }
    return true;
  };
  return visit(0, moov.length);
}
