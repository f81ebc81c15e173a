import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { courses, tasks, topics, users } from "../db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../test/test-database";
import { TasksRepository } from "./tasks.repository";

describe.each(databaseKinds)("the tasks a worker takes next, on %s", (kind) => {
  let test: TestDatabase;
  let database: Database;
  beforeAll(async () => {
    test = await createTestDatabase(kind);
    database = await openDatabase(
      kind === "postgres" ? { url: test.env.DATABASE_URL ?? "" } : { dataDir: test.dataDir },
    );
    await database.migrate();
  });
  afterAll(async () => {
    await database.close();
    await test.drop();
  });

  /** A user with a course and a topic, and `count` topic lectures queued a second apart. */
  async function userWithTasks(name: string, count: number, startsAt: number) {
    const { db } = database;
    const [user] = await db
      .insert(users)
      .values({
        email: `${crypto.randomUUID()}@example.com`,
        passwordHash: "x",
        firstName: name,
        lastName: "L",
      })
      .returning();
    if (!user) throw new Error("no user");
    const [course] = await db.insert(courses).values({ userId: user.id }).returning();
    if (!course) throw new Error("no course");
    const [topic] = await db
      .insert(topics)
      .values({ courseId: course.id, position: 0, title: "Cells" })
      .returning();
    if (!topic) throw new Error("no topic");
    const made = [];
    for (let n = 0; n < count; n++) {
      const [task] = await db
        .insert(tasks)
        .values({
          userId: user.id,
          courseId: course.id,
          topicId: topic.id,
          kind: "topic-lecture",
          createdAt: new Date(startsAt + n * 1000),
        })
        .returning();
      if (task) made.push(task.id);
    }
    return made;
  }

  it("takes a user with none running before one with some, the oldest first, and leaves a user no more than their share", async () => {
    const repository = new TasksRepository(database.db);
    const start = Date.UTC(2026, 10, 28, 10);
    // Bob sent three long recordings; Alice one photo, after them.
    const bob = await userWithTasks("Bob", 3, start);
    const alice = await userWithTasks("Alice", 1, start + 10_000);
    expect((await repository.claimNext(60, 1))?.id).toBe(bob[0]);
    // Bob has one running: Alice's comes before his older ones, which wait for his first.
    expect((await repository.claimNext(60, 1))?.id).toBe(alice[0]);
    expect(await repository.claimNext(60, 1)).toBeUndefined();
    // With a share of two, Bob's second may start.
    expect((await repository.claimNext(60, 2))?.id).toBe(bob[1]);

    // A task whose worker died is taken up again, its progress starting over.
    await database.db
      .update(tasks)
      .set({ progress: 40, leaseUntil: sql`now() - interval '1 second'` })
      .where(eq(tasks.id, alice[0] ?? ""));
    const again = await repository.claimNext(60, 1);
    expect(again?.id).toBe(alice[0]);
    expect(again?.progress).toBeNull();
    expect(again?.attempts).toBe(2);

    // Given back when the server stops: queued again, as if not started.
    await repository.release(alice[0] ?? "");
    const [released] = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, alice[0] ?? ""));
    expect(released).toMatchObject({ state: "queued", progress: null, leaseUntil: null, attempts: 1 });

    // At the start of the only server on the database, a killed one's running tasks are queued
    // again at once (their attempts still count).
    const running = await repository.claimNext(60, 1);
    expect(running?.state).toBe("running");
    await repository.requeueRunning();
    const [requeued] = await database.db
      .select()
      .from(tasks)
      .where(eq(tasks.id, running?.id ?? ""));
    expect(requeued).toMatchObject({ state: "queued", leaseUntil: null, attempts: running?.attempts });
  });
});
