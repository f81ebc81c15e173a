import {
  AuthErrorCode,
  type ActivateUserResponse,
  type JoinWaitlistRequest,
  type WaitlistEntry,
} from "@study-well/shared/api";
import type { AuthService } from "../auth/auth.service";
import { requiredName, validEmail } from "../users/account-fields";
import type { PasswordResetService } from "../auth/password-reset.service";
import { generateActivationPassword } from "../users/passwords";
import type { RateLimiter } from "../http/rate-limiter";
import type { Config } from "../config";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../http/app-error";
import type { UsersRepository } from "../users/users.repository";
import type { WaitlistRepository } from "./waitlist.repository";

export class WaitlistService {
  constructor(
    private readonly entries: WaitlistRepository,
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
      return await this.entries.insert({ email, firstName, lastName });
    } catch (error) {
      // An account took the address in the same moment (migration 0013 refuses the entry then).
      if (isUniqueViolation(error, "waitlist_email_has_account")) {
        if (this.config.enumerationProtection) return null;
        throw AppError.of("waitlist/has-account");
      }
      if (isUniqueViolation(error)) throw AppError.of("waitlist/already-exists");
      throw error;
    }
  }

  list(): Promise<WaitlistEntry[]> {
    return this.entries.listOldestFirst();
  }

  /**
   * Removes an entry without an account: one nobody should activate (a mistake, a stranger's
   * address), and which would otherwise keep every account from moving to its address.
   */
  async remove(id: string): Promise<void> {
    if (!(await this.entries.claim(id))) throw AppError.of("waitlist/entry-not-found");
  }

  /**
   * Creates the account with a generated password, removes the entry and mails the user a link
   * to choose their own password.
   */
  async activate(id: string): Promise<ActivateUserResponse> {
    // One transaction: the entry is claimed (deleted) and the account created together, so a
    // failure leaves the entry for another try, and two admins activating at once make one account.
    const user = await this.entries
      .transaction(async (tx) => {
        const entry = await this.entries.claimForAccount(id, tx);
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
      })
      .catch(async (error: unknown) => {
        // The person registered by themselves meanwhile: the entry has nothing left to wait for.
        if (error instanceof AppError && error.code === AuthErrorCode.emailAlreadyInUse) {
          await this.entries.claim(id);
          throw AppError.of("waitlist/registered-meanwhile");
        }
        throw error;
      });
    await this.passwordReset.sendWelcome(user);
    return { uid: user.id, email: user.email };
  }
}
