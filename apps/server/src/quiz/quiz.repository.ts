import { and, asc, desc, eq, inArray, sql } from "drizzle-orm";
import type { QuizMessage, QuizResult, QuizSession } from "@study-well/shared/api";
import type { QuizContentItem } from "../ai/capabilities";
import type { Db } from "../db/database";
import { QUIZ_RESULTS_CHANNEL } from "../live/quiz-results-feed";
import {
  contentItems,
  contentScores,
  courses,
  days,
  quizMessages,
  quizResults,
  quizSessions,
  topics,
} from "../db/schema";

type SessionRow = typeof quizSessions.$inferSelect;
type MessageRow = typeof quizMessages.$inferSelect;
type ResultRow = typeof quizResults.$inferSelect;

const toMessage = (row: MessageRow): QuizMessage => ({
  role: row.role,
  content: row.content,
  timestamp: row.createdAt.toISOString(),
});

export const toSession = (row: SessionRow, messages: MessageRow[]): QuizSession => ({
  id: row.id,
  courseId: row.courseId,
  contentIds: row.contentIds,
  messages: messages.map(toMessage),
  done: row.done,
  engine: row.engine,
  endedAt: row.endedAt?.toISOString() ?? null,
});

const toResult = (row: ResultRow): QuizResult => ({
  id: row.id,
  userId: row.userId,
  courseId: row.courseId,
  sessionId: row.sessionId,
  timestamp: row.createdAt.toISOString(),
  contentScores: row.contentScores as QuizResult["contentScores"],
  report: row.report as QuizResult["report"],
  engine: row.engine,
});

/** Quiz sessions, their messages, and the results with their per-item scores. */
export class QuizRepository {
  constructor(private readonly db: Db) {}

  /**
   * The owner's content items with the words a quiz asks about (a note's text, a picture's text
   * and article, a recording's transcript and summary) and their topic's title, in course order.
   * Items that are not the owner's, or no longer exist, are left out.
   */
  async readContent(uid: string, courseId: string, contentIds: string[]): Promise<QuizContentItem[]> {
    if (contentIds.length === 0) return [];
    const rows = await this.db
      .select({
        id: contentItems.id,
        title: contentItems.title,
        type: contentItems.type,
        data: contentItems.data,
        topic: topics.title,
      })
      .from(contentItems)
      .innerJoin(days, eq(days.id, contentItems.dayId))
      .innerJoin(topics, eq(topics.id, days.topicId))
      .innerJoin(courses, eq(courses.id, contentItems.courseId))
      .where(
        and(
          eq(contentItems.courseId, courseId),
          eq(courses.userId, uid),
          inArray(contentItems.id, contentIds),
        ),
      )
      .orderBy(asc(topics.position), asc(days.date), asc(contentItems.position));
    return rows.map((row) => ({
      id: row.id,
      title: row.title,
      topic: row.topic,
      text: wordsOf(row.type, row.data),
      type: row.type,
    }));
  }

  async createSession(session: typeof quizSessions.$inferInsert, opening: string): Promise<QuizSession> {
    return this.db.transaction(async (tx) => {
      const [row] = await tx.insert(quizSessions).values(session).returning();
      if (!row) throw new Error("insert returned no row");
      const [message] = await tx
        .insert(quizMessages)
        .values({ sessionId: row.id, position: 0, role: "assistant", content: opening })
        .returning();
      return toSession(row, message ? [message] : []);
    });
  }

  /** The owner's session with its messages, in order; undefined for anyone else's. */
  async findSession(uid: string, sessionId: string): Promise<QuizSession | undefined> {
    const [row] = await this.db
      .select()
      .from(quizSessions)
      .where(and(eq(quizSessions.id, sessionId), eq(quizSessions.userId, uid)));
    if (!row) return undefined;
    const messages = await this.db
      .select()
      .from(quizMessages)
      .where(eq(quizMessages.sessionId, sessionId))
      .orderBy(asc(quizMessages.position));
    return toSession(row, messages);
  }

  /**
   * What the tutor said in the owner's earlier quizzes on the course, most recent first (at most
   * `limit` messages): those said before the session `before` started, or before now. What a quiz
   * still open in another tab says later is not among them, so a session reads the same list at
   * every turn.
   */
  async earlierTutorMessages(uid: string, courseId: string, before?: string, limit = 200): Promise<string[]> {
    const cutoff = before
      ? sql`(select s.created_at from quiz_sessions s where s.id = ${before})`
      : sql`now()`;
    const rows = await this.db
      .select({ content: quizMessages.content })
      .from(quizMessages)
      .innerJoin(quizSessions, eq(quizSessions.id, quizMessages.sessionId))
      .where(
        and(
          eq(quizSessions.userId, uid),
          eq(quizSessions.courseId, courseId),
          eq(quizMessages.role, "assistant"),
          sql`${quizMessages.createdAt} < ${cutoff}`,
          ...(before ? [sql`${quizSessions.id} <> ${before}`] : []),
        ),
      )
      .orderBy(desc(quizMessages.createdAt), desc(quizMessages.position))
      .limit(limit);
    return rows.map((row) => row.content);
  }

  /**
   * Adds the student's message and the tutor's reply after `expectedCount` messages: "kept", or
   * "moved-on" when another turn got there first (two tabs answering at once), or "ended" when the
   * session has ended meanwhile.
   */
  async addTurn(
    sessionId: string,
    expectedCount: number,
    answer: string,
    reply: string,
    done: boolean,
  ): Promise<"kept" | "ended" | "moved-on"> {
    return this.db.transaction(async (tx) => {
      const [open] = await tx
        .select({ id: quizSessions.id })
        .from(quizSessions)
        .where(and(eq(quizSessions.id, sessionId), sql`${quizSessions.endedAt} is null`))
        .for("update");
      if (!open) return "ended";
      const [{ count } = { count: 0 }] = await tx
        .select({ count: sql<number>`count(*)::int` })
        .from(quizMessages)
        .where(eq(quizMessages.sessionId, sessionId));
      if (count !== expectedCount) return "moved-on";
      await tx.insert(quizMessages).values([
        { sessionId, position: count, role: "user", content: answer },
        { sessionId, position: count + 1, role: "assistant", content: reply },
      ]);
      if (done) await tx.update(quizSessions).set({ done: true }).where(eq(quizSessions.id, sessionId));
      return "kept";
    });
  }

  /** Ends the session; false when it had already ended. */
  async endSession(uid: string, sessionId: string): Promise<boolean> {
    const rows = await this.db
      .update(quizSessions)
      .set({ endedAt: new Date() })
      .where(
        and(
          eq(quizSessions.id, sessionId),
          eq(quizSessions.userId, uid),
          sql`${quizSessions.endedAt} is null`,
        ),
      )
      .returning({ id: quizSessions.id });
    return rows.length > 0;
  }

  /**
   * Sessions still open whose last message was said before `idleSince`: left without an end (a
   * browser closed while offline, an end request lost), at most `limit` of them, oldest first.
   */
  async idleSessions(idleSince: Date, limit: number): Promise<{ id: string; userId: string }[]> {
    return this.db
      .select({ id: quizSessions.id, userId: quizSessions.userId })
      .from(quizSessions)
      .where(
        and(
          sql`${quizSessions.endedAt} is null`,
          sql`${quizSessions.createdAt} < ${idleSince}`,
          sql`not exists (select 1 from ${quizMessages} m where m.session_id = ${quizSessions.id} and m.created_at >= ${idleSince})`,
        ),
      )
      .orderBy(asc(quizSessions.createdAt))
      .limit(limit);
  }

  /** Stores a result and its per-item scores (items deleted meanwhile are left out), in `tx`. */
  async insertResult(
    tx: Db,
    result: Omit<typeof quizResults.$inferInsert, "id"> & { id: string },
    scores: { contentId: string; score: number; title: string; reason: string }[],
  ): Promise<void> {
    await tx.insert(quizResults).values(result);
    // Heard by every server process once this transaction commits (live/quiz-results-feed.ts).
    const notice = JSON.stringify({ userId: result.userId, courseId: result.courseId, resultId: result.id });
    await tx.execute(sql`select pg_notify(${QUIZ_RESULTS_CHANNEL}, ${notice})`);
    if (scores.length === 0) return;
    const existing = new Set(
      (
        await tx
          .select({ id: contentItems.id })
          .from(contentItems)
          .where(
            and(
              eq(contentItems.courseId, result.courseId),
              inArray(
                contentItems.id,
                scores.map((s) => s.contentId),
              ),
            ),
          )
      ).map((row) => row.id),
    );
    const kept = scores.filter((s) => existing.has(s.contentId));
    if (kept.length === 0) return;
    await tx
      .insert(contentScores)
      .values(
        kept.map((s) => ({ ...s, resultId: result.id, userId: result.userId, courseId: result.courseId })),
      );
  }

  async ownsCourse(uid: string, courseId: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: courses.id })
      .from(courses)
      .where(and(eq(courses.id, courseId), eq(courses.userId, uid)));
    return row !== undefined;
  }

  /** The owner's result, or undefined. */
  async findResult(uid: string, resultId: string): Promise<QuizResult | undefined> {
    const [row] = await this.db
      .select()
      .from(quizResults)
      .where(and(eq(quizResults.id, resultId), eq(quizResults.userId, uid)));
    return row && toResult(row);
  }

  /**
   * The owner's results for a course stored after `resultId` (oldest first): what a stream that
   * reconnects with Last-Event-ID missed. Empty when that result is unknown.
   */
  async resultsAfter(uid: string, courseId: string, resultId: string): Promise<QuizResult[]> {
    // Compared in the database, at its own (microsecond) precision.
    const rows = await this.db
      .select()
      .from(quizResults)
      .where(
        and(
          eq(quizResults.userId, uid),
          eq(quizResults.courseId, courseId),
          sql`(${quizResults.createdAt}, ${quizResults.id}) > (select r.created_at, r.id from quiz_results r where r.id = ${resultId} and r.user_id = ${uid})`,
        ),
      )
      .orderBy(asc(quizResults.createdAt), asc(quizResults.id));
    return rows.map(toResult);
  }

  /** The owner's results for a course, newest first. */
  async listResults(uid: string, courseId: string): Promise<QuizResult[]> {
    const rows = await this.db
      .select()
      .from(quizResults)
      .where(and(eq(quizResults.userId, uid), eq(quizResults.courseId, courseId)))
      .orderBy(desc(quizResults.createdAt));
    return rows.map(toResult);
  }
}

/**
 * What a quiz reads of an item: a note's text; a picture's text and article (none when no text
 * was found on it: its article only says so); a recording's transcript and summary.
 */
function wordsOf(type: "text" | "image" | "audio", data: unknown): string {
  const d = data as { text?: string; summary?: string; transcription?: string };
  const parts =
    type === "text"
      ? [d.text]
      : type === "image"
        ? d.text?.trim()
          ? [d.text, d.summary]
          : []
        : [d.transcription, d.summary];
  return parts
    .map((part) => part?.trim() ?? "")
    .filter(Boolean)
    .join("\n\n");
}
