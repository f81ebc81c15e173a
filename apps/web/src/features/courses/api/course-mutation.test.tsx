import type { ReactNode } from "react";
import { act, renderHook, waitFor } from "@testing-library/react";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import type { Course } from "@study-well/shared/api";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { buildCourse } from "../../../test/course-fixtures";
import { useCourse } from "./courses-api";
import { useCourseDetailsEdits } from "./course-details";
import { pause } from "../../../test/pause";

/**
 * Each test's course has an id of its own: what the app keeps of a course's reads (how many, its
 * version, whether a read may have hidden an edit) outlives a test, and other files' tests, in
 * the same worker, read courses too.
 */
let courseId = "";
let testsRun = 0;
beforeEach(() => {
  testsRun += 1;
  courseId = `c0000000-0000-4000-8000-${String(testsRun).padStart(12, "0")}`;
});

/**
 * A stand-in server holding one course. A PATCH waits for `commit()` before the server has it,
 * as a slow request would; reads answer with the course as it is when they come, at once or,
 * while `holdAnswers` is set, when `deliver()` sends them (a large course's body on its way).
 */
function stubServer() {
  let course = buildCourse({ id: courseId, title: "Organic chemistry" });
  let version = 1;
  const reads: string[] = [];
  const commits: (() => void)[] = [];
  const held: (() => void)[] = [];
  let holdAnswers = false;
  stubFetch((_url, init) => {
    if (init.method === "PATCH") {
      const changes = JSON.parse(String(init.body)) as Partial<Course>;
      return new Promise<Response>((resolve) =>
        commits.push(() => {
          course = { ...course, ...changes };
          version++;
          resolve(Response.json(course));
        }),
      );
    }
    const etag = `W/"${version}"`;
    reads.push(init.headers.get("if-none-match") === etag ? "304" : "200");
    const answer =
      init.headers.get("if-none-match") === etag
        ? new Response(null, { status: 304, headers: { etag } })
        : Response.json(course, { headers: { etag } });
    if (!holdAnswers) return answer;
    return new Promise<Response>((resolve) => held.push(() => resolve(answer)));
  });
  return {
    reads,
    holdAnswers: (hold: boolean) => (holdAnswers = hold),
    /** Sends the reads' answers held so far. */
    deliver: () => held.splice(0).forEach((send) => send()),
    /** How many edits are on their way. */
    pending: () => commits.length,
    /** The server takes the edit on its way. */
    commit: () => commits.shift()?.(),
    /** Something else changes the course (another tab, a finished upload). */
    changeElsewhere: (changes: Partial<Course>) => {
      course = { ...course, ...changes };
      version++;
    },
  };
}

async function renderEdits() {
  const value = await buildSession(buildAccount());
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider value={value}>
      <QueryClientProvider client={new QueryClient()}>{children}</QueryClientProvider>
    </SessionProvider>
  );
  const rendered = renderHook(
    () => ({ course: useCourse(courseId), edits: useCourseDetailsEdits(courseId) }),
    { wrapper },
  );
  await waitFor(() => expect(rendered.result.current.course.data).toBeDefined());
  return rendered.result;
}

describe("an edit shown before the server has it", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("survives a read of the course that answered before the server had it: the course is read again", async () => {
    const server = stubServer();
    const result = await renderEdits();
    act(() => result.current.edits.updateCourse.mutate({ title: "Organic chemistry II" }));
    await waitFor(() => expect(result.current.course.data?.title).toBe("Organic chemistry II"));

    // The course changes elsewhere, and a read answers before the edit is in: it hides the edit.
    server.changeElsewhere({ description: "Carbon compounds and their reactions" });
    await waitFor(() => expect(server.pending()).toBe(1));
    await act(() => result.current.course.refetch());
    await waitFor(() => expect(result.current.course.data?.title).toBe("Organic chemistry"));

    act(() => server.commit());
    await waitFor(() =>
      expect(result.current.course.data).toMatchObject({
        title: "Organic chemistry II",
        description: "Carbon compounds and their reactions",
      }),
    );
    expect(server.reads).toEqual(["200", "200", "200"]);
  });

  it("survives a read that was asked before the server had it and answers after the edit's own answer", async () => {
    const server = stubServer();
    const result = await renderEdits();
    act(() => result.current.edits.updateCourse.mutate({ title: "Organic chemistry II" }));
    await waitFor(() => expect(server.pending()).toBe(1));
    server.changeElsewhere({ description: "Carbon compounds and their reactions" });
    server.holdAnswers(true);
    void result.current.course.refetch();
    await waitFor(() => expect(server.reads).toHaveLength(2));
    server.holdAnswers(false);
    act(() => server.commit());
    await waitFor(() => expect(result.current.edits.updateCourse.isSuccess).toBe(true));
    // The read's answer, the course without the edit, comes last; the course is read again.
    act(() => server.deliver());
    await waitFor(() =>
      expect(result.current.course.data).toMatchObject({
        title: "Organic chemistry II",
        description: "Carbon compounds and their reactions",
      }),
    );
    expect(server.reads).toEqual(["200", "200", "200"]);
  });

  it("is not read again when no read answered while it was on its way", async () => {
    const server = stubServer();
    const result = await renderEdits();
    act(() => result.current.edits.updateCourse.mutate({ title: "Organic chemistry II" }));
    await waitFor(() => expect(server.pending()).toBe(1));
    act(() => server.commit());
    await waitFor(() => expect(result.current.edits.updateCourse.isSuccess).toBe(true));
    expect(result.current.course.data?.title).toBe("Organic chemistry II");
    expect(server.reads).toEqual(["200"]);
  });

  it("waits for the last of several edits on their way before it reads the course again", async () => {
    const server = stubServer();
    const result = await renderEdits();
    act(() => result.current.edits.updateCourse.mutate({ title: "First title" }));
    server.changeElsewhere({ description: "Changed elsewhere" });
    await act(() => result.current.course.refetch());
    act(() => result.current.edits.updateCourse.mutate({ description: "Second edit" }));
    await waitFor(() => expect(result.current.course.data?.description).toBe("Second edit"));
    act(() => server.commit());
    // (the first is in; the second is still on its way: no read yet, it would hide the second)
    await pause(50);
    expect(server.reads).toEqual(["200", "200"]);
    act(() => server.commit());
    await waitFor(() => expect(server.reads).toEqual(["200", "200", "200"]));
    await waitFor(() =>
      expect(result.current.course.data).toMatchObject({ title: "First title", description: "Second edit" }),
    );
  });
});
