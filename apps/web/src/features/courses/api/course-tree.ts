import { addDays, format, parseISO } from "date-fns";
import type { ContentItem, Course, Day, Lecture, Topic } from "@study-well/shared/api";

/**
 * Immutable edits of the nested course document, for optimistic updates. Only what an edit
 * changes is copied: every other topic, day and item keeps its object, so the rows showing them
 * (memoised by object) are not rendered again, and a course of thousands of notes costs an edit
 * what a small one does.
 */
export const mapTopics = (course: Course, fn: (topic: Topic) => Topic): Course => {
  const topics = mapSame(course.topics, fn);
  return topics === course.topics ? course : { ...course, topics };
};

export const mapDays = (course: Course, fn: (day: Day) => Day): Course =>
  mapTopics(course, (topic) => {
    const days = mapSame(topic.days, fn);
    return days === topic.days ? topic : { ...topic, days };
  });

export const mapContent = (course: Course, fn: (item: ContentItem) => ContentItem): Course =>
  mapDays(course, (day) => {
    const content = mapSame(day.content, fn);
    return content === day.content ? day : { ...day, content };
  });

/** The lecture, said to be made from notes that have changed since. */
export const changedSince = (lecture: Lecture | null): Lecture | null =>
  lecture && !lecture.notesChanged ? { ...lecture, notesChanged: true } : lecture;

/**
 * mapDays for an edit of notes: the lecture of each day it changes, and of that day's topic, is
 * then made from notes that have changed since (as the server will say).
 */
export const mapNotes = (course: Course, fn: (day: Day) => Day): Course =>
  mapTopics(course, (topic) => {
    const days = mapSame(topic.days, (day) => {
      const next = fn(day);
      return next === day ? day : { ...next, lecture: changedSince(next.lecture) };
    });
    return days === topic.days ? topic : { ...topic, days, topicLecture: changedSince(topic.topicLecture) };
  });

/** mapContent for an edit of notes (see mapNotes). */
export const mapNoteItems = (course: Course, fn: (item: ContentItem) => ContentItem): Course =>
  mapNotes(course, (day) => {
    const content = mapSame(day.content, fn);
    return content === day.content ? day : { ...day, content };
  });

/** `list.map(fn)`, or `list` itself when `fn` returned every element unchanged. */
export function mapSame<T>(list: T[], fn: (x: T) => T): T[] {
  let out: T[] | null = null;
  for (const [i, x] of list.entries()) {
    const next = fn(x);
    if (out === null && next !== x) out = list.slice(0, i);
    if (out !== null) out.push(next);
  }
  return out ?? list;
}

/** `list` without the element with id `id`; `list` itself when there is none. */
export const withoutId = <T extends { id: string }>(list: T[], id: string): T[] =>
  list.some((x) => x.id === id) ? list.filter((x) => x.id !== id) : list;

/** The course without these notes (a day that held none of them keeps its object). */
export const withoutNotes = (course: Course, ids: ReadonlySet<string>): Course =>
  mapNotes(course, (day) =>
    day.content.some((item) => ids.has(item.id))
      ? { ...day, content: day.content.filter((item) => !ids.has(item.id)) }
      : day,
  );

/** Where a note is: its day, the note that follows it there (if any), its place, and the note itself. */
export interface NotePlace {
  dayId: string;
  nextId: string | undefined;
  index: number;
  item: ContentItem;
}

export function placeOfNote(course: Course, id: string): NotePlace | undefined {
  for (const topic of course.topics)
    for (const day of topic.days) {
      const index = day.content.findIndex((item) => item.id === id);
      const item = day.content[index];
      if (item) return { dayId: day.id, nextId: day.content[index + 1]?.id, index, item };
    }
  return undefined;
}

/**
 * The course with a note put back where it was: before the note that followed it, or, that one
 * gone too (deleted after it, and not yet put back), at its place then (unless its day is gone or
 * it is there already).
 */
export const withNoteBack = (course: Course, { dayId, nextId, index, item }: NotePlace): Course =>
  mapDays(course, (day) => {
    if (day.id !== dayId || day.content.some((c) => c.id === item.id)) return day;
    const next = nextId === undefined ? day.content.length : day.content.findIndex((c) => c.id === nextId);
    const at = next >= 0 ? next : Math.min(index, day.content.length);
    return { ...day, content: [...day.content.slice(0, at), item, ...day.content.slice(at)] };
  });

/** Days are listed by date, then in the order they were added. */
export const sortDays = (list: Day[]): Day[] => [...list].sort((a, b) => a.date.localeCompare(b.date));

/**
 * The date a new day of a topic takes: today, or the day after its latest day when that is today
 * or later (a second Add day in one sitting is the next day's study, not another day dated the
 * same). Dates are calendar dates ("yyyy-MM-dd").
 */
export function nextDayDate(days: readonly Pick<Day, "date">[], today: string): string {
  const latest = days.reduce((last, day) => (day.date > last ? day.date : last), "");
  return latest < today ? today : format(addDays(parseISO(latest), 1), "yyyy-MM-dd");
}

export const replaceId = <T extends { id: string }>(list: T[], id: string, next: T): T[] =>
  mapSame(list, (x) => (x.id === id ? next : x));
