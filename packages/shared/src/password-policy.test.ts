import { describe, expect, it } from "vitest";
import { DEFAULT_SPECIAL_CHARACTERS, unmetPasswordRequirements, type PasswordRules } from "./password-policy";

const buildRules = (overrides: Partial<PasswordRules> = {}): PasswordRules => ({
  minPasswordLength: 6,
  requireLowercase: false,
  requireUppercase: false,
  requireNumeric: false,
  requireNonAlphanumeric: false,
  allowedNonAlphanumericCharacters: DEFAULT_SPECIAL_CHARACTERS,
  ...overrides,
});

describe("unmetPasswordRequirements", () => {
  it("accepts six characters under the default policy and refuses five", () => {
    expect(unmetPasswordRequirements(buildRules(), "abcdef")).toEqual([]);
    expect(unmetPasswordRequirements(buildRules(), "abcde")).toEqual([
      "Password must contain at least 6 characters",
    ]);
  });

  it("names every missing character class", () => {
    const rules = buildRules({
      requireLowercase: true,
      requireUppercase: true,
      requireNumeric: true,
      requireNonAlphanumeric: true,
      maxPasswordLength: 8,
    });
    expect(unmetPasswordRequirements(rules, "ABCDEFGHIJ")).toEqual([
      "Password may contain at most 8 characters",
      "Password must contain a lower case character",
      "Password must contain a numeric character",
      "Password must contain a non-alphanumeric character",
    ]);
    expect(unmetPasswordRequirements(rules, "aB3!xyz")).toEqual([]);
  });

  it("counts characters, not UTF-16 units", () => {
    expect(unmetPasswordRequirements(buildRules(), "😀😀😀😀😀😀")).toEqual([]);
  });
});
