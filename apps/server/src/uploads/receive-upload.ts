import { createWriteStream } from "node:fs";
import { mkdir, rm } from "node:fs/promises";
import path from "node:path";
import { randomUUID } from "node:crypto";
import { Transform, type Readable } from "node:stream";
import { pipeline } from "node:stream/promises";
import { AppError } from "../http/app-error";

/** How much of the start of a file is kept in memory to tell its type. */
const HEAD_BYTES = 64 * 1024;

export interface ReceivedUpload {
  /** A temporary file holding the upload; the caller moves or deletes it. */
  path: string;
  size: number;
  /** The first bytes, to tell the type by. */
  head: Uint8Array;
}

/**
 * Streams an upload to a temporary file, never holding more than its first 64 KB in memory, and
 * stops as soon as it passes `limitBytes` (413) so a huge file costs neither memory nor disk.
 * An empty file is refused (400). Nothing is left behind on failure.
 */
export async function receiveUpload(
  stream: Readable,
  folder: string,
  limitBytes: number,
): Promise<ReceivedUpload> {
  await mkdir(folder, { recursive: true });
  const file = path.join(folder, `${randomUUID()}.upload`);
  const head: Buffer[] = [];
  let headSize = 0;
  let size = 0;
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, done) {
      size += chunk.length;
      if (size > limitBytes) {
        done(AppError.of("upload/too-large", limitBytes));
        return;
      }
      if (headSize < HEAD_BYTES) {
        const piece = chunk.subarray(0, HEAD_BYTES - headSize);
        head.push(Buffer.from(piece));
        headSize += piece.length;
      }
      done(null, chunk);
    },
  });
  try {
    await pipeline(stream, meter, createWriteStream(file));
    if (size === 0) throw AppError.of("upload/empty");
    return { path: file, size, head: new Uint8Array(Buffer.concat(head)) };
  } catch (error) {
    stream.resume();
    await rm(file, { force: true });
    throw error;
  }
}
