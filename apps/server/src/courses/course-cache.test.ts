import { brotliDecompressSync } from "node:zlib";
import { describe, expect, it } from "vitest";
import { CourseCache } from "./course-cache";

const doc = (version: number, json = `{"v":${version}}`) => ({ uid: "u1", version, json });

describe("the course document cache", () => {
  it("serves a kept document to its owner only, until the course changes", () => {
    const cache = new CourseCache();
    cache.put("c1", doc(3));
    expect(cache.get("c1", "u1")?.json.toString()).toBe('{"v":3}');
    expect(cache.get("c1", "u2")).toBeUndefined();
    cache.changed("c1", 4);
    expect(cache.get("c1", "u1")).toBeUndefined();
  });

  it("never keeps a document read before a change but finished after it", () => {
    const cache = new CourseCache();
    // A read of version 3 is in flight when an edit moves the course to 4.
    cache.changed("c1", 4);
    cache.put("c1", doc(3));
    expect(cache.get("c1", "u1")).toBeUndefined();
    cache.put("c1", doc(4));
    expect(cache.get("c1", "u1")?.version).toBe(4);
    // A late, older read does not replace a newer document either.
    cache.put("c1", doc(3));
    expect(cache.get("c1", "u1")?.version).toBe(4);
  });

  it("keeps to its budget, forgetting the least recently used first", () => {
    const cache = new CourseCache(4000);
    const big = (n: number) => ({ uid: "u1", version: 1, json: "x".repeat(900 + n) });
    cache.put("a", big(1));
    cache.put("b", big(2));
    cache.put("c", big(3));
    expect(cache.get("a", "u1")).toBeDefined(); // a is now the most recent
    cache.put("d", big(4));
    cache.put("e", big(5));
    expect(cache.size.bytes).toBeLessThanOrEqual(4000);
    expect(cache.get("b", "u1")).toBeUndefined();
    expect(cache.get("a", "u1")).toBeDefined();
    // A document bigger than half the budget is served but not kept.
    cache.put("huge", { uid: "u1", version: 1, json: "y".repeat(2500) });
    expect(cache.get("huge", "u1")).toBeUndefined();
  });

  it("compresses a version once, and keeps nothing while changes could go unheard", async () => {
    const cache = new CourseCache();
    const entry = cache.put("c1", doc(1, JSON.stringify({ text: "abc ".repeat(500) })));
    const first = cache.encode(entry, "br");
    expect(cache.encode(entry, "br")).toBe(first);
    expect(brotliDecompressSync(await first).toString()).toBe(entry.json.toString());
    cache.setEnabled(false);
    expect(cache.get("c1", "u1")).toBeUndefined();
    cache.put("c1", doc(2));
    expect(cache.get("c1", "u1")).toBeUndefined();
    cache.setEnabled(true);
    cache.put("c1", doc(2));
    expect(cache.get("c1", "u1")?.version).toBe(2);
  });
});
