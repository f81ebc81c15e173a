import { Course, type ContentItem, type Day, type Topic } from "@study-well/shared/api";
import { call } from "./api-client";
import type { TestServer } from "./test-server";

export const buildCourseInput = (overrides: Partial<{ title: string; description: string }> = {}) => ({
  title: "Organic Chemistry",
  description: "Carbon, bonds and reactions",
  ...overrides,
});

async function ok<T>(promise: Promise<{ status: number; body: T }>): Promise<T> {
  const res = await promise;
  if (res.status >= 300) throw new Error(`fixture request failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** A course with one topic, one day and one text item, owned by the token's user. */
export async function createCourseTree(t: TestServer, token: string) {
  const course = Course.parse(await ok(call(t, "POST", "/api/courses", { token, body: buildCourseInput() })));
  const base = `/api/courses/${course.id}`;
  const topic = await ok(call<Topic>(t, "POST", `${base}/topics`, { token, body: { title: "Alkanes" } }));
  const day = await ok(
    call<Day>(t, "POST", `${base}/topics/${topic.id}/days`, { token, body: { date: "2026-11-20" } }),
  );
  const content = await ok(
    call<ContentItem>(t, "POST", `${base}/days/${day.id}/content`, {
      token,
      body: { title: "Naming", text: "Alkanes are named by the longest carbon chain." },
    }),
  );
  return { course, topic, day, content, base };
}

/** Reads a course and checks it against the Course contract (the route sends database-built JSON). */
export async function readCourse(t: TestServer, token: string, courseId: string): Promise<Course> {
  return Course.parse(await ok(call(t, "GET", `/api/courses/${courseId}`, { token })));
}
