import { refusedWith } from "@study-well/shared";
import type { Log } from "../log";
import type { Task, TaskKind } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import type { JobQueue } from "../jobs/job-queue";
import {
  toTask,
  type NewTask,
  type OtherReplaced,
  type TaskRow,
  type TasksRepository,
} from "./tasks.repository";

/** What a finished piece of work writes, in the same transaction that marks its task done. */
export interface TaskResult {
  result: { contentId?: string; fileId?: string };
  write(tx: Db): Promise<void>;
  /**
   * What the written result replaced (a lecture's previous one), read once it is written: kept
   * with the task while a cancel may still take the result back, then settled by the processor's
   * `replaced`.
   */
  replaced?(): object | undefined;
  /** Deletes what the work stored, when its result is not kept (the task was cancelled first). */
  discard(): Promise<void>;
}

/** Work to do once a transaction is committed (deleting stored files its rows named). */
export type AfterCommit = () => Promise<void>;

export interface TaskContext {
  /** Records how far the work has come, 0 to 100; it shows as the overlay's progress bar. */
  progress(percent: number): void;
  /** Aborted when the task is cancelled (or its topic or day deleted): long work stops early. */
  signal: AbortSignal;
}

/** The work of one kind of task (uploads/, lectures/). */
export interface TaskProcessor {
  run(task: TaskRow, context: TaskContext): Promise<TaskResult>;
  /** Deletes what a task stored before it failed or was cancelled. */
  cleanUp(task: TaskRow): Promise<void>;
  /**
   * Takes back a done task's result, when the user cancelled as it finished, in the transaction
   * that marks the task cancelled; returns what to do once that is committed (delete stored files),
   * or "kept" when the result is no longer its own to take back (edited since): the task stays done.
   */
  undo?(tx: Db, task: TaskRow): Promise<AfterCommit | "kept">;
  /**
   * What becomes of what a result replaced (`task.replaced`), in the transaction that takes it
   * off the task; each returns what to do once that is committed (delete stored files).
   */
  replaced?: {
    /**
     * The user cancelled as the task finished: the result goes, and what it replaced comes back
     * (or, if a later result of the same kind and place has replaced it since, that one's
     * `replaced` is mended, in `others`, as if this result had never been).
     */
    putBack(tx: Db, task: TaskRow, others: OtherReplaced): Promise<AfterCommit>;
    /** The result can no longer be taken back: what it replaced is deleted. */
    drop(tx: Db, task: TaskRow): Promise<AfterCommit>;
  };
  /** The spec's words for a failure of this kind of work. */
  failureMessage: string;
  /**
   * What a refusal (a 4xx AppError, whose message follows it) starts with, when the failure's
   * words would not fit it ("Please try again" before a reason trying again will not mend);
   * null: the refusal's message alone.
   */
  refusalMessage?: string | null;
}

export interface TaskTiming {
  /** How long a worker holds a task without renewing; a dead worker's task is taken up after it. */
  leaseSeconds: number;
  /** How often stranded tasks are looked for and sent again. */
  sweepSeconds: number;
  /** How many tasks this process works on at once. */
  workers: number;
  /**
   * A cancel this soon after its task finished was sent before it finished: its result is taken
   * back (FINISH_RACE_SECONDS unless configured).
   */
  finishRaceSeconds?: number;
  /**
   * This server is the only one on its database (the embedded one, whose folder it has locked):
   * a task found running at start was a killed server's, and is taken up at once, not after its
   * lease.
   */
  soleServer?: boolean;
}

/** A cancel this soon after its task finished was sent before it finished: its result is taken back. */
export const FINISH_RACE_SECONDS = 15;

export const DEFAULT_TASK_TIMING: TaskTiming = { leaseSeconds: 60, sweepSeconds: 30, workers: 2 };

/** Why a task's work is stopped when the server stops (not a cancel: the task is taken up again). */
const STOPPING = new DOMException("The server is stopping", "AbortError");
const MAX_ATTEMPTS = 3;

/**
 * Background work users start and follow: uploads becoming notes, lectures, readings. A task
 * survives a restart (its row is the truth and the sweeper sends stranded ones again), reports
 * progress, and can be cancelled up to the moment it is done, in which case nothing it made is
 * kept.
 */
export class TasksService {
  private sweeper: NodeJS.Timeout | undefined;
  private queue: Promise<JobQueue> | undefined;
  private readonly processors = new Map<TaskKind, TaskProcessor>();
  /**
   * The tasks this process is working on, with their course and owner: to stop at once when one
   * is cancelled here, or is gone when its course or its owner's account changes.
   */
  private readonly working = new Map<
    string,
    { cancelling: AbortController; courseId: string; userId: string }
  >();
  /** Set once stop() is called: no task is taken after it. */
  private stopping = false;
  /** The timers that settle what results replaced once they can no longer be taken back. */
  private readonly settling = new Set<NodeJS.Timeout>();
  /** Settlements under way (stop waits for them: their stored files are deleted after the commit). */
  private readonly settlements = new Set<Promise<unknown>>();

  /**
   * `openQueue` starts the job queue; it is called on the first task (or the first stranded one
   * found), so a server nobody uploads to never polls for jobs.
   */
  constructor(
    private readonly repository: TasksRepository,
    private readonly openQueue: () => Promise<JobQueue>,
    private readonly log: Log,
    private readonly timing: TaskTiming = DEFAULT_TASK_TIMING,
  ) {}

  private get finishRaceSeconds(): number {
    return this.timing.finishRaceSeconds ?? FINISH_RACE_SECONDS;
  }

  register(kinds: TaskKind[], processor: TaskProcessor): void {
    for (const kind of kinds) this.processors.set(kind, processor);
  }

  /** Looks for stranded tasks now and every sweep interval, taking them up again. */
  async start(): Promise<void> {
    if (this.timing.soleServer) await this.repository.requeueRunning();
    await this.sweep();
    this.sweeper = setInterval(() => void this.sweep(), this.timing.sweepSeconds * 1000);
    this.sweeper.unref();
  }

  /**
   * Stops taking tasks, stops those running here (they go back to the queue, for the next start
   * or another replica to take up at once) and waits for their workers to let go.
   */
  async stop(): Promise<void> {
    this.stopping = true;
    clearInterval(this.sweeper);
    for (const timer of this.settling) clearTimeout(timer);
    this.settling.clear();
    await Promise.allSettled(this.settlements);
    for (const { cancelling } of this.working.values()) cancelling.abort(STOPPING);
    const queue = this.queue;
    this.queue = undefined;
    if (queue) await (await queue).stop();
  }

  private jobs(): Promise<JobQueue> {
    // Stopped, no queue is opened again (the task stays queued in its row for the next start).
    if (this.stopping) return Promise.reject(new Error("The server is stopping"));
    this.queue ??= this.openQueue().then(async (queue) => {
      await queue.work(this.timing.workers, () => this.run());
      return queue;
    });
    // A queue that failed to start is tried again next time.
    this.queue.catch(() => {
      this.queue = undefined;
    });
    return this.queue;
  }

  /** Records the task (in the caller's transaction when given) and sends it to a worker. */
  async create(task: NewTask, tx?: Db): Promise<TaskRow> {
    return this.repository.insert(task, tx);
  }

  async enqueue(task: TaskRow): Promise<Task> {
    try {
      await (await this.jobs()).send({ taskId: task.id });
    } catch (error) {
      // The sweeper sends it again; the user's task is not lost.
      this.log.warn({ err: error, taskId: task.id }, "could not queue task");
    }
    return toTask(task);
  }

  async get(uid: string, taskId: string): Promise<Task> {
    const row = await this.repository.findOwned(uid, taskId);
    if (!row) throw AppError.of("task/not-found");
    return toTask(row);
  }

  /**
   * The course changed (in any process): work here on a task of it that is gone (its day or topic
   * was deleted, and the task with it) stops at once, not at its next renewal, up to a third of a
   * lease later (a day's lecture went on being read aloud for a minute).
   */
  courseChanged(courseId: string): Promise<void> {
    return this.stopGone((task) => task.courseId === courseId, { courseId });
  }

  /** The account changed (in any process): deleted, its tasks went with it, and their work stops. */
  accountChanged(userId: string): Promise<void> {
    return this.stopGone((task) => task.userId === userId, { userId });
  }

  /** Stops the work here on the tasks `about` picks that are no longer running. */
  private async stopGone(
    about: (task: { courseId: string; userId: string }) => boolean,
    context: Record<string, string>,
  ): Promise<void> {
    const ids = [...this.working].filter(([, task]) => about(task)).map(([id]) => id);
    if (ids.length === 0) return;
    try {
      const running = new Set(await this.repository.stillRunning(ids));
      for (const id of ids) if (!running.has(id)) this.working.get(id)?.cancelling.abort();
    } catch (error) {
      // The renewals will find it gone.
      this.log.warn({ err: error, ...context }, "could not look for tasks that are gone");
    }
  }

  /**
   * Cancels the task: nothing it makes is kept. A task that finished in the same moment (within
   * the cancel window: the Cancel click was on its way) has its result taken back (an upload's
   * note is deleted; a lecture's previous one is back), so a cancel always means "not this"; a
   * task finished before that stays done, and the note it made, edited since maybe, is the
   * user's.
   */
  async cancel(uid: string, taskId: string): Promise<Task> {
    const row = await this.repository.cancel(uid, taskId);
    if (!row) throw AppError.of("task/not-found");
    const processor = this.processors.get(row.kind);
    this.working.get(row.id)?.cancelling.abort();
    if (row.state === "cancelled") {
      await processor?.cleanUp(row);
      return toTask(row);
    }
    if (row.state === "done" && processor?.replaced) {
      // Taken back, and what it replaced put back, in one transaction: too late, it stays done.
      if (!(await this.settle(row.id, "take-back"))) return toTask(row);
      return toTask((await this.repository.findOwned(uid, row.id)) ?? row);
    }
    if (row.state === "done" && processor?.undo) {
      let afterwards: AfterCommit | undefined;
      const discarded = await this.repository.discard(row.id, this.finishRaceSeconds, async (tx, task) => {
        const undone = await processor.undo?.(tx, task);
        if (undone === "kept") return false;
        afterwards = undone;
        return true;
      });
      if (!discarded) return toTask(row);
      await afterwards?.();
      // (its note deleted, the task no longer points at it)
      return toTask((await this.repository.findOwned(uid, row.id)) ?? row);
    }
    return toTask(row);
  }

  /**
   * A worker's turn: a job says there is work, and the worker takes the tasks to do next, one
   * after another, sharing itself fairly between users (TasksRepository.claimNext), until none
   * may start. A user may have all but one of the workers: one is left for everyone else.
   */
  async run(): Promise<void> {
    const perUser = Math.max(1, this.timing.workers - 1);
    while (!this.stopping) {
      const task = await this.repository.claimNext(this.timing.leaseSeconds, perUser);
      if (!task) return;
      await this.work(task);
    }
  }

  /** Works on a task this worker has claimed. */
  private async work(task: TaskRow): Promise<void> {
    const { leaseSeconds } = this.timing;
    const taskId = task.id;
    const processor = this.processors.get(task.kind);
    if (!processor) throw new Error(`no processor for ${task.kind} tasks`);
    if (task.attempts > MAX_ATTEMPTS) {
      await this.repository.fail(task.id, processor.failureMessage);
      await processor.cleanUp(task);
      return;
    }
    let progress: number | undefined;
    const cancelling = new AbortController();
    this.working.set(task.id, { cancelling, courseId: task.courseId, userId: task.userId });
    // A renewal that finds the task no longer running means another replica cancelled it.
    const renew = () => {
      this.repository.renew(task.id, leaseSeconds, progress).then(
        (running) => {
          if (!running) cancelling.abort();
        },
        (error: unknown) => {
          this.log.warn({ err: error, taskId }, "could not renew task lease");
        },
      );
    };
    const heartbeat = setInterval(renew, (leaseSeconds * 1000) / 3);
    try {
      const work = await processor.run(task, {
        signal: cancelling.signal,
        progress(percent) {
          const next = Math.max(0, Math.min(99, Math.round(percent)));
          if (next !== progress) {
            progress = next;
            renew();
          }
        },
      });
      clearInterval(heartbeat);
      const kept = await this.repository
        .complete(task.id, work.result, async (tx) => {
          await work.write(tx);
          return work.replaced?.();
        })
        .catch((error: unknown) => {
          // The day or topic went away as the work finished: its result has nowhere to go.
          this.log.info({ err: error, taskId }, "task result not kept");
          return false;
        });
      if (!kept) await work.discard();
      else if (processor.replaced) this.settleLater(task.id);
    } catch (error) {
      clearInterval(heartbeat);
      if (cancelling.signal.reason === STOPPING) {
        // Stopped with the server: taken up again from the start by the next worker (what it
        // was given, an upload's file, is kept for it).
        await this.repository.release(task.id);
        return;
      }
      if (!cancelling.signal.aborted) this.log.warn({ err: error, taskId, kind: task.kind }, "task failed");
      await this.repository.fail(task.id, failureText(processor, error));
      await processor.cleanUp(task);
    } finally {
      this.working.delete(task.id);
    }
  }

  private async sweep(): Promise<void> {
    try {
      for (const taskId of await this.repository.stranded(this.timing.sweepSeconds)) {
        await (await this.jobs()).send({ taskId });
      }
    } catch (error) {
      this.log.warn({ err: error }, "task sweep failed");
    }
    try {
      // A server stopped or killed before it dropped them itself.
      for (const taskId of await this.repository.replacedDue(this.finishRaceSeconds)) {
        await this.settle(taskId, "drop").catch((error: unknown) => {
          this.log.warn({ err: error, taskId }, "could not settle a task's replaced result");
        });
      }
    } catch (error) {
      this.log.warn({ err: error }, "task sweep failed");
    }
  }

  /** Drops what the task's result replaced once it can no longer be taken back. */
  private settleLater(taskId: string): void {
    if (this.stopping) return;
    const timer = setTimeout(
      () => {
        this.settling.delete(timer);
        void this.settle(taskId, "drop").catch((error: unknown) => {
          // The sweep settles it.
          this.log.warn({ err: error, taskId }, "could not settle a task's replaced result");
        });
      },
      this.finishRaceSeconds * 1000 + 500,
    );
    timer.unref();
    this.settling.add(timer);
  }

  /**
   * What a task's result replaced: put back as the owner takes the result back (`take-back`, the
   * task is then cancelled), deleted once it is done for good (`drop`). Once only, whichever
   * server comes first; false when there was nothing (left) to settle.
   */
  private settle(taskId: string, how: "take-back" | "drop"): Promise<boolean> {
    const settling = (async () => {
      let afterwards: AfterCommit | undefined;
      const settled = await this.repository.settleReplaced(
        taskId,
        how,
        this.finishRaceSeconds,
        async (tx, task, others) => {
          const replaced = this.processors.get(task.kind)?.replaced;
          // (rolled back: left for a server that knows the kind)
          if (!replaced) throw new Error(`no processor settles ${task.kind} tasks' replaced results`);
          afterwards = await (how === "drop" ? replaced.drop(tx, task) : replaced.putBack(tx, task, others));
        },
      );
      await afterwards?.();
      return settled;
    })();
    this.settlements.add(settling);
    void settling.finally(() => this.settlements.delete(settling)).catch(() => undefined);
    return settling;
  }
}

/** The spec's words, and what was wrong with the user's file when that is the reason. */
function failureText(processor: TaskProcessor, error: unknown): string {
  return error instanceof AppError && error.statusCode < 500
    ? refusedWith(
        processor.refusalMessage === undefined ? processor.failureMessage : processor.refusalMessage,
        error.message,
      )
    : processor.failureMessage;
}
