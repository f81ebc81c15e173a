import { act, cleanup, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { Course } from "@study-well/shared/api";
import {
  COURSE_PAGE,
  CREATE_COURSE,
  ERRORS,
  FIELD_NAME,
  MAX_LENGTH,
  NOTES,
  OUTLINE,
  VALIDATION,
} from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { renderCoursePage } from "../../../test/render-course-page";
import { ToastProvider } from "../../../components/ui/toast";
import { stubFetch } from "../../../test/fetch-stub";
import { buildCourse as buildTestCourse } from "../../../test/course-fixtures";
import { AppRoutes } from "../../../app/routes";
import { courseKeys } from "../api/course-query";
import { pause } from "../../../test/pause";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";

const buildCourse = (overrides: Partial<Course> = {}): Course =>
  buildTestCourse({ id: COURSE_ID, ...overrides });

/** A stand-in server: the course, and whatever answer a test gives to writes. */
function stubServer(course: Course, write: (method: string, url: string) => Response | Promise<Response>) {
  const requests: string[] = [];
  stubFetch((url, init) => {
    const method = init.method;
    requests.push(`${method} ${url}`);
    if (method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
    return write(method, url);
  });
  return requests;
}

/** The course page's live stream, answered by `open()`; `push` sends it an event as the server would. */
function liveStream() {
  let push: (text: string) => void = () => undefined;
  return {
    open: () =>
      new Response(
        new ReadableStream<Uint8Array>({
          start(controller) {
            push = (text) => controller.enqueue(new TextEncoder().encode(text));
          },
        }),
        { headers: { "content-type": "text/event-stream" } },
      ),
    push: (text: string) => push(text),
  };
}

/** The page reloaded: it is told it is going, then its view is gone. */
function reload() {
  window.dispatchEvent(new Event("pagehide"));
  cleanup();
}

describe("CoursePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps the course on the screen when reading it again fails, with all that is open on it", async () => {
    let failing = false;
    stubFetch((url, init) => {
      if (init.method !== "GET") return new Response(null, { status: 500 });
      if (failing) return Response.json({ error: { code: "internal", message: "down" } }, { status: 500 });
      return Response.json(url.endsWith("/quiz-results") ? [] : buildCourse({ title: "Cell Biology" }));
    });
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
    await renderCoursePage(`/course/${COURSE_ID}/outline`, { client });
    expect(await screen.findByRole("heading", { name: "Cell Biology" })).toBeInTheDocument();
    failing = true;
    await client.refetchQueries();
    await waitFor(() => expect(client.getQueryState(courseKeys.detail(COURSE_ID))?.status).toBe("error"));
    expect(screen.getByRole("heading", { name: "Cell Biology" })).toBeInTheDocument();
    expect(screen.queryByText(COURSE_PAGE.loadError)).not.toBeInTheDocument();
  });

  it("opens on Outline when the course has no outline summary", async () => {
    stubServer(buildCourse(), () => new Response(null, { status: 500 }));
    const { memory } = await renderCoursePage(`/course/${COURSE_ID}`);
    const tab = await screen.findByRole("tab", { name: COURSE_PAGE.tabs.outline });
    expect(tab).toHaveAttribute("aria-selected", "true");
    // In place of the bare course address, not after it.
    expect(memory.history).toEqual([`/course/${COURSE_ID}/outline`]);
  });

  it("adds one history entry for a tab chosen in the app (Back goes to the tab before)", async () => {
    stubServer(buildCourse(), () => new Response(null, { status: 500 }));
    const memory = memoryLocation({ path: `/course/${COURSE_ID}/outline`, record: true });
    render(
      <SessionProvider value={await buildSession(buildAccount())}>
        <QueryClientProvider client={new QueryClient()}>
          <ToastProvider>
            <Router hook={memory.hook}>
              <AppRoutes />
            </Router>
          </ToastProvider>
        </QueryClientProvider>
      </SessionProvider>,
    );
    await userEvent.click(await screen.findByRole("tab", { name: COURSE_PAGE.tabs.notes }));
    await waitFor(() =>
      expect(screen.getByRole("tab", { name: COURSE_PAGE.tabs.notes })).toHaveAttribute(
        "aria-selected",
        "true",
      ),
    );
    expect(memory.history).toEqual([`/course/${COURSE_ID}/outline`, `/course/${COURSE_ID}/notes`]);
  });

  it("shows a long description in its first lines until Show more opens it; a short one whole (QA)", async () => {
    const long = "Carbon chemistry, from alkanes to polymers. ".repeat(40).trim();
    stubServer(buildCourse({ description: long }), () => new Response(null));
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const more = await screen.findByRole("button", { name: COURSE_PAGE.showMore });
    expect(more).toHaveAttribute("aria-expanded", "false");
    const description = screen.getByText(long);
    expect(description).toHaveClass("line-clamp-4");
    expect(more).toHaveAttribute("aria-controls", description.id);
    await userEvent.click(more);
    expect(screen.getByRole("button", { name: COURSE_PAGE.showLess })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(description).not.toHaveClass("line-clamp-4");
    cleanup();
    stubServer(buildCourse({ description: "Alkanes and alkenes." }), () => new Response(null));
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    expect(await screen.findByText("Alkanes and alkenes.")).not.toHaveClass("line-clamp-4");
    expect(screen.queryByRole("button", { name: COURSE_PAGE.showMore })).not.toBeInTheDocument();
  });

  it("opens on Course Notes when the course has an outline summary", async () => {
    stubServer(
      buildCourse({ outline: { summary: "About carbon", objectives: [] } }),
      () => new Response(null),
    );
    const { memory } = await renderCoursePage(`/course/${COURSE_ID}`);
    const tab = await screen.findByRole("tab", { name: COURSE_PAGE.tabs.notes });
    expect(tab).toHaveAttribute("aria-selected", "true");
    expect(memory.history).toEqual([`/course/${COURSE_ID}/notes`]);
  });

  it("keeps an outline summary typed through a reload, and saves it as leaving the field would have", async () => {
    let course = buildCourse();
    const saved: unknown[] = [];
    const serve = () =>
      stubFetch((url, init) => {
        if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
        if (init.method === "PUT" && url.endsWith("/outline/summary")) {
          const body = JSON.parse(init.body ?? "{}") as { summary: string };
          saved.push(body);
          course = { ...course, outline: { ...course.outline, summary: body.summary } };
          return Response.json({ ok: true });
        }
        return new Response(null, { status: 500 });
      });
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await userEvent.type(await screen.findByRole("textbox", { name: OUTLINE.summary }), "Carbon chains");
    // The page is reloaded before the field loses focus.
    reload();
    expect(saved).toEqual([]);
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await waitFor(() => expect(saved).toEqual([{ summary: "Carbon chains", from: "" }]));
    expect(await screen.findByRole("textbox", { name: OUTLINE.summary })).toHaveValue("Carbon chains");
    // Saved, it is forgotten: the next reload sends nothing again.
    reload();
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    expect(await screen.findByRole("textbox", { name: OUTLINE.summary })).toHaveValue("Carbon chains");
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toEqual([]),
    );
    expect(saved).toHaveLength(1);
  });

  it("keeps a summary typed over one another tab changed meanwhile in its field, says so, and saves it over on leaving", async () => {
    let course = buildCourse({ outline: { summary: "About carbon", objectives: [] } });
    const writes: string[] = [];
    stubFetch((url, init) => {
      if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
      const body = JSON.parse(init.body ?? "{}") as { summary: string; from?: string };
      writes.push(JSON.stringify(body));
      if (body.from !== undefined && body.from !== course.outline.summary)
        return Response.json(
          { error: { code: "course/summary-changed", message: ERRORS["course/summary-changed"].message } },
          { status: 409 },
        );
      course = buildCourse({ outline: { summary: body.summary, objectives: [] } });
      return Response.json({ summary: body.summary });
    });
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const field = await screen.findByRole("textbox", { name: OUTLINE.summary });
    await userEvent.type(field, " and rings");
    // Another tab saves its summary first.
    course = buildCourse({ outline: { summary: "Another tab's summary", objectives: [] } });
    await userEvent.tab();
    await waitFor(() => expect(field).toHaveAccessibleDescription(OUTLINE.summaryChangedElsewhere));
    expect(field).toHaveValue("About carbon and rings");
    expect(writes).toEqual([JSON.stringify({ summary: "About carbon and rings", from: "About carbon" })]);
    // Said by the field, not at the top of the page.
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // The student decides: leaving the field again saves it over the change they were told of.
    await userEvent.click(field);
    await userEvent.tab();
    await waitFor(() =>
      expect(writes.at(-1)).toBe(
        JSON.stringify({ summary: "About carbon and rings", from: "Another tab's summary" }),
      ),
    );
    await waitFor(() => expect(field).not.toHaveAccessibleDescription());
    expect(field).toHaveValue("About carbon and rings");
  });

  it("gives back, unsaved, a summary typed over one that changed elsewhere before the reload", async () => {
    let course = buildCourse({ outline: { summary: "About carbon", objectives: [] } });
    const writes: string[] = [];
    const serve = () =>
      stubFetch((url, init) => {
        if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
        writes.push(`${init.method} ${url}`);
        return Response.json({ ok: true });
      });
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await userEvent.type(await screen.findByRole("textbox", { name: OUTLINE.summary }), " and rings");
    reload();
    course = buildCourse({ outline: { summary: "Another device's summary", objectives: [] } });
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const field = await screen.findByRole("textbox", { name: OUTLINE.summary });
    expect(field).toHaveValue("About carbon and rings");
    expect(field).toHaveAccessibleDescription(OUTLINE.summaryNotSaved);
    expect(writes).toEqual([]);
    // The student decides: leaving the field saves it.
    await userEvent.click(field);
    await userEvent.tab();
    await waitFor(() => expect(writes).toEqual([`PUT /api/courses/${COURSE_ID}/outline/summary`]));
    expect(screen.queryByText(OUTLINE.summaryNotSaved)).not.toBeInTheDocument();

    // Or discards it, and the summary saved elsewhere is shown.
    await userEvent.type(field, " and more");
    reload();
    course = buildCourse({ outline: { summary: "A third summary", objectives: [] } });
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await screen.findByText(OUTLINE.summaryNotSaved);
    await userEvent.click(screen.getByRole("button", { name: OUTLINE.discardSummary }));
    expect(screen.getByRole("textbox", { name: OUTLINE.summary })).toHaveValue("A third summary");
    expect(writes).toHaveLength(1);
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toEqual([]),
    );
  });

  it("keeps a summary whose save after a reload is refused, in the field and for the next reload", async () => {
    const course = buildCourse();
    let tries = 0;
    const serve = () =>
      stubFetch((url, init) => {
        if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
        tries += 1;
        return new Response(null, { status: 503 });
      });
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await userEvent.type(await screen.findByRole("textbox", { name: OUTLINE.summary }), "Carbon chains");
    reload();
    serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await waitFor(() => expect(tries).toBe(1));
    await waitFor(() =>
      expect(screen.getByRole("textbox", { name: OUTLINE.summary })).toHaveValue("Carbon chains"),
    );
    reload();
    expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toHaveLength(1);
  });

  it("saves a summary whose field goes without losing focus, as leaving it would have", async () => {
    const saved: unknown[] = [];
    stubFetch((url, init) => {
      if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : buildCourse());
      saved.push(JSON.parse(init.body ?? "{}"));
      return Response.json({ ok: true });
    });
    const { memory } = await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const field = await screen.findByRole("textbox", { name: OUTLINE.summary });
    await userEvent.type(field, "Carbon chains");
    expect(field).toHaveFocus();
    // Back, say, while typing: the tab goes, and no blur comes.
    act(() => memory.navigate(`/course/${COURSE_ID}/notes`));
    await waitFor(() =>
      expect(screen.queryByRole("textbox", { name: OUTLINE.summary })).not.toBeInTheDocument(),
    );
    await waitFor(() => expect(saved).toEqual([{ summary: "Carbon chains", from: "" }]));
    // Once: it is not sent again (a blur after all, the draft it was).
    await pause(400);
    expect(saved).toHaveLength(1);
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toEqual([]),
    );
  });

  const TOPIC_ID = "33333333-3333-4333-8333-333333333333";
  const OBJECTIVE_ID = "44444444-4444-4444-8444-444444444444";
  const draftKeys = () => Object.keys(sessionStorage).filter((key) => key.includes("drafts"));

  /** A course with a topic and an objective, whose writes are kept (and change it), as a server would. */
  function serveTitles(start: { topic: string; objective: string }) {
    let course = buildCourse({
      outline: { summary: "About carbon", objectives: [{ id: OBJECTIVE_ID, text: start.objective }] },
      topics: [{ id: TOPIC_ID, title: start.topic, days: [], topicLecture: null }],
    });
    const writes: string[] = [];
    const serve = () =>
      stubFetch((url, init) => {
        if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
        const body = JSON.parse(init.body ?? "{}") as { title?: string; text?: string; from?: string };
        const path = url.replace(/^.*\/api\/courses\/[^/]+/, "");
        writes.push(`${init.method} ${path} ${JSON.stringify(body)}`);
        // The course's own title (its edit dialog): see the test of its refusal.
        if (path === "") return Response.json({ ...course, ...body, from: undefined });
        // Changed elsewhere since the edit began (from), to something else: refused.
        const refused = url.includes("/objectives/") ? "course/objective-changed" : "course/topic-renamed";
        const now = url.includes("/objectives/")
          ? course.outline.objectives[0]?.text
          : course.topics.find((t) => t.id === TOPIC_ID)?.title;
        if (body.from !== undefined && now !== body.from && now !== (body.title ?? body.text))
          return Response.json(
            { error: { code: refused, message: ERRORS[refused].message } },
            { status: 409 },
          );
        if (init.method === "POST") {
          const added = {
            id: "55555555-5555-4555-8555-555555555555",
            title: body.title ?? "",
            days: [],
            topicLecture: null,
          };
          course = { ...course, topics: [...course.topics, added] };
          return Response.json(added, { status: 201 });
        }
        if (body.title !== undefined)
          course = {
            ...course,
            topics: course.topics.map((t) =>
              t.id === TOPIC_ID ? { ...t, title: body.title ?? t.title } : t,
            ),
          };
        if (body.text !== undefined)
          course = {
            ...course,
            outline: { ...course.outline, objectives: [{ id: OBJECTIVE_ID, text: body.text }] },
          };
        return Response.json({ ok: true });
      });
    serve();
    return {
      writes,
      serve,
      /** Another tab or device renames the topic meanwhile. */
      renamedElsewhere: (title: string) => {
        course = { ...course, topics: course.topics.map((t) => (t.id === TOPIC_ID ? { ...t, title } : t)) };
      },
      /** Another tab or device changes the objective meanwhile. */
      elsewhere: (objective: string) => {
        course = {
          ...course,
          outline: { ...course.outline, objectives: [{ id: OBJECTIVE_ID, text: objective }] },
        };
      },
    };
  }

  it("refuses a topic's title typed over one another tab has renamed meanwhile, says so, and shows that one", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const title = await screen.findByRole("textbox", { name: NOTES.topicTitle });
    await userEvent.type(title, " and rings");
    server.renamedElsewhere("Saturated hydrocarbons");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTES.errors.topicRenamed);
    expect(server.writes).toEqual([
      `PATCH /topics/${TOPIC_ID} {"title":"Alkanes and rings","from":"Alkanes"}`,
    ]);
    await waitFor(() => expect(title).toHaveValue("Saturated hydrocarbons"));
    // Told, the student types theirs again over what is now there, and it is saved.
    await userEvent.clear(title);
    await userEvent.type(title, "Alkanes and rings{Enter}");
    await waitFor(() =>
      expect(server.writes.at(-1)).toBe(
        `PATCH /topics/${TOPIC_ID} {"title":"Alkanes and rings","from":"Saturated hydrocarbons"}`,
      ),
    );
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(title).toHaveValue("Alkanes and rings");
  });

  it("keeps a topic's title typed through a reload and saves it as leaving the field would have; a new topic's text is back in its box, unsent", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    await userEvent.type(await screen.findByPlaceholderText(NOTES.newTopic), "Alkenes");
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.topicTitle }), " and rings");
    // The page is reloaded before the title's field loses focus.
    reload();
    expect(server.writes).toEqual([]);
    server.serve();
    // Saved once, even where the page's effects run twice.
    await renderCoursePage(`/course/${COURSE_ID}/notes`, { strict: true });
    await waitFor(() =>
      expect(server.writes).toEqual([
        `PATCH /topics/${TOPIC_ID} {"title":"Alkanes and rings","from":"Alkanes"}`,
      ]),
    );
    expect(await screen.findByRole("textbox", { name: NOTES.topicTitle })).toHaveValue("Alkanes and rings");
    expect(screen.getByPlaceholderText(NOTES.newTopic)).toHaveValue("Alkenes");
    // Added, the box's text is forgotten too; nothing is sent twice.
    await userEvent.type(screen.getByPlaceholderText(NOTES.newTopic), "{Enter}");
    await waitFor(() => expect(server.writes).toHaveLength(2));
    await waitFor(() => expect(draftKeys()).toEqual([]));
    reload();
    server.serve();
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    expect(await screen.findByPlaceholderText(NOTES.newTopic)).toHaveValue("");
    await pause(100);
    expect(server.writes).toHaveLength(2);
  });

  it("lets an objective changed elsewhere before the reload win over one typed over it, and forgets one cancelled", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const field = await screen.findByRole("textbox", { name: `${OUTLINE.objectiveText} 1` });
    await userEvent.type(field, " by rule");
    reload();
    server.elsewhere("Name alkanes and alkenes");
    server.serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    expect(await screen.findByRole("textbox", { name: `${OUTLINE.objectiveText} 1` })).toHaveValue(
      "Name alkanes and alkenes",
    );
    await waitFor(() => expect(draftKeys()).toEqual([]));
    // Escape throws what was typed away, in storage too.
    await userEvent.type(screen.getByRole("textbox", { name: `${OUTLINE.objectiveText} 1` }), " now{Escape}");
    reload();
    server.serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    expect(await screen.findByRole("textbox", { name: `${OUTLINE.objectiveText} 1` })).toHaveValue(
      "Name alkanes and alkenes",
    );
    await pause(100);
    expect(server.writes).toEqual([]);
  });

  it("refuses an objective typed over one another tab changed meanwhile, says so, and shows that one", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const field = await screen.findByRole("textbox", { name: `${OUTLINE.objectiveText} 1` });
    await userEvent.type(field, " by rule");
    server.elsewhere("Name alkanes and alkenes");
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(COURSE_PAGE.objectiveChanged);
    expect(server.writes).toEqual([
      `PATCH /objectives/${OBJECTIVE_ID} {"text":"Name alkanes by rule","from":"Name alkanes"}`,
    ]);
    await waitFor(() => expect(field).toHaveValue("Name alkanes and alkenes"));
  });

  it("saves an objective whose field goes without losing focus, once", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    const { memory } = await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const field = await screen.findByRole("textbox", { name: `${OUTLINE.objectiveText} 1` });
    await userEvent.type(field, " by rule");
    expect(field).toHaveFocus();
    act(() => memory.navigate(`/course/${COURSE_ID}/notes`));
    await waitFor(() =>
      expect(server.writes).toEqual([
        `PATCH /objectives/${OBJECTIVE_ID} {"text":"Name alkanes by rule","from":"Name alkanes"}`,
      ]),
    );
    await waitFor(() => expect(draftKeys()).toEqual([]));
    await pause(100);
    expect(server.writes).toHaveLength(1);
  });

  it("opens the course's edit dialog again after a reload with what was typed in it, and starts each opening afresh", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await userEvent.click(await screen.findByRole("button", { name: COURSE_PAGE.edit }));
    const title = await screen.findByRole("textbox", { name: CREATE_COURSE.courseTitle });
    await userEvent.type(title, " II");
    reload();
    server.serve();
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    const dialog = await screen.findByRole("dialog", { name: COURSE_PAGE.editTitle });
    expect(within(dialog).getByRole("textbox", { name: CREATE_COURSE.courseTitle })).toHaveValue(
      "Organic Chemistry II",
    );
    expect(server.writes).toEqual([]);
    await userEvent.click(within(dialog).getByRole("button", { name: COURSE_PAGE.save }));
    await waitFor(() =>
      expect(server.writes).toEqual([
        `PATCH  {"title":"Organic Chemistry II","from":{"title":"Organic Chemistry"}}`,
      ]),
    );
    await waitFor(() => expect(draftKeys()).toEqual([]));
    // Typed, then cancelled: the next opening shows the course, not what was thrown away.
    await userEvent.click(screen.getByRole("button", { name: COURSE_PAGE.edit }));
    await userEvent.type(
      await screen.findByRole("textbox", { name: CREATE_COURSE.courseDescription }),
      " and more",
    );
    await userEvent.click(screen.getByRole("button", { name: COURSE_PAGE.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(screen.getByRole("button", { name: COURSE_PAGE.edit }));
    expect(await screen.findByRole("textbox", { name: CREATE_COURSE.courseDescription })).toHaveValue(
      "Carbon compounds",
    );
    await waitFor(() => expect(draftKeys()).toEqual([]));
    expect(server.writes).toHaveLength(1);
  });

  it("deletes the course from its edit dialog once the student confirms, then goes to the course list", async () => {
    const sent: string[] = [];
    let deleting = false;
    stubFetch((url, init) => {
      if (init.method === "DELETE") {
        sent.push(`DELETE ${url}`);
        return deleting ? new Response(null, { status: 204 }) : new Response(null, { status: 500 });
      }
      return Response.json(url.endsWith("/quiz-results") ? [] : buildCourse({ title: "Cell Biology" }));
    });
    const { memory } = await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await userEvent.click(await screen.findByRole("button", { name: COURSE_PAGE.edit }));
    const dialog = await screen.findByRole("dialog", { name: COURSE_PAGE.editTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: COURSE_PAGE.deleteCourse }));
    // It asks first, naming the course; Cancel goes back to the form, and nothing is deleted.
    const confirm = await screen.findByRole("dialog", { name: COURSE_PAGE.deleteCourse });
    expect(confirm).toHaveTextContent(COURSE_PAGE.deleteConfirm("Cell Biology"));
    expect(within(confirm).getByRole("button", { name: COURSE_PAGE.cancel })).toHaveFocus();
    await userEvent.click(within(confirm).getByRole("button", { name: COURSE_PAGE.cancel }));
    expect(await screen.findByRole("dialog", { name: COURSE_PAGE.editTitle })).toBeInTheDocument();
    expect(sent).toEqual([]);
    // A failure is said in the dialog.
    await userEvent.click(screen.getByRole("button", { name: COURSE_PAGE.deleteCourse }));
    await userEvent.click(screen.getByRole("button", { name: COURSE_PAGE.confirmDelete }));
    expect(await screen.findByRole("alert")).toHaveTextContent(COURSE_PAGE.deleteFailed);
    expect(memory.history.at(-1)).toBe(`/course/${COURSE_ID}/outline`);
    deleting = true;
    // A double click sends one request.
    const confirmDelete = screen.getByRole("button", { name: COURSE_PAGE.confirmDelete });
    act(() => {
      confirmDelete.click();
      confirmDelete.click();
    });
    await waitFor(() => expect(memory.history.at(-1)).toBe("/courses"));
    // The list takes the place of the page (in the browser, of the dialog's step back): Back
    // from it comes to the deleted course once, not twice.
    expect(memory.history).toEqual(["/courses"]);
    expect(sent).toEqual([`DELETE /api/courses/${COURSE_ID}`, `DELETE /api/courses/${COURSE_ID}`]);
  });

  it("counts a course already deleted in another tab as deleted", async () => {
    stubFetch((url, init) => {
      if (init.method === "DELETE")
        return Response.json({ error: { code: "not-found", message: "Course not found." } }, { status: 404 });
      return Response.json(url.endsWith("/quiz-results") ? [] : buildCourse({ title: "Cell Biology" }));
    });
    const { memory } = await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await userEvent.click(await screen.findByRole("button", { name: COURSE_PAGE.edit }));
    await userEvent.click(await screen.findByRole("button", { name: COURSE_PAGE.deleteCourse }));
    await userEvent.click(await screen.findByRole("button", { name: COURSE_PAGE.confirmDelete }));
    await waitFor(() => expect(memory.history.at(-1)).toBe("/courses"));
  });

  it("sends only what was changed in the edit dialog, and opens it again, saying so, when another tab changed it meanwhile", async () => {
    let course = buildCourse();
    const writes: string[] = [];
    stubFetch((url, init) => {
      if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
      writes.push(init.body ?? "");
      const body = JSON.parse(init.body ?? "{}") as {
        title?: string;
        description?: string;
        from?: { title?: string; description?: string };
      };
      const { from, ...changes } = body;
      const stale = (["title", "description"] as const).some(
        (field) =>
          changes[field] !== undefined &&
          from?.[field] !== undefined &&
          ![from[field], changes[field]].includes(course[field]),
      );
      if (stale)
        return Response.json(
          { error: { code: "course/details-changed", message: ERRORS["course/details-changed"].message } },
          { status: 409 },
        );
      course = { ...course, ...changes };
      return Response.json(course);
    });
    const client = new QueryClient();
    await renderCoursePage(`/course/${COURSE_ID}/outline`, { client });
    await userEvent.click(await screen.findByRole("button", { name: COURSE_PAGE.edit }));
    let dialog = await screen.findByRole("dialog", { name: COURSE_PAGE.editTitle });
    await userEvent.type(
      within(dialog).getByRole("textbox", { name: CREATE_COURSE.courseDescription }),
      ", rings",
    );
    // Another tab renames the course meanwhile, and this page hears of it.
    course = { ...course, title: "Renamed elsewhere" };
    act(() => void client.invalidateQueries({ queryKey: courseKeys.detail(COURSE_ID) }));
    await screen.findByRole("heading", { name: "Renamed elsewhere", hidden: true });
    await userEvent.click(within(dialog).getByRole("button", { name: COURSE_PAGE.save }));
    // The title, not touched here, is not sent back over that rename.
    await waitFor(() =>
      expect(writes).toEqual([
        JSON.stringify({ description: "Carbon compounds, rings", from: { description: "Carbon compounds" } }),
      ]),
    );
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(course.title).toBe("Renamed elsewhere");

    // Typed over a description another tab changes meanwhile: refused, and the dialog is back with it.
    await userEvent.click(screen.getByRole("button", { name: COURSE_PAGE.edit }));
    dialog = await screen.findByRole("dialog", { name: COURSE_PAGE.editTitle });
    const description = within(dialog).getByRole("textbox", { name: CREATE_COURSE.courseDescription });
    await userEvent.clear(description);
    await userEvent.type(description, "Mine");
    course = { ...course, description: "Theirs" };
    await userEvent.click(within(dialog).getByRole("button", { name: COURSE_PAGE.save }));
    dialog = await screen.findByRole("dialog", { name: COURSE_PAGE.editTitle });
    expect(within(dialog).getByRole("alert")).toHaveTextContent(COURSE_PAGE.detailsChanged);
    expect(within(dialog).getByRole("textbox", { name: CREATE_COURSE.courseDescription })).toHaveValue(
      "Mine",
    );
    // The field refused has the focus, to be looked at again, not the title above it.
    await waitFor(() =>
      expect(within(dialog).getByRole("textbox", { name: CREATE_COURSE.courseDescription })).toHaveFocus(),
    );
    // Said in the dialog, not at the top of the page.
    expect(screen.getAllByRole("alert")).toHaveLength(1);
    expect(course.description).toBe("Theirs");
    // The student decides: Save Changes saves it over the change they were told of.
    await waitFor(() => expect(screen.getByText("Theirs")).toBeInTheDocument());
    await userEvent.click(within(dialog).getByRole("button", { name: COURSE_PAGE.save }));
    await waitFor(() => expect(course.description).toBe("Mine"));
    expect(writes.at(-1)).toBe(JSON.stringify({ description: "Mine", from: { description: "Theirs" } }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(draftKeys()).toEqual([]));
  });

  it("does not open the edit dialog again with a description typed over one changed elsewhere since", async () => {
    const server = serveTitles({ topic: "Alkanes", objective: "Name alkanes" });
    const key = `study-well:drafts:${buildAccount().uid}:${COURSE_ID}:titles`;
    sessionStorage.setItem(
      key,
      JSON.stringify({
        at: { "course:description": Date.now() },
        drafts: { "course:description": { text: "Mine, typed before", over: "An older description" } },
      }),
    );
    await renderCoursePage(`/course/${COURSE_ID}/outline`);
    await screen.findByRole("button", { name: COURSE_PAGE.edit });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(draftKeys()).toEqual([]));
    expect(server.writes).toEqual([]);
  });

  it("shows a new topic at once, and takes it back with the spec's message when the server refuses", async () => {
    let refuse: () => void = () => undefined;
    const refused = new Promise<void>((resolve) => (refuse = resolve));
    const requests = stubServer(buildCourse(), () => {
      throw new Error("replaced below");
    });
    const serve = globalThis.fetch;
    stubFetch(async (url, init) => {
      if (init.method === "GET") return serve(url, init);
      requests.push(`${init.method} ${url}`);
      await refused;
      return Response.json({ error: { code: "internal", message: "x" } }, { status: 500 });
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const box = await screen.findByPlaceholderText(NOTES.newTopic);
    await userEvent.type(box, "Alkanes{Enter}");
    // Shown before the server has answered...
    expect(await screen.findByDisplayValue("Alkanes")).toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    // ...and taken back once it refuses.
    refuse();
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTES.errors.addTopic);
    await waitFor(() => expect(screen.queryByDisplayValue("Alkanes")).not.toBeInTheDocument());
    expect(screen.getByText(NOTES.noTopics)).toBeInTheDocument();
    expect(requests).toContain(`POST /api/courses/${COURSE_ID}/topics`);
  });

  /** Answers each write in turn: a topic, or a refusal; `hold` keeps an answer until released. */
  function answerTopicWrites(answers: ("ok" | "fail" | "too-long" | "full" | { hold: Promise<void> })[]) {
    stubServer(buildCourse(), () => new Response(null, { status: 500 }));
    const serve = globalThis.fetch;
    const writes = { answered: 0 };
    let n = 0;
    stubFetch(async (url, init) => {
      if (init.method === "GET") return serve(url, init);
      const answer = answers[n++];
      writes.answered += typeof answer === "object" ? 0 : 1;
      const { title } = JSON.parse(String(init.body)) as { title: string };
      const topic = { id: `6666666${n}-6666-4666-8666-666666666666`, title, days: [], topicLecture: null };
      if (typeof answer === "object") {
        await answer.hold;
        writes.answered += 1;
        return Response.json(topic, { status: 201 });
      }
      if (answer === "ok") return Response.json(topic, { status: 201 });
      if (answer === "fail")
        return Response.json({ error: { code: "internal", message: "x" } }, { status: 500 });
      if (answer === "full")
        return Response.json(
          { error: { code: "course/full", message: ERRORS["course/full"].message("500 topics") } },
          { status: 409 },
        );
      return Response.json(
        {
          error: {
            code: "invalid-argument",
            message: `title: ${VALIDATION.tooLong(FIELD_NAME.topicTitle, MAX_LENGTH.topicTitle)}`,
          },
        },
        { status: 400 },
      );
    });
    return writes;
  }

  it("clears the error once a later edit succeeds", async () => {
    answerTopicWrites(["fail", "ok"]);
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const box = await screen.findByPlaceholderText(NOTES.newTopic);
    await userEvent.type(box, "Alkanes{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTES.errors.addTopic);
    await userEvent.type(box, "Alkenes{Enter}");
    await waitFor(() => expect(screen.queryByRole("alert")).not.toBeInTheDocument());
    expect(screen.getByDisplayValue("Alkenes")).toBeInTheDocument();
  });

  it("keeps an error that came while an earlier edit was still on its way", async () => {
    let release: () => void = () => undefined;
    const hold = new Promise<void>((resolve) => (release = resolve));
    const writes = answerTopicWrites([{ hold }, "fail"]);
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const box = await screen.findByPlaceholderText(NOTES.newTopic);
    await userEvent.type(box, "Alkanes{Enter}");
    await userEvent.type(box, "Alkenes{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTES.errors.addTopic);
    // The first edit succeeds after the refusal of the second: the refusal stays up.
    await act(async () => {
      release();
      await pause(50);
    });
    expect(writes.answered).toBe(2);
    expect(screen.getByRole("alert")).toHaveTextContent(NOTES.errors.addTopic);
  });

  it("says a full course is full, and what to do, instead of asking to try again", async () => {
    answerTopicWrites(["full"]);
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    await userEvent.type(await screen.findByPlaceholderText(NOTES.newTopic), "Alkanes{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      "This course has no room for more: a course may hold 500 topics. Delete what you no longer need, or start another course.",
    );
  });

  it("names a value the server refused in words instead of the generic message", async () => {
    answerTopicWrites(["too-long"]);
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    await userEvent.type(await screen.findByPlaceholderText(NOTES.newTopic), "Alkanes{Enter}");
    expect(await screen.findByRole("alert")).toHaveTextContent(
      /^Topic title can be at most 300 characters\.$/,
    );
  });

  it("keeps a day the server found holding notes added in another tab, says why, and reads the course again", async () => {
    const dayId = "44444444-4444-4444-8444-444444444444";
    const course = buildCourse({
      topics: [
        {
          id: "33333333-3333-4333-8333-333333333333",
          title: "Alkanes",
          topicLecture: null,
          days: [{ id: dayId, date: "2026-11-20", lecture: null, content: [] }],
        },
      ],
    });
    let answer: (value?: unknown) => void = () => undefined;
    const answered = new Promise((resolve) => (answer = resolve));
    const requests = stubServer(course, async () => {
      await answered;
      return Response.json(
        { error: { code: "course/day-changed", message: ERRORS["course/day-changed"].message } },
        { status: 409 },
      );
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    // By keyboard: the focus goes on to Add day as the day goes, and back to its Delete day as it
    // comes back (QA: it stayed on what followed the day).
    (await screen.findByRole("button", { name: NOTES.deleteDay })).focus();
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(screen.getByRole("button", { name: NOTES.addDay })).toHaveFocus());
    answer();
    expect(await screen.findByText(NOTES.errors.dayChanged)).toBeInTheDocument();
    expect(requests).toContain(`DELETE /api/courses/${COURSE_ID}/days/${dayId}?items=0`);
    // Read again: the day is back on the screen, with what the server holds.
    await waitFor(() => expect(screen.getByRole("button", { name: NOTES.deleteDay })).toBeInTheDocument());
    await waitFor(() => expect(screen.getByRole("button", { name: NOTES.deleteDay })).toHaveFocus());
    expect(requests.filter((r) => r === `GET /api/courses/${COURSE_ID}`).length).toBeGreaterThan(1);
  });

  it("gives the focus to what follows a day or a topic deleted by keyboard, not to the page's body (QA)", async () => {
    const note = (id: string) => ({
      id,
      type: "text" as const,
      title: "One",
      data: "text",
      timestamp: "2026-11-20T10:00:00.000Z",
      version: 1,
    });
    let course = buildCourse({
      topics: [
        {
          id: "33333333-3333-4333-8333-333333333333",
          title: "Alkanes",
          topicLecture: null,
          days: [
            {
              id: "44444444-4444-4444-8444-444444444441",
              date: "2026-11-20",
              lecture: null,
              content: [note("55555551-5555-4555-8555-555555555555")],
            },
            {
              id: "44444444-4444-4444-8444-444444444442",
              date: "2026-11-21",
              lecture: null,
              content: [note("55555552-5555-4555-8555-555555555555")],
            },
          ],
        },
        { id: "33333333-3333-4333-8333-333333333334", title: "Alkenes", topicLecture: null, days: [] },
      ],
    });
    stubFetch((url, init) => {
      if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
      const gone = url.split("?")[0]?.split("/").at(-1);
      course = {
        ...course,
        topics: course.topics
          .filter((t) => t.id !== gone)
          .map((t) => ({ ...t, days: t.days.filter((d) => d.id !== gone) })),
      };
      return new Response(null, { status: 204 });
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const confirmByKeyboard = async () => {
      const confirm = within(await screen.findByRole("alertdialog")).getByRole("button", {
        name: NOTES.confirm,
      });
      confirm.focus();
      await userEvent.keyboard("{Enter}");
    };

    const [firstDay] = await screen.findAllByRole("button", { name: NOTES.deleteDay });
    firstDay?.focus();
    await userEvent.keyboard("{Enter}");
    await confirmByKeyboard();
    await waitFor(() => expect(screen.getAllByRole("button", { name: NOTES.deleteDay })).toHaveLength(1));
    // On to the day that followed it.
    const nextDay = screen.getByRole("button", { name: NOTES.deleteDay }).closest("li");
    await waitFor(() => expect(nextDay).toContainElement(document.activeElement as HTMLElement));
    // Its Collapse says which day it collapses.
    expect(document.activeElement).toHaveAccessibleName(NOTES.collapse);
    expect(document.activeElement).toHaveAccessibleDescription("November 21, 2026");

    const [firstTopic] = screen.getAllByRole("button", { name: NOTES.deleteTopic });
    firstTopic?.focus();
    await userEvent.keyboard("{Enter}");
    await confirmByKeyboard();
    await waitFor(() => expect(screen.getAllByRole("button", { name: NOTES.deleteTopic })).toHaveLength(1));
    // On to the topic that followed it.
    const nextTopic = screen.getByRole("button", { name: NOTES.deleteTopic }).closest("li");
    await waitFor(() => expect(nextTopic).toContainElement(document.activeElement as HTMLElement));
    expect(document.activeElement).toHaveAccessibleDescription("Alkenes");
    expect(document.activeElement).not.toBe(document.body);
  });

  it("reads the course again when the live stream says it changed elsewhere, unless it holds that version (two tabs)", async () => {
    const topic = { id: "33333333-3333-4333-8333-333333333333", topicLecture: null, days: [] };
    let course = buildCourse({ topics: [{ ...topic, title: "Alkanes" }] });
    let version = 1;
    const live = liveStream();
    const reads: string[] = [];
    stubFetch((url, init) => {
      if (url === `/api/courses/${COURSE_ID}/quiz-results/stream`) return live.open();
      if (init.method === "GET" && url === `/api/courses/${COURSE_ID}`) {
        reads.push(url);
        return Response.json(course, { headers: { etag: `W/"${version}"` } });
      }
      return Response.json([]);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    expect((await screen.findAllByText("Alkanes")).length).toBeGreaterThan(0);
    const before = reads.length;
    // Another tab renames the topic.
    course = buildCourse({ topics: [{ ...topic, title: "Alkanes and alkenes" }] });
    version = 2;
    act(() => live.push(`event: course\ndata: {"version":2}\n\n`));
    expect((await screen.findAllByText("Alkanes and alkenes")).length).toBeGreaterThan(0);
    expect(reads.length).toBe(before + 1);
    // Told again of a version this tab holds (its own edit read back): no read.
    act(() => live.push(`event: course\ndata: {"version":2}\n\n`));
    await pause(500);
    expect(reads.length).toBe(before + 1);
  });

  it("shows a course deleted in another tab as gone, as a reload would, not as it was (QA)", async () => {
    const course = buildCourse({
      topics: [
        { id: "33333333-3333-4333-8333-333333333333", title: "Alkanes", topicLecture: null, days: [] },
      ],
    });
    let deleted = false;
    const live = liveStream();
    stubFetch((url, init) => {
      if (url === `/api/courses/${COURSE_ID}/quiz-results/stream`) return live.open();
      if (init.method === "GET" && url === `/api/courses/${COURSE_ID}`)
        return deleted
          ? Response.json(
              { error: { code: "course/not-found", message: ERRORS["course/not-found"].message } },
              { status: 404 },
            )
          : Response.json(course);
      return Response.json([]);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    expect((await screen.findAllByText("Alkanes")).length).toBeGreaterThan(0);
    deleted = true;
    act(() => live.push(`event: course\ndata: {"version":9}\n\n`));
    expect(await screen.findByText(COURSE_PAGE.notFound)).toBeInTheDocument();
    expect(screen.queryAllByText("Alkanes")).toEqual([]);
  });

  it("asks before deleting a day with content, stating the item count", async () => {
    const course = buildCourse({
      outline: { summary: "About carbon", objectives: [] },
      topics: [
        {
          id: "33333333-3333-4333-8333-333333333333",
          title: "Alkanes",
          topicLecture: null,
          days: [
            {
              id: "44444444-4444-4444-8444-444444444444",
              date: "2026-11-20",
              lecture: null,
              content: ["One", "Two"].map((title, i) => ({
                id: `5555555${i}-5555-4555-8555-555555555555`,
                type: "text" as const,
                title,
                data: "text",
                timestamp: "2026-11-20T10:00:00.000Z",
                version: 1,
              })),
            },
          ],
        },
      ],
    });
    const requests = stubServer(course, () => new Response(null, { status: 204 }));
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    await userEvent.click(await screen.findByRole("button", { name: NOTES.deleteDay }));
    const dialog = await screen.findByRole("alertdialog");
    expect(dialog).toHaveTextContent(NOTES.confirmDeleteDay(2));
    await userEvent.click(within(dialog).getByRole("button", { name: NOTES.cancel }));
    expect(requests.filter((r) => r.startsWith("DELETE"))).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: NOTES.deleteDay }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: NOTES.confirm }),
    );
    await waitFor(() =>
      expect(requests).toContain(
        // With the number of notes asked about: the server keeps a day holding more (another tab's).
        `DELETE /api/courses/${COURSE_ID}/days/44444444-4444-4444-8444-444444444444?items=2`,
      ),
    );
  });
});
