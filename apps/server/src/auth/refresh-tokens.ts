import { createHash, randomBytes, randomUUID } from "node:crypto";
import { and, eq, isNotNull, isNull, min } from "drizzle-orm";
import type { Db } from "../db/database";
import { refreshTokens } from "../db/schema";
import { AppError } from "../http/app-error";
import { announce } from "../live/changes-feed";
import { SessionCache } from "./account-cache";

const hashToken = (token: string) => createHash("sha256").update(token).digest("base64url");

export const sessionEnded = () => AppError.of("auth/user-token-expired");

/**
 * Opaque refresh tokens, stored hashed and rotated on every use. Tokens rotated from one
 * sign-in form a family: presenting one that was already used means it leaked, so the whole
 * family is revoked.
 */
export class RefreshTokens {
  /** Which sessions have ended, for the auth guard: their access tokens stop working at once. */
  readonly sessions = new SessionCache(async (familyId) => {
    const [row] = await this.db
      .select({ id: refreshTokens.id })
      .from(refreshTokens)
      .where(and(eq(refreshTokens.familyId, familyId), isNotNull(refreshTokens.revokedAt)))
      .limit(1);
    return row !== undefined;
  });

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
    private readonly now: () => Date = () => new Date(),
  ) {}

  async issue(userId: string, familyId: string = randomUUID(), db: Db = this.db): Promise<string> {
    const token = randomBytes(32).toString("base64url");
    await db.insert(refreshTokens).values({
      userId,
      familyId,
      tokenHash: hashToken(token),
      expiresAt: new Date(this.now().getTime() + this.ttlMs),
    });
    return token;
  }

  /** Uses up `token` and returns its user with a successor token of the same family. */
  async rotate(
    token: string,
  ): Promise<{ userId: string; refreshToken: string; sessionId: string; signedInAt: Date }> {
    const [row] = await this.db
      .select()
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (!row) throw AppError.of("auth/invalid-refresh-token");
    if (row.revokedAt) throw sessionEnded();
    if (row.usedAt) {
      await this.revokeFamily(row.familyId);
      throw sessionEnded();
    }
    if (row.expiresAt <= this.now()) throw sessionEnded();
    // Only one caller may use a token; a second, concurrent one is a replay. The claim and the
    // successor are committed together, so a replay detected meanwhile (it waits on the claimed
    // row) revokes the successor too, on PostgreSQL as on the embedded database.
    const successor = await this.db.transaction(async (tx) => {
      const claimed = await tx
        .update(refreshTokens)
        .set({ usedAt: this.now() })
        .where(
          and(eq(refreshTokens.id, row.id), isNull(refreshTokens.usedAt), isNull(refreshTokens.revokedAt)),
        )
        .returning({ id: refreshTokens.id });
      return claimed.length === 0 ? undefined : this.issue(row.userId, row.familyId, tx);
    });
    if (successor === undefined) {
      await this.revokeFamily(row.familyId);
      throw sessionEnded();
    }
    // When the session began: its first token's time (the sign-in).
    const [first] = await this.db
      .select({ at: min(refreshTokens.createdAt) })
      .from(refreshTokens)
      .where(eq(refreshTokens.familyId, row.familyId));
    return {
      userId: row.userId,
      refreshToken: successor,
      sessionId: row.familyId,
      signedInAt: first?.at ?? row.createdAt,
    };
  }

  async revoke(token: string): Promise<void> {
    const [row] = await this.db
      .select({ familyId: refreshTokens.familyId })
      .from(refreshTokens)
      .where(eq(refreshTokens.tokenHash, hashToken(token)));
    if (row) await this.revokeFamily(row.familyId);
  }

  async revokeAllForUser(userId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.userId, userId), isNull(refreshTokens.revokedAt)));
  }

  /** Ends the session: its refresh tokens, and (in every process) its access tokens. */
  private async revokeFamily(familyId: string): Promise<void> {
    await this.db
      .update(refreshTokens)
      .set({ revokedAt: this.now() })
      .where(and(eq(refreshTokens.familyId, familyId), isNull(refreshTokens.revokedAt)));
    this.sessions.forget(familyId);
    await announce(this.db, { kind: "session", id: familyId });
  }
}
