import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS } from "@study-well/shared";
import { sql } from "drizzle-orm";
import { z } from "zod";
import type { ZodTypeProvider } from "fastify-type-provider-zod";
import type { FastifyInstance } from "fastify";
import { buildApp } from "../app";
import { loadConfig } from "../config";
import { openDatabase, type Database } from "../db/database";
import { AppError } from "./app-error";

const SECRET_EMAIL = "secret-person@example.org";
const SECRET_HASH = "$argon2id$v=19$m=19456,t=2,p=1$c2VjcmV0c2FsdA$SECRETHASHSECRETHASH";

describe("error answers", () => {
  let app: FastifyInstance;
  let database: Database;
  let base: string;
  const logLines: string[] = [];

  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
    app = await buildApp({
      config: loadConfig({ LOG_LEVEL: "error" }),
      database,
      webRoot: undefined,
      logStream: { write: (line) => logLines.push(line) },
    });
    const typed = app.withTypeProvider<ZodTypeProvider>();
    const open = { config: { access: "public" as const } };
    typed.get("/api/test/crash", open, () => {
      throw new Error("database password is hunter2");
    });
    typed.get("/api/test/known", open, () => {
      throw new AppError(409, "course/conflict", "That course changed meanwhile.");
    });
    // A write the database refuses (first_name is NOT NULL), carrying a hash and an email.
    typed.get("/api/test/failing-insert", open, async () => {
      await database.db.execute(
        sql`insert into users (email, password_hash) values (${SECRET_EMAIL}, ${SECRET_HASH})`,
      );
    });
    // A value the database cannot store at all (NUL), as if a schema had let it through.
    typed.get("/api/test/nul", open, async () => {
      await database.db.execute(sql`select ${"a\u0000b"}::text`);
    });
    // A transaction the database ended for another (a deadlock), wrapped as drizzle wraps it.
    typed.get("/api/test/deadlock", open, () => {
      const cause = Object.assign(new Error("deadlock detected"), { code: "40P01" });
      throw new Error("Failed query: delete from days", { cause });
    });
    typed.post(
      "/api/test/echo",
      { ...open, schema: { body: z.object({ title: z.string().min(1) }) } },
      (req) => req.body,
    );
    base = await app.listen({ port: 0, host: "127.0.0.1" });
  });
  afterAll(async () => {
    await app.close();
    await database.close();
  });

  it("hides unknown errors behind a generic 500 and logs them", async () => {
    const res = await fetch(`${base}/api/test/crash`);
    expect(res.status).toBe(500);
    const text = await res.text();
    expect(JSON.parse(text)).toEqual({ error: { code: "internal", message: "Internal server error" } });
    expect(text).not.toContain("hunter2");
    expect(logLines).toHaveLength(1);
    expect(JSON.parse(logLines[0] ?? "{}")).toMatchObject({
      level: 50,
      err: { message: "database password is hunter2" },
    });
  });

  it("never logs a failed query's parameters, such as a password hash and an email", async () => {
    logLines.length = 0;
    const res = await fetch(`${base}/api/test/failing-insert`);
    expect(res.status).toBe(500);
    expect(logLines).toHaveLength(1);
    const line = logLines[0] ?? "";
    expect(line).toContain("insert into users");
    expect(line).not.toContain(SECRET_HASH);
    expect(line).not.toContain(SECRET_EMAIL);
  });

  it("answers a value the database cannot store with a 400, not a 500", async () => {
    const res = await fetch(`${base}/api/test/nul`);
    expect(res.status).toBe(400);
    expect(await res.json()).toEqual({
      error: { code: "invalid-argument", message: ERRORS["request/refused-value"].message },
    });
  });

  it("answers a transaction the database ended for another with a 503 to try again, not a 500", async () => {
    const res = await fetch(`${base}/api/test/deadlock`);
    expect(res.status).toBe(503);
    expect(res.headers.get("retry-after")).toBe("1");
    expect(await res.json()).toEqual({
      error: { code: "unavailable", message: ERRORS["request/try-again"].message },
    });
  });

  it("passes known errors through with their code and message", async () => {
    const res = await fetch(`${base}/api/test/known`);
    expect(res.status).toBe(409);
    expect(await res.json()).toEqual({
      error: { code: "course/conflict", message: "That course changed meanwhile." },
    });
  });

  it("answers a body that fails its schema with invalid-argument naming the field", async () => {
    const res = await fetch(`${base}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: JSON.stringify({ title: "" }),
    });
    expect(res.status).toBe(400);
    const body = (await res.json()) as { error: { code: string; message: string } };
    expect(body.error.code).toBe("invalid-argument");
    expect(body.error.message).toMatch(/^title: /);
  });

  it("answers malformed JSON with a 400, not a 500", async () => {
    const res = await fetch(`${base}/api/test/echo`, {
      method: "POST",
      headers: { "content-type": "application/json" },
      body: "{not json",
    });
    expect(res.status).toBe(400);
    expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid-argument");
  });
});
