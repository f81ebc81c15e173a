import { afterEach, describe, expect, it } from "vitest";
import type { AccountInfo } from "@study-well/shared/api";
import { call, errorCode, signIn, signUp } from "../test/api-client";
import { databaseKinds, type DatabaseKind } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { adminNames } from "./auth.service";

const ADMIN = { ADMIN_EMAIL: "root@example.org", ADMIN_PASSWORD: "admin password" };

/** Stops the server and starts it again on the same data, with ADMIN_EMAIL still set. */
async function restart(t: TestServer, kind: DatabaseKind): Promise<TestServer> {
  await t.server.close();
  return startTestServer(kind, { env: ADMIN, database: t.database });
}

describe.each(databaseKinds)("the first administrator from ADMIN_EMAIL on %s", (kind) => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("does not hand the role to whoever registers ADMIN_EMAIL after the administrator deleted their account", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    // Another administrator first: the last one cannot delete their account.
    const other = await signUp(t);
    await call(t, "PATCH", `/api/admin/users/${other.user.uid}`, {
      token: admin.token,
      body: { role: "admin" },
    });
    expect((await call(t, "DELETE", "/api/auth/account", { token: admin.token })).status).toBe(204);
    const stranger = await signUp(t, { email: ADMIN.ADMIN_EMAIL });

    t = await restart(t, kind);
    const again = await signIn(t, ADMIN.ADMIN_EMAIL, stranger.input.password);
    expect(again.user.role).toBe("user");
    expect(
      await t.server.app.services.auth.ensureAdmin(ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD),
    ).toMatchObject({
      outcome: "not-admin",
    });
  });

  it("does not hand the role to whoever registers ADMIN_EMAIL after the administrator moved to another email", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    const moved = await call<{ user: AccountInfo }>(t, "POST", "/api/auth/update", {
      token: admin.token,
      body: { email: "moved-root@example.org", currentPassword: ADMIN.ADMIN_PASSWORD },
    });
    expect(moved.status).toBe(200);
    const stranger = await signUp(t, { email: ADMIN.ADMIN_EMAIL });

    t = await restart(t, kind);
    expect((await signIn(t, ADMIN.ADMIN_EMAIL, stranger.input.password)).user.role).toBe("user");
    // The administrator keeps the role under the new email.
    expect((await signIn(t, "moved-root@example.org", ADMIN.ADMIN_PASSWORD)).user.role).toBe("admin");
  });

  it("keeps the administrator across restarts and makes no second one once an administrator exists", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    t = await restart(t, kind);
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    expect(admin.user.role).toBe("admin");
    await call(t, "POST", "/api/auth/update", {
      token: admin.token,
      body: { email: "moved-root@example.org", currentPassword: ADMIN.ADMIN_PASSWORD },
    });

    t = await restart(t, kind);
    const freed = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: ADMIN.ADMIN_EMAIL, password: ADMIN.ADMIN_PASSWORD },
    });
    expect(errorCode(freed)).toBe("auth/user-not-found");
  });

  it("creates ADMIN_EMAIL again when no administrator is left and the address is free", async () => {
    t = await startTestServer(kind, { env: ADMIN });
    const admin = await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD);
    // Removed by the operator, in the database: the app itself keeps its last administrator.
    await t.server.app.services.usersRepository.delete(admin.user.uid);

    t = await restart(t, kind);
    expect((await signIn(t, ADMIN.ADMIN_EMAIL, ADMIN.ADMIN_PASSWORD)).user.role).toBe("admin");
  });
});

describe("the first administrator's names", () => {
  it("are read from ADMIN_EMAIL as a person would write them", () => {
    expect(adminNames("jane.doe@example.org")).toEqual({ firstName: "Jane", lastName: "Doe" });
    expect(adminNames("Mary-Ann_van.dyke+study@example.org")).toEqual({
      firstName: "Mary",
      lastName: "Ann Van Dyke",
    });
    expect(adminNames("admin@example.com")).toEqual({ firstName: "Site", lastName: "Administrator" });
    expect(adminNames("root@example.org")).toEqual({ firstName: "Site", lastName: "Administrator" });
    expect(adminNames("jdoe@example.org")).toEqual({ firstName: "Jdoe", lastName: "Administrator" });
    expect(adminNames("1234@example.org")).toEqual({ firstName: "Site", lastName: "Administrator" });
  });
});
