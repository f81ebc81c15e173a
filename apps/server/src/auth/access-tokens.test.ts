import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { call, errorCode } from "../test/api-client";
import { startTestServer, type TestServer } from "../test/test-server";

describe("access tokens", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite");
  });
  afterAll(() => t.stop());

  it("refuses a correctly signed token whose subject is not an account id with a 401", async () => {
    for (const uid of ["not-a-uuid", "", "00000000-0000-0000-0000-00000000000g", "1; drop table users"]) {
      const { idToken } = await t.server.app.services.accessTokens.issue({ uid, sessionVersion: 0 });
      const res = await call(t, "GET", "/api/auth/lookup", { token: idToken });
      expect(res.status).toBe(401);
      expect(errorCode(res)).toBe("unauthenticated");
    }
  });
});

describe("access token expiry", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite");
  });
  afterAll(() => {
    vi.useRealTimers();
    return t.stop();
  });

  it("refuses a token once its hour is over, even one checked (and remembered) before", async () => {
    const { idToken } = await t.server.app.services.accessTokens.issue({
      uid: "00000000-0000-4000-8000-000000000001",
      sessionVersion: 0,
    });
    const tokens = t.server.app.services.accessTokens;
    expect((await tokens.verify(idToken)).uid).toBe("00000000-0000-4000-8000-000000000001");
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(Date.now() + 3601_000);
    await expect(tokens.verify(idToken)).rejects.toMatchObject({ code: "auth/id-token-expired" });
    await expect(tokens.verify(idToken)).rejects.toMatchObject({ code: "auth/id-token-expired" });
    vi.useRealTimers();
  });
});
