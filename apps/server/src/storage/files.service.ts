import { randomUUID } from "node:crypto";
import { createWriteStream } from "node:fs";
import { rm } from "node:fs/promises";
import path from "node:path";
import { pipeline } from "node:stream/promises";
import { FILE_LINK_TTL_SECONDS } from "@study-well/shared";
import type { FileLink } from "@study-well/shared/api";
import type { Log } from "../log";
import { AppError } from "../http/app-error";
import type { FileLinkSigner, LinkHolder } from "./file-links";
import type { FileStore } from "./file-store";
import type { FileRow, FilesRepository } from "./files.repository";

/** What the file route needs to send a file this server keeps itself. */
export interface LocalFile {
  path: string;
  contentType: string;
  name: string;
}

/**
 * Private files: only their owner gets a link, and a link expires. With S3 the link is the
 * store's presigned URL; with the local folder it points back at this server, signed.
 */
export class FilesService {
  constructor(
    private readonly repository: FilesRepository,
    readonly store: FileStore,
    private readonly signer: FileLinkSigner,
    private readonly log: Log,
    /** Whether the owner's session a link was made for still stands (see LinkHolder). */
    private readonly stillSignedIn: (uid: string, holder: LinkHolder) => Promise<boolean>,
  ) {}

  async link(uid: string, fileId: string, holder: LinkHolder, now = Date.now()): Promise<FileLink> {
    const file = await this.repository.findOwned(uid, fileId);
    if (!file) throw AppError.of("file/not-found");
    const expires = Math.floor(now / 1000) + FILE_LINK_TTL_SECONDS;
    const expiresAt = new Date(expires * 1000).toISOString();
    const presigned = await this.store.presignedUrl(file.key, {
      contentType: file.contentType,
      fileName: file.name,
      expiresInSeconds: FILE_LINK_TTL_SECONDS,
    });
    if (presigned) return { url: presigned, expiresAt };
    const signature = this.signer.sign(file.id, expires, holder);
    const query = new URLSearchParams({
      expires: String(expires),
      ...(holder.session ? { session: holder.session } : {}),
      version: String(holder.version),
      signature,
    });
    return { url: `/api/files/${file.id}/content?${query.toString()}`, expiresAt };
  }

  /**
   * The file a signed link points at, once the signature and expiry are checked, and that the
   * session it was made for still stands.
   */
  async openSigned(
    fileId: string,
    expires: number,
    holder: LinkHolder,
    signature: string,
  ): Promise<LocalFile> {
    if (!this.signer.verify(fileId, expires, holder, signature)) throw AppError.of("file/link-invalid");
    const file = await this.repository.findById(fileId);
    if (file && !(await this.stillSignedIn(file.userId, holder))) throw AppError.of("file/link-invalid");
    const path = file && this.store.localPath(file.key);
    if (!file || !path) throw AppError.of("file/not-found");
    return { path, contentType: file.contentType, name: file.name };
  }

  async bytesOf(file: FileRow): Promise<Uint8Array> {
    return this.store.getBytes(file.key);
  }

  /**
   * Runs `use` with the stored file as a file on this machine, to be read a piece at a time and
   * never held whole: the folder store's own file, or a copy streamed from S3 into `tmpDir`,
   * deleted when `use` is done.
   */
  async withLocalFile<T>(file: FileRow, tmpDir: string, use: (filePath: string) => Promise<T>): Promise<T> {
    const local = this.store.localPath(file.key);
    if (local) return use(local);
    const copy = path.join(tmpDir, `${randomUUID()}${path.extname(file.key)}`);
    try {
      await pipeline(await this.store.getStream(file.key), createWriteStream(copy));
      return await use(copy);
    } finally {
      await rm(copy, { force: true });
    }
  }

  /**
   * Deletes the stored files under `prefix/`, after their rows are gone. A store that fails here
   * leaves only unreachable bytes behind (no row points at them), so it is logged, not raised.
   */
  async deleteStored(prefix: string): Promise<void> {
    try {
      await this.store.deleteAll(prefix);
    } catch (error) {
      this.log.warn({ err: error, prefix }, "could not delete stored files");
    }
  }
}
