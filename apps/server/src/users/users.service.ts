import type { UpdateProfileRequest, UserProfile } from "@study-well/shared/api";
import { requiredName, validEmail } from "./account-fields";
import { assertCurrentPassword } from "./current-password";
import type { RateLimiter } from "../http/rate-limiter";
import type { Limit } from "../config";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../http/app-error";
import { toProfile, type UsersRepository } from "./users.repository";

export class UsersService {
  constructor(
    private readonly users: UsersRepository,
    private readonly limiter: RateLimiter,
    /** Wrong current passwords allowed per account and window. */
    private readonly passwordFailures: Limit,
  ) {}

  async getProfile(uid: string): Promise<UserProfile> {
    const user = await this.users.findById(uid);
    if (!user) throw AppError.of("user/not-found");
    return toProfile(user);
  }

  /**
   * Updates names and email. The email is also the sign-in email, so it must stay unique, and
   * changing it takes the current password.
   */
  async updateProfile(uid: string, input: UpdateProfileRequest): Promise<UserProfile> {
    if (!input.email.trim()) throw AppError.of("auth/missing-field", "Email");
    const email = validEmail(input.email);
    const firstName = requiredName(input.firstName, "First name");
    const lastName = requiredName(input.lastName, "Last name");
    const current = await this.users.findById(uid);
    if (!current) throw AppError.of("user/not-found");
    const emailChanged = email !== current.email;
    if (emailChanged) {
      await assertCurrentPassword(this.limiter, this.passwordFailures, current, input.currentPassword);
      if (await this.users.isWaitlisted(email)) throw AppError.of("auth/email-already-in-use");
    }
    try {
      const updated = await this.users.update(
        uid,
        // The email only when it changes: a new one cancels the account's reset and activation links.
        { firstName, lastName, ...(emailChanged ? { email, emailVerified: false } : {}) },
        // The password checked must still be the account's (another tab may have changed it).
        emailChanged ? { passwordHash: current.passwordHash } : undefined,
      );
      if (!updated) {
        throw emailChanged && (await this.users.findById(uid))
          ? AppError.of("auth/wrong-current-password")
          : AppError.of("user/not-found");
      }
      return toProfile(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of("auth/email-already-in-use");
      throw error;
    }
  }
}
