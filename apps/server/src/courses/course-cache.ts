import { promisify } from "node:util";
import { brotliCompress, constants, gzip } from "node:zlib";

/** How a cached document may be sent: as it is, or compressed. */
export type Encoding = "br" | "gzip";

const brotli = promisify(brotliCompress);
const gzipped = promisify(gzip);
const ENCODERS: Record<Encoding, (text: Buffer) => Promise<Buffer>> = {
  // Quality 5 is about as fast as gzip and a fifth smaller on course JSON; 11 would take seconds.
  br: (text) =>
    brotli(text, {
      params: {
        [constants.BROTLI_PARAM_QUALITY]: 5,
        [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
        [constants.BROTLI_PARAM_SIZE_HINT]: text.length,
      },
    }),
  gzip: (text) => gzipped(text, { level: 6 }),
};

/** One version of a course document, with its compressed forms once somebody asked for them. */
export interface CachedCourse {
  courseId: string;
  uid: string;
  version: number;
  /** The JSON as bytes, ready to send: no encoding again per request. */
  json: Buffer;
  /** The version as an entity tag; weak, because the bytes differ by content encoding. */
  etag: string;
  encoded: Partial<Record<Encoding, Promise<Buffer>>>;
  /** The JSON's size in bytes. */
  size: number;
  /** What it holds in memory: the JSON and its compressed forms. */
  bytes: number;
}

export const courseEtag = (version: number) => `W/"${version}"`;

/**
 * The course documents last read, by course id, kept until the course changes. A change anywhere
 * (this process, another replica, a background task) sets the course's *floor*: the lowest version
 * a cached document may have. A document read before a change but stored after it is older than
 * the floor and never served, whatever order the read and the change finish in. Bounded by bytes,
 * least recently used first; floors are kept apart, many more of them, as they cost a few bytes.
 */
export class CourseCache {
  private readonly docs = new Map<string, CachedCourse>();
  private readonly floors = new Map<string, number>();
  private bytes = 0;
  /** Off while changes made elsewhere could go unheard (see ChangesFeed). */
  private enabled = true;

  constructor(
    private readonly budgetBytes = 64 * 1024 * 1024,
    private readonly maxFloors = 100_000,
  ) {}

  /** The owner's cached document, if it is still the course's latest known version. */
  get(courseId: string, uid: string): CachedCourse | undefined {
    const entry = this.docs.get(courseId);
    if (entry?.uid !== uid || !this.enabled) return undefined;
    if (entry.version < (this.floors.get(courseId) ?? 0)) {
      this.drop(courseId, entry);
      return undefined;
    }
    // Most recently used last.
    this.docs.delete(courseId);
    this.docs.set(courseId, entry);
    return entry;
  }

  /** Keeps a document read from the database, unless a change already passed its version. */
  put(courseId: string, doc: { uid: string; version: number; json: string }): CachedCourse {
    const json = Buffer.from(doc.json);
    const entry: CachedCourse = {
      courseId,
      uid: doc.uid,
      version: doc.version,
      json,
      etag: courseEtag(doc.version),
      encoded: {},
      size: json.length,
      bytes: 0,
    };
    entry.bytes = entry.size;
    const stale = doc.version < (this.floors.get(courseId) ?? 0);
    // Up to half the budget: a course at its limit (20 MB of notes) is kept too, or every read of
    // it would read it again (attack: reads of such a course in a loop held the database).
    if (stale || !this.enabled || entry.bytes > this.budgetBytes / 2) return entry;
    const previous = this.docs.get(courseId);
    if (previous) {
      if (previous.version > doc.version) return entry;
      this.drop(courseId, previous);
    }
    this.docs.set(courseId, entry);
    this.bytes += entry.bytes;
    this.trim();
    return entry;
  }

  /** The document compressed, made once per version and kept with it. */
  encode(entry: CachedCourse, encoding: Encoding): Promise<Buffer> {
    let encoded = entry.encoded[encoding];
    if (!encoded) {
      encoded = ENCODERS[encoding](entry.json);
      entry.encoded[encoding] = encoded;
      void encoded.then(
        (buffer) => {
          if (this.docs.get(entry.courseId) !== entry) return;
          entry.bytes += buffer.length;
          this.bytes += buffer.length;
          this.trim();
        },
        () => {
          // A failed compression is tried again by the next reader.
          entry.encoded = Object.fromEntries(
            Object.entries(entry.encoded).filter(([name]) => name !== encoding),
          );
        },
      );
    }
    return encoded;
  }

  /** The lowest version a document of the course may have (0 when no change was heard). */
  floorOf(courseId: string): number {
    return this.floors.get(courseId) ?? 0;
  }

  /** The course changed: it is now at `version` (or later), so older documents are stale. */
  changed(courseId: string, version: number): void {
    if (version > (this.floors.get(courseId) ?? 0)) {
      this.floors.delete(courseId);
      this.floors.set(courseId, version);
      if (this.floors.size > this.maxFloors) {
        const oldest = this.floors.keys().next().value;
        if (oldest !== undefined) this.floors.delete(oldest);
      }
    }
    const entry = this.docs.get(courseId);
    if (entry && entry.version < version) this.drop(courseId, entry);
  }

  /**
   * Whether changes made elsewhere are heard. While they are not, nothing is kept or served,
   * and what was kept is forgotten (floors stay: they only ever refuse older versions).
   */
  setEnabled(enabled: boolean): void {
    this.enabled = enabled;
    this.docs.clear();
    this.bytes = 0;
  }

  get size(): { documents: number; bytes: number } {
    return { documents: this.docs.size, bytes: this.bytes };
  }

  private drop(courseId: string, entry: CachedCourse): void {
    this.docs.delete(courseId);
    this.bytes -= entry.bytes;
  }

  private trim(): void {
    for (const [id, entry] of this.docs) {
      if (this.bytes <= this.budgetBytes) break;
      this.drop(id, entry);
    }
  }
}
