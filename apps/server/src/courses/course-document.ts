import { asc, eq } from "drizzle-orm";
import type {
  ContentItem,
  Course,
  CourseSummary,
  Day,
  Lecture,
  Objective,
  Topic,
} from "@study-well/shared/api";
import type { Db } from "../db/database";
import { contentItems, courseObjectives, type courses, days, topics } from "../db/schema";

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

const lecture = (summary: string | null, at: Date | null): Lecture | null =>
  summary !== null && at !== null ? { summary, timestamp: at.toISOString() } : null;

export const toContent = (row: ContentRow): ContentItem =>
  ({
    id: row.id,
    title: row.title,
    type: row.type,
    data: row.data,
    timestamp: row.createdAt.toISOString(),
  }) as ContentItem;

export const toDay = (row: DayRow, content: ContentItem[] = []): Day => ({
  id: row.id,
  date: row.date,
  content,
  lecture: lecture(row.lectureSummary, row.lectureAt),
});

export const toTopic = (row: TopicRow, topicDays: Day[] = []): Topic => ({
  id: row.id,
  title: row.title,
  days: topicDays,
  topicLecture: lecture(row.lectureSummary, row.lectureAt),
});

export const toObjective = (row: typeof courseObjectives.$inferSelect): Objective => ({
  id: row.id,
  text: row.text,
});

function groupBy<T, K>(rows: T[], key: (row: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>();
  for (const row of rows) {
    const list = groups.get(key(row));
    if (list) list.push(row);
    else groups.set(key(row), [row]);
  }
  return groups;
}

/** Reads one course as the spec's nested document: five indexed queries, whatever its size. */
export async function readCourseDocument(db: Db, course: CourseRow): Promise<Course> {
  const [objectiveRows, topicRows, dayRows, contentRows] = await Promise.all([
    db
      .select()
      .from(courseObjectives)
      .where(eq(courseObjectives.courseId, course.id))
      .orderBy(asc(courseObjectives.position)),
    db
      .select()
      .from(topics)
      .where(eq(topics.courseId, course.id))
      .orderBy(asc(topics.position), asc(topics.createdAt)),
    db.select().from(days).where(eq(days.courseId, course.id)).orderBy(asc(days.date), asc(days.createdAt)),
    db
      .select()
      .from(contentItems)
      .where(eq(contentItems.courseId, course.id))
      .orderBy(asc(contentItems.position), asc(contentItems.createdAt)),
  ]);
  const contentByDay = groupBy(contentRows, (row) => row.dayId);
  const daysByTopic = groupBy(dayRows, (row) => row.topicId);
  return {
    ...toSummary(course),
    userId: course.userId,
    outline: { summary: course.outlineSummary, objectives: objectiveRows.map(toObjective) },
    assessment: course.assessment,
    topics: topicRows.map((topic) =>
      toTopic(
        topic,
        (daysByTopic.get(topic.id) ?? []).map((day) =>
          toDay(day, (contentByDay.get(day.id) ?? []).map(toContent)),
        ),
      ),
    ),
  };
}
