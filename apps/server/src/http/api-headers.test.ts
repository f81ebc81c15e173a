import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { call, signUp } from "../test/api-client";
import { startTestServer, type TestServer } from "../test/test-server";

describe("API answers", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite");
  });
  afterAll(() => t.stop());

  it("are never stored by a cache: they carry tokens, accounts and notes", async () => {
    const session = await signUp(t);
    const answers = [
      await call(t, "POST", "/api/auth/sign-in", {
        body: { email: session.input.email, password: session.input.password },
      }),
      await call(t, "POST", "/api/auth/token", { body: { refreshToken: session.refreshToken } }),
      await call(t, "GET", "/api/auth/lookup", { token: session.token }),
      await call(t, "GET", "/api/courses", { token: session.token }),
      await call(t, "GET", "/api/courses", {}),
    ];
    for (const answer of answers) expect(answer.headers.get("cache-control")).toBe("no-store");
  });
});
