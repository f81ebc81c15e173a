import { afterEach, describe, expect, it } from "vitest";
import { ERRORS } from "@study-well/shared";
import type { UserProfile } from "@study-well/shared/api";
import { call, errorCode, latestOobCode, readOutbox, signIn, signUp } from "../test/api-client";
import { buildSignUp } from "../test/factories";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

const ADMIN = { ADMIN_EMAIL: "root@example.org", ADMIN_PASSWORD: "admin password" };

describe.each(databaseKinds)("identity settings on %s", (kind) => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("throttles failed sign-ins per address and email: the N+1th gets 429 with Retry-After", async () => {
    t = await startTestServer(kind, { env: { AUTH_SIGNIN_FAILURES_LIMIT: "3" } });
    const { input } = await signUp(t);
    for (let i = 0; i < 3; i++) {
      const res = await call(t, "POST", "/api/auth/sign-in", {
        body: { email: input.email, password: "wrong-pass" },
      });
      expect(errorCode(res)).toBe("auth/wrong-password");
    }
    const blocked = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: input.email, password: input.password },
    });
    expect(blocked.status).toBe(429);
    expect(errorCode(blocked)).toBe("auth/too-many-requests");
    const retryAfter = Number(blocked.headers.get("retry-after"));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(15 * 60);
    // Another email from the same address is not blocked.
    const other = await signUp(t);
    await signIn(t, other.input.email, other.input.password);
  });

  it("throttles sign-ups per address and reset mails per email", async () => {
    t = await startTestServer(kind, { env: { AUTH_SIGNUP_LIMIT: "2", AUTH_RESET_MAIL_LIMIT: "2" } });
    const first = await signUp(t);
    await signUp(t);
    const third = await call(t, "POST", "/api/auth/sign-up", { body: buildSignUp() });
    expect(third.status).toBe(429);
    expect(third.headers.get("retry-after")).not.toBeNull();

    const reset = () =>
      call(t, "POST", "/api/auth/send-oob-code", {
        body: { requestType: "PASSWORD_RESET", email: first.input.email },
      });
    expect((await reset()).status).toBe(204);
    expect((await reset()).status).toBe(204);
    const blocked = await reset();
    expect(blocked.status).toBe(429);
    expect(errorCode(blocked)).toBe("auth/too-many-requests");
  });

  it("answers unknown email and wrong password alike with enumeration protection on", async () => {
    t = await startTestServer(kind, { env: { AUTH_EMAIL_ENUMERATION_PROTECTION: "true" } });
    const { input } = await signUp(t);
    const unknown = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: "x@example.org", password: "whatever" },
    });
    const wrong = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: input.email, password: "whatever" },
    });
    expect(unknown.body).toEqual(wrong.body);
    expect(errorCode(wrong)).toBe("auth/invalid-credential");
    const reset = await call(t, "POST", "/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: "x@example.org" },
    });
    expect(reset.status).toBe(204);
  });

  it("turns registration off with a clear message", async () => {
    t = await startTestServer(kind, { env: { REGISTRATION: "closed" } });
    const res = await call(t, "POST", "/api/auth/sign-up", { body: buildSignUp() });
    expect(res.status).toBe(403);
    expect(errorCode(res)).toBe("auth/admin-restricted-operation");
    expect((res.body as { error: { message: string } }).error.message).toMatch(/Registration is closed/);
  });

  it("enforces a stricter password policy, and can force an upgrade at sign-in", async () => {
    t = await startTestServer(kind, {
      env: {
        PASSWORD_POLICY_ENFORCEMENT: "ENFORCE",
        PASSWORD_REQUIRE_NUMERIC: "true",
        PASSWORD_MIN_LENGTH: "8",
      },
    });
    const weak = await call(t, "POST", "/api/auth/sign-up", { body: buildSignUp({ password: "letters" }) });
    expect(errorCode(weak)).toBe("auth/password-does-not-meet-requirements");
    expect((weak.body as { error: { message: string } }).error.message).toBe(
      "Missing password requirements: [Password must contain at least 8 characters, Password must contain a numeric character]",
    );
    const policy = await call(t, "GET", "/api/auth/password-policy");
    expect(policy.body).toMatchObject({
      enforcementState: "ENFORCE",
      minPasswordLength: 8,
      requireNumeric: true,
    });
    await t.stop();

    // An account made under the old policy, then the policy tightens with a forced upgrade.
    t = await startTestServer(kind);
    const { input } = await signUp(t, { password: "oldpass" });
    const dataEnv = t.database.env;
    await t.server.close();
    t = await startTestServer(kind, {
      env: {
        ...dataEnv,
        PASSWORD_POLICY_ENFORCEMENT: "ENFORCE",
        PASSWORD_REQUIRE_NUMERIC: "true",
        PASSWORD_FORCE_UPGRADE_ON_SIGNIN: "true",
      },
      database: t.database,
    });
    const res = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: input.email, password: input.password },
    });
    expect(errorCode(res)).toBe("auth/password-does-not-meet-requirements");
  });

  it("keeps one signing key in the database: a token still works after a restart", async () => {
    t = await startTestServer(kind);
    const a = await signUp(t);
    await t.server.close();
    t = await startTestServer(kind, { database: t.database });
    const me = await call(t, "GET", "/api/auth/lookup", { token: a.token });
    expect(me.status).toBe(200);
  });

  it("creates the first administrator from ADMIN_EMAIL, who can disable a user at once", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    expect(admin.user.role).toBe("admin");
    const victim = await signUp(t);
    // A reset link mailed before the account is disabled is no way back in once it is enabled.
    await call(t, "POST", "/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: victim.input.email },
    });
    const link = await latestOobCode(t.database.dataDir, victim.input.email);

    const res = await call<UserProfile>(t, "PATCH", `/api/admin/users/${victim.user.uid}`, {
      token: admin.token,
      body: { disabled: true },
    });
    expect(res.status).toBe(200);
    expect(errorCode(await call(t, "GET", "/api/auth/lookup", { token: victim.token }))).toBe(
      "auth/user-disabled",
    );
    expect(
      (await call(t, "POST", "/api/auth/token", { body: { refreshToken: victim.refreshToken } })).status,
    ).toBe(401);
    const again = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: victim.input.email, password: victim.input.password },
    });
    expect(errorCode(again)).toBe("auth/user-disabled");
    // Nor is a link asked for while it is disabled mailed (the answer says nothing of it).
    const mailed = (await readOutbox(t.database.dataDir)).length;
    const asked = await call(t, "POST", "/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: victim.input.email },
    });
    expect(asked.status).toBe(204);
    expect((await readOutbox(t.database.dataDir)).length).toBe(mailed);

    await call(t, "PATCH", `/api/admin/users/${victim.user.uid}`, {
      token: admin.token,
      body: { disabled: false },
    });
    await signIn(t, victim.input.email, victim.input.password);
    expect(errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode: link } }))).toBe(
      "auth/invalid-action-code",
    );
  });

  it("keeps the last administrator one: neither disabled, made a user nor deleted while no other can sign in", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const edit = (uid: string, body: object) =>
      call<UserProfile>(t, "PATCH", `/api/admin/users/${uid}`, { token: admin.token, body });
    for (const body of [{ disabled: true }, { role: "user" }]) {
      const refused = await edit(admin.user.uid, body);
      expect(refused.status).toBe(409);
      expect(refused.body).toEqual({
        error: { code: "admin/last-admin", message: ERRORS["admin/last-admin"].message },
      });
    }
    expect((await call(t, "GET", "/api/admin/waitlist", { token: admin.token })).status).toBe(200);
    // Nor may they delete their account (an attacker's find: the site was left with none).
    const deleted = await call(t, "DELETE", "/api/auth/account", { token: admin.token });
    expect(deleted.status).toBe(409);
    expect(deleted.body).toEqual({
      error: { code: "admin/last-admin", message: ERRORS["admin/last-admin"].message },
    });
    // With a second administrator, the first may step down.
    const other = await signUp(t);
    expect((await edit(other.user.uid, { role: "admin" })).status).toBe(200);
    expect((await edit(admin.user.uid, { role: "user" })).status).toBe(200);
    expect((await call(t, "GET", "/api/admin/waitlist", { token: other.token })).status).toBe(200);
  });

  it.each([
    { how: "demote", body: { role: "user" } },
    { how: "disable", body: { disabled: true } },
  ])(
    "keeps one administrator when two $how each other at once (an attacker's find on PostgreSQL)",
    async ({ body }) => {
      t = await startTestServer(kind, { env: ADMIN });
      const second = await signUp(t);
      const admins = [
        { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
        { email: second.input.email, password: second.input.password },
      ].map((a) => ({ ...a, uid: "", token: "" }));
      const signInAll = async () => {
        for (const admin of admins) {
          const session = await signIn(t, admin.email, admin.password);
          Object.assign(admin, { uid: session.user.uid, token: session.token });
        }
      };
      await signInAll();
      const [first, other] = admins as [(typeof admins)[0], (typeof admins)[0]];
      const edit = (by: typeof first, whom: typeof first, change: object) =>
        call(t, "PATCH", `/api/admin/users/${whom.uid}`, { token: by.token, body: change });
      expect((await edit(first, other, { role: "admin" })).status).toBe(200);
      for (let round = 0; round < 5; round++) {
        const answers = await Promise.all([edit(first, other, body), edit(other, first, body)]);
        // One change is made. The other is refused: as the last administrator's (409), or, had it
        // come after, as no longer an administrator's (403) or a disabled account's (401).
        const [made, refused] = answers.map((a) => a.status).sort();
        expect(made).toBe(200);
        expect([401, 403, 409]).toContain(refused);
        // The one left an administrator puts the other back, for the next round.
        const [stayed, changed] = answers[0].status === 200 ? [first, other] : [other, first];
        expect((await edit(stayed, changed, { role: "admin", disabled: false })).status).toBe(200);
        await signInAll();
      }
    },
  );

  it("leaves an account's reset link working when its role changes (only a new email, password or disabling cancels it)", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const other = await signUp(t);
    const asked = await call(t, "POST", "/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: other.input.email },
    });
    expect(asked.status).toBe(204);
    const code = await latestOobCode(t.database.dataDir, other.input.email);
    for (const role of ["admin", "user"]) {
      const changed = await call(t, "PATCH", `/api/admin/users/${other.user.uid}`, {
        token: admin.token,
        body: { role },
      });
      expect(changed.status).toBe(200);
    }
    expect((await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode: code } })).status).toBe(
      200,
    );
  });

  it("keeps one administrator when both delete their accounts at once", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const first = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const second = await signUp(t);
    expect(
      (
        await call(t, "PATCH", `/api/admin/users/${second.user.uid}`, {
          token: first.token,
          body: { role: "admin" },
        })
      ).status,
    ).toBe(200);
    const answers = await Promise.all(
      [first, second].map((admin) => call(t, "DELETE", "/api/auth/account", { token: admin.token })),
    );
    expect(answers.map((a) => a.status).sort()).toEqual([204, 409]);
  });
});
