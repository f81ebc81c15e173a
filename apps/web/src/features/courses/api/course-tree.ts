import type { ContentItem, Course, Day, Topic } from "@study-well/shared/api";

/** Immutable edits of the nested course document, for optimistic updates. */
export const mapTopics = (course: Course, fn: (topic: Topic) => Topic): Course => ({
  ...course,
  topics: course.topics.map(fn),
});

export const mapDays = (course: Course, fn: (day: Day) => Day): Course =>
  mapTopics(course, (topic) => ({ ...topic, days: topic.days.map(fn) }));

export const mapContent = (course: Course, fn: (item: ContentItem) => ContentItem): Course =>
  mapDays(course, (day) => ({ ...day, content: day.content.map(fn) }));

/** Days are listed by date, then in the order they were added. */
export const sortDays = (list: Day[]): Day[] => [...list].sort((a, b) => a.date.localeCompare(b.date));

export const replaceId = <T extends { id: string }>(list: T[], id: string, next: T): T[] =>
  list.map((x) => (x.id === id ? next : x));
