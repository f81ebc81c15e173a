import { act, render, screen } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { QUOTE_REVEAL_MS_PER_CHAR, type Quote } from "@study-well/shared";
import { QuoteReveal } from "./quote-reveal";

const buildQuote = (overrides: Partial<Quote> = {}): Quote => ({
  text: "Learning never exhausts the mind.",
  author: "Leonardo da Vinci",
  ...overrides,
});

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal("matchMedia", (query: string) => ({
    matches: reduce && query.includes("reduce"),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

const shownText = () => screen.getByTestId("quote-text").textContent;
const authorVisible = () => screen.getByTestId("quote-author").dataset.visible === "true";

describe("QuoteReveal", () => {
  beforeEach(() => {
    vi.useFakeTimers();
    mockReducedMotion(false);
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  it("reveals one character every 70 ms, left to right", () => {
    const quote = buildQuote();
    render(<QuoteReveal quote={quote} />);
    expect(shownText()).toBe("");

    act(() => {
      vi.advanceTimersByTime(QUOTE_REVEAL_MS_PER_CHAR - 1);
    });
    expect(shownText()).toBe("");
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(shownText()).toBe("L");
    act(() => {
      vi.advanceTimersByTime(QUOTE_REVEAL_MS_PER_CHAR * 4);
    });
    expect(shownText()).toBe("Learn");
  });

  it("shows the author only once the whole text is out", () => {
    const quote = buildQuote();
    render(<QuoteReveal quote={quote} />);
    act(() => {
      vi.advanceTimersByTime(QUOTE_REVEAL_MS_PER_CHAR * (quote.text.length - 1));
    });
    expect(shownText()).toBe(quote.text.slice(0, -1));
    expect(authorVisible()).toBe(false);

    act(() => {
      vi.advanceTimersByTime(QUOTE_REVEAL_MS_PER_CHAR);
    });
    expect(shownText()).toBe(quote.text);
    expect(authorVisible()).toBe(true);
    expect(screen.getByTestId("quote-author")).toHaveClass("duration-1000");
  });

  it("stops its timer when the text is complete", () => {
    render(<QuoteReveal quote={buildQuote({ text: "Hi" })} />);
    act(() => {
      vi.advanceTimersByTime(QUOTE_REVEAL_MS_PER_CHAR * 2);
    });
    expect(vi.getTimerCount()).toBe(0);
  });

  it("gives screen readers the whole quote and author at once", () => {
    const quote = buildQuote();
    render(<QuoteReveal quote={quote} />);
    expect(screen.getByText(`“${quote.text}” — ${quote.author}`)).toBeInTheDocument();
  });

  it("shows everything at once when the user prefers reduced motion", () => {
    mockReducedMotion(true);
    const quote = buildQuote();
    render(<QuoteReveal quote={quote} />);
    expect(shownText()).toBe(quote.text);
    expect(authorVisible()).toBe(true);
    expect(vi.getTimerCount()).toBe(0);
  });
});
