import { createHash } from "node:crypto";
import { sql } from "drizzle-orm";
import type { ContentItem, CourseSummary, Day, Lecture, Objective, Topic } from "@study-well/shared/api";
import type { Db } from "../db/database";
import type { contentItems, courseObjectives, courses, days, topics } from "../db/schema";

type CourseRow = typeof courses.$inferSelect;
type ContentRow = typeof contentItems.$inferSelect;
type DayRow = typeof days.$inferSelect;
type TopicRow = typeof topics.$inferSelect;

export const toSummary = (row: CourseRow): CourseSummary => ({
  id: row.id,
  title: row.title,
  description: row.description,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

/**
 * Which notes, at which versions, a lecture was made from: the md5 of their "id:version", by id,
 * joined with commas. The course document works out the same of the notes as they are now
 * (NOTES_NOW) to say whether they changed since.
 */
export function notesFingerprint(notes: readonly { id: string; version: number }[]): string {
  const parts = notes.map((note) => `${note.id}:${note.version}`).sort();
  return createHash("md5").update(parts.join(",")).digest("hex");
}

/** A new topic's or day's (its lecture is made later, and read with the course). */
const lecture = (row: {
  lectureSummary: string | null;
  lectureAt: Date | null;
  lectureFileId: string | null;
}): Lecture | null =>
  row.lectureSummary !== null && row.lectureAt !== null
    ? {
        summary: row.lectureSummary,
        timestamp: row.lectureAt.toISOString(),
        audioFileId: row.lectureFileId,
        notesChanged: false,
      }
    : null;

/**
 * A text item's body is kept as {text} in the jsonb column: drizzle JSON-parses any string it
 * reads back, so a bare string body like "42" would return as a number (and cost an exception
 * per item when it is not JSON).
 */
export const storedText = (text: string) => ({ text });

export const toContent = (row: ContentRow): ContentItem => {
  const base = { id: row.id, title: row.title, timestamp: row.createdAt.toISOString(), version: row.version };
  return row.type === "text"
    ? { ...base, type: "text", data: (row.data as { text: string }).text }
    : ({ ...base, type: row.type, data: row.data } as ContentItem);
};

export const toDay = (row: DayRow, content: ContentItem[] = []): Day => ({
  id: row.id,
  date: row.date,
  content,
  lecture: lecture(row),
});

export const toTopic = (row: TopicRow, topicDays: Day[] = []): Topic => ({
  id: row.id,
  title: row.title,
  days: topicDays,
  topicLecture: lecture(row),
});

export const toObjective = (row: typeof courseObjectives.$inferSelect): Objective => ({
  id: row.id,
  text: row.text,
});

const iso = (column: string) => `to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
/** notesFingerprint of the notes as they are now, in `where` (a day's, or a topic's days'). */
export const notesNow = (from: string) =>
  `(select md5(coalesce(string_agg(i.id::text || ':' || i.version::text, ',' order by i.id), '')) ${from})`;
/** `now`: notesNow of the topic's or day's notes (lectures made before were given theirs by 0011). */
const lectureOf = (alias: string, now: string) =>
  `case when ${alias}.lecture_summary is not null and ${alias}.lecture_at is not null
     then json_build_object('summary', ${alias}.lecture_summary, 'timestamp', ${iso(`${alias}.lecture_at`)},
       'audioFileId', ${alias}.lecture_file_id,
       'notesChanged', coalesce(${alias}.lecture_notes <> ${now}, false)) end`;

/**
 * The spec's nested course document (§3), built by the database in one query and returned as
 * JSON text: no per-row work in Node, whatever the course's size. Its shape is the Course
 * contract in packages/shared, which the integration tests check every document against.
 */
const COURSE_DOCUMENT_SQL = `
select json_build_object(
  'id', c.id, 'title', c.title, 'description', c.description, 'userId', c.user_id,
  'createdAt', ${iso("c.created_at")}, 'updatedAt', ${iso("c.updated_at")},
  'outline', json_build_object(
    'summary', c.outline_summary,
    'objectives', coalesce((
      select json_agg(json_build_object('id', o.id, 'text', o.text) order by o.position)
      from course_objectives o where o.course_id = c.id), '[]'::json)),
  'assessment', c.assessment,
  'topics', coalesce((
    select json_agg(json_build_object(
      'id', t.id, 'title', t.title,
      'topicLecture', ${lectureOf("t", notesNow("from content_items i join days n on n.id = i.day_id where n.topic_id = t.id"))},
      'days', coalesce((
        select json_agg(json_build_object(
          'id', d.id, 'date', d.date, 'lecture', ${lectureOf("d", notesNow("from content_items i where i.day_id = d.id"))},
          'content', coalesce((
            select json_agg(json_build_object(
              'id', i.id, 'title', i.title, 'type', i.type,
              'data', case when i.type = 'text' then i.data -> 'text' else i.data end,
              'timestamp', ${iso("i.created_at")}, 'version', i.version) order by i.position, i.created_at)
            from content_items i where i.day_id = d.id), '[]'::json)
        ) order by d.date, d.created_at)
        from days d where d.topic_id = t.id), '[]'::json)
    ) order by t.position, t.created_at)
    from topics t where t.course_id = c.id), '[]'::json)
)::text as doc, c.version as version
from courses c where c.id = $1 and c.user_id = $2`;

/** The course as JSON text with its version, or undefined when the user has no such course. */
export async function readCourseJson(
  db: Db,
  courseId: string,
  userId: string,
): Promise<{ json: string; version: number } | undefined> {
  const [head = "", middle = "", tail = ""] = COURSE_DOCUMENT_SQL.split(/\$[12]/);
  // Static SQL around two bound parameters: the ids never become part of the query text.
  const result = await db.execute(
    sql`${sql.raw(head)}${courseId}${sql.raw(middle)}${userId}${sql.raw(tail)}`,
  );
  const [row] = (result as { rows: { doc: string; version: number }[] }).rows;
  return row && { json: row.doc, version: row.version };
}
