/**
 * The order a quiz result's items and topics are listed in (its report, the progress grid): the
 * course's, as the course page shows them (topics in outline order, then days, then items). A
 * result keys them in objects (contentScores by content id, the report's byTopic by topic title or
 * id), and the database keeps no key order (PostgreSQL jsonb sorts keys by length, then bytes), so
 * the order is the course's, found here, not the stored one.
 */
import type { Course } from "./api/courses";

/** Positions in the course: of its content items by id, of its topics by id or title. */
export interface CourseOrder {
  /** An item's position (topic, then day, then item), or undefined when it is not in the course. */
  item: (contentId: string) => number | undefined;
  /**
   * A topic's position in the outline, by its id or its title (the first topic of that title),
   * or undefined when no topic of the course has that id or title.
   */
  topic: (key: string) => number | undefined;
}

export function courseOrder(course: Course): CourseOrder {
  const items = new Map<string, number>();
  const topicIds = new Map<string, number>();
  const topicTitles = new Map<string, number>();
  course.topics.forEach((topic, position) => {
    topicIds.set(topic.id, position);
    if (!topicTitles.has(topic.title)) topicTitles.set(topic.title, position);
    for (const day of topic.days) {
      for (const item of day.content) items.set(item.id, items.size);
    }
  });
  return {
    item: (contentId) => items.get(contentId),
    topic: (key) => topicIds.get(key) ?? topicTitles.get(key),
  };
}

/**
 * `list` in course order: what is in the course first, by its position; what is not (deleted
 * since the quiz) after, by name, then by key, so it does not depend on the order it was stored in.
 * A new array; `list` is unchanged.
 */
export function inCourseOrder<T>(
  list: readonly T[],
  placeOf: (entry: T) => { position: number | undefined; name: string; key: string },
): T[] {
  return list
    .map((entry) => ({ entry, ...placeOf(entry) }))
    .sort((a, b) => {
      if (a.position !== undefined && b.position !== undefined) return a.position - b.position;
      if (a.position !== undefined) return -1;
      if (b.position !== undefined) return 1;
      return a.name.localeCompare(b.name) || (a.key < b.key ? -1 : a.key > b.key ? 1 : 0);
    })
    .map(({ entry }) => entry);
}
