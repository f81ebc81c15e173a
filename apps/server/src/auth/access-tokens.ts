import { randomUUID } from "node:crypto";
import { eq } from "drizzle-orm";
import { errors, exportJWK, generateKeyPair, importJWK, jwtVerify, SignJWT, type JWK } from "jose";
import type { Db } from "../db/database";
import { instanceSettings } from "../db/schema";
import { AppError } from "../http/app-error";

export const ACCESS_TOKEN_TTL_SECONDS = 3600;
const ISSUER = "study-well";
const KEY_SETTING = "auth.signing-key";

type SigningKey = Awaited<ReturnType<typeof generateKeyPair>>["privateKey"];

export interface AccessClaims {
  uid: string;
  sessionVersion: number;
  /** The signed-in session the token belongs to (its refresh tokens' family); absent in older tokens. */
  sessionId?: string | undefined;
  /** When that session signed in, in seconds since 1970 (`auth_time`); absent in older tokens. */
  authTime?: number | undefined;
}

export const unauthenticated = (): AppError => AppError.of("unauthenticated");

/** Signs and checks the one-hour access tokens (EdDSA JWTs). */
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Tokens already verified, kept so a signature is checked once per token, not per request. */
const VERIFIED_TOKENS = 20_000;

export class AccessTokens {
  /** Verified tokens and their claims until they expire; oldest forgotten first. */
  private readonly verified = new Map<string, { claims: AccessClaims; expiresAtMs: number }>();

  private constructor(
    private readonly kid: string,
    private readonly privateKey: SigningKey,
    private readonly publicKey: SigningKey,
  ) {}

  /** Loads the installation's signing key, making it on first start; replicas race safely. */
  static async load(db: Db): Promise<AccessTokens> {
    const read = async () => {
      const [row] = await db.select().from(instanceSettings).where(eq(instanceSettings.key, KEY_SETTING));
      return row?.value as { kid: string; jwk: JWK } | undefined;
    };
    let stored = await read();
    if (!stored) {
      // First start: make a key; if another replica made one meanwhile, theirs is kept.
      const { privateKey } = await generateKeyPair("EdDSA", { crv: "Ed25519", extractable: true });
      const candidate = { kid: randomUUID(), jwk: await exportJWK(privateKey) };
      await db.insert(instanceSettings).values({ key: KEY_SETTING, value: candidate }).onConflictDoNothing();
      stored = await read();
    }
    if (!stored) throw new Error("signing key missing after insert");
    const { d: _private, ...publicJwk } = stored.jwk;
    return new AccessTokens(
      stored.kid,
      (await importJWK(stored.jwk, "EdDSA")) as SigningKey,
      (await importJWK(publicJwk, "EdDSA")) as SigningKey,
    );
  }

  async issue(claims: AccessClaims): Promise<{ idToken: string; expiresIn: number }> {
    const idToken = await new SignJWT({
      sv: claims.sessionVersion,
      ...(claims.sessionId ? { sid: claims.sessionId } : {}),
      ...(claims.authTime ? { auth_time: claims.authTime } : {}),
    })
      .setProtectedHeader({ alg: "EdDSA", kid: this.kid, typ: "JWT" })
      .setSubject(claims.uid)
      .setIssuer(ISSUER)
      .setAudience(ISSUER)
      .setIssuedAt()
      .setExpirationTime(`${ACCESS_TOKEN_TTL_SECONDS}s`)
      .sign(this.privateKey);
    return { idToken, expiresIn: ACCESS_TOKEN_TTL_SECONDS };
  }

  /**
   * The token's claims, or a 401 saying why it is not accepted. A token is a fixed string, so
   * its signature needs checking only once; its expiry is checked on every call. (Revocation is
   * not the token's business: the guard compares its session version with the account's.)
   */
  async verify(token: string): Promise<AccessClaims> {
    const known = this.verified.get(token);
    if (known) {
      if (Date.now() < known.expiresAtMs) return known.claims;
      this.verified.delete(token);
      throw AppError.of("auth/id-token-expired");
    }
    const claims = await this.check(token);
    if (this.verified.size >= VERIFIED_TOKENS) {
      const oldest = this.verified.keys().next().value;
      if (oldest !== undefined) this.verified.delete(oldest);
    }
    this.verified.set(token, claims);
    return claims.claims;
  }

  private async check(token: string): Promise<{ claims: AccessClaims; expiresAtMs: number }> {
    try {
      const { payload } = await jwtVerify(token, this.publicKey, {
        issuer: ISSUER,
        audience: ISSUER,
        algorithms: ["EdDSA"],
      });
      // Only this server signs tokens, but a subject that is no account id must never reach a query.
      if (typeof payload.sub !== "string" || !UUID.test(payload.sub) || typeof payload.sv !== "number") {
        throw unauthenticated();
      }
      if (typeof payload.exp !== "number") throw unauthenticated();
      const sid = payload.sid;
      if (sid !== undefined && (typeof sid !== "string" || !UUID.test(sid))) throw unauthenticated();
      const authTime = payload.auth_time;
      if (authTime !== undefined && typeof authTime !== "number") throw unauthenticated();
      return {
        claims: { uid: payload.sub, sessionVersion: payload.sv, sessionId: sid, authTime },
        expiresAtMs: payload.exp * 1000,
      };
    } catch (error) {
      if (error instanceof errors.JWTExpired) {
        throw AppError.of("auth/id-token-expired");
      }
      if (error instanceof AppError) throw error;
      throw unauthenticated();
    }
  }
}
