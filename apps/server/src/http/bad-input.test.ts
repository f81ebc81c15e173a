import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { gzipSync } from "node:zlib";
import { ERRORS, FIELD_NAME, VALIDATION } from "@study-well/shared";
import { call, signUp, type ErrorBody } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { rawClient } from "../test/raw-client";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

/** Inputs that once answered 500: each is now a 400 that says what is wrong. */
describe.each(databaseKinds)("bad input on %s", (kind) => {
  let t: TestServer;
  let token: string;
  let tree: Awaited<ReturnType<typeof createCourseTree>>;
  beforeAll(async () => {
    t = await startTestServer(kind);
    token = (await signUp(t)).token;
    tree = await createCourseTree(t, token);
  });
  afterAll(() => t.stop());

  const expect400 = async (method: string, url: string, body: unknown, message: string) => {
    const res = await call<ErrorBody>(t, method, url, { token, body });
    expect(res.status, `${method} ${url} ${JSON.stringify(body)}`).toBe(400);
    expect(res.body.error).toEqual({
      code: "invalid-argument",
      message: expect.stringContaining(message) as string,
    });
  };

  it("a NUL character in a text field", async () => {
    await expect400(
      "POST",
      "/api/courses",
      { title: "a\u0000b", description: "d" },
      VALIDATION.unstorable(FIELD_NAME.courseTitle),
    );
    await expect400(
      "POST",
      `${tree.base}/topics`,
      { title: "\u0000" },
      VALIDATION.unstorable(FIELD_NAME.topicTitle),
    );
    await expect400(
      "POST",
      "/api/waitlist",
      { email: "a@example.org", firstName: "A\u0000", lastName: "B" },
      VALIDATION.unstorable(FIELD_NAME.firstName),
    );
  });

  it("a lone surrogate in a note's text", async () => {
    await expect400(
      "POST",
      `${tree.base}/days/${tree.day.id}/content`,
      { title: "Note", text: "broken \ud83d emoji" },
      VALIDATION.unstorable(FIELD_NAME.contentText),
    );
    await expect400(
      "PATCH",
      `${tree.base}/content/${tree.content.id}`,
      { text: "\udfff" },
      VALIDATION.unstorable(FIELD_NAME.contentText),
    );
  });

  it("an empty PATCH on a course, a content item, the account and an administrator's user edit", async () => {
    await expect400("PATCH", tree.base, {}, VALIDATION.nothingToChange);
    await expect400("PATCH", tree.base, { unknown: 1 }, VALIDATION.nothingToChange);
    await expect400("PATCH", `${tree.base}/content/${tree.content.id}`, {}, VALIDATION.nothingToChange);
    // Nor does an edit empty a note, as none is created empty.
    await expect400(
      "PATCH",
      `${tree.base}/content/${tree.content.id}`,
      { title: " ", text: "  " },
      "Write a title or some content first.",
    );
    await expect400("POST", "/api/auth/update", {}, VALIDATION.nothingToChange);
    await expect400("POST", "/api/auth/update", { currentPassword: "x" }, VALIDATION.nothingToChange);
  });

  it("a compressed body, and JSON in another character set", async () => {
    const send = (headers: Record<string, string>, body: Uint8Array | string) =>
      t.fetch("/api/courses", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json", ...headers },
        body,
      });
    const gzipped = await send({ "content-encoding": "gzip" }, gzipSync(JSON.stringify({ title: "T" })));
    expect(gzipped.status).toBe(415);
    expect(((await gzipped.json()) as ErrorBody).error.message).toBe(
      ERRORS["request/compressed-body"].message,
    );
    const latin1 = await send(
      { "content-type": "application/json; charset=latin1" },
      '{"title":"Caf\u00e9"}',
    );
    expect(latin1.status).toBe(415);
    expect(((await latin1.json()) as ErrorBody).error.message).toMatch(/charset|character set/i);
  });

  it("a day dated in year 0", async () => {
    await expect400(
      "POST",
      `${tree.base}/topics/${tree.topic.id}/days`,
      { date: "0000-01-01" },
      VALIDATION.dateOutOfRange,
    );
    await expect400(
      "PATCH",
      `${tree.base}/days/${tree.day.id}`,
      { date: "0000-12-31" },
      VALIDATION.dateOutOfRange,
    );
  });

  it("a blank value where one is needed, in the field's own words", async () => {
    const blank = async (method: string, url: string, body: unknown, message: string) => {
      const res = await call<ErrorBody>(t, method, url, { token, body });
      expect(res.status).toBe(400);
      expect(res.body.error).toEqual({ code: "invalid-argument", message });
    };
    await blank("PATCH", tree.base, { title: "   " }, VALIDATION.empty("The course title"));
    await blank("PATCH", tree.base, { description: "\n\t" }, VALIDATION.empty("The course description"));
    await blank("PUT", `${tree.base}/outline/summary`, { summary: " " }, VALIDATION.empty("The summary"));
    await blank("POST", `${tree.base}/objectives`, { text: "  " }, VALIDATION.empty("A learning objective"));
    await blank("POST", `${tree.base}/topics`, { title: "" }, VALIDATION.empty("A topic title"));
    await blank("POST", `${tree.base}/topics`, { title: "\u200b \u2060" }, VALIDATION.empty("A topic title"));
    // Direction marks, accents with no letter, a blank Hangul filler: nothing to see either.
    for (const title of ["\u202e\u202c", "\u0301\u0301", "\u3164", "\u2066\u2069 \u00ad"])
      await blank("POST", `${tree.base}/topics`, { title }, VALIDATION.empty("A topic title"));
    // A letter with its accent written apart is a letter.
    const accented = await call(t, "POST", `${tree.base}/topics`, { token, body: { title: "e\u0301" } });
    expect(accented.status).toBe(201);
    await blank(
      "PATCH",
      `${tree.base}/topics/${tree.topic.id}`,
      { title: " " },
      VALIDATION.empty("A topic title"),
    );
  });

  it("an HTTP/1.1 request with no Host header, in the answers' shape (was Node's bare 400)", async () => {
    const answerTo = async (request: string) => {
      const client = rawClient(t.url);
      client.socket.write(request);
      await client.closed;
      return client.answer();
    };
    for (const path of ["/api/health", "/api/courses", "/courses"]) {
      const answer = await answerTo(`GET ${path} HTTP/1.1\r\nConnection: close\r\n\r\n`);
      expect(answer, path).toMatch(/^HTTP\/1\.1 400 /);
      expect(JSON.parse(answer.slice(answer.indexOf("\r\n\r\n") + 4)), path).toEqual({
        error: { code: "invalid-argument", message: ERRORS["request/malformed"].message },
      });
    }
    // HTTP/1.0 needs none.
    expect(await answerTo("GET /api/health HTTP/1.0\r\n\r\n")).toMatch(/^HTTP\/1\.1 200 /);
  });

  it("a broken %-escape in the address, headers too large, and a form cut off in its file", async () => {
    const badUrl = await t.fetch("/api/courses/%ZZ", { headers: { authorization: `Bearer ${token}` } });
    expect(badUrl.status).toBe(400);
    expect(await badUrl.json()).toEqual({
      error: { code: "invalid-argument", message: ERRORS["request/bad-url"].message },
    });
    const tooLong = await t.fetch(`/api/courses?q=${"x".repeat(100_000)}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(tooLong.status).toBe(431);
    expect(await tooLong.json()).toEqual({
      error: { code: "invalid-argument", message: ERRORS["request/headers-too-large"].message },
    });
    // A form whose file is cut off after 200 KB (before, a 500 once the parser had started on it).
    const head = '--XX\r\ncontent-disposition: form-data; name="file"; filename="a.mp3"\r\n\r\n';
    const cut = await t.fetch(`${tree.base}/days/${tree.day.id}/uploads/audio`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "multipart/form-data; boundary=XX" },
      body: Buffer.concat([Buffer.from(head), Buffer.alloc(200_000, 0xff)]),
    });
    expect(cut.status).toBe(400);
    expect(await cut.json()).toEqual({
      error: { code: "invalid-argument", message: ERRORS["upload/malformed-form"].message },
    });
  });

  // An attacker's finds: Fastify's "Unsupported Media Type", and a message opening with ": ".
  it("an upload that is not a form, and a list where an object belongs", async () => {
    const json = await call(t, "POST", `${tree.base}/days/${tree.day.id}/uploads/audio`, {
      token,
      body: { file: "x" },
    });
    expect(json.status).toBe(400);
    expect(json.body).toEqual({
      error: { code: "invalid-argument", message: ERRORS["upload/no-file"].message },
    });
    const list = await call(t, "POST", `${tree.base}/topics`, { token, body: [{ title: "Alkanes" }] });
    expect(list.status).toBe(400);
    expect((list.body as { error: { message: string } }).error.message).toMatch(
      /^Invalid input: expected object/,
    );
  });

  it("a form, plain text, broken or empty JSON where a JSON body belongs, in our words (was Fastify's)", async () => {
    const send = (contentType: string, body?: string) =>
      t.fetch("/api/waitlist", { method: "POST", headers: { "content-type": contentType }, body });
    const form = await send(
      "application/x-www-form-urlencoded",
      "email=a%40example.org&firstName=A&lastName=B",
    );
    expect(form.status).toBe(415);
    expect(await form.json()).toEqual({
      error: { code: "invalid-argument", message: ERRORS["request/not-json"].message },
    });
    for (const body of ['{"email":', undefined]) {
      const broken = await send("application/json", body);
      expect(broken.status, String(body)).toBe(400);
      expect(await broken.json()).toEqual({
        error: { code: "invalid-argument", message: ERRORS["request/bad-json"].message },
      });
    }
  });

  it("a signed file link cut short or mangled: a link that no longer works, not zod's words", async () => {
    const id = "00000000-0000-4000-8000-000000000000";
    for (const query of [
      "",
      "?expires=abc&signature=x",
      "?expires=1",
      "?expires=-5&signature=x",
      "?expires=9&signature=%20",
    ]) {
      const res = await call(t, "GET", `/api/files/${id}/content${query}`);
      expect(res.status, query).toBe(400);
      expect(res.body, query).toEqual({
        error: { code: "invalid-argument", message: ERRORS["file/link-invalid"].message },
      });
    }
    const badId = await call(t, "GET", "/api/files/not-an-id/content?expires=9&signature=x");
    expect((badId.body as ErrorBody).error.message).toBe(ERRORS["file/link-invalid"].message);
  });

  it('a JSON body over the limit, in words that give the limit (QA: "Request body is too large")', async () => {
    const res = await call(t, "POST", `${tree.base}/days/${tree.day.id}/content`, {
      token,
      body: { title: "Big", text: "x".repeat(1_100_000) },
    });
    expect(res.status).toBe(413);
    expect(res.body).toEqual({
      error: { code: "invalid-argument", message: "The request is too large: at most 1 MB." },
    });
  });

  it("saves values trimmed", async () => {
    const renamed = await call<{ title: string }>(t, "PATCH", `${tree.base}/topics/${tree.topic.id}`, {
      token,
      body: { title: "  Alkanes and alkenes  " },
    });
    expect(renamed.body.title).toBe("Alkanes and alkenes");
    await call(t, "PATCH", `${tree.base}/topics/${tree.topic.id}`, {
      token,
      body: { title: tree.topic.title },
    });
  });

  it("leaves what was saved untouched", async () => {
    const course = await call<{ title: string; topics: { days: { content: { data: string }[] }[] }[] }>(
      t,
      "GET",
      tree.base,
      { token },
    );
    expect(course.body.title).toBe(tree.course.title);
    expect(course.body.topics[0]?.days[0]?.content[0]?.data).toBe(tree.content.data);
  });
});
