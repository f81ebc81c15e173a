import { and, asc, eq, sql } from "drizzle-orm";
import type { WaitlistEntry } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { waitlist } from "../db/schema";

type Row = typeof waitlist.$inferSelect;
export type NewWaitlistEntry = Pick<Row, "email" | "firstName" | "lastName">;

const toEntry = (row: Row): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export class WaitlistRepository {
  constructor(private readonly db: Db) {}

  /** A duplicate email rejects with the database's unique-violation error. */
  async insert(entry: NewWaitlistEntry): Promise<WaitlistEntry> {
    const [row] = await this.db.insert(waitlist).values(entry).returning();
    if (!row) throw new Error("insert returned no row");
    return toEntry(row);
  }

  async listOldestFirst(): Promise<WaitlistEntry[]> {
    const rows = await this.db.select().from(waitlist).orderBy(asc(waitlist.createdAt));
    return rows.map(toEntry);
  }

  /** Deletes the entry and returns it, in `db` (a transaction) when given; undefined if it is gone. */
  async claim(id: string, db: Db = this.db): Promise<WaitlistEntry | undefined> {
    const [row] = await db.delete(waitlist).where(eq(waitlist.id, id)).returning();
    return row ? toEntry(row) : undefined;
  }

  /**
   * `claim` for an activation, in its transaction `tx`: the entry's address is locked first (the
   * lock the database's address triggers take, migrations 0013 and 0014), so a join or an account
   * of the same address waits for the activation to end, and the activation never waits for them
   * while holding the entry.
   */
  async claimForAccount(id: string, tx: Db): Promise<WaitlistEntry | undefined> {
    const [found] = await tx.select({ email: waitlist.email }).from(waitlist).where(eq(waitlist.id, id));
    if (!found) return undefined;
    await tx.execute(
      sql`select pg_advisory_xact_lock(hashtextextended(${`study-well:email:${found.email}`}::text, 0))`,
    );
    const [row] = await tx
      .delete(waitlist)
      .where(and(eq(waitlist.id, id), eq(waitlist.email, found.email)))
      .returning();
    return row ? toEntry(row) : undefined;
  }

  /** Runs `work` in one transaction. */
  transaction<T>(work: (tx: Db) => Promise<T>): Promise<T> {
    return this.db.transaction(work);
  }
}
