import { eq } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetCodes, users } from "../db/schema";
import { call, errorCode, latestOobCode, readOutbox, signIn, signUp, unfold } from "../test/api-client";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

describe.each(databaseKinds)("password reset on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // Every request here comes from one address: its limit is tested on its own (sign-in-throttles).
    t = await startTestServer(kind, {
      env: { PUBLIC_URL: "https://study.example.org", AUTH_RESET_MAIL_ADDRESS_LIMIT: "100" },
    });
  });
  afterAll(() => t.stop());

  const requestReset = (email: string) =>
    call(t, "POST", "/api/auth/send-oob-code", { body: { requestType: "PASSWORD_RESET", email } });

  it("mails a one-time link that sets a new password and ends every session", async () => {
    const a = await signUp(t);
    expect((await requestReset(a.input.email)).status).toBe(204);
    const mail = unfold(
      (await readOutbox(t.database.dataDir)).find((m) => m.includes(`To: ${a.input.email}`)) ?? "",
    );
    expect(mail).toContain("Subject: Reset your Study Well password");
    expect(mail).toContain("https://study.example.org/reset-password?oobCode=");

    const oobCode = await latestOobCode(t.database.dataDir, a.input.email);
    const verified = await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode } });
    expect(verified.body).toEqual({ email: a.input.email });

    const reset = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode, newPassword: "fresh secret" },
    });
    expect(reset.status).toBe(200);
    await signIn(t, a.input.email, "fresh secret");
    expect(
      errorCode(
        await call(t, "POST", "/api/auth/sign-in", {
          body: { email: a.input.email, password: a.input.password },
        }),
      ),
    ).toBe("auth/wrong-password");
    expect(errorCode(await call(t, "GET", "/api/auth/lookup", { token: a.token }))).toBe(
      "auth/id-token-revoked",
    );
    expect(
      (await call(t, "POST", "/api/auth/token", { body: { refreshToken: a.refreshToken } })).status,
    ).toBe(401);

    const reuse = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode, newPassword: "third one" },
    });
    expect(errorCode(reuse)).toBe("auth/invalid-action-code");
  });

  it("cancels every other link of the account once one sets the password", async () => {
    const a = await signUp(t);
    await requestReset(a.input.email);
    const first = await latestOobCode(t.database.dataDir, a.input.email);
    await requestReset(a.input.email);
    const second = await latestOobCode(t.database.dataDir, a.input.email);
    expect(second).not.toBe(first);

    const reset = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode: first, newPassword: "fresh secret" },
    });
    expect(reset.status).toBe(200);
    // Refused as a used link is, both when the page opens and when it is sent.
    expect(
      errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode: second } })),
    ).toBe("auth/invalid-action-code");
    const late = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode: second, newPassword: "someone else's" },
    });
    expect(errorCode(late)).toBe("auth/invalid-action-code");
    await signIn(t, a.input.email, "fresh secret");

    // A link asked for afterwards works.
    await requestReset(a.input.email);
    const third = await latestOobCode(t.database.dataDir, a.input.email);
    expect(
      (
        await call(t, "POST", "/api/auth/reset-password", {
          body: { oobCode: third, newPassword: "third one" },
        })
      ).status,
    ).toBe(200);
  });

  it("lets only one of two links used at the same moment set the password", async () => {
    const a = await signUp(t);
    await requestReset(a.input.email);
    const first = await latestOobCode(t.database.dataDir, a.input.email);
    await requestReset(a.input.email);
    const second = await latestOobCode(t.database.dataDir, a.input.email);
    // Both requests reach the password's write before either makes it: the same moment.
    const users = t.server.app.services.usersRepository;
    const write = users.bumpSessionVersion.bind(users);
    let arrived = 0;
    let bothThere: () => void = () => undefined;
    const together = new Promise<void>((resolve) => (bothThere = resolve));
    const spy = vi.spyOn(users, "bumpSessionVersion").mockImplementation(async (...args) => {
      if (++arrived === 2) bothThere();
      await Promise.race([together, new Promise((resolve) => setTimeout(resolve, 5_000))]);
      return write(...args);
    });
    const [one, other] = await Promise.all(
      [
        { oobCode: first, newPassword: "first mailbox" },
        { oobCode: second, newPassword: "second mailbox" },
      ].map((body) => call(t, "POST", "/api/auth/reset-password", { body })),
    );
    spy.mockRestore();
    expect(arrived).toBe(2);
    if (!one || !other) throw new Error("two answers expected");
    expect([one.status, other.status].sort()).toEqual([200, 400]);
    expect(errorCode(one.status === 200 ? other : one)).toBe("auth/invalid-action-code");
    const chosen = one.status === 200 ? "first mailbox" : "second mailbox";
    await signIn(t, a.input.email, chosen);
  });

  it("refuses a weak new password and keeps the code usable", async () => {
    const a = await signUp(t);
    await requestReset(a.input.email);
    const oobCode = await latestOobCode(t.database.dataDir, a.input.email);
    const weak = await call(t, "POST", "/api/auth/reset-password", { body: { oobCode, newPassword: "123" } });
    expect(errorCode(weak)).toBe("auth/weak-password");
    expect(
      (await call(t, "POST", "/api/auth/reset-password", { body: { oobCode, newPassword: "good enough" } }))
        .status,
    ).toBe(200);
  });

  it("stops accepting a code after 5 wrong tries", async () => {
    const a = await signUp(t);
    await requestReset(a.input.email);
    const oobCode = await latestOobCode(t.database.dataDir, a.input.email);
    const [id] = oobCode.split(".");
    for (let i = 0; i < 5; i++) {
      const guess = await call(t, "POST", "/api/auth/verify-reset-code", {
        body: { oobCode: `${id}.${"x".repeat(43)}` },
      });
      expect(errorCode(guess)).toBe("auth/invalid-action-code");
    }
    expect(errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode } }))).toBe(
      "auth/invalid-action-code",
    );
  });

  it("says when a code has expired, and refuses malformed ones", async () => {
    const a = await signUp(t);
    await requestReset(a.input.email);
    const oobCode = await latestOobCode(t.database.dataDir, a.input.email);
    const [id = ""] = oobCode.split(".");
    await t.server.database.db
      .update(resetCodes)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(resetCodes.id, id));
    expect(errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode } }))).toBe(
      "auth/expired-action-code",
    );
    expect(
      errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode: "garbage" } })),
    ).toBe("auth/invalid-action-code");
  });

  it("refuses a link mailed to an address the account no longer has, even one its change did not cancel", async () => {
    const a = await signUp(t);
    await requestReset(a.input.email);
    const oobCode = await latestOobCode(t.database.dataDir, a.input.email);
    // As when the link was made in the very moment the address changed: after the change had
    // cancelled the account's links, for the address read before it.
    const moved = `moved-${a.input.email}`;
    await t.server.database.db.update(users).set({ email: moved }).where(eq(users.id, a.user.uid));
    expect(errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode } }))).toBe(
      "auth/invalid-action-code",
    );
    const reset = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode, newPassword: "chosen by the old mailbox" },
    });
    expect(errorCode(reset)).toBe("auth/invalid-action-code");
    await signIn(t, moved, a.input.password);
  });

  it("deletes spent links as new ones are made, keeping those whose answer would change", async () => {
    const a = await signUp(t);
    const day = 24 * 60 * 60_000;
    const ago = (ms: number) => new Date(Date.now() - ms);
    const codes = t.server.database.db;
    const rows = await codes
      .insert(resetCodes)
      .values([
        // Used two days ago, and expired 31 days ago: no answer changes without them.
        { userId: a.user.uid, secretHash: "x", expiresAt: ago(2 * day), usedAt: ago(2 * day) },
        { userId: a.user.uid, secretHash: "x", expiresAt: ago(31 * day) },
        // Used an hour ago, and expired 29 days ago (still "expired"), and not yet expired: kept.
        { userId: a.user.uid, secretHash: "x", expiresAt: ago(0), usedAt: ago(60 * 60_000) },
        { userId: a.user.uid, secretHash: "x", expiresAt: ago(29 * day) },
        { userId: a.user.uid, secretHash: "x", expiresAt: new Date(Date.now() + day) },
      ])
      .returning({ id: resetCodes.id });
    expect((await requestReset(a.input.email)).status).toBe(204);
    const left = async () =>
      new Set((await codes.select({ id: resetCodes.id }).from(resetCodes)).map((r) => r.id));
    const kept = await left();
    expect(rows.map((r) => kept.has(r.id))).toEqual([false, false, true, true, true]);
    // Within the hour, a link prunes its own account's spent ones, not another's.
    const b = await signUp(t);
    const spent = { secretHash: "x", expiresAt: ago(2 * day), usedAt: ago(2 * day) };
    const [ofA, ofB] = await codes
      .insert(resetCodes)
      .values([
        { userId: a.user.uid, ...spent },
        { userId: b.user.uid, ...spent },
      ])
      .returning({ id: resetCodes.id });
    expect((await requestReset(b.input.email)).status).toBe(204);
    const after = await left();
    expect([after.has(ofA?.id ?? ""), after.has(ofB?.id ?? "")]).toEqual([true, false]);
  });

  it("does not say whether an account has the email, but does say when it is not one", async () => {
    expect((await requestReset("nobody@example.org")).status).toBe(204);
    expect(errorCode(await requestReset("not an email"))).toBe("auth/invalid-email");
  });
});
