import { get } from "node:http";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { LIVE_STREAMS_PER_USER } from "@study-well/shared";
import type { QuizResult, QuizSession, Task } from "@study-well/shared/api";
import { call, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { eventReader } from "../test/event-stream";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { settled } from "../test/uploads";
import { QuizRepository } from "./quiz.repository";

/** Reads the results stream as a browser's fetch does; `next()` waits for the next event. */
async function openStream(t: TestServer, token: string, courseId: string, lastEventId?: string) {
  const abort = new AbortController();
  const res = await fetch(`${t.url}/api/courses/${courseId}/quiz-results/stream`, {
    headers: { authorization: `Bearer ${token}`, ...(lastEventId ? { "last-event-id": lastEventId } : {}) },
    signal: abort.signal,
  });
  const { next } = eventReader(res);
  return { res, next, close: () => abort.abort() };
}

/** A results stream on a socket of its own; `firstResult` is the id of the first result it sends. */
function openRawStream(url: string, token: string) {
  return new Promise<{ firstResult: Promise<string>; close: () => void }>((resolve, reject) => {
    const req = get(url, { headers: { authorization: `Bearer ${token}` }, agent: false }, (res) => {
      let text = "";
      const firstResult = new Promise<string>((found) => {
        res.on("data", (chunk: Buffer) => {
          text += chunk.toString("utf8");
          const id = /^id: (.+)$/m.exec(text)?.[1];
          if (id) found(id);
        });
      });
      resolve({ firstResult, close: () => req.destroy() });
    });
    req.on("error", reject);
  });
}

/** One answered quiz ended, and its report written: the result's id. */
async function quizResult(t: TestServer, token: string, courseId: string, contentId: string): Promise<void> {
  const session = await call<QuizSession>(t, "POST", `/api/courses/${courseId}/quiz-sessions`, {
    token,
    body: { contentIds: [contentId] },
  });
  await call(t, "POST", `/api/quiz-sessions/${session.body.id}/messages`, {
    token,
    body: { text: "The longest chain." },
  });
  const ended = await call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${session.body.id}/end`, {
    token,
  });
  await settled(t, token, ended.body.task?.id ?? "");
}

describe.each(databaseKinds)("the live quiz results stream on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { AI_REQUESTS_PER_MINUTE: "1000" } });
  });
  afterAll(() => t.stop());

  it("sends each new result of the caller's course, and nothing of anyone else's", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const mine = await createCourseTree(t, a.token);
    const theirs = await createCourseTree(t, b.token);
    const stream = await openStream(t, a.token, mine.course.id);
    expect(stream.res.status).toBe(200);
    expect(stream.res.headers.get("content-type")).toBe("text/event-stream; charset=utf-8");
    expect(stream.res.headers.get("x-content-type-options")).toBe("nosniff");
    // Another user's result first: the stream must skip it.
    await quizResult(t, b.token, theirs.course.id, theirs.content.id);
    await quizResult(t, a.token, mine.course.id, mine.content.id);
    const event = await stream.next();
    const result = JSON.parse(event.data) as QuizResult;
    expect(event.event).toBe("quiz-result");
    expect(result).toMatchObject({ id: event.id, userId: a.user.uid, courseId: mine.course.id });
    stream.close();
    // Another user's course: refused before any stream opens.
    const other = await openStream(t, b.token, mine.course.id);
    expect(other.res.status).toBe(404);
    other.close();
  });

  it("tells an open course page when its course changes, with the new version, and nothing of another course", async () => {
    const a = await signUp(t);
    const mine = await createCourseTree(t, a.token);
    const other = await createCourseTree(t, a.token);
    const rename = (tree: typeof mine, title: string) =>
      call(t, "PATCH", `${tree.base}/topics/${tree.topic.id}`, { token: a.token, body: { title } });
    // The other course's version is put past this one's first, so that none of its changes can
    // pass for one of this course's.
    for (const title of ["Other", "Other again"]) await rename(other, title);
    const stream = await openStream(t, a.token, mine.course.id);
    // Edits of another course of the same user first: the stream must skip them.
    for (const title of ["Other once more", "Other at last"]) await rename(other, title);
    const renamed = await rename(mine, "Alkanes and alkenes");
    expect(renamed.status).toBe(200);
    const read = await fetch(`${t.url}/api/courses/${mine.course.id}`, {
      headers: { authorization: `Bearer ${a.token}` },
    });
    const now = Number(/^W\/"(\d+)"$/.exec(read.headers.get("etag") ?? "")?.[1]);
    // (a change made just before the stream opened may still be told, on PostgreSQL whose
    // notifications come a moment later: the page then has that version already)
    let version = 0;
    while (version < now) {
      const event = await stream.next();
      expect(event.event).toBe("course");
      // No id: it is not a result a reconnecting stream resumes after.
      expect(event.id).toBeUndefined();
      ({ version } = JSON.parse(event.data) as { version: number });
    }
    expect(version).toBe(now);
    stream.close();
  });

  it("reads a new result once for all of its owner's open streams", async () => {
    const a = await signUp(t);
    const { course, content } = await createCourseTree(t, a.token);
    // Plain sockets, each closed by the test, as many tabs' connections are.
    const streams = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_USER }, () =>
        openRawStream(`${t.url}/api/courses/${course.id}/quiz-results/stream`, a.token),
      ),
    );
    const reads = vi.spyOn(QuizRepository.prototype, "findResult");
    try {
      await quizResult(t, a.token, course.id, content.id);
      const ids = await Promise.all(streams.map((stream) => stream.firstResult));
      expect(new Set(ids).size).toBe(1);
      expect(reads).toHaveBeenCalledTimes(1);
    } finally {
      reads.mockRestore();
      for (const stream of streams) stream.close();
    }
  });

  // An attacker's find: 800 streams of one user took every connection the server could hold.
  it("holds a user's streams to a dozen, and another user's stream is still served", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const mine = await createCourseTree(t, a.token);
    const theirs = await createCourseTree(t, b.token);
    const url = `${t.url}/api/courses/${mine.course.id}/quiz-results/stream`;
    const streams = await Promise.all(
      Array.from({ length: LIVE_STREAMS_PER_USER }, () => openRawStream(url, a.token)),
    );
    try {
      const refused = await fetch(url, { headers: { authorization: `Bearer ${a.token}` } });
      expect(refused.status).toBe(429);
      expect(refused.headers.get("retry-after")).toBe("3");
      expect(await refused.json()).toEqual({
        error: {
          code: "quiz/too-many-streams",
          message: `You have ${LIVE_STREAMS_PER_USER} live views of quiz results open already: close some of this app's tabs, and the others catch up.`,
        },
      });
      const other = await openStream(t, b.token, theirs.course.id);
      expect(other.res.status).toBe(200);
      other.close();
      // A tab closed: the next one is let in.
      streams.pop()?.close();
      await vi.waitFor(async () => {
        const next = await openStream(t, a.token, mine.course.id);
        next.close();
        expect(next.res.status).toBe(200);
      });
    } finally {
      for (const stream of streams) stream.close();
    }
  });

  it("resumes from Last-Event-ID: a client that reconnects misses nothing", async () => {
    const a = await signUp(t);
    const { course, content } = await createCourseTree(t, a.token);
    await quizResult(t, a.token, course.id, content.id);
    await quizResult(t, a.token, course.id, content.id);
    const results = (
      await call<QuizResult[]>(t, "GET", `/api/courses/${course.id}/quiz-results`, { token: a.token })
    ).body;
    const [newest, older] = results;
    const stream = await openStream(t, a.token, course.id, older?.id);
    expect((await stream.next()).id).toBe(newest?.id);
    stream.close();
  });
});

describe.runIf(databaseKinds.includes("postgres"))("the stream across server processes", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer("postgres", { env: { AI_REQUESTS_PER_MINUTE: "1000" } });
    // A second server on the same PostgreSQL database, as a second replica would be.
    second = await startTestServer("postgres", {
      database: first.database,
      env: { AI_REQUESTS_PER_MINUTE: "1000" },
    });
  });
  afterAll(async () => {
    await second.server.close();
    await first.stop();
  });

  it("a result written through one server reaches a client of the other", async () => {
    const a = await signUp(first);
    const { course, content } = await createCourseTree(first, a.token);
    const stream = await openStream(second, a.token, course.id);
    await quizResult(first, a.token, course.id, content.id);
    const event = await stream.next();
    expect((JSON.parse(event.data) as QuizResult).courseId).toBe(course.id);
    stream.close();
  });
});
