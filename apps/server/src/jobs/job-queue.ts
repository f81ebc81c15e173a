import PgBoss from "pg-boss";
import type { Log } from "../log";
import type { JobQueueConnection } from "../db/database";

/** The one queue of background work; a job carries only the id of the task row it works on. */
const QUEUE = "tasks";

export interface TaskJob {
  taskId: string;
}

/**
 * pg-boss on the app's own database (DESIGN.md): the embedded one through its client, or
 * PostgreSQL through a pool of its own, where any replica's worker may take a job. A job is only
 * a delivery: the task row holds the state, and a task whose worker died is sent again by the
 * task sweeper (tasks.service.ts), so pg-boss's own retries are off.
 */
export class JobQueue {
  private constructor(private readonly boss: PgBoss) {}

  static async start(connection: JobQueueConnection, log: Log): Promise<JobQueue> {
    const boss = new PgBoss({
      ...("connectionString" in connection
        ? { connectionString: connection.connectionString, max: 4 }
        : { db: connection }),
      schema: "pgboss",
      // Archive and delete finished jobs soon: the task rows keep what users see.
      archiveCompletedAfterSeconds: 60 * 60,
      deleteAfterDays: 1,
    });
    boss.on("error", (error) => {
      log.error({ err: error }, "job queue error");
    });
    await boss.start();
    await boss.createQueue(QUEUE, { name: QUEUE, retryLimit: 0, expireInSeconds: 4 * 60 * 60 });
    return new JobQueue(boss);
  }

  async send(job: TaskJob): Promise<void> {
    await this.boss.send(QUEUE, job, { retryLimit: 0 });
  }

  /** Works on jobs with `concurrency` at a time in this process, until stop(). */
  async work(concurrency: number, handler: (job: TaskJob) => Promise<void>): Promise<void> {
    for (let i = 0; i < concurrency; i++) {
      await this.boss.work<TaskJob>(QUEUE, { pollingIntervalSeconds: 0.5 }, async (jobs) => {
        for (const job of jobs) await handler(job.data);
      });
    }
  }

  /** Stops taking jobs and waits for the ones running here. */
  stop(): Promise<void> {
    return this.boss.stop({ graceful: true, wait: true, timeout: 10_000 });
  }
}
