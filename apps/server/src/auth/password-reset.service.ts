import { createHash, randomBytes, timingSafeEqual } from "node:crypto";
import type { Config } from "../config";
import type { Log } from "../log";
import type { Mailer } from "../mail/mailer";
import type { UserRow, UsersRepository } from "../users/users.repository";
import { validEmail } from "../users/account-fields";
import { hashPassword } from "../users/passwords";
import { assertAcceptablePassword } from "./password-rules";
import type { RateLimiter } from "../http/rate-limiter";
import type { RefreshTokens } from "./refresh-tokens";
import { AppError } from "../http/app-error";
import type { ResetCodesRepository } from "./reset-codes.repository";

export const RESET_CODE_TTL_MS = 60 * 60 * 1000;
/** An activated account's first link: the invitation may be read days later. */
export const WELCOME_CODE_TTL_MS = 7 * 24 * 60 * 60 * 1000;
export const RESET_CODE_MAX_ATTEMPTS = 5;
const PRUNE_CODES_EVERY_MS = 60 * 60 * 1000;

const digest = (secret: string) => createHash("sha256").update(secret).digest();

/**
 * One-time reset codes (the spec's oobCode): "<id>.<secret>". The id finds the code, so wrong
 * secrets can be counted against it; the secret is stored hashed.
 */
export class PasswordResetService {
  /** When spent codes were last deleted (ResetCodesRepository.prune), by this process. */
  private lastPrune = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly codes: ResetCodesRepository,
    private readonly config: Config,
    private readonly users: UsersRepository,
    private readonly refreshTokens: RefreshTokens,
    private readonly limiter: RateLimiter,
    private readonly mailer: Mailer,
    private readonly log: Log,
    private readonly now: () => Date = () => new Date(),
  ) {}

  /** Answers the same whether or not the address has an account, so it reveals neither. */
  async sendPasswordReset(rawEmail: string, ip: string): Promise<void> {
    const email = validEmail(rawEmail);
    await this.limiter.consume(`reset-mail-address:${ip}`, this.config.auth.resetMailsPerAddress);
    await this.limiter.consume(`reset-mail:${email}`, this.config.auth.resetMails);
    const user = await this.users.findByEmail(email);
    // A disabled account gets no link: a password chosen through one would stand once enabled.
    if (!user || user.disabled) return;
    const link = await this.createLink(user);
    await this.mailer.send({
      to: user.email,
      subject: "Reset your Study Well password",
      text:
        `Hello ${user.firstName},\n\nFollow this link to choose a new password for your Study Well account ` +
        `${user.email}:\n\n${link}\n\nThe link works once and expires in one hour. ` +
        "If you did not ask for it, you can ignore this message.\n",
    });
  }

  /** Mails a newly activated user a link to choose their own password. */
  async sendWelcome(user: UserRow): Promise<void> {
    // The page then speaks of choosing a password, not resetting one (the code is the same kind).
    const link = `${await this.createLink(user, WELCOME_CODE_TTL_MS)}&welcome=1`;
    await this.mailer.send({
      to: user.email,
      subject: "Your Study Well account is ready",
      text:
        `Hello ${user.firstName},\n\nAn administrator has activated your Study Well account ${user.email}. ` +
        `Choose your password here:\n\n${link}\n\nThe link works once and expires in seven days; ` +
        `after that, ask for a new one at ${this.config.publicUrl}/reset-password.\n`,
    });
  }

  async verifyResetCode(oobCode: string): Promise<string> {
    const { user } = await this.checkCode(oobCode);
    return user.email;
  }

  async confirmReset(oobCode: string, newPassword: string): Promise<string> {
    const { id, user } = await this.checkCode(oobCode);
    assertAcceptablePassword(this.config.auth.passwordPolicy, newPassword);
    const passwordHash = await hashPassword(newPassword);
    // A reset proves the mailbox and ends every session that used the old password. The link is
    // used in the same transaction as the password is written, which cancels the account's other
    // links (UsersRepository.update): a link used or cancelled meanwhile (another link used at
    // the same moment, an email change) writes nothing.
    const written = await this.users.bumpSessionVersion(
      user.id,
      { passwordHash, emailVerified: true },
      undefined,
      id,
    );
    if (!written) throw AppError.of("auth/invalid-action-code");
    await this.refreshTokens.revokeAllForUser(user.id);
    return user.email;
  }

  private async createLink(user: UserRow, ttlMs = RESET_CODE_TTL_MS): Promise<string> {
    // Spent codes are deleted as new ones are made: the account's own each time, everyone's at
    // most once an hour.
    // A clean-up that fails is the next link's to do: it never fails this one (an activation's
    // welcome link comes after the account is made).
    const now = this.now();
    const everyone = now.getTime() - this.lastPrune >= PRUNE_CODES_EVERY_MS;
    if (everyone) this.lastPrune = now.getTime();
    await this.codes.prune(now, everyone ? undefined : user.id).catch((error: unknown) => {
      if (everyone) this.lastPrune = Number.NEGATIVE_INFINITY;
      this.log.warn({ err: error }, "Deleting spent reset links failed");
    });
    const secret = randomBytes(32).toString("base64url");
    const id = await this.codes.insert({
      userId: user.id,
      email: user.email,
      secretHash: digest(secret).toString("base64url"),
      expiresAt: new Date(this.now().getTime() + ttlMs),
    });
    return `${this.config.publicUrl}/reset-password?oobCode=${encodeURIComponent(`${id}.${secret}`)}`;
  }

  private async checkCode(oobCode: string): Promise<{ id: string; user: UserRow }> {
    const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,100})$/.exec(oobCode);
    if (!match) throw AppError.of("auth/invalid-action-code");
    const [, id = "", secret = ""] = match;
    const row = await this.codes.findById(id);
    if (!row || row.usedAt || row.attempts >= RESET_CODE_MAX_ATTEMPTS)
      throw AppError.of("auth/invalid-action-code");
    const expected = Buffer.from(row.secretHash, "base64url");
    if (!timingSafeEqual(expected, digest(secret))) {
      await this.codes.countWrongSecret(id);
      throw AppError.of("auth/invalid-action-code");
    }
    if (row.expiresAt <= this.now()) throw AppError.of("auth/expired-action-code");
    const user = await this.users.findById(row.userId);
    if (!user || user.disabled) throw AppError.of("auth/invalid-action-code");
    // A link mailed to an address the account no longer has: one asked for as the address
    // changed can be made after the change cancelled the account's links.
    if (row.email !== null && row.email !== user.email) throw AppError.of("auth/invalid-action-code");
    return { id, user };
  }
}
