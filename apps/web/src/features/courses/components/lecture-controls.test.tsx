import { act, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from "vitest";
import type { Course, Day } from "@study-well/shared/api";
import { BUSY, COURSE_PAGE, LECTURES, NOTES, OUTLINE, PLAYER } from "@study-well/shared";
import { QueryClient } from "@tanstack/react-query";
import { playOneAtATime } from "../../../lib/one-sound";
import { courseKeys } from "../api/course-query";
import { buildCourse } from "../../../test/course-fixtures";
import { renderCoursePage } from "../../../test/render-course-page";
import { stubFetch } from "../../../test/fetch-stub";
import { stubPlayback } from "../../../test/playback-stub";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const TOPIC_TITLE =
  "The long and winding history of cell theory, from Hooke's cork to the modern view of the cell";

/** A day of the topic with its lecture (spoken as `fileId`), and `content`. */
const buildDay = (n: number, fileId: string, content: Day["content"] = []): Day => ({
  id: `44444444-4444-4444-8444-00000000000${n}`,
  date: `2026-12-0${n}`,
  lecture: {
    summary: `Lecture of day ${n}.`,
    timestamp: "2026-12-05T10:00:00.000Z",
    audioFileId: fileId,
    notesChanged: false,
  },
  content,
});

const recording = {
  id: "55555555-5555-4555-8555-000000000001",
  type: "audio" as const,
  title: "Class recording",
  timestamp: "2026-12-02T10:00:00.000Z",
  version: 1,
  data: {
    url: "/api/files/recording",
    fileId: "recording",
    fileName: "class.webm",
    summary: "The class",
    transcription: "The class",
    durationSeconds: 60,
  },
};

const course: Course = buildCourse({
  id: COURSE_ID,
  topics: [
    {
      id: "33333333-3333-4333-8333-333333333333",
      title: TOPIC_TITLE,
      topicLecture: null,
      days: [buildDay(2, "lecture-2", [recording]), buildDay(3, "lecture-3")],
    },
  ],
});

async function renderNotes() {
  stubFetch((url) => {
    const file = /^\/api\/files\/([^/]+)\/link$/.exec(url)?.[1];
    if (file) return Response.json({ url: `/files/${file}.mp3` });
    return Response.json(url.endsWith("/quiz-results") ? [] : course);
  });
  await renderCoursePage(`/course/${COURSE_ID}/notes`);
  return screen.findAllByRole("button", { name: LECTURES.listenDay });
}

/** The topic renamed in place, as the student does it. */
async function renameTopic(title: string) {
  const field = screen.getByRole("textbox", { name: NOTES.topicTitle });
  await userEvent.clear(field);
  await userEvent.type(field, `${title}{Enter}`);
}

const player = () => screen.queryByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) });

/**
 * The notes page, its first Listen, and a way to have another tab delete day 2: the course is read
 * again as that tab left it, and the player goes.
 */
async function renderNotesWhereDay2Goes() {
  let deleted = false;
  const withoutDay2 = buildCourse({
    ...course,
    topics: course.topics.map((topic) => ({ ...topic, days: topic.days.slice(1) })),
  });
  stubFetch((url) => {
    const file = /^\/api\/files\/([^/]+)\/link$/.exec(url)?.[1];
    if (file) return Response.json({ url: `/files/${file}.mp3` });
    return Response.json(url.endsWith("/quiz-results") ? [] : deleted ? withoutDay2 : course);
  });
  const client = new QueryClient();
  await renderCoursePage(`/course/${COURSE_ID}/notes`, { client });
  const [listen] = await screen.findAllByRole("button", { name: LECTURES.listenDay });
  if (!listen) throw new Error("no Listen button");
  const deleteDay2InAnotherTab = async () => {
    deleted = true;
    await act(() => client.invalidateQueries({ queryKey: courseKeys.detail(COURSE_ID) }));
    await waitFor(() => expect(player()).not.toBeInTheDocument());
  };
  return { listen, deleteDay2InAnotherTab };
}

/** Audio playing in jsdom, and scrolling, stood in for around each test of the block. */
function standInForPlayback() {
  beforeEach(() => {
    stubPlayback();
    vi.spyOn(window, "scrollTo").mockImplementation(() => undefined);
  });
  afterEach(() => {
    vi.restoreAllMocks();
    vi.unstubAllGlobals();
  });
}

describe("listening to a day's lecture", () => {
  standInForPlayback();

  it("moves the focus into the player; Escape there closes it, back to the button, and only there", async () => {
    const [listen] = await renderNotes();
    if (!listen) throw new Error("no Listen button");
    act(() => listen.focus());
    await userEvent.keyboard("{Enter}");
    // The player comes last in the page: before, the focus stayed on the button, far from it.
    await waitFor(() =>
      expect(within(player() as HTMLElement).getByRole("button", { name: PLAYER.pause })).toHaveFocus(),
    );
    await userEvent.keyboard("{Escape}");
    expect(player()).not.toBeInTheDocument();
    expect(listen).toHaveFocus();

    // Outside the player, Escape is the page's (dialogs, editors): the player stays.
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(player()).toBeInTheDocument());
    act(() => listen.focus());
    await userEvent.keyboard("{Escape}");
    expect(player()).toBeInTheDocument();
  });

  it("plays the lecture's new file when another tab made it again and the old one is gone (QA)", async () => {
    // This tab read the course before another made day 2's lecture again: its file is deleted.
    let remade = false;
    const links: string[] = [];
    const now = buildCourse({
      ...course,
      topics: course.topics.map((topic) => ({
        ...topic,
        days: [buildDay(2, "lecture-2-again", [recording]), buildDay(3, "lecture-3")],
      })),
    });
    stubFetch((url) => {
      const file = /^\/api\/files\/([^/]+)\/link$/.exec(url)?.[1];
      if (file) links.push(file);
      if (file === "lecture-2" && remade)
        return Response.json(
          { error: { code: "file/not-found", message: "That file could not be found." } },
          { status: 404 },
        );
      if (file) return Response.json({ url: `/files/${file}.mp3` });
      return Response.json(url.endsWith("/quiz-results") ? [] : remade ? now : course);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const [listen] = await screen.findAllByRole("button", { name: LECTURES.listenDay });
    if (!listen) throw new Error("no Listen button");
    remade = true;
    await userEvent.click(listen);
    await waitFor(() =>
      expect(player()?.querySelector("audio")?.getAttribute("src")).toBe("/files/lecture-2-again.mp3"),
    );
    expect(links.filter((file) => file.startsWith("lecture-2"))).toEqual(["lecture-2", "lecture-2-again"]);
    const region = player() as HTMLElement;
    expect(within(region).queryByText(LECTURES.audioLoadFailed)).not.toBeInTheDocument();
  });

  it("stops and closes when another tab deletes the day playing, the focus in it going on to the next day (QA)", async () => {
    const { listen, deleteDay2InAnotherTab } = await renderNotesWhereDay2Goes();
    act(() => listen.focus());
    await userEvent.keyboard("{Enter}");
    const pause = await waitFor(() => {
      const button = within(player() as HTMLElement).getByRole("button", { name: PLAYER.pause });
      expect(button).toHaveFocus();
      return button;
    });

    await deleteDay2InAnotherTab();
    expect(pause).not.toBeInTheDocument();
    // Not to the page's body: on, as from inside the day, to the day that followed it.
    expect(document.activeElement).toHaveAccessibleName(NOTES.collapse);
    expect(document.activeElement).toHaveAccessibleDescription("December 3, 2026");
  });

  it("closes with the focus in it on the control before it when its Listen has gone too (QA: to the page's body)", async () => {
    const { listen, deleteDay2InAnotherTab } = await renderNotesWhereDay2Goes();
    await userEvent.click(listen);
    const region = await screen.findByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) });
    // The student goes on to the outline as it plays: the notes, and the day's Listen, leave the page.
    await userEvent.click(screen.getByRole("tab", { name: COURSE_PAGE.tabs.outline }));
    await screen.findByRole("textbox", { name: OUTLINE.newObjective });
    expect(listen).not.toBeInTheDocument();
    const pause = within(region).getByRole("button", { name: PLAYER.pause });
    act(() => pause.focus());

    await deleteDay2InAnotherTab();
    // Where Shift+Tab from the player would have gone: the outline's last control.
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toHaveAccessibleName(OUTLINE.newObjective);
  });

  it("stops and closes when this tab deletes the day playing; the focus stays where the deletion put it", async () => {
    const [, listen] = await renderNotes();
    if (!listen) throw new Error("no second Listen button");
    await userEvent.click(listen);
    await within(await screen.findByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) })).findByRole(
      "button",
      { name: PLAYER.pause },
    );
    // Day 3 has no notes: deleted at once, without a question.
    const deleteDay3 = screen.getAllByRole("button", { name: NOTES.deleteDay })[1];
    if (!deleteDay3) throw new Error("no second Delete day button");
    act(() => deleteDay3.focus());
    await userEvent.keyboard("{Enter}");
    await waitFor(() => expect(player()).not.toBeInTheDocument());
    expect(screen.getAllByRole("button", { name: NOTES.deleteDay })).toHaveLength(1);
    expect(document.activeElement).not.toBe(document.body);
    expect(document.activeElement).toHaveAccessibleName(NOTES.addDay);
  });

  it("shows which day is playing, however long the topic's title, and names it whole", async () => {
    const [, second] = await renderNotes();
    if (!second) throw new Error("no second Listen button");
    await userEvent.click(second);
    const region = await screen.findByRole("region", {
      name: `${PLAYER.nowPlaying}: ${LECTURES.lectureText}: ${TOPIC_TITLE}, December 3, 2026`,
    });
    // The title may be cut to its lines; the date is outside what is cut.
    const date = within(region).getByText("December 3, 2026");
    expect(date.closest("[class*='line-clamp']")).toBeNull();
    expect(within(region).getByText(`${LECTURES.lectureText}: ${TOPIC_TITLE}`)).toHaveClass("line-clamp-2");
  });

  it("names the lecture playing anew when its topic is renamed (QA: it kept the old name)", async () => {
    const [, second] = await renderNotes();
    if (!second) throw new Error("no second Listen button");
    await userEvent.click(second);
    await screen.findByRole("region", {
      name: `${PLAYER.nowPlaying}: ${LECTURES.lectureText}: ${TOPIC_TITLE}, December 3, 2026`,
    });
    await renameTopic("Cell theory");
    const region = await screen.findByRole("region", {
      name: `${PLAYER.nowPlaying}: ${LECTURES.lectureText}: Cell theory, December 3, 2026`,
    });
    expect(within(region).getByText(`${LECTURES.lectureText}: Cell theory`)).toBeInTheDocument();
  });

  it("names a day read aloud anew when its topic is renamed, as a lecture is", async () => {
    stubFetch((url, init) => {
      const file = /^\/api\/files\/([^/]+)\/link$/.exec(url)?.[1];
      if (file) return Response.json({ url: `/files/${file}.mp3` });
      if (init.method === "POST" && url.endsWith("/read-aloud"))
        return Response.json(
          {
            id: "77777777-7777-4777-8777-777777777777",
            kind: "read-aloud",
            state: "done",
            progress: 100,
            courseId: COURSE_ID,
            topicId: course.topics[0]?.id,
            dayId: course.topics[0]?.days[0]?.id,
            contentId: null,
            fileId: "reading-2",
            error: null,
            createdAt: "2026-12-03T10:00:00.000Z",
            updatedAt: "2026-12-03T10:00:00.000Z",
          },
          { status: 202 },
        );
      return Response.json(url.endsWith("/quiz-results") ? [] : course);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const [first] = await screen.findAllByRole("button", { name: LECTURES.readAloud });
    if (!first) throw new Error("no Read aloud button");
    await userEvent.click(first);
    await screen.findByRole("region", {
      name: `${PLAYER.nowPlaying}: ${LECTURES.readAloud}: ${TOPIC_TITLE}, December 2, 2026`,
    });
    await renameTopic("Cell theory");
    await screen.findByRole("region", {
      name: `${PLAYER.nowPlaying}: ${LECTURES.readAloud}: Cell theory, December 2, 2026`,
    });
  });

  it("pauses a recording playing when the lecture starts, and the lecture when the recording goes on", async () => {
    // As main.tsx does for the app.
    onTestFinished(playOneAtATime(document));
    const [listen] = await renderNotes();
    if (!listen) throw new Error("no Listen button");
    const note = await screen.findByLabelText(recording.data.fileName);
    if (!(note instanceof HTMLAudioElement)) throw new Error("the recording has no audio element");
    await act(() => note.play());

    await userEvent.click(listen);
    const region = await screen.findByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) });
    await within(region).findByRole("button", { name: PLAYER.pause });
    expect(note.paused).toBe(true);

    await act(() => note.play());
    expect(within(region).getByRole("button", { name: PLAYER.play })).toBeInTheDocument();
  });
});

describe("making a day's lecture again", () => {
  standInForPlayback();

  const DAY_2 = "44444444-4444-4444-8444-000000000002";
  /** The lecture task of day 2 as the server tells it: running until `finished`. */
  function lectureTask(finished: () => boolean) {
    return {
      id: "77777777-7777-4777-8777-77777777777d",
      kind: "day-lecture",
      state: finished() ? "done" : "running",
      progress: null,
      courseId: COURSE_ID,
      topicId: course.topics[0]?.id,
      dayId: DAY_2,
      contentId: null,
      fileId: finished() ? "lecture-2-again" : null,
      error: null,
      createdAt: "2026-12-03T10:00:00.000Z",
      updatedAt: "2026-12-03T10:00:00.000Z",
    };
  }

  /** Asks for day 2's lecture again from the keyboard, answering Regenerate; the overlay shows. */
  async function regenerate(finished: () => boolean) {
    stubFetch((url, init) => {
      const file = /^\/api\/files\/([^/]+)\/link$/.exec(url)?.[1];
      if (file) return Response.json({ url: `/files/${file}.mp3` });
      if (init.method === "POST" && url.endsWith(`/days/${DAY_2}/lecture`))
        return Response.json(lectureTask(finished), { status: 202 });
      if (url.startsWith("/api/tasks/")) return Response.json(lectureTask(finished));
      return Response.json(url.endsWith("/quiz-results") ? [] : course);
    });
    await renderCoursePage(`/course/${COURSE_ID}/notes`);
    const [create] = await screen.findAllByRole("button", { name: LECTURES.createDay });
    if (!create) throw new Error("no Create lecture button");
    act(() => create.focus());
    await userEvent.keyboard("{Enter}");
    const confirm = await screen.findByRole("alertdialog");
    await userEvent.click(within(confirm).getByRole("button", { name: LECTURES.regenerate }));
    return { create, overlay: await screen.findByRole("dialog", { name: BUSY.generatingLecture }) };
  }

  it("gives the focus back to the button that asked once the lecture is made (QA: it fell to the page's body)", async () => {
    let finished = false;
    const { create } = await regenerate(() => finished);
    finished = true;
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument(), { timeout: 3000 });
    await waitFor(() => expect(create).toHaveFocus());
  });

  it("gives the focus back to the button that asked when it is cancelled", async () => {
    const { create, overlay } = await regenerate(() => false);
    await userEvent.click(within(overlay).getByRole("button", { name: BUSY.cancel }));
    await waitFor(() => expect(screen.queryByRole("dialog")).not.toBeInTheDocument());
    await waitFor(() => expect(create).toHaveFocus());
  });
});
