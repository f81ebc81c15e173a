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
    const holder = { session: "5b0b3a52-2f4e-4c7e-9d2a-0c9b8f1e2d3c", version: 2 };
    const signature = signer.sign("file-a", expires, holder);
    expect(signer.verify("file-a", expires, holder, signature, now)).toBe(true);
    // Expired, moved to another file, made to last longer, or altered.
    expect(signer.verify("file-a", expires, holder, signature, now + 61_000)).toBe(false);
    expect(signer.verify("file-b", expires, holder, signature, now)).toBe(false);
    expect(signer.verify("file-a", expires + 3600, holder, signature, now)).toBe(false);
    const altered = signature.slice(0, -1) + (signature.endsWith("A") ? "B" : "A");
    expect(signer.verify("file-a", expires, holder, altered, now)).toBe(false);
    expect(signer.verify("file-a", expires, holder, "", now)).toBe(false);
    // Moved to another session, or to the session version after a sign-out everywhere.
    expect(signer.verify("file-a", expires, { ...holder, session: "" }, signature, now)).toBe(false);
    expect(signer.verify("file-a", expires, { ...holder, version: 3 }, signature, now)).toBe(false);
  });

  it("share one secret between replicas: a second server accepts the first one's links", async () => {
    const [first, second] = await Promise.all([
      FileLinkSigner.load(database.db),
      FileLinkSigner.load(database.db),
    ]);
    const expires = Math.floor(Date.now() / 1000) + 60;
    const holder = { session: "", version: 0 };
    expect(second.verify("file-a", expires, holder, first.sign("file-a", expires, holder))).toBe(true);
  });
});
