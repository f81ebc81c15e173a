import { and, eq, isNull, lt, or, sql } from "drizzle-orm";
import type { Db } from "../db/database";
import { resetCodes } from "../db/schema";

export type ResetCodeRow = typeof resetCodes.$inferSelect;

/** One-time codes of reset and activation links, their secrets stored hashed. */
export class ResetCodesRepository {
  constructor(private readonly db: Db) {}

  async insert(code: {
    userId: string;
    email: string;
    secretHash: string;
    expiresAt: Date;
  }): Promise<string> {
    const [row] = await this.db.insert(resetCodes).values(code).returning({ id: resetCodes.id });
    if (!row) throw new Error("insert returned no row");
    return row.id;
  }

  async findById(id: string): Promise<ResetCodeRow | undefined> {
    const [row] = await this.db.select().from(resetCodes).where(eq(resetCodes.id, id));
    return row;
  }

  async countWrongSecret(id: string): Promise<void> {
    await this.db
      .update(resetCodes)
      .set({ attempts: sql`${resetCodes.attempts} + 1` })
      .where(eq(resetCodes.id, id));
  }

  /** Marks the code used, in `db` (a transaction) when given; false when it was used or cancelled first. */
  async use(id: string, at: Date, db: Db = this.db): Promise<boolean> {
    const used = await db
      .update(resetCodes)
      .set({ usedAt: at })
      .where(and(eq(resetCodes.id, id), isNull(resetCodes.usedAt)))
      .returning({ id: resetCodes.id });
    return used.length > 0;
  }

  /**
   * Marks every code of the user not used yet as used, in `db` (a transaction) when given: a
   * cancelled link is refused as a used one is.
   */
  async cancelAllForUser(userId: string, at: Date, db: Db = this.db): Promise<void> {
    await db
      .update(resetCodes)
      .set({ usedAt: at })
      .where(and(eq(resetCodes.userId, userId), isNull(resetCodes.usedAt)));
  }

  /**
   * Deletes the codes no link can use any more and whose answer would not change without them: a
   * used (or cancelled) one is refused as an unknown one is, so it goes a day after its use; an
   * expired one says "expired" for a month, then goes. Only `userId`'s when given. Returns how
   * many went.
   */
  async prune(now: Date, userId?: string): Promise<number> {
    const day = 24 * 60 * 60_000;
    const spent = or(
      lt(resetCodes.usedAt, new Date(now.getTime() - day)),
      lt(resetCodes.expiresAt, new Date(now.getTime() - 30 * day)),
    );
    const deleted = await this.db
      .delete(resetCodes)
      .where(userId === undefined ? spent : and(eq(resetCodes.userId, userId), spent))
      .returning({ id: resetCodes.id });
    return deleted.length;
  }
}
