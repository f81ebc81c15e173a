import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { QuizContentItem } from "../capabilities";
import { json, sse, startLoopback, type Loopback } from "../../test/loopback";
import { withRecordedWaits } from "../../test/provider-engines";
import { DELETED_CONTENT, GRADING_RUBRIC, UNSCORED_NOTES } from "./language-model.engine";
import { ProviderError } from "./retry";

let server: Loopback;
const { slept, engines } = withRecordedWaits();

beforeAll(async () => {
  server = await startLoopback();
});
afterAll(() => server.close());

const content: QuizContentItem[] = [
  { id: "c1", title: "Mitosis", topic: "Cells", text: "Mitosis is the division of one nucleus into two." },
];
/** A grading as the structured output has it: one graded answer, and the report. */
const grading = {
  answers: [
    {
      answer: 1,
      contentId: "c1",
      score: 3,
      reason: "Named the division into two nuclei.",
      passage: "Mitosis is the division of one nucleus into two.",
    },
  ],
  report: {
    overall: "Good.",
    byTopic: { Cells: "Strong." },
    strengths: ["Mitosis"],
    improvements: [],
    recommendations: ["Move on."],
  },
};

// --- Anthropic Messages API ---------------------------------------------------------------

const claudeMessage = (text: string) =>
  json({
    id: "msg_1",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [{ type: "text", text }],
    stop_reason: "end_turn",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  });
const claudeStream = (...pieces: string[]) =>
  sse([
    {
      event: "message_start",
      data: {
        type: "message_start",
        message: {
          id: "msg_2",
          type: "message",
          role: "assistant",
          model: "claude-test",
          content: [],
          stop_reason: null,
          stop_sequence: null,
          usage: { input_tokens: 10, output_tokens: 1 },
        },
      },
    },
    {
      event: "content_block_start",
      data: { type: "content_block_start", index: 0, content_block: { type: "text", text: "" } },
    },
    ...pieces.map((text) => ({
      event: "content_block_delta",
      data: { type: "content_block_delta", index: 0, delta: { type: "text_delta", text } },
    })),
    { event: "content_block_stop", data: { type: "content_block_stop", index: 0 } },
    {
      event: "message_delta",
      data: {
        type: "message_delta",
        delta: { stop_reason: "end_turn", stop_sequence: null },
        usage: { output_tokens: 7 },
      },
    },
    { event: "message_stop", data: { type: "message_stop" } },
  ]);
const overloaded = json({ type: "error", error: { type: "overloaded_error", message: "Overloaded" } }, 529);

describe("Claude (Anthropic Messages API)", () => {
  const claude = () =>
    engines({ anthropic: { apiKey: "sk-ant-test", baseUrl: `${server.url}/v1`, model: "claude-test" } })
      .claude;

  it("sends the key, version, model and the user's text; reads the summary", async () => {
    server.answer(claudeMessage("Cells divide in two."));
    const result = await claude()?.summarize({
      text: "Long notes on mitosis.",
      instruction: "Summarise for a lecture.",
    });
    expect(result).toEqual({ summary: "Cells divide in two.", engine: "claude:claude-test" });
    const [request] = server.requests;
    expect(request?.method).toBe("POST");
    expect(request?.url).toBe("/v1/messages");
    expect(request?.headers["x-api-key"]).toBe("sk-ant-test");
    expect(request?.headers["anthropic-version"]).toBe("2023-06-01");
    expect(request?.json).toMatchObject({
      model: "claude-test",
      system: [{ type: "text", text: "Summarise for a lecture." }],
      messages: [{ role: "user", content: [{ type: "text", text: "Long notes on mitosis." }] }],
    });
  });

  it("retries an overloaded (529) answer after 1 s, 2 s and 4 s, then succeeds", async () => {
    server.answer(overloaded, overloaded, overloaded, claudeMessage("Third time lucky."));
    const result = await claude()?.summarize({ text: "Notes." });
    expect(result?.summary).toBe("Third time lucky.");
    expect(server.requests).toHaveLength(4);
    expect(slept).toEqual([1000, 2000, 4000]);
  });

  it("gives up after three retries with a clear error", async () => {
    server.answer(overloaded);
    await expect(claude()?.summarize({ text: "Notes." })).rejects.toThrow(
      new ProviderError(
        "claude:claude-test is overloaded. Please try again in a minute.",
        "claude:claude-test",
      ),
    );
    expect(server.requests).toHaveLength(4);
    expect(slept).toEqual([1000, 2000, 4000]);
  });

  it("does not retry other failures", async () => {
    server.answer(
      json({ type: "error", error: { type: "authentication_error", message: "invalid x-api-key" } }, 401),
    );
    await expect(claude()?.summarize({ text: "Notes." })).rejects.toThrow(
      /claude:claude-test failed: .*invalid x-api-key/,
    );
    expect(server.requests).toHaveLength(1);
    expect(slept).toEqual([]);
  });

  it("abandons an attempt that takes longer than the timeout", async () => {
    server.answer({ ...claudeMessage("Too late."), delayMs: 2_000 });
    const slow = engines(
      { anthropic: { apiKey: "k", baseUrl: `${server.url}/v1`, model: "claude-test" } },
      { timeoutMs: 100 },
    ).claude;
    await expect(slow?.summarize({ text: "Notes." })).rejects.toThrow(
      "claude:claude-test did not answer within 0.1 s.",
    );
  });

  it("drops the request for a summary or title, and retries nothing, when its caller leaves", async () => {
    // An overloaded answer (which would be retried), but only after a while.
    server.answer({ ...overloaded, delayMs: 5_000 });
    for (const ask of [
      (signal: AbortSignal) => claude()?.summarize({ text: "Notes." }, { signal }),
      (signal: AbortSignal) => claude()?.titleAndSummary("Notes.", { signal }),
    ]) {
      const before = server.requests.length;
      const leaving = new AbortController();
      const refused = expect(ask(leaving.signal)).rejects.toMatchObject({ name: "AbortError" });
      await vi.waitFor(() => expect(server.requests).toHaveLength(before + 1));
      leaving.abort();
      await refused;
    }
    // Before: each request ran on, and was retried three times, for nobody.
    expect(slept).toEqual([]);
    expect(server.requests).toHaveLength(2);
  });

  it("streams a tutor turn with the persona, the selected content and the history", async () => {
    server.answer(claudeStream("Good. ", "What is ", "mitosis?"));
    const reply = await claude()?.tutorTurn({
      content,
      systemMessage: "You are Ada, a cheerful biology tutor.",
      history: [
        { role: "user", content: "Start" },
        { role: "assistant", content: "Hello! Ready?" },
      ],
      message: "Yes",
    });
    expect(reply).toEqual({ text: "Good. What is mitosis?", done: false, engine: "claude:claude-test" });
    const body = server.requests[0]?.json as {
      stream: boolean;
      system: { text: string }[];
      messages: unknown[];
    };
    expect(body.stream).toBe(true);
    expect(body.system[0]?.text).toContain("You are Ada, a cheerful biology tutor.");
    expect(body.system[0]?.text).toContain("Mitosis is the division of one nucleus into two.");
    expect(body.messages).toEqual([
      { role: "user", content: [{ type: "text", text: "Start" }] },
      { role: "assistant", content: [{ type: "text", text: "Hello! Ready?" }] },
      { role: "user", content: [{ type: "text", text: "Yes" }] },
    ]);
  });

  it("tells the model which questions it asked in the student's earlier quizzes", async () => {
    server.answer(claudeStream("What happens in anaphase?"));
    await claude()?.tutorTurn({
      content,
      history: [],
      message: "Start",
      isInitial: true,
      askedBefore: ["What is mitosis?", "What is mitosis?", `Why ${"so ".repeat(200)}?`],
    });
    const body = server.requests[0]?.json as { system: { text: string }[] };
    const system = body.system[0]?.text ?? "";
    expect(system).toContain(
      "In the student's earlier quizzes on this course you asked:\n- What is mitosis?\n- Why",
    );
    expect(system.match(/What is mitosis\?/g)).toHaveLength(1);
    expect(system).toContain("…\nAsk first about parts of the content these did not cover");
  });

  it("retries a streamed turn that was overloaded, and marks the last turn done", async () => {
    server.answer(overloaded, claudeStream("Well done. That was the last question. [QUIZ COMPLETE]"));
    const reply = await claude()?.tutorTurn({ content, history: [], message: "Two nuclei." });
    expect(reply).toMatchObject({ text: "Well done. That was the last question.", done: true });
    expect(slept).toEqual([1000]);
  });

  it("passes the words on as they arrive, without the end-of-quiz marker, even split across pieces", async () => {
    server.answer(claudeStream("Right: two ", "nuclei. That was the last. [QUIZ", " COMPLE", "TE]"));
    const pieces: string[] = [];
    const reply = await claude()?.tutorTurn(
      { content, history: [], message: "Two nuclei." },
      { onText: (piece) => pieces.push(piece) },
    );
    expect(pieces[0]).toBe("Right: two ");
    expect(pieces.join("")).toBe("Right: two nuclei. That was the last. ");
    expect(reply).toMatchObject({ text: "Right: two nuclei. That was the last.", done: true });
  });

  it("passes on a bracket that was not the marker once the stream shows it", async () => {
    server.answer(claudeStream("Name one [QUIZ", " topic] item."));
    const pieces: string[] = [];
    await claude()?.tutorTurn(
      { content, history: [], message: "Next" },
      { onText: (piece) => pieces.push(piece) },
    );
    expect(pieces).toEqual(["Name one ", "[QUIZ topic] item."]);
  });

  it("grades each answer through a structured output (the json tool), with the rubric", async () => {
    server.answer(claudeToolCall(grading));
    const result = await claude()?.assess({
      content,
      messages: [
        { role: "assistant", content: "What is mitosis?" },
        { role: "user", content: "Two nuclei from one" },
      ],
    });
    expect(result).toEqual({
      contentScores: { c1: { score: 3, title: "Mitosis", reason: "Named the division into two nuclei." } },
      report: grading.report,
      engine: "claude:claude-test",
    });
    const body = server.requests[0]?.json as {
      system: { text: string }[];
      tools: { name: string; input_schema: { properties: Record<string, unknown> } }[];
      messages: { content: { text: string }[] }[];
    };
    expect(body.system[0]?.text).toContain(GRADING_RUBRIC);
    // Notes no answer was about are named, not left out of the report.
    expect(body.system[0]?.text).toContain(UNSCORED_NOTES);
    expect(body.tools[0]?.name).toBe("json");
    expect(Object.keys(body.tools[0]?.input_schema.properties ?? {})).toEqual(["answers", "report"]);
    expect(body.messages[0]?.content[0]?.text).toContain("Student answer 1: Two nuclei from one");
  });

  it("leaves out an answer the model says was about a note deleted since the quiz, and only then", async () => {
    const messages = [
      { role: "assistant" as const, content: "What is mitosis?" },
      { role: "user" as const, content: "Two nuclei" },
      { role: "assistant" as const, content: "What do ribosomes make?" },
      { role: "user" as const, content: "Proteins" },
    ];
    const [first] = grading.answers;
    const aboutDeleted = {
      ...first,
      answer: 2,
      contentId: DELETED_CONTENT,
      score: 1,
      reason: "Not in the notes.",
    };
    server.answer(claudeToolCall({ ...grading, answers: [first, aboutDeleted] }));
    const result = await claude()?.assess({ content, messages, notesDeleted: true });
    expect(result?.contentScores).toEqual({
      c1: { score: 3, title: "Mitosis", reason: "Named the division into two nuclei." },
    });
    const body = server.requests.at(-1)?.json as { system: { text: string }[] };
    expect(body.system[0]?.text).toContain(`give it the id "${DELETED_CONTENT}"`);

    // With no note deleted, the same grade is about content that was not quizzed: an error.
    server.answer(claudeToolCall({ ...grading, answers: [first, aboutDeleted] }));
    await expect(claude()?.assess({ content, messages })).rejects.toThrow(
      "claude:claude-test graded answer 2 against content that was not quizzed.",
    );
    const again = server.requests.at(-1)?.json as { system: { text: string }[] };
    expect(again.system[0]?.text).not.toContain(DELETED_CONTENT);
  });

  it("refuses a malformed grade, an ungraded answer, and a grade of content not quizzed: never a silent 1", async () => {
    const messages = [
      { role: "assistant" as const, content: "What is mitosis?" },
      { role: "user" as const, content: "Two nuclei" },
      { role: "assistant" as const, content: "And when does it happen?" },
      { role: "user" as const, content: "Before cells divide" },
    ];
    const [first] = grading.answers;
    server.answer(claudeToolCall({ ...grading, answers: [{ ...first, score: 7 }] }));
    await expect(claude()?.assess({ content, messages })).rejects.toThrow(ProviderError);
    server.answer(claudeToolCall({ ...grading, answers: [{ ...first, reason: "" }] }));
    await expect(claude()?.assess({ content, messages })).rejects.toThrow(ProviderError);
    server.answer(claudeToolCall(grading));
    await expect(claude()?.assess({ content, messages })).rejects.toThrow(
      "claude:claude-test left answer 2 ungraded.",
    );
    server.answer(claudeToolCall({ ...grading, answers: [{ ...first, contentId: "zz" }] }));
    await expect(claude()?.assess({ content, messages: messages.slice(0, 2) })).rejects.toThrow(
      "claude:claude-test graded answer 1 against content that was not quizzed.",
    );
    server.answer({ status: 200, headers: { "content-type": "application/json" }, body: "{not json" });
    await expect(claude()?.summarize({ text: "Notes." })).rejects.toThrow(ProviderError);
  });
});

// --- Gemini ------------------------------------------------------------------------------

const geminiAnswer = (text: string) => ({
  candidates: [{ content: { role: "model", parts: [{ text }] }, finishReason: "STOP", index: 0 }],
  usageMetadata: { promptTokenCount: 10, candidatesTokenCount: 5, totalTokenCount: 15 },
});

describe("Gemini (Generative Language API)", () => {
  const gemini = () =>
    engines({ gemini: { apiKey: "gm-test", baseUrl: `${server.url}/v1beta`, model: "gemini-test" } }).gemini;

  it("asks for a title and summary as JSON and reads it", async () => {
    server.answer(json(geminiAnswer('{"title": "Cell Division", "summary": "Cells split."}')));
    const result = await gemini()?.titleAndSummary("Notes about cells.");
    expect(result).toEqual({ title: "Cell Division", summary: "Cells split.", engine: "gemini:gemini-test" });
    const [request] = server.requests;
    expect(request?.url).toBe("/v1beta/models/gemini-test:generateContent");
    expect(request?.headers["x-goog-api-key"]).toBe("gm-test");
    const body = request?.json as { contents: unknown[]; systemInstruction: { parts: { text: string }[] } };
    expect(body.contents).toEqual([{ role: "user", parts: [{ text: "Notes about cells." }] }]);
    expect(body.systemInstruction.parts[0]?.text).toMatch(/JSON only/);
  });

  it('falls back to "Generated Title" and the raw text when the answer is not JSON', async () => {
    server.answer(json(geminiAnswer("Cells split into two daughter cells.")));
    expect(await gemini()?.titleAndSummary("Notes.")).toEqual({
      title: "Generated Title",
      summary: "Cells split into two daughter cells.",
      engine: "gemini:gemini-test",
    });
  });

  it("streams a tutor turn over server-sent events, retrying a 503 overload", async () => {
    server.answer(
      json({ error: { code: 503, message: "The model is overloaded.", status: "UNAVAILABLE" } }, 503),
      sse([{ data: geminiAnswer("What is ") }, { data: geminiAnswer("mitosis?") }]),
    );
    const seen: string[] = [];
    const reply = await gemini()?.tutorTurn(
      { content, history: [], message: "Start", isInitial: true },
      { onText: (piece) => seen.push(piece), onRestart: () => seen.push("(restart)") },
    );
    expect(reply).toMatchObject({ text: "What is mitosis?", done: false, engine: "gemini:gemini-test" });
    expect(seen).toEqual(["(restart)", "What is ", "mitosis?"]);
    expect(server.requests[1]?.url).toBe("/v1beta/models/gemini-test:streamGenerateContent?alt=sse");
    expect(slept).toEqual([1000]);
  });
});

// --- OpenAI-compatible Chat Completions ---------------------------------------------------

const chatCompletion = (content: string) =>
  json({
    id: "chatcmpl-1",
    object: "chat.completion",
    created: 1_700_000_000,
    model: "llama3",
    choices: [{ index: 0, message: { role: "assistant", content }, finish_reason: "stop" }],
    usage: { prompt_tokens: 10, completion_tokens: 5, total_tokens: 15 },
  });
const chunk = (content: string, finish: string | null = null) => ({
  id: "chatcmpl-2",
  object: "chat.completion.chunk",
  created: 1_700_000_000,
  model: "llama3",
  choices: [{ index: 0, delta: { content }, finish_reason: finish }],
});

describe("OpenAI-compatible servers (Ollama, llama.cpp, vLLM, LocalAI, OpenAI)", () => {
  const local = () =>
    engines({
      openai: {
        apiKey: "none",
        baseUrl: `${server.url}/v1`,
        model: "llama3",
        transcriptionModel: "whisper-1",
        speechModel: "tts-1",
        speechVoice: "alloy",
        features: ["language"],
      },
    });

  it("speaks Chat Completions with a bearer key and the configured model, grading by a JSON schema", async () => {
    server.answer(chatCompletion(JSON.stringify(grading)));
    const result = await local().openai?.assess({
      content,
      messages: [{ role: "user", content: "Two nuclei" }],
    });
    expect(result?.engine).toBe("openai:llama3");
    expect(result?.contentScores.c1?.score).toBe(3);
    const [request] = server.requests;
    expect(request?.url).toBe("/v1/chat/completions");
    expect(request?.headers.authorization).toBe("Bearer none");
    const body = request?.json as {
      model: string;
      messages: { role: string }[];
      response_format: { type: string; json_schema: { name: string } };
    };
    expect(body.model).toBe("llama3");
    expect(body.messages.map((m) => m.role)).toEqual(["system", "user"]);
    expect(body.response_format).toMatchObject({
      type: "json_schema",
      json_schema: { name: "quiz_grading" },
    });
  });

  it("streams a tutor turn chunk by chunk", async () => {
    server.answer(
      sse([
        { data: chunk("Which ") },
        { data: chunk("phase comes first?") },
        { data: chunk("", "stop") },
        "[DONE]",
      ]),
    );
    const reply = await local().openai?.tutorTurn({ content, history: [], message: "Next" });
    expect(reply?.text).toBe("Which phase comes first?");
    expect((server.requests[0]?.json as { stream: boolean }).stream).toBe(true);
  });

  it("turns an empty answer into an error", async () => {
    server.answer(chatCompletion("  "));
    await expect(local().openai?.summarize({ text: "Notes." })).rejects.toThrow(
      "openai:llama3 returned an empty answer.",
    );
  });

  it("is only used for what OPENAI_FEATURES lists", () => {
    const only = local();
    expect(only.transcribers).toEqual([]);
    expect(only.speakers).toEqual([]);
  });
});

/** Claude's answer through the JSON tool the AI SDK gives it for a structured output. */
function claudeToolCall(input: unknown) {
  return json({
    id: "msg_3",
    type: "message",
    role: "assistant",
    model: "claude-test",
    content: [{ type: "tool_use", id: "toolu_1", name: "json", input }],
    stop_reason: "tool_use",
    stop_sequence: null,
    usage: { input_tokens: 10, output_tokens: 5 },
  });
}
