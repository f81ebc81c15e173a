import { sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import {
  QuizResult,
  type ContentItem,
  type QuizSession,
  type QuizTurnResponse,
  type Task,
} from "@study-well/shared/api";
import { AI_TEXTS, QUIZ } from "@study-well/shared";
import { contentItems } from "../db/schema";
import { NOTHING_TO_ASK } from "../ai/offline/tutor-texts";
import { call, errorCode, signUp } from "../test/api-client";
import { QuizRepository } from "./quiz.repository";
import { questionsIn } from "./quiz.service";
import { createCourseTree } from "../test/course-fixtures";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { settled } from "../test/uploads";

/** A note with more to ask about than one quiz asks. */
const WATER_CYCLE = [
  "The water cycle is the continuous movement of water between the land, the sea and the air.",
  "Evaporation happens when the Sun heats the sea and liquid water turns into water vapour.",
  "Transpiration is the loss of water vapour from the leaves of plants through tiny pores called stomata.",
  "Condensation happens when water vapour cools as it rises and turns back into tiny droplets around dust particles.",
  "Clouds form when millions of these droplets gather high in the atmosphere.",
  "Precipitation is water falling from clouds as rain, snow, sleet or hail once the droplets grow heavy.",
  "Infiltration is water soaking into the soil, where it can flow slowly underground as groundwater.",
  "Surface runoff is water flowing over the ground into rivers when the soil is saturated or frozen.",
  "Rivers carry the water back to the sea, where the cycle begins again.",
].join(" ");

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

  it('asks nothing about a photo with no text on it (QA: it asked about its "No text detected")', async () => {
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const [photo] = await t.server.database.db
      .insert(contentItems)
      .values({
        courseId: course.id,
        dayId: day.id,
        position: 5,
        type: "image",
        title: "New Content",
        data: { text: "", summary: AI_TEXTS.noTextDetected, url: "/api/files/none" },
      })
      .returning({ id: contentItems.id });
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: [photo?.id] },
    });
    expect(started.status).toBe(201);
    expect(started.body.messages[0]?.content).toBe(NOTHING_TO_ASK);
  });

  it("says the quiz's notes were deleted, at the next answer and in the report task, and stores no result", async () => {
    const a = await signUp(t);
    const { course, items, base } = await courseWithNotes(a.token);
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: items.map((item) => item.id) },
    });
    const sessionId = started.body.id;
    const first = await call<QuizTurnResponse>(t, "POST", `/api/quiz-sessions/${sessionId}/messages`, {
      token: a.token,
      body: { text: "Mitochondria make ATP." },
    });
    expect(first.status).toBe(200);
    // Another tab deletes every note of the quiz.
    for (const item of items) {
      expect((await call(t, "DELETE", `${base}/content/${item.id}`, { token: a.token })).status).toBe(204);
    }
    const next = await call(t, "POST", `/api/quiz-sessions/${sessionId}/messages`, {
      token: a.token,
      body: { text: "Ribosomes build proteins." },
    });
    expect(next.status).toBe(409);
    expect(errorCode(next)).toBe("quiz/notes-deleted");
    expect(next.body).toMatchObject({ error: { message: QUIZ.notesDeleted } });

    const ended = await call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${sessionId}/end`, {
      token: a.token,
    });
    const task = await settled(t, a.token, ended.body.task?.id ?? "");
    expect(task.state).toBe("failed");
    // Not "Please try again": trying again will not bring the notes back.
    expect(task.error).toBe(`${QUIZ.reportRefused} ${QUIZ.notesDeleted}`);
    const results = await call<QuizResult[]>(t, "GET", `/api/courses/${course.id}/quiz-results`, {
      token: a.token,
    });
    expect(results.body).toEqual([]);
  });

  it("scores what is left when one of the quiz's notes is deleted before it ends, never against another note", async () => {
    const a = await signUp(t);
    const { course, items, base } = await courseWithNotes(a.token);
    const [mito, ribo] = items.slice(1);
    if (!mito || !ribo) throw new Error("no notes");
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: [mito.id, ribo.id] },
    });
    // Each question answered with its own note, word for word.
    let asked = started.body.messages[0]?.content ?? "";
    for (let turn = 0; turn < 2; turn++) {
      const question = asked.split("\n").at(-1) ?? "";
      const note = /ribosom|protein|amino|messenger/i.test(question) ? NOTES[1] : NOTES[0];
      const answer = await call<QuizTurnResponse>(
        t,
        "POST",
        `/api/quiz-sessions/${started.body.id}/messages`,
        {
          token: a.token,
          body: { text: note[1] },
        },
      );
      asked = answer.body.reply.content;
    }
    expect((await call(t, "DELETE", `${base}/content/${ribo.id}`, { token: a.token })).status).toBe(204);
    const ended = await call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${started.body.id}/end`, {
      token: a.token,
    });
    expect((await settled(t, a.token, ended.body.task?.id ?? "")).state).toBe("done");
    const results = await call<QuizResult[]>(t, "GET", `/api/courses/${course.id}/quiz-results`, {
      token: a.token,
    });
    const scores = results.body[0]?.contentScores ?? {};
    expect(Object.keys(scores)).toEqual([mito.id]);
    expect(scores[mito.id]?.score).toBe(3);
    expect(scores[mito.id]?.reason).not.toMatch(/Ribosomes/);
  });

  it("scores a first answer kept in the moment before the quiz is ended", async () => {
    const a = await signUp(t);
    const { course, items } = await courseWithNotes(a.token);
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: [items[1]?.id] },
    });
    const sessionId = started.body.id;
    // The end has read the session (no answer yet) and is about to close it when the answer lands.
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    let reached: () => void = () => undefined;
    const atEnd = new Promise<void>((resolve) => (reached = resolve));
    const spy = vi.spyOn(QuizRepository.prototype, "endSession").mockImplementationOnce(async function (
      this: QuizRepository,
      ...args
    ) {
      reached();
      await held;
      spy.mockRestore();
      return this.endSession(...args);
    });
    try {
      const ending = call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${sessionId}/end`, {
        token: a.token,
      });
      await atEnd;
      const answer = await call(t, "POST", `/api/quiz-sessions/${sessionId}/messages`, {
        token: a.token,
        body: { text: NOTES[0][1] },
      });
      expect(answer.status).toBe(200);
      release();
      const ended = await ending;
      expect(ended.body.task?.kind).toBe("quiz-report");
      expect((await settled(t, a.token, ended.body.task?.id ?? "")).state).toBe("done");
    } finally {
      release();
      spy.mockRestore();
    }
  });

  it("refuses a turn kept after the quiz ended as ended, and one another tab got in first as moved on", async () => {
    const a = await signUp(t);
    const { course, items } = await courseWithNotes(a.token);
    const started = await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
      token: a.token,
      body: { contentIds: items.map((item) => item.id) },
    });
    const sessionId = started.body.id;
    // As the service keeps a turn once the tutor has answered: after the messages it read.
    const quiz = new QuizRepository(t.server.database.db);
    expect(await quiz.addTurn(sessionId, 1, "First", "Next question?", false)).toBe("kept");
    // Another tab's answer to the same question, read before the first was kept.
    expect(await quiz.addTurn(sessionId, 1, "Also first", "Next question?", false)).toBe("moved-on");
    await call(t, "POST", `/api/quiz-sessions/${sessionId}/end`, { token: a.token });
    // An answer whose tutor was still writing when the quiz was closed.
    expect(await quiz.addTurn(sessionId, 3, "Late", "Next question?", false)).toBe("ended");
  });

  it("asks in a new quiz first what the last one did not, at every turn", async () => {
    const a = await signUp(t);
    const tree = await createCourseTree(t, a.token);
    const note = await call<ContentItem>(t, "POST", `${tree.base}/days/${tree.day.id}/content`, {
      token: a.token,
      body: { title: "The water cycle", text: WATER_CYCLE },
    });
    /** One quiz on the note, answered to the end: the questions it asked, in order. */
    const quiz = async (token: string, courseId: string, contentId: string) => {
      const started = await call<QuizSession>(t, "POST", `/api/courses/${courseId}/quiz-sessions`, {
        token,
        body: { contentIds: [contentId] },
      });
      const said = [started.body.messages[0]?.content ?? ""];
      for (let turn = 0; turn < 8; turn++) {
        const answer = await call<QuizTurnResponse>(
          t,
          "POST",
          `/api/quiz-sessions/${started.body.id}/messages`,
          {
            token,
            body: { text: "Water evaporates, condenses into clouds and falls as rain." },
          },
        );
        said.push(answer.body.reply.content);
        if (answer.body.done) break;
      }
      await call(t, "POST", `/api/quiz-sessions/${started.body.id}/end`, { token });
      return questionsIn(said);
    };
    const first = await quiz(a.token, tree.course.id, note.body.id);
    expect(first).toHaveLength(5);
    const second = await quiz(a.token, tree.course.id, note.body.id);
    expect(second).toHaveLength(5);
    // Every question the first quiz did not ask comes before any it did, and none is asked twice.
    const fresh = second.filter((q) => !first.includes(q));
    expect(fresh.length).toBeGreaterThan(0);
    expect(second.slice(0, fresh.length)).toEqual(fresh);
    expect(new Set(second).size).toBe(5);
    // The first quiz's questions come back once the notes have nothing new to ask.
    const third = await quiz(a.token, tree.course.id, note.body.id);
    expect(third.filter((q) => first.includes(q)).length).toBeGreaterThan(0);
    expect(
      third.some((q) => fresh.includes(q) && third.indexOf(q) < third.findIndex((x) => first.includes(x))),
    ).toBe(false);

    // Another student's quizzes, or another course's, change nothing for this one.
    const b = await signUp(t);
    const theirs = await createCourseTree(t, b.token);
    const copy = await call<ContentItem>(t, "POST", `${theirs.base}/days/${theirs.day.id}/content`, {
      token: b.token,
      body: { title: "The water cycle", text: WATER_CYCLE },
    });
    expect(await quiz(b.token, theirs.course.id, copy.body.id)).toEqual(first);
    const other = await createCourseTree(t, a.token);
    const again = await call<ContentItem>(t, "POST", `${other.base}/days/${other.day.id}/content`, {
      token: a.token,
      body: { title: "The water cycle", text: WATER_CYCLE },
    });
    expect(await quiz(a.token, other.course.id, again.body.id)).toEqual(first);
  });

  it("ends a quiz left idle for two hours, as its owner's End would, and no other", async () => {
    const a = await signUp(t);
    const { course, items } = await courseWithNotes(a.token);
    const start = async () =>
      (
        await call<QuizSession>(t, "POST", `/api/courses/${course.id}/quiz-sessions`, {
          token: a.token,
          body: { contentIds: [items[1]?.id] },
        })
      ).body.id;
    const [answered, unanswered, recent] = [await start(), await start(), await start()];
    for (const id of [answered, recent]) {
      await call(t, "POST", `/api/quiz-sessions/${id}/messages`, {
        token: a.token,
        body: { text: NOTES[0][1] },
      });
    }
    // The first two were last spoken in a little over two hours ago (the browser's end was lost).
    const { db } = t.server.database;
    for (const id of [answered, unanswered]) {
      await db.execute(
        sql`update quiz_sessions set created_at = now() - interval '121 minutes' where id = ${id}`,
      );
      await db.execute(
        sql`update quiz_messages set created_at = now() - interval '121 minutes' where session_id = ${id}`,
      );
    }
    expect(await t.server.app.services.quiz.endIdle()).toBe(2);
    const session = async (id: string) =>
      (await call<QuizSession>(t, "GET", `/api/quiz-sessions/${id}`, { token: a.token })).body;
    expect((await session(answered)).endedAt).not.toBeNull();
    expect((await session(unanswered)).endedAt).not.toBeNull();
    expect((await session(recent)).endedAt).toBeNull();
    // The answered one's report is written; the one without answers stores nothing.
    await vi.waitFor(
      async () => {
        const results = await call<QuizResult[]>(t, "GET", `/api/courses/${course.id}/quiz-results`, {
          token: a.token,
        });
        expect(results.body.map((result) => result.sessionId)).toEqual([answered]);
      },
      { timeout: 30_000, interval: 200 },
    );
    expect(await t.server.app.services.quiz.endIdle()).toBe(0);
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
    // Too long, said in the words the answer box uses.
    const long = await call(t, "POST", `${session}/messages`, {
      token: a.token,
      body: { text: "a".repeat(5001) },
    });
    expect(long.status).toBe(400);
    expect(JSON.stringify(long.body)).toContain("Your answer can be at most 5,000 characters.");
    // Another user's course is not found, as on every course route.
    expect((await call(t, "GET", `/api/courses/${course.id}/quiz-results`, { token: b.token })).status).toBe(
      404,
    );
  });
});
