/**
 * Just enough of the MP4 (ISO BMFF) box structure to check a recording before decoding it: where
 * the top-level boxes are, the movie's declared length, and moving the movie header (moov) in
 * front of the samples (mdat) so a decoder fed piece by piece can start before the last piece.
 */
export interface Box {
  type: string;
  start: number;
  /** Header included; a box "to the end of the file" ends there. */
  size: number;
  /** Where its contents start (after the 8- or 16-byte header). */
  body: number;
}

/** The boxes from `start` to `end`, or undefined when they do not tile that span. */
export function boxesIn(bytes: Uint8Array, start = 0, end = bytes.length): Box[] | undefined {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const boxes: Box[] = [];
  let at = start;
  while (at + 8 <= end) {
    let size = view.getUint32(at);
    let body = at + 8;
    if (size === 1) {
      if (at + 16 > end) return undefined;
      size = view.getUint32(at + 8) * 2 ** 32 + view.getUint32(at + 12);
      body = at + 16;
    } else if (size === 0) size = end - at;
    if (size < body - at || at + size > end) {
      // A box cut short at the end of the file (a recording stopped mid-write) ends the list.
      if (size >= body - at && boxes.length > 0) {
        boxes.push({ type: typeOf(bytes, at), start: at, size: end - at, body });
        return boxes;
      }
      return undefined;
    }
    boxes.push({ type: typeOf(bytes, at), start: at, size, body });
    at += size;
    if (boxes.length > 100_000) return undefined;
  }
  return boxes;
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

/**
 * The same file with its moov box in front of its first mdat box ("fast start"), the chunk
 * offsets in every track's stco/co64 moved by the moov's size; or the file itself when the moov
 * already comes first (or the file is not laid out as expected: the decoder then says so).
 */
export function moovFirst(bytes: Uint8Array): Uint8Array {
  const boxes = boxesIn(bytes);
  const moov = boxes?.find((box) => box.type === "moov");
  const mdat = boxes?.find((box) => box.type === "mdat");
  if (!boxes || !moov || !mdat || moov.start < mdat.start) return bytes;
  const header = bytes.slice(moov.start, moov.start + moov.size);
  if (!shiftChunkOffsets(header, moov.size, moov.start)) return bytes;
  const out = new Uint8Array(bytes.length);
  out.set(bytes.subarray(0, mdat.start));
  out.set(header, mdat.start);
  out.set(bytes.subarray(mdat.start, moov.start), mdat.start + moov.size);
  out.set(bytes.subarray(moov.start + moov.size), moov.start + moov.size);
  return out;
}

const PATH_TO_OFFSETS = new Set(["moov", "trak", "mdia", "minf", "stbl"]);

/**
 * Adds `delta` to every chunk offset before `before` under a moov box (given on its own,
 * starting at 0): the samples that were in front of the moov and now come after it.
 */
function shiftChunkOffsets(moov: Uint8Array, delta: number, before: number): boolean {
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
