import { randomUUID } from "node:crypto";
import type {
  AccountInfo,
  Role,
  SignInResponse,
  TokenResponse,
  UpdateAccountRequest,
} from "@study-well/shared/api";
import { AuthErrorCode } from "@study-well/shared/api";
import { SITE_ADMINISTRATOR } from "@study-well/shared";
import type { Config } from "../config";
import type { Db } from "../db/database";
import { isUniqueViolation } from "../db/errors";
import { AppError } from "../http/app-error";
import { requiredName, validEmail } from "../users/account-fields";
import { normalizeEmail, toAccountInfo, type UserRow, type UsersRepository } from "../users/users.repository";
import type { AccessTokens } from "./access-tokens";
import type { AdminBootstrap } from "./admin-bootstrap";
import { assertCurrentPassword } from "../users/current-password";
import { hashPassword, verifyAgainstNothing, verifyPassword } from "../users/passwords";
import { assertAcceptablePassword, assertPasswordStillAllowed } from "./password-rules";
import { accountPrefix } from "../storage/file-keys";
import type { RateLimiter } from "../http/rate-limiter";
import { type RefreshTokens, sessionEnded } from "./refresh-tokens";

export interface NewAccount {
  email: string;
  password: string;
  firstName: string;
  lastName: string;
  role?: Role;
}

/** How recent a sign-in must be to delete the account. */
export const RECENT_SIGN_IN_SECONDS = 5 * 60;

/** Addresses that name a role, not a person: their administrator is the site's. */
const ROLE_MAILBOXES = new Set([
  "admin",
  "administrator",
  "root",
  "webmaster",
  "postmaster",
  "info",
  "contact",
]);

/**
 * The first administrator's names, read from ADMIN_EMAIL: "jane.doe@…" is Jane Doe; "admin@…" the
 * Site Administrator; any other one word, that word and Administrator. Their profile can change them.
 */
export function adminNames(email: string): { firstName: string; lastName: string } {
  // What follows a "+" only sorts mail ("jane+study@…").
  const [local = ""] = (normalizeEmail(email).split("@")[0] ?? "").split("+");
  const words = local
    .split(/[._-]+/)
    .filter((word) => /\p{L}/u.test(word))
    .map((word) => word.charAt(0).toUpperCase() + word.slice(1));
  const [first, ...rest] = words;
  if (!first || (rest.length === 0 && ROLE_MAILBOXES.has(local))) return { ...SITE_ADMINISTRATOR };
  return { firstName: first, lastName: rest.length > 0 ? rest.join(" ") : SITE_ADMINISTRATOR.lastName };
}

export class AuthService {
  constructor(
    private readonly config: Config["auth"],
    private readonly users: UsersRepository,
    private readonly accessTokens: AccessTokens,
    private readonly refreshTokens: RefreshTokens,
    private readonly limiter: RateLimiter,
    /** The account's stored files (photos, recordings, lectures), deleted with it. */
    private readonly files: { deleteStored(prefix: string): Promise<void> },
  ) {}

  async signUp(input: NewAccount, ip: string): Promise<SignInResponse> {
    if (this.config.registration === "closed") throw AppError.of("auth/admin-restricted-operation");
    await this.limiter.consume(`sign-up:${ip}`, this.config.signUps);
    const user = await this.createAccount(input, { signedIn: true });
    return this.startSession(user);
  }

  /** Creates an account (sign-up, activation, first admin); the password must meet the policy. */
  /** `db`: a transaction the account is created in, when the caller has one open. */
  async createAccount(
    input: NewAccount,
    { signedIn = false, db }: { signedIn?: boolean; db?: Db } = {},
  ): Promise<UserRow> {
    const email = validEmail(input.email);
    const firstName = requiredName(input.firstName, "First name");
    const lastName = requiredName(input.lastName, "Last name");
    assertAcceptablePassword(this.config.passwordPolicy, input.password);
    try {
      return await this.users.insert(
        {
          email,
          firstName,
          lastName,
          passwordHash: await hashPassword(input.password),
          role: input.role ?? "user",
          lastLoginAt: signedIn ? new Date() : null,
        },
        db,
      );
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of("auth/email-already-in-use");
      throw error;
    }
  }

  async signIn(rawEmail: string, password: string, ip: string): Promise<SignInResponse> {
    const email = validEmail(rawEmail);
    // Every attempt is counted before the password is checked, so simultaneous guesses cannot
    // all slip under a limit; a success takes its count back.
    const fromAddress = `sign-in-address:${ip}`;
    const pair = `sign-in-failures:${ip}:${email}`;
    const account = `sign-in-account:${email}`;
    await this.limiter.consume(fromAddress, this.config.signInFailuresPerAddress);
    await this.limiter.consume(pair, this.config.signInFailures);
    await this.limiter.consumeWithBackoff(account, this.config.signInFailuresPerAccount);
    const user = await this.users.findByEmail(email);
    if (!user) {
      await verifyAgainstNothing(password);
      throw this.config.enumerationProtection
        ? AppError.of("auth/invalid-credential")
        : AppError.of("auth/user-not-found");
    }
    if (!(await verifyPassword(user.passwordHash, password))) {
      throw this.config.enumerationProtection
        ? AppError.of("auth/invalid-credential")
        : AppError.of("auth/wrong-password");
    }
    await Promise.all([
      this.limiter.refund(fromAddress),
      this.limiter.reset(pair),
      this.limiter.reset(account),
    ]);
    if (user.disabled) throw AppError.of("auth/user-disabled");
    assertPasswordStillAllowed(this.config.passwordPolicy, password);
    const updated = await this.users.update(user.id, { lastLoginAt: new Date() });
    return this.startSession(updated ?? user);
  }

  async refresh(refreshToken: string): Promise<TokenResponse> {
    const {
      userId,
      refreshToken: next,
      sessionId,
      signedInAt,
    } = await this.refreshTokens.rotate(refreshToken);
    const user = await this.users.findById(userId);
    if (!user) throw sessionEnded();
    if (user.disabled) throw AppError.of("auth/user-disabled");
    const access = await this.accessTokens.issue({
      uid: user.id,
      sessionVersion: user.sessionVersion,
      sessionId,
      authTime: Math.floor(signedInAt.getTime() / 1000),
    });
    return { ...access, refreshToken: next };
  }

  signOut(refreshToken: string): Promise<void> {
    return this.refreshTokens.revoke(refreshToken);
  }

  async lookup(uid: string): Promise<AccountInfo> {
    const user = await this.users.findById(uid);
    if (!user) throw sessionEnded();
    return toAccountInfo(user);
  }

  /**
   * Changes email, password or display name; a new email or password takes the current password,
   * and a new password ends every other session.
   */
  async updateAccount(
    uid: string,
    changes: UpdateAccountRequest,
  ): Promise<{ user: AccountInfo; tokens: TokenResponse | null }> {
    const current = await this.users.findById(uid);
    if (!current) throw sessionEnded();
    const set: Parameters<UsersRepository["update"]>[1] = {};
    if (changes.email !== undefined) {
      const email = validEmail(changes.email);
      if (email !== current.email) {
        set.email = email;
        set.emailVerified = false;
      }
    }
    if (changes.displayName !== undefined) set.displayName = changes.displayName?.trim() || null;
    if (changes.password !== undefined)
      assertAcceptablePassword(this.config.passwordPolicy, changes.password);
    // Checked against the password read above, and written only if it is still the account's:
    // two tabs changing the password at once were both told it worked, and one had not.
    const guarded = set.email !== undefined || changes.password !== undefined;
    const guard = guarded ? { passwordHash: current.passwordHash } : undefined;
    if (guarded) {
      await assertCurrentPassword(this.limiter, this.config.signInFailures, current, changes.currentPassword);
      if (set.email !== undefined && (await this.users.isWaitlisted(set.email)))
        throw AppError.of("auth/email-already-in-use");
    }
    if (changes.password !== undefined) set.passwordHash = await hashPassword(changes.password);
    if (Object.keys(set).length === 0) return { user: toAccountInfo(current), tokens: null };
    let user: UserRow | undefined;
    try {
      user =
        changes.password !== undefined
          ? await this.users.bumpSessionVersion(uid, set, guard)
          : await this.users.update(uid, set, guard);
    } catch (error) {
      if (isUniqueViolation(error)) throw AppError.of("auth/email-already-in-use");
      throw error;
    }
    if (!user)
      throw guard && (await this.users.findById(uid))
        ? AppError.of("auth/wrong-current-password")
        : sessionEnded();
    if (changes.password === undefined) return { user: toAccountInfo(user), tokens: null };
    await this.refreshTokens.revokeAllForUser(uid);
    const { user: info, ...tokens } = await this.startSession(user);
    return { user: info, tokens };
  }

  /**
   * Deletes the account with everything it owns: rows by cascade, then its stored files. It takes
   * a session signed in within the last few minutes, so a borrowed session (an unattended browser,
   * a copied token) cannot delete it; and the last administrator who can sign in stays, as they
   * cannot be made a user or disabled (nobody could activate the waitlist until the operator
   * stepped in).
   */
  async deleteAccount(uid: string, signedInAt: number | undefined): Promise<void> {
    if (signedInAt === undefined || Date.now() / 1000 - signedInAt > RECENT_SIGN_IN_SECONDS)
      throw AppError.of("auth/delete-requires-recent-login");
    await this.users.delete(uid, { keepAnAdmin: true });
    await this.files.deleteStored(accountPrefix(uid));
  }

  /**
   * Disabling ends the user's sessions at once; enabling lets them sign in again. `keepAnAdmin`:
   * the last administrator who can sign in is not disabled (see UsersRepository.update).
   */
  async setDisabled(
    uid: string,
    disabled: boolean,
    { keepAnAdmin = false }: { keepAnAdmin?: boolean } = {},
  ): Promise<UserRow | undefined> {
    const user = disabled
      ? await this.users.bumpSessionVersion(uid, { disabled }, undefined, undefined, { keepAnAdmin })
      : await this.users.update(uid, { disabled });
    if (user && disabled) await this.refreshTokens.revokeAllForUser(uid);
    return user;
  }

  /**
   * Creates the first administrator from ADMIN_EMAIL and ADMIN_PASSWORD, and nothing more. An
   * account that already holds the address is never promoted: its owner may have registered it
   * after the administrator deleted their account or moved to another email, so promoting it is
   * a deliberate act (`npm run admin -- role EMAIL admin`). Once any administrator exists a free
   * address is not created again either: the variables only bootstrap an installation, or
   * recover one that has no administrator left.
   */
  async ensureAdmin(email: string, password: string): Promise<AdminBootstrap> {
    const existing = await this.users.findByEmail(email);
    if (existing) return { outcome: existing.role === "admin" ? "ready" : "not-admin", user: existing };
    if (await this.users.hasAdmin()) return { outcome: "admin-exists" };
    try {
      const user = await this.createAccount({ email, password, ...adminNames(email), role: "admin" });
      return { outcome: "created", user };
    } catch (error) {
      // Someone took the address meanwhile (another replica starting, or a sign-up): look again.
      if (error instanceof AppError && error.code === AuthErrorCode.emailAlreadyInUse)
        return this.ensureAdmin(email, password);
      throw error;
    }
  }

  private async startSession(user: UserRow): Promise<SignInResponse> {
    // The session's id: its refresh tokens' family, and the `sid` of its access tokens.
    const sessionId = randomUUID();
    const access = await this.accessTokens.issue({
      uid: user.id,
      sessionVersion: user.sessionVersion,
      sessionId,
      authTime: Math.floor(Date.now() / 1000),
    });
    const refreshToken = await this.refreshTokens.issue(user.id, sessionId);
    return { ...access, refreshToken, user: toAccountInfo(user) };
  }
}
