import { and, eq, sql } from "drizzle-orm";
import type { AccountInfo, UserProfile } from "@study-well/shared/api";
import type { Db } from "../db/database";
import { users, waitlist } from "../db/schema";
import { AccountCache } from "../auth/account-cache";
import { ResetCodesRepository } from "../auth/reset-codes.repository";
import { announce } from "../live/changes-feed";
import { AppError } from "../http/app-error";

export type UserRow = typeof users.$inferSelect;
export type NewUser = typeof users.$inferInsert;

export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

export class UsersRepository {
  private readonly resetCodes: ResetCodesRepository;

  constructor(
    private readonly db: Db,
    /** The auth guard's cache: every write to an account forgets it (see AccountCache). */
    readonly accounts: AccountCache = new AccountCache(async (id) => {
      const user = await this.findById(id);
      return (
        user && {
          id: user.id,
          email: user.email,
          role: user.role,
          disabled: user.disabled,
          sessionVersion: user.sessionVersion,
        }
      );
    }),
  ) {
    this.resetCodes = new ResetCodesRepository(db);
  }

  async findById(id: string): Promise<UserRow | undefined> {
    const [row] = await this.db.select().from(users).where(eq(users.id, id));
    return row;
  }

  async findByEmail(email: string): Promise<UserRow | undefined> {
    const [row] = await this.db
      .select()
      .from(users)
      .where(eq(users.email, normalizeEmail(email)));
    return row;
  }

  /**
   * Whether the address waits on the waitlist: no account may move to it, or the entry's
   * activation would find the address taken and drop the entry, and its owner could not join again.
   */
  async isWaitlisted(email: string): Promise<boolean> {
    const [row] = await this.db
      .select({ id: waitlist.id })
      .from(waitlist)
      .where(eq(waitlist.email, normalizeEmail(email)))
      .limit(1);
    return row !== undefined;
  }

  async hasAdmin(): Promise<boolean> {
    const [row] = await this.db.select({ id: users.id }).from(users).where(eq(users.role, "admin")).limit(1);
    return row !== undefined;
  }

  /**
   * Within a transaction: refuses ("admin/last-admin") a change that would leave no administrator
   * who can sign in, as `id` is the only one. The administrators' rows are locked until the
   * transaction ends, so of two administrators demoting, disabling or deleting each other at once
   * (two processes on one PostgreSQL), the second waits, then finds itself the last.
   */
  private async keepAnAdmin(id: string, tx: Db): Promise<void> {
    const admins = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.role, "admin"), eq(users.disabled, false)))
      // Not "update": that would also hold back every insert whose foreign key names an
      // administrator (a refresh token, a course) until the change is made.
      .for("no key update");
    if (admins.length === 1 && admins[0]?.id === id) throw AppError.of("admin/last-admin");
  }

  /** Inserts a user; a duplicate email rejects with the database's unique-violation error. */
  async insert(user: NewUser, db: Db = this.db): Promise<UserRow> {
    const [row] = await db.insert(users).values(user).returning();
    if (!row) throw new Error("insert returned no row");
    return row;
  }

  /**
   * `guard`: the password hash the change was allowed by (its current password was checked against
   * it). Changed meanwhile (another tab set a new password), nothing is written: undefined.
   *
   * A new email or password (`email` or `passwordHash` among the changes; leave out an email that
   * stays the same) also cancels every reset and activation link the account still has, in the
   * same transaction. A link was mailed to the address the account had then: after a new email,
   * whoever still reads the old mailbox could otherwise choose the password of the account under
   * its new address; after a new password (through a link or the account's own form), a link left
   * in the mailbox is one more way in that its owner no longer needs. Disabling the account cancels
   * them too: a password chosen through one while it is disabled would stand once it is enabled.
   *
   * `byCode`: the reset or activation link the change is made through, used in the same
   * transaction, after the account's row is written (and so locked): of two links of one account
   * used at once, the second waits for the first, then finds itself cancelled, and nothing is
   * written (undefined).
   *
   * `keepAnAdmin`: the change (a demotion, disabling) is refused with "admin/last-admin" when the
   * account is the last administrator who can sign in, checked in the same transaction.
   */
  async update(
    id: string,
    changes: Partial<NewUser>,
    guard?: { passwordHash: string },
    byCode?: string,
    { keepAnAdmin = false }: { keepAnAdmin?: boolean } = {},
  ): Promise<UserRow | undefined> {
    const write = async (db: Db) => {
      const [row] = await db
        .update(users)
        .set(changes)
        .where(and(eq(users.id, id), guard ? eq(users.passwordHash, guard.passwordHash) : undefined))
        .returning();
      return row;
    };
    const cancelsLinks =
      changes.email !== undefined || changes.passwordHash !== undefined || changes.disabled === true;
    const row =
      keepAnAdmin || cancelsLinks
        ? await this.db
            .transaction(async (tx) => {
              if (keepAnAdmin) await this.keepAnAdmin(id, tx);
              const updated = await write(tx);
              if (!updated) return undefined;
              if (byCode !== undefined && !(await this.resetCodes.use(byCode, new Date(), tx)))
                throw new CodeUsedMeanwhile();
              // Only a new email or password, or disabling, cancels the links (a demotion does not).
              if (cancelsLinks) await this.resetCodes.cancelAllForUser(id, new Date(), tx);
              return updated;
            })
            .catch((error: unknown) => {
              if (error instanceof CodeUsedMeanwhile) return undefined;
              throw error;
            })
        : await write(this.db);
    await this.changed(id);
    return row;
  }

  /** Ends every session of the user: access tokens carry the old version and stop working. */
  async bumpSessionVersion(
    id: string,
    changes: Partial<NewUser> = {},
    guard?: { passwordHash: string },
    byCode?: string,
    options: { keepAnAdmin?: boolean } = {},
  ): Promise<UserRow | undefined> {
    return this.update(
      id,
      { ...changes, sessionVersion: sql`${users.sessionVersion} + 1` as unknown as number },
      guard,
      byCode,
      options,
    );
  }

  /** Deletes the account; `keepAnAdmin` as for `update`. */
  async delete(id: string, { keepAnAdmin = false }: { keepAnAdmin?: boolean } = {}): Promise<boolean> {
    const deleted = await this.db.transaction(async (tx) => {
      if (keepAnAdmin) await this.keepAnAdmin(id, tx);
      return tx.delete(users).where(eq(users.id, id)).returning({ id: users.id });
    });
    await this.changed(id);
    return deleted.length > 0;
  }

  /** After a committed write: this process forgets the account now, the others when told. */
  private async changed(id: string): Promise<void> {
    this.accounts.forget(id);
    await announce(this.db, { kind: "account", id });
  }
}

/** Rolls back a change whose link was used or cancelled by another request meanwhile. */
class CodeUsedMeanwhile extends Error {}

export function toAccountInfo(user: UserRow): AccountInfo {
  return {
    uid: user.id,
    email: user.email,
    emailVerified: user.emailVerified,
    displayName: user.displayName ?? (`${user.firstName} ${user.lastName}`.trim() || null),
    photoURL: null,
    phoneNumber: null,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLoginAt: user.lastLoginAt?.toISOString() ?? null,
  };
}

export function toProfile(user: UserRow): UserProfile {
  return {
    uid: user.id,
    email: user.email,
    firstName: user.firstName,
    lastName: user.lastName,
    role: user.role,
    createdAt: user.createdAt.toISOString(),
    lastLogin: user.lastLoginAt?.toISOString() ?? null,
  };
}
