import type { UpdateProfileRequest, UserProfile } from "@study-well/shared/api";
import { requiredName, validEmail } from "../auth/auth.service";
import { authErrors } from "../auth/auth-errors";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../http/app-error";
import { toProfile, type UsersRepository } from "./users.repository";

export class UsersService {
  constructor(private readonly users: UsersRepository) {}

  async getProfile(uid: string): Promise<UserProfile> {
    const user = await this.users.findById(uid);
    if (!user) throw AppError.notFound("No such user.");
    return toProfile(user);
  }

  /** Updates names and email; the email is also the sign-in email, so it must stay unique. */
  async updateProfile(uid: string, input: UpdateProfileRequest): Promise<UserProfile> {
    if (!input.email.trim()) throw authErrors.missingField("Email");
    const email = validEmail(input.email);
    const firstName = requiredName(input.firstName, "First name");
    const lastName = requiredName(input.lastName, "Last name");
    const current = await this.users.findById(uid);
    if (!current) throw AppError.notFound("No such user.");
    try {
      const updated = await this.users.update(uid, {
        email,
        firstName,
        lastName,
        ...(email !== current.email ? { emailVerified: false } : {}),
      });
      if (!updated) throw AppError.notFound("No such user.");
      return toProfile(updated);
    } catch (error) {
      if (isUniqueViolation(error)) throw authErrors.emailInUse();
      throw error;
    }
  }
}
