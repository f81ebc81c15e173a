import { describe, expect, it, vi } from "vitest";
import type { QuizSession } from "@study-well/shared/api";
import { QuizService, type QuizDeps } from "./quiz.service";

/** A quiz service on stand-ins that record what ending idle quizzes does. */
function service(idle: string[], findSession: (id: string) => Promise<QuizSession | undefined>) {
  const calls: string[] = [];
  const open = new Set(idle);
  const deps = {
    quiz: {
      idleSessions: (_: Date, limit: number) =>
        Promise.resolve([...open].slice(0, limit).map((id) => ({ id, userId: "u" }))),
      findSession: async (_: string, id: string) => {
        calls.push(`read ${id}`);
        return findSession(id);
      },
      endSession: (_: string, id: string) => Promise.resolve(open.delete(id)),
    },
    tasks: {
      register: () => undefined,
      create: () => {
        calls.push("task");
        return Promise.resolve({ id: "t" });
      },
      enqueue: () => Promise.resolve({}),
    },
    ai: {},
    feed: {},
    log: { warn: (_: unknown, message: string) => calls.push(`warned: ${message}`) },
  } as unknown as QuizDeps;
  return { quiz: new QuizService(deps), calls };
}

const answered = (id: string): QuizSession => ({
  id,
  courseId: "c",
  contentIds: [],
  messages: [{ role: "user", content: "An answer", timestamp: "2026-12-02T00:00:00.000Z" }],
  done: false,
  engine: "offline-tutor",
  endedAt: null,
});

describe("ending idle quizzes", () => {
  it("stops at the next quiz when the server stops, and is waited for, so no task is made after", async () => {
    let release: () => void = () => undefined;
    const held = new Promise<void>((resolve) => (release = resolve));
    const { quiz, calls } = service(["s1", "s2"], async (id) => {
      if (id === "s1") await held;
      return answered(id);
    });
    quiz.startEndingIdle();
    await vi.waitFor(() => expect(calls).toContain("read s1"));
    let stopped = false;
    const stopping = quiz.stopEndingIdle().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(stopped).toBe(false);
    release();
    await stopping;
    // The quiz it was ending is ended whole; the next is left for the next start.
    expect(calls).toEqual(["read s1", "task"]);
  });

  it("ends the others when one cannot be ended, and leaves that one for the next sweep", async () => {
    const { quiz, calls } = service(["bad", "good"], (id) =>
      id === "bad" ? Promise.reject(new Error("database hiccup")) : Promise.resolve(answered(id)),
    );
    expect(await quiz.endIdle()).toBe(1);
    expect(calls).toEqual(["read bad", "warned: could not end an idle quiz", "read good", "task"]);
  });
});
