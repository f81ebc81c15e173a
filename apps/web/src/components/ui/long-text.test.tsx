import { fireEvent, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { useState } from "react";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { COURSE_PAGE } from "@study-well/shared";
import { cutOf, LongText } from "./long-text";

const SHOWN = { chars: 700, lines: 10 };
const sentence = "Light reactions split water and release oxygen in the thylakoid membranes. ";

describe("cutOf", () => {
  it("shows a short text whole, and one that would hide little", () => {
    expect(cutOf("A short note.", SHOWN)).toBeUndefined();
    expect(cutOf(sentence.repeat(12), SHOWN)).toBeUndefined(); // 900 characters: 200 hidden
    expect(cutOf("line\n".repeat(13), SHOWN)).toBeUndefined(); // 3 lines hidden
  });

  it("cuts a long text after a sentence, within what is shown, losing nothing", () => {
    const text = sentence.repeat(30);
    const cut = cutOf(text, SHOWN);
    expect(cut).toBeDefined();
    expect(cut).toBeLessThanOrEqual(700);
    expect(cut).toBeGreaterThan(350);
    expect(text.slice(0, cut)).toMatch(/membranes\.$/u);
    expect(text.slice(0, cut) + text.slice(cut)).toBe(text);
  });

  it("cuts at the end of a paragraph where one ends, and after ten lines at most", () => {
    const paragraphs = `${sentence.repeat(5)}\n\n${sentence.repeat(5)}\n\n${sentence.repeat(20)}`;
    const cut = cutOf(paragraphs, SHOWN);
    // (before the paragraph's last space too: the "…" follows its last word)
    expect(paragraphs.slice(0, cut)).toBe(sentence.repeat(5).trimEnd());
    const lines = Array.from({ length: 40 }, (_, n) => `Step ${n + 1}`).join("\n");
    const linesCut = cutOf(lines, SHOWN) ?? 0;
    expect(lines.slice(0, linesCut).split("\n")).toHaveLength(10);
  });

  it("cuts after a full stop of Chinese or Japanese, which no space follows", () => {
    const chinese = "光合作用在叶绿体中进行，把光能转化为化学能。".repeat(60);
    const cut = cutOf(chinese, SHOWN) ?? 0;
    expect(chinese.slice(0, cut)).toMatch(/化学能。$/u);
    expect(cut).toBeLessThanOrEqual(700);
  });

  it("cuts between words when no sentence ends, and never inside a character", () => {
    const words = "photosynthesis ".repeat(100);
    const cut = cutOf(words, SHOWN) ?? 0;
    expect(words[cut]).toBe(" ");
    // (559: the limit falls between the two halves of a character)
    const emoji = "🌱".repeat(800);
    const emojiCut = cutOf(emoji, { chars: 559, lines: 10 }) ?? 1;
    expect(emojiCut).toBe(558);
    expect(emoji.slice(0, emojiCut)).toBe("🌱".repeat(279));
  });

  it("cuts before every line break that ends the paragraph shown, \r\n too, and never before any text", () => {
    const crlf = `${sentence.repeat(5)}\r\n\r\n${sentence.repeat(20)}`;
    expect(crlf.slice(0, cutOf(crlf, SHOWN))).toBe(sentence.repeat(5).trimEnd());
    const spacedBlank = `${sentence.repeat(5).trim()}\n \t\n${sentence.repeat(20)}`;
    expect(spacedBlank.slice(0, cutOf(spacedBlank, SHOWN))).toBe(sentence.repeat(5).trim());
    const blankStart = `${"\n".repeat(12)}${sentence.repeat(20)}`;
    expect(cutOf(blankStart, SHOWN)).toBeUndefined();
  });
});

function Note({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  return (
    <LongText
      text={text}
      shown={SHOWN}
      open={open}
      onOpenChange={setOpen}
      subject="Photosynthesis"
      className="body"
    />
  );
}

describe("LongText", () => {
  // jsdom knows nothing of "until-found": the browsers that do have `onbeforematch`.
  beforeEach(() => {
    Object.defineProperty(HTMLElement.prototype, "onbeforematch", {
      value: null,
      writable: true,
      configurable: true,
    });
  });
  afterEach(() => {
    Reflect.deleteProperty(HTMLElement.prototype, "onbeforematch");
  });

  it("shows a long text's first part with Show more; the rest is hidden until found, and opens", async () => {
    const text = `${sentence.repeat(20)}The Calvin cycle fixes carbon dioxide.`;
    render(<Note text={text} />);
    const more = screen.getByRole("button", { name: COURSE_PAGE.showMore, description: "Photosynthesis" });
    expect(more).toHaveAttribute("aria-expanded", "false");
    const rest = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(rest).toHaveAttribute("hidden", "until-found");
    expect(rest).toHaveTextContent(/Calvin cycle/u);
    expect(rest?.closest("p")).toHaveTextContent(/^Light reactions.*…/u);
    await userEvent.click(more);
    const less = screen.getByRole("button", { name: COURSE_PAGE.showLess });
    expect(less).toHaveAttribute("aria-expanded", "true");
    expect(rest).not.toHaveAttribute("hidden");
    expect(rest?.closest("p")).toHaveTextContent(text.trim(), { normalizeWhitespace: false });
    await userEvent.click(less);
    expect(rest).toHaveAttribute("hidden", "until-found");
  });

  it("opens when the browser finds a word in the hidden part (beforematch)", () => {
    render(<Note text={`${sentence.repeat(20)}The Calvin cycle fixes carbon dioxide.`} />);
    const more = screen.getByRole("button", { name: COURSE_PAGE.showMore });
    const rest = document.getElementById(more.getAttribute("aria-controls") ?? "");
    // (what the browser does on finding it, before it takes the attribute away itself)
    fireEvent(rest as HTMLElement, new Event("beforematch", { bubbles: true }));
    expect(screen.getByRole("button", { name: COURSE_PAGE.showLess })).toHaveAttribute(
      "aria-expanded",
      "true",
    );
    expect(rest).not.toHaveAttribute("hidden");
    expect(rest).not.toHaveClass("block");
  });

  it("listens for the browser's find on a note grown long by an edit", () => {
    const { rerender } = render(<Note text="Chlorophyll absorbs red and blue light." />);
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
    rerender(<Note text={`${sentence.repeat(20)}The Calvin cycle fixes carbon dioxide.`} />);
    const more = screen.getByRole("button", { name: COURSE_PAGE.showMore });
    const rest = document.getElementById(more.getAttribute("aria-controls") ?? "");
    expect(rest).toHaveAttribute("hidden", "until-found");
    fireEvent(rest as HTMLElement, new Event("beforematch", { bubbles: true }));
    expect(screen.getByRole("button", { name: COURSE_PAGE.showLess })).toBeInTheDocument();
  });

  it("hides the rest outright where the browser knows nothing of until-found", () => {
    Reflect.deleteProperty(HTMLElement.prototype, "onbeforematch");
    render(<Note text={`${sentence.repeat(20)}The Calvin cycle fixes carbon dioxide.`} />);
    const more = screen.getByRole("button", { name: COURSE_PAGE.showMore });
    const rest = document.getElementById(more.getAttribute("aria-controls") ?? "");
    // (a plain `hidden`, with no "block" of its own to show it despite that)
    expect(rest).toHaveAttribute("hidden", "");
    expect(rest).not.toHaveClass("block");
  });

  it("shows a short text whole, with no button", () => {
    render(<Note text="Chlorophyll absorbs red and blue light." />);
    expect(screen.getByText("Chlorophyll absorbs red and blue light.")).toBeVisible();
    expect(screen.queryByRole("button")).not.toBeInTheDocument();
  });
});
