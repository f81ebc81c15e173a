import { sql } from "drizzle-orm";
import {
  bigint,
  boolean,
  date,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uuid,
} from "drizzle-orm/pg-core";

const createdAt = () => timestamp("created_at", { withTimezone: true, mode: "date" }).notNull().defaultNow();

/** Facts about this installation that every server replica must share (e.g. signing keys). */
export const instanceSettings = pgTable("instance_settings", {
  key: text("key").primaryKey(),
  value: jsonb("value").notNull(),
  createdAt: timestamp("created_at", { withTimezone: true, mode: "string" }).notNull().defaultNow(),
});

export const userRole = pgEnum("user_role", ["user", "admin"]);

export const users = pgTable("users", {
  id: uuid("id").primaryKey().defaultRandom(),
  /** Stored trimmed and lower-cased; unique. */
  email: text("email").notNull().unique(),
  passwordHash: text("password_hash").notNull(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  displayName: text("display_name"),
  role: userRole("role").notNull().default("user"),
  emailVerified: boolean("email_verified").notNull().default(false),
  disabled: boolean("disabled").notNull().default(false),
  /** Bumped to end every session at once (disable, password reset); access tokens carry it. */
  sessionVersion: integer("session_version").notNull().default(0),
  createdAt: createdAt(),
  lastLoginAt: timestamp("last_login_at", { withTimezone: true, mode: "date" }),
});

export const refreshTokens = pgTable(
  "refresh_tokens",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    /** Every token rotated from one sign-in shares a family; replaying a used one revokes it. */
    familyId: uuid("family_id").notNull(),
    tokenHash: text("token_hash").notNull().unique(),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
    revokedAt: timestamp("revoked_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("refresh_tokens_family_idx").on(t.familyId), index("refresh_tokens_user_idx").on(t.userId)],
);

export const resetCodes = pgTable(
  "reset_codes",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    secretHash: text("secret_hash").notNull(),
    /**
     * The address the link was mailed to: it works only while the account still has it (null on
     * links made before this was kept).
     */
    email: text("email"),
    createdAt: createdAt(),
    expiresAt: timestamp("expires_at", { withTimezone: true, mode: "date" }).notNull(),
    attempts: integer("attempts").notNull().default(0),
    usedAt: timestamp("used_at", { withTimezone: true, mode: "date" }),
  },
  (t) => [index("reset_codes_user_idx").on(t.userId)],
);

export const waitlistStatus = pgEnum("waitlist_status", ["pending"]);

export const waitlist = pgTable("waitlist", {
  id: uuid("id").primaryKey().defaultRandom(),
  email: text("email").notNull().unique(),
  firstName: text("first_name").notNull(),
  lastName: text("last_name").notNull(),
  status: waitlistStatus("status").notNull().default("pending"),
  createdAt: createdAt(),
});

export const preferredLlm = pgEnum("preferred_llm", ["gemini", "claude"]);

export const userSettings = pgTable("user_settings", {
  userId: uuid("user_id")
    .primaryKey()
    .references(() => users.id, { onDelete: "cascade" }),
  preferredLlm: preferredLlm("preferred_llm").notNull().default("gemini"),
  /** A voice of LECTURE_VOICES; text, so that offering another voice needs no migration. */
  lectureVoice: text("lecture_voice").notNull().default("slt"),
  updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" })
    .notNull()
    .default(sql`now()`),
});

/** Fixed-window counters for throttling, shared by every server replica. */
export const rateLimits = pgTable("rate_limits", {
  key: text("key").primaryKey(),
  windowStart: timestamp("window_start", { withTimezone: true, mode: "date" }).notNull(),
  count: integer("count").notNull(),
  /** For limits with back-off: no attempt is taken before this time. */
  blockedUntil: timestamp("blocked_until", { withTimezone: true, mode: "date" }),
});

export const courses = pgTable(
  "courses",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    title: text("title").notNull().default("Untitled Course"),
    description: text("description").notNull().default("No description available"),
    outlineSummary: text("outline_summary").notNull().default(""),
    assessment: text("assessment").notNull().default("No assessment details available"),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
    /**
     * Moves with every change to the course document (any of its rows), in the same transaction:
     * the document's ETag, and the key of its cached copy (courses/course-cache.ts).
     */
    version: integer("version").notNull().default(1),
  },
  (t) => [index("courses_user_idx").on(t.userId)],
);

const courseRef = () =>
  uuid("course_id")
    .notNull()
    .references(() => courses.id, { onDelete: "cascade" });

export const courseObjectives = pgTable(
  "course_objectives",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: courseRef(),
    position: integer("position").notNull(),
    text: text("text").notNull(),
  },
  (t) => [index("course_objectives_course_idx").on(t.courseId, t.position)],
);

export const topics = pgTable(
  "topics",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: courseRef(),
    position: integer("position").notNull(),
    title: text("title").notNull(),
    lectureSummary: text("lecture_summary"),
    lectureAt: timestamp("lecture_at", { withTimezone: true, mode: "date" }),
    /** The lecture's speech (a row of files); null until it is made. */
    lectureFileId: uuid("lecture_file_id"),
    /** Which notes, at which versions, the lecture was made from (see notesFingerprint). */
    lectureNotes: text("lecture_notes"),
    createdAt: createdAt(),
  },
  (t) => [index("topics_course_idx").on(t.courseId, t.position)],
);

export const days = pgTable(
  "days",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: courseRef(),
    topicId: uuid("topic_id")
      .notNull()
      .references(() => topics.id, { onDelete: "cascade" }),
    /** A calendar date, YYYY-MM-DD: a study day is not an instant. */
    date: date("date", { mode: "string" }).notNull(),
    lectureSummary: text("lecture_summary"),
    lectureAt: timestamp("lecture_at", { withTimezone: true, mode: "date" }),
    lectureFileId: uuid("lecture_file_id"),
    lectureNotes: text("lecture_notes"),
    createdAt: createdAt(),
  },
  (t) => [index("days_course_idx").on(t.courseId), index("days_topic_idx").on(t.topicId)],
);

export const contentType = pgEnum("content_type", ["text", "image", "audio"]);

export const contentItems = pgTable(
  "content_items",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    courseId: courseRef(),
    dayId: uuid("day_id")
      .notNull()
      .references(() => days.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    title: text("title").notNull().default("New Content"),
    type: contentType("type").notNull(),
    /** For text {text}; for image {summary, url}; for audio {url, fileName, summary, transcription}. */
    data: jsonb("data").notNull(),
    /** Moves with every edit: an edit sent with the version it began from is refused once it moved. */
    version: integer("version").notNull().default(1),
    /**
     * The bytes the note puts in its course's document (COURSE_LIMITS.textBytes): a text note's
     * body, or all a photo or recording was read as, in their JSON form. Kept by the database, so
     * a course's total is a sum of small numbers, not a read of every note's text.
     */
    size: integer("size")
      .notNull()
      .generatedAlwaysAs(
        sql`octet_length(case when type = 'text' then (data -> 'text')::text else data::text end)`,
      ),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_items_course_idx").on(t.courseId),
    index("content_items_day_idx").on(t.dayId, t.position),
  ],
);

/**
 * A stored file (an uploaded photo or recording, a lecture's speech). Its key in the file store
 * is built from ids (user, course, topic, day), so deleting a topic or a day deletes every file
 * under its prefix, and a file can never attach itself to a neighbour.
 */
export const files = pgTable(
  "files",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: courseRef(),
    key: text("key").notNull().unique(),
    contentType: text("content_type").notNull(),
    size: bigint("size", { mode: "number" }).notNull(),
    /** The name shown to the user, sanitised to letters, digits and dots. */
    name: text("name").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("files_course_idx").on(t.courseId)],
);

export const taskKind = pgEnum("task_kind", [
  "image",
  "audio",
  "topic-lecture",
  "day-lecture",
  "read-aloud",
  "quiz-report",
]);
export const taskState = pgEnum("task_state", ["queued", "running", "done", "failed", "cancelled"]);

/**
 * Background work a user started (issue 12). The job queue only delivers a task id to a worker;
 * this row is the truth: its state, progress and result. A worker holds a task by its lease,
 * renewed while it works, so a task whose worker died is taken up again. Deleting its topic or
 * day deletes the task, and the worker then discards what it made.
 */
export const tasks = pgTable(
  "tasks",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: courseRef(),
    topicId: uuid("topic_id").references(() => topics.id, { onDelete: "cascade" }),
    dayId: uuid("day_id").references(() => days.id, { onDelete: "cascade" }),
    /** The quiz whose report this task writes (quiz-report tasks only). */
    quizSessionId: uuid("quiz_session_id").references(() => quizSessions.id, { onDelete: "cascade" }),
    kind: taskKind("kind").notNull(),
    state: taskState("state").notNull().default("queued"),
    progress: integer("progress"),
    /** The uploaded file being processed (uploads only). */
    inputFileId: uuid("input_file_id"),
    contentId: uuid("content_id"),
    fileId: uuid("file_id"),
    error: text("error"),
    /**
     * What the task's result replaced (a lecture's previous one), kept while a cancel may still
     * take the result back (FINISH_RACE_SECONDS): put back if it does, deleted once it cannot.
     * Null when there is nothing left to do.
     */
    replaced: jsonb("replaced"),
    attempts: integer("attempts").notNull().default(0),
    leaseUntil: timestamp("lease_until", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
    updatedAt: timestamp("updated_at", { withTimezone: true, mode: "date" }).notNull().defaultNow(),
  },
  (t) => [
    index("tasks_user_idx").on(t.userId),
    index("tasks_state_idx").on(t.state),
    // The few whose replaced things wait to be settled (the sweep's look).
    index("tasks_replaced_idx")
      .on(t.updatedAt)
      .where(sql`${t.replaced} is not null`),
  ],
);

/**
 * A quiz held by the server (issue 13): the content it is about and, in quiz_messages, what was
 * said, so no client can rewrite what was asked or answered.
 */
export const quizSessions = pgTable(
  "quiz_sessions",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: courseRef(),
    contentIds: jsonb("content_ids").$type<string[]>().notNull(),
    /** The tutor has asked its last question and given its feedback. */
    done: boolean("done").notNull().default(false),
    engine: text("engine").notNull(),
    endedAt: timestamp("ended_at", { withTimezone: true, mode: "date" }),
    createdAt: createdAt(),
  },
  (t) => [
    index("quiz_sessions_user_idx").on(t.userId),
    // The open sessions, for ending those left idle (quiz.service.ts).
    index("quiz_sessions_open_idx")
      .on(t.createdAt)
      .where(sql`${t.endedAt} is null`),
  ],
);

export const quizRole = pgEnum("quiz_role", ["user", "assistant"]);

export const quizMessages = pgTable(
  "quiz_messages",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    sessionId: uuid("session_id")
      .notNull()
      .references(() => quizSessions.id, { onDelete: "cascade" }),
    position: integer("position").notNull(),
    role: quizRole("role").notNull(),
    content: text("content").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_messages_session_idx").on(t.sessionId, t.position)],
);

/** The spec's quiz result: scores per content id with reasons, and the report. */
export const quizResults = pgTable(
  "quiz_results",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: courseRef(),
    sessionId: uuid("session_id").references(() => quizSessions.id, { onDelete: "set null" }),
    contentScores: jsonb("content_scores").notNull(),
    report: jsonb("report").notNull(),
    engine: text("engine").notNull(),
    createdAt: createdAt(),
  },
  (t) => [index("quiz_results_course_idx").on(t.courseId, t.userId, t.createdAt)],
);

/**
 * One score of one content item in one result, so "the three latest scores of an item" is one
 * indexed query. Deleting the item deletes its scores; the result keeps its report.
 */
export const contentScores = pgTable(
  "content_scores",
  {
    id: uuid("id").primaryKey().defaultRandom(),
    resultId: uuid("result_id")
      .notNull()
      .references(() => quizResults.id, { onDelete: "cascade" }),
    userId: uuid("user_id")
      .notNull()
      .references(() => users.id, { onDelete: "cascade" }),
    courseId: courseRef(),
    contentId: uuid("content_id")
      .notNull()
      .references(() => contentItems.id, { onDelete: "cascade" }),
    score: integer("score").notNull(),
    title: text("title").notNull(),
    reason: text("reason").notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index("content_scores_content_idx").on(t.contentId, t.createdAt),
    index("content_scores_course_idx").on(t.courseId, t.userId, t.createdAt),
  ],
);
