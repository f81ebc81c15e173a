import { and, desc, eq, inArray, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentItem, CourseSummary, Day, Objective, Topic } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { contentItems, courseObjectives, courses, days, tasks, topics, users } from "../db/schema";
import { announce } from "../live/changes-feed";
import { deleteFileRowsUnder } from "../storage/files.repository";
import { CourseCache, type CachedCourse } from "./course-cache";
import {
  readCourseJson,
  storedText,
  toContent,
  toDay,
  toObjective,
  toSummary,
  toTopic,
} from "./course-document";

/** One note as lectures and read-aloud use it: its title, then its text or summary. */
export interface NoteText {
  id: string;
  version: number;
  title: string;
  body: string;
}

/** The next position at the end of a list (positions are only compared, never shown). */
const nextPosition = (table: PgTable, position: PgColumn, parent: PgColumn, parentId: string) =>
  sql<number>`(select coalesce(max(${position}), -1) + 1 from ${table} where ${parent} = ${parentId})`;

/** The parts of a course that COURSE_LIMITS counts one by one (notes: see notesIn). */
export type CoursePart = "topics" | "days" | "objectives";

const PART_TABLES = { topics, days, objectives: courseObjectives } as const;

async function countIn(db: Db, part: CoursePart, courseId: string): Promise<number> {
  const table = PART_TABLES[part];
  const [row] = await db
    .select({ n: sql<number>`count(*)::int` })
    .from(table)
    .where(eq(table.courseId, courseId));
  return row?.n ?? 0;
}

/** What a course's notes take in its document (see COURSE_LIMITS and content_items.size). */
export interface NotesHeld {
  notes: number;
  /** Photos and recordings on their way to becoming notes (their tasks queued or running). */
  uploading: number;
  /** Bytes of note text in the course. */
  bytes: number;
  /** Of those, the bytes of one item's body: a text note's text, a photo's or recording's summary. */
  itemBody: number;
}

/** The notes in the course and what they take, in one pass over its rows of `content_items`. */
async function notesIn(db: Db, courseId: string, itemId?: string): Promise<NotesHeld> {
  const body = sql`octet_length(case when ${contentItems.type} = 'text' then ${contentItems.data} -> 'text' else ${contentItems.data} -> 'summary' end::text)`;
  const [row] = await db
    .select({
      notes: sql<number>`count(*)::int`,
      uploading: sql<number>`(select count(*)::int from ${tasks} where ${tasks.courseId} = ${courseId} and ${tasks.kind} in ('image', 'audio') and ${tasks.state} in ('queued', 'running'))`,
      bytes: sql<number>`coalesce(sum(${contentItems.size}), 0)::int`,
      itemBody: itemId
        ? sql<number>`coalesce(sum(${body}) filter (where ${contentItems.id} = ${itemId}), 0)::int`
        : sql<number>`0`,
    })
    .from(contentItems)
    .where(eq(contentItems.courseId, courseId));
  return {
    notes: row?.notes ?? 0,
    uploading: row?.uploading ?? 0,
    bytes: row?.bytes ?? 0,
    itemBody: row?.itemBody ?? 0,
  };
}

/**
 * Moves the course's version (and updatedAt) in the caller's transaction, announcing it to every
 * process and telling this one's cache at once. With `uid`, only the owner's course matches: the
 * claim that starts every edit. The new version, or undefined when nothing matched.
 */
async function bumpVersion(
  tx: Db,
  cache: CourseCache,
  courseId: string,
  uid?: string,
): Promise<number | undefined> {
  const [row] = await tx
    .update(courses)
    .set({ updatedAt: new Date(), version: sql`${courses.version} + 1` })
    .where(
      uid === undefined ? eq(courses.id, courseId) : and(eq(courses.id, courseId), eq(courses.userId, uid)),
    )
    .returning({ version: courses.version });
  if (!row) return undefined;
  await announce(tx, { kind: "course", id: courseId, version: row.version });
  // Before the commit is safe: the cache refuses anything older than this version from now on.
  cache.changed(courseId, row.version);
  return row.version;
}

/** Where a lecture is: a topic's, or a day's. */
export interface LecturePlace {
  courseId: string;
  topicId: string;
  dayId?: string | undefined;
}

/** A topic's or day's lecture as stored: its summary, when it was made, its speech, its notes. */
export interface Lecture {
  summary: string;
  at: Date;
  fileId: string | null;
  /** Which notes, at which versions, it was made from (notesFingerprint). */
  notes: string | null;
}

const lectureColumns = (table: typeof topics | typeof days) => ({
  summary: table.lectureSummary,
  at: table.lectureAt,
  fileId: table.lectureFileId,
  notes: table.lectureNotes,
});

const lectureValues = (lecture: Lecture) => ({
  lectureSummary: lecture.summary,
  lectureAt: lecture.at,
  lectureFileId: lecture.fileId,
  lectureNotes: lecture.notes,
});

/** Courses and everything in them, in the normalised tables. */
export class CoursesRepository {
  /** Documents being read, by course and owner, with the course's floor when the read began. */
  private readonly reading = new Map<string, { read: Promise<CachedCourse | undefined>; floor: number }>();
  /** Each owner's last document read: the next waits for it. */
  private readonly turns = new Map<string, Promise<void>>();

  constructor(
    private readonly db: Db,
    readonly cache: CourseCache = new CourseCache(),
  ) {}

  async listByOwner(uid: string): Promise<CourseSummary[]> {
    const rows = await this.db
      .select()
      .from(courses)
      .where(eq(courses.userId, uid))
      .orderBy(desc(courses.updatedAt));
    return rows.map(toSummary);
  }

  async countByOwner(uid: string): Promise<number> {
    const [row] = await this.db
      .select({ n: sql<number>`count(*)::int` })
      .from(courses)
      .where(eq(courses.userId, uid));
    return row?.n ?? 0;
  }

  /**
   * How many notes the course holds, and their bytes: an upload's check. In `locked.tx`, the
   * course's row is locked first, so the upload's task is made with no note or other upload taking
   * the last place meanwhile (every edit claims the same row). Its owner's row is held before
   * (as the rows the upload then adds refer to it): an account being deleted, which goes from the
   * user to their courses, is waited for rather than met half way.
   */
  async noteRoom(courseId: string, locked?: { tx: Db; uid: string }): Promise<NotesHeld> {
    if (locked) {
      const { tx, uid } = locked;
      await tx.execute(sql`select 1 from ${users} where ${users.id} = ${uid} for key share`);
      await tx.execute(sql`select 1 from ${courses} where ${courses.id} = ${courseId} for no key update`);
    }
    return notesIn(locked?.tx ?? this.db, courseId);
  }

  async insert(uid: string, title: string, description: string): Promise<string> {
    const [row] = await this.db
      .insert(courses)
      .values({ userId: uid, title, description })
      .returning({ id: courses.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  }

  /**
   * The owner's course document (JSON text built by the database, and its version), from the
   * cache while the course is unchanged; undefined if not theirs.
   */
  async readDocument(uid: string, courseId: string): Promise<CachedCourse | undefined> {
    const cached = this.cache.get(courseId, uid);
    if (cached) return cached;
    // Readers at the same moment share one read, unless the course changed since it began (each
    // sees its own edits); and each owner's reads take turns, so the database is free for others
    // between them. (Attack: 20 reads at once of a 20 MB course, too large to keep, held the
    // embedded database, and every other user's requests behind it, for 9 s.)
    const key = `${courseId}\u0000${uid}`;
    const floor = this.cache.floorOf(courseId);
    const under = this.reading.get(key);
    if (under?.floor === floor) return under.read;
    const turn = this.turns.get(uid) ?? Promise.resolve();
    const read = turn.then(async () => {
      // Kept meanwhile by the read before this one in turn.
      const kept = this.cache.get(courseId, uid);
      if (kept) return kept;
      const doc = await readCourseJson(this.db, courseId, uid);
      return doc && this.cache.put(courseId, { uid, ...doc });
    });
    const settled = read.then(
      () => undefined,
      () => undefined,
    );
    this.reading.set(key, { read, floor });
    this.turns.set(uid, settled);
    void settled.then(() => {
      if (this.reading.get(key)?.read === read) this.reading.delete(key);
      if (this.turns.get(uid) === settled) this.turns.delete(uid);
    });
    return read;
  }

  /** The owner's course's version, undefined if not theirs: whether a copy is current, read cheaply. */
  async versionOf(uid: string, courseId: string): Promise<number | undefined> {
    const cached = this.cache.get(courseId, uid);
    if (cached) return cached.version;
    const [row] = await this.db
      .select({ version: courses.version })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.userId, uid)));
    return row?.version;
  }

  /** The topic a day of the owner's course is in; undefined when it is not theirs (or not there). */
  async locateDay(
    uid: string,
    courseId: string,
    dayId: string,
    db: Db = this.db,
  ): Promise<{ topicId: string } | undefined> {
    const [row] = await db
      .select({ topicId: days.topicId })
      .from(days)
      .innerJoin(courses, eq(courses.id, days.courseId))
      .where(and(eq(days.id, dayId), eq(days.courseId, courseId), eq(courses.userId, uid)));
    return row;
  }

  /** Whether the topic is in the owner's course. */
  async hasTopic(uid: string, courseId: string, topicId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: topics.id })
      .from(topics)
      .innerJoin(courses, eq(courses.id, topics.courseId))
      .where(and(eq(topics.id, topicId), eq(topics.courseId, courseId), eq(courses.userId, uid)));
    return row !== undefined;
  }

  /**
   * The notes of a topic (every day, by date) or of one day, in order, as lectures read them:
   * undefined when the topic or day is not in the owner's course.
   */
  async readNotes(
    uid: string,
    courseId: string,
    place: { topicId: string } | { dayId: string },
  ): Promise<NoteText[] | undefined> {
    const owner = and(eq(courses.id, courseId), eq(courses.userId, uid));
    const exists =
      "topicId" in place
        ? await this.db
            .select({ id: topics.id })
            .from(topics)
            .innerJoin(courses, eq(courses.id, topics.courseId))
            .where(and(eq(topics.id, place.topicId), owner))
        : await this.db
            .select({ id: days.id })
            .from(days)
            .innerJoin(courses, eq(courses.id, days.courseId))
            .where(and(eq(days.id, place.dayId), owner));
    if (exists.length === 0) return undefined;
    const rows = await this.db
      .select({
        id: contentItems.id,
        version: contentItems.version,
        title: contentItems.title,
        type: contentItems.type,
        data: contentItems.data,
      })
      .from(contentItems)
      .innerJoin(days, eq(days.id, contentItems.dayId))
      .where(
        and(
          eq(contentItems.courseId, courseId),
          "topicId" in place ? eq(days.topicId, place.topicId) : eq(days.id, place.dayId),
        ),
      )
      .orderBy(days.date, days.createdAt, contentItems.position, contentItems.createdAt);
    return rows.map((row) => ({
      id: row.id,
      version: row.version,
      title: row.title,
      body: noteBody(row.type, row.data),
    }));
  }

  /**
   * Stores a lecture (its summary, time and speech) on a topic, or a day when `dayId` is given,
   * in the caller's transaction. The file id it replaced, if any.
   */
  async setLecture(
    tx: Db,
    place: LecturePlace,
    lecture: Omit<Lecture, "at"> & { at?: Date },
  ): Promise<{ previous: Lecture | null } | undefined> {
    // The course first, as every edit claims it: the same lock order, so no deadlock between them.
    if ((await bumpVersion(tx, this.cache, place.courseId)) === undefined) return undefined;
    const table = place.dayId ? days : topics;
    const id = place.dayId ?? place.topicId;
    const [previous] = await tx
      .select(lectureColumns(table))
      .from(table)
      .where(eq(table.id, id))
      .for("update");
    if (!previous) return undefined;
    await tx
      .update(table)
      .set(lectureValues({ ...lecture, at: lecture.at ?? new Date() }))
      .where(eq(table.id, id));
    return { previous: previous.at && previous.summary !== null ? (previous as Lecture) : null };
  }

  /**
   * Puts `previous` back as the topic's or day's lecture (none: no lecture), if its lecture is
   * still `current` (made at that time, with that speech); false when it is not (a later lecture
   * replaced it, or the topic or day is gone). In the caller's transaction, which has claimed the
   * course.
   */
  async restoreLecture(
    tx: Db,
    place: LecturePlace,
    current: { at: Date; fileId: string | null },
    previous: Lecture | null,
  ): Promise<boolean> {
    const table = place.dayId ? days : topics;
    const id = place.dayId ?? place.topicId;
    const [now] = await tx.select(lectureColumns(table)).from(table).where(eq(table.id, id)).for("update");
    if (now?.at?.getTime() !== current.at.getTime() || now.fileId !== current.fileId) return false;
    if ((await bumpVersion(tx, this.cache, place.courseId)) === undefined) return false;
    await tx
      .update(table)
      .set(
        previous
          ? lectureValues(previous)
          : { lectureSummary: null, lectureAt: null, lectureFileId: null, lectureNotes: null },
      )
      .where(eq(table.id, id));
    return true;
  }

  /**
   * Adds a processed upload as a content item with the id reserved when it was uploaded, inside
   * the caller's transaction (the one that marks its task done). Throws when the day is gone.
   */
  async insertUploadedContent(
    tx: Db,
    item: {
      id: string;
      courseId: string;
      dayId: string;
      type: "image" | "audio";
      title: string;
      data: object;
    },
  ): Promise<void> {
    const position = nextPosition(contentItems, contentItems.position, contentItems.dayId, item.dayId);
    if ((await bumpVersion(tx, this.cache, item.courseId)) === undefined)
      throw new Error("the course is gone");
    await tx.insert(contentItems).values({ ...item, position });
  }

  /**
   * `edit`'s work inside a caller's transaction that has claimed the course already (a task's,
   * which locked it first); undefined when the course is gone.
   */
  async editIn<T>(
    tx: Db,
    courseId: string,
    work: (course: CourseWrites) => Promise<T>,
  ): Promise<T | undefined> {
    if ((await bumpVersion(tx, this.cache, courseId)) === undefined) return undefined;
    return work(new CourseWrites(tx, courseId));
  }

  /**
   * Runs `work` in a transaction whose first statement claims the course: it checks ownership
   * and moves updatedAt in one UPDATE, so concurrent edits of different parts never overwrite
   * each other. `owned: false` when the course is not the caller's (or does not exist).
   */
  edit<T>(
    uid: string,
    courseId: string,
    work: (course: CourseWrites) => Promise<T>,
  ): Promise<{ owned: true; value: T } | { owned: false }> {
    return this.db.transaction(async (tx) => {
      if ((await bumpVersion(tx, this.cache, courseId, uid)) === undefined) return { owned: false as const };
      return { owned: true as const, value: await work(new CourseWrites(tx, courseId)) };
    });
  }
}

/**
 * A lost-update check: with `from` (the text as an edit began), the column must still read so, or
 * already read `next` (two tabs agreed); without it, any text will do.
 */
const stillReads = (column: PgColumn, from: string | undefined, next: string) =>
  from === undefined ? undefined : inArray(column, [from, next]);

/**
 * The targeted writes inside one claimed course. Each names the course in its condition, so an id
 * from another course is not found. Lookups answer undefined (or false) when nothing matched.
 */
export class CourseWrites {
  constructor(
    private readonly tx: Db,
    private readonly courseId: string,
  ) {}

  /** How many of the part the course holds (the course is claimed: no other edit adds one meanwhile). */
  count(part: CoursePart): Promise<number> {
    return countIn(this.tx, part, this.courseId);
  }

  /** The notes in the course and what they take, with one item's body (see notesIn). */
  notes(itemId?: string): Promise<NotesHeld> {
    return notesIn(this.tx, this.courseId, itemId);
  }

  /**
   * Sets the course's title and description; with `from`, only while each one set still reads as
   * the edit began (or already as it is to be), else "changed".
   */
  async update(
    changes: { title?: string; description?: string },
    from: { title?: string; description?: string } = {},
  ): Promise<CourseSummary | "changed" | undefined> {
    const [row] = await this.tx
      .update(courses)
      .set(changes)
      .where(
        and(
          eq(courses.id, this.courseId),
          changes.title === undefined ? undefined : stillReads(courses.title, from.title, changes.title),
          changes.description === undefined
            ? undefined
            : stillReads(courses.description, from.description, changes.description),
        ),
      )
      .returning();
    if (row) return toSummary(row);
    if (from.title === undefined && from.description === undefined) return undefined;
    const [there] = await this.tx
      .select({ id: courses.id })
      .from(courses)
      .where(eq(courses.id, this.courseId));
    return there ? "changed" : undefined;
  }

  /**
   * Sets the course's summary; with `from`, only while it still reads so (or already `summary`).
   * Whether it was set.
   */
  async setOutlineSummary(summary: string, from?: string): Promise<boolean> {
    const ours = eq(courses.id, this.courseId);
    const set = await this.tx
      .update(courses)
      .set({ outlineSummary: summary })
      .where(and(ours, stillReads(courses.outlineSummary, from, summary)))
      .returning({ id: courses.id });
    return set.length > 0;
  }

  async addObjective(text: string): Promise<Objective> {
    const { courseId } = this;
    const position = nextPosition(
      courseObjectives,
      courseObjectives.position,
      courseObjectives.courseId,
      courseId,
    );
    const [row] = await this.tx.insert(courseObjectives).values({ courseId, position, text }).returning();
    if (!row) throw new Error("insert returned no row");
    return toObjective(row);
  }

  /** Like renameTopic: with `from`, only an objective still reading so (or already `text`) is changed. */
  async updateObjective(
    objectiveId: string,
    text: string,
    from?: string,
  ): Promise<Objective | "changed" | undefined> {
    const ours = and(eq(courseObjectives.id, objectiveId), eq(courseObjectives.courseId, this.courseId));
    const [row] = await this.tx
      .update(courseObjectives)
      .set({ text })
      .where(and(ours, stillReads(courseObjectives.text, from, text)))
      .returning();
    if (row) return toObjective(row);
    if (from === undefined) return undefined;
    const [there] = await this.tx.select({ id: courseObjectives.id }).from(courseObjectives).where(ours);
    return there ? "changed" : undefined;
  }

  deleteObjective(objectiveId: string): Promise<boolean> {
    return this.deleteOne(courseObjectives, courseObjectives.id, courseObjectives.courseId, objectiveId);
  }

  async addTopic(title: string): Promise<Topic> {
    const { courseId } = this;
    const position = nextPosition(topics, topics.position, topics.courseId, courseId);
    const [row] = await this.tx.insert(topics).values({ courseId, position, title }).returning();
    if (!row) throw new Error("insert returned no row");
    return toTopic(row);
  }

  /**
   * Renames a topic of this course; undefined when there is none. With `from`, only a topic still
   * titled so (or already titled `title`: two tabs agreed) is renamed; one renamed since to
   * something else is left, and "changed" returned.
   */
  async renameTopic(
    topicId: string,
    title: string,
    from?: string,
  ): Promise<{ id: string; title: string } | "changed" | undefined> {
    const ours = and(eq(topics.id, topicId), eq(topics.courseId, this.courseId));
    const [row] = await this.tx
      .update(topics)
      .set({ title })
      .where(and(ours, stillReads(topics.title, from, title)))
      .returning({ id: topics.id, title: topics.title });
    if (row || from === undefined) return row;
    const [there] = await this.tx.select({ id: topics.id }).from(topics).where(ours);
    return there ? "changed" : undefined;
  }

  deleteTopic(topicId: string): Promise<boolean> {
    return this.deleteOne(topics, topics.id, topics.courseId, topicId);
  }

  /** A new day in the topic; undefined when the topic is not in this course. */
  async addDay(topicId: string, date: string): Promise<Day | undefined> {
    const [topic] = await this.tx
      .select({ id: topics.id })
      .from(topics)
      .where(and(eq(topics.id, topicId), eq(topics.courseId, this.courseId)));
    if (!topic) return undefined;
    const [row] = await this.tx.insert(days).values({ courseId: this.courseId, topicId, date }).returning();
    if (!row) throw new Error("insert returned no row");
    return toDay(row);
  }

  async setDayDate(dayId: string, date: string): Promise<{ id: string; date: string } | undefined> {
    const [row] = await this.tx
      .update(days)
      .set({ date })
      .where(and(eq(days.id, dayId), eq(days.courseId, this.courseId)))
      .returning({ id: days.id, date: days.date });
    return row;
  }

  /** Deletes the day; the topic it was in, or undefined when it is not in this course. */
  /** How many notes the day holds (0 for a day not in this course). */
  async itemsOfDay(dayId: string): Promise<number> {
    const [row] = await this.tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contentItems)
      .where(and(eq(contentItems.dayId, dayId), eq(contentItems.courseId, this.courseId)));
    return row?.count ?? 0;
  }

  /** How many notes the topic's days hold (0 for a topic not in this course). */
  async itemsOfTopic(topicId: string): Promise<number> {
    const [row] = await this.tx
      .select({ count: sql<number>`count(*)::int` })
      .from(contentItems)
      .innerJoin(days, eq(days.id, contentItems.dayId))
      .where(and(eq(days.topicId, topicId), eq(contentItems.courseId, this.courseId)));
    return row?.count ?? 0;
  }

  async deleteDay(dayId: string): Promise<{ topicId: string } | undefined> {
    const [row] = await this.tx
      .delete(days)
      .where(and(eq(days.id, dayId), eq(days.courseId, this.courseId)))
      .returning({ topicId: days.topicId });
    return row;
  }

  /** A new text note at the end of the day; undefined when the day is not in this course. */
  async addTextContent(dayId: string, title: string, text: string): Promise<ContentItem | undefined> {
    const [day] = await this.tx
      .select({ id: days.id })
      .from(days)
      .where(and(eq(days.id, dayId), eq(days.courseId, this.courseId)));
    if (!day) return undefined;
    const position = nextPosition(contentItems, contentItems.position, contentItems.dayId, dayId);
    const [row] = await this.tx
      .insert(contentItems)
      .values({ courseId: this.courseId, dayId, position, type: "text", title, data: storedText(text) })
      .returning();
    if (!row) throw new Error("insert returned no row");
    return toContent(row);
  }

  /**
   * Changes an item's title and its text. A text note's text is its body; image and audio items
   * keep their file, and their text is the summary. Undefined when the item is not in this course;
   * "changed" when `version` is given and the item has moved past it (no other edit of the course
   * runs meanwhile: the course is claimed).
   */
  async updateContent(
    contentId: string,
    changes: { title?: string; text?: string },
    version?: number,
    /** Run once the note is found at `version`, before it is changed (the course's room). */
    admit?: () => Promise<void>,
  ): Promise<ContentItem | "changed" | undefined> {
    const [item] = await this.tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, contentId), eq(contentItems.courseId, this.courseId)));
    if (!item) return undefined;
    if (version !== undefined && item.version !== version) return "changed";
    await admit?.();
    const set: Partial<typeof contentItems.$inferInsert> = { version: item.version + 1 };
    if (changes.title !== undefined) set.title = changes.title;
    if (changes.text !== undefined) {
      set.data =
        item.type === "text" ? storedText(changes.text) : { ...(item.data as object), summary: changes.text };
    }
    const [row] = await this.tx
      .update(contentItems)
      .set(set)
      .where(eq(contentItems.id, contentId))
      .returning();
    return row && toContent(row);
  }

  /**
   * Deletes a note as it was first written: "edited" (and kept) when it has been edited since,
   * undefined when it is not there.
   */
  async deleteUneditedContent(
    contentId: string,
  ): Promise<{ topicId: string; dayId: string } | "edited" | undefined> {
    // (a note is written at version 1, and each edit moves it on)
    const place = await this.deleteContent(contentId, 1);
    return place === "changed" ? "edited" : place;
  }

  /**
   * Deletes the item; where it was, or undefined when it is not in this course, or "changed" when
   * `version` is given and the item is at another (edited since).
   */
  async deleteContent(
    contentId: string,
    version?: number,
  ): Promise<{ topicId: string; dayId: string } | "changed" | undefined> {
    const [row] = await this.tx
      .select({ dayId: contentItems.dayId, topicId: days.topicId, version: contentItems.version })
      .from(contentItems)
      .innerJoin(days, eq(days.id, contentItems.dayId))
      .where(and(eq(contentItems.id, contentId), eq(contentItems.courseId, this.courseId)));
    if (!row) return undefined;
    if (version !== undefined && row.version !== version) return "changed";
    await this.tx.delete(contentItems).where(eq(contentItems.id, contentId));
    return { dayId: row.dayId, topicId: row.topicId };
  }

  /**
   * Deletes the course itself: its topics, days, notes, lectures, files' rows, tasks, quizzes and
   * results go with it (their rows cascade). The caller deletes the stored files after.
   */
  async deleteCourse(): Promise<void> {
    await this.tx.delete(courses).where(eq(courses.id, this.courseId));
  }

  /** Forgets the rows of the files under `prefix/` (the caller deletes the stored files after). */
  forgetFilesUnder(prefix: string): Promise<void> {
    return deleteFileRowsUnder(this.tx, prefix);
  }

  private async deleteOne(table: PgTable, idColumn: PgColumn, courseColumn: PgColumn, id: string) {
    const deleted = await this.tx
      .delete(table)
      .where(and(eq(idColumn, id), eq(courseColumn, this.courseId)))
      .returning({ id: idColumn });
    return deleted.length > 0;
  }
}

/**
 * What a lecture says of a note: a text note's text, a photo's or a recording's article. A photo
 * with no text on it has none (its article only says "No text detected").
 */
function noteBody(type: string, data: unknown): string {
  const d = data as { text?: string; summary?: string };
  if (type === "text") return d.text ?? "";
  if (type === "image" && !d.text?.trim()) return "";
  return d.summary ?? "";
}
