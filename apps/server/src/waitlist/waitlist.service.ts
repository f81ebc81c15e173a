import { asc, eq } from "drizzle-orm";
import type { ActivateUserResponse, JoinWaitlistRequest, WaitlistEntry } from "@study-well/shared/api";
import type { AuthService } from "../auth/auth.service";
import { requiredName, validEmail } from "../users/account-fields";
import type { PasswordResetService } from "../auth/password-reset.service";
import { generateActivationPassword } from "../users/passwords";
import type { RateLimiter } from "../http/rate-limiter";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { isUniqueViolation } from "../db/errors";
import { waitlist } from "../db/schema";
import { AppError } from "../http/app-error";
import type { UsersRepository } from "../users/users.repository";

type Row = typeof waitlist.$inferSelect;
const toEntry = (row: Row): WaitlistEntry => ({
  id: row.id,
  email: row.email,
  firstName: row.firstName,
  lastName: row.lastName,
  status: row.status,
  createdAt: row.createdAt.toISOString(),
});

export class WaitlistService {
  constructor(
    private readonly db: Db,
    private readonly config: Config["auth"],
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
    private readonly passwordReset: PasswordResetService,
    private readonly limiter: RateLimiter,
  ) {}

  async join(input: JoinWaitlistRequest, ip: string): Promise<WaitlistEntry | null> {
    const email = validEmail(input.email);
    const firstName = requiredName(input.firstName, "First name");
    const lastName = requiredName(input.lastName, "Last name");
    await this.limiter.consume(`waitlist:${ip}`, this.config.signUps);
    if (await this.users.findByEmail(email)) {
      // With enumeration protection, an existing account looks like any other request.
      if (this.config.enumerationProtection) return null;
      throw AppError.of("waitlist/has-account");
    }
    try {
      const [row] = await this.db.insert(waitlist).values({ email, firstName, lastName }).returning();
      return row ? toEntry(row) : null;
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of("waitlist/already-exists");
      throw error;
    }
  }

  async list(): Promise<WaitlistEntry[]> {
    const rows = await this.db.select().from(waitlist).orderBy(asc(waitlist.createdAt));
    return rows.map(toEntry);
  }

  /**
   * Creates the account with a generated password, removes the entry and mails the user a link
   * to choose their own password.
   */
  async activate(id: string): Promise<ActivateUserResponse> {
    // One transaction: the entry is claimed (deleted) and the account created together, so a
    // failure leaves the entry for another try, and two admins activating at once make one account.
    const user = await this.db.transaction(async (tx) => {
      const [entry] = await tx.delete(waitlist).where(eq(waitlist.id, id)).returning();
      if (!entry) throw AppError.of("waitlist/entry-not-found");
      return this.auth.createAccount(
        {
          email: entry.email,
          password: generateActivationPassword(),
          firstName: entry.firstName,
          lastName: entry.lastName,
        },
        { db: tx },
      );
    });
    await this.passwordReset.sendWelcome(user);
    return { uid: user.id, email: user.email };
  }
}
