import { and, desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type {
  ContentItem,
  CourseSummary,
  CreateCourseRequest,
  CreateTextContentRequest,
  Day,
  Objective,
  Topic,
  UpdateContentRequest,
  UpdateCourseRequest,
} from "@study-well/shared/api";
import { COURSE_DEFAULTS } from "@study-well/shared";
import type { Db } from "../db/database";
import { contentItems, courseObjectives, courses, days, topics } from "../db/schema";
import { AppError } from "../http/app-error";
import {
  readCourseJson,
  storedText,
  toContent,
  toDay,
  toObjective,
  toSummary,
  toTopic,
} from "./course-document";

const notFound = (what: string) => AppError.of("course/not-found", what);

/** `what` names the value in a sentence: "The course title" cannot be empty. */
function required(value: string, what: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw AppError.of("course/empty-value", what);
  return trimmed;
}

/** The next position at the end of a list (positions are only compared, never shown). */
const nextPosition = (table: PgTable, position: PgColumn, parent: PgColumn, parentId: string) =>
  sql<number>`(select coalesce(max(${position}), -1) + 1 from ${table} where ${parent} = ${parentId})`;

/**
 * Every write is one targeted change in a transaction that first claims the course: the claim
 * checks ownership and moves updatedAt, so another user's course answers as if it did not exist.
 */
export class CoursesService {
  constructor(private readonly db: Db) {}

  async list(uid: string): Promise<CourseSummary[]> {
    const rows = await this.db
      .select()
      .from(courses)
      .where(eq(courses.userId, uid))
      .orderBy(desc(courses.updatedAt));
    return rows.map(toSummary);
  }

  /** Creates the course and returns its document as JSON text (see readCourseJson). */
  /** Creates the course and returns its document as JSON text (see readCourseJson). */
  async create(uid: string, input: CreateCourseRequest): Promise<string> {
    const title = input.title.trim();
    const description = input.description.trim();
    if (!title || !description) throw AppError.of("course/fill-all-fields");
    const [row] = await this.db.insert(courses).values({ userId: uid, title, description }).returning();
    if (!row) throw new Error("insert returned no row");
    return this.get(uid, row.id);
  }

  /** The course document as JSON text, ready to send. */
  async get(uid: string, courseId: string): Promise<string> {
    const json = await readCourseJson(this.db, courseId, uid);
    if (json === undefined) throw notFound("Course");
    return json;
  }

  update(uid: string, courseId: string, input: UpdateCourseRequest): Promise<CourseSummary> {
    const changes = {
      ...(input.title !== undefined ? { title: required(input.title, "The course title") } : {}),
      ...(input.description !== undefined
        ? { description: required(input.description, "The course description") }
        : {}),
    };
    return this.edit(uid, courseId, async (tx) => {
      const [row] = await tx.update(courses).set(changes).where(eq(courses.id, courseId)).returning();
      if (!row) throw notFound("Course");
      return toSummary(row);
    });
  }

  setOutlineSummary(uid: string, courseId: string, summary: string): Promise<{ summary: string }> {
    const value = required(summary, "The summary");
    return this.edit(uid, courseId, async (tx) => {
      await tx.update(courses).set({ outlineSummary: value }).where(eq(courses.id, courseId));
      return { summary: value };
    });
  }

  addObjective(uid: string, courseId: string, text: string): Promise<Objective> {
    const value = required(text, "A learning objective");
    return this.edit(uid, courseId, async (tx) => {
      const position = nextPosition(
        courseObjectives,
        courseObjectives.position,
        courseObjectives.courseId,
        courseId,
      );
      const [row] = await tx.insert(courseObjectives).values({ courseId, position, text: value }).returning();
      if (!row) throw new Error("insert returned no row");
      return toObjective(row);
    });
  }

  updateObjective(uid: string, courseId: string, objectiveId: string, text: string): Promise<Objective> {
    const value = required(text, "A learning objective");
    return this.edit(uid, courseId, async (tx) => {
      const [row] = await tx
        .update(courseObjectives)
        .set({ text: value })
        .where(and(eq(courseObjectives.id, objectiveId), eq(courseObjectives.courseId, courseId)))
        .returning();
      if (!row) throw notFound("Objective");
      return toObjective(row);
    });
  }

  deleteObjective(uid: string, courseId: string, objectiveId: string): Promise<void> {
    return this.edit(uid, courseId, (tx) =>
      this.deleteOne(
        tx,
        courseObjectives,
        courseObjectives.id,
        courseObjectives.courseId,
        objectiveId,
        courseId,
        "Objective",
      ),
    );
  }

  addTopic(uid: string, courseId: string, title: string): Promise<Topic> {
    const value = required(title, "A topic title");
    return this.edit(uid, courseId, async (tx) => {
      const position = nextPosition(topics, topics.position, topics.courseId, courseId);
      const [row] = await tx.insert(topics).values({ courseId, position, title: value }).returning();
      if (!row) throw new Error("insert returned no row");
      return toTopic(row);
    });
  }

  renameTopic(
    uid: string,
    courseId: string,
    topicId: string,
    title: string,
  ): Promise<{ id: string; title: string }> {
    const value = required(title, "A topic title");
    return this.edit(uid, courseId, async (tx) => {
      const [row] = await tx
        .update(topics)
        .set({ title: value })
        .where(and(eq(topics.id, topicId), eq(topics.courseId, courseId)))
        .returning({ id: topics.id, title: topics.title });
      if (!row) throw notFound("Topic");
      return row;
    });
  }

  deleteTopic(uid: string, courseId: string, topicId: string): Promise<void> {
    return this.edit(uid, courseId, (tx) =>
      this.deleteOne(tx, topics, topics.id, topics.courseId, topicId, courseId, "Topic"),
    );
  }

  addDay(uid: string, courseId: string, topicId: string, date: string): Promise<Day> {
    return this.edit(uid, courseId, async (tx) => {
      const [topic] = await tx
        .select({ id: topics.id })
        .from(topics)
        .where(and(eq(topics.id, topicId), eq(topics.courseId, courseId)));
      if (!topic) throw notFound("Topic");
      const [row] = await tx.insert(days).values({ courseId, topicId, date }).returning();
      if (!row) throw new Error("insert returned no row");
      return toDay(row);
    });
  }

  setDayDate(
    uid: string,
    courseId: string,
    dayId: string,
    date: string,
  ): Promise<{ id: string; date: string }> {
    return this.edit(uid, courseId, async (tx) => {
      const [row] = await tx
        .update(days)
        .set({ date })
        .where(and(eq(days.id, dayId), eq(days.courseId, courseId)))
        .returning({ id: days.id, date: days.date });
      if (!row) throw notFound("Day");
      return row;
    });
  }

  deleteDay(uid: string, courseId: string, dayId: string): Promise<void> {
    return this.edit(uid, courseId, (tx) =>
      this.deleteOne(tx, days, days.id, days.courseId, dayId, courseId, "Day"),
    );
  }

  addTextContent(
    uid: string,
    courseId: string,
    dayId: string,
    input: CreateTextContentRequest,
  ): Promise<ContentItem> {
    if (!input.title.trim() && !input.text.trim()) throw AppError.of("course/empty-note");
    return this.edit(uid, courseId, async (tx) => {
      const [day] = await tx
        .select({ id: days.id })
        .from(days)
        .where(and(eq(days.id, dayId), eq(days.courseId, courseId)));
      if (!day) throw notFound("Day");
      const position = nextPosition(contentItems, contentItems.position, contentItems.dayId, dayId);
      const [row] = await tx
        .insert(contentItems)
        .values({
          courseId,
          dayId,
          position,
          type: "text",
          title: input.title.trim() || COURSE_DEFAULTS.contentTitle,
          data: storedText(input.text),
        })
        .returning();
      if (!row) throw new Error("insert returned no row");
      return toContent(row);
    });
  }

  updateContent(
    uid: string,
    courseId: string,
    contentId: string,
    input: UpdateContentRequest,
  ): Promise<ContentItem> {
    return this.edit(uid, courseId, async (tx) => {
      const [item] = await tx
        .select()
        .from(contentItems)
        .where(and(eq(contentItems.id, contentId), eq(contentItems.courseId, courseId)));
      if (!item) throw notFound("Content");
      const changes: Partial<typeof contentItems.$inferInsert> = {};
      if (input.title !== undefined) changes.title = input.title.trim() || COURSE_DEFAULTS.contentTitle;
      if (input.text !== undefined) {
        // Image and audio items keep their file; their body is the summary.
        changes.data =
          item.type === "text" ? storedText(input.text) : { ...(item.data as object), summary: input.text };
      }
      const [row] = await tx
        .update(contentItems)
        .set(changes)
        .where(eq(contentItems.id, contentId))
        .returning();
      if (!row) throw notFound("Content");
      return toContent(row);
    });
  }

  deleteContent(uid: string, courseId: string, contentId: string): Promise<void> {
    return this.edit(uid, courseId, (tx) =>
      this.deleteOne(
        tx,
        contentItems,
        contentItems.id,
        contentItems.courseId,
        contentId,
        courseId,
        "Content",
      ),
    );
  }

  private edit<T>(uid: string, courseId: string, change: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(courses)
        .set({ updatedAt: new Date() })
        .where(and(eq(courses.id, courseId), eq(courses.userId, uid)))
        .returning({ id: courses.id });
      if (claimed.length === 0) throw notFound("Course");
      return change(tx as unknown as Db);
    });
  }

  private async deleteOne(
    tx: Db,
    table: PgTable,
    idColumn: PgColumn,
    courseColumn: PgColumn,
    id: string,
    courseId: string,
    what: string,
  ): Promise<void> {
    const deleted = await tx
      .delete(table)
      .where(and(eq(idColumn, id), eq(courseColumn, courseId)))
      .returning({ id: idColumn });
    if (deleted.length === 0) throw notFound(what);
  }
}
