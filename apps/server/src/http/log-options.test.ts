import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/database";

describe("the request log", () => {
  let app: FastifyInstance;
  let database: Database;
  let base: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "info" }),
      database,
      webRoot: undefined,
      logStream: { write: (line) => logLines.push(line) },
    });
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("writes each request's address without its query: no reset code, file link signature or token (QA)", async () => {
    for (const address of [
      "/reset-password?oobCode=SECRET-CODE&welcome=1",
      "/api/files/00000000-0000-4000-8000-000000000000/content?expires=1796308963&signature=SECRET-SIGNATURE",
      "/api/courses?token=SECRET-TOKEN",
    ])
      await fetch(`${base}${address}`);
    const logged = logLines.join("\n");
    expect(logged).not.toMatch(/SECRET/);
    const urls = logLines
      .map((line) => JSON.parse(line) as { req?: { url?: string } })
      .flatMap((entry) => entry.req?.url ?? []);
    expect(urls).toEqual([
      "/reset-password?[not logged]",
      "/api/files/00000000-0000-4000-8000-000000000000/content?[not logged]",
      "/api/courses?[not logged]",
    ]);
  });
});
