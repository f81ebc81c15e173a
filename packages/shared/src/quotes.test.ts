import { describe, expect, it } from "vitest";
import { QUOTES, pickQuote } from "./quotes";
import { revealedLength } from "./constants";

describe("quotes", () => {
  it("has exactly 10 quotes, each with text and author", () => {
    expect(QUOTES).toHaveLength(10);
    for (const quote of QUOTES) {
      expect(quote.text.trim()).not.toBe("");
      expect(quote.author.trim()).not.toBe("");
    }
  });

  it("picks every quote for some random value and never falls off the end", () => {
    const picked = new Set(QUOTES.map((_, i) => pickQuote(() => (i + 0.5) / QUOTES.length)));
    expect(picked.size).toBe(QUOTES.length);
    expect(pickQuote(() => 0.9999999)).toBe(QUOTES[9]);
  });
});

describe("revealedLength", () => {
  it("shows one more character every 70 ms and stops at the end", () => {
    expect(revealedLength(0, 10)).toBe(0);
    expect(revealedLength(69, 10)).toBe(0);
    expect(revealedLength(70, 10)).toBe(1);
    expect(revealedLength(139, 10)).toBe(1);
    expect(revealedLength(700, 10)).toBe(10);
    expect(revealedLength(10_000, 10)).toBe(10);
  });
});
