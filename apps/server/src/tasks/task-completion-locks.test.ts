import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { CoursesRepository } from "../courses/courses.repository";
import { openDatabase, type Database } from "../db/database";
import { courses, days, tasks, topics, users } from "../db/schema";
import { createTestDatabase, databaseKinds, type TestDatabase } from "../test/test-database";
import { TasksRepository } from "./tasks.repository";

function first<T>(rows: T[]): T {
  const [row] = rows;
  if (!row) throw new Error("insert returned no row");
  return row;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// Two transactions that lock the same rows in opposite orders deadlock, and PostgreSQL then ends
// one of them with an error: a task finishing (its row, then its course) while its topic or day is
// deleted (the course, then the task, by the cascade). Only a server database runs
// transactions side by side; the embedded one runs them one at a time.
describe.runIf(databaseKinds.includes("postgres"))(
  "a task finishing while its topic or day is deleted",
  () => {
    let test: TestDatabase;
    let database: Database;
    beforeAll(async () => {
      test = await createTestDatabase("postgres");
      database = await openDatabase({ url: test.env.DATABASE_URL ?? "" });
      await database.migrate();
    });
    afterAll(async () => {
      await database.close();
      await test.drop();
    });

    async function runningTask(kind: "topic-lecture" | "day-lecture") {
      const { db } = database;
      const user = first(
        await db
          .insert(users)
          .values({
            email: `${crypto.randomUUID()}@example.com`,
            passwordHash: "x",
            firstName: "Ada",
            lastName: "L",
          })
          .returning(),
      );
      const course = first(await db.insert(courses).values({ userId: user.id }).returning());
      const topic = first(
        await db.insert(topics).values({ courseId: course.id, position: 0, title: "Cells" }).returning(),
      );
      const day = first(
        await db
          .insert(days)
          .values({ courseId: course.id, topicId: topic.id, date: "2026-11-27" })
          .returning(),
      );
      const task = first(
        await db
          .insert(tasks)
          .values({
            userId: user.id,
            courseId: course.id,
            topicId: topic.id,
            ...(kind === "day-lecture" ? { dayId: day.id } : {}),
            kind,
            state: "running",
          })
          .returning(),
      );
      return { uid: user.id, courseId: course.id, topicId: topic.id, dayId: day.id, taskId: task.id };
    }

    it.each(["topic", "day"] as const)(
      "waits for the other: the lecture is written, then the %s is deleted with its task, without a deadlock",
      async (deleted) => {
        const { uid, courseId, topicId, dayId, taskId } = await runningTask(
          deleted === "day" ? "day-lecture" : "topic-lecture",
        );
        const coursesRepository = new CoursesRepository(database.db);
        const tasksRepository = new TasksRepository(database.db);
        let deleting: Promise<unknown> | undefined;
        const completing = tasksRepository.complete(taskId, {}, async (tx) => {
          // The task is marked done in this transaction; the delete starts now and has time to
          // take whatever it can before the lecture is written.
          deleting = coursesRepository.edit(uid, courseId, async (course) =>
            deleted === "topic" ? await course.deleteTopic(topicId) : Boolean(await course.deleteDay(dayId)),
          );
          deleting.catch(() => undefined);
          await pause(300);
          await coursesRepository.setLecture(
            tx,
            { courseId, topicId, ...(deleted === "day" ? { dayId } : {}) },
            { summary: "A lecture", fileId: null, notes: "" },
          );
        });
        await expect(completing).resolves.toBe(true);
        await expect(deleting).resolves.toEqual({ owned: true, value: true });
        // The delete went through after the task finished: the task went with what it belonged to.
        const left = await database.db.select().from(tasks).where(eq(tasks.id, taskId));
        expect(left).toEqual([]);
      },
    );
  },
);
