import { eq, lt, sql } from "drizzle-orm";
import type { Backoff, Limit } from "../config";
import type { Db } from "../db/database";
import { rateLimits } from "../db/schema";
import { AppError } from "./app-error";

const PRUNE_EVERY_MS = 60 * 60_000;

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return AppError.of("auth/too-many-requests").withHeaders({ "retry-after": String(seconds) });
}

/** The per-user limit on AI calls: says whose limit it is and how long to wait. */
export function tooManyAiRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return AppError.of("ai/too-many-requests", seconds).withHeaders({ "retry-after": String(seconds) });
}

/**
 * Fixed-window counters kept in the database, so every server replica counts together.
 * `now` is injectable so tests can move the clock. Counters whose window ended longer ago than
 * the longest window in use are deleted, at most once an hour, so the table does not grow with
 * every address and email ever seen.
 */
export class RateLimiter {
  private lastPrune: number;

  constructor(
    private readonly db: Db,
    private readonly now: () => Date = () => new Date(),
    /** The longest window any caller uses. */
    private readonly retentionMs = 24 * 60 * 60_000,
  ) {
    this.lastPrune = now().getTime();
  }

  /** Deletes counters older than the longest window; returns how many. */
  async prune(): Promise<number> {
    const before = new Date(this.now().getTime() - this.retentionMs);
    const deleted = await this.db
      .delete(rateLimits)
      .where(lt(rateLimits.windowStart, before))
      .returning({ key: rateLimits.key });
    return deleted.length;
  }

  /** Counts one more event and refuses it (`refusal`, a 429) once the window's limit is passed. */
  async consume(key: string, limit: Limit, refusal = tooManyRequests): Promise<void> {
    const { count, windowStart } = await this.hit(key, limit);
    if (count > limit.max) throw refusal(windowStart.getTime() + limit.windowMs - this.now().getTime());
  }

  /**
   * Takes back one counted event: for limits on failures, an attempt is counted before it is
   * tried (so simultaneous attempts cannot all slip under the limit) and refunded if it succeeds.
   */
  async refund(key: string): Promise<void> {
    await this.db
      .update(rateLimits)
      .set({ count: sql`greatest(${rateLimits.count} - 1, 0)` })
      .where(eq(rateLimits.key, key));
  }

  /**
   * Counts one attempt unless the key is waiting out a back-off. Up to `max` attempts (within
   * `windowMs` of one another) go through freely; after that each one makes the next wait, twice
   * as long each time from `backoff.firstMs`, at most `backoff.maxMs`. Quiet for a whole window,
   * the key starts afresh. Unlike a lock-out, whoever triggers it can delay an account's owner by
   * at most `backoff.maxMs`, and cannot make the wait grow past it.
   */
  async consumeWithBackoff(key: string, limit: Limit & { backoff: Backoff }): Promise<void> {
    const now = this.now();
    await this.pruneIfDue(now);
    const at = sql`${now.toISOString()}::timestamptz`;
    const forgiven = sql`${rateLimits.windowStart} <= ${new Date(now.getTime() - limit.windowMs).toISOString()}::timestamptz`;
    const count = sql`case when ${forgiven} then 1 else ${rateLimits.count} + 1 end`;
    const waitMs = sql`least(${limit.backoff.maxMs}, ${limit.backoff.firstMs} * power(2, least(${count} - ${limit.max} - 1, 40)))`;
    const taken = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1, blockedUntil: null })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count,
          windowStart: at,
          blockedUntil: sql`case when ${count} > ${limit.max} then ${at} + make_interval(secs => ${waitMs} / 1000.0) else null end`,
        },
        setWhere: sql`${rateLimits.blockedUntil} is null or ${rateLimits.blockedUntil} <= ${at}`,
      })
      .returning({ count: rateLimits.count });
    if (taken.length > 0) return;
    const [row] = await this.db
      .select({ blockedUntil: rateLimits.blockedUntil })
      .from(rateLimits)
      .where(eq(rateLimits.key, key));
    throw tooManyRequests((row?.blockedUntil?.getTime() ?? now.getTime()) - now.getTime());
  }

  async hit(key: string, limit: Limit): Promise<{ count: number; windowStart: Date }> {
    const now = this.now();
    await this.pruneIfDue(now);
    const windowOpenedAfter = new Date(now.getTime() - limit.windowMs);
    const expired = sql`${rateLimits.windowStart} <= ${windowOpenedAfter.toISOString()}::timestamptz`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, windowStart: now, count: 1 })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          count: sql`case when ${expired} then 1 else ${rateLimits.count} + 1 end`,
          windowStart: sql`case when ${expired} then ${now.toISOString()}::timestamptz else ${rateLimits.windowStart} end`,
        },
      })
      .returning({ count: rateLimits.count, windowStart: rateLimits.windowStart });
    if (!row) throw new Error("rate limit upsert returned no row");
    return row;
  }

  private async pruneIfDue(now: Date): Promise<void> {
    if (now.getTime() - this.lastPrune < PRUNE_EVERY_MS) return;
    this.lastPrune = now.getTime();
    await this.prune();
  }

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
