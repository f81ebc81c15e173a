import { and, eq, gt, inArray, isNotNull, isNull, lt, lte, ne, or, sql } from "drizzle-orm";
import type { Task } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { courses, tasks } from "../db/schema";

export type TaskRow = typeof tasks.$inferSelect;
export type NewTask = typeof tasks.$inferInsert;

export const toTask = (row: TaskRow): Task => ({
  id: row.id,
  kind: row.kind,
  state: row.state,
  progress: row.progress,
  courseId: row.courseId,
  topicId: row.topicId,
  dayId: row.dayId,
  contentId: row.state === "done" ? row.contentId : null,
  fileId: row.state === "done" ? row.fileId : null,
  error: row.error,
  createdAt: row.createdAt.toISOString(),
  updatedAt: row.updatedAt.toISOString(),
});

const unfinished = inArray(tasks.state, ["queued", "running"]);

/** The other tasks of a task's kind and place whose results' replaced things wait to be settled. */
export interface OtherReplaced {
  /** Them, locked for the transaction. */
  list(): Promise<TaskRow[]>;
  /** Changes what one of them replaced. */
  set(taskId: string, replaced: object): Promise<void>;
}

function otherReplaced(tx: Db, task: TaskRow): OtherReplaced {
  return {
    list: () =>
      tx
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.kind, task.kind),
            eq(tasks.courseId, task.courseId),
            task.topicId ? eq(tasks.topicId, task.topicId) : isNull(tasks.topicId),
            task.dayId ? eq(tasks.dayId, task.dayId) : isNull(tasks.dayId),
            eq(tasks.state, "done"),
            isNotNull(tasks.replaced),
            ne(tasks.id, task.id),
          ),
        )
        .for("update"),
    set: async (taskId, replaced) => {
      await tx.update(tasks).set({ replaced }).where(eq(tasks.id, taskId));
    },
  };
}

/**
 * Locks the task's course, as every edit of it claims it first (and as a topic's or day's delete
 * does before the cascade reaches the task): the same order of locks, so a task finishing (or
 * its result settled) while its topic is deleted waits for the delete, or the delete for it, and
 * neither ends in a deadlock. False when the task is gone.
 */
async function lockCourseOf(tx: Db, taskId: string): Promise<boolean> {
  const [owner] = await tx.select({ courseId: tasks.courseId }).from(tasks).where(eq(tasks.id, taskId));
  if (!owner) return false;
  await tx
    .select({ id: courses.id })
    .from(courses)
    .where(eq(courses.id, owner.courseId))
    .for("no key update");
  return true;
}

/**
 * The task rows. Every change of state is one conditional UPDATE, so a cancel and a worker's
 * completion racing each other have exactly one winner.
 */
export class TasksRepository {
  constructor(private readonly db: Db) {}

  async insert(task: NewTask, tx: Db = this.db): Promise<TaskRow> {
    const [row] = await tx.insert(tasks).values(task).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  async findOwned(uid: string, taskId: string): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .select()
      .from(tasks)
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, uid)));
    return row;
  }

  /**
   * Takes the task for this worker until the lease ends: a queued task, or a running one whose
   * worker stopped renewing its lease (it died). Undefined when the task is not there to take.
   */
  async claim(taskId: string, leaseSeconds: number): Promise<TaskRow | undefined> {
    const [row] = await this.db
      .update(tasks)
      .set({
        state: "running",
        // Taken up again after a crash, the work starts over: so does its progress.
        progress: null,
        attempts: sql`${tasks.attempts} + 1`,
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        updatedAt: new Date(),
      })
      .where(
        and(
          eq(tasks.id, taskId),
          or(eq(tasks.state, "queued"), and(eq(tasks.state, "running"), lt(tasks.leaseUntil, sql`now()`))),
        ),
      )
      .returning();
    return row;
  }

  /**
   * Claims the task to work on next, sharing the workers fairly between users: of the tasks
   * waiting (or whose worker died), one of a user with fewer than `perUser` tasks running, the
   * tasks of users with none running first, then the oldest. Undefined when none may start.
   */
  async claimNext(leaseSeconds: number, perUser: number): Promise<TaskRow | undefined> {
    const running = (user: typeof tasks.userId) =>
      sql<number>`(select count(*) from ${tasks} as r where r.user_id = ${user} and r.state = 'running' and r.lease_until >= now())`;
    // Another worker may claim the same task first: the next is tried.
    for (let attempt = 0; attempt < 5; attempt++) {
      const [next] = await this.db
        .select({ id: tasks.id })
        .from(tasks)
        .where(
          and(
            or(eq(tasks.state, "queued"), and(eq(tasks.state, "running"), lt(tasks.leaseUntil, sql`now()`))),
            sql`${running(tasks.userId)} < ${perUser}`,
          ),
        )
        .orderBy(sql`${running(tasks.userId)} > 0`, tasks.createdAt)
        .limit(1);
      if (!next) return undefined;
      const claimed = await this.claim(next.id, leaseSeconds);
      if (claimed) return claimed;
    }
    return undefined;
  }

  /** Extends the lease (and records progress); false when the task was cancelled or deleted. */
  /** Which of these tasks are still running (not deleted, cancelled or finished). */
  async stillRunning(ids: string[]): Promise<string[]> {
    if (ids.length === 0) return [];
    const rows = await this.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(and(inArray(tasks.id, ids), eq(tasks.state, "running")));
    return rows.map((row) => row.id);
  }

  async renew(taskId: string, leaseSeconds: number, progress?: number): Promise<boolean> {
    const rows = await this.db
      .update(tasks)
      .set({
        leaseUntil: sql`now() + make_interval(secs => ${leaseSeconds})`,
        ...(progress !== undefined ? { progress, updatedAt: new Date() } : {}),
      })
      .where(and(eq(tasks.id, taskId), eq(tasks.state, "running")))
      .returning({ id: tasks.id });
    return rows.length > 0;
  }

  /**
   * Marks the task done and runs `write` in the same transaction; nothing is written when the
   * task was cancelled (or its topic or day deleted) first. What `write` returns is what the
   * result replaced, kept with the task (`replaced`). True when it was done here.
   */
  complete(
    taskId: string,
    result: { contentId?: string; fileId?: string },
    write: (tx: Db) => Promise<object | undefined>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await lockCourseOf(tx, taskId))) return false;
      const done = await tx
        .update(tasks)
        .set({ state: "done", progress: 100, leaseUntil: null, updatedAt: new Date(), ...result })
        .where(and(eq(tasks.id, taskId), eq(tasks.state, "running")))
        .returning({ id: tasks.id });
      if (done.length === 0) return false;
      const replaced = await write(tx);
      if (replaced) await tx.update(tasks).set({ replaced }).where(eq(tasks.id, taskId));
      return true;
    });
  }

  /**
   * Takes what a task's result replaced off the task and runs `settle` with it, in one
   * transaction that has claimed the task's course (so a server killed midway leaves it as it
   * was, and a take-back and a drop, or two servers, never both settle it): `take-back` when the
   * owner cancels a task done within the last `withinSeconds` (the task is then cancelled),
   * `drop` once it was done longer ago. False when there is nothing to settle (so for a cancel:
   * too late).
   */
  settleReplaced(
    taskId: string,
    how: "take-back" | "drop",
    withinSeconds: number,
    settle: (tx: Db, task: TaskRow, others: OtherReplaced) => Promise<void>,
  ): Promise<boolean> {
    return this.db.transaction(async (tx) => {
      if (!(await lockCourseOf(tx, taskId))) return false;
      const since = sql`now() - make_interval(secs => ${withinSeconds})`;
      const [task] = await tx
        .select()
        .from(tasks)
        .where(
          and(
            eq(tasks.id, taskId),
            eq(tasks.state, "done"),
            isNotNull(tasks.replaced),
            how === "take-back" ? gt(tasks.updatedAt, since) : lte(tasks.updatedAt, since),
          ),
        )
        .for("update");
      if (!task) return false;
      await tx
        .update(tasks)
        .set(
          how === "take-back"
            ? { replaced: null, state: "cancelled", updatedAt: new Date() }
            : { replaced: null },
        )
        .where(eq(tasks.id, taskId));
      await settle(tx, task, otherReplaced(tx, task));
      return true;
    });
  }

  /**
   * Gives a running task back to the queue, as if it had not been started (the server is
   * stopping): the next worker, here or after a restart, takes it up at once.
   */
  async release(taskId: string): Promise<void> {
    await this.db
      .update(tasks)
      .set({
        state: "queued",
        leaseUntil: null,
        progress: null,
        attempts: sql`greatest(${tasks.attempts} - 1, 0)`,
        updatedAt: new Date(),
      })
      .where(and(eq(tasks.id, taskId), eq(tasks.state, "running")));
  }

  /**
   * Puts every running task back in the queue: at the start of a server that alone uses the
   * database, they are a killed server's. Their attempts still count (a task that kills its
   * server is not tried for ever).
   */
  async requeueRunning(): Promise<void> {
    await this.db
      .update(tasks)
      .set({ state: "queued", leaseUntil: null, progress: null, updatedAt: new Date(0) })
      .where(eq(tasks.state, "running"));
  }

  async fail(taskId: string, error: string): Promise<void> {
    await this.db
      .update(tasks)
      .set({ state: "failed", error, leaseUntil: null, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), unfinished));
  }

  /** Cancels an unfinished task; the row as it now is (undefined when it is not the caller's). */
  async cancel(uid: string, taskId: string): Promise<TaskRow | undefined> {
    const [cancelled] = await this.db
      .update(tasks)
      .set({ state: "cancelled", leaseUntil: null, updatedAt: new Date() })
      .where(and(eq(tasks.id, taskId), eq(tasks.userId, uid), unfinished))
      .returning();
    return cancelled ?? (await this.findOwned(uid, taskId));
  }

  /**
   * Takes a finished task's result back (the user cancelled as it finished), if it finished within
   * the last `withinSeconds`: marks it cancelled and runs `undo` in one transaction that has
   * claimed the task's course, so a server killed midway leaves the result whole and the task
   * done. False when it finished longer ago (or another cancel came first), or when `undo` says
   * the result is no longer its to take back (then nothing is changed).
   */
  async discard(
    taskId: string,
    withinSeconds: number,
    undo: (tx: Db, task: TaskRow) => Promise<boolean>,
  ): Promise<boolean> {
    const kept = new Error("kept");
    try {
      return await this.db.transaction(async (tx) => {
        if (!(await lockCourseOf(tx, taskId))) return false;
        const [row] = await tx
          .update(tasks)
          .set({ state: "cancelled", updatedAt: new Date() })
          .where(
            and(
              eq(tasks.id, taskId),
              eq(tasks.state, "done"),
              // (one that replaced something is taken back with it: settleReplaced)
              isNull(tasks.replaced),
              gt(tasks.updatedAt, sql`now() - make_interval(secs => ${withinSeconds})`),
            ),
          )
          .returning();
        if (!row) return false;
        // (thrown, so that the task's state goes back as it was)
        if (!(await undo(tx, row))) throw kept;
        return true;
      });
    } catch (error) {
      if (error === kept) return false;
      throw error;
    }
  }

  /**
   * Tasks done more than `withinSeconds` ago whose result's replaced things are still kept: a
   * server stopped or killed before it dropped them itself. Found by the sweep.
   */
  async replacedDue(withinSeconds: number): Promise<string[]> {
    const rows = await this.db
      .select({ id: tasks.id })
      .from(tasks)
      .where(
        and(
          isNotNull(tasks.replaced),
          eq(tasks.state, "done"),
          lte(tasks.updatedAt, sql`now() - make_interval(secs => ${withinSeconds})`),
        ),
      )
      .limit(100);
    return rows.map((row) => row.id);
  }

  /**
   * Tasks to deliver again: queued ones not touched for `quietSeconds` (their job was lost) and
   * running ones whose lease has passed (their worker died). Touches them so the next sweep
   * leaves them alone for a while.
   */
  async stranded(quietSeconds: number): Promise<string[]> {
    const rows = await this.db
      .update(tasks)
      .set({ updatedAt: new Date() })
      .where(
        or(
          and(
            eq(tasks.state, "queued"),
            lt(tasks.updatedAt, sql`now() - make_interval(secs => ${quietSeconds})`),
          ),
          and(eq(tasks.state, "running"), lt(tasks.leaseUntil, sql`now()`)),
        ),
      )
      .returning({ id: tasks.id });
    return rows.map((row) => row.id);
  }
}
