import type { ContentItem, Course, Day, Topic } from "@study-well/shared/api";
import { rowKey } from "../api/course-mutation";

/**
 * The Course Notes tab as a flat list of rows, in page order, for the windowed list: each topic
 * is its header, its lecture text, its days and its closing row (the add-day control); each day
 * its header, its lecture text, its notes and its closing row (the add controls). A collapsed
 * topic or day keeps only its header and closing row. Rows are keyed by the id their topic, day
 * or note was first shown under (`rowKey`): one saved meanwhile keeps its measured height, its
 * place in the window, and the focus.
 */
export type NotesRow =
  | { kind: "topic"; key: string; topic: Topic; position: number; setSize: number }
  | { kind: "topic-notes"; key: string; topic: Topic }
  | { kind: "topic-end"; key: string; topic: Topic }
  | { kind: "day"; key: string; topic: Topic; day: Day; position: number; setSize: number }
  | { kind: "day-notes"; key: string; topic: Topic; day: Day }
  | {
      kind: "item";
      key: string;
      topic: Topic;
      day: Day;
      item: ContentItem;
      position: number;
      setSize: number;
    }
  | { kind: "day-end"; key: string; topic: Topic; day: Day };

/** A topic's rows as last built, and what they were built with besides the topic itself. */
export interface TopicRows {
  rows: NotesRow[];
  position: number;
  setSize: number;
  collapsed: ReadonlySet<string>;
}

/** The key of a day's last row, its add controls: also its new-note form's (and draft's). */
export const dayEndKey = (dayId: string) => `${dayId}:end`;

/** The key of the form a row holds when open (`openForms`): a note's editor, a day's new note. */
export function formKeyOf(row: NotesRow): string | undefined {
  if (row.kind === "item") return row.item.id;
  if (row.kind === "day-end") return dayEndKey(row.day.id);
  return undefined;
}

/** Rows rebuilt only for the topics an edit replaced (the cache keeps each topic object's rows). */
export function notesRows(
  course: Course,
  collapsed: ReadonlySet<string>,
  cache: WeakMap<Topic, TopicRows>,
): NotesRow[] {
  const rows: NotesRow[] = [];
  const setSize = course.topics.length;
  course.topics.forEach((topic, index) => {
    const cached = cache.get(topic);
    const fresh =
      cached?.position === index + 1 && cached.setSize === setSize && cached.collapsed === collapsed;
    const own = fresh
      ? cached
      : { rows: topicRows(topic, index + 1, setSize, collapsed), position: index + 1, setSize, collapsed };
    cache.set(topic, own);
    for (const row of own.rows) rows.push(row);
  });
  return rows;
}

function topicRows(topic: Topic, position: number, setSize: number, collapsed: ReadonlySet<string>) {
  const topicKey = rowKey(topic.id);
  const rows: NotesRow[] = [{ kind: "topic", key: topicKey, topic, position, setSize }];
  if (!collapsed.has(topicKey)) {
    if (topic.topicLecture || topic.days.length === 0) {
      rows.push({ kind: "topic-notes", key: `${topicKey}:notes`, topic });
    }
    topic.days.forEach((day, dayIndex) => {
      const dayKey = rowKey(day.id);
      rows.push({ kind: "day", key: dayKey, topic, day, position: dayIndex + 1, setSize: topic.days.length });
      if (collapsed.has(dayKey)) return;
      if (day.lecture || day.content.length === 0) {
        rows.push({ kind: "day-notes", key: `${dayKey}:notes`, topic, day });
      }
      day.content.forEach((item, itemIndex) => {
        rows.push({
          kind: "item",
          key: rowKey(item.id),
          topic,
          day,
          item,
          position: itemIndex + 1,
          setSize: day.content.length,
        });
      });
      rows.push({ kind: "day-end", key: dayEndKey(dayKey), topic, day });
    });
  }
  rows.push({ kind: "topic-end", key: `${topicKey}:end`, topic });
  return rows;
}

/** A first guess at each row's height (px) until it is measured on screen. */
export function estimateRow(row: NotesRow): number {
  switch (row.kind) {
    case "topic":
      return 49;
    case "topic-notes":
      return 40;
    case "topic-end":
      return 80;
    case "day":
      return 57;
    case "day-notes":
      return 28;
    case "item":
      return 140;
    case "day-end":
      return 68;
  }
}
