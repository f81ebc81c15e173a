import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { resetCodes, users, waitlist } from "../db/schema";
import { isUniqueViolation } from "../db/errors";
import type { WaitlistEntry } from "@study-well/shared/api";
import { WAITLIST } from "@study-well/shared";
import { call, errorCode, latestOobCode, readOutbox, signIn, signUp, unfold } from "../test/api-client";
import { buildWaitlistEntry } from "../test/factories";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

const ADMIN = { ADMIN_EMAIL: "root@example.org", ADMIN_PASSWORD: "admin password" };

describe.each(databaseKinds)("waitlist on %s", (kind) => {
  let t: TestServer;
  let adminToken: string;
  beforeAll(async () => {
    t = await startTestServer(kind, { env: ADMIN });
    adminToken = (await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).token;
  });
  afterAll(() => t.stop());

  const list = async () =>
    (await call<WaitlistEntry[]>(t, "GET", "/api/admin/waitlist", { token: adminToken })).body;

  it("takes a visitor's details as pending, once per email", async () => {
    const entry = buildWaitlistEntry();
    expect((await call(t, "POST", "/api/waitlist", { body: entry })).status).toBe(201);
    const listed = (await list()).find((e) => e.email === entry.email);
    expect(listed).toMatchObject({ ...entry, status: "pending" });
    expect(Date.parse(listed?.createdAt ?? "")).not.toBeNaN();

    const again = await call(t, "POST", "/api/waitlist", {
      body: { ...entry, email: entry.email.toUpperCase() },
    });
    expect(again.status).toBe(409);
    expect(again.body).toEqual({ error: { code: "waitlist/already-exists", message: WAITLIST.duplicate } });
  });

  it("tells a visitor whose email has an account to log in (not the administrator's message)", async () => {
    const entry = buildWaitlistEntry();
    await signUp(t, { email: entry.email });
    const res = await call(t, "POST", "/api/waitlist", { body: entry });
    expect(res.status).toBe(409);
    expect(res.body).toEqual({
      error: {
        code: "auth/email-already-in-use",
        message: "An account with this email already exists. Log in instead.",
      },
    });
    expect((await list()).some((e) => e.email === entry.email)).toBe(false);
  });

  it("requires email, first name and last name", async () => {
    for (const overrides of [{ email: "" }, { firstName: " " }, { lastName: "" }]) {
      const res = await call(t, "POST", "/api/waitlist", { body: buildWaitlistEntry(overrides) });
      expect(res.status).toBe(400);
    }
  });

  it("activation creates the account, removes the entry and mails a link to choose a password", async () => {
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";

    const res = await call<{ uid: string; email: string }>(t, "POST", `/api/admin/waitlist/${id}/activate`, {
      token: adminToken,
    });
    expect(res.status).toBe(200);
    expect(res.body.email).toBe(entry.email);
    expect((await list()).some((e) => e.email === entry.email)).toBe(false);

    const mail = (await readOutbox(t.database.dataDir)).find((m) => m.includes(`To: ${entry.email}`));
    expect(mail).toContain("Subject: Your Study Well account is ready");
    // An invitation may be read days later: its link lasts a week, not a reset link's hour.
    expect(mail).toContain("expires in seven days");
    // The page it opens speaks of choosing a first password, not of a reset.
    expect(unfold(mail ?? "")).toMatch(/\/reset-password\?oobCode=[^\s&]+&welcome=1\s/);
    const oobCode = await latestOobCode(t.database.dataDir, entry.email);
    const [codeId = ""] = oobCode.split(".");
    const [code] = await t.server.database.db.select().from(resetCodes).where(eq(resetCodes.id, codeId));
    expect((code?.expiresAt.getTime() ?? 0) - Date.now()).toBeGreaterThan(6 * 24 * 60 * 60 * 1000);
    await call(t, "POST", "/api/auth/reset-password", { body: { oobCode, newPassword: "my own choice" } });
    const session = await signIn(t, entry.email, "my own choice");
    expect(session.user).toMatchObject({
      firstName: entry.firstName,
      lastName: entry.lastName,
      role: "user",
    });

    const twice = await call(t, "POST", `/api/admin/waitlist/${id}/activate`, { token: adminToken });
    expect(twice.status).toBe(404);
  });

  it("cancels the week-long activation link once a reset link sets the password instead", async () => {
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    await call(t, "POST", `/api/admin/waitlist/${id}/activate`, { token: adminToken });
    const welcome = await latestOobCode(t.database.dataDir, entry.email);
    // The invitation went unnoticed, and the person asked for a reset link instead.
    await call(t, "POST", "/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: entry.email },
    });
    const reset = await latestOobCode(t.database.dataDir, entry.email);
    expect(reset).not.toBe(welcome);
    const chosen = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode: reset, newPassword: "my own choice" },
    });
    expect(chosen.status).toBe(200);
    // Refused as a used link is, though its seven days are far from over.
    expect(
      errorCode(await call(t, "POST", "/api/auth/verify-reset-code", { body: { oobCode: welcome } })),
    ).toBe("auth/invalid-action-code");
    const late = await call(t, "POST", "/api/auth/reset-password", {
      body: { oobCode: welcome, newPassword: "someone else's" },
    });
    expect(errorCode(late)).toBe("auth/invalid-action-code");
    await signIn(t, entry.email, "my own choice");
  });

  it("does not activate an email that registered meanwhile, and the entry leaves the list", async () => {
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    await signUp(t, { email: entry.email });
    const res = await call(t, "POST", `/api/admin/waitlist/${id}/activate`, { token: adminToken });
    expect(res.status).toBe(409);
    expect(errorCode(res)).toBe("auth/email-already-in-use");
    expect((res.body as { error: { message: string } }).error.message).toBe(
      "This person has registered an account already, so their waitlist entry was removed.",
    );
    // Nothing is left waiting: the list shows no entry an administrator could never clear.
    expect((await list()).some((e) => e.id === id)).toBe(false);
  });

  it("lets no account move to an address on the waitlist, so its entry can still be activated", async () => {
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    const other = await signUp(t);
    // Through the profile and through the account route, in another case and with spaces.
    const profile = await call(t, "PATCH", "/api/users/me", {
      token: other.token,
      body: {
        email: ` ${entry.email.toUpperCase()} `,
        firstName: "Eve",
        lastName: "Squatter",
        currentPassword: other.input.password,
      },
    });
    expect(profile.status).toBe(409);
    expect(errorCode(profile)).toBe("auth/email-already-in-use");
    const account = await call(t, "POST", "/api/auth/update", {
      token: other.token,
      body: { email: entry.email, currentPassword: other.input.password },
    });
    expect(account.status).toBe(409);
    expect(errorCode(account)).toBe("auth/email-already-in-use");
    // Without the current password, nothing is said of the waitlist.
    const guessed = await call(t, "PATCH", "/api/users/me", {
      token: other.token,
      body: { email: entry.email, firstName: "Eve", lastName: "Squatter", currentPassword: "a guess" },
    });
    expect(errorCode(guessed)).toBe("auth/wrong-password");
    // Nothing changed: the account keeps its address and names, the entry waits and is activated.
    await signIn(t, other.input.email, other.input.password);
    const me = await call<{ email: string; lastName: string }>(t, "GET", "/api/users/me", {
      token: other.token,
    });
    expect(me.body).toMatchObject({ email: other.input.email, lastName: other.input.lastName });
    const activated = await call<{ email: string }>(t, "POST", `/api/admin/waitlist/${id}/activate`, {
      token: adminToken,
    });
    expect(activated.status).toBe(200);
    expect(activated.body.email).toBe(entry.email);
  });

  it("an administrator removes an entry: no account, the address free to join or move to", async () => {
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    const user = await signUp(t);
    // Only an administrator, and only an entry that is there.
    const byUser = await call(t, "DELETE", `/api/admin/waitlist/${id}`, { token: user.token });
    expect(byUser.status).toBe(403);
    expect((await call(t, "DELETE", `/api/admin/waitlist/${id}`)).status).toBe(401);
    expect((await list()).some((e) => e.id === id)).toBe(true);

    const removed = await call(t, "DELETE", `/api/admin/waitlist/${id}`, { token: adminToken });
    expect(removed.status).toBe(204);
    expect((await list()).some((e) => e.id === id)).toBe(false);
    const again = await call(t, "DELETE", `/api/admin/waitlist/${id}`, { token: adminToken });
    expect(again.status).toBe(404);
    expect(errorCode(again)).toBe("not-found");
    const activated = await call(t, "POST", `/api/admin/waitlist/${id}/activate`, { token: adminToken });
    expect(activated.status).toBe(404);
    expect(
      (await readOutbox(t.database.dataDir)).filter((mail) => mail.includes(`To: ${entry.email}`)),
    ).toEqual([]);
    // The address may join again, and an account may now move to it.
    expect((await call(t, "POST", "/api/waitlist", { body: entry })).status).toBe(201);
    const rejoined = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    await call(t, "DELETE", `/api/admin/waitlist/${rejoined}`, { token: adminToken });
    const moved = await call(t, "POST", "/api/auth/update", {
      token: user.token,
      body: { email: entry.email, currentPassword: user.input.password },
    });
    expect(moved.status).toBe(200);
    expect((await call(t, "DELETE", "/api/admin/waitlist/not-a-uuid", { token: adminToken })).status).toBe(
      400,
    );
  });

  it("keeps an address from the waitlist and an account at once, even when both happen in the same moment", async () => {
    const { db } = t.server.database;
    const entry = buildWaitlistEntry();
    const other = await signUp(t);
    const refused = (write: Promise<unknown>, constraint: string) =>
      expect(write).rejects.toSatisfy((error: unknown) => isUniqueViolation(error, constraint));
    // The entry's insert is on its way (not yet committed) as the account moves to its address:
    // the move waits for it, then is refused.
    let inserted!: () => void;
    const joining = db.transaction(async (tx) => {
      await tx.insert(waitlist).values(entry);
      await new Promise<void>((resolve) => (inserted = resolve));
    });
    await vi.waitFor(() => expect(inserted).toBeDefined());
    const moving = db.update(users).set({ email: entry.email }).where(eq(users.id, other.user.uid));
    const settledMove = moving.then(
      () => "moved",
      (error: unknown) => error,
    );
    await new Promise((resolve) => setTimeout(resolve, 200));
    inserted();
    await joining;
    expect(isUniqueViolation(await settledMove, "users_email_waitlisted")).toBe(true);
    // And the other way round: no entry for an address with an account.
    await refused(
      db.insert(waitlist).values(buildWaitlistEntry({ email: other.input.email })),
      "waitlist_email_has_account",
    );
    // Each account keeps its own address; renaming one to an address nobody waits for is fine.
    await db.update(users).set({ firstName: "Renamed" }).where(eq(users.id, other.user.uid));
    const me = await call<{ email: string }>(t, "GET", "/api/users/me", { token: other.token });
    expect(me.body.email).toBe(other.input.email);
  });

  it("has a join wait for an account being made at its address, and refuses it once the account is there", async () => {
    const { db } = t.server.database;
    const entry = buildWaitlistEntry();
    // A sign-up (or an activation) of the address is on its way, not yet committed.
    let created!: () => void;
    const creating = db.transaction(async (tx) => {
      await tx
        .insert(users)
        .values({ email: entry.email, firstName: "Ada", lastName: "Lovelace", passwordHash: "not a hash" });
      await new Promise<void>((resolve) => (created = resolve));
    });
    await vi.waitFor(() => expect(created).toBeDefined());
    const joining = db
      .insert(waitlist)
      .values(entry)
      .then(
        () => "joined",
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 200));
    created();
    await creating;
    expect(isUniqueViolation(await joining, "waitlist_email_has_account")).toBe(true);
  });

  it("activates an entry while a join of its address holds the address, without the two waiting on each other", async () => {
    const { db } = t.server.database;
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    // A second join of the address has taken its lock (as its trigger does) and is about to insert.
    let locked!: () => void;
    const go = new Promise<void>((resolve) => (locked = resolve));
    const joining = db
      .transaction(async (tx) => {
        await tx.execute(
          sql`select pg_advisory_xact_lock(hashtextextended(${`study-well:email:${entry.email}`}::text, 0))`,
        );
        await go;
        await tx.insert(waitlist).values(entry);
      })
      .then(
        () => "joined",
        (error: unknown) => error,
      );
    await new Promise((resolve) => setTimeout(resolve, 100));
    const activating = call(t, "POST", `/api/admin/waitlist/${id}/activate`, { token: adminToken });
    await new Promise((resolve) => setTimeout(resolve, 300));
    locked();
    expect((await activating).status).toBe(200);
    // The join found the entry still there (the activation had not begun to take it): refused as a
    // second entry, not as a deadlock.
    expect(isUniqueViolation(await joining)).toBe(true);
    expect((await list()).some((e) => e.email === entry.email)).toBe(false);
  });

  it("makes one account when two administrators activate the same entry at once", async () => {
    const entry = buildWaitlistEntry();
    await call(t, "POST", "/api/waitlist", { body: entry });
    const id = (await list()).find((e) => e.email === entry.email)?.id ?? "";
    const results = await Promise.all(
      [1, 2].map(() => call(t, "POST", `/api/admin/waitlist/${id}/activate`, { token: adminToken })),
    );
    expect(results.map((r) => r.status).sort()).toEqual([200, 404]);
    const mails = (await readOutbox(t.database.dataDir)).filter((m) => m.includes(`To: ${entry.email}`));
    expect(mails).toHaveLength(1);
    expect((await list()).some((e) => e.id === id)).toBe(false);
  });
});
