import { and, eq, like, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { files } from "../db/schema";

export type FileRow = typeof files.$inferSelect;
export type NewFile = typeof files.$inferInsert;

/** The rows of stored files: who owns each, its key in the store, its type and name. */
export class FilesRepository {
  constructor(private readonly db: Db) {}

  /** Runs `work` in one transaction (a file row and the task that processes it). */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }

  async insert(file: NewFile, tx: Db = this.db): Promise<FileRow> {
    const [row] = await tx.insert(files).values(file).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  /** How many bytes the user's stored files take (uploads, lectures, readings). */
  async bytesOf(uid: string): Promise<number> {
    const [row] = await this.db
      .select({ bytes: sql<string | null>`sum(${files.size})` })
      .from(files)
      .where(eq(files.userId, uid));
    return Number(row?.bytes ?? 0);
  }

  /** The owner's file; undefined for anyone else's or a missing one. */
  async findOwned(uid: string, fileId: string): Promise<FileRow | undefined> {
    const [row] = await this.db
      .select()
      .from(files)
      .where(and(eq(files.id, fileId), eq(files.userId, uid)));
    return row;
  }

  async findById(fileId: string): Promise<FileRow | undefined> {
    const [row] = await this.db.select().from(files).where(eq(files.id, fileId));
    return row;
  }

  async replace(
    fileId: string,
    changes: Pick<NewFile, "key" | "contentType" | "size"> & Partial<Pick<NewFile, "name">>,
  ): Promise<void> {
    await this.db.update(files).set(changes).where(eq(files.id, fileId));
  }

  /** Deletes a file's row; its key, for the caller to delete the stored file after commit. */
  async deleteById(fileId: string, tx: Db = this.db): Promise<string | undefined> {
    const [row] = await tx.delete(files).where(eq(files.id, fileId)).returning({ key: files.key });
    return row?.key;
  }

  async deleteByKey(key: string): Promise<void> {
    await this.db.delete(files).where(eq(files.key, key));
  }

  /** Deletes the rows of every file under `prefix/`; the caller deletes the stored files. */
  deleteUnder(prefix: string): Promise<void> {
    return deleteFileRowsUnder(this.db, prefix);
  }
}

/** Deletes the rows of every file under `prefix/`, in the given transaction. */
export async function deleteFileRowsUnder(tx: Db, prefix: string): Promise<void> {
  const pattern = `${prefix.replace(/[\\%_]/g, (c) => `\\${c}`)}/%`;
  await tx.delete(files).where(like(files.key, pattern));
}
