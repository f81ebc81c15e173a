import { afterAll, beforeAll, describe, expect, it } from "vitest";
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
