import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient } from "@tanstack/react-query";
import { memoryLocation } from "wouter/memory-location";
import { afterAll, afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Course } from "@study-well/shared/api";
import { COURSE_PAGE, engineLabel, QUIZ } from "@study-well/shared";
import { formatDateTime } from "../../../lib/format";
import { SCORING_TICK_MS } from "../hooks/use-quiz-scoring";
import { playOneAtATime } from "../../../lib/one-sound";
import { buildAccount } from "../../../test/test-session";
import { renderCoursePage } from "../../../test/render-course-page";
import { stubFetch, type SentRequest } from "../../../test/fetch-stub";
import { stubPlayback } from "../../../test/playback-stub";
import { buildCourse } from "../../../test/course-fixtures";
import type { QuizResult } from "../api/quiz-api";
import { QuizReportDialog } from "./quiz-report-dialog";
import { pause } from "../../../test/pause";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const SESSION_ID = "33333333-3333-4333-8333-333333333333";
/**
 * Each test's report task has an id of its own: a poll of an earlier test's closed quiz may still
 * be on its way as its page goes, and reach this test's server.
 */
let taskId = "";
let testsRun = 0;
beforeEach(() => {
  testsRun += 1;
  taskId = `44444444-4444-4444-8444-${String(testsRun).padStart(12, "0")}`;
});
const ITEM = {
  mito: "55555555-0000-4000-8000-000000000001",
  ribo: "55555555-0000-4000-8000-000000000002",
  dna: "55555555-0000-4000-8000-000000000003",
};

const note = (id: string, title: string) => ({
  id,
  title,
  type: "text" as const,
  data: `${title} notes.`,
  timestamp: "2026-11-20T10:00:00.000Z",
  version: 1,
});

const course: Course = buildCourse({
  id: COURSE_ID,
  title: "Cell Biology",
  description: "Cells",
  topics: [
    {
      id: "66666666-0000-4000-8000-000000000001",
      title: "Organelles",
      topicLecture: null,
      days: [
        {
          id: "77777777-0000-4000-8000-000000000001",
          date: "2026-11-20",
          lecture: null,
          content: [note(ITEM.mito, "Mitochondria"), note(ITEM.ribo, "Ribosomes")],
        },
      ],
    },
    {
      id: "66666666-0000-4000-8000-000000000002",
      title: "Genetics",
      topicLecture: null,
      days: [
        {
          id: "77777777-0000-4000-8000-000000000002",
          date: "2026-11-21",
          lecture: null,
          content: [note(ITEM.dna, "DNA")],
        },
      ],
    },
  ],
});

const buildResult = (id: string, timestamp: string, scores: Record<string, 1 | 2 | 3>): QuizResult => ({
  id,
  userId: buildAccount().uid,
  courseId: COURSE_ID,
  sessionId: null,
  timestamp,
  engine: "offline-tutor",
  contentScores: Object.fromEntries(
    Object.entries(scores).map(([contentId, score]) => [
      contentId,
      { score, title: "Old title", reason: `Reason for ${score}` },
    ]),
  ),
  report: {
    overall: "A fair start.",
    byTopic: { "66666666-0000-4000-8000-000000000001": "Solid on organelles." },
    strengths: ["Knows what mitochondria do"],
    improvements: ["Ribosome details"],
    recommendations: ["Revise protein synthesis"],
  },
});

/** Items deleted from the course since they were quizzed on: their scores stay in the result. */
const GONE = {
  actin: "88888888-0000-4000-8000-000000000001",
  zygote: "88888888-0000-4000-8000-000000000002",
};

/**
 * A result whose items and topics are stored out of course order, as PostgreSQL jsonb returns them
 * (its keys sorted by length, then bytes): deleted items first, the course's items backwards.
 */
const storedOutOfOrder = (id: string, timestamp: string): QuizResult => ({
  ...buildResult(id, timestamp, {}),
  contentScores: {
    [GONE.zygote]: { score: 1, title: "Zygote", reason: "Reason for Zygote" },
    [ITEM.dna]: { score: 1, title: "DNA", reason: "Reason for DNA" },
    [GONE.actin]: { score: 3, title: "Actin", reason: "Reason for Actin" },
    [ITEM.ribo]: { score: 2, title: "Ribosomes", reason: "Reason for Ribosomes" },
    [ITEM.mito]: { score: 3, title: "Mitochondria", reason: "Reason for Mitochondria" },
  },
  report: {
    ...buildResult(id, timestamp, {}).report,
    byTopic: {
      Zoology: "On a topic deleted since.",
      Genetics: "Keyed by title.",
      Anatomy: "On another topic deleted since.",
      "66666666-0000-4000-8000-000000000001": "Keyed by id.",
    },
  },
});

const task = (state: "running" | "done") => ({
  id: taskId,
  kind: "quiz-report",
  state,
  progress: null,
  courseId: COURSE_ID,
  topicId: null,
  dayId: null,
  contentId: null,
  fileId: null,
  error: null,
  createdAt: "2026-11-23T10:00:00.000Z",
  updatedAt: "2026-11-23T10:00:00.000Z",
});

/** A server-sent event answer, written in pieces (a stream may split an event anywhere). */
function events(...list: [event: string, data: unknown][]) {
  const text = list.map(([event, data]) => `event: ${event}\ndata: ${JSON.stringify(data)}\n\n`).join("");
  const bytes = new TextEncoder().encode(`retry: 3000\n\n${text}`);
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (let at = 0; at < bytes.length; at += 7) controller.enqueue(bytes.slice(at, at + 7));
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": "text/event-stream" } });
}

type Handler = (url: string, init: SentRequest) => Response | undefined | Promise<Response | undefined>;

/** The course, its results, and whatever a test answers on top. Returns the requests made. */
function stubServer(results: () => QuizResult[], handle: Handler = () => undefined) {
  const requests: { method: string; url: string; body?: unknown }[] = [];
  stubFetch(async (url, init) => {
    requests.push({
      method: init.method,
      url,
      ...(init.body ? { body: JSON.parse(init.body) as unknown } : {}),
    });
    const answer = await handle(url, init);
    if (answer) return answer;
    if (url.endsWith("/quiz-results")) return Response.json(results());
    if (init.method === "POST" && url === "/api/ai/tutor/warm-up") return new Response(null, { status: 204 });
    if (init.method === "GET" && url === `/api/courses/${COURSE_ID}`) return Response.json(course);
    const earlier = earlierTask(url);
    if (earlier) return earlier;
    return Response.json({ error: { code: "internal", message: "unexpected" } }, { status: 500 });
  });
  return requests;
}

/**
 * A poll for a quiz closed in an earlier test, on its way as that test's page went: its task is
 * done, so that nothing more follows it, in this file or the next ones the worker runs.
 */
function earlierTask(url: string): Response | undefined {
  const id = /^\/api\/tasks\/([\w-]+)$/.exec(url)?.[1];
  return id && id !== taskId ? Response.json({ ...task("done"), id }) : undefined;
}

// Polls still on their way from this file's last tests are answered before the next file runs:
// until none has come for two ticks.
afterAll(async () => {
  taskId = "";
  let heard = true;
  stubFetch((url) => {
    const earlier = earlierTask(url);
    if (earlier) heard = true;
    return earlier ?? new Response(null, { status: 404 });
  });
  while (heard) {
    heard = false;
    await pause(2 * SCORING_TICK_MS);
  }
  vi.unstubAllGlobals();
});

/** Where the rendered page is; a test may move it (the browser's Back, a link). */
let memory = memoryLocation({ path: `/course/${COURSE_ID}/assessment` });

async function renderAssessment() {
  ({ memory } = await renderCoursePage(`/course/${COURSE_ID}/assessment`, {
    client: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
  }));
  await screen.findByRole("checkbox", { name: "Organelles" });
}

const quizMe = () => screen.getByRole("button", { name: QUIZ.quizMe });

describe("Assessment tab", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("selects by topic and by item, shows a partly selected topic as indeterminate, and enables Quiz Me", async () => {
    stubServer(() => []);
    await renderAssessment();
    const topic = screen.getByRole("checkbox", { name: "Organelles" });
    const mito = screen.getByRole("checkbox", { name: "Mitochondria" });
    const ribo = screen.getByRole("checkbox", { name: "Ribosomes" });
    expect(quizMe()).toBeDisabled();
    expect(screen.getByText(QUIZ.selectHint)).toBeInTheDocument();

    await userEvent.click(mito);
    expect(topic).toBePartiallyChecked();
    expect(topic).not.toBeChecked();
    expect(quizMe()).toBeEnabled();
    expect(screen.getByText(QUIZ.readyHint)).toBeInTheDocument();
    expect(screen.queryByText(QUIZ.selectHint)).not.toBeInTheDocument();

    await userEvent.click(ribo);
    expect(topic).toBeChecked();
    expect(topic).not.toBePartiallyChecked();

    // Toggling the topic clears all of its content; toggling it again selects all of it.
    await userEvent.click(topic);
    expect(mito).not.toBeChecked();
    expect(ribo).not.toBeChecked();
    expect(quizMe()).toBeDisabled();
    await userEvent.click(topic);
    expect(mito).toBeChecked();
    expect(ribo).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "DNA" })).not.toBeChecked();
  });

  it("gets the tutor ready as the tab opens, before anything is picked, and not on the other tabs", async () => {
    const requests = stubServer(() => []);
    await renderCoursePage(`/course/${COURSE_ID}/outline`, {
      client: new QueryClient({ defaultOptions: { queries: { retry: false } } }),
    });
    await screen.findByRole("tab", { name: COURSE_PAGE.tabs.outline });
    const warmUps = () => requests.filter((r) => r.url === "/api/ai/tutor/warm-up");
    expect(warmUps()).toHaveLength(0);
    await userEvent.click(screen.getByRole("tab", { name: COURSE_PAGE.tabs.assessment }));
    await screen.findByRole("checkbox", { name: "Organelles" });
    await waitFor(() => expect(warmUps()).toEqual([{ method: "POST", url: "/api/ai/tutor/warm-up" }]));
    expect(quizMe()).toBeDisabled();
  });

  it("keeps what was picked while the student looks at another tab", async () => {
    stubServer(() => []);
    await renderAssessment();
    await userEvent.click(screen.getByRole("checkbox", { name: "Ribosomes" }));
    await userEvent.click(screen.getByRole("tab", { name: COURSE_PAGE.tabs.outline }));
    expect(screen.queryByRole("checkbox", { name: "Ribosomes" })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole("tab", { name: COURSE_PAGE.tabs.assessment }));
    expect(await screen.findByRole("checkbox", { name: "Ribosomes" })).toBeChecked();
    expect(screen.getByRole("checkbox", { name: "Organelles" })).toBePartiallyChecked();
    expect(quizMe()).toBeEnabled();
  });

  it("collapses and expands a day", async () => {
    stubServer(() => []);
    await renderAssessment();
    const day = screen.getByRole("button", { name: /November 20, 2026/ });
    expect(day).toHaveAttribute("aria-expanded", "true");
    await userEvent.click(day);
    expect(day).toHaveAttribute("aria-expanded", "false");
    expect(screen.queryByRole("checkbox", { name: "Mitochondria" })).not.toBeInTheDocument();
    await userEvent.click(day);
    expect(screen.getByRole("checkbox", { name: "Mitochondria" })).toBeInTheDocument();
  });

  it("shows an item's three latest scores, newest first, with their numbers, and opens a score's report", async () => {
    stubServer(() => [
      buildResult("r4", "2026-11-24T10:00:00.000Z", { [ITEM.mito]: 3 }),
      buildResult("r3", "2026-11-23T10:00:00.000Z", { [ITEM.mito]: 2, [ITEM.ribo]: 1 }),
      buildResult("r2", "2026-11-22T10:00:00.000Z", { [ITEM.mito]: 1 }),
      buildResult("r1", "2026-11-21T10:00:00.000Z", { [ITEM.mito]: 2 }),
    ]);
    await renderAssessment();
    const item = screen.getByRole("checkbox", { name: "Mitochondria" }).closest("li");
    if (!item) throw new Error("no item row");
    const scores = await within(item).findAllByRole("button", { name: /^Score \d, / });
    expect(scores.map((button) => button.getAttribute("aria-label"))).toEqual([
      `Score 3, ${formatDateTime("2026-11-24T10:00:00.000Z")}`,
      `Score 2, ${formatDateTime("2026-11-23T10:00:00.000Z")}`,
      `Score 1, ${formatDateTime("2026-11-22T10:00:00.000Z")}`,
    ]);
    expect(scores.map((button) => button.textContent)).toEqual(["3", "2", "1"]);
    // Each says which note it scores (every note's are named alike).
    for (const button of scores) expect(button).toHaveAccessibleDescription("Mitochondria");
    expect(
      screen.getByRole("img", { name: /Latest scores, newest first, out of 3: 3, 2, 1, 1, 2\./ }),
    ).toBeInTheDocument();

    await userEvent.click(scores[1] as HTMLElement);
    const report = await screen.findByRole("dialog", { name: QUIZ.report.title });
    // Items are named by their current title, with the reason for their score.
    expect(within(report).getByText("Ribosomes")).toBeInTheDocument();
    expect(within(report).getByText("Reason for 1")).toBeInTheDocument();
    expect(within(report).getByText("Score 1 of 3")).toBeInTheDocument();
    await userEvent.click(within(report).getByRole("button", { name: QUIZ.report.close }));
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
    await waitFor(() => expect(scores[1]).toHaveFocus());
    // The browser's Back closes a report too, and stays on the page.
    window.history.replaceState(null, "");
    const address = window.location.href;
    await userEvent.click(scores[0] as HTMLElement);
    await screen.findByRole("dialog", { name: QUIZ.report.title });
    window.history.back();
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(window.location.href).toBe(address);

    // Mastery by Topic, from the same scores.
    const mastery = screen.getByRole("region", { name: COURSE_PAGE.mastery });
    expect(within(mastery).getByText(/2 of 2 items scored, 5 scores/)).toBeInTheDocument();
  });

  it("orders a quiz's cells in the progress grid as the course lists its items, deleted ones after by title", async () => {
    stubServer(() => [
      buildResult("r2", "2026-11-24T10:00:00.000Z", { [ITEM.dna]: 1, [ITEM.mito]: 2 }),
      storedOutOfOrder("r1", "2026-11-23T10:00:00.000Z"),
    ]);
    await renderAssessment();
    // Newest quiz first; in each, Mitochondria, Ribosomes, DNA, then Actin and Zygote (deleted).
    expect(
      await screen.findByRole("img", {
        name: /Latest scores, newest first, out of 3: 2, 1, 3, 2, 1, 3, 1\./,
      }),
    ).toBeInTheDocument();
  });
});

/** The quiz a chat opens, its tutor's first question, and the turns that follow. */

const session = {
  id: SESSION_ID,
  courseId: COURSE_ID,
  contentIds: [ITEM.mito],
  messages: [
    { role: "assistant", content: "What do mitochondria do?", timestamp: "2026-11-23T10:00:00.000Z" },
  ],
  done: false,
  engine: "offline-tutor",
  endedAt: null,
};

async function openChat(handle: Handler) {
  const requests = stubServer(
    () => [],
    (url, init) => {
      if (url === `/api/courses/${COURSE_ID}/quiz-sessions/stream`) return events(["session", session]);
      return handle(url, init);
    },
  );
  await renderAssessment();
  await userEvent.click(screen.getByRole("checkbox", { name: "Mitochondria" }));
  await userEvent.click(quizMe());
  const dialog = await screen.findByRole("dialog", { name: QUIZ.chat.title });
  await within(dialog).findByText("What do mitochondria do?");
  return { dialog, requests, box: within(dialog).getByRole("textbox", { name: QUIZ.chat.answer }) };
}

const turnBody = (content: string, done = false) => ({
  reply: { role: "assistant", content, timestamp: "2026-11-23T10:01:00.000Z" },
  done,
  engine: "offline-tutor",
});
const turn = (content: string, done = false) => events(["turn", turnBody(content, done)]);

/**
 * A quiz of one question on Mitochondria, answered; its report task is done with the results
 * `written` gives (asked for when the task is polled), or still running if `report` says so.
 * `end`: the answer to ending it.
 */
async function answerTheOnlyQuestion(
  written: () => QuizResult[] | Promise<QuizResult[]>,
  end = () => Response.json({ task: task("running") }),
  report: "running" | "done" = "done",
) {
  let results: QuizResult[] = [];
  const requests = stubServer(
    () => results,
    async (url) => {
      if (url === `/api/courses/${COURSE_ID}/quiz-sessions/stream`) return events(["session", session]);
      if (url.endsWith("/messages/stream")) return turn("That was the last question.", true);
      if (url.endsWith("/end")) return end();
      if (url === `/api/tasks/${taskId}`) {
        results = await written();
        return Response.json(task(report));
      }
      return undefined;
    },
  );
  await renderAssessment();
  await userEvent.click(screen.getByRole("checkbox", { name: "Mitochondria" }));
  await userEvent.click(quizMe());
  const dialog = await screen.findByRole("dialog", { name: QUIZ.chat.title });
  const box = await within(dialog).findByRole("textbox", { name: QUIZ.chat.answer });
  await within(dialog).findByText("What do mitochondria do?");
  await userEvent.type(box, "Energy{Enter}");
  await within(dialog).findByText("That was the last question.");
  return { requests, dialog };
}

describe("Quiz Session chat", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("keeps an arrow of the notes whole on a narrow screen: “->” never breaks after its “-”", async () => {
    const { dialog, box } = await openChat((url) =>
      url.endsWith("/messages/stream")
        ? turn('Right. Next, fill in the blank: "light splits water (_____) -> oxygen <- stomata"')
        : undefined,
    );
    await userEvent.type(box, "ATP{Enter}");
    const bubble = await within(dialog).findByText(/^Right\. Next, fill in the blank/);
    expect(bubble.textContent).toContain("(_____) -\u2060> oxygen <\u2060- stomata");
    // Read as written: the joiner is no character a reader says.
    expect(bubble.textContent.replaceAll("\u2060", "")).toContain("(_____) -> oxygen <- stomata");
  });

  it("starts the session on the selected content; Enter sends, Shift+Enter adds a line, blank text is refused", async () => {
    const { dialog, requests, box } = await openChat((url) =>
      url.endsWith("/messages/stream") ? turn("Right. Next: what do ribosomes do?") : undefined,
    );
    expect(requests).toContainEqual({
      method: "POST",
      url: `/api/courses/${COURSE_ID}/quiz-sessions/stream`,
      body: { contentIds: [ITEM.mito] },
    });
    expect(within(dialog).getByRole("log")).toHaveAttribute("aria-live", "polite");
    expect(dialog).toHaveAccessibleDescription(`${QUIZ.chat.description} ${QUIZ.chat.keysHint}`);
    expect(box).toHaveFocus();

    // Blank: the button is disabled and Enter sends nothing.
    const send = within(dialog).getByRole("button", { name: QUIZ.chat.send });
    expect(send).toBeDisabled();
    await userEvent.type(box, "   {Enter}");
    expect(send).toBeDisabled();
    expect(requests.filter((r) => r.url.endsWith("/messages/stream"))).toHaveLength(0);

    await userEvent.clear(box);
    await userEvent.type(box, "They make ATP{Shift>}{Enter}{/Shift}from glucose");
    expect(box).toHaveValue("They make ATP\nfrom glucose");
    expect(requests.filter((r) => r.url.endsWith("/messages/stream"))).toHaveLength(0);
    await userEvent.keyboard("{Enter}");
    expect(await within(dialog).findByText("Right. Next: what do ribosomes do?")).toBeInTheDocument();
    expect(
      within(dialog).getByText("They make ATP\nfrom glucose", { collapseWhitespace: false }),
    ).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: "POST",
      url: `/api/quiz-sessions/${SESSION_ID}/messages/stream`,
      body: { text: "They make ATP\nfrom glucose" },
    });
    expect(box).toHaveValue("");
  });

  it("on a touch screen, Return starts a new line and Send sends, and no keys are spoken of", async () => {
    vi.stubGlobal("matchMedia", (query: string) => ({
      matches: query === "(pointer: coarse)",
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
      addListener: () => undefined,
      removeListener: () => undefined,
    }));
    const { dialog, requests, box } = await openChat((url) =>
      url.endsWith("/messages/stream") ? turn("Right. Next: what do ribosomes do?") : undefined,
    );
    expect(dialog).toHaveAccessibleDescription(QUIZ.chat.description);
    await userEvent.type(box, "They make ATP{Enter}from glucose");
    expect(box).toHaveValue("They make ATP\nfrom glucose");
    expect(requests.filter((r) => r.url.endsWith("/messages/stream"))).toHaveLength(0);
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.send }));
    expect(await within(dialog).findByText("Right. Next: what do ribosomes do?")).toBeInTheDocument();
    expect(requests).toContainEqual({
      method: "POST",
      url: `/api/quiz-sessions/${SESSION_ID}/messages/stream`,
      body: { text: "They make ATP\nfrom glucose" },
    });
  });

  it("shows Thinking... while the tutor answers, and the spec's message when a turn fails", async () => {
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const { dialog, box } = await openChat(async (url) => {
      if (!url.endsWith("/messages/stream")) return undefined;
      await failing;
      return Response.json({ error: { code: "ai/unavailable", message: "down" } }, { status: 503 });
    });
    await userEvent.type(box, "An answer");
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.send }));
    expect(within(dialog).getByText(QUIZ.chat.thinking)).toBeInTheDocument();
    fail();
    expect(await within(dialog).findByText(QUIZ.chat.failed)).toBeInTheDocument();
    expect(within(dialog).queryByText(QUIZ.chat.thinking)).not.toBeInTheDocument();
    // Said by the app, not the tutor (as a screen reader reads the line).
    expect(within(dialog).getByRole("log").lastElementChild).toHaveTextContent(
      `${QUIZ.chat.error}: ${QUIZ.chat.failed}`,
    );
    // The answer the server did not take is not shown as given: it is back in the box to send again.
    expect(within(within(dialog).getByRole("log")).queryByText("An answer")).not.toBeInTheDocument();
    expect(box).toHaveValue("An answer");
  });

  it("stops an answer at the server's limit and says why", async () => {
    const { dialog, box } = await openChat(() => undefined);
    expect(box).not.toHaveAccessibleDescription();
    await userEvent.click(box);
    await userEvent.paste("x".repeat(6000));
    expect(box).toHaveValue("x".repeat(5000));
    expect(box).toHaveAccessibleDescription("Your answer can be at most 5,000 characters.");
    expect(within(dialog).getByText("Your answer can be at most 5,000 characters.")).toBeInTheDocument();
  });

  it("gives a failed answer back only to an empty box, never over what was typed since", async () => {
    let fail: () => void = () => undefined;
    const failing = new Promise<void>((resolve) => (fail = resolve));
    const { dialog, box } = await openChat(async (url) => {
      if (!url.endsWith("/messages/stream")) return undefined;
      await failing;
      return Response.json({ error: { code: "internal", message: "down" } }, { status: 500 });
    });
    await userEvent.type(box, "First try{Enter}");
    expect(box).toHaveValue("");
    await userEvent.type(box, "Second thoughts");
    fail();
    expect(await within(dialog).findByText(QUIZ.chat.failed)).toBeInTheDocument();
    expect(box).toHaveValue("Second thoughts");
  });

  it("says why when the server refuses an answer the student can do something about", async () => {
    const { dialog, box } = await openChat((url) =>
      url.endsWith("/messages/stream")
        ? Response.json(
            { error: { code: "quiz/notes-deleted", message: QUIZ.notesDeleted } },
            { status: 409 },
          )
        : undefined,
    );
    await userEvent.type(box, "An answer{Enter}");
    const said = `${QUIZ.chat.failed} ${QUIZ.notesDeleted}`;
    expect(await within(dialog).findByText(said)).toBeInTheDocument();
    expect(within(dialog).getByRole("log").lastElementChild).toHaveTextContent(`${QUIZ.chat.error}: ${said}`);
  });

  it("says why a quiz could not start when the server says why", async () => {
    const busy = "You have asked the AI too often. Try again in a minute.";
    stubServer(
      () => [],
      (url) =>
        url === `/api/courses/${COURSE_ID}/quiz-sessions/stream`
          ? Response.json({ error: { code: "ai/rate-limited", message: busy } }, { status: 429 })
          : undefined,
    );
    await renderAssessment();
    await userEvent.click(screen.getByRole("checkbox", { name: "Mitochondria" }));
    await userEvent.click(quizMe());
    const dialog = await screen.findByRole("dialog", { name: QUIZ.chat.title });
    expect(await within(dialog).findByText(`${QUIZ.chat.failed} ${busy}`)).toBeInTheDocument();
  });

  it("closing after answers ends the session, flashes the items, then shows the new score as the latest", async () => {
    let polls = 0;
    const { requests, dialog } = await answerTheOnlyQuestion(() => {
      polls++;
      return [buildResult("new", "2026-11-23T10:05:00.000Z", { [ITEM.mito]: 2 })];
    });
    // Nothing is left to answer: the box gives way to the way to the report.
    expect(within(dialog).getByRole("status")).toHaveTextContent(QUIZ.chat.over);
    expect(within(dialog).queryByRole("textbox", { name: QUIZ.chat.answer })).not.toBeInTheDocument();
    expect(within(dialog).getByRole("button", { name: QUIZ.chat.finish })).toHaveFocus();
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.finish }));

    expect(screen.queryByRole("dialog", { name: QUIZ.chat.title })).not.toBeInTheDocument();
    // (behind the report, which opens at once)
    const item = screen.getByRole("checkbox", { name: "Mitochondria", hidden: true }).closest("li");
    if (!item) throw new Error("no item row");
    expect(item).toHaveAttribute("aria-busy", "true");
    expect(within(item).getByText(QUIZ.scoring)).toBeInTheDocument();
    const score = await within(item).findByRole("button", {
      name: `Score 2, ${formatDateTime("2026-11-23T10:05:00.000Z")}`,
      hidden: true,
    });
    expect(score).toHaveAttribute("data-latest", "true");
    await waitFor(() => expect(item).not.toHaveAttribute("aria-busy"));
    expect(polls).toBe(1);
    expect(requests).toContainEqual({ method: "POST", url: `/api/quiz-sessions/${SESSION_ID}/end` });
    // The highlight lasts 3 seconds.
    await waitFor(() => expect(score).not.toHaveAttribute("data-latest"), { timeout: 4000 });
  });

  it("closes the quiz on the browser's Back as Close does, its answers scored, and stays on the page", async () => {
    window.history.replaceState(null, "");
    const address = window.location.href;
    const { requests } = await answerTheOnlyQuestion(() => [
      buildResult("new", "2026-11-23T10:05:00.000Z", { [ITEM.mito]: 2 }),
    ]);
    window.history.back();
    await waitFor(() =>
      expect(screen.queryByRole("dialog", { name: QUIZ.chat.title })).not.toBeInTheDocument(),
    );
    expect(window.location.href).toBe(address);
    await waitFor(() =>
      expect(requests).toContainEqual({ method: "POST", url: `/api/quiz-sessions/${SESSION_ID}/end` }),
    );
    const item = screen.getByRole("checkbox", { name: "Mitochondria" }).closest("li");
    if (!item) throw new Error("no item row");
    await within(item).findByRole("button", {
      name: `Score 2, ${formatDateTime("2026-11-23T10:05:00.000Z")}`,
    });
  });

  it("stops asking after a closed quiz's report once the tab is left (its scores still come by the live stream)", async () => {
    let polls = 0;
    const { dialog, requests } = await answerTheOnlyQuestion(
      () => {
        polls++;
        return [];
      },
      undefined,
      "running",
    );
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.finish }));
    await waitFor(() => expect(polls).toBeGreaterThan(1), { timeout: 4 * SCORING_TICK_MS });
    memory.navigate(`/course/${COURSE_ID}/notes`);
    await screen.findByRole("tab", { name: COURSE_PAGE.tabs.notes, selected: true });
    const whenLeft = polls;
    await pause(3 * SCORING_TICK_MS);
    // (one poll may have been on its way as the tab was left)
    expect(polls).toBeLessThanOrEqual(whenLeft + 1);
    expect(requests.filter((r) => r.url === `/api/tasks/${taskId}`)).toHaveLength(polls);
  });

  it("lets an answer still on its way reach the server before ending the quiz, so it is scored", async () => {
    let reply: () => void = () => undefined;
    const replied = new Promise<void>((resolve) => (reply = resolve));
    const order: string[] = [];
    const { dialog, box } = await openChat(async (url) => {
      if (url.endsWith("/messages/stream")) {
        await replied;
        order.push("answer taken");
        return turn("Right. Question 2 of 5: What do ribosomes do?");
      }
      if (url.endsWith("/end")) {
        order.push("end");
        return Response.json({ task: task("running") });
      }
      return undefined;
    });
    await userEvent.type(box, "They release energy{Enter}");
    expect(within(dialog).getByText(QUIZ.chat.thinking)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.close }));
    expect(screen.queryByRole("dialog", { name: QUIZ.chat.title })).not.toBeInTheDocument();
    // Its item is being scored: the answer counts while it is on its way.
    const item = screen.getByRole("checkbox", { name: "Mitochondria" }).closest("li");
    expect(item).toHaveAttribute("aria-busy", "true");
    await pause(50);
    expect(order).toEqual([]);
    reply();
    await waitFor(() => expect(order).toEqual(["answer taken", "end"]));
  });

  it("sends the end at once, outliving the page, when the page goes while a closed quiz's end waits for its answer (review)", async () => {
    const ends: SentRequest[] = [];
    const { dialog, box } = await openChat(async (url, init) => {
      if (url.endsWith("/messages/stream")) return new Promise<Response>(() => undefined);
      if (url.endsWith("/end")) {
        ends.push(init);
        return Response.json({ task: task("running") });
      }
      return undefined;
    });
    await userEvent.type(box, "They release energy{Enter}");
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.close }));
    await pause(50);
    expect(ends).toHaveLength(0);
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(ends).toHaveLength(1));
    expect(ends[0]?.keepalive).toBe(true);
  });

  it("stops flashing as soon as the new score comes by the live stream, before the report task is seen done", async () => {
    let ended: () => void = () => undefined;
    const end = new Promise<void>((resolve) => (ended = resolve));
    let results: QuizResult[] = [];
    stubServer(
      () => results,
      (url) => {
        if (url === `/api/courses/${COURSE_ID}/quiz-sessions/stream`) return events(["session", session]);
        if (url.endsWith("/messages/stream")) return turn("That was the last question.", true);
        if (url.endsWith("/end")) {
          ended();
          return Response.json({ task: task("running") });
        }
        // The task is still running as far as its polls can tell.
        if (url === `/api/tasks/${taskId}`) return Response.json(task("running"));
        if (url === `/api/courses/${COURSE_ID}/quiz-results/stream`) {
          const body = new ReadableStream<Uint8Array>({
            async start(controller) {
              await end;
              results = [
                {
                  ...buildResult("new", "2026-11-23T10:05:00.000Z", { [ITEM.mito]: 2 }),
                  sessionId: SESSION_ID,
                },
              ];
              controller.enqueue(new TextEncoder().encode(`id: 1\nevent: result\ndata: {}\n\n`));
            },
          });
          return new Response(body, { headers: { "content-type": "text/event-stream" } });
        }
        return undefined;
      },
    );
    await renderAssessment();
    await userEvent.click(screen.getByRole("checkbox", { name: "Mitochondria" }));
    await userEvent.click(quizMe());
    const dialog = await screen.findByRole("dialog", { name: QUIZ.chat.title });
    await userEvent.type(
      await within(dialog).findByRole("textbox", { name: QUIZ.chat.answer }),
      "Energy{Enter}",
    );
    await within(dialog).findByText("That was the last question.");
    await userEvent.keyboard("{Escape}");

    const item = screen.getByRole("checkbox", { name: "Mitochondria" }).closest("li");
    if (!item) throw new Error("no item row");
    await within(item).findByRole("button", {
      name: `Score 2, ${formatDateTime("2026-11-23T10:05:00.000Z")}`,
    });
    // Well within the flash's 9 seconds, with the task never seen done.
    await waitFor(() => expect(item).not.toHaveAttribute("aria-busy"), { timeout: 1000 });
    expect(within(item).queryByText(QUIZ.scoring)).not.toBeInTheDocument();
    expect(screen.queryByText(QUIZ.scoringAnswers)).not.toBeInTheDocument();
  });

  it.each([
    ["Close and Get Report opens the report once it is written", true],
    ["closing by Escape after the last answer shows the score, and leaves the report closed", false],
  ])("%s", async (_, viaFinish) => {
    let release: () => void = () => undefined;
    const writing = new Promise<void>((resolve) => (release = resolve));
    const { dialog } = await answerTheOnlyQuestion(async () => {
      await writing;
      return [
        { ...buildResult("new", "2026-11-23T10:05:00.000Z", { [ITEM.mito]: 2 }), sessionId: SESSION_ID },
      ];
    });
    if (viaFinish) await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.finish }));
    else await userEvent.keyboard("{Escape}");
    expect(screen.queryByRole("dialog", { name: QUIZ.chat.title })).not.toBeInTheDocument();
    if (viaFinish) {
      expect(screen.getByText(QUIZ.writingReport)).toBeInTheDocument();
      // Spec §2: the report opens at once, a skeleton saying it is being generated until it is.
      const waiting = await screen.findByRole("dialog", { name: QUIZ.report.title });
      expect(within(waiting).getByRole("status")).toHaveTextContent(QUIZ.report.generating);
      await waitFor(() =>
        expect(within(waiting).getByRole("button", { name: QUIZ.report.close })).toHaveFocus(),
      );
    } else {
      expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
      // Closed without the report: the page says the answers are being scored, then that they are.
      expect(screen.getByText(QUIZ.scoringAnswers)).toHaveAttribute("role", "status");
    }
    release();
    if (!viaFinish)
      await waitFor(() => expect(screen.queryByText(QUIZ.scoringAnswers)).not.toBeInTheDocument());
    if (viaFinish) {
      const report = await screen.findByRole("dialog", { name: QUIZ.report.title });
      expect(await within(report).findByText("A fair start.")).toBeInTheDocument();
      expect(screen.queryByText(QUIZ.writingReport)).not.toBeInTheDocument();
      await userEvent.keyboard("{Escape}");
      await waitFor(() => expect(quizMe()).toHaveFocus());
    }
    const item = screen.getByRole("checkbox", { name: "Mitochondria" }).closest("li");
    if (!item) throw new Error("no item row");
    await within(item).findByRole("button", {
      name: `Score 2, ${formatDateTime("2026-11-23T10:05:00.000Z")}`,
    });
    expect(screen.queryByRole("dialog")).not.toBeInTheDocument();
  });

  it("stops waiting for the report of a quiz the server had ended already, when none was written", async () => {
    const { dialog } = await answerTheOnlyQuestion(
      () => [],
      () => Response.json({ task: null }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.finish }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    expect(screen.queryByText(QUIZ.writingReport)).not.toBeInTheDocument();
  });

  it("says the quiz could not be scored when it cannot be ended, and stops waiting for its report", async () => {
    const { dialog } = await answerTheOnlyQuestion(
      () => [],
      () => Response.json({ error: { code: "internal", message: "x" } }, { status: 500 }),
    );
    await userEvent.click(within(dialog).getByRole("button", { name: QUIZ.chat.finish }));
    const alert = await screen.findByRole("alertdialog", { name: QUIZ.chat.title });
    expect(alert).toHaveTextContent(QUIZ.scoresFailed);
    expect(screen.queryByText(QUIZ.writingReport)).not.toBeInTheDocument();
  });

  it("ends the quiz when the student leaves the tab without closing it, so its answers are scored", async () => {
    const { box, requests } = await openChat((url) => {
      if (url.endsWith("/messages/stream")) return turn("Right. Next: what do ribosomes do?");
      if (url.endsWith("/end")) return Response.json({ task: task("running") });
      return undefined;
    });
    await userEvent.type(box, "They make ATP{Enter}");
    await screen.findByText("Right. Next: what do ribosomes do?");
    expect(requests.filter((r) => r.url.endsWith("/end"))).toHaveLength(0);
    // Back in the browser's history: the course page shows its Notes, the quiz dialog is gone.
    memory.navigate(`/course/${COURSE_ID}/notes`);
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() =>
      expect(requests.filter((r) => r.url.endsWith("/end"))).toEqual([
        { method: "POST", url: `/api/quiz-sessions/${SESSION_ID}/end` },
      ]),
    );
  });

  it("ends the quiz as the page goes (a reload, the tab closed), by a request that outlives the page", async () => {
    const ends: SentRequest[] = [];
    const { box } = await openChat((url, init) => {
      if (url.endsWith("/messages/stream")) return turn("Right. Next: what do ribosomes do?");
      if (url.endsWith("/end")) {
        ends.push(init);
        return Response.json({ task: task("running") });
      }
      return undefined;
    });
    await userEvent.type(box, "They make ATP{Enter}");
    await screen.findByText("Right. Next: what do ribosomes do?");
    await userEvent.type(box, "Half an answer");
    window.dispatchEvent(new Event("pagehide"));
    await waitFor(() => expect(ends).toHaveLength(1));
    expect(ends[0]?.keepalive).toBe(true);
    // Back from the browser's cache, the page shows no quiz that is over, and the next one starts
    // with an empty box.
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await userEvent.click(quizMe());
    const next = await screen.findByRole("dialog", { name: QUIZ.chat.title });
    expect(within(next).getByRole("textbox", { name: QUIZ.chat.answer })).toHaveValue("");
  });

  it("keeps the quiz open, and the typed answer, when Escape is pressed with an answer in the box (QA)", async () => {
    const { dialog, requests } = await openChat((url) =>
      url.endsWith("/end") ? Response.json({ task: null }) : undefined,
    );
    const box = within(dialog).getByRole("textbox", { name: QUIZ.chat.answer });
    await userEvent.type(box, "Half an answer");
    await userEvent.keyboard("{Escape}");
    expect(dialog).toBeInTheDocument();
    expect(box).toHaveValue("Half an answer");
    expect(within(dialog).getByRole("alert")).toHaveTextContent(QUIZ.chat.escapeKeepsAnswer);
    expect(requests).not.toContainEqual({ method: "POST", url: `/api/quiz-sessions/${SESSION_ID}/end` });
    // Cleared, Escape ends it as before.
    await userEvent.clear(box);
    await userEvent.keyboard("{Escape}");
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  });

  it("closing without answers just closes (the session is still ended), and nothing flashes", async () => {
    const { dialog, requests } = await openChat((url) =>
      url.endsWith("/end") ? Response.json({ task: null }) : undefined,
    );
    await userEvent.keyboard("{Escape}");
    expect(dialog).not.toBeInTheDocument();
    await waitFor(() => expect(quizMe()).toHaveFocus());
    await waitFor(() =>
      expect(requests).toContainEqual({ method: "POST", url: `/api/quiz-sessions/${SESSION_ID}/end` }),
    );
    expect(screen.getByRole("checkbox", { name: "Mitochondria" }).closest("li")).not.toHaveAttribute(
      "aria-busy",
    );
  });
});

describe("Quiz Session by voice, and a language model's words as they are written", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A microphone and recorder that stand in for the browser's: what they record is `spoken`. */
  function stubMicrophone(getUserMedia: () => Promise<unknown>) {
    class FakeRecorder extends EventTarget {
      state: RecordingState = "inactive";
      mimeType = "audio/webm;codecs=opus";
      start() {
        this.state = "recording";
      }
      stop() {
        this.state = "inactive";
        const data = new Blob(["recorded speech"], { type: this.mimeType });
        this.dispatchEvent(Object.assign(new Event("dataavailable"), { data }));
        this.dispatchEvent(new Event("stop"));
      }
    }
    vi.stubGlobal("MediaRecorder", FakeRecorder);
    Object.defineProperty(navigator, "mediaDevices", { configurable: true, value: { getUserMedia } });
  }
  const openMic = () => Promise.resolve({ getTracks: () => [{ stop: () => undefined }] });
  const hold = () => pause(450);
  // One user for a whole test: a button held down stays held between calls.
  let user = userEvent.setup();
  beforeEach(() => {
    user = userEvent.setup();
  });

  it("shows the reply's words as they arrive, then the whole reply once, announced", async () => {
    const encoder = new TextEncoder();
    let stream!: ReadableStreamDefaultController<Uint8Array>;
    const { dialog } = await openChat((url) => {
      if (!url.endsWith("/messages/stream")) return undefined;
      const body = new ReadableStream<Uint8Array>({ start: (controller) => void (stream = controller) });
      return new Response(body, { headers: { "content-type": "text/event-stream" } });
    });
    await userEvent.type(within(dialog).getByRole("textbox", { name: QUIZ.chat.answer }), "ATP{Enter}");
    await waitFor(() => expect(stream).toBeDefined());
    stream.enqueue(encoder.encode('event: text\ndata: {"text":"Right. Next: what do "}\n\n'));
    const draft = await within(dialog).findByText("Right. Next: what do");
    expect(draft).toHaveAttribute("aria-hidden", "true");
    expect(within(dialog).queryByText(QUIZ.chat.thinking)).not.toBeInTheDocument();
    stream.enqueue(encoder.encode('event: text\ndata: {"text":"ribosomes do?"}\n\n'));
    await within(dialog).findByText("Right. Next: what do ribosomes do?");
    stream.enqueue(
      encoder.encode(
        `event: turn\ndata: ${JSON.stringify(turnBody("Right. Next: what do ribosomes do?"))}\n\n`,
      ),
    );
    stream.close();
    // The draft already reads the whole reply: wait for the turn itself to replace it (under load
    // the draft alone matched once, and the check that it is announced ran before the turn came).
    await waitFor(() => {
      const replies = within(within(dialog).getByRole("log")).getAllByText(/what do ribosomes do\?/);
      expect(replies).toHaveLength(1);
      expect(replies[0]).not.toHaveAttribute("aria-hidden");
    });
    expect(within(dialog).getByRole("button", { name: QUIZ.chat.send })).toBeDisabled();
  });

  it("holding the microphone records; letting go sends the transcription as the answer", async () => {
    stubMicrophone(openMic);
    const { dialog, requests } = await openChat((url) => {
      if (url.endsWith("/transcribe")) {
        return Response.json({ transcription: "they make energy", durationSeconds: 1.2, engine: "offline" });
      }
      if (url.endsWith("/messages/stream")) return events(["turn", turnBody("Right. What do ribosomes do?")]);
      return undefined;
    });
    const mic = within(dialog).getByRole("button", { name: QUIZ.chat.holdToRecord });
    await user.pointer({ keys: "[MouseLeft>]", target: mic });
    await waitFor(() => expect(mic).toHaveAttribute("aria-pressed", "true"));
    // Said in words, in the row of Read replies aloud (under it when there is no room beside it,
    // as on a phone): laid over that row from the answer row, it covered the label at 390 px.
    const status = await within(dialog).findByText(QUIZ.chat.recording);
    expect(status).toHaveRole("status");
    const readAloud = within(dialog).getByRole("checkbox", { name: QUIZ.chat.readAloud });
    expect(readAloud.closest("label")?.parentElement).toContainElement(status);
    await hold();
    await user.pointer({ keys: "[/MouseLeft]", target: mic });
    expect(await within(dialog).findByText("they make energy")).toBeInTheDocument();
    await within(dialog).findByText("Right. What do ribosomes do?");
    expect(requests).toContainEqual({
      method: "POST",
      url: `/api/quiz-sessions/${SESSION_ID}/messages/stream`,
      body: { text: "they make energy" },
    });
    // Sent as the quiz's own answer, so the notes' words are preferred.
    expect(requests.filter((r) => r.url === `/api/quiz-sessions/${SESSION_ID}/transcribe`)).toHaveLength(1);

    // From the keyboard: hold Space on the button.
    mic.focus();
    await user.keyboard("[Space>]");
    await waitFor(() => expect(mic).toHaveAttribute("aria-pressed", "true"));
    await hold();
    await user.keyboard("[/Space]");
    await waitFor(() => expect(requests.filter((r) => r.url.endsWith("/transcribe"))).toHaveLength(2));
  });

  it("says so when the recording could not be transcribed, or said nothing, and when it was only a tap", async () => {
    stubMicrophone(openMic);
    let answer = Response.json({ error: { code: "ai/unavailable", message: "down" } }, { status: 503 });
    const { dialog, requests } = await openChat((url) => (url.endsWith("/transcribe") ? answer : undefined));
    const mic = within(dialog).getByRole("button", { name: QUIZ.chat.holdToRecord });
    await user.pointer({ keys: "[MouseLeft>]", target: mic });
    await hold();
    await user.pointer({ target: dialog }); // leaving the button stops the recording too
    expect(await within(dialog).findByText(QUIZ.chat.transcriptionFailed)).toBeInTheDocument();

    answer = Response.json({ transcription: "  ", durationSeconds: 1, engine: "offline" });
    await user.pointer({ keys: "[MouseLeft>]", target: mic });
    await hold();
    await user.pointer({ keys: "[/MouseLeft]", target: mic });
    expect(await within(dialog).findByText(QUIZ.chat.transcriptionEmpty)).toBeInTheDocument();

    // The server could make nothing out of it: the same message, not an error.
    answer = Response.json(
      { error: { code: "ai/empty-transcription", message: "No speech was recognised." } },
      { status: 422 },
    );
    await user.pointer({ keys: "[MouseLeft>]", target: mic });
    await hold();
    await user.pointer({ keys: "[/MouseLeft]", target: mic });
    await waitFor(() => expect(within(dialog).getAllByText(QUIZ.chat.transcriptionEmpty)).toHaveLength(2));
    expect(within(dialog).getAllByText(QUIZ.chat.transcriptionFailed)).toHaveLength(1);

    await user.pointer({ keys: "[MouseLeft][/MouseLeft]", target: mic });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(QUIZ.chat.holdLonger);
    expect(requests.filter((r) => r.url.endsWith("/transcribe"))).toHaveLength(3);
    expect(requests.filter((r) => r.url.endsWith("/messages/stream"))).toHaveLength(0);
  });

  it("shows Mic disabled when the microphone is refused, and the spec's alerts", async () => {
    stubMicrophone(() => Promise.reject(new DOMException("Permission denied", "NotAllowedError")));
    const { dialog } = await openChat(() => undefined);
    await user.pointer({
      keys: "[MouseLeft>]",
      target: within(dialog).getByRole("button", { name: QUIZ.chat.holdToRecord }),
    });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(QUIZ.chat.micPermission);
    expect(within(dialog).getByRole("button", { name: QUIZ.chat.micDisabled })).toBeDisabled();
    // In words on the button, not only in its name.
    expect(within(dialog).getByText(QUIZ.chat.micDisabled)).toBeVisible();
  });

  it("says when the microphone cannot be opened", async () => {
    stubMicrophone(() => Promise.reject(new DOMException("No device", "NotFoundError")));
    const { dialog } = await openChat(() => undefined);
    const mic = within(dialog).getByRole("button", { name: QUIZ.chat.holdToRecord });
    await user.pointer({ keys: "[MouseLeft>]", target: mic });
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(QUIZ.chat.micError);
    await user.pointer({ keys: "[/MouseLeft]", target: mic });
    expect(mic).toBeEnabled();
  });

  it("reads each new reply aloud when asked to, over nothing else, and remembers the choice", async () => {
    vi.stubGlobal(
      "URL",
      Object.assign(URL, { createObjectURL: () => "blob:reply", revokeObjectURL: () => undefined }),
    );
    const started = stubPlayback();
    const played = () => started.map((audio) => audio.src).filter((src) => src.startsWith("blob:"));
    // A lecture playing in the page as the reply comes; the app plays one sound at a time (main.tsx).
    onTestFinished(playOneAtATime(document));
    const lecture = document.body.appendChild(document.createElement("audio"));
    onTestFinished(() => lecture.remove());
    await lecture.play();
    const { dialog, requests } = await openChat((url) => {
      if (url === "/api/ai/speak")
        return new Response("ID3 mp3 bytes", { headers: { "content-type": "audio/mpeg" } });
      if (url.endsWith("/messages/stream")) return events(["turn", turnBody("Right. What do ribosomes do?")]);
      return undefined;
    });
    const toggle = within(dialog).getByRole("checkbox", { name: QUIZ.chat.readAloud });
    expect(toggle).not.toBeChecked();
    await userEvent.click(toggle);
    // Turning it on does not read what was already said.
    expect(requests.filter((r) => r.url === "/api/ai/speak")).toHaveLength(0);
    await userEvent.type(within(dialog).getByRole("textbox", { name: QUIZ.chat.answer }), "ATP{Enter}");
    await waitFor(() =>
      expect(requests).toContainEqual({
        method: "POST",
        url: "/api/ai/speak",
        body: { text: "Right. What do ribosomes do?" },
      }),
    );
    await waitFor(() => expect(played()).toEqual(["blob:reply"]));
    expect(lecture.paused).toBe(true);
    // And the other way: the reply, never put in the page, pauses as the lecture goes on.
    const reply = started.at(-1);
    await lecture.play();
    expect(reply?.paused).toBe(true);
    expect(localStorage.getItem("study-well:read-replies-aloud")).toBe("on");
    await userEvent.click(toggle);
    expect(localStorage.getItem("study-well:read-replies-aloud")).toBe("off");
  });

  it("says Failed to generate speech. when a reply cannot be read aloud", async () => {
    localStorage.setItem("study-well:read-replies-aloud", "on");
    const { dialog } = await openChat((url) =>
      url === "/api/ai/speak"
        ? Response.json({ error: { code: "ai/unavailable", message: "x" } }, { status: 503 })
        : undefined,
    );
    expect(within(dialog).getByRole("checkbox", { name: QUIZ.chat.readAloud })).toBeChecked();
    expect(await within(dialog).findByRole("alert")).toHaveTextContent(QUIZ.chat.speechFailed);
    localStorage.removeItem("study-well:read-replies-aloud");
  });
});

describe("Quiz Assessment Report", () => {
  function renderReport(result: QuizResult | undefined) {
    render(<QuizReportDialog open onOpenChange={() => undefined} result={result} course={course} />);
    return screen.getByRole("dialog", { name: QUIZ.report.title });
  }

  it("has the spec's sections, topics named by title, and every item's score with its reason", () => {
    const dialog = renderReport(
      buildResult("r1", "2026-11-23T10:00:00.000Z", { [ITEM.mito]: 3, [ITEM.ribo]: 1 }),
    );
    const headings = within(dialog)
      .getAllByRole("heading", { level: 3 })
      .map((heading) => heading.textContent);
    expect(headings).toEqual([
      "Overall Assessment",
      "Topic Breakdown",
      "Strengths",
      "Areas for Improvement",
      "Recommendations",
      QUIZ.report.scores,
    ]);
    expect(within(dialog).getByText("A fair start.")).toBeInTheDocument();
    // When, to the minute: two quizzes of a day are told apart.
    // And by which engine (DESIGN.md: the UI says which engine produced a result).
    expect(
      within(dialog).getByText(
        `${QUIZ.report.takenOn(formatDateTime("2026-11-23T10:00:00.000Z"))} · ${QUIZ.report.assessedBy(engineLabel("offline-tutor"))}`,
      ),
    ).toBeVisible();
    expect(within(dialog).getByText("Organelles")).toBeInTheDocument();
    expect(within(dialog).getByText("Solid on organelles.")).toBeInTheDocument();
    expect(within(dialog).getByText("Knows what mitochondria do")).toBeInTheDocument();
    expect(within(dialog).getByText("Ribosome details")).toBeInTheDocument();
    expect(within(dialog).getByText("Revise protein synthesis")).toBeInTheDocument();
    expect(within(dialog).getByText("Score 3 of 3")).toBeInTheDocument();
    expect(within(dialog).getByText("Reason for 1")).toBeInTheDocument();
    expect(dialog.className).toContain("max-h-[min(36rem");
  });

  it("lists topics and items in course order, then those deleted since by title, whatever order they were stored in", () => {
    const dialog = renderReport(storedOutOfOrder("r1", "2026-11-23T10:00:00.000Z"));
    const [topics, scores] = [QUIZ.report.byTopic, QUIZ.report.scores].map((title) => {
      const section = within(dialog).getByRole("heading", { name: title }).closest("section");
      if (!section) throw new Error(`no section ${title}`);
      return section;
    });
    expect(
      within(topics as HTMLElement)
        .getAllByRole("term")
        .map((term) => term.textContent),
    ).toEqual(["Organelles", "Genetics", "Anatomy", "Zoology"]);
    expect(
      within(scores as HTMLElement)
        .getAllByRole("listitem")
        .map((item) => item.querySelector("p")?.textContent),
    ).toEqual(["Mitochondria", "Ribosomes", "DNA", "Actin", "Zygote"]);
  });

  it("shows a topic kept both by its id and by its title as two rows of its own", () => {
    const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
    const stored = buildResult("r1", "2026-11-23T10:00:00.000Z", {});
    const dialog = renderReport({
      ...stored,
      report: {
        ...stored.report,
        byTopic: { "66666666-0000-4000-8000-000000000001": "Keyed by id.", Organelles: "Keyed by title." },
      },
    });
    const section = within(dialog).getByRole("heading", { name: QUIZ.report.byTopic }).closest("section");
    expect(
      within(section as HTMLElement)
        .getAllByRole("definition")
        .map((text) => text.textContent),
    ).toEqual(["Keyed by id.", "Keyed by title."]);
    // React says so on the console when two rows share a key.
    expect(errors.mock.calls.flat().join(" ")).not.toMatch(/same key/);
    errors.mockRestore();
  });

  it("shows a skeleton while the report is absent, and an error for bad data", () => {
    const absent = renderReport(undefined);
    expect(within(absent).getByRole("status")).toHaveTextContent(QUIZ.report.generating);
    render(
      <QuizReportDialog
        open
        onOpenChange={() => undefined}
        result={{ ...buildResult("bad", "2026-11-23T10:00:00.000Z", {}), report: { overall: 3 } } as never}
        course={course}
      />,
    );
    expect(screen.getByRole("alert")).toHaveTextContent(QUIZ.report.error);
  });
});
