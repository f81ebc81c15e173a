import { createServer, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { QuizSession, QuizTurnResponse } from "@study-well/shared/api";
import { call, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { eventReader } from "../test/event-stream";
import { startTestServer, type TestServer } from "../test/test-server";

/**
 * An OpenAI-compatible server that writes a reply's first piece at once and holds the rest until
 * the test lets it go: a client that sees the first words before `release()` saw them streamed.
 */
async function startHeldModel() {
  const pending: ServerResponse[] = [];
  const requests: { messages: { role: string; content: string }[] }[] = [];
  const pieces = { first: "What does the ", rest: ["mitochondrion ", "make?"] };
  const chunk = (content: string, finish: string | null = null) =>
    `data: ${JSON.stringify({
      id: "chatcmpl-1",
      object: "chat.completion.chunk",
      created: 1_700_000_000,
      model: "held",
      choices: [{ index: 0, delta: { content }, finish_reason: finish }],
    })}\n\n`;
  const server = createServer((req, res) => {
    const body: Buffer[] = [];
    req.on("data", (part: Buffer) => body.push(part));
    req.on("end", () => {
      requests.push(JSON.parse(Buffer.concat(body).toString("utf8")) as (typeof requests)[number]);
      res.writeHead(200, { "content-type": "text/event-stream" });
      res.write(chunk(pieces.first));
      pending.push(res);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1`,
    pieces,
    requests,
    /** Writes the rest of the held reply. */
    finish() {
      const res = pending.shift();
      if (!res) throw new Error("no reply is held");
      for (const piece of pieces.rest) res.write(chunk(piece));
      res.end(`${chunk("", "stop")}data: [DONE]\n\n`);
    },
    /** Breaks the held reply off mid-way. */
    fail() {
      pending.shift()?.destroy();
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

describe("a language model's tutor reply, streamed", () => {
  let model: Awaited<ReturnType<typeof startHeldModel>>;
  let t: TestServer;
  beforeAll(async () => {
    model = await startHeldModel();
    t = await startTestServer("pglite", {
      env: {
        AI_REQUESTS_PER_MINUTE: "1000",
        OPENAI_BASE_URL: model.url,
        OPENAI_MODEL: "held",
        OPENAI_FEATURES: "language",
      },
    });
  });
  afterAll(async () => {
    await t.stop();
    await model.close();
  });

  const post = (path: string, token: string, body: unknown) =>
    t.fetch(path, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify(body),
    });

  it("shows the first words before the reply is whole, then the turn as the JSON route gives it", async () => {
    const a = await signUp(t);
    const tree = await createCourseTree(t, a.token);

    const opening = await post(`/api/courses/${tree.course.id}/quiz-sessions/stream`, a.token, {
      contentIds: [tree.content.id],
    });
    expect(opening.status).toBe(200);
    expect(opening.headers.get("content-type")).toMatch(/^text\/event-stream/);
    const opened = eventReader(opening);
    expect(await opened.next()).toEqual({
      event: "text",
      data: JSON.stringify({ text: model.pieces.first }),
    });
    model.finish();
    const words = [(await opened.next()).data, (await opened.next()).data];
    expect(words.map((data) => (JSON.parse(data) as { text: string }).text)).toEqual(model.pieces.rest);
    const last = await opened.next();
    expect(last.event).toBe("session");
    const session = JSON.parse(last.data) as QuizSession;
    expect(session.engine).toBe("openai:held");
    expect(session.messages.map((m) => m.content)).toEqual(["What does the mitochondrion make?"]);

    const answering = await post(`/api/quiz-sessions/${session.id}/messages/stream`, a.token, {
      text: "ATP",
    });
    const answer = eventReader(answering);
    expect((await answer.next()).event).toBe("text");
    model.finish();
    let event = await answer.next();
    while (event.event === "text") event = await answer.next();
    expect(event.event).toBe("turn");
    expect((JSON.parse(event.data) as QuizTurnResponse).reply.content).toBe(
      "What does the mitochondrion make?",
    );
    // The model was sent the persona, the history and the answer; the server kept the whole turn.
    expect(model.requests[1]?.messages.map((m) => m.role)).toEqual(["system", "user", "assistant", "user"]);
    const held = await call<QuizSession>(t, "GET", `/api/quiz-sessions/${session.id}`, { token: a.token });
    expect(held.body.messages.map((m) => m.role)).toEqual(["assistant", "user", "assistant"]);
  });

  it("ends with an error event, in the error answer's shape, when the model fails mid-reply", async () => {
    const a = await signUp(t);
    const tree = await createCourseTree(t, a.token);
    const opening = await post(`/api/courses/${tree.course.id}/quiz-sessions/stream`, a.token, {
      contentIds: [tree.content.id],
    });
    const opened = eventReader(opening);
    expect((await opened.next()).event).toBe("text");
    model.fail();
    const last = await opened.next();
    expect(last.event).toBe("error");
    expect(JSON.parse(last.data)).toMatchObject({ error: { code: "ai/provider-error" } });
  });

  it("answers an error the ordinary way when nothing was streamed yet", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const tree = await createCourseTree(t, a.token);
    const refused = await post(`/api/courses/${tree.course.id}/quiz-sessions/stream`, b.token, {
      contentIds: [tree.content.id],
    });
    expect(refused.status).toBe(404);
    expect(refused.headers.get("content-type")).toMatch(/^application\/json/);
    const anonymous = await t.fetch(`/api/quiz-sessions/${crypto.randomUUID()}/messages/stream`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ text: "ATP" }),
    });
    expect(anonymous.status).toBe(401);
  });
});
