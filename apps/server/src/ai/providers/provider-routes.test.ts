import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, errorCode, signUp } from "../../test/api-client";
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

  it("answers 502 with the provider's failure in words, and never a stack", async () => {
    const { token } = await signUp(t);
    provider.answer(
      json({ error: { code: 400, message: "API key not valid.", status: "INVALID_ARGUMENT" } }, 400),
    );
    const res = await call(t, "POST", "/api/ai/title-and-summary", { token, body: { text: "Notes." } });
    expect(res.status).toBe(502);
    expect(errorCode(res)).toBe("ai/provider-error");
    expect((res.body as { error: { message: string } }).error.message).toMatch(
      /^gemini:gemini-test failed: .*API key not valid/,
    );
  });
});
