import { describe, expect, it } from "vitest";
import type { Course, Day } from "@study-well/shared/api";
import {
  mapContent,
  mapDays,
  mapSame,
  mapTopics,
  nextDayDate,
  placeOfNote,
  withNoteBack,
  withoutId,
  withoutNotes,
} from "./course-tree";

const day = (id: string, items: string[]): Day => ({
  id,
  date: "2026-11-20",
  lecture: null,
  content: items.map((item) => ({
    id: item,
    type: "text",
    title: item,
    data: "text",
    timestamp: "2026-11-20T10:00:00.000Z",
    version: 1,
  })),
});

const buildCourse = (): Course => ({
  id: "c",
  title: "Course",
  description: "About",
  userId: "u",
  createdAt: "2026-11-01T10:00:00.000Z",
  updatedAt: "2026-11-01T10:00:00.000Z",
  outline: { summary: "", objectives: [] },
  assessment: "No assessment details available",
  topics: [
    { id: "t1", title: "One", topicLecture: null, days: [day("d1", ["a", "b"]), day("d2", ["c"])] },
    { id: "t2", title: "Two", topicLecture: null, days: [day("d3", ["d"])] },
  ],
});

describe("course tree edits", () => {
  it("copy only the path to what changed; every other topic, day and note keeps its object", () => {
    const course = buildCourse();
    const next = mapContent(course, (item) => (item.id === "b" ? { ...item, title: "B" } : item));
    expect(next).not.toBe(course);
    const [t1, t2] = next.topics;
    expect(t2).toBe(course.topics[1]);
    expect(t1).not.toBe(course.topics[0]);
    expect(t1?.days[1]).toBe(course.topics[0]?.days[1]);
    expect(t1?.days[0]?.content[0]).toBe(course.topics[0]?.days[0]?.content[0]);
    expect(t1?.days[0]?.content[1]?.title).toBe("B");
  });

  it("give back the course itself when nothing changed", () => {
    const course = buildCourse();
    expect(mapTopics(course, (topic) => topic)).toBe(course);
    expect(mapDays(course, (d) => d)).toBe(course);
    expect(mapContent(course, (item) => item)).toBe(course);
  });

  it("remove by id, keeping the list when the id is not in it", () => {
    const list = [{ id: "x" }, { id: "y" }];
    expect(withoutId(list, "z")).toBe(list);
    expect(withoutId(list, "x")).toEqual([{ id: "y" }]);
    expect(mapSame(list, (x) => (x.id === "y" ? { id: "Y" } : x))).toEqual([{ id: "x" }, { id: "Y" }]);
  });
});

describe("nextDayDate", () => {
  it("is today, unless the topic already has a day dated today or later: then the day after its latest", () => {
    expect(nextDayDate([], "2026-12-03")).toBe("2026-12-03");
    expect(nextDayDate([{ date: "2026-11-20" }], "2026-12-03")).toBe("2026-12-03");
    expect(nextDayDate([{ date: "2026-12-03" }, { date: "2026-11-20" }], "2026-12-03")).toBe("2026-12-04");
    // Across a month's and a year's end, and a leap day.
    expect(nextDayDate([{ date: "2026-12-31" }], "2026-12-03")).toBe("2027-01-01");
    expect(nextDayDate([{ date: "2028-02-28" }], "2028-02-28")).toBe("2028-02-29");
  });

  it("puts notes deleted in turn back in their places, whichever is undone first", () => {
    const course = {
      ...buildCourse(),
      topics: [{ id: "t1", title: "One", topicLecture: null, days: [day("d1", ["a", "b", "c"])] }],
    };
    const notes = (c: Course) => c.topics[0]?.days[0]?.content.map((item) => item.id);
    const placeA = placeOfNote(course, "a");
    const withoutA = withoutNotes(course, new Set(["a"]));
    const placeB = placeOfNote(withoutA, "b");
    const neither = withoutNotes(withoutA, new Set(["b"]));
    if (!placeA || !placeB) throw new Error("no place");
    expect(notes(withNoteBack(withNoteBack(neither, placeA), placeB))).toEqual(["a", "b", "c"]);
    expect(notes(withNoteBack(withNoteBack(neither, placeB), placeA))).toEqual(["a", "b", "c"]);
    // Put back once only, and not into a day that is gone.
    expect(notes(withNoteBack(course, placeA))).toEqual(["a", "b", "c"]);
    const dayGone = { ...course, topics: [{ id: "t1", title: "One", topicLecture: null, days: [] }] };
    expect(withNoteBack(dayGone, placeA)).toBe(dayGone);
    // The last note goes back at the end.
    const placeC = placeOfNote(course, "c");
    if (!placeC) throw new Error("no place");
    expect(notes(withNoteBack(withoutNotes(course, new Set(["c"])), placeC))).toEqual(["a", "b", "c"]);
  });
});
