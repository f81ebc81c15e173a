import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { rateLimits } from "../db/schema";
import { RateLimiter } from "./rate-limiter";

describe("rate limiter", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
  });
  afterAll(() => database.close());

  it("forgets counters once they are older than the longest window, checking at most hourly", async () => {
    let clock = Date.parse("2026-11-22T10:00:00Z");
    const limiter = new RateLimiter(database.db, () => new Date(clock), 60 * 60_000);
    const minute = { max: 5, windowMs: 60_000 };
    await limiter.hit("sign-in-failures:1.2.3.4:a@example.org", minute);
    await limiter.hit("ai:user-1", minute);
    clock += 30 * 60_000;
    await limiter.hit("ai:user-2", minute);
    // Half an hour on, nothing is old enough and no prune has run.
    expect((await database.db.select().from(rateLimits)).map((r) => r.key).sort()).toEqual([
      "ai:user-1",
      "ai:user-2",
      "sign-in-failures:1.2.3.4:a@example.org",
    ]);
    clock += 45 * 60_000;
    await limiter.hit("ai:user-3", minute);
    // 75 minutes after the first two: past the one-hour retention; user-2's is 45 minutes old.
    expect((await database.db.select().from(rateLimits)).map((r) => r.key).sort()).toEqual([
      "ai:user-2",
      "ai:user-3",
    ]);
  });
});
