import { describe, expect, it } from "vitest";
import { generateActivationPassword, hashPassword, verifyPassword } from "./passwords";

describe("passwords", () => {
  it("activation passwords are 16 random letters and digits plus the suffix !1", () => {
    const passwords = Array.from({ length: 50 }, generateActivationPassword);
    for (const p of passwords) expect(p).toMatch(/^[A-Za-z0-9]{16}!1$/);
    expect(new Set(passwords).size).toBe(50);
  });

  it("hashes with argon2id and verifies only the right password", async () => {
    const hash = await hashPassword("correct horse");
    expect(hash).toMatch(/^\$argon2id\$v=19\$m=19456,t=2,p=1\$/);
    expect(await verifyPassword(hash, "correct horse")).toBe(true);
    expect(await verifyPassword(hash, "correct horsE")).toBe(false);
  });
});
