import { describe, expect, it } from "vitest";
import { plainWords } from "./words";

describe("plainWords", () => {
  it("reads a text's words in lower case, one space apart, without punctuation", () => {
    expect(plainWords("  Alkanes burn — in oxygen!  ")).toBe("alkanes burn in oxygen");
    expect(plainWords("Zoë's CO2, 2nd")).toBe("zoë s co2 2nd");
    expect(plainWords("…")).toBe("");
  });
});
