import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "@study-well/shared";
import type { AccountInfo, SignInResponse, TokenResponse } from "@study-well/shared/api";
import { refreshTokens } from "../db/schema";
import { call, errorCode, latestOobCode, signIn, signUp } from "../test/api-client";
import { buildSignUp } from "../test/factories";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

describe.each(databaseKinds)("identity on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(() => t.stop());

  describe("sign-up", () => {
    it("creates a user with role user, signs them in and reports the account", async () => {
      const input = buildSignUp({ email: "  New.Learner@Example.org " });
      const res = await call<SignInResponse>(t, "POST", "/api/auth/sign-up", { body: input });
      expect(res.status).toBe(201);
      expect(res.body.expiresIn).toBe(3600);
      expect(res.body.user).toMatchObject({
        email: "new.learner@example.org",
        firstName: "Ada",
        lastName: "Lovelace",
        role: "user",
        emailVerified: false,
      });
      expect(Date.parse(res.body.user.createdAt)).not.toBeNaN();
      expect(Date.parse(res.body.user.lastLoginAt ?? "")).not.toBeNaN();

      const me = await call<AccountInfo>(t, "GET", "/api/auth/lookup", { token: res.body.idToken });
      expect(me.status).toBe(200);
      expect(me.body.uid).toBe(res.body.user.uid);
    });

    it("refuses an email already in use, whatever its case", async () => {
      const { input } = await signUp(t);
      const again = await call(t, "POST", "/api/auth/sign-up", {
        body: buildSignUp({ email: input.email.toUpperCase() }),
      });
      expect(again.status).toBe(409);
      expect(errorCode(again)).toBe("auth/email-already-in-use");
    });

    it.each([
      [{ email: "not-an-email" }, "auth/invalid-email"],
      [{ password: "12345" }, "auth/weak-password"],
      [{ firstName: "   " }, "auth/missing-field"],
      [{ lastName: "" }, "auth/missing-field"],
    ])("refuses %j with %s", async (overrides, code) => {
      const res = await call(t, "POST", "/api/auth/sign-up", { body: buildSignUp(overrides) });
      expect(res.status).toBe(400);
      expect(errorCode(res)).toBe(code);
    });
  });

  describe("sign-in", () => {
    it("returns tokens and moves lastLoginAt", async () => {
      const { input, user } = await signUp(t);
      await new Promise((r) => setTimeout(r, 5));
      const res = await call<SignInResponse>(t, "POST", "/api/auth/sign-in", {
        body: { email: input.email, password: input.password },
      });
      expect(res.status).toBe(200);
      expect(Date.parse(res.body.user.lastLoginAt ?? "")).toBeGreaterThan(Date.parse(user.lastLoginAt ?? ""));
    });

    it("tells an unknown email from a wrong password", async () => {
      const { input } = await signUp(t);
      const unknown = await call(t, "POST", "/api/auth/sign-in", {
        body: { email: "nobody@example.org", password: "whatever1" },
      });
      expect(errorCode(unknown)).toBe("auth/user-not-found");
      const wrong = await call(t, "POST", "/api/auth/sign-in", {
        body: { email: input.email, password: "nope-nope" },
      });
      expect(errorCode(wrong)).toBe("auth/wrong-password");
      const bad = await call(t, "POST", "/api/auth/sign-in", { body: { email: "bad", password: "x" } });
      expect(errorCode(bad)).toBe("auth/invalid-email");
    });
  });

  describe("refresh tokens", () => {
    it("rotate on every use, and replaying a used one ends the whole session", async () => {
      const session = await signUp(t);
      const first = await call<TokenResponse>(t, "POST", "/api/auth/token", {
        body: { refreshToken: session.refreshToken },
      });
      expect(first.status).toBe(200);
      expect(first.body.refreshToken).not.toBe(session.refreshToken);
      expect((await call(t, "GET", "/api/auth/lookup", { token: first.body.idToken })).status).toBe(200);

      const replay = await call(t, "POST", "/api/auth/token", {
        body: { refreshToken: session.refreshToken },
      });
      expect(replay.status).toBe(401);
      expect(errorCode(replay)).toBe("auth/user-token-expired");
      // The thief's replay also kills the legitimate successor.
      const successor = await call(t, "POST", "/api/auth/token", {
        body: { refreshToken: first.body.refreshToken },
      });
      expect(errorCode(successor)).toBe("auth/user-token-expired");
    });

    it("leave other sign-ins alone when one session is replayed", async () => {
      const a = await signUp(t);
      const b = await signIn(t, a.input.email, a.input.password);
      await call(t, "POST", "/api/auth/token", { body: { refreshToken: a.refreshToken } });
      await call(t, "POST", "/api/auth/token", { body: { refreshToken: a.refreshToken } });
      expect(
        (await call(t, "POST", "/api/auth/token", { body: { refreshToken: b.refreshToken } })).status,
      ).toBe(200);
    });

    it("are refused when unknown, and revoked by sign-out", async () => {
      const unknown = await call(t, "POST", "/api/auth/token", { body: { refreshToken: "made-up" } });
      expect(errorCode(unknown)).toBe("auth/invalid-refresh-token");
      const session = await signUp(t);
      expect(
        (await call(t, "POST", "/api/auth/sign-out", { body: { refreshToken: session.refreshToken } }))
          .status,
      ).toBe(204);
      const after = await call(t, "POST", "/api/auth/token", {
        body: { refreshToken: session.refreshToken },
      });
      expect(errorCode(after)).toBe("auth/user-token-expired");
    });

    it("end their session's access tokens too, and no other session's", async () => {
      const a = await signUp(t);
      const other = await signIn(t, a.input.email, a.input.password);
      // A refreshed token belongs to the same session as the one it replaced.
      const refreshed = await call<{ idToken: string; refreshToken: string }>(t, "POST", "/api/auth/token", {
        body: { refreshToken: a.refreshToken },
      });
      for (const token of [a.token, refreshed.body.idToken, other.token]) {
        expect((await call(t, "GET", "/api/auth/lookup", { token })).status).toBe(200);
      }
      await call(t, "POST", "/api/auth/sign-out", { body: { refreshToken: refreshed.body.refreshToken } });
      for (const token of [a.token, refreshed.body.idToken]) {
        const after = await call(t, "GET", "/api/auth/lookup", { token });
        expect(after.status).toBe(401);
        expect(errorCode(after)).toBe("auth/id-token-revoked");
      }
      expect((await call(t, "GET", "/api/auth/lookup", { token: other.token })).status).toBe(200);

      // A replayed refresh token ends its session, access tokens included.
      await call(t, "POST", "/api/auth/token", { body: { refreshToken: other.refreshToken } });
      await call(t, "POST", "/api/auth/token", { body: { refreshToken: other.refreshToken } });
      expect(errorCode(await call(t, "GET", "/api/auth/lookup", { token: other.token }))).toBe(
        "auth/id-token-revoked",
      );
    });
  });

  describe("access tokens", () => {
    it("are required, and a forged or mangled one is refused as unauthenticated", async () => {
      const none = await call(t, "GET", "/api/auth/lookup");
      expect(none.status).toBe(401);
      expect(none.body).toEqual({ error: { code: "unauthenticated", message: "User not authenticated" } });
      const { token } = await signUp(t);
      const [header, payload] = token.split(".");
      const forged = `${header}.${payload}.${"A".repeat(86)}`;
      expect(errorCode(await call(t, "GET", "/api/auth/lookup", { token: forged }))).toBe("unauthenticated");
    });

    it("are read after the scheme's name in any case, and not after another scheme or none (attack)", async () => {
      const { token } = await signUp(t);
      const lookup = (authorization: string) => t.fetch("/api/auth/lookup", { headers: { authorization } });
      for (const scheme of ["Bearer", "bearer", "BEARER"])
        expect((await lookup(`${scheme} ${token}`)).status, scheme).toBe(200);
      for (const header of [`Basic ${token}`, token, "Bearer ", `Bearertoken${token}`])
        expect((await lookup(header)).status, header.slice(0, 12)).toBe(401);
    });
  });

  describe("account changes", () => {
    it("a new password ends other sessions and hands the caller fresh tokens", async () => {
      const a = await signUp(t);
      const other = await signIn(t, a.input.email, a.input.password);
      const res = await call<{ user: AccountInfo; tokens: TokenResponse | null }>(
        t,
        "POST",
        "/api/auth/update",
        {
          token: a.token,
          body: { password: "a brand new one", currentPassword: a.input.password },
        },
      );
      expect(res.status).toBe(200);
      expect(res.body.tokens).not.toBeNull();
      expect(errorCode(await call(t, "GET", "/api/auth/lookup", { token: other.token }))).toBe(
        "auth/id-token-revoked",
      );
      expect(
        errorCode(await call(t, "POST", "/api/auth/token", { body: { refreshToken: other.refreshToken } })),
      ).toBe("auth/user-token-expired");
      expect(
        (await call(t, "GET", "/api/auth/lookup", { token: res.body.tokens?.idToken ?? "" })).status,
      ).toBe(200);
      await signIn(t, a.input.email, "a brand new one");
    });

    it("changes the email and display name without ending the session", async () => {
      const a = await signUp(t);
      const email = `renamed-${a.user.uid}@example.org`;
      const res = await call<{ user: AccountInfo; tokens: null }>(t, "POST", "/api/auth/update", {
        token: a.token,
        body: { email, displayName: "Countess", currentPassword: a.input.password },
      });
      expect(res.body.user).toMatchObject({ email, displayName: "Countess" });
      expect(res.body.tokens).toBeNull();
      expect((await call(t, "GET", "/api/auth/lookup", { token: a.token })).status).toBe(200);
      await signIn(t, email, a.input.password);
    });

    it("a new password or email cancels the account's reset links", async () => {
      const a = await signUp(t);
      const requestLink = async (email: string) => {
        await call(t, "POST", "/api/auth/send-oob-code", { body: { requestType: "PASSWORD_RESET", email } });
        return latestOobCode(t.database.dataDir, email);
      };
      const refused = async (oobCode: string) =>
        errorCode(
          await call(t, "POST", "/api/auth/reset-password", { body: { oobCode, newPassword: "taken over" } }),
        );

      const beforePassword = await requestLink(a.input.email);
      const changed = await call<{ tokens: TokenResponse }>(t, "POST", "/api/auth/update", {
        token: a.token,
        body: { password: "a brand new one", currentPassword: a.input.password },
      });
      expect(changed.status).toBe(200);
      expect(await refused(beforePassword)).toBe("auth/invalid-action-code");

      const beforeEmail = await requestLink(a.input.email);
      const email = `renamed-${a.user.uid}@example.org`;
      const moved = await call(t, "POST", "/api/auth/update", {
        token: changed.body.tokens.idToken,
        body: { email, currentPassword: "a brand new one" },
      });
      expect(moved.status).toBe(200);
      expect(await refused(beforeEmail)).toBe("auth/invalid-action-code");
      await signIn(t, email, "a brand new one");
    });

    it("a new email or password takes the right current password; a display name does not", async () => {
      const a = await signUp(t);
      for (const change of [{ email: `other-${a.user.uid}@example.org` }, { password: "a brand new one" }]) {
        const missing = await call(t, "POST", "/api/auth/update", { token: a.token, body: change });
        expect(missing.status).toBe(403);
        expect(errorCode(missing)).toBe("auth/requires-recent-login");
        const wrong = await call(t, "POST", "/api/auth/update", {
          token: a.token,
          body: { ...change, currentPassword: "not my password" },
        });
        expect(wrong.status).toBe(400);
        expect(errorCode(wrong)).toBe("auth/wrong-password");
      }
      // Nothing changed: the old email and password still sign in, the session still works.
      await signIn(t, a.input.email, a.input.password);
      const named = await call<{ user: AccountInfo }>(t, "POST", "/api/auth/update", {
        token: a.token,
        body: { displayName: "Countess", email: a.input.email },
      });
      expect(named.status).toBe(200);
      expect(named.body.user.displayName).toBe("Countess");
    });

    it("deleting the account removes the user and ends the session", async () => {
      const a = await signUp(t);
      expect((await call(t, "DELETE", "/api/auth/account", { token: a.token })).status).toBe(204);
      expect((await call(t, "GET", "/api/auth/lookup", { token: a.token })).status).toBe(401);
      const again = await call(t, "POST", "/api/auth/sign-in", {
        body: { email: a.input.email, password: a.input.password },
      });
      expect(errorCode(again)).toBe("auth/user-not-found");
    });

    it("deleting the account takes a recent sign-in, not a session kept alive for long", async () => {
      const a = await signUp(t);
      // The session signed in ten minutes ago; its tokens were refreshed since.
      await t.server.database.db
        .update(refreshTokens)
        .set({ createdAt: new Date(Date.now() - 10 * 60 * 1000) })
        .where(eq(refreshTokens.userId, a.user.uid));
      const kept = await call<TokenResponse>(t, "POST", "/api/auth/token", {
        body: { refreshToken: a.refreshToken },
      });
      const refused = await call(t, "DELETE", "/api/auth/account", { token: kept.body.idToken });
      expect(refused.status).toBe(403);
      expect(refused.body).toEqual({
        error: {
          code: "auth/requires-recent-login",
          message: ERRORS["auth/delete-requires-recent-login"].message,
        },
      });
      expect((await call(t, "GET", "/api/auth/lookup", { token: kept.body.idToken })).status).toBe(200);
      // Signing in again is recent enough.
      const fresh = await signIn(t, a.input.email, a.input.password);
      expect((await call(t, "DELETE", "/api/auth/account", { token: fresh.token })).status).toBe(204);
    });
  });

  it("publishes the password policy with the spec's fields", async () => {
    const res = await call(t, "GET", "/api/auth/password-policy");
    expect(res.body).toEqual({
      minPasswordLength: 6,
      requireLowercase: false,
      requireUppercase: false,
      requireNumeric: false,
      requireNonAlphanumeric: false,
      allowedNonAlphanumericCharacters: expect.arrayContaining(["!", "@", "#"]) as string[],
      enforcementState: "OFF",
      forceUpgradeOnSignin: false,
      schemaVersion: 1,
    });
  });
});
