import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "@study-well/shared";
import { call, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { buildWaitlistEntry } from "../test/factories";
import {
  fuzzCases,
  operationsOf,
  urlOf,
  type FuzzCase,
  type OpenApiDoc,
  type Operation,
} from "../test/openapi-fuzz";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

/**
 * Cases per operation on each database. The schemas refuse nearly all of them before any SQL is
 * run, and the SQL is the same on both, so PostgreSQL gets the first 10 of PGlite's 50 (20 took
 * 30 s of the test run's time).
 */
const CASES_PER_OPERATION = { pglite: 50, postgres: 10 } as const;
const RAW_BODY_PATHS = ["/api/ai/ocr", "/api/ai/transcribe"];

/** The ids a request names: real ones, owned by the caller, unless a case replaces them. */
async function realIds(t: TestServer, ownerToken: string, ownerUid: string, adminToken: string) {
  const { course, topic, day, content, base } = await createCourseTree(t, ownerToken);
  const objective = await call<{ id: string }>(t, "POST", `${base}/objectives`, {
    token: ownerToken,
    body: { text: "Aim" },
  });
  const entry = buildWaitlistEntry();
  await call(t, "POST", "/api/waitlist", { body: entry });
  const list = await call<{ id: string; email: string }[]>(t, "GET", "/api/admin/waitlist", {
    token: adminToken,
  });
  return {
    courseId: course.id,
    topicId: topic.id,
    dayId: day.id,
    contentId: content.id,
    objectiveId: objective.body.id,
    id: list.body.find((e) => e.email === entry.email)?.id ?? "",
    uid: ownerUid,
  };
}

async function send(
  t: TestServer,
  op: Operation,
  fuzz: FuzzCase,
  ids: Record<string, string>,
  token: string,
) {
  const headers: Record<string, string> = { authorization: `Bearer ${token}` };
  let payload: string | Uint8Array | undefined;
  if (fuzz.body && "json" in fuzz.body) {
    headers["content-type"] = "application/json";
    // JSON.stringify answers undefined (whatever its type says) for undefined.
    payload = fuzz.body.json === undefined ? "null" : JSON.stringify(fuzz.body.json);
  } else if (fuzz.body && "text" in fuzz.body) {
    headers["content-type"] = fuzz.body.type;
    payload = fuzz.body.text;
  } else if (fuzz.body) {
    headers["content-type"] = fuzz.body.type;
    payload = fuzz.body.bytes;
  }
  const res = await t.fetch(urlOf(op, fuzz, ids), {
    method: op.method,
    headers,
    ...(payload !== undefined ? { body: payload } : {}),
  });
  return { status: res.status, text: await res.text() };
}

describe.each(databaseKinds)("fuzzing every operation in the OpenAPI document on %s", (kind) => {
  let t: TestServer;
  let operations: Operation[];
  beforeAll(async () => {
    t = await startTestServer(kind, {
      env: { AI_REQUESTS_PER_MINUTE: "100000", AUTH_SIGNUP_LIMIT: "100000" },
    });
    const doc = (await (await t.fetch("/api/openapi.json")).json()) as OpenApiDoc;
    operations = operationsOf(doc, RAW_BODY_PATHS);
  });
  afterAll(() => t.stop());

  const cases = CASES_PER_OPERATION[kind];
  it(`answers ${cases} hostile requests per operation, each refused by its schema or served`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const failures: string[] = [];
    for (const [index, op] of operations.entries()) {
      const owner = await signUp(t);
      const admin = await signUp(t);
      await t.server.app.services.usersRepository.update(admin.user.uid, { role: "admin" });
      const ids = await realIds(t, owner.token, owner.user.uid, admin.token);
      const token = op.path.startsWith("/api/admin") ? admin.token : owner.token;
      for (const fuzz of fuzzCases(op, cases, 1000 + index)) {
        const res = await send(t, op, fuzz, ids, token);
        // The database's refusal is a net under the schemas: they should refuse first, in words.
        if (res.status >= 500 || res.text.includes(ERRORS["request/refused-value"].message)) {
          failures.push(`${op.method} ${op.path} [${fuzz.label}] -> ${res.status} ${res.text.slice(0, 200)}`);
        }
      }
    }
    expect(failures).toEqual([]);
    expect((await t.fetch("/api/health")).status).toBe(200);
  }, 600_000);
});
