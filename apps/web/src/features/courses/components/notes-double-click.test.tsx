import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course, Day } from "@study-well/shared/api";
import { NOTES } from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { buildCourse as buildTestCourse } from "../../../test/course-fixtures";
import { CoursePage } from "./course-page";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const TOPIC_ID = "33333333-3333-4333-8333-333333333333";
const NEW_DAY_ID = "44444444-4444-4444-8444-444444444444";

/** One topic with no days; the outline's summary opens the page on Course Notes. */
const buildCourse = (): Course =>
  buildTestCourse({
    id: COURSE_ID,
    outline: { summary: "About carbon", objectives: [] },
    topics: [{ id: TOPIC_ID, title: "Alkanes", topicLecture: null, days: [] }],
  });

/**
 * A stand-in server holding the course; each write waits for `answer()` before it is answered, as
 * a slow network would, so a second click lands while the first request is on its way.
 */
function stubServer(course: Course) {
  const writes: string[] = [];
  const waiting: (() => void)[] = [];
  stubFetch(async (url, init) => {
    if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
    writes.push(`${init.method} ${url}`);
    await new Promise<void>((resolve) => waiting.push(resolve));
    const { date } = JSON.parse(init.body ?? "{}") as { date: string };
    const day: Day = { id: NEW_DAY_ID, date, content: [], lecture: null };
    return Response.json(day, { status: 201 });
  });
  return {
    writes,
    answer: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

async function renderNotes() {
  const value = await buildSession(buildAccount());
  const memory = memoryLocation({ path: `/course/${COURSE_ID}/notes` });
  render(
    <SessionProvider value={value}>
      <QueryClientProvider client={new QueryClient()}>
        <Router hook={memory.hook}>
          <Route path="/course/:courseId/:tab?">
            <CoursePage />
          </Route>
        </Router>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

/** Clicks as fast as a browser's double click, before the page has drawn the first one's result. */
const doubleClick = (element: Element) => userEvent.setup({ delay: null }).dblClick(element);

describe("Add day, double-clicked", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("adds one day: a second click while the first is on its way is ignored", async () => {
    const server = stubServer(buildCourse());
    await renderNotes();
    await doubleClick(await screen.findByRole("button", { name: NOTES.addDay }));
    await waitFor(() => expect(server.writes).toHaveLength(1));
    expect(screen.getAllByRole("button", { name: NOTES.deleteDay })).toHaveLength(1);
    server.answer();
    await waitFor(() => expect(screen.getByRole("button", { name: NOTES.deleteDay })).toBeEnabled());
    expect(server.writes).toEqual([`POST /api/courses/${COURSE_ID}/topics/${TOPIC_ID}/days`]);
    expect(screen.getAllByRole("button", { name: NOTES.deleteDay })).toHaveLength(1);

    // Once it is in, another click adds another day.
    await userEvent.click(screen.getByRole("button", { name: NOTES.addDay }));
    await waitFor(() => expect(server.writes).toHaveLength(2));
    server.answer();
  });
});
