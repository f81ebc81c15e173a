import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { openDatabase, type Database, type Db } from "../db/database";
import { courses, users } from "../db/schema";
import { CourseCache } from "./course-cache";
import { CoursesRepository } from "./courses.repository";

/**
 * The database, counting the statements run through `execute` (the course document's read); each
 * one's result is held until `gate` opens, as a slow read's would be.
 */
function counted(db: Db, gate: Promise<void> = Promise.resolve()): { db: Db; executed: () => number } {
  let executed = 0;
  const proxy = new Proxy(db, {
    get(target, property, receiver) {
      const value = Reflect.get(target, property, receiver) as unknown;
      if (property !== "execute" || typeof value !== "function") return value;
      return async (...args: unknown[]) => {
        executed += 1;
        const result = await (value as (...a: unknown[]) => Promise<unknown>).apply(target, args);
        await gate;
        return result;
      };
    },
  });
  return { db: proxy, executed: () => executed };
}

describe("reads of a course too large to keep", () => {
  let database: Database;
  let uid: string;
  let courseId: string;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    const [user] = await database.db
      .insert(users)
      .values({ email: "big@example.com", passwordHash: "x", firstName: "Big", lastName: "Reader" })
      .returning();
    const [course] = await database.db
      .insert(courses)
      .values({ userId: user?.id ?? "", description: "x".repeat(50_000) })
      .returning();
    uid = user?.id ?? "";
    courseId = course?.id ?? "";
  });
  afterAll(() => database.close());

  it("share one read when they come at once, and each owner's reads take turns (attack: 20 at once held the database for seconds)", async () => {
    const { db, executed } = counted(database.db);
    // A budget too small to keep the document: every read goes to the database, as for a 20 MB course.
    const repository = new CoursesRepository(db, new CourseCache(1000));
    const reads = await Promise.all(Array.from({ length: 20 }, () => repository.readDocument(uid, courseId)));
    expect(new Set(reads.map((read) => read?.version))).toEqual(new Set([1]));
    expect(executed()).toBe(1);
    // Once it is done, the next read reads again.
    await repository.readDocument(uid, courseId);
    expect(executed()).toBe(2);
    // A conditional read's version is read without the document (a 304 costs no document read).
    expect(await repository.versionOf(uid, courseId)).toBe(1);
    expect(executed()).toBe(2);
  });

  it("do not share a read begun before a change: a reader sees the course as it is once its edit is in", async () => {
    let open: (value?: unknown) => void = () => undefined;
    const gate = new Promise((resolve) => (open = resolve)).then(() => undefined);
    const { db, executed } = counted(database.db, gate);
    const repository = new CoursesRepository(db, new CourseCache(1000));
    const before = repository.readDocument(uid, courseId);
    await vi.waitFor(() => expect(executed()).toBe(1));
    // The edit, as an edit tells the cache (courses.repository's edit): a new version.
    await database.db.update(courses).set({ title: "Renamed", version: 2 });
    repository.cache.changed(courseId, 2);
    const after = repository.readDocument(uid, courseId);
    open();
    expect((await before)?.version).toBe(1);
    const read = await after;
    expect(read?.version).toBe(2);
    expect(JSON.parse(read?.json.toString() ?? "{}")).toMatchObject({ title: "Renamed" });
  });
});
