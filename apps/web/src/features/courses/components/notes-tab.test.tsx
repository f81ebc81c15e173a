import { act, cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Course, UploadKind } from "@study-well/shared/api";
import {
  BUSY,
  COURSE_FULL,
  COURSE_PAGE,
  describeError,
  DISMISS,
  ERRORS,
  LECTURES,
  MAX_UPLOAD_BYTES,
  NOTES,
  UPLOADS,
  withReason,
} from "@study-well/shared";
import { onlineManager, QueryClient } from "@tanstack/react-query";
import { buildAccount } from "../../../test/test-session";
import { courseKeys } from "../api/course-query";
import { dropWaitingDeletes } from "../api/pending-deletes";
import { sendOwedWork } from "../../../lib/before-sign-out";
import { renderCoursePage } from "../../../test/render-course-page";
import { stubFetch, type SentRequest } from "../../../test/fetch-stub";
import { buildCourse as buildTestCourse } from "../../../test/course-fixtures";
import { pause } from "../../../test/pause";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const TOPIC_ID = "33333333-3333-4333-8333-333333333333";
const DAY_ID = "44444444-4444-4444-8444-444444444444";
/** jsdom lays nothing out: every row of the list is given this height, and the window 800 px. */
const ROW_HEIGHT = 100;
/** Further than the page goes: the browser stops at its end. */
const BOTTOM = 1_000_000;

const itemId = (n: number) => `55555555-5555-4555-8555-${String(n).padStart(12, "0")}`;

/** One topic, one day, `count` notes titled "Note 1" to "Note count". */
const buildCourse = (count: number): Course =>
  buildTestCourse({
    id: COURSE_ID,
    outline: { summary: "About carbon", objectives: [] },
    topics: [
      {
        id: TOPIC_ID,
        title: "Alkanes",
        topicLecture: null,
        days: [
          {
            id: DAY_ID,
            date: "2026-11-20",
            lecture: null,
            content: Array.from({ length: count }, (_, i) => ({
              id: itemId(i + 1),
              type: "text" as const,
              title: `Note ${i + 1}`,
              data: "text",
              timestamp: "2026-11-20T10:00:00.000Z",
              version: 1,
            })),
          },
        ],
      },
    ],
  });

/** `link`: the answer to a file's link, when not at once; `serve`: other answers, before the usual ones. */
async function renderNotes(
  course: Course,
  link?: () => Promise<Response>,
  serve?: (url: string, init: SentRequest) => Response | Promise<Response> | undefined,
  client?: QueryClient,
) {
  stubFetch((url, init) => {
    const answer = serve?.(url, init);
    if (answer) return answer;
    if (init.method === "GET" && url.endsWith("/link"))
      return link ? link() : Response.json({ url: "/files/recording.webm" });
    if (init.method === "GET") return Response.json(url.endsWith("/quiz-results") ? [] : course);
    if (init.method === "POST" && url.endsWith("/content")) {
      const { title, text } = JSON.parse(init.body ?? "{}") as { title: string; text: string };
      const saved = {
        id: itemId(9999),
        type: "text",
        title,
        data: text,
        timestamp: "2026-11-20T11:00:00.000Z",
        version: 1,
      };
      return Response.json(saved, { status: 201 });
    }
    return new Response(null, { status: 204 });
  });
  const { session } = await renderCoursePage(`/course/${COURSE_ID}/notes`, client && { client });
  return session;
}

/** A long new note titled "Octane", as the server saves it under `id`. */
const octane = (id: string) => ({
  id,
  type: "text" as const,
  title: "Octane",
  data: Array.from({ length: 30 }, (_, i) => `Fact ${i + 1}: octane burns in oxygen.`).join(" "),
  timestamp: "2026-11-20T11:00:00.000Z",
  version: 1,
});

/** Adds that note through the first day's Add text form. */
async function addOctane() {
  await userEvent.click(await screen.findByRole("button", { name: NOTES.addText }));
  await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Octane");
  await userEvent.click(screen.getByRole("textbox", { name: NOTES.contentBody }));
  await userEvent.paste(octane("").data);
  await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
}

/** Scrolls the window (as the browser would) and lets the list catch up. */
async function scrollTo(y: number) {
  await act(async () => {
    Object.defineProperty(window, "scrollY", { value: y, configurable: true });
    window.dispatchEvent(new Event("scroll"));
    await pause(200);
  });
}

const notes = () => screen.queryAllByRole("article");

/** The hidden file input behind a day's Upload image or Upload audio (the first day's). */
function fileInput(kind: UploadKind): HTMLInputElement {
  const label = kind === "image" ? UPLOADS.uploadImage : UPLOADS.uploadAudio;
  const input = screen.getAllByRole("button", { name: label })[0]?.nextElementSibling;
  if (!(input instanceof HTMLInputElement) || input.type !== "file")
    throw new Error(`no ${kind} upload control`);
  return input;
}

/**
 * The server reading an uploaded photo as task `taskId`, until `photo.read` is set; the course then
 * has its note. `photo.polls` counts the task's reads, `photo.writes` any other request that
 * changes something.
 */
function photoBeingRead(taskId: string) {
  const photo = { read: false, polls: 0, writes: [] as string[], progress: null as number | null };
  const task = () => ({
    id: taskId,
    kind: "image",
    state: photo.read ? "done" : "running",
    progress: photo.progress,
    courseId: COURSE_ID,
    topicId: TOPIC_ID,
    dayId: DAY_ID,
    contentId: photo.read ? itemId(2) : null,
    fileId: null,
    error: null,
    createdAt: "2026-11-20T10:00:00.000Z",
    updatedAt: new Date().toISOString(),
  });
  const serve = (url: string, init: SentRequest) => {
    if (init.method === "POST" && url.includes("/uploads/")) return Response.json(task(), { status: 202 });
    if (init.method !== "GET") photo.writes.push(`${init.method} ${url}`);
    if (init.method === "GET" && url.endsWith(`/api/tasks/${taskId}`)) {
      photo.polls++;
      return Response.json(task());
    }
    if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`))
      return Response.json(buildCourse(photo.read ? 2 : 1));
    return undefined;
  };
  return { photo, serve };
}

describe("the windowed Course Notes list", () => {
  beforeEach(() => {
    vi.spyOn(HTMLElement.prototype, "offsetHeight", "get").mockImplementation(function (this: HTMLElement) {
      return this.hasAttribute("data-index") ? ROW_HEIGHT : 0;
    });
    Object.defineProperty(window, "innerHeight", { value: 800, configurable: true });
    Object.defineProperty(window, "scrollY", { value: 0, configurable: true });
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("renders only the notes near the screen, each saying its place in its day", async () => {
    await renderNotes(buildCourse(300));
    await screen.findByRole("article", { name: "Note 1" });
    expect(notes().length).toBeGreaterThan(3);
    expect(notes().length).toBeLessThan(30);
    expect(screen.queryByRole("article", { name: "Note 300" })).not.toBeInTheDocument();
    const first = screen.getByRole("article", { name: "Note 1" }).closest("li");
    expect(first).toHaveAttribute("aria-posinset", "1");
    expect(first).toHaveAttribute("aria-setsize", "300");
  });

  it("takes the keyboard past every note to the new topic box in one key (QA: 84 Tabs)", async () => {
    await renderNotes(buildCourse(60));
    await screen.findByRole("article", { name: "Note 1" });
    const skip = screen.getByRole("button", { name: NOTES.skipToNewTopic });
    skip.focus();
    await userEvent.keyboard("{Enter}");
    expect(screen.getByPlaceholderText(NOTES.newTopic)).toHaveFocus();
  });

  it("renders every note of a course of ordinary size, so find in page reaches them all", async () => {
    await renderNotes(buildCourse(60));
    await screen.findByRole("article", { name: "Note 1" });
    // Far more than fit on the screen (800 px): before, about the first ten.
    expect(notes()).toHaveLength(60);
    expect(screen.getByRole("article", { name: "Note 60" })).toBeInTheDocument();
  });

  it("renders the notes further down as the page scrolls, and the last one at the bottom", async () => {
    await renderNotes(buildCourse(300));
    await screen.findByRole("article", { name: "Note 1" });
    await scrollTo(150 * ROW_HEIGHT);
    // Notes not yet measured count at an estimated height, so which note is there is approximate.
    const shown = notes().map((note) => Number(/\d+/.exec(note.getAttribute("aria-label") ?? "")?.[0]));
    expect(Math.min(...shown)).toBeGreaterThan(90);
    expect(shown.length).toBeLessThan(30);
    expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument();
    // The list keeps its whole height, so the page scrolls as if every note were there.
    await scrollTo(BOTTOM);
    expect(await screen.findByRole("article", { name: "Note 300" })).toBeInTheDocument();
    expect(screen.getByRole("button", { name: NOTES.addText })).toBeInTheDocument();
  });

  it("renders nothing of a collapsed day, and its notes again once expanded", async () => {
    await renderNotes(buildCourse(300));
    await screen.findByRole("article", { name: "Note 1" });
    const day = screen.getByRole("button", { name: /change date/i }).closest("li");
    if (!day) throw new Error("the day is not a list item");
    await userEvent.click(within(day).getByRole("button", { name: NOTES.collapse }));
    expect(notes()).toHaveLength(0);
    expect(screen.queryByRole("button", { name: NOTES.addText })).not.toBeInTheDocument();
    await userEvent.click(within(day).getByRole("button", { name: NOTES.expand }));
    expect(await screen.findByRole("article", { name: "Note 1" })).toBeInTheDocument();
  });

  it("keeps a note being edited, with what was typed, when the page scrolls far away", async () => {
    await renderNotes(buildCourse(300));
    const note = await screen.findByRole("article", { name: "Note 2" });
    await userEvent.click(within(note).getByRole("button", { name: NOTES.editContent }));
    const body = screen.getByPlaceholderText(NOTES.contentBody);
    await userEvent.clear(body);
    await userEvent.type(body, "Half a thought");
    await scrollTo(BOTTOM);
    expect(await screen.findByRole("article", { name: "Note 300" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Note 3" })).not.toBeInTheDocument();
    expect(screen.getByPlaceholderText(NOTES.contentBody)).toHaveValue("Half a thought");
  });

  it("shows a note added at the end of a long day once the page is scrolled there", async () => {
    await renderNotes(buildCourse(300));
    await screen.findByRole("article", { name: "Note 1" });
    await scrollTo(BOTTOM);
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addText }));
    await userEvent.type(screen.getByPlaceholderText(NOTES.contentTitle), "Note 301");
    await userEvent.type(screen.getByPlaceholderText(NOTES.contentBody), "One more");
    fireEvent.keyDown(screen.getByPlaceholderText(NOTES.contentBody), { key: "Enter", ctrlKey: true });
    const added = await screen.findByRole("article", { name: "Note 301" });
    expect(added.closest("li")).toHaveAttribute("aria-setsize", "301");
  });

  it("keeps a lecture's text, a transcript and a long note open, or closed, when their rows scroll away and back", async () => {
    const course = buildCourse(300);
    const longText = `${"Alkanes are saturated hydrocarbons with single bonds only. ".repeat(20)}Octane is in petrol.`;
    const lecture = {
      summary: "Alkanes are saturated.",
      timestamp: "2026-11-20T12:00:00.000Z",
      audioFileId: null,
      notesChanged: false,
    };
    const [topic] = course.topics;
    const [day] = topic?.days ?? [];
    if (!topic || !day) throw new Error("the course has no day");
    topic.topicLecture = lecture;
    day.lecture = { ...lecture, summary: "Methane is the smallest alkane." };
    day.content[0] = {
      id: itemId(1),
      type: "audio",
      title: "Note 1",
      timestamp: "2026-11-20T10:00:00.000Z",
      version: 1,
      data: {
        url: "/api/files/f1",
        fileId: "f1",
        fileName: "talk.webm",
        summary: "A talk",
        transcription: "Alkanes burn in oxygen.",
        durationSeconds: 60,
      },
    };
    const second = day.content[1];
    if (second?.type !== "text") throw new Error("no second note");
    day.content[1] = { ...second, data: longText };
    await renderNotes(course);
    await screen.findByRole("article", { name: "Note 1" });
    // A long note shows its first part, and says which note its Show more opens.
    const longNote = screen.getByRole("article", { name: "Note 2" });
    expect(within(longNote).getByText(/Octane is in petrol/u)).toHaveAttribute("hidden");
    await userEvent.click(
      within(longNote).getByRole("button", { name: COURSE_PAGE.showMore, description: "Note 2" }),
    );
    const [topicText, dayText] = screen.getAllByText(LECTURES.lectureText);
    await userEvent.click(dayText as HTMLElement);
    await userEvent.click(screen.getByText(UPLOADS.transcript));
    expect(screen.getByText("Methane is the smallest alkane.").closest("details")).toHaveProperty(
      "open",
      true,
    );
    expect(screen.getByText("Alkanes burn in oxygen.").closest("details")).toHaveProperty("open", true);
    expect(topicText?.closest("details")).toHaveProperty("open", false);

    // Far down the page, with the focus there (the row with the focus stays rendered).
    await scrollTo(BOTTOM);
    act(() => screen.getByRole("button", { name: NOTES.addText }).focus());
    expect(await screen.findByRole("article", { name: "Note 300" })).toBeInTheDocument();
    await waitFor(() => {
      expect(screen.queryByText(UPLOADS.transcript)).not.toBeInTheDocument();
      expect(screen.queryByRole("article", { name: "Note 2" })).not.toBeInTheDocument();
    });
    await scrollTo(0);
    await screen.findByRole("article", { name: "Note 1" });
    expect(screen.getByText("Methane is the smallest alkane.").closest("details")).toHaveProperty(
      "open",
      true,
    );
    expect(screen.getByText("Alkanes burn in oxygen.").closest("details")).toHaveProperty("open", true);
    expect(screen.getByText("Alkanes are saturated.").closest("details")).toHaveProperty("open", false);
    const longAgain = screen.getByRole("article", { name: "Note 2" });
    expect(within(longAgain).getByRole("button", { name: COURSE_PAGE.showLess })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(within(longAgain).getByText(/Octane is in petrol/u)).not.toHaveAttribute("hidden");

    // Closed again, it stays closed.
    await userEvent.click(screen.getByText(UPLOADS.transcript));
    await scrollTo(BOTTOM);
    act(() => screen.getByRole("button", { name: NOTES.addText }).focus());
    await waitFor(() => expect(screen.queryByText(UPLOADS.transcript)).not.toBeInTheDocument());
    await scrollTo(0);
    await screen.findByRole("article", { name: "Note 1" });
    expect(screen.getByText("Alkanes burn in oxygen.").closest("details")).toHaveProperty("open", false);
  });

  it("keeps a new note's row, its Show more opened and the focus, as its save lands (QA: it closed, the focus went on)", async () => {
    const course = buildCourse(1);
    let land = (): void => undefined;
    const landed = new Promise<void>((resolve) => (land = resolve));
    await renderNotes(course, undefined, (url, init) => {
      if (init.method !== "POST" || !url.endsWith("/content")) return undefined;
      return landed.then(() => {
        const saved = octane(itemId(9999));
        course.topics[0]?.days[0]?.content.push(saved);
        return Response.json(saved, { status: 201 });
      });
    });
    await addOctane();
    const note = await screen.findByRole("article", { name: "Octane" });
    expect(within(note).getByRole("button", { name: NOTES.editContent })).toBeDisabled();
    await userEvent.click(within(note).getByRole("button", { name: COURSE_PAGE.showMore }));
    const less = within(note).getByRole("button", { name: COURSE_PAGE.showLess });
    expect(less).toHaveFocus();

    await act(async () => {
      land();
      await pause(50);
    });
    await waitFor(() => expect(within(note).getByRole("button", { name: NOTES.editContent })).toBeEnabled());
    // The same row, still open, the focus where the student put it.
    expect(screen.getByRole("article", { name: "Octane" })).toBe(note);
    expect(within(note).getByRole("button", { name: COURSE_PAGE.showLess })).toBe(less);
    expect(less).toHaveFocus();
    expect(within(note).getByText(/Fact 30/u)).not.toHaveAttribute("hidden");
  });

  it("keeps the row of a new note that a read of the course showed under its real id before its save answered", async () => {
    const course = buildCourse(1);
    const client = new QueryClient();
    let land = (): void => undefined;
    const landed = new Promise<void>((resolve) => (land = resolve));
    await renderNotes(
      course,
      undefined,
      (url, init) => {
        if (init.method !== "POST" || !url.endsWith("/content")) return undefined;
        const saved = octane(itemId(9998));
        // Saved at once; its answer is slow.
        course.topics[0]?.days[0]?.content.push(saved);
        return landed.then(() => Response.json(saved, { status: 201 }));
      },
      client,
    );
    await addOctane();
    await screen.findByRole("article", { name: "Octane" });
    await act(() => client.refetchQueries({ queryKey: courseKeys.detail(COURSE_ID) }));
    await waitFor(() =>
      expect(
        within(screen.getByRole("article", { name: "Octane" })).getByRole("button", {
          name: NOTES.editContent,
        }),
      ).toBeEnabled(),
    );
    const note = screen.getByRole("article", { name: "Octane" });
    await userEvent.click(within(note).getByRole("button", { name: COURSE_PAGE.showMore }));
    const less = within(note).getByRole("button", { name: COURSE_PAGE.showLess });

    await act(async () => {
      land();
      await pause(50);
    });
    expect(screen.getByRole("article", { name: "Octane" })).toBe(note);
    expect(within(note).getByRole("button", { name: COURSE_PAGE.showLess })).toBe(less);
    expect(less).toHaveFocus();
  });

  it("keeps a new day collapsed, and the focus on its button, as its save lands", async () => {
    const course = buildCourse(1);
    let land = (): void => undefined;
    const landed = new Promise<void>((resolve) => (land = resolve));
    await renderNotes(course, undefined, (url, init) => {
      if (init.method !== "POST" || !url.endsWith("/days")) return undefined;
      const { date } = JSON.parse(init.body ?? "{}") as { date: string };
      return landed.then(() => {
        const saved = { id: "66666666-6666-4666-8666-666666666666", date, content: [], lecture: null };
        course.topics[0]?.days.push(saved);
        return Response.json(saved, { status: 201 });
      });
    });
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addDay }));
    const toggles = () => screen.getAllByRole("button", { name: NOTES.collapse });
    await waitFor(() => expect(toggles()).toHaveLength(3));
    const newDay = toggles().at(-1) as HTMLElement;
    await userEvent.click(newDay);
    expect(newDay).toHaveFocus();
    expect(newDay).toHaveAccessibleName(NOTES.expand);

    await act(async () => {
      land();
      await pause(50);
    });
    await waitFor(() => expect(course.topics[0]?.days).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getAllByRole("button", { name: NOTES.deleteDay }).at(-1)).toBeEnabled(),
    );
    expect(newDay).toBeInTheDocument();
    expect(newDay).toHaveAccessibleName(NOTES.expand);
    expect(newDay).toHaveFocus();
  });

  it("says a lecture's notes have changed since it was made, as soon as one of them is edited", async () => {
    const course = buildCourse(1);
    const [topic] = course.topics;
    const [day] = topic?.days ?? [];
    const note = day?.content[0];
    if (!topic || !day || !note) throw new Error("the course has no note");
    const lecture = { summary: "Alkanes.", timestamp: "2026-11-20T12:00:00.000Z", audioFileId: null };
    topic.topicLecture = { ...lecture, notesChanged: true };
    day.lecture = { ...lecture, notesChanged: false };
    await renderNotes(course, undefined, (url, init) =>
      init.method === "PATCH" ? Response.json({ ...note, data: "text, edited", version: 2 }) : undefined,
    );
    await screen.findByRole("article", { name: "Note 1" });
    // The topic's lecture was made before (the server says so); the day's is up to date.
    expect(screen.getAllByText(LECTURES.notesChanged)).toHaveLength(1);
    await userEvent.click(screen.getByRole("button", { name: NOTES.editContent }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), ", edited");
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
    await waitFor(() => expect(screen.getAllByText(LECTURES.notesChanged)).toHaveLength(2));
    // Making the day's lecture again is what the hint is about.
    expect(screen.getByRole("button", { name: LECTURES.createDay })).toHaveAccessibleDescription(
      `November 20, 2026 ${LECTURES.notesChanged}`,
    );
  });

  it("says which note, day or topic each of the buttons every one of them has acts on", async () => {
    await renderNotes(buildCourse(2));
    for (const title of ["Note 1", "Note 2"]) {
      const note = await screen.findByRole("article", { name: title });
      for (const name of [NOTES.editContent, NOTES.deleteContent])
        expect(within(note).getByRole("button", { name })).toHaveAccessibleDescription(title);
    }
    for (const name of [NOTES.deleteTopic, LECTURES.createTopic, LECTURES.listenTopic])
      expect(screen.getByRole("button", { name })).toHaveAccessibleDescription("Alkanes");
    for (const name of [NOTES.deleteDay, LECTURES.readAloud, LECTURES.createDay, LECTURES.listenDay])
      expect(screen.getByRole("button", { name })).toHaveAccessibleDescription("November 20, 2026");
    // (the names stay the spec's words)
    expect(screen.getAllByRole("button", { name: NOTES.deleteContent })).toHaveLength(2);
  });

  it("shows a recording's transcript only when it says more than its summary", async () => {
    const course = buildCourse(2);
    const [day] = course.topics[0]?.days ?? [];
    if (!day) throw new Error("the course has no day");
    const recording = (n: number, summary: string, transcription: string) => ({
      id: itemId(n),
      type: "audio" as const,
      title: `Note ${n}`,
      timestamp: "2026-11-20T10:00:00.000Z",
      version: 1,
      data: {
        url: `/api/files/f${n}`,
        fileId: `f${n}`,
        fileName: "memo.webm",
        summary,
        transcription,
        durationSeconds: 7,
      },
    });
    day.content[0] = recording(1, "Alkanes burn in oxygen.", "alkanes burn in oxygen");
    day.content[1] = recording(
      2,
      "Alkanes burn in oxygen.",
      "Alkanes burn in oxygen. They give carbon dioxide and water.",
    );
    await renderNotes(course);
    const short = await screen.findByRole("article", { name: "Note 1" });
    expect(within(short).queryByText(UPLOADS.transcript)).not.toBeInTheDocument();
    expect(within(short).getByText("Alkanes burn in oxygen.")).toBeInTheDocument();
    const long = screen.getByRole("article", { name: "Note 2" });
    await userEvent.click(within(long).getByText(UPLOADS.transcript));
    expect(within(long).getByText(/They give carbon dioxide and water/)).toBeVisible();
  });

  it("shows the text read from a photo when it says more than its summary", async () => {
    const course = buildCourse(2);
    const [day] = course.topics[0]?.days ?? [];
    if (!day) throw new Error("the course has no day");
    const photo = (n: number, summary: string, text: string) => ({
      id: itemId(n),
      type: "image" as const,
      title: `Page ${n}`,
      timestamp: "2026-11-20T10:00:00.000Z",
      version: 1,
      data: { url: `/api/files/p${n}`, fileId: `p${n}`, summary, text },
    });
    day.content[0] = photo(1, "Rubisco fixes carbon dioxide.", "Rubisco fixes carbon dioxide.");
    day.content[1] = photo(
      2,
      "Rubisco fixes carbon dioxide.",
      "Rubisco fixes carbon dioxide. The cycle turns six times to make one glucose.",
    );
    await renderNotes(course);
    const short = await screen.findByRole("article", { name: "Page 1" });
    expect(within(short).queryByText(UPLOADS.photoText)).not.toBeInTheDocument();
    const long = screen.getByRole("article", { name: "Page 2" });
    await userEvent.click(within(long).getByText(UPLOADS.photoText));
    expect(within(long).getByText(/The cycle turns six times/)).toBeVisible();
  });

  it("shows a photo's placeholder, not a link with no address, until its link comes", async () => {
    const course = buildCourse(1);
    const [day] = course.topics[0]?.days ?? [];
    if (!day) throw new Error("the course has no day");
    day.content[0] = {
      id: itemId(1),
      type: "image",
      title: "Page 1",
      timestamp: "2026-11-20T10:00:00.000Z",
      version: 1,
      data: { url: "/api/files/p1", fileId: "p1", summary: "Rubisco fixes carbon dioxide.", text: "" },
    };
    let answer: (response: Response) => void = () => undefined;
    await renderNotes(course, () => new Promise((resolve) => (answer = resolve)));
    const photo = await screen.findByRole("article", { name: "Page 1" });
    // Before: an <a> with no href and a name, which no link may be (an accessibility violation).
    expect(photo.querySelector("a:not([href])")).toBeNull();
    expect(within(photo).queryByRole("link")).not.toBeInTheDocument();
    answer(Response.json({ url: "/files/p1.png" }));
    const link = await within(photo).findByRole("link", { name: `${UPLOADS.openImage}: Page 1` });
    expect(link).toHaveAttribute("href", "/files/p1.png");
  });

  /** Renders the notes with the upload answered by `answer`; its task, when there is one, as `task` says. */
  async function uploadAnswered(kind: UploadKind, answer: () => Response, task?: () => Response) {
    await renderNotes(buildCourse(1), undefined, (url, init) => {
      if (init.method === "POST" && url.includes("/uploads/")) return answer();
      if (task && init.method === "GET" && url.includes("/api/tasks/")) return task();
      return undefined;
    });
    await screen.findByRole("article", { name: "Note 1" });
    const name = kind === "image" ? "page.png" : "lecture.m4a";
    await userEvent.upload(fileInput(kind), new File(["bytes"], name, { type: "" }));
    return screen.findByRole("alertdialog", { name: UPLOADS.alertTitle });
  }
  const refusal = (message: string, status = 415) =>
    Response.json({ error: { code: "upload/unsupported-type", message } }, { status });
  const notAPicture = ERRORS["upload/not-image"].message;

  it("says why a photo was refused in the refusal's own words alone, without asking to try again", async () => {
    const dialog = await uploadAnswered("image", () => refusal(notAPicture));
    expect(within(dialog).getByText(notAPicture)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/try again/i);
  });

  it("says a recording could not be used in the spec's words, then why", async () => {
    const notARecording = ERRORS["upload/not-audio"].message;
    const dialog = await uploadAnswered("audio", () => refusal(notARecording));
    expect(within(dialog).getByText(`${UPLOADS.audioFailed}. ${notARecording}`)).toBeVisible();
  });

  it("asks to try again, in the spec's words, only when trying again may help", async () => {
    for (const answer of [
      () => Response.json({ error: { code: "ai/unavailable", message: "down" } }, { status: 503 }),
      () => Response.error(),
    ]) {
      const dialog = await uploadAnswered("image", answer);
      expect(dialog).toHaveTextContent(UPLOADS.imageFailed);
      cleanup();
    }
  });

  it("asks to try again, in the spec's words, when a proxy on the way refuses without the server's words", async () => {
    for (const status of [413, 429]) {
      const dialog = await uploadAnswered("image", () => new Response("<html>Too large</html>", { status }));
      expect(dialog).toHaveTextContent(UPLOADS.imageFailed);
      cleanup();
    }
  });

  it("says why a stored photo could not be read in the words the server gave, without asking to try again", async () => {
    const failed = {
      id: "77777777-7777-4777-8777-777777777777",
      kind: "image",
      state: "failed",
      progress: null,
      courseId: COURSE_ID,
      topicId: TOPIC_ID,
      dayId: DAY_ID,
      contentId: null,
      fileId: null,
      error: notAPicture,
      createdAt: "2026-11-20T10:00:00.000Z",
      updatedAt: "2026-11-20T10:00:00.000Z",
    };
    const dialog = await uploadAnswered(
      "image",
      () => Response.json({ ...failed, state: "queued", error: null }, { status: 202 }),
      () => Response.json(failed),
    );
    expect(within(dialog).getByText(notAPicture)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/try again/i);
  });

  it("refuses a photo too large for the server at once, in the refusal's words alone", async () => {
    const sent: string[] = [];
    await renderNotes(buildCourse(1), undefined, (url, init) => {
      if (init.method === "POST") sent.push(url);
      return undefined;
    });
    await screen.findByRole("article", { name: "Note 1" });
    const photo = new File(["a page"], "page.png", { type: "image/png" });
    Object.defineProperty(photo, "size", { value: MAX_UPLOAD_BYTES.image + 1 });
    await userEvent.upload(fileInput("image"), photo);
    const dialog = await screen.findByRole("alertdialog", { name: UPLOADS.alertTitle });
    const tooLarge = describeError("upload/too-large", MAX_UPLOAD_BYTES.image).message;
    expect(within(dialog).getByText(tooLarge)).toBeVisible();
    expect(dialog).not.toHaveTextContent(/try again/i);
    expect(sent).toEqual([]);
  });

  it("refuses a recording too large for the server at once, in its words, without sending it", async () => {
    const sent: string[] = [];
    await renderNotes(buildCourse(1), undefined, (url, init) => {
      if (init.method === "POST") sent.push(url);
      return undefined;
    });
    await screen.findByRole("article", { name: "Note 1" });
    const input = fileInput("audio");
    const recording = new File(["a long lecture"], "lecture.wav", { type: "audio/wav" });
    Object.defineProperty(recording, "size", { value: 200 * 1024 * 1024 + 1 });
    await userEvent.upload(input, recording);
    const dialog = await screen.findByRole("alertdialog", { name: UPLOADS.alertTitle });
    expect(dialog).toHaveTextContent(
      withReason(UPLOADS.audioFailed, "The file is too large: at most 200 MB."),
    );
    expect(sent).toEqual([]);
  });

  it("offers in the file pickers only what the server takes: no FLAC, but an iPhone's HEIC photo", async () => {
    for (const [kind, refused, taken] of [
      ["audio", ["lecture.flac", "audio/flac"], ["lecture.m4a", "audio/x-m4a"]],
      ["image", ["scan.bmp", "image/bmp"], ["IMG_0001.HEIC", ""]],
    ] as const) {
      const sent: string[] = [];
      await renderNotes(buildCourse(1), undefined, (url, init) => {
        if (init.method === "POST") sent.push(url);
        return undefined;
      });
      await screen.findByRole("article", { name: "Note 1" });
      // The browser offers only the files the input's accept names, as user-event does.
      const choose = ([name, type]: readonly [string, string]) =>
        userEvent.upload(fileInput(kind), new File(["bytes"], name, { type }));
      await choose(refused);
      expect(sent).toEqual([]);
      await choose(taken);
      await waitFor(() => expect(sent).toEqual([expect.stringMatching(new RegExp(`/uploads/${kind}$`))]));
      cleanup();
    }
  });

  it("follows a photo being read again after a reload, under the busy overlay, and shows its note once read", async () => {
    const { photo, serve } = photoBeingRead("77777777-7777-4777-8777-777777777777");
    await renderNotes(buildCourse(1), undefined, serve);
    await screen.findByRole("article", { name: "Note 1" });
    const input = fileInput("image");
    await userEvent.upload(input, new File(["a picture"], "page.png", { type: "image/png" }));
    await screen.findByRole("dialog", { name: BUSY.processingFile });
    // The page is reloaded while the photo is read.
    window.dispatchEvent(new Event("pagehide"));
    cleanup();
    await renderNotes(buildCourse(1), undefined, serve);
    expect(await screen.findByRole("dialog", { name: BUSY.processingFile })).toBeInTheDocument();
    photo.read = true;
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByRole("article", { name: "Note 2" })).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.includes("following"))).toEqual([]);
  });

  it("shows how far a task has come as a bar and as a figure, once there is a figure", async () => {
    const { photo, serve } = photoBeingRead("77777777-7777-4777-8777-777777777779");
    await renderNotes(buildCourse(1), undefined, serve);
    await screen.findByRole("article", { name: "Note 1" });
    await userEvent.upload(fileInput("image"), new File(["a picture"], "page.png", { type: "image/png" }));
    const overlay = await screen.findByRole("dialog", { name: BUSY.processingFile });
    expect(within(overlay).queryByRole("progressbar")).not.toBeInTheDocument();
    photo.progress = 42;
    const bar = await within(overlay).findByRole("progressbar", { name: BUSY.processing }, { timeout: 3000 });
    expect(bar).toHaveAttribute("aria-valuenow", "42");
    expect(within(overlay).getByText("42%")).toBeVisible();
    expect(within(overlay).getByText(BUSY.processing)).toBeVisible();
    // Done, its end is shown before the overlay closes (QA: it closed at the last figure polled,
    // 70%), whatever figure the task last had; the note comes a moment after.
    photo.read = true;
    expect(await within(overlay).findByText("100%", {}, { timeout: 3000 })).toBeVisible();
    expect(bar).toHaveAttribute("aria-valuenow", "100");
    const done = Date.now();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByRole("article", { name: "Note 2" })).toBeInTheDocument();
    // (300 ms shown, then closed: the bound is wide for a busy test machine)
    expect(Date.now() - done).toBeLessThan(2000);
  });

  it("shows the share of a photo sent while it is sent, as its own phase before the server's, and stops sending on Cancel (QA)", async () => {
    const { photo, serve } = photoBeingRead("77777777-7777-4777-8777-77777777777b");
    let answer: (() => void) | undefined;
    await renderNotes(buildCourse(1), undefined, (url, init) => {
      if (init.method === "POST" && url.includes("/uploads/")) {
        // A large photo on a slow connection: 40% of it has arrived, the rest is on its way.
        const size = init.body?.length ?? 0;
        init.receive?.(Math.ceil(size * 0.4));
        return new Promise<Response>((resolve) => {
          answer = () => resolve(serve(url, init) as Response);
        });
      }
      return serve(url, init);
    });
    await screen.findByRole("article", { name: "Note 1" });
    await userEvent.upload(fileInput("image"), new File(["a picture"], "page.png", { type: "image/png" }));
    const overlay = await screen.findByRole("dialog", { name: BUSY.processingFile });
    const sending = await within(overlay).findByRole("progressbar", { name: BUSY.sending });
    expect(sending).toHaveAttribute("aria-valuenow", "40");
    expect(within(overlay).getByText("40%")).toBeVisible();
    expect(within(overlay).getByText(BUSY.sending)).toBeVisible();

    // All sent, the next phase is named at once: the row left empty until the server's first
    // figure read as stuck (QA)...
    act(() => answer?.());
    expect(await within(overlay).findByText(BUSY.processing)).toBeVisible();
    expect(within(overlay).queryByRole("progressbar")).not.toBeInTheDocument();
    expect(within(overlay).queryByText(BUSY.sending)).not.toBeInTheDocument();
    // ...and the server's figure follows as that phase, not as the same bar going back.
    photo.progress = 10;
    const working = await within(overlay).findByRole(
      "progressbar",
      { name: BUSY.processing },
      { timeout: 3000 },
    );
    expect(working).toHaveAttribute("aria-valuenow", "10");
    expect(within(overlay).queryByText(BUSY.sending)).not.toBeInTheDocument();
    photo.read = true;
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });

    // Cancelled while it is sent: the sending stops, and there is no task to cancel.
    await userEvent.upload(fileInput("image"), new File(["a picture"], "page.png", { type: "image/png" }));
    const again = await screen.findByRole("dialog", { name: BUSY.processingFile });
    await within(again).findByRole("progressbar", { name: BUSY.sending });
    const sent = photo.writes.length;
    await userEvent.click(within(again).getByRole("button", { name: BUSY.cancel }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    act(() => answer?.());
    await pause(100);
    expect(photo.writes.slice(sent)).toEqual([]);
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
  });

  it("gives the focus to the new note once a photo is read, else back to its upload button (QA: it went to the top of the page)", async () => {
    const { photo, serve } = photoBeingRead("77777777-7777-4777-8777-77777777777c");
    let refuse = false;
    await renderNotes(buildCourse(1), undefined, (url, init) =>
      refuse && init.method === "POST" && url.includes("/uploads/") ? refusal(notAPicture) : serve(url, init),
    );
    await screen.findByRole("article", { name: "Note 1" });
    const button = screen.getByRole("button", { name: UPLOADS.uploadImage });
    const choose = async () => {
      act(() => button.focus());
      await userEvent.upload(fileInput("image"), new File(["a picture"], "page.png", { type: "image/png" }));
    };

    await choose();
    await screen.findByRole("dialog", { name: BUSY.processingFile });
    photo.read = true;
    const note = await screen.findByRole("article", { name: "Note 2" }, { timeout: 3000 });
    await waitFor(() => expect(note).toHaveFocus());
    expect(note).not.toHaveAttribute("tabindex", "0");

    // Cancelled: back to the button.
    photo.read = false;
    await choose();
    const overlay = await screen.findByRole("dialog", { name: BUSY.processingFile });
    await userEvent.click(within(overlay).getByRole("button", { name: BUSY.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());

    // Refused: the alert, then back to the button once it is closed.
    refuse = true;
    act(() => document.body.focus());
    await choose();
    const alert = await screen.findByRole("alertdialog", { name: UPLOADS.alertTitle });
    await userEvent.click(within(alert).getByRole("button", { name: "OK" }));
    await waitFor(() => expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument());
    await waitFor(() => expect(button).toHaveFocus());
  });

  it("waits through a moment offline while a photo is read, and shows its note, not a failure (QA)", async () => {
    const { photo, serve } = photoBeingRead("77777777-7777-4777-8777-77777777777a");
    let offline = 0;
    await renderNotes(buildCourse(1), undefined, (url, init) => {
      // The connection drops for two reads of the task; the server reads the photo meanwhile.
      if (init.method === "GET" && url.includes("/api/tasks/") && photo.polls >= 1 && offline < 2) {
        offline++;
        if (offline === 2) photo.read = true;
        throw new TypeError("Failed to fetch");
      }
      return serve(url, init);
    });
    await screen.findByRole("article", { name: "Note 1" });
    await userEvent.upload(fileInput("image"), new File(["a picture"], "page.png", { type: "image/png" }));
    await screen.findByRole("dialog", { name: BUSY.processingFile });
    await screen.findByRole("article", { name: "Note 2" }, { timeout: 12_000 });
    expect(offline).toBe(2);
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    expect(screen.queryByText(UPLOADS.imageFailed, { exact: false })).not.toBeInTheDocument();
  }, 20_000);

  it("asks no more after a photo being read once the page is left (Back), and follows it again when the page is back", async () => {
    const { photo, serve } = photoBeingRead("77777777-7777-4777-8777-777777777778");
    await renderNotes(buildCourse(1), undefined, serve);
    await screen.findByRole("article", { name: "Note 1" });
    await userEvent.upload(fileInput("image"), new File(["a picture"], "page.png", { type: "image/png" }));
    await screen.findByRole("dialog", { name: BUSY.processingFile });
    await waitFor(() => expect(photo.polls).toBeGreaterThan(0), { timeout: 3000 });
    // The page goes (the browser's Back) while the photo is read: nothing is cancelled.
    cleanup();
    const whenLeft = photo.polls;
    await pause(2000);
    // (one poll may have been on its way as the page went)
    expect(photo.polls).toBeLessThanOrEqual(whenLeft + 1);
    // (no cancel was sent)
    expect(photo.writes).toEqual([]);
    // Back on the page, the photo is followed again to its end.
    await renderNotes(buildCourse(1), undefined, serve);
    expect(await screen.findByRole("dialog", { name: BUSY.processingFile })).toBeInTheDocument();
    photo.read = true;
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    expect(await screen.findByRole("article", { name: "Note 2" })).toBeInTheDocument();
    expect(Object.keys(sessionStorage).filter((key) => key.includes("following"))).toEqual([]);
  });

  it("leaves a task followed on an earlier visit that ended long ago, or cannot be read, to a fresh read of the course", async () => {
    const taskId = "77777777-7777-4777-8777-777777777777";
    const key = `study-well:drafts:${buildAccount().uid}:${COURSE_ID}:following`;
    const record = {
      taskId,
      kind: "lecture",
      failure: LECTURES.speechFailed,
      after: { play: "Read aloud: Alkanes" },
    };
    let answer: () => Response = () =>
      Response.json({
        id: taskId,
        kind: "read-aloud",
        state: "done",
        progress: 100,
        courseId: COURSE_ID,
        topicId: TOPIC_ID,
        dayId: DAY_ID,
        contentId: null,
        fileId: "88888888-8888-4888-8888-888888888888",
        error: null,
        createdAt: "2026-11-20T10:00:00.000Z",
        updatedAt: "2026-11-20T10:00:00.000Z",
      });
    const writes: string[] = [];
    const serve = (url: string, init: SentRequest) => {
      if (url.endsWith(`/api/tasks/${taskId}`)) return answer();
      if (init.method !== "GET") writes.push(`${init.method} ${url}`);
      return undefined;
    };
    for (const next of [undefined, () => new Response(null, { status: 500 })]) {
      if (next) answer = next;
      sessionStorage.setItem(key, JSON.stringify(record));
      await renderNotes(buildCourse(1), undefined, serve);
      await screen.findByRole("article", { name: "Note 1" });
      await waitFor(() => expect(sessionStorage.getItem(key)).toBeNull());
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      expect(screen.queryByText("Read aloud: Alkanes")).not.toBeInTheDocument();
      expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
      cleanup();
    }
    expect(writes).toEqual([]);
  });

  it("offers to add the first topic of an empty course, in the add-topic box", async () => {
    const empty = { ...buildCourse(0), topics: [] };
    await renderNotes(empty);
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addFirstTopic }));
    await waitFor(() => expect(screen.getByPlaceholderText(NOTES.newTopic)).toHaveFocus());
  });
});

/**
 * The course page on the notes tab, its course read as `course()` gives it; what it returns reads
 * the course again, as a tab does when another one changed it.
 */
async function renderReadAgain(course: () => Course) {
  stubFetch((url, init) =>
    init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)
      ? Response.json(course())
      : init.method === "GET"
        ? Response.json([])
        : new Response(null, { status: 204 }),
  );
  const client = new QueryClient();
  await renderCoursePage(`/course/${COURSE_ID}/notes`, { client });
  return client;
}

describe("a note edited in two tabs", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  it("keeps the text of a save refused because the note was deleted elsewhere, in its day's new-note form", async () => {
    const course = buildCourse(2);
    let current = course;
    await renderNotes(course, undefined, (url, init) => {
      if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)) return Response.json(current);
      if (init.method !== "PATCH") return undefined;
      // Another tab deleted the note meanwhile.
      current = structuredClone(course);
      current.topics[0]?.days[0]?.content.splice(0, 1);
      return Response.json({ error: { code: "not-found", message: "Content not found." } }, { status: 404 });
    });
    const note = await screen.findByRole("article", { name: "Note 1" });
    await userEvent.click(within(note).getByRole("button", { name: NOTES.editContent }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " more");
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument());
    // One alert, in the form where the text now is, not a "try again" at the top of the page.
    await waitFor(() => expect(screen.getByRole("alert")).toHaveTextContent(NOTES.errors.noteDeleted));
    expect(screen.getByRole("alert").closest("form")).toBe(
      screen.getByRole("textbox", { name: NOTES.contentBody }).closest("form"),
    );
    expect(screen.getByRole("textbox", { name: NOTES.contentBody })).toHaveValue("text more");
  });

  it("keeps what was typed in a note another tab deletes, in its day's new-note form, saying why", async () => {
    const course = buildCourse(2);
    let current = course;
    const sent: Record<string, unknown>[] = [];
    stubFetch((url, init) => {
      if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)) return Response.json(current);
      if (init.method === "GET") return Response.json([]);
      if (init.method === "POST" && url.endsWith("/content")) {
        const body = JSON.parse(init.body ?? "{}") as { title: string; text: string };
        sent.push(body);
        return Response.json(
          {
            id: itemId(9999),
            type: "text",
            ...body,
            data: body.text,
            timestamp: "2026-11-20T11:00:00.000Z",
            version: 1,
          },
          { status: 201 },
        );
      }
      return new Response(null, { status: 204 });
    });
    const client = new QueryClient();
    await renderCoursePage(`/course/${COURSE_ID}/notes`, { strict: true, client });
    const note = await screen.findByRole("article", { name: "Note 2" });
    await userEvent.click(within(note).getByRole("button", { name: NOTES.editContent }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " and my addition");
    // Another tab deletes it; this one hears the course changed and reads it again.
    current = structuredClone(course);
    current.topics[0]?.days[0]?.content.splice(1, 1);
    await act(() => client.refetchQueries({ queryKey: courseKeys.detail(COURSE_ID) }));

    const form = (await screen.findByText(NOTES.errors.noteDeleted)).closest("form");
    expect(form).not.toBeNull();
    expect(within(form as HTMLElement).getByRole("textbox", { name: NOTES.contentBody })).toHaveValue(
      "text and my addition",
    );
    expect(within(form as HTMLElement).getByRole("textbox", { name: NOTES.contentTitle })).toHaveValue(
      "Note 2",
    );
    expect(screen.getAllByRole("textbox", { name: NOTES.contentBody })).toHaveLength(1);
    await userEvent.click(within(form as HTMLElement).getByRole("button", { name: NOTES.save }));
    await waitFor(() => expect(sent).toEqual([{ title: "Note 2", text: "text and my addition" }]));
    expect(await screen.findByRole("article", { name: "Note 2" })).toBeInTheDocument();
    // The save and the course read after it settle within the test: on a loaded machine they came
    // after it, and their updates outside act() failed it (CI, twice).
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
  });

  it("keeps what was typed in a note whose day another tab deletes, in the day before's form; not when this tab deletes it", async () => {
    const two = buildCourse(2);
    const first = two.topics[0]?.days[0];
    if (!first) throw new Error("fixture");
    two.topics[0]?.days.push({
      ...structuredClone(first),
      id: "44444444-4444-4444-8444-000000000002",
      date: "2026-11-21",
      content: first.content.map((c, i) => ({ ...c, id: itemId(100 + i), title: `Later ${i + 1}` })),
    });
    let current = two;
    const client = await renderReadAgain(() => current);
    const note = await screen.findByRole("article", { name: "Later 2" });
    await userEvent.click(within(note).getByRole("button", { name: NOTES.editContent }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " kept");
    current = structuredClone(two);
    current.topics[0]?.days.splice(1, 1);
    await act(() => client.refetchQueries({ queryKey: courseKeys.detail(COURSE_ID) }));
    const form = (await screen.findByText(NOTES.errors.noteDeletedWithDay)).closest("form") as HTMLElement;
    expect(within(form).getByRole("textbox", { name: NOTES.contentBody })).toHaveValue("text kept");
    expect(within(form).getByRole("textbox", { name: NOTES.contentTitle })).toHaveValue("Later 2");
    // In the form of the day left, after its notes.
    expect(screen.getAllByRole("article").at(-1)).toHaveAccessibleName("Note 2");

    // Deleted in this tab, as asked, a day takes an editor open in it along.
    await userEvent.click(within(form).getByRole("button", { name: NOTES.cancel }));
    await userEvent.click(
      within(await screen.findByRole("article", { name: "Note 1" })).getByRole("button", {
        name: NOTES.editContent,
      }),
    );
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " gone");
    current = structuredClone(current);
    current.topics[0]?.days.splice(0, 1);
    await userEvent.click(screen.getByRole("button", { name: NOTES.deleteDay }));
    await userEvent.click(
      within(await screen.findByRole("alertdialog")).getByRole("button", { name: NOTES.confirm }),
    );
    await waitFor(() => expect(screen.queryByRole("article")).not.toBeInTheDocument());
    expect(screen.queryByRole("textbox", { name: NOTES.contentBody })).not.toBeInTheDocument();
    expect(screen.queryByText(NOTES.errors.noteLostWithDay)).not.toBeInTheDocument();
    // The deletion and the course read after it settle within the test: on a loaded machine they
    // came after it, and their updates outside act() failed it (CI).
    await waitFor(() => expect(client.isFetching() + client.isMutating()).toBe(0));
    expect(screen.queryByRole("article")).not.toBeInTheDocument();
  });

  it("lets an editor with nothing typed go with its note when another tab deletes it", async () => {
    const course = buildCourse(2);
    let current = course;
    const client = await renderReadAgain(() => current);
    const note = await screen.findByRole("article", { name: "Note 2" });
    await userEvent.click(within(note).getByRole("button", { name: NOTES.editContent }));
    current = structuredClone(course);
    current.topics[0]?.days[0]?.content.splice(1, 1);
    await act(() => client.refetchQueries({ queryKey: courseKeys.detail(COURSE_ID) }));
    await waitFor(() =>
      expect(screen.queryByRole("textbox", { name: NOTES.contentBody })).not.toBeInTheDocument(),
    );
    expect(screen.queryByText(NOTES.errors.noteDeleted)).not.toBeInTheDocument();
    // The focus, in the editor, goes on to what followed the note (its day's Add text), not to the
    // page's body (QA).
    expect(screen.getByRole("button", { name: NOTES.addText })).toHaveFocus();
    expect(screen.getByRole("article", { name: "Note 1" })).toBeInTheDocument();
  });

  it("moves the focus on to what follows a deleted note, the next note or its day's Add text", async () => {
    await renderNotes(buildCourse(2));
    const first = await screen.findByRole("article", { name: "Note 1" });
    await userEvent.click(within(first).getByRole("button", { name: NOTES.deleteContent }));
    await waitFor(() => expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument());
    const second = screen.getByRole("article", { name: "Note 2" });
    expect(within(second).getByRole("button", { name: NOTES.editContent })).toHaveFocus();
    cleanup();
    dropWaitingDeletes();

    await renderNotes(buildCourse(1));
    const only = await screen.findByRole("article", { name: "Note 1" });
    await userEvent.click(within(only).getByRole("button", { name: NOTES.deleteContent }));
    expect(screen.getByRole("button", { name: NOTES.addText })).toHaveFocus();
  });

  it("gives the focus back to what opened an editor once it closes, saved or cancelled", async () => {
    const course = buildCourse(1);
    await renderNotes(course, undefined, (_url, init) => {
      if (init.method !== "PATCH") return undefined;
      const { title, text } = JSON.parse(init.body ?? "{}") as { title: string; text: string };
      return Response.json({ ...course.topics[0]?.days[0]?.content[0], title, data: text, version: 2 });
    });
    const note = await screen.findByRole("article", { name: "Note 1" });
    const addText = () => screen.getByRole("button", { name: NOTES.addText });
    const editContent = () =>
      within(screen.getByRole("article", { name: "Note 1" })).getByRole("button", {
        name: NOTES.editContent,
      });

    await userEvent.click(addText());
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Half{Escape}");
    expect(addText()).toHaveFocus();
    await userEvent.click(addText());
    await userEvent.click(screen.getByRole("button", { name: NOTES.cancel }));
    expect(addText()).toHaveFocus();
    // Saved, the new note is sent in the background: the focus is back on Add text, for another.
    await userEvent.click(addText());
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Note 2");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(await screen.findByRole("article", { name: "Note 2" })).toBeInTheDocument();
    expect(addText()).toHaveFocus();

    await userEvent.click(within(note).getByRole("button", { name: NOTES.editContent }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " more{Escape}");
    expect(editContent()).toHaveFocus();
    await userEvent.click(editContent());
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " more");
    await userEvent.keyboard("{Control>}{Enter}{/Control}");
    expect(editContent()).toHaveFocus();
    await waitFor(() =>
      expect(screen.getByRole("article", { name: "Note 1" })).toHaveTextContent("text more"),
    );
    expect(editContent()).toHaveFocus();

    const title = screen.getByRole("textbox", { name: NOTES.topicTitle });
    await userEvent.type(title, " renamed{Escape}");
    expect(title).toHaveValue("Alkanes");
    expect(title).toHaveFocus();
  });

  it("keeps the student's text when another tab changed the note meanwhile, and saves it over on request", async () => {
    const course = buildCourse(1);
    const note = course.topics[0]?.days[0]?.content[0];
    if (note?.type !== "text") throw new Error("fixture");
    note.version = 3;
    const sent: Record<string, unknown>[] = [];
    let current = course;
    await renderNotes(course, undefined, (url, init) => {
      if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)) return Response.json(current);
      if (init.method !== "PATCH") return undefined;
      const body = JSON.parse((init as { body?: string }).body ?? "{}") as Record<string, unknown>;
      sent.push(body);
      if (body.version === 3) {
        // Another tab saved first: the course now holds its text.
        current = structuredClone(course);
        const theirs = current.topics[0]?.days[0]?.content[0];
        if (theirs?.type === "text") Object.assign(theirs, { data: "The other tab's text", version: 4 });
        return Response.json(
          { error: { code: "course/note-changed", message: "changed elsewhere" } },
          { status: 409 },
        );
      }
      return Response.json({ ...note, title: String(body.title), data: String(body.text), version: 5 });
    });
    await userEvent.click(await screen.findByRole("button", { name: NOTES.editContent }));
    const box = screen.getByRole("textbox", { name: NOTES.contentBody });
    await userEvent.clear(box);
    await userEvent.type(box, "My careful rewrite");
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));

    expect(await screen.findByRole("alert")).toHaveTextContent(NOTES.errors.noteChanged);
    expect(sent[0]).toMatchObject({ text: "My careful rewrite", version: 3 });
    // The form is open again with the student's text; the note behind it shows the other tab's.
    expect(await screen.findByRole("textbox", { name: NOTES.contentBody })).toHaveValue("My careful rewrite");
    // Said in the form, where the student is looking, not at the top of a long page.
    expect(screen.getByRole("alert").closest("form")).toBe(
      screen.getByRole("textbox", { name: NOTES.contentBody }).closest("form"),
    );
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
    await waitFor(() => expect(sent).toHaveLength(2));
    // Over the other tab's change, which the student was told of (not one made after it).
    expect(sent[1]).toEqual({ title: "Note 1", text: "My careful rewrite", version: 4 });
    expect(await screen.findByText("My careful rewrite")).toBeInTheDocument();
  });

  it("keeps a note half written, and an edit begun, through a look at another tab", async () => {
    await renderNotes(buildCourse(1));
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addText }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Enzymes");
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), "Lower the activation");
    await userEvent.click(screen.getByRole("button", { name: NOTES.editContent }));
    const boxes = () => screen.getAllByRole("textbox", { name: NOTES.contentBody });
    await userEvent.type(boxes()[0] ?? document.body, " (edited)");

    await userEvent.click(screen.getByRole("tab", { name: COURSE_PAGE.tabs.outline }));
    await waitFor(() =>
      expect(screen.queryByRole("textbox", { name: NOTES.contentBody })).not.toBeInTheDocument(),
    );
    await userEvent.click(screen.getByRole("tab", { name: COURSE_PAGE.tabs.notes }));

    await waitFor(() => expect(boxes()).toHaveLength(2));
    expect(boxes().map((box) => (box as HTMLTextAreaElement).value)).toEqual([
      "text (edited)",
      "Lower the activation",
    ]);
    expect(screen.getByDisplayValue("Enzymes")).toBeInTheDocument();
    // Cancelled, it is forgotten: opened again, the form is empty.
    await userEvent.click(screen.getAllByRole("button", { name: NOTES.cancel })[1] ?? document.body);
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addText }));
    expect(screen.getAllByRole("textbox", { name: NOTES.contentBody })[1]).toHaveValue("");
  });

  it("keeps a note half written, and an edit begun, through a reload; signing out forgets them", async () => {
    const course = buildCourse(2);
    const sent: Record<string, unknown>[] = [];
    let current = course;
    const serve = (url: string, init: SentRequest) => {
      if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)) return Response.json(current);
      if (init.method !== "PATCH") return undefined;
      sent.push(JSON.parse((init as { body?: string }).body ?? "{}") as Record<string, unknown>);
      return Response.json({ error: { code: "course/note-changed", message: "x" } }, { status: 409 });
    };
    await renderNotes(course, undefined, serve);
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addText }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Enzymes");
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), "Lower the activation");
    await userEvent.click(screen.getAllByRole("button", { name: NOTES.editContent })[1] ?? document.body);
    const boxes = () => screen.getAllByRole("textbox", { name: NOTES.contentBody });
    await userEvent.type(boxes()[0] ?? document.body, " (edited)");

    // The page is reloaded at once; meanwhile another device changed the note being edited.
    cleanup();
    expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toHaveLength(1);
    current = structuredClone(course);
    const theirs = current.topics[0]?.days[0]?.content[1];
    if (theirs?.type === "text") Object.assign(theirs, { data: "Another device's text", version: 2 });
    const session = await renderNotes(course, undefined, serve);
    await waitFor(() => expect(boxes()).toHaveLength(2));
    expect(boxes().map((box) => (box as HTMLTextAreaElement).value)).toEqual([
      "text (edited)",
      "Lower the activation",
    ]);
    expect(screen.getByDisplayValue("Enzymes")).toBeInTheDocument();
    expect(screen.getByRole("heading", { name: "Note 1" })).toBeInTheDocument();
    // The edit is saved over the version it began from: the student is told of the change.
    await userEvent.click(screen.getAllByRole("button", { name: NOTES.save })[0] ?? document.body);
    expect(await screen.findByRole("alert")).toHaveTextContent(NOTES.errors.noteChanged);
    expect(sent[0]).toMatchObject({ title: "Note 2", text: "text (edited)", version: 1 });

    // Signed out, nothing of the student's is left in this browser.
    await act(() => session.signOut());
    cleanup();
    expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toEqual([]);
    await renderNotes(current, undefined, serve);
    expect(await screen.findAllByRole("article")).toHaveLength(2);
    expect(screen.queryByRole("textbox", { name: NOTES.contentBody })).not.toBeInTheDocument();
  });

  it("forgets a draft whose note was deleted elsewhere before the reload", async () => {
    const course = buildCourse(2);
    await renderNotes(course);
    await userEvent.click(
      (await screen.findAllByRole("button", { name: NOTES.editContent }))[1] ?? document.body,
    );
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " (edited)");
    cleanup();
    const after = structuredClone(course);
    after.topics[0]?.days[0]?.content.splice(1, 1);
    await renderNotes(after);
    await screen.findByRole("article", { name: "Note 1" });
    expect(screen.queryByRole("textbox", { name: NOTES.contentBody })).not.toBeInTheDocument();
    await waitFor(() =>
      expect(Object.keys(sessionStorage).filter((key) => key.includes("drafts"))).toEqual([]),
    );
  });

  it("keeps a new note's text when the course is full, in the add form opened again", async () => {
    const course = buildCourse(1);
    const full = ERRORS["course/full"].message(COURSE_FULL.notes("20,000"));
    await renderNotes(course, undefined, (url, init) =>
      init.method === "POST" && url.endsWith("/content")
        ? Response.json({ error: { code: "course/full", message: full } }, { status: 409 })
        : undefined,
    );
    await userEvent.click(await screen.findByRole("button", { name: NOTES.addText }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Enzymes");
    await userEvent.type(
      screen.getByRole("textbox", { name: NOTES.contentBody }),
      "Enzymes lower activation energy.",
    );
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
    expect(await screen.findByRole("alert")).toHaveTextContent(full);
    expect(await screen.findByRole("textbox", { name: NOTES.contentBody })).toHaveValue(
      "Enzymes lower activation energy.",
    );
    expect(screen.getByRole("textbox", { name: NOTES.contentTitle })).toHaveValue("Enzymes");
    expect(screen.getByRole("alert").closest("form")).toBe(
      screen.getByRole("textbox", { name: NOTES.contentBody }).closest("form"),
    );
  });

  it("shows the course as the server holds it after a refusal, though the server says it is unchanged", async () => {
    const course = buildCourse(1);
    const full = ERRORS["course/full"].message(COURSE_FULL.notes("20,000"));
    await renderNotes(course, undefined, (url, init) => {
      if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)) {
        // The course has not changed since it was read: the server answers 304.
        if (init.headers.get("if-none-match") === '"v1"') return new Response(null, { status: 304 });
        return Response.json(course, { headers: { etag: '"v1"' } });
      }
      return init.method === "POST" && url.endsWith("/content")
        ? Response.json({ error: { code: "course/full", message: full } }, { status: 409 })
        : undefined;
    });
    await screen.findByRole("article", { name: "Note 1" });
    await userEvent.click(screen.getByRole("button", { name: NOTES.addText }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentTitle }), "Enzymes");
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), "Refused.");
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
    expect(await screen.findByRole("alert")).toHaveTextContent(full);
    // The note shown while it was on its way is gone: it was never saved.
    await waitFor(() => expect(screen.queryByRole("article", { name: "Enzymes" })).not.toBeInTheDocument());
    expect(screen.getAllByRole("article")).toHaveLength(1);
  });

  it("drops the kept text on Cancel, leaving the other tab's change", async () => {
    const course = buildCourse(1);
    let current = course;
    await renderNotes(course, undefined, (url, init) => {
      if (init.method === "GET" && url.endsWith(`/courses/${COURSE_ID}`)) return Response.json(current);
      if (init.method !== "PATCH") return undefined;
      current = structuredClone(course);
      const theirs = current.topics[0]?.days[0]?.content[0];
      if (theirs?.type === "text") Object.assign(theirs, { data: "The other tab's text", version: 2 });
      return Response.json({ error: { code: "course/note-changed", message: "x" } }, { status: 409 });
    });
    await userEvent.click(await screen.findByRole("button", { name: NOTES.editContent }));
    await userEvent.type(screen.getByRole("textbox", { name: NOTES.contentBody }), " and more");
    await userEvent.click(screen.getByRole("button", { name: NOTES.save }));
    await screen.findByRole("alert");
    await userEvent.click(await screen.findByRole("button", { name: NOTES.cancel }));
    expect(await screen.findByText("The other tab's text")).toBeInTheDocument();
    expect(screen.queryByRole("textbox", { name: NOTES.contentBody })).not.toBeInTheDocument();
  });
});

describe("a deleted note's Undo", () => {
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });

  /** A stand-in server that deletes what it is asked to; `writes`: every request but a read. */
  async function renderDeletable(count: number, title?: string) {
    const course = buildCourse(count);
    for (const item of course.topics[0]?.days[0]?.content ?? []) if (title) item.title = title;
    const writes: (SentRequest & { url: string })[] = [];
    await renderNotes(course, undefined, (url, init) => {
      if (init.method === "GET") return undefined;
      writes.push({ url, ...init });
      const day = course.topics[0]?.days[0];
      if (init.method === "DELETE" && day && url.includes("/content/")) {
        day.content = day.content.filter((c) => !url.includes(c.id));
      }
      return new Response(null, { status: 204 });
    });
    return { writes };
  }

  const deleteNote = async (title: string) =>
    userEvent.click(
      within(await screen.findByRole("article", { name: title })).getByRole("button", {
        name: NOTES.deleteContent,
      }),
    );

  it("takes the note away at once, and sends the delete only once its toast has gone", async () => {
    const { writes } = await renderDeletable(2);
    await deleteNote("Note 1");
    expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument();
    expect(screen.getByText(NOTES.contentDeleted("Note 1"))).toBeInTheDocument();
    await pause(50);
    expect(writes).toEqual([]);
    await userEvent.click(screen.getByRole("button", { name: DISMISS }));
    await waitFor(() =>
      expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual([
        `DELETE /api/courses/${COURSE_ID}/content/${itemId(1)}?version=1`,
      ]),
    );
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument();
  });

  it("puts the note back on Undo, sends nothing, says no error and gives the note the focus", async () => {
    const { writes } = await renderDeletable(2);
    await deleteNote("Note 1");
    await userEvent.click(screen.getByRole("button", { name: NOTES.undoDelete("Note 1") }));
    const back = await screen.findByRole("article", { name: "Note 1" });
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.queryByText(NOTES.contentDeleted("Note 1"))).not.toBeInTheDocument();
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
    expect(screen.queryByText(NOTES.errors.deleteContent)).not.toBeInTheDocument();
    await pause(50);
    expect(writes).toEqual([]);
    // It can be deleted again, and this time it goes.
    await deleteNote("Note 1");
    await userEvent.click(screen.getByRole("button", { name: DISMISS }));
    await waitFor(() => expect(writes).toHaveLength(1));
  });

  it("offers Undo offline too, and sends the delete once the connection is back", async () => {
    const { writes } = await renderDeletable(3);
    act(() => onlineManager.setOnline(false));
    try {
      await deleteNote("Note 1");
      expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument();
      // (before, the edit was paused offline: no toast, and Ctrl+Z did nothing, until reconnected)
      await userEvent.click(await screen.findByRole("button", { name: NOTES.undoDelete("Note 1") }));
      expect(await screen.findByRole("article", { name: "Note 1" })).toBeInTheDocument();
      await deleteNote("Note 2");
      await userEvent.click(await screen.findByRole("button", { name: DISMISS }));
      await pause(50);
      expect(writes).toEqual([]);
      expect(screen.queryByRole("article", { name: "Note 2" })).not.toBeInTheDocument();
      expect(screen.queryByText(NOTES.errors.deleteContent)).not.toBeInTheDocument();
    } finally {
      act(() => onlineManager.setOnline(true));
    }
    await waitFor(() =>
      expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual([
        `DELETE /api/courses/${COURSE_ID}/content/${itemId(2)}?version=1`,
      ]),
    );
    expect(screen.queryByRole("article", { name: "Note 2" })).not.toBeInTheDocument();
    expect(screen.getByRole("article", { name: "Note 1" })).toBeInTheDocument();
  });

  it("puts the note back on Ctrl+Z, as the toast's Undo does", async () => {
    const { writes } = await renderDeletable(2);
    await deleteNote("Note 2");
    // (the focus went on to the day's Add text: a button, not a field)
    await userEvent.keyboard("{Control>}z{/Control}");
    const back = await screen.findByRole("article", { name: "Note 2" });
    // (the focus, left where Ctrl+Z was pressed, goes to the note put back)
    await waitFor(() => expect(back).toHaveFocus());
    expect(screen.queryByText(NOTES.contentDeleted("Note 2"))).not.toBeInTheDocument();
    await pause(50);
    expect(writes).toEqual([]);
  });

  it("keeps a note edited in another tab while its Undo was offered, and says so", async () => {
    const course = buildCourse(2);
    const deletes: string[] = [];
    stubFetch((url, init) => {
      if (init.method === "DELETE") {
        deletes.push(url);
        // Another tab saved an edit of it meanwhile: it is at version 2 now.
        const note = course.topics[0]?.days[0]?.content[0];
        if (note) Object.assign(note, { data: "The other tab's text", version: 2 });
        return Response.json({ error: { code: "course/note-changed", message: "changed" } }, { status: 409 });
      }
      return Response.json(url.endsWith("/quiz-results") ? [] : course);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    await deleteNote("Note 1");
    await userEvent.click(screen.getByRole("button", { name: DISMISS }));
    expect(await screen.findByText(NOTES.errors.changedNotDeleted)).toBeInTheDocument();
    expect(deletes).toEqual([`/api/courses/${COURSE_ID}/content/${itemId(1)}?version=1`]);
    const back = await screen.findByRole("article", { name: "Note 1" });
    expect(await within(back).findByText("The other tab's text")).toBeInTheDocument();
  });

  it("keeps the note away when the course is read again while its delete waits", async () => {
    const client = new QueryClient();
    const course = buildCourse(2);
    stubFetch((url, init) => {
      if (init.method !== "GET") return new Response(null, { status: 204 });
      return Response.json(url.endsWith("/quiz-results") ? [] : course);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`, { client });
    await deleteNote("Note 1");
    await act(() => client.refetchQueries({ queryKey: courseKeys.detail(COURSE_ID) }));
    expect(screen.getByRole("article", { name: "Note 2" })).toBeInTheDocument();
    expect(screen.queryByRole("article", { name: "Note 1" })).not.toBeInTheDocument();
  });

  it("sends a waiting delete before a change that counts the day's notes, and as the page goes", async () => {
    const { writes } = await renderDeletable(1);
    await deleteNote("Note 1");
    // The day now shows no notes: deleted without asking, after the note is (the server counts).
    await userEvent.click(screen.getByRole("button", { name: NOTES.deleteDay }));
    await waitFor(() => expect(writes).toHaveLength(2));
    expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual([
      `DELETE /api/courses/${COURSE_ID}/content/${itemId(1)}?version=1`,
      `DELETE /api/courses/${COURSE_ID}/days/${DAY_ID}?items=0`,
    ]);
    expect(screen.queryByText(NOTES.contentDeleted("Note 1"))).not.toBeInTheDocument();
    cleanup();
    dropWaitingDeletes();
    vi.unstubAllGlobals();

    const page = await renderDeletable(2);
    await deleteNote("Note 2");
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(page.writes).toHaveLength(1));
    expect(page.writes[0]).toMatchObject({ method: "DELETE", keepalive: true });
  });

  it("keeps an Undo for each of two notes of the same title deleted in turn", async () => {
    const { writes } = await renderDeletable(2, "Same");
    for (const _ of [1, 2]) {
      const [first] = await screen.findAllByRole("article", { name: "Same" });
      if (first) await userEvent.click(within(first).getByRole("button", { name: NOTES.deleteContent }));
    }
    expect(screen.queryByRole("article", { name: "Same" })).not.toBeInTheDocument();
    expect(screen.getAllByRole("button", { name: NOTES.undoDelete("Same") })).toHaveLength(2);
    await pause(50);
    expect(writes).toEqual([]);
    const [undoFirst] = screen.getAllByRole("button", { name: NOTES.undoDelete("Same") });
    if (undoFirst) await userEvent.click(undoFirst);
    expect(await screen.findByRole("article", { name: "Same" })).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: DISMISS }));
    await waitFor(() =>
      expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual([
        `DELETE /api/courses/${COURSE_ID}/content/${itemId(2)}?version=1`,
      ]),
    );
    expect(screen.getAllByRole("article", { name: "Same" })).toHaveLength(1);
  });

  it("sends a waiting delete before Logout signs out", async () => {
    const { writes } = await renderDeletable(2);
    await deleteNote("Note 2");
    expect(writes).toEqual([]);
    await act(() => sendOwedWork());
    expect(writes.map((w) => `${w.method} ${w.url}`)).toEqual([
      `DELETE /api/courses/${COURSE_ID}/content/${itemId(2)}?version=1`,
    ]);
    expect(screen.queryByText(NOTES.contentDeleted("Note 2"))).not.toBeInTheDocument();
  });
});
