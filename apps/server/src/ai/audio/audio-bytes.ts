import { open } from "node:fs/promises";
import type { AudioInput } from "../capabilities";

/**
 * A recording's bytes, read a range at a time: a file is never read whole, so a long upload
 * costs the decoder no more memory than a short one.
 */
export interface AudioBytes {
  readonly size: number;
  /** The bytes from `start` up to `end` (at most the size). */
  read(start: number, end: number): Promise<Uint8Array>;
  close(): Promise<void>;
}

/** Bytes read from a file at a time (the decoder is then fed smaller pieces of them). */
const READ_BYTES = 64 * 1024;

export async function openAudio(input: AudioInput): Promise<AudioBytes> {
  if (input instanceof Uint8Array) {
    return {
      size: input.length,
      read: (start, end) => Promise.resolve(input.subarray(start, end)),
      close: () => Promise.resolve(),
    };
  }
  const file = await open(input.path, "r");
  try {
    const { size } = await file.stat();
    return {
      size,
      async read(start, end) {
        const wanted = Math.max(0, Math.min(end, size) - start);
        const bytes = new Uint8Array(wanted);
        let done = 0;
        while (done < wanted) {
          const { bytesRead } = await file.read(bytes, done, wanted - done, start + done);
          if (bytesRead === 0) break;
          done += bytesRead;
        }
        return done === wanted ? bytes : bytes.subarray(0, done);
      },
      close: () => file.close(),
    };
  } catch (error) {
    await file.close();
    throw error;
  }
}

/** The bytes from `start` to `end` in pieces of `pieceBytes`, read from the source a block at a time. */
export async function* piecesOf(
  source: AudioBytes,
  pieceBytes: number,
  start = 0,
  end = source.size,
): AsyncGenerator<Uint8Array> {
  for (let block = start; block < end; block += READ_BYTES) {
    const bytes = await source.read(block, Math.min(end, block + READ_BYTES));
    if (bytes.length === 0) return;
    for (let at = 0; at < bytes.length; at += pieceBytes) yield bytes.subarray(at, at + pieceBytes);
  }
}
