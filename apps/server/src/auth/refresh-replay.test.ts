import { afterEach, describe, expect, it } from "vitest";
import type { TokenResponse } from "@study-well/shared/api";
import { call, signUp } from "../test/api-client";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

describe.each(databaseKinds)("a refresh token used by several requests at once on %s", (kind) => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("is a replay: the whole family is revoked, the one successor included", async () => {
    t = await startTestServer(kind);
    // The race is narrow: try it a few times.
    for (let round = 0; round < 8; round++) {
      const { refreshToken } = await signUp(t);
      const answers = await Promise.all(
        Array.from({ length: 10 }, () =>
          call<TokenResponse>(t, "POST", "/api/auth/token", { body: { refreshToken } }),
        ),
      );
      const winners = answers.filter((a) => a.status === 200);
      expect(winners.length).toBeLessThanOrEqual(1);
      for (const winner of winners) {
        const next = await call(t, "POST", "/api/auth/token", {
          body: { refreshToken: winner.body.refreshToken },
        });
        expect(next.status, `round ${round}: the successor still works`).toBe(401);
      }
    }
  });
});
