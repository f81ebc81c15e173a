import { screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { addDays, format, parseISO } from "date-fns";
import { QueryClient } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course, Day } from "@study-well/shared/api";
import { DISMISS, NOTES } from "@study-well/shared";
import { stubFetch } from "../../../test/fetch-stub";
import { buildCourse as buildTestCourse } from "../../../test/course-fixtures";
import { renderCoursePage } from "../../../test/render-course-page";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const TOPIC_ID = "33333333-3333-4333-8333-333333333333";
const DAY_ID = "55555555-5555-4555-8555-555555555555";
const NOTE_ID = "66666666-6666-4666-8666-666666666666";

/** One topic, with `days`; the outline's summary opens the page on Course Notes. */
const buildCourse = (days: Day[] = []): Course =>
  buildTestCourse({
    id: COURSE_ID,
    outline: { summary: "About carbon", objectives: [] },
    topics: [{ id: TOPIC_ID, title: "Alkanes", topicLecture: null, days }],
  });

const buildDay = (content: Day["content"] = []): Day => ({
  id: DAY_ID,
  date: "2026-11-20",
  lecture: null,
  content,
});

const buildNote = (): Day["content"][number] => ({
  id: NOTE_ID,
  type: "text",
  title: "Naming",
  data: "Longest chain first.",
  timestamp: "2026-11-20T10:00:00.000Z",
  version: 1,
});

const notFound = (what: string) =>
  Response.json({ error: { code: "not-found", message: `${what} not found.` } }, { status: 404 });

/**
 * A stand-in server holding the course; each write waits for `answer()` before it is answered, as
 * a slow network would, so a second click lands while the first request is on its way. A delete
 * of what is gone (deleted before, or `gone` from the start: in another tab) answers 404.
 */
function stubServer(course: Course, gone: "nothing" | "everything" = "nothing") {
  const writes: string[] = [];
  const dates: string[] = [];
  const deleted = new Set<string>();
  const waiting: (() => void)[] = [];
  let added = 0;
  stubFetch(async (url, init) => {
    if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
    writes.push(`${init.method} ${url}`);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (init.method === "DELETE") {
      if (gone === "everything" || deleted.has(url)) return notFound("Item");
      deleted.add(url);
      return new Response(null, { status: 204 });
    }
    const { date } = JSON.parse(init.body ?? "{}") as { date: string };
    dates.push(date);
    added += 1;
    const id = `44444444-4444-4444-8444-${String(added).padStart(12, "0")}`;
    const day: Day = { id, date, content: [], lecture: null };
    return Response.json(day, { status: 201 });
  });
  return {
    writes,
    dates,
    answer: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

async function renderNotes() {
  const queryClient = new QueryClient();
  await renderCoursePage(`/course/${COURSE_ID}/notes`, { client: queryClient });
  /** Waits until every edit has its answer, and the screen has drawn what came of it. */
  return () => waitFor(() => expect(queryClient.isMutating()).toBe(0));
}

/** Clicks as fast as a browser's double click, before the page has drawn the first one's result. */
const doubleClick = (element: Element) => userEvent.setup({ delay: null }).dblClick(element);

describe("Add day, double-clicked", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds one day: a second click while the first is on its way is ignored", async () => {
    const server = stubServer(buildCourse());
    const settled = await renderNotes();
    await doubleClick(await screen.findByRole("button", { name: NOTES.addDay }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(screen.getAllByRole("button", { name: NOTES.deleteDay })).toHaveLength(1);
    server.answer();
    await waitFor(() => expect(screen.getByRole("button", { name: NOTES.deleteDay })).toBeEnabled());
    expect(server.writes).toEqual([`POST /api/courses/${COURSE_ID}/topics/${TOPIC_ID}/days`]);
    expect(screen.getAllByRole("button", { name: NOTES.deleteDay })).toHaveLength(1);

    // Once it is in, another click adds another day: the next day's, not a second one dated today.
    await userEvent.click(screen.getByRole("button", { name: NOTES.addDay }));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    server.answer();
    await settled();
    const [first = "", second] = server.dates;
    expect(first).toBe(format(new Date(), "yyyy-MM-dd"));
    expect(second).toBe(format(addDays(parseISO(first), 1), "yyyy-MM-dd"));
  });
});

/** Lets a deleted note's Undo go by (its toast dismissed): its delete is sent then. */
async function passUndo() {
  const dismiss = screen.queryByRole("button", { name: DISMISS });
  if (dismiss) await userEvent.click(dismiss);
}

/** Each delete icon of the notes, on a course holding what it deletes (none of them asks first). */
const deletes = [
  {
    label: NOTES.deleteContent,
    course: () => buildCourse([buildDay([buildNote()])]),
    path: `/api/courses/${COURSE_ID}/content/${NOTE_ID}?version=1`,
  },
  {
    label: NOTES.deleteDay,
    course: () => buildCourse([buildDay()]),
    path: `/api/courses/${COURSE_ID}/days/${DAY_ID}?items=0`,
  },
  {
    label: NOTES.deleteTopic,
    course: () => buildCourse(),
    path: `/api/courses/${COURSE_ID}/topics/${TOPIC_ID}?items=0`,
  },
];

describe("a delete icon, double-clicked", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(deletes)(
    "$label sends one request and says nothing went wrong",
    async ({ label, course, path }) => {
      const server = stubServer(course());
      const settled = await renderNotes();
      await doubleClick(await screen.findByRole("button", { name: label }));
      await passUndo();
      server.answer();
      await waitFor(() => expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument());
      // A second request, had it gone, would wait for its answer too.
      server.answer();
      await settled();
      expect(server.writes).toEqual([`DELETE ${path}`]);
      expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    },
  );
});

describe("a delete of what is gone already (deleted in another tab)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each(deletes)("$label counts as done: the item goes, and no error shows", async ({ label, course }) => {
    const server = stubServer(course(), "everything");
    const settled = await renderNotes();
    await userEvent.click(await screen.findByRole("button", { name: label }));
    await passUndo();
    server.answer();
    await settled();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("button", { name: label })).not.toBeInTheDocument();
  });
});
