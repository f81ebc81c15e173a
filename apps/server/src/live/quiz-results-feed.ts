import type { Database } from "../db/database";
import type { Log } from "../log";

/** The NOTIFY channel of stored quiz results. */
export const QUIZ_RESULTS_CHANNEL = "quiz_results";

export interface ResultNotice {
  userId: string;
  courseId: string;
  resultId: string;
}

type Listener = (notice: ResultNotice) => void;

/**
 * Quiz results as they are stored, for the live stream (issue 13). The database carries them:
 * the result's transaction sends a NOTIFY (delivered at commit, so nothing uncommitted is ever
 * announced), and every server process on the database hears it (PostgreSQL's LISTEN; the
 * embedded database's own listen). One LISTEN per process, fanned out to its streams.
 */
export class QuizResultsFeed {
  private readonly listeners = new Set<Listener>();
  private stop: Promise<() => Promise<void>> | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  /** Starts hearing results (once) and calls `listener` with each; returns the unsubscribe. */
  async subscribe(listener: Listener): Promise<() => void> {
    this.stop ??= this.database.listen(QUIZ_RESULTS_CHANNEL, (payload) => {
      this.deliver(payload);
    });
    await this.stop;
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  async close(): Promise<void> {
    this.listeners.clear();
    const stop = this.stop;
    this.stop = undefined;
    if (stop) await (await stop)();
  }

  private deliver(payload: string): void {
    let notice: ResultNotice;
    try {
      notice = JSON.parse(payload) as ResultNotice;
    } catch (error) {
      this.log.warn({ err: error }, "unreadable quiz result notice");
      return;
    }
    for (const listener of this.listeners) listener(notice);
  }
}
