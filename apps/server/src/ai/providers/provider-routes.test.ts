import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuizResult, QuizSession, QuizTurnResponse, Task } from "@study-well/shared/api";
import { call, errorCode, signUp } from "../../test/api-client";
import { createCourseTree } from "../../test/course-fixtures";
import { settled } from "../../test/uploads";
import { json, startLoopback, type Loopback } from "../../test/loopback";
import { startTestServer, type TestServer } from "../../test/test-server";

/** The app configured with Claude and Gemini, both played by one loopback server. */
describe("AI routes with providers configured", () => {
  let provider: Loopback;
  let t: TestServer;
  beforeAll(async () => {
    provider = await startLoopback();
    t = await startTestServer("pglite", {
      env: {
        ANTHROPIC_API_KEY: "sk-ant-test",
        ANTHROPIC_BASE_URL: `${provider.url}/anthropic/v1`,
        ANTHROPIC_MODEL: "claude-test",
        GEMINI_API_KEY: "gm-test",
        GEMINI_BASE_URL: `${provider.url}/gemini/v1beta`,
        GEMINI_MODEL: "gemini-test",
      },
    });
  });
  afterAll(async () => {
    await t.stop();
    await provider.close();
  });

  const answerBoth = (text: string) =>
    provider.answer((request) =>
      request.url.startsWith("/anthropic")
        ? json({
            id: "m",
            type: "message",
            role: "assistant",
            model: "claude-test",
            content: [{ type: "text", text: `${text} (claude)` }],
            stop_reason: "end_turn",
            usage: { input_tokens: 1, output_tokens: 1 },
          })
        : json({
            candidates: [
              { content: { role: "model", parts: [{ text: `${text} (gemini)` }] }, finishReason: "STOP" },
            ],
          }),
    );

  it("uses the user's preferredLLM: Gemini by default, Claude once chosen in settings", async () => {
    const { token } = await signUp(t);
    answerBoth("A summary");
    const first = await call<{ summary: string; engine: string }>(t, "POST", "/api/ai/summarize", {
      token,
      body: { text: "Notes on cells." },
    });
    expect(first.body).toEqual({ summary: "A summary (gemini)", engine: "gemini:gemini-test" });
    expect((await call(t, "PUT", "/api/settings", { token, body: { preferredLLM: "claude" } })).status).toBe(
      200,
    );
    const second = await call<{ summary: string; engine: string }>(t, "POST", "/api/ai/summarize", {
      token,
      body: { text: "Notes on cells." },
    });
    expect(second.body).toEqual({ summary: "A summary (claude)", engine: "claude:claude-test" });
    const engines = await call<Record<string, { engine: string; available: boolean }>>(
      t,
      "GET",
      "/api/ai/engines",
      {
        token,
      },
    );
    expect(engines.body).toMatchObject({
      summarize: { engine: "claude:claude-test", available: true },
      tutorTurn: { engine: "claude:claude-test", available: true },
      ocr: { engine: "offline-tesseract", available: true },
      speak: { engine: "offline-flite", available: true },
      transcribe: { engine: "offline-pocketsphinx", available: true },
    });
  });

  it("answers 502 with the provider's failure of one request in words, and never a stack", async () => {
    const { token } = await signUp(t);
    provider.answer(json({ error: { code: 500, message: "Internal error.", status: "INTERNAL" } }, 500));
    const res = await call(t, "POST", "/api/ai/title-and-summary", { token, body: { text: "Notes." } });
    expect(res.status).toBe(502);
    expect(errorCode(res)).toBe("ai/provider-error");
    expect((res.body as { error: { message: string } }).error.message).toMatch(
      /^gemini:gemini-test failed: .*Internal error/,
    );
    // One failed request says nothing of the provider: the next goes to it again.
    answerBoth("Back");
    const next = await call<{ summary: string }>(t, "POST", "/api/ai/summarize", {
      token,
      body: { text: "Notes on cells." },
    });
    expect(next.body.summary).toBe("Back (gemini)");
  });

  // Last: Claude and Gemini are passed over for five minutes after it.
  it("passes over Claude, then Gemini, and answers offline, saying why; a quiz goes on", async () => {
    const { token } = await signUp(t);
    await call(t, "PUT", "/api/settings", { token, body: { preferredLLM: "claude" } });
    provider.answer((request) =>
      request.url.startsWith("/anthropic")
        ? json({ type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } }, 401)
        : json({ error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } }, 400),
    );
    const notes =
      "Photosynthesis takes place in the chloroplasts of plant cells. Light energy splits water and releases oxygen.";
    const summary = await call<{ summary: string; engine: string }>(t, "POST", "/api/ai/summarize", {
      token,
      body: { text: notes },
    });
    expect(summary.status).toBe(200);
    expect(summary.body.engine).toBe("offline-extractive");
    expect(summary.body.summary).toMatch(/chloroplasts/);
    // Each was asked once; the next request goes offline at once.
    const asked = provider.requests.length;
    expect(provider.requests.map((r) => r.url.split("/")[1])).toEqual(["anthropic", "gemini"]);
    const titled = await call<{ engine: string }>(t, "POST", "/api/ai/title-and-summary", {
      token,
      body: { text: notes },
    });
    expect(titled.body.engine).toBe("offline-extractive");
    expect(provider.requests.length).toBe(asked);

    const engines = await call<Record<string, { engine: string; reason?: string }>>(
      t,
      "GET",
      "/api/ai/engines",
      {
        token,
      },
    );
    expect(engines.body.summarize).toEqual({
      engine: "offline-extractive",
      available: true,
      reason:
        "Claude (claude-test) refused this server's key (HTTP 401), so it is passed over for now and tried again every 5 minutes. " +
        "Gemini (gemini-test) refused this server's key (HTTP 400), so it is passed over for now and tried again every 5 minutes.",
    });
    expect(engines.body.tutorTurn).toMatchObject({ engine: "offline-tutor" });

    // A quiz is asked and graded offline meanwhile.
    const tree = await createCourseTree(t, token);
    const started = await call<QuizSession>(t, "POST", `/api/courses/${tree.course.id}/quiz-sessions`, {
      token,
      body: { contentIds: [tree.content.id] },
    });
    expect(started.status).toBe(201);
    expect(started.body.engine).toBe("offline-tutor");
    const turn = await call<QuizTurnResponse>(t, "POST", `/api/quiz-sessions/${started.body.id}/messages`, {
      token,
      body: { text: "I don't know." },
    });
    expect(turn.status).toBe(200);
    const ended = await call<{ task: Task | null }>(t, "POST", `/api/quiz-sessions/${started.body.id}/end`, {
      token,
    });
    expect((await settled(t, token, ended.body.task?.id ?? "")).state).toBe("done");
    const results = await call<QuizResult[]>(t, "GET", `/api/courses/${tree.course.id}/quiz-results`, {
      token,
    });
    expect(results.body[0]?.engine).toBe("offline-tutor");
    expect(provider.requests.length).toBe(asked);
  });
});
