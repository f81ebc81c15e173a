import http from "node:http";
import { brotliDecompressSync, gunzipSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { Course, type ContentItem } from "@study-well/shared/api";
import { call, signUp } from "../test/api-client";
import { createCourseTree, readCourse } from "../test/course-fixtures";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

/** A GET on a raw socket: the bytes as sent, nothing decoded (fetch would inflate them). */
function rawGet(
  t: TestServer,
  path: string,
  headers: Record<string, string>,
): Promise<{ status: number; headers: http.IncomingHttpHeaders; body: Buffer }> {
  return new Promise((resolve, reject) => {
    const req = http.get(`${t.url}${path}`, { headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on("data", (chunk: Buffer) => chunks.push(chunk));
      res.on("end", () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** A course with enough notes that its document is worth compressing. */
async function biggerCourse(t: TestServer, token: string) {
  const tree = await createCourseTree(t, token);
  for (let i = 0; i < 10; i++) {
    await call<ContentItem>(t, "POST", `${tree.base}/days/${tree.day.id}/content`, {
      token,
      body: {
        title: `Note ${i}`,
        text: "Alkanes are saturated hydrocarbons with single bonds only. ".repeat(5),
      },
    });
  }
  return tree;
}

describe.each(databaseKinds)("course reads on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.stop());

  it("carries an ETag; the same ETag back answers 304 with no body until the course changes", async () => {
    const a = await signUp(t);
    const { course, base, day } = await createCourseTree(t, a.token);
    const first = await call<Course>(t, "GET", base, { token: a.token });
    const etag = first.headers.get("etag") ?? "";
    expect(etag).toMatch(/^W\/"\d+"$/);
    expect(first.headers.get("cache-control")).toBe("no-store");

    const unchanged = await rawGet(t, base, { authorization: `Bearer ${a.token}`, "if-none-match": etag });
    expect(unchanged.status).toBe(304);
    expect(unchanged.body.length).toBe(0);
    expect(unchanged.headers.etag).toBe(etag);
    // Lists and `*` match too; another tag does not.
    const listed = await call(t, "GET", base, {
      token: a.token,
      headers: { "if-none-match": `"x", ${etag}` },
    });
    expect(listed.status).toBe(304);
    expect((await call(t, "GET", base, { token: a.token, headers: { "if-none-match": '"x"' } })).status).toBe(
      200,
    );

    // Every kind of edit moves the version: the old ETag now gets the whole, new document.
    const edits = [
      () => call(t, "PATCH", base, { token: a.token, body: { title: "Renamed" } }),
      () => call(t, "POST", `${base}/objectives`, { token: a.token, body: { text: "Name alkanes" } }),
      () =>
        call(t, "POST", `${base}/days/${day.id}/content`, {
          token: a.token,
          body: { title: "B", text: "b" },
        }),
      () => call(t, "PATCH", `${base}/days/${day.id}`, { token: a.token, body: { date: "2026-01-02" } }),
    ];
    let current = etag;
    for (const edit of edits) {
      expect((await edit()).status).toBeLessThan(300);
      const after = await call<Course>(t, "GET", base, {
        token: a.token,
        headers: { "if-none-match": current },
      });
      expect(after.status).toBe(200);
      expect(Course.parse(after.body)).toEqual(after.body);
      const next = after.headers.get("etag") ?? "";
      expect(next).not.toBe(current);
      current = next;
    }
    const doc = await readCourse(t, a.token, course.id);
    expect(doc.title).toBe("Renamed");
    expect(doc.outline.objectives.map((o) => o.text)).toEqual(["Name alkanes"]);
    expect(doc.topics[0]?.days[0]?.content.map((c) => c.title)).toEqual(["Naming", "B"]);
  });

  it("answers another user's course 404 even with its current ETag", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { base } = await createCourseTree(t, a.token);
    const etag = (await call(t, "GET", base, { token: a.token })).headers.get("etag") ?? "";
    const theirs = await call(t, "GET", base, { token: b.token, headers: { "if-none-match": etag } });
    expect(theirs.status).toBe(404);
    expect(theirs.headers.get("etag")).toBeNull();
  });

  it("sends the document compressed with brotli or gzip when asked, the same JSON either way", async () => {
    const a = await signUp(t);
    const { base } = await biggerCourse(t, a.token);
    const auth = { authorization: `Bearer ${a.token}` };
    const plain = await rawGet(t, base, auth);
    expect(plain.headers["content-encoding"]).toBeUndefined();
    expect(plain.body.length).toBeGreaterThan(2000);
    const br = await rawGet(t, base, { ...auth, "accept-encoding": "gzip, deflate, br" });
    expect(br.headers["content-encoding"]).toBe("br");
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.body.length).toBeLessThan(plain.body.length / 3);
    expect(brotliDecompressSync(br.body).toString()).toBe(plain.body.toString());
    const gz = await rawGet(t, base, { ...auth, "accept-encoding": "gzip" });
    expect(gz.headers["content-encoding"]).toBe("gzip");
    expect(gunzipSync(gz.body).toString()).toBe(plain.body.toString());
    // Refused encodings are not used.
    const none = await rawGet(t, base, { ...auth, "accept-encoding": "br;q=0, gzip;q=0" });
    expect(none.headers["content-encoding"]).toBeUndefined();
    expect(none.body.toString()).toBe(plain.body.toString());
  });

  it("compresses other JSON answers above 1 KB, and not small ones", async () => {
    const a = await signUp(t);
    for (let i = 0; i < 12; i++) {
      await call(t, "POST", "/api/courses", {
        token: a.token,
        body: { title: `Course number ${i} with a longer title`, description: "A description ".repeat(8) },
      });
    }
    const list = await rawGet(t, "/api/courses", {
      authorization: `Bearer ${a.token}`,
      "accept-encoding": "br",
    });
    expect(list.status).toBe(200);
    expect(list.headers["content-encoding"]).toBe("br");
    expect(JSON.parse(brotliDecompressSync(list.body).toString())).toHaveLength(12);
    const health = await rawGet(t, "/api/health", { "accept-encoding": "br" });
    expect(health.headers["content-encoding"]).toBeUndefined();
  });
});

describe.runIf(databaseKinds.includes("postgres"))("caches across server processes", () => {
  let first: TestServer;
  let second: TestServer;
  beforeAll(async () => {
    first = await startTestServer("postgres");
    // A second server on the same PostgreSQL database, as a second replica would be.
    second = await startTestServer("postgres", { database: first.database });
  });
  afterAll(async () => {
    await second.server.close();
    await first.stop();
  });

  /** Asks until `check` holds: a notice from the other process arrives within milliseconds. */
  async function eventually(check: () => Promise<boolean>): Promise<void> {
    for (let i = 0; i < 100; i++) {
      if (await check()) return;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    throw new Error("the other server never saw the change");
  }

  it("a course changed through one server is read fresh through the other", async () => {
    const a = await signUp(first);
    const { course, base } = await createCourseTree(first, a.token);
    // Cached in the second server first.
    expect((await readCourse(second, a.token, course.id)).title).toBe("Organic Chemistry");
    expect((await readCourse(second, a.token, course.id)).title).toBe("Organic Chemistry");
    await call(first, "PATCH", base, { token: a.token, body: { title: "Changed elsewhere" } });
    await eventually(
      async () => (await readCourse(second, a.token, course.id)).title === "Changed elsewhere",
    );
    const etags = await Promise.all(
      [first, second].map(async (s) => (await call(s, "GET", base, { token: a.token })).headers.get("etag")),
    );
    expect(etags[0]).toBe(etags[1]);
  });

  it("an account disabled through one server is refused by the other", async () => {
    const a = await signUp(first);
    expect((await call(second, "GET", "/api/auth/lookup", { token: a.token })).status).toBe(200);
    await first.server.app.services.auth.setDisabled(a.user.uid, true);
    // This server at once; the other as soon as the notice arrives.
    expect((await call(first, "GET", "/api/auth/lookup", { token: a.token })).status).toBe(401);
    await eventually(
      async () => (await call(second, "GET", "/api/auth/lookup", { token: a.token })).status === 401,
    );
  });

  it("a session signed out through one server is refused by the other", async () => {
    const a = await signUp(first);
    expect((await call(second, "GET", "/api/auth/lookup", { token: a.token })).status).toBe(200);
    await call(first, "POST", "/api/auth/sign-out", { body: { refreshToken: a.refreshToken } });
    expect((await call(first, "GET", "/api/auth/lookup", { token: a.token })).status).toBe(401);
    await eventually(
      async () => (await call(second, "GET", "/api/auth/lookup", { token: a.token })).status === 401,
    );
  });
});
