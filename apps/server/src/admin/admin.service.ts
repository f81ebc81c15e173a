import type { AdminUserUpdate, UserProfile } from "@study-well/shared/api";
import type { AuthService } from "../auth/auth.service";
import { AppError } from "../http/app-error";
import { toProfile, type UsersRepository } from "../users/users.repository";

/** What administrators do to other accounts (activating waitlist entries is the waitlist's). */
export class AdminService {
  constructor(
    private readonly users: UsersRepository,
    private readonly auth: AuthService,
  ) {}

  /** Sets a user's role and whether they are disabled; disabling ends their sessions at once. */
  async updateUser(uid: string, changes: AdminUserUpdate): Promise<UserProfile> {
    // The last administrator who can sign in stays one: else nobody could administer the site
    // until the server's operator stepped in. Checked in each change's own transaction.
    if (changes.role !== undefined)
      await this.users.update(uid, { role: changes.role }, undefined, undefined, {
        keepAnAdmin: changes.role === "user",
      });
    if (changes.disabled !== undefined)
      await this.auth.setDisabled(uid, changes.disabled, { keepAnAdmin: true });
    const user = await this.users.findById(uid);
    if (!user) throw AppError.of("user/not-found");
    return toProfile(user);
  }
}
