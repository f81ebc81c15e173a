import { mkdir, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import { brotliCompressSync } from "node:zlib";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { makeTempDir } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";

const INDEX = "<!doctype html><title>Study Well</title><div id=root></div>";
const SCRIPT = `console.log(${JSON.stringify("x".repeat(2000))});`;

describe("serving the web app", () => {
  let t: TestServer;
  let webRoot: string;

  beforeAll(async () => {
    webRoot = await makeTempDir("study-well-web-");
    await mkdir(path.join(webRoot, "assets"));
    await writeFile(path.join(webRoot, "index.html"), INDEX);
    await writeFile(path.join(webRoot, "robots.txt"), "User-agent: *\n");
    await writeFile(path.join(webRoot, "assets", "index-abc123.js"), SCRIPT);
    await writeFile(path.join(webRoot, "assets", "index-abc123.js.br"), brotliCompressSync(SCRIPT));
    // Maps are made for error reports, never sent to browsers.
    await writeFile(path.join(webRoot, "assets", "index-abc123.js.map"), "{}");
    await writeFile(path.join(webRoot, "assets", "index-abc123.js.map.br"), brotliCompressSync("{}"));
    t = await startTestServer("pglite", { webRoot });
  });
  afterAll(async () => {
    await t.stop();
    await rm(webRoot, { recursive: true, force: true });
  });

  it.each(["/", "/login", "/course/abc/notes", "/admin/waitlist?x=1"])(
    "answers %s with the app's index.html, revalidated on every visit",
    async (route) => {
      const res = await t.fetch(route, { headers: { accept: "text/html" } });
      expect(res.status).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/text\/html/);
      expect(res.headers.get("cache-control")).toBe("no-cache");
      expect(await res.text()).toBe(INDEX);
    },
  );

  it.each(["/", "/login"])("answers %s to a client that does not accept compression", async (route) => {
    const res = await t.fetch(route, { headers: { "accept-encoding": "identity" } });
    expect(res.status).toBe(200);
    expect(await res.text()).toBe(INDEX);
  });

  it('answers an API address with a NUL in it as any unknown API address, in JSON (was a bare "Bad Request")', async () => {
    for (const url of ["/api/%00", "/api/courses%00", "/api/x/%00/y"]) {
      const res = await t.fetch(url);
      expect(res.status, url).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not-found");
    }
    // A page's address with one is a page the app does not know, and says so itself.
    const page = await t.fetch("/login%00", { headers: { accept: "text/html" } });
    expect(page.status).toBe(200);
    expect(await page.text()).toBe(INDEX);
  });

  it("never serves source maps", async () => {
    for (const file of ["/assets/index-abc123.js.map", "/assets/index-abc123.js.map.br"]) {
      const res = await t.fetch(file);
      expect(res.status).toBe(404);
      await res.arrayBuffer();
    }
  });

  it("caches hashed assets for a year and sends the precompressed copy", async () => {
    const res = await t.fetch("/assets/index-abc123.js", { headers: { "accept-encoding": "br" } });
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
    expect(res.headers.get("content-encoding")).toBe("br");
    expect(await res.text()).toBe(SCRIPT); // fetch decodes brotli
  });

  it("serves other public files with revalidation", async () => {
    const res = await t.fetch("/robots.txt");
    expect(res.status).toBe(200);
    expect(res.headers.get("cache-control")).toBe("no-cache");
    expect(await res.text()).toBe("User-agent: *\n");
  });

  it("does not answer a missing asset with the page", async () => {
    const res = await t.fetch("/assets/gone-123.js");
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      error: { code: "not-found", message: "No route for GET /assets/gone-123.js" },
    });
  });

  it("answers unknown API routes with a JSON 404, never the page", async () => {
    for (const route of ["/api/nope", "/api"]) {
      const res = await t.fetch(route);
      expect(res.status).toBe(404);
      expect(((await res.json()) as { error: { code: string } }).error.code).toBe("not-found");
    }
    const post = await t.fetch("/login", { method: "POST" });
    expect(post.status).toBe(404);
    await post.arrayBuffer();
  });

  it("sends security headers with a content security policy", async () => {
    const res = await t.fetch("/");
    const csp = res.headers.get("content-security-policy") ?? "";
    expect(csp).toContain("default-src 'self'");
    expect(csp).toContain("script-src 'self'");
    expect(csp).not.toContain("upgrade-insecure-requests");
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
    await res.arrayBuffer();
  });
});
