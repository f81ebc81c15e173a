import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { FileLinkSigner } from "./file-links";

describe("file links", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
  });
  afterAll(() => database.close());

  it("work for their file until they expire, and for nothing else", async () => {
    const signer = await FileLinkSigner.load(database.db);
    const now = Date.UTC(2026, 10, 23, 12);
    const expires = now / 1000 + 60;
    const signature = signer.sign("file-a", expires);
    expect(signer.verify("file-a", expires, signature, now)).toBe(true);
    // Expired, moved to another file, made to last longer, or altered.
    expect(signer.verify("file-a", expires, signature, now + 61_000)).toBe(false);
    expect(signer.verify("file-b", expires, signature, now)).toBe(false);
    expect(signer.verify("file-a", expires + 3600, signature, now)).toBe(false);
    const altered = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(signer.verify("file-a", expires, altered, now)).toBe(false);
    expect(signer.verify("file-a", expires, "", now)).toBe(false);
  });

  it("share one secret between replicas: a second server accepts the first one's links", async () => {
    const [first, second] = await Promise.all([
      FileLinkSigner.load(database.db),
      FileLinkSigner.load(database.db),
    ]);
    const expires = Math.floor(Date.now() / 1000) + 60;
    expect(second.verify("file-a", expires, first.sign("file-a", expires))).toBe(true);
  });
});
