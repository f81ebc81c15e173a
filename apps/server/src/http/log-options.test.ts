import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/database";
import { rawClient } from "../test/raw-client";

/** The app on a port of its own, with `env`, its log lines kept. */
function appWithLog(env: Record<string, string>) {
  const logLines: string[] = [];
  let app: FastifyInstance | undefined;
  let database: Database | undefined;
  const started = { base: "" };
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "info", ...env }),
      database,
      webRoot: undefined,
      logStream: { write: (line) => logLines.push(line) },
    });
    started.base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app?.close();
    await database?.close();
  });
  return { logLines, started };
}

describe("the request log", () => {
  const { logLines, started } = appWithLog({});

  it("writes each request's address without its query: no reset code, file link signature or token (QA)", async () => {
    for (const address of [
      "/reset-password?oobCode=SECRET-CODE&welcome=1",
      "/api/files/00000000-0000-4000-8000-000000000000/content?expires=1796308963&signature=SECRET-SIGNATURE",
      "/api/courses?token=SECRET-TOKEN",
    ])
      await fetch(`${started.base}${address}`);
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

describe("the log of a client cut off for sending too slowly", () => {
  const { logLines, started } = appWithLog({ HTTP_BODY_TIMEOUT_SECONDS: "1", HTTP_BODY_MIN_RATE: "200" });

  it("holds its 408 and no warning or error (attack: each wrote a 500-coded warning with a stack)", async () => {
    const client = rawClient(started.base);
    client.socket.write(
      "POST /api/waitlist HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{",
    );
    await client.closed;
    expect(client.answer()).toMatch(/^HTTP\/1\.1 408 /);
    // The request's own lines are written once it is over.
    await new Promise((resolve) => setTimeout(resolve, 200));
    const entries = logLines.map((line) => JSON.parse(line) as { level: number; msg?: string });
    expect(
      entries.filter((entry) => entry.level >= 40 && !(entry.msg ?? "").includes("web app not built")),
    ).toEqual([]);
    expect(logLines.join("\n")).not.toMatch(/FST_ERR_REP_ALREADY_SENT/);
    // The answer itself is logged, as any is.
    expect(logLines.some((line) => line.includes('"statusCode":408'))).toBe(true);
  });
});
