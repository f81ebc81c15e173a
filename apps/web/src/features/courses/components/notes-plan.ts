import type { Day, Topic } from "@study-well/shared/api";
import type { NotesRow } from "./notes-rows";

/** The rendered rows of one day, by role (row indexes into the flat list). */
export interface DayPlan {
  day: Day;
  head?: number;
  notes?: number;
  items: { index: number; row: Extract<NotesRow, { kind: "item" }> }[];
  end?: number;
}

/** The rendered rows of one topic, by role. */
export interface TopicPlan {
  topic: Topic;
  position: number;
  setSize: number;
  head?: number;
  notes?: number;
  days: DayPlan[];
  end?: number;
}

/** Groups the rows to render (in index order) back into the nesting of topics, days and notes. */
export function notesPlan(
  topicList: readonly Topic[],
  rows: readonly NotesRow[],
  rendered: ReadonlyMap<number, number>,
): TopicPlan[] {
  const topics: TopicPlan[] = [];
  for (const index of rendered.keys()) {
    const row = rows[index];
    if (!row) continue;
    let topic = topics.at(-1);
    if (topic?.topic !== row.topic) {
      topic = {
        topic: row.topic,
        position: topicList.indexOf(row.topic) + 1,
        setSize: topicList.length,
        days: [],
      };
      topics.push(topic);
    }
    if (row.kind === "topic") {
      topic.head = index;
      continue;
    }
    if (row.kind === "topic-notes") topic.notes = index;
    if (row.kind === "topic-end") topic.end = index;
    if (row.kind === "topic-notes" || row.kind === "topic-end") continue;
    let day = topic.days.at(-1);
    if (day?.day !== row.day) {
      day = { day: row.day, items: [] };
      topic.days.push(day);
    }
    if (row.kind === "day") day.head = index;
    else if (row.kind === "day-notes") day.notes = index;
    else if (row.kind === "day-end") day.end = index;
    else day.items.push({ index, row });
  }
  return topics;
}
