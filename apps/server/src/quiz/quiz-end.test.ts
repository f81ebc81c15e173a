import { afterEach, describe, expect, it, vi } from "vitest";
import type { QuizSession } from "@study-well/shared/api";
import { QuizService, type QuizDeps } from "./quiz.service";

/** A quiz service on stand-ins: one session held in memory, and a tutor that answers when told. */
function service() {
  const session: QuizSession = {
    id: "s",
    courseId: "c",
    contentIds: ["n"],
    messages: [
      {
        role: "assistant",
        content: "Question 1 of 5: What is osmosis?",
        timestamp: "2026-12-02T00:00:00.000Z",
      },
    ],
    done: false,
    engine: "offline-tutor",
    endedAt: null,
  };
  let reply: (text: string) => void = () => undefined;
  const tasks: string[] = [];
  const deps = {
    quiz: {
      findSession: (uid: string) => Promise.resolve(uid === "u" ? structuredClone(session) : undefined),
      readContent: () =>
        Promise.resolve([{ id: "n", title: "Osmosis", topic: "Cells", text: "Osmosis is..." }]),
      earlierTutorMessages: () => Promise.resolve([]),
      addTurn: (_id: string, count: number, answer: string, said: string) => {
        if (session.endedAt) return Promise.resolve("ended");
        if (count !== session.messages.length) return Promise.resolve("moved-on");
        const timestamp = new Date().toISOString();
        session.messages.push(
          { role: "user", content: answer, timestamp },
          { role: "assistant", content: said, timestamp },
        );
        return Promise.resolve("kept");
      },
      endSession: () => {
        if (session.endedAt) return Promise.resolve(false);
        session.endedAt = new Date().toISOString();
        return Promise.resolve(true);
      },
    },
    tasks: {
      register: () => undefined,
      create: () => {
        tasks.push("report");
        return Promise.resolve({ id: "t" });
      },
      enqueue: (task: unknown) => Promise.resolve(task),
    },
    ai: {
      tutorTurn: () =>
        new Promise((resolve) => {
          reply = (text) => resolve({ text, done: false, engine: "offline-tutor" });
        }),
    },
    feed: {},
    log: { warn: () => undefined },
  } as unknown as QuizDeps;
  return { quiz: new QuizService(deps), session, tasks, reply: (text: string) => reply(text) };
}

describe("ending a quiz while the tutor replies to an answer", () => {
  afterEach(() => vi.useRealTimers());

  it("keeps the answer first, so the report scores it", async () => {
    const { quiz, session, tasks, reply } = service();
    const turn = quiz.turn("u", "s", "Water moves across a membrane.");
    let ended = false;
    const end = quiz.end("u", "s").then((result) => ((ended = true), result));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toBe(false);
    reply("Right. Question 2 of 5: ...");
    expect((await turn).done).toBe(false);
    expect(await end).toEqual({ task: { id: "t" } });
    expect(tasks).toEqual(["report"]);
    expect(session.messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
  });

  it("still waits when another user's request for the same quiz came and went meanwhile (review)", async () => {
    const { quiz, tasks, reply } = service();
    const turn = quiz.turn("u", "s", "Water moves across a membrane.");
    await expect(quiz.turn("intruder", "s", "Let me in")).rejects.toMatchObject({ statusCode: 404 });
    let ended = false;
    const end = quiz.end("u", "s").then((result) => ((ended = true), result));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(ended).toBe(false);
    reply("Right. Question 2 of 5: ...");
    await turn;
    expect(await end).toEqual({ task: { id: "t" } });
    expect(tasks).toEqual(["report"]);
  });

  it("does not wait for a tutor that takes longer than half a minute", async () => {
    vi.useFakeTimers();
    const { quiz, tasks } = service();
    const turn = quiz.turn("u", "s", "Water moves across a membrane.");
    const end = quiz.end("u", "s");
    await vi.advanceTimersByTimeAsync(30_000);
    // Nothing was answered by the time it ended: nothing to score.
    expect(await end).toEqual({ task: null });
    expect(tasks).toEqual([]);
    void turn.catch(() => undefined);
  });
});
