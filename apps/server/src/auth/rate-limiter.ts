import { eq, lt, sql } from "drizzle-orm";
import { AuthErrorCode } from "@study-well/shared/api";
import type { Limit } from "../config";
import type { Db } from "../db/database";
import { rateLimits } from "../db/schema";
import { AppError } from "../http/app-error";

const PRUNE_EVERY_MS = 60 * 60_000;

export function tooManyRequests(retryAfterMs: number): AppError {
  const seconds = Math.max(1, Math.ceil(retryAfterMs / 1000));
  return new AppError(
    429,
    AuthErrorCode.tooManyRequests,
    "We have blocked all requests from this device due to unusual activity. Try again later.",
    { "retry-after": String(seconds) },
  );
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

  /** Counts one more event and refuses it with 429 once the window's limit is passed. */
  async consume(key: string, limit: Limit): Promise<void> {
    const { count, windowStart } = await this.hit(key, limit);
    if (count > limit.max)
      throw tooManyRequests(windowStart.getTime() + limit.windowMs - this.now().getTime());
  }

  /** Refuses with 429 if the limit is already reached, without counting. */
  async check(key: string, limit: Limit): Promise<void> {
    const [row] = await this.db.select().from(rateLimits).where(eq(rateLimits.key, key));
    if (!row) return;
    const endsAt = row.windowStart.getTime() + limit.windowMs;
    if (endsAt > this.now().getTime() && row.count >= limit.max)
      throw tooManyRequests(endsAt - this.now().getTime());
  }

  async hit(key: string, limit: Limit): Promise<{ count: number; windowStart: Date }> {
    const now = this.now();
    if (now.getTime() - this.lastPrune >= PRUNE_EVERY_MS) {
      this.lastPrune = now.getTime();
      await this.prune();
    }
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

  async reset(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }
}
