import { afterAll, beforeAll, describe, expect, it } from "vitest";
import {
  QuizResult,
  type ContentItem,
  type QuizSession,
  type QuizTurnResponse,
  type Task,
} from "@study-well/shared/api";
import { call, errorCode, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { settled } from "../test/uploads";

const NOTES = [
  ["Mitochondria", "Mitochondria release energy from glucose through cellular respiration and make ATP."],
  ["Ribosomes", "Ribosomes build proteins by joining amino acids in the order the messenger RNA gives."],
  ["Nucleus", "The nucleus holds the cell's DNA and controls which genes are read."],
] as const;

describe.each(databaseKinds)("the quiz on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: { AI_REQUESTS_PER_MINUTE: "1000" } });
  });
  afterAll(() => t.stop());

  async function courseWithNotes(token: string) {
    const tree = await createCourseTree(t, token);
    const items: ContentItem[] = [tree.content];
    for (const [title, text] of NOTES) {
      items.push(
        (
          await call<ContentItem>(t, "POST", `${tree.base}/days/${tree.day.id}/content`, {
            token,
            body: { title, text },
          })
        ).body,
      );
    }
    return { ...tree, items };
  }

  it("holds a whole quiz on the server and writes a scored report when it ends", async () => {
    const a = await signUp(t);
    const { course, items } = await courseWithNotes(a.token);
    const ids = items.map((item) => item.id);
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: ids },
    });
    expect(started.status).toBe(201);
    expect(started.body.messages).toHaveLength(1);
    expect(started.body.messages[0]?.role).toBe("assistant");
    expect(started.body.engine).toBe("offline-tutor");
    const sessionId = started.body.id;

    let done = false;
    for (let turn = 0; turn < 8 && !done; turn++) {
      const answer = await call<QuizTurnResponse>(t, "POST", `/api/quiz-sessions/${sessionId}/messages`, {
        token: a.token,
        body: { text: "Mitochondria make ATP from glucose, and ribosomes build proteins from amino acids." },
      });
      expect(answer.status).toBe(200);
      expect(answer.body.reply.content.length).toBeGreaterThan(0);
      done = answer.body.done;
    }
    expect(done).toBe(true);
    const held = await call<QuizSession>(t, "GET", `/api/quiz-sessions/${sessionId}`, { token: a.token });
    expect(held.body.messages.filter((m) => m.role === "user").length).toBeGreaterThanOrEqual(1);
    expect(held.body.messages.map((m) => m.role).slice(0, 3)).toEqual(["assistant", "user", "assistant"]);

    const ended = await call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${sessionId}/end`, {
      token: a.token,
    });
    expect(ended.body.task?.kind).toBe("quiz-report");
    expect((await settled(t, a.token, ended.body.task?.id ?? "")).state).toBe("done");

    const results = await call<QuizResult[]>(t, "GET", `/api/courses/${course.id}/quiz-results`, {
      token: a.token,
    });
    expect(results.body).toHaveLength(1);
    const result = QuizResult.parse(results.body[0]);
    expect(result.sessionId).toBe(sessionId);
    const scored = Object.entries(result.contentScores);
    expect(scored.length).toBeGreaterThan(0);
    for (const [contentId, score] of scored) {
      expect(ids).toContain(contentId);
      expect([1, 2, 3]).toContain(score.score);
      expect(score.reason.length).toBeGreaterThan(0);
    }
    expect(result.report.overall.length).toBeGreaterThan(0);

    // An ended quiz takes no more answers.
    const late = await call(t, "POST", `/api/quiz-sessions/${sessionId}/messages`, {
      token: a.token,
      body: { text: "More" },
    });
    expect(late.status).toBe(409);
    expect(errorCode(late)).toBe("quiz/ended");
  });

  it("ending without answers stores nothing", async () => {
    const a = await signUp(t);
    const { course, items } = await courseWithNotes(a.token);
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: [items[1]?.id] },
    });
    const ended = await call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${started.body.id}/end`, {
      token: a.token,
    });
    expect(ended.body).toEqual({ task: null });
    expect((await call(t, "GET", `/api/courses/${course.id}/quiz-results`, { token: a.token })).body).toEqual(
      [],
    );
  });

  it("refuses another user's content and sessions, a blank answer, and an empty selection", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { course, items } = await courseWithNotes(a.token);
    const mine = await courseWithNotes(b.token);
    const path = `/api/courses/${course.id}/quiz-sessions`;
    // Another user's content, in their course or smuggled into one's own.
    expect(
      (await call(t, "POST", path, { token: b.token, body: { contentIds: [items[0]?.id] } })).status,
    ).toBe(404);
    const mixed = { contentIds: [mine.items[0]?.id, items[0]?.id] };
    expect(
      (await call(t, "POST", `/api/courses/${mine.course.id}/quiz-sessions`, { token: b.token, body: mixed }))
        .status,
    ).toBe(404);
    expect((await call(t, "POST", path, { token: a.token, body: { contentIds: [] } })).status).toBe(400);

    const started = await call<QuizSession>(t, "POST", path, {
      token: a.token,
      body: { contentIds: [items[0]?.id] },
    });
    const session = `/api/quiz-sessions/${started.body.id}`;
    expect((await call(t, "GET", session, { token: b.token })).status).toBe(404);
    expect(
      (await call(t, "POST", `${session}/messages`, { token: b.token, body: { text: "Hi" } })).status,
    ).toBe(404);
    expect((await call(t, "POST", `${session}/end`, { token: b.token })).status).toBe(404);
    expect(
      (await call(t, "POST", `${session}/messages`, { token: a.token, body: { text: "   " } })).status,
    ).toBe(400);
    // Another user's course is not found, as on every course route.
    expect((await call(t, "GET", `/api/courses/${course.id}/quiz-results`, { token: b.token })).status).toBe(
      404,
    );
  });
});
