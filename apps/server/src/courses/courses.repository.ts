import { and, desc, eq, sql } from "drizzle-orm";
import type { PgColumn, PgTable } from "drizzle-orm/pg-core";
import type { ContentItem, CourseSummary, Day, Objective, Topic } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { contentItems, courseObjectives, courses, days, topics } from "../db/schema";
import {
  readCourseJson,
  storedText,
  toContent,
  toDay,
  toObjective,
  toSummary,
  toTopic,
} from "./course-document";

/** The next position at the end of a list (positions are only compared, never shown). */
const nextPosition = (table: PgTable, position: PgColumn, parent: PgColumn, parentId: string) =>
  sql<number>`(select coalesce(max(${position}), -1) + 1 from ${table} where ${parent} = ${parentId})`;

/** Courses and everything in them, in the normalised tables. */
export class CoursesRepository {
  constructor(private readonly db: Db) {}

  async listByOwner(uid: string): Promise<CourseSummary[]> {
    const rows = await this.db
      .select()
      .from(courses)
      .where(eq(courses.userId, uid))
      .orderBy(desc(courses.updatedAt));
    return rows.map(toSummary);
  }

  async insert(uid: string, title: string, description: string): Promise<string> {
    const [row] = await this.db
      .insert(courses)
      .values({ userId: uid, title, description })
      .returning({ id: courses.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  }

  /** The owner's course document as JSON text, built by the database; undefined if not theirs. */
  readDocument(uid: string, courseId: string): Promise<string | undefined> {
    return readCourseJson(this.db, courseId, uid);
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
      const claimed = await tx
        .update(courses)
        .set({ updatedAt: new Date() })
        .where(and(eq(courses.id, courseId), eq(courses.userId, uid)))
        .returning({ id: courses.id });
      if (claimed.length === 0) return { owned: false as const };
      return { owned: true as const, value: await work(new CourseWrites(tx, courseId)) };
    });
  }
}

/**
 * The targeted writes inside one claimed course. Each names the course in its condition, so an id
 * from another course is not found. Lookups answer undefined (or false) when nothing matched.
 */
export class CourseWrites {
  constructor(
    private readonly tx: Db,
    private readonly courseId: string,
  ) {}

  async update(changes: { title?: string; description?: string }): Promise<CourseSummary | undefined> {
    const [row] = await this.tx.update(courses).set(changes).where(eq(courses.id, this.courseId)).returning();
    return row && toSummary(row);
  }

  async setOutlineSummary(summary: string): Promise<void> {
    await this.tx.update(courses).set({ outlineSummary: summary }).where(eq(courses.id, this.courseId));
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

  async updateObjective(objectiveId: string, text: string): Promise<Objective | undefined> {
    const [row] = await this.tx
      .update(courseObjectives)
      .set({ text })
      .where(and(eq(courseObjectives.id, objectiveId), eq(courseObjectives.courseId, this.courseId)))
      .returning();
    return row && toObjective(row);
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

  async renameTopic(topicId: string, title: string): Promise<{ id: string; title: string } | undefined> {
    const [row] = await this.tx
      .update(topics)
      .set({ title })
      .where(and(eq(topics.id, topicId), eq(topics.courseId, this.courseId)))
      .returning({ id: topics.id, title: topics.title });
    return row;
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

  deleteDay(dayId: string): Promise<boolean> {
    return this.deleteOne(days, days.id, days.courseId, dayId);
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
   * keep their file, and their text is the summary. Undefined when the item is not in this course.
   */
  async updateContent(
    contentId: string,
    changes: { title?: string; text?: string },
  ): Promise<ContentItem | undefined> {
    const [item] = await this.tx
      .select()
      .from(contentItems)
      .where(and(eq(contentItems.id, contentId), eq(contentItems.courseId, this.courseId)));
    if (!item) return undefined;
    const set: Partial<typeof contentItems.$inferInsert> = {};
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

  deleteContent(contentId: string): Promise<boolean> {
    return this.deleteOne(contentItems, contentItems.id, contentItems.courseId, contentId);
  }

  private async deleteOne(table: PgTable, idColumn: PgColumn, courseColumn: PgColumn, id: string) {
    const deleted = await this.tx
      .delete(table)
      .where(and(eq(idColumn, id), eq(courseColumn, this.courseId)))
      .returning({ id: idColumn });
    return deleted.length > 0;
  }
}
