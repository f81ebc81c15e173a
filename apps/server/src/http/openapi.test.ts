import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { VERSION } from "../version";
import { startTestServer, type TestServer } from "../test/test-server";

interface OpenApiDocument {
  openapi: string;
  info: { version: string };
  paths: Record<string, Record<string, { responses: Record<string, unknown> }>>;
  components: { schemas: Record<string, unknown> };
}

describe("GET /api/openapi.json", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite");
  });
  afterAll(() => t.stop());

  it("publishes the API generated from the shared zod schemas", async () => {
    const res = await t.fetch("/api/openapi.json");
    expect(res.status).toBe(200);
    const doc = (await res.json()) as OpenApiDocument;
    expect(doc.openapi).toMatch(/^3\./);
    expect(doc.info.version).toBe(VERSION);
    expect(Object.keys(doc.paths["/api/health"]?.get?.responses ?? {})).toEqual(["200", "503"]);
    expect(doc.components.schemas).toHaveProperty("HealthResponse");
    expect(doc.paths).not.toHaveProperty("/api/openapi.json");
  });
});
