import { afterEach, describe, expect, it } from "vitest";
import { HealthResponse } from "@study-well/shared/api";
import { VERSION } from "../version";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

describe.each(databaseKinds)("GET /api/health on %s", (kind) => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("reports the version and a working database", async () => {
    t = await startTestServer(kind);
    const res = await t.fetch("/api/health");
    expect(res.status).toBe(200);
    expect(HealthResponse.parse(await res.json())).toEqual({
      status: "ok",
      version: VERSION,
      database: { driver: kind, status: "ok" },
    });
  });

  it("answers 503 and says the database is down when it stops answering", async () => {
    t = await startTestServer(kind);
    await t.server.database.close();
    t.server.database.close = () => Promise.resolve();
    const res = await t.fetch("/api/health");
    expect(res.status).toBe(503);
    expect(await res.json()).toMatchObject({
      status: "degraded",
      database: { driver: kind, status: "down" },
    });
  });
});
