import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { contentItems, courseObjectives, courses, days, tasks, topics } from "../db/schema";
import {
  Course,
  type ContentItem,
  type CourseSummary,
  type Objective,
  type Topic,
} from "@study-well/shared/api";
import {
  COURSE_DEFAULTS,
  COURSE_FULL,
  COURSE_LIMITS,
  CREATE_COURSE,
  describeError,
  ERRORS,
} from "@study-well/shared";
import { call, signUp } from "../test/api-client";
import { buildCourseInput, createCourseTree, readCourse } from "../test/course-fixtures";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { renderText } from "../test/render-text";
import { settled, upload } from "../test/uploads";

describe.each(databaseKinds)("courses on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.stop());

  it("creates a course with the spec's defaults and lists only the caller's courses", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const res = await call<Course>(t, "POST", "/api/courses", { token: a.token, body: buildCourseInput() });
    expect(res.status).toBe(201);
    expect(res.headers.get("content-type")).toBe("application/json; charset=utf-8");
    expect(Course.parse(res.body)).toEqual(res.body);
    // Timestamps read like JavaScript's toISOString().
    expect(res.body.createdAt).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/);
    expect(res.body).toMatchObject({
      title: "Organic Chemistry",
      description: "Carbon, bonds and reactions",
      userId: a.user.uid,
      outline: { summary: "", objectives: [] },
      assessment: "No assessment details available",
      topics: [],
    });
    const mine = await call<CourseSummary[]>(t, "GET", "/api/courses", { token: a.token });
    expect(mine.body.map((c) => c.id)).toEqual([res.body.id]);
    expect((await call<CourseSummary[]>(t, "GET", "/api/courses", { token: b.token })).body).toEqual([]);
  });

  it("requires a title and a description", async () => {
    const a = await signUp(t);
    // (zero-width spaces and a word joiner say nothing either, as an edit to them is refused: QA)
    for (const body of [
      buildCourseInput({ title: "  " }),
      buildCourseInput({ description: "" }),
      buildCourseInput({ title: "\u200b" }),
      buildCourseInput({ description: "\u200b \u2060" }),
    ]) {
      const res = await call(t, "POST", "/api/courses", { token: a.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ error: { code: "invalid-argument", message: CREATE_COURSE.fillAll } });
    }
  });

  it("reads the nested document: topics, days by date, content in order, with defaults", async () => {
    const a = await signUp(t);
    const { course, topic, base } = await createCourseTree(t, a.token);
    const early = await call<{ id: string }>(t, "POST", `${base}/topics/${topic.id}/days`, {
      token: a.token,
      body: { date: "2026-11-01" },
    });
    await call(t, "POST", `${base}/days/${early.body.id}/content`, {
      token: a.token,
      body: { title: " ", text: "untitled note" },
    });
    const doc = await readCourse(t, a.token, course.id);
    expect(doc.topics).toHaveLength(1);
    expect(doc.topics[0]?.days.map((d) => d.date)).toEqual(["2026-11-01", "2026-11-20"]);
    expect(doc.topics[0]?.days[0]?.content[0]).toMatchObject({
      title: "New Content",
      type: "text",
      data: "untitled note",
    });
    expect(doc.topics[0]?.days[1]?.content[0]).toMatchObject({ title: "Naming", type: "text" });
    expect(doc.topics[0]?.topicLecture).toBeNull();
    expect(doc.topics[0]?.days[0]?.lecture).toBeNull();
  });

  it("refuses a note that shows nothing, on create as on edit, and titles one whose title shows nothing by default (QA)", async () => {
    const a = await signUp(t);
    const { course, day, base } = await createCourseTree(t, a.token);
    const emptyNote = {
      error: { code: "invalid-argument", message: describeError("course/empty-note").message },
    };
    for (const body of [
      { title: "\u200b", text: "\u200b" },
      { title: " ", text: "\u2060\n" },
    ]) {
      const res = await call(t, "POST", `${base}/days/${day.id}/content`, { token: a.token, body });
      expect(res.status).toBe(400);
      expect(res.body).toEqual(emptyNote);
    }
    const made = await call<ContentItem>(t, "POST", `${base}/days/${day.id}/content`, {
      token: a.token,
      body: { title: "\u200b", text: "Alkenes have a double bond." },
    });
    expect(made.status).toBe(201);
    expect(made.body.title).toBe(COURSE_DEFAULTS.contentTitle);
    const edit = await call(t, "PATCH", `${base}/content/${made.body.id}`, {
      token: a.token,
      body: { title: "\u200b", text: "\u200b" },
    });
    expect(edit.body).toEqual(emptyNote);
    expect((await readCourse(t, a.token, course.id)).topics[0]?.days[0]?.content).toHaveLength(2);
  });

  it("keeps a note's text exactly, even when it looks like JSON", async () => {
    const a = await signUp(t);
    const { course, day, base } = await createCourseTree(t, a.token);
    const bodies = ["42", "[1, 2]", "true", "null", '{"a":1}', '"quoted"', "  spaced  "];
    for (const text of bodies) {
      const res = await call(t, "POST", `${base}/days/${day.id}/content`, {
        token: a.token,
        body: { title: text, text },
      });
      expect(res.status, text).toBe(201);
    }
    const doc = await readCourse(t, a.token, course.id);
    const stored = doc.topics[0]?.days[0]?.content.slice(1).map((c) => c.data);
    expect(stored).toEqual(bodies);
  });

  it("edits the title, description, outline summary and objectives, refusing blanks", async () => {
    const a = await signUp(t);
    const { course, base } = await createCourseTree(t, a.token);
    expect((await call(t, "PATCH", base, { token: a.token, body: { title: "Chemistry II" } })).status).toBe(
      200,
    );
    expect((await call(t, "PATCH", base, { token: a.token, body: { description: "   " } })).status).toBe(400);
    expect(
      (
        await call(t, "PUT", `${base}/outline/summary`, {
          token: a.token,
          body: { summary: "All about carbon." },
        })
      ).status,
    ).toBe(200);
    expect(
      (await call(t, "PUT", `${base}/outline/summary`, { token: a.token, body: { summary: " " } })).status,
    ).toBe(400);

    const first = await call<Objective>(t, "POST", `${base}/objectives`, {
      token: a.token,
      body: { text: "Name alkanes" },
    });
    const second = await call<Objective>(t, "POST", `${base}/objectives`, {
      token: a.token,
      body: { text: "Draw isomers" },
    });
    expect(
      (await call(t, "POST", `${base}/objectives`, { token: a.token, body: { text: "\t" } })).status,
    ).toBe(400);
    await call(t, "PATCH", `${base}/objectives/${first.body.id}`, {
      token: a.token,
      body: { text: "Name alkanes by IUPAC" },
    });
    await call(t, "DELETE", `${base}/objectives/${second.body.id}`, { token: a.token });

    const doc = await readCourse(t, a.token, course.id);
    expect(doc.title).toBe("Chemistry II");
    expect(doc.description).toBe("Carbon, bonds and reactions");
    expect(doc.outline).toEqual({
      summary: "All about carbon.",
      objectives: [{ id: first.body.id, text: "Name alkanes by IUPAC" }],
    });
  });

  it("renames, re-dates and deletes topics, days and items; deleting a topic takes its days along", async () => {
    const a = await signUp(t);
    const { course, topic, day, content, base } = await createCourseTree(t, a.token);
    await call(t, "PATCH", `${base}/topics/${topic.id}`, {
      token: a.token,
      body: { title: "Alkanes and alkenes" },
    });
    expect(
      (await call(t, "PATCH", `${base}/topics/${topic.id}`, { token: a.token, body: { title: "" } })).status,
    ).toBe(400);
    await call(t, "PATCH", `${base}/days/${day.id}`, { token: a.token, body: { date: "2026-12-01" } });
    expect(
      (await call(t, "PATCH", `${base}/days/${day.id}`, { token: a.token, body: { date: "soon" } })).status,
    ).toBe(400);
    await call(t, "PATCH", `${base}/content/${content.id}`, {
      token: a.token,
      body: { title: "Names", text: "Longest chain." },
    });
    let doc = await readCourse(t, a.token, course.id);
    expect(doc.topics[0]?.title).toBe("Alkanes and alkenes");
    expect(doc.topics[0]?.days[0]?.date).toBe("2026-12-01");
    expect(doc.topics[0]?.days[0]?.content[0]).toMatchObject({ title: "Names", data: "Longest chain." });

    expect((await call(t, "DELETE", `${base}/content/${content.id}`, { token: a.token })).status).toBe(204);
    expect((await call(t, "DELETE", `${base}/content/${content.id}`, { token: a.token })).status).toBe(404);
    const other = await call<Topic>(t, "POST", `${base}/topics`, {
      token: a.token,
      body: { title: "Alkynes" },
    });
    await call(t, "DELETE", `${base}/days/${day.id}`, { token: a.token });
    await call(t, "DELETE", `${base}/topics/${topic.id}`, { token: a.token });
    doc = await readCourse(t, a.token, course.id);
    expect(doc.topics.map((x) => x.id)).toEqual([other.body.id]);
  });

  it("keeps a day that holds more notes than the user was shown (one added in another tab: QA)", async () => {
    const a = await signUp(t);
    const { course, day, base } = await createCourseTree(t, a.token);
    // The tree's day holds one note; another tab adds a second.
    await call(t, "POST", `${base}/days/${day.id}/content`, {
      token: a.token,
      body: { title: "Added in B", text: "From the other tab." },
    });
    for (const shown of [0, 1]) {
      const refused = await call(t, "DELETE", `${base}/days/${day.id}?items=${shown}`, { token: a.token });
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: { code: "course/day-changed", message: ERRORS["course/day-changed"].message },
      });
    }
    const doc = await readCourse(t, a.token, course.id);
    expect(doc.topics[0]?.days[0]?.content.map((item) => item.title)).toContain("Added in B");
    expect((await call(t, "DELETE", `${base}/days/${day.id}?items=abc`, { token: a.token })).status).toBe(
      400,
    );
    expect((await call(t, "DELETE", `${base}/days/${day.id}?items=2`, { token: a.token })).status).toBe(204);
    expect((await readCourse(t, a.token, course.id)).topics[0]?.days).toEqual([]);
  });

  it("keeps a topic that holds more notes than the user was shown (one added in another tab: QA)", async () => {
    const a = await signUp(t);
    const { course, topic, day, base } = await createCourseTree(t, a.token);
    // The tree's topic holds one note; another tab adds a day with a second.
    const second = await call<{ id: string }>(t, "POST", `${base}/topics/${topic.id}/days`, {
      token: a.token,
      body: { date: "2026-12-02" },
    });
    await call(t, "POST", `${base}/days/${second.body.id}/content`, {
      token: a.token,
      body: { title: "Added in B", text: "From the other tab." },
    });
    expect(day.id).not.toBe(second.body.id);
    const refused = await call(t, "DELETE", `${base}/topics/${topic.id}?items=1`, { token: a.token });
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({
      error: { code: "course/topic-changed", message: ERRORS["course/topic-changed"].message },
    });
    expect((await readCourse(t, a.token, course.id)).topics.map((x) => x.id)).toEqual([topic.id]);
    expect((await call(t, "DELETE", `${base}/topics/${topic.id}?items=2`, { token: a.token })).status).toBe(
      204,
    );
    expect((await readCourse(t, a.token, course.id)).topics).toEqual([]);
  });

  it("moves updatedAt on every change", async () => {
    const a = await signUp(t);
    const { course, topic, base } = await createCourseTree(t, a.token);
    let last = (await readCourse(t, a.token, course.id)).updatedAt;
    const edits: [string, string, unknown][] = [
      ["PATCH", base, { title: "New title" }],
      ["PUT", `${base}/outline/summary`, { summary: "Summary" }],
      ["POST", `${base}/topics`, { title: "Another" }],
      ["POST", `${base}/topics/${topic.id}/days`, { date: "2026-11-23" }],
    ];
    for (const [method, url, body] of edits) {
      await new Promise((r) => setTimeout(r, 5));
      await call(t, method, url, { token: a.token, body });
      const now = (await readCourse(t, a.token, course.id)).updatedAt;
      expect(Date.parse(now), `${method} ${url}`).toBeGreaterThan(Date.parse(last));
      last = now;
    }
  });

  it("answers another user's course as if it did not exist, and changes nothing", async () => {
    const owner = await signUp(t);
    const intruder = await signUp(t);
    const { course, topic, day, content, base } = await createCourseTree(t, owner.token);
    const before = await readCourse(t, owner.token, course.id);
    const attempts: [string, string, unknown?][] = [
      ["GET", base],
      ["PATCH", base, { title: "Mine now" }],
      ["PUT", `${base}/outline/summary`, { summary: "x" }],
      ["POST", `${base}/topics`, { title: "x" }],
      ["PATCH", `${base}/topics/${topic.id}`, { title: "x" }],
      ["DELETE", `${base}/topics/${topic.id}`],
      ["POST", `${base}/topics/${topic.id}/days`, { date: "2026-01-01" }],
      ["DELETE", `${base}/days/${day.id}`],
      ["POST", `${base}/days/${day.id}/content`, { title: "x", text: "y" }],
      ["PATCH", `${base}/content/${content.id}`, { title: "x" }],
      ["DELETE", `${base}/content/${content.id}`],
    ];
    for (const [method, url, body] of attempts) {
      const res = await call(t, method, url, { token: intruder.token, ...(body ? { body } : {}) });
      expect(res.status, `${method} ${url}`).toBe(404);
    }
    // Nor can the owner's ids be reached through the intruder's own course.
    const mine = await createCourseTree(t, intruder.token);
    const sideways = await call(t, "DELETE", `${mine.base}/topics/${topic.id}`, { token: intruder.token });
    expect(sideways.status).toBe(404);
    expect(await readCourse(t, owner.token, course.id)).toEqual(before);
  });

  it("goes away with its owner's account, with everything in it", async () => {
    const a = await signUp(t);
    const { course } = await createCourseTree(t, a.token);
    expect((await call(t, "DELETE", "/api/auth/account", { token: a.token })).status).toBe(204);
    const { db } = t.server.database;
    expect(await db.select().from(courses).where(eq(courses.id, course.id))).toEqual([]);
    expect(await db.select().from(topics).where(eq(topics.courseId, course.id))).toEqual([]);
    expect(await db.select().from(days).where(eq(days.courseId, course.id))).toEqual([]);
    expect(await db.select().from(contentItems).where(eq(contentItems.courseId, course.id))).toEqual([]);
  });

  it("keeps every edit when two tabs change different parts of a course at the same time", async () => {
    const a = await signUp(t);
    const { course, topic, day, base } = await createCourseTree(t, a.token);
    const second = await call<Topic>(t, "POST", `${base}/topics`, {
      token: a.token,
      body: { title: "Alkenes" },
    });
    const tabA = Array.from({ length: 10 }, (_, i) =>
      call(t, "POST", `${base}/days/${day.id}/content`, {
        token: a.token,
        body: { title: `A${i}`, text: "from tab A" },
      }),
    );
    const tabB = [
      call(t, "PATCH", `${base}/topics/${second.body.id}`, {
        token: a.token,
        body: { title: "Alkenes (renamed)" },
      }),
      call(t, "PATCH", `${base}/topics/${topic.id}`, {
        token: a.token,
        body: { title: "Alkanes (renamed)" },
      }),
      call(t, "PUT", `${base}/outline/summary`, { token: a.token, body: { summary: "Written in tab B" } }),
      ...Array.from({ length: 5 }, (_, i) =>
        call(t, "POST", `${base}/objectives`, { token: a.token, body: { text: `Objective ${i}` } }),
      ),
      ...Array.from({ length: 5 }, (_, i) =>
        call(t, "POST", `${base}/topics/${second.body.id}/days`, {
          token: a.token,
          body: { date: `2026-10-0${i + 1}` },
        }),
      ),
    ];
    const results = await Promise.all([...tabA, ...tabB]);
    expect(results.every((r) => r.status < 300)).toBe(true);

    const doc = await readCourse(t, a.token, course.id);
    expect(doc.topics.map((x) => x.title)).toEqual(["Alkanes (renamed)", "Alkenes (renamed)"]);
    expect(doc.topics[0]?.days[0]?.content).toHaveLength(11);
    expect(doc.topics[1]?.days).toHaveLength(5);
    expect(doc.outline.summary).toBe("Written in tab B");
    expect(doc.outline.objectives).toHaveLength(5);
  });

  it("refuses a title or description edit begun from what another tab has changed since", async () => {
    const a = await signUp(t);
    const { course, base } = await createCourseTree(t, a.token);
    const token = a.token;
    const patch = (body: object) => call(t, "PATCH", base, { token, body });
    const before = await readCourse(t, token, course.id);
    const began = { title: before.title, description: before.description };
    expect((await patch({ title: "Tab A's title", from: began })).status).toBe(200);
    // Tab B changes only the description: the title it did not send is no conflict.
    expect((await patch({ description: "Tab B's description", from: began })).status).toBe(200);
    const stale = await patch({ title: "Tab B's title", from: began });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { code: "course/details-changed", message: ERRORS["course/details-changed"].message },
    });
    // Nothing of a refused edit is written, the field that still matched included.
    const both = await patch({
      title: "Tab B's title",
      description: "Both",
      from: { ...began, title: "Tab A's title" },
    });
    expect(both.status).toBe(409);
    let doc = await readCourse(t, token, course.id);
    expect([doc.title, doc.description]).toEqual(["Tab A's title", "Tab B's description"]);
    // Two tabs that agree are not refused; without `from`, the edit is written over anything.
    expect((await patch({ title: "Tab A's title", from: began })).status).toBe(200);
    expect((await patch({ title: "Tab B's title" })).status).toBe(200);
    // `from` alone changes nothing, and is refused as an empty edit.
    expect((await patch({ from: began })).status).toBe(400);
    const intruder = await signUp(t);
    const sideways = await call(t, "PATCH", base, {
      token: intruder.token,
      body: { title: "Mine", from: { title: "Tab B's title" } },
    });
    expect(sideways.status).toBe(404);
    doc = await readCourse(t, token, course.id);
    expect([doc.title, doc.description]).toEqual(["Tab B's title", "Tab B's description"]);
  });

  it("refuses a summary's edit begun from a summary that another tab has changed since", async () => {
    const a = await signUp(t);
    const { course, base } = await createCourseTree(t, a.token);
    const token = a.token;
    const put = (body: object) => call(t, "PUT", `${base}/outline/summary`, { token, body });
    // A course with no summary yet has "" as its summary to begin from.
    expect((await put({ summary: "About carbon", from: "" })).status).toBe(200);
    expect((await put({ summary: "Tab A's summary", from: "About carbon" })).status).toBe(200);
    const stale = await put({ summary: "Tab B's summary", from: "About carbon" });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { code: "course/summary-changed", message: ERRORS["course/summary-changed"].message },
    });
    expect((await readCourse(t, token, course.id)).outline.summary).toBe("Tab A's summary");
    expect((await put({ summary: "Tab A's summary", from: "About carbon" })).status).toBe(200);
    expect((await put({ summary: "Tab B's summary" })).status).toBe(200);
    const intruder = await signUp(t);
    const sideways = await call(t, "PUT", `${base}/outline/summary`, {
      token: intruder.token,
      body: { summary: "Mine", from: "Tab B's summary" },
    });
    expect(sideways.status).toBe(404);
    expect((await readCourse(t, token, course.id)).outline.summary).toBe("Tab B's summary");
  });

  it("refuses an objective's edit begun from a text that another tab has changed since", async () => {
    const a = await signUp(t);
    const { course, base } = await createCourseTree(t, a.token);
    const token = a.token;
    const added = await call<{ id: string; text: string }>(t, "POST", `${base}/objectives`, {
      token,
      body: { text: "Name alkanes" },
    });
    const edit = (body: object) => call(t, "PATCH", `${base}/objectives/${added.body.id}`, { token, body });
    expect((await edit({ text: "Name alkanes by IUPAC", from: "Name alkanes" })).status).toBe(200);
    const stale = await edit({ text: "Draw alkanes", from: "Name alkanes" });
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { code: "course/objective-changed", message: ERRORS["course/objective-changed"].message },
    });
    expect((await readCourse(t, token, course.id)).outline.objectives).toEqual([
      { id: added.body.id, text: "Name alkanes by IUPAC" },
    ]);
    expect((await edit({ text: "Name alkanes by IUPAC", from: "Name alkanes" })).status).toBe(200);
    expect((await edit({ text: "Draw alkanes" })).status).toBe(200);
    const intruder = await signUp(t);
    const sideways = await call(t, "PATCH", `${base}/objectives/${added.body.id}`, {
      token: intruder.token,
      body: { text: "Mine", from: "Draw alkanes" },
    });
    expect(sideways.status).toBe(404);
  });

  it("refuses a topic's rename begun from a title that another tab has changed since", async () => {
    const a = await signUp(t);
    const { course, base, topic } = await createCourseTree(t, a.token);
    const token = a.token;
    const rename = (body: object) =>
      call<{ id: string; title: string }>(t, "PATCH", `${base}/topics/${topic.id}`, { token, body });
    // Both tabs began from the title the topic has; tab A saves first.
    const tabA = await rename({ title: "Alkanes (tab A)", from: topic.title });
    expect(tabA.status).toBe(200);
    expect(tabA.body).toEqual({ id: topic.id, title: "Alkanes (tab A)" });
    const tabB = await rename({ title: "Alkanes (tab B)", from: topic.title });
    expect(tabB.status).toBe(409);
    expect(tabB.body).toEqual({
      error: { code: "course/topic-renamed", message: ERRORS["course/topic-renamed"].message },
    });
    expect((await readCourse(t, token, course.id)).topics[0]?.title).toBe("Alkanes (tab A)");
    // A tab that gives the title another already gave it is not refused: they agree.
    expect((await rename({ title: "Alkanes (tab A)", from: topic.title })).status).toBe(200);
    // Told, tab B saves again from what it now has; a rename without `from` replaces whatever is there.
    expect((await rename({ title: "Alkanes (tab B)", from: "Alkanes (tab A)" })).status).toBe(200);
    expect((await rename({ title: "Alkanes" })).status).toBe(200);
    expect((await readCourse(t, token, course.id)).topics[0]?.title).toBe("Alkanes");
    // Another user's topic is not found, whatever `from` says.
    const intruder = await signUp(t);
    const sideways = await call(t, "PATCH", `${base}/topics/${topic.id}`, {
      token: intruder.token,
      body: { title: "Mine", from: "Alkanes" },
    });
    expect(sideways.status).toBe(404);
    expect((await rename({ title: "x".repeat(10), from: "y".repeat(301) })).status).toBe(400);
  });

  it("refuses an edit begun from a version of a note that another tab has changed since", async () => {
    const a = await signUp(t);
    const { course, base, content } = await createCourseTree(t, a.token);
    const token = a.token;
    expect(content.version).toBe(1);
    const edit = (body: object) =>
      call<ContentItem>(t, "PATCH", `${base}/content/${content.id}`, { token, body });
    // Both tabs opened the note at version 1; tab A saves first.
    const tabA = await edit({ text: "Tab A's text", version: 1 });
    expect(tabA.status).toBe(200);
    expect(tabA.body).toMatchObject({ data: "Tab A's text", version: 2 });
    const tabB = await edit({ title: "Tab B", text: "Tab B's text", version: 1 });
    expect(tabB.status).toBe(409);
    expect(tabB.body).toEqual({
      error: { code: "course/note-changed", message: ERRORS["course/note-changed"].message },
    });
    const doc = await readCourse(t, token, course.id);
    expect(doc.topics[0]?.days[0]?.content[0]).toMatchObject({
      title: "Naming",
      data: "Tab A's text",
      version: 2,
    });
    // Tab B, told, saves again from what it now has; an edit without a version replaces whatever is there.
    expect((await edit({ title: "Tab B", text: "Tab B's text", version: 2 })).body).toMatchObject({
      version: 3,
    });
    expect((await edit({ title: "API" })).body).toMatchObject({
      title: "API",
      data: "Tab B's text",
      version: 4,
    });
    expect((await edit({ version: 4 })).status).toBe(400);
  });

  it("refuses a delete of a note at a version another tab has changed since (an Undo's wait), and deletes one at its own", async () => {
    const a = await signUp(t);
    const { course, base, content } = await createCourseTree(t, a.token);
    const token = a.token;
    const remove = (version?: number) =>
      call(
        t,
        "DELETE",
        `${base}/content/${content.id}${version === undefined ? "" : `?version=${version}`}`,
        {
          token,
        },
      );
    // Tab A deleted the note at version 1 and waits out its Undo; tab B saves an edit meanwhile.
    await call(t, "PATCH", `${base}/content/${content.id}`, {
      token,
      body: { text: "Tab B's text", version: 1 },
    });
    const stale = await remove(1);
    expect(stale.status).toBe(409);
    expect(stale.body).toEqual({
      error: { code: "course/note-changed", message: ERRORS["course/note-changed"].message },
    });
    expect((await readCourse(t, token, course.id)).topics[0]?.days[0]?.content[0]).toMatchObject({
      data: "Tab B's text",
      version: 2,
    });
    expect((await remove(0)).status).toBe(400);
    expect((await remove(2)).status).toBe(204);
    expect((await readCourse(t, token, course.id)).topics[0]?.days[0]?.content).toEqual([]);
    // Gone, it is not found, whatever the version.
    expect((await remove(2)).status).toBe(404);
  });

  // An attacker's find: 1,000 notes at the longest a note may be took the embedded database past
  // its memory, and the course answered 500 from then on.
  describe("a course's room", () => {
    const full = (most: string) => ({
      error: { code: "course/full", message: ERRORS["course/full"].message(most) },
    });
    const n = (x: number) => x.toLocaleString("en-US");
    /** Inserted in parts: a statement takes at most 65,535 parameters. */
    const insertAll = async <T>(rows: T[], insert: (part: T[]) => Promise<unknown>) => {
      for (let i = 0; i < rows.length; i += 5000) await insert(rows.slice(i, i + 5000));
    };
    /** `count` short text notes more on the day, in the database, as years of use would add. */
    const addNotes = (place: { courseId: string; dayId: string }, count: number) =>
      insertAll(
        Array.from({ length: count }, (_, i) => ({
          ...place,
          position: i + 1,
          type: "text" as const,
          title: `N${i}`,
          data: { text: "x" },
        })),
        (part) => t.server.database.db.insert(contentItems).values(part),
      );

    it("holds at most so many topics, days, notes and objectives; deleting one makes room again", async () => {
      const a = await signUp(t);
      const { course, base, topic, day, content } = await createCourseTree(t, a.token);
      const { db } = t.server.database;
      const many = (count: number) => Array.from({ length: count }, (_, i) => i);
      // Filled to the limit in the database, as years of use would (each already holds one).
      await db.insert(topics).values(
        many(COURSE_LIMITS.topics - 1).map((i) => ({
          courseId: course.id,
          position: i + 1,
          title: `T${i}`,
        })),
      );
      await insertAll(
        many(COURSE_LIMITS.days - 1).map(() => ({
          courseId: course.id,
          topicId: topic.id,
          date: "2025-01-01",
        })),
        (part) => db.insert(days).values(part),
      );
      await addNotes({ courseId: course.id, dayId: day.id }, COURSE_LIMITS.notes - 1);
      await db
        .insert(courseObjectives)
        .values(
          many(COURSE_LIMITS.objectives).map((i) => ({ courseId: course.id, position: i, text: `O${i}` })),
        );
      const token = a.token;
      const attempts = [
        [`${base}/topics`, { title: "One more" }, COURSE_FULL.topics(n(COURSE_LIMITS.topics))],
        [`${base}/topics/${topic.id}/days`, { date: "2026-01-01" }, COURSE_FULL.days(n(COURSE_LIMITS.days))],
        [
          `${base}/days/${day.id}/content`,
          { title: "One more", text: "y" },
          COURSE_FULL.notes(n(COURSE_LIMITS.notes)),
        ],
        [`${base}/objectives`, { text: "One more" }, COURSE_FULL.objectives(n(COURSE_LIMITS.objectives))],
      ] as const;
      for (const [url, body, most] of attempts) {
        const res = await call(t, "POST", url, { token, body });
        expect(res.status, url).toBe(409);
        expect(res.body).toEqual(full(most));
      }
      // A photo is a note too, refused before it is read (and before it counts as an AI request).
      const photo = await upload(
        t,
        token,
        { courseId: course.id, dayId: day.id },
        "image",
        await renderText("Late"),
      );
      expect(photo.status).toBe(409);
      expect(photo.body).toEqual(full(COURSE_FULL.notes(n(COURSE_LIMITS.notes))));

      // Nothing was lost, the course still reads, and a deleted note makes room for another.
      const doc = await readCourse(t, token, course.id);
      expect(doc.topics).toHaveLength(COURSE_LIMITS.topics);
      expect(doc.topics[0]?.days).toHaveLength(COURSE_LIMITS.days);
      expect(doc.outline.objectives).toHaveLength(COURSE_LIMITS.objectives);
      expect((await call(t, "DELETE", `${base}/content/${content.id}`, { token })).status).toBe(204);
      const again = await call(t, "POST", `${base}/days/${day.id}/content`, {
        token,
        body: { title: "", text: "y" },
      });
      expect(again.status).toBe(201);
    });

    it("holds at most so many bytes of note text: an edit may rename or shrink a note, not grow it past", async () => {
      const a = await signUp(t);
      const { course, base, day, content } = await createCourseTree(t, a.token);
      const token = a.token;
      const most = COURSE_LIMITS.textBytes;
      /** What a text takes in the course's document: its JSON form, quotes and escapes included. */
      const bytes = (text: string) => Buffer.byteLength(JSON.stringify(text));
      const original = typeof content.data === "string" ? content.data : "";
      // Emoji take four bytes each, a control character six as JSON ("\u0001").
      const long = "Osmosis moves water \u0001 across a membrane 🌊. ".repeat(4000);
      const notes = Math.floor((most - bytes(original)) / bytes(long));
      const { db } = t.server.database;
      for (let from = 0; from < notes; from += 20) {
        await db.insert(contentItems).values(
          Array.from({ length: Math.min(20, notes - from) }, (_, i) => ({
            courseId: course.id,
            dayId: day.id,
            position: from + i + 1,
            type: "text" as const,
            title: `Long ${from + i}`,
            data: { text: long },
          })),
        );
      }
      const left = most - bytes(original) - notes * bytes(long);
      const post = (text: string) =>
        call(t, "POST", `${base}/days/${day.id}/content`, { token, body: { title: "", text } });
      const over = await post("z".repeat(left - 2 + 1));
      expect(over.status).toBe(409);
      expect(over.body).toEqual(full(COURSE_FULL.textBytes(n(most / 1024 / 1024))));
      const exact = await post("z".repeat(left - 2));
      expect(exact.status).toBe(201);
      // The course is now exactly full: a note may be renamed, rewritten as long as it was, or shorter.
      const edit = (body: object) => call(t, "PATCH", `${base}/content/${content.id}`, { token, body });
      expect((await edit({ text: `${original}.` })).status).toBe(409);
      expect((await edit({ title: "Renamed", text: original })).status).toBe(200);
      expect((await edit({ text: "Shorter." })).status).toBe(200);
      expect((await edit({ text: original })).status).toBe(200);
      // A growing edit begun before another tab's change is told of that change, not of the room;
      // one to a note of another course is not found there.
      expect((await edit({ text: `${original}..`, version: 1 })).body).toEqual({
        error: { code: "course/note-changed", message: ERRORS["course/note-changed"].message },
      });
      const elsewhere = await createCourseTree(t, token);
      const missing = await call(t, "PATCH", `${base}/content/${elsewhere.content.id}`, {
        token,
        body: { text: `${original}..` },
      });
      expect(missing.status).toBe(404);
      expect((await readCourse(t, token, course.id)).topics[0]?.days[0]?.content).toHaveLength(notes + 2);
    });

    it("counts a photo or recording on its way as a note: two tabs cannot both take the last place", async () => {
      const a = await signUp(t);
      const { course, base, day } = await createCourseTree(t, a.token);
      const token = a.token;
      const { db } = t.server.database;
      // One note short of the limit but for an upload being read (its task held by a worker).
      await addNotes({ courseId: course.id, dayId: day.id }, COURSE_LIMITS.notes - 3);
      const [held] = await db
        .insert(tasks)
        .values({
          userId: a.user.uid,
          courseId: course.id,
          dayId: day.id,
          kind: "audio",
          state: "running",
          leaseUntil: new Date(Date.now() + 3_600_000),
        })
        .returning();
      const note = (title: string) =>
        call(t, "POST", `${base}/days/${day.id}/content`, { token, body: { title, text: "y" } });
      const notesFull = full(COURSE_FULL.notes(n(COURSE_LIMITS.notes)));
      expect((await note("The last place")).status).toBe(201);
      expect((await note("One too many")).body).toEqual(notesFull);
      const photo = () => upload(t, token, { courseId: course.id, dayId: day.id }, "image", picture);
      const picture = await renderText("Osmosis");
      expect((await photo()).body).toEqual(notesFull);

      // The recording failed: its place is free, and two photos sent at once take it once.
      await db
        .update(tasks)
        .set({ state: "failed" })
        .where(eq(tasks.id, held?.id ?? ""));
      const both = await Promise.all([photo(), photo()]);
      expect(both.map((r) => r.status).sort()).toEqual([202, 409]);
      const taken = both.find((r) => r.status === 202);
      expect((await settled(t, token, taken?.body.id ?? "")).state).toBe("done");
      const doc = await readCourse(t, token, course.id);
      expect(doc.topics[0]?.days[0]?.content).toHaveLength(COURSE_LIMITS.notes);
      expect((await note("Still too many")).body).toEqual(notesFull);
    });

    it("holds at most so many courses per account", async () => {
      const a = await signUp(t);
      const { db } = t.server.database;
      await db.insert(courses).values(
        Array.from({ length: COURSE_LIMITS.coursesPerUser }, (_, i) => ({
          userId: a.user.uid,
          title: `Course ${i}`,
          description: "Filled in",
        })),
      );
      const res = await call(t, "POST", "/api/courses", { token: a.token, body: buildCourseInput() });
      expect(res.status).toBe(409);
      expect(res.body).toEqual({
        error: {
          code: "course/too-many",
          message: ERRORS["course/too-many"].message(COURSE_LIMITS.coursesPerUser),
        },
      });
      const other = await signUp(t);
      expect(
        (await call(t, "POST", "/api/courses", { token: other.token, body: buildCourseInput() })).status,
      ).toBe(201);
    });
  });
});
