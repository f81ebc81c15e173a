import { sql } from "drizzle-orm";
import type { Database, Db } from "../db/database";
import type { Log } from "../log";

/** The NOTIFY channel on which every process hears what the caches must forget. */
export const CHANGES_CHANNEL = "study_well_changes";

/**
 * A course document moved to `version`; an account's state (role, disabled, sessions) changed; a
 * signed-in session (a refresh-token family) was ended.
 */
export type Change =
  | { kind: "course"; id: string; version: number }
  | { kind: "account"; id: string }
  | { kind: "session"; id: string };

/**
 * Announces a change to every server process on the database, this one included. Sent inside the
 * transaction that makes the change, it is delivered when that commits, and not if it rolls back.
 */
export async function announce(db: Db, change: Change): Promise<void> {
  await db.execute(sql`select pg_notify(${CHANGES_CHANNEL}, ${JSON.stringify(change)})`);
}

export interface ChangeListener {
  onChange(change: Change): void;
  /**
   * `false`: the listening connection is lost and changes elsewhere go unheard, so cached state
   * must be neither kept nor served until `true` says it is back.
   */
  onConnection(up: boolean): void;
}

/**
 * One LISTEN per process for the caches' invalidations, across replicas (PostgreSQL) or within
 * the one process of the embedded database. The process that makes a change also updates its own
 * caches at once, so its next read never waits for the notification.
 */
export class ChangesFeed {
  private readonly listeners = new Set<ChangeListener>();
  private stop: (() => Promise<void>) | undefined;

  constructor(
    private readonly database: Database,
    private readonly log: Log,
  ) {}

  add(listener: ChangeListener): void {
    this.listeners.add(listener);
  }

  remove(listener: ChangeListener): void {
    this.listeners.delete(listener);
  }

  async start(): Promise<void> {
    this.stop ??= await this.database.listen(
      CHANGES_CHANNEL,
      (payload) => this.deliver(payload),
      (up) => {
        this.log.warn(
          { channel: CHANGES_CHANNEL },
          up ? "change notices heard again" : "change notices lost; caches off until they return",
        );
        for (const listener of this.listeners) listener.onConnection(up);
      },
    );
  }

  async close(): Promise<void> {
    const stop = this.stop;
    this.stop = undefined;
    // A database already closed has stopped every LISTEN with it.
    if (stop) await stop().catch(() => undefined);
  }

  private deliver(payload: string): void {
    let change: Change;
    try {
      change = JSON.parse(payload) as Change;
    } catch (error) {
      this.log.warn({ err: error }, "unreadable change notice");
      return;
    }
    for (const listener of this.listeners) listener.onChange(change);
  }
}
