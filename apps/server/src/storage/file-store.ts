import { createReadStream } from "node:fs";
import { stat } from "node:fs/promises";
import path from "node:path";
import type { Readable } from "node:stream";
import { CreateBucketCommand, HeadBucketCommand, S3Client } from "@aws-sdk/client-s3";
import { Disk } from "flydrive";
import { FSDriver } from "flydrive/drivers/fs";
import { S3Driver } from "flydrive/drivers/s3";
import type { StorageSettings } from "../config";

export interface LinkOptions {
  contentType: string;
  /** Offered as the file name when the browser saves it. */
  fileName: string;
  expiresInSeconds: number;
}

/**
 * Where uploaded photos, recordings and lecture speech are kept: a folder on this machine or any
 * S3-compatible store, behind flydrive's one interface. Files are private; the browser reaches
 * them through expiring links (presigned by S3, or signed by this server for the folder).
 */
export interface FileStore {
  readonly driver: StorageSettings["driver"];
  /** Moves a finished upload from a temporary file into the store. */
  putFile(key: string, sourcePath: string, contentType: string): Promise<void>;
  put(key: string, bytes: Uint8Array, contentType: string): Promise<void>;
  getBytes(key: string): Promise<Uint8Array>;
  /** The file as it is read, for files too big to hold (a long recording). */
  getStream(key: string): Promise<Readable>;
  delete(key: string): Promise<void>;
  /** Deletes every file whose key starts with `prefix/`. */
  deleteAll(prefix: string): Promise<void>;
  /** A presigned address the browser may use directly; undefined when this server must serve the file. */
  presignedUrl(key: string, options: LinkOptions): Promise<string | undefined>;
  /** The file on this machine's disk, for serving with range requests (folder store only). */
  localPath(key: string): string | undefined;
}

export async function createFileStore(settings: StorageSettings): Promise<FileStore> {
  if (settings.driver === "fs") return folderStore(settings.root);
  const client = new S3Client({
    endpoint: settings.endpoint,
    region: settings.region,
    forcePathStyle: settings.forcePathStyle,
    credentials: { accessKeyId: settings.accessKeyId, secretAccessKey: settings.secretAccessKey },
    // Checksums only where S3 requires them: streamed uploads with a trailing checksum are
    // refused by S3-compatible stores such as Ceph's radosgw (411 MissingContentLength).
    requestChecksumCalculation: "WHEN_REQUIRED",
    responseChecksumValidation: "WHEN_REQUIRED",
  });
  await ensureBucket(client, settings.bucket);
  const disk = new Disk(
    new S3Driver({ client, bucket: settings.bucket, visibility: "private", supportsACL: false }),
  );
  return {
    driver: "s3",
    ...diskOperations(disk),
    async putFile(key, sourcePath, contentType) {
      const { size } = await stat(sourcePath);
      await disk.putStream(key, createReadStream(sourcePath), { contentType, contentLength: size });
    },
    async presignedUrl(key, { contentType, fileName, expiresInSeconds }) {
      return disk.getSignedUrl(key, {
        expiresIn: expiresInSeconds,
        contentType,
        contentDisposition: contentDisposition(fileName),
      });
    },
    localPath: () => undefined,
  };
}

function folderStore(root: string): FileStore {
  const disk = new Disk(new FSDriver({ location: root, visibility: "private" }));
  return {
    driver: "fs",
    ...diskOperations(disk),
    putFile: (key, sourcePath, contentType) => disk.moveFromFs(sourcePath, key, { contentType }),
    presignedUrl: () => Promise.resolve(undefined),
    localPath: (key) => path.join(root, ...key.split("/")),
  };
}

function diskOperations(disk: Disk) {
  return {
    put: (key: string, bytes: Uint8Array, contentType: string) => disk.put(key, bytes, { contentType }),
    getBytes: (key: string) => disk.getBytes(key),
    getStream: (key: string) => disk.getStream(key),
    delete: (key: string) => disk.delete(key),
    deleteAll: (prefix: string) => disk.deleteAll(prefix),
  };
}

/** A bucket that does not exist yet is made, so a new installation needs no manual step. */
async function ensureBucket(client: S3Client, bucket: string): Promise<void> {
  try {
    await client.send(new HeadBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const status = (error as { $metadata?: { httpStatusCode?: number } }).$metadata?.httpStatusCode;
    if (status !== 404) throw error;
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  }
}

/** `inline` with the file name, ASCII-only as the stored names are (see sanitizeFileName). */
export function contentDisposition(fileName: string): string {
  return `inline; filename="${fileName.replace(/[^A-Za-z0-9.]/g, "")}"`;
}
