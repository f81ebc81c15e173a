import type { Limit } from "../config";
import type { UserRow } from "./users.repository";
import { verifyPassword } from "./passwords";
import type { RateLimiter } from "../http/rate-limiter";
import { AppError } from "../http/app-error";

/**
 * Changing the sign-in email or the password takes the current password, so a borrowed session
 * (an unattended browser, a stolen token) cannot take the account over or free its address for
 * someone else. Wrong guesses are counted per account, like failed sign-ins.
 */
export async function assertCurrentPassword(
  limiter: RateLimiter,
  limit: Limit,
  user: UserRow,
  password: string | undefined,
): Promise<void> {
  if (!password) throw AppError.of("auth/requires-recent-login");
  const key = `current-password-failures:${user.id}`;
  // Counted before the check, so simultaneous guesses cannot all slip under the limit.
  await limiter.consume(key, limit);
  if (!(await verifyPassword(user.passwordHash, password))) throw AppError.of("auth/wrong-current-password");
  await limiter.refund(key);
}
