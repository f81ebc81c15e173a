import { afterEach, describe, expect, it } from "vitest";
import { call, errorCode, signIn, signUp } from "../test/api-client";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

describe.each(databaseKinds)("current password checks on %s", (kind) => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("throttles wrong current passwords per account, across both routes that take one", async () => {
    t = await startTestServer(kind, { env: { AUTH_SIGNIN_FAILURES_LIMIT: "2" } });
    const a = await signUp(t);
    const moveEmail = (currentPassword: string) =>
      call(t, "PATCH", "/api/users/me", {
        token: a.token,
        body: { email: `moved-${a.user.uid}@example.org`, firstName: "Ada", lastName: "L", currentPassword },
      });
    expect(errorCode(await moveEmail("guess one"))).toBe("auth/wrong-password");
    const second = await call(t, "POST", "/api/auth/update", {
      token: a.token,
      body: { password: "a brand new one", currentPassword: "guess two" },
    });
    expect(errorCode(second)).toBe("auth/wrong-password");
    // Now even the right password waits.
    const blocked = await moveEmail(a.input.password);
    expect(blocked.status).toBe(429);
    expect(errorCode(blocked)).toBe("auth/too-many-requests");
    expect(Number(blocked.headers.get("retry-after"))).toBeGreaterThan(0);
    // Another account is not blocked.
    const b = await signUp(t);
    const other = await call(t, "POST", "/api/auth/update", {
      token: b.token,
      body: { password: "a brand new one", currentPassword: b.input.password },
    });
    expect(other.status).toBe(200);
  });

  it("lets one of two tabs changing the password at once change it, and tells the other it did not", async () => {
    t = await startTestServer(kind);
    const a = await signUp(t);
    const tab = await signIn(t, a.input.email, a.input.password);
    const change = (token: string, password: string) =>
      call(t, "POST", "/api/auth/update", {
        token,
        body: { password, currentPassword: a.input.password },
      });
    const answers = await Promise.all([
      change(a.token, "first tab's new one"),
      change(tab.token, "second tab's new one"),
    ]);
    const changed = answers.findIndex((answer) => answer.status === 200);
    expect(changed).toBeGreaterThanOrEqual(0);
    const refused = answers[1 - changed];
    expect(refused?.status).toBe(400);
    expect(errorCode(refused ?? answers[0])).toBe("auth/wrong-password");
    // The password the answer said was set is the one that signs in.
    const kept = changed === 0 ? "first tab's new one" : "second tab's new one";
    const lost = changed === 0 ? "second tab's new one" : "first tab's new one";
    expect((await signIn(t, a.input.email, kept)).token).toBeTruthy();
    const wrong = await call(t, "POST", "/api/auth/sign-in", {
      body: { email: a.input.email, password: lost },
    });
    expect(wrong.status).toBe(400);
  });
});
