import { afterEach, describe, expect, it } from "vitest";
import { call, errorCode, signUp } from "../test/api-client";
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
});
