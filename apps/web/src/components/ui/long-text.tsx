import { useEffect, useEffectEvent, useId, useLayoutEffect, useRef, type MouseEvent } from "react";
import { flushSync } from "react-dom";
import { COURSE_PAGE } from "@study-well/shared";
import { useSubject } from "./icon-button";

/** How much of a long text is shown until "Show more": at most this many characters and lines. */
export interface Shown {
  chars: number;
  lines: number;
}

/** Not worth a toggle: a text that would hide less than this is shown whole. */
const LEAST_HIDDEN = { chars: 400, lines: 5 };

const lineCount = (text: string) => text.split("\n").length;

/** Whether the browser keeps `hidden="until-found"` text findable (Chromium, Firefox 139, Safari 26.2). */
const untilFound = () => typeof HTMLElement !== "undefined" && "onbeforematch" in HTMLElement.prototype;

/**
 * Where a long text is cut (the index its hidden part starts at), or undefined when it is shown
 * whole. The cut ends a paragraph where one ends in the second half of what is shown, else a
 * sentence, else a word: never a word in two. Nothing is lost: the text is the two parts joined.
 */
export function cutOf(text: string, shown: Shown): number | undefined {
  let end = Math.min(text.length, shown.chars);
  // At most `lines` lines: the cut is at the end of the last of them.
  let newline = -1;
  for (let line = 0; line < shown.lines; line += 1) {
    newline = text.indexOf("\n", newline + 1);
    if (newline < 0) break;
  }
  if (newline >= 0 && newline < end) end = newline;
  const from = Math.floor(end / 2);
  const window = text.slice(from, end + 1);
  const paragraph = window.lastIndexOf("\n");
  let cut: number;
  if (paragraph >= 0) {
    // At the first of the line breaks that end it: the "…" goes on its last line, not below.
    cut = from + paragraph;
    // (and before the spaces of a blank line that holds some, as text pasted from a PDF has)
    while (cut > 0 && /\s/u.test(text[cut - 1] ?? "")) cut -= 1;
  } else {
    // (a full stop of Chinese or Japanese ends a sentence with no space after it)
    const sentences = [...window.matchAll(/[.!?…]["'”’)\]]*\s|[。！？][」』”’）]*/gu)];
    const sentence = sentences.at(-1);
    const space = window.search(/\s\S*$/u);
    // (after its mark: before the space that follows it, if any)
    if (sentence) cut = from + sentence.index + sentence[0].trimEnd().length;
    else if (space >= 0) cut = from + space;
    else {
      cut = end;
      // Not between the two halves of a character outside the Basic Multilingual Plane.
      const code = text.charCodeAt(cut);
      if (code >= 0xdc00 && code <= 0xdfff) cut -= 1;
    }
  }
  const rest = text.slice(cut).trim();
  if (rest.length < LEAST_HIDDEN.chars && lineCount(rest) < LEAST_HIDDEN.lines) return undefined;
  // (a text that starts with many blank lines would show only "…")
  return text.slice(0, cut).trim() === "" ? undefined : cut;
}

/**
 * A text that may be long (a note's body): past `shown`, it is shown in its first part with "Show
 * more". The rest stays in the page, `hidden="until-found"`: the browser's find in page, or a link
 * to a passage of it, finds it and opens it (`beforematch`). Where a browser knows nothing of
 * "until-found", it is hidden outright (plain `hidden`), and "Show more" is still there. `open` is
 * kept by the caller (a windowed list's row is rendered anew as it comes back into view).
 * `subject`: what the text is of (a note's title), said as the button's description, since every
 * long note has one.
 */
export function LongText({
  text,
  shown,
  open,
  onOpenChange,
  subject,
  className,
}: {
  text: string;
  shown: Shown;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  subject?: string;
  className: string;
}) {
  const cut = cutOf(text, shown);
  const id = useId();
  const rest = useRef<HTMLSpanElement | null>(null);
  const described = useSubject(subject);
  // (React writes `hidden` as a plain boolean, so the "until-found" state is set here. A browser
  // that knows nothing of it gets a plain `hidden`: its "block" would show what "until-found" hid.)
  const findable = untilFound();
  useLayoutEffect(() => {
    const element = rest.current;
    if (!element) return;
    if (open) element.removeAttribute("hidden");
    else element.setAttribute("hidden", findable ? "until-found" : "");
  }, [open, cut, findable]);
  // (at once: the browser scrolls to what it found as soon as the event has been handled)
  const found = useEffectEvent(() => flushSync(() => onOpenChange(true)));
  useEffect(() => {
    const element = rest.current;
    if (!element) return;
    element.addEventListener("beforematch", found);
    return () => element.removeEventListener("beforematch", found);
  }, [cut]);
  if (cut === undefined) return <p className={className}>{text}</p>;
  const head = text.slice(0, cut);
  return (
    <>
      <p className={className}>
        {head}
        {!open && <span aria-hidden>{/\s$/u.test(head) ? "…" : "\u00a0…"}</span>}
        {/* A block while hidden (what "until-found" hides must be one), in the flow once open. */}
        <span ref={rest} id={id} className={open || !findable ? undefined : "block"}>
          {text.slice(cut)}
        </span>
      </p>
      <ShowMoreButton
        open={open}
        controls={id}
        describedBy={described.by}
        onClick={(event) => {
          onOpenChange(!open);
          // Closed, the text above it shrinks: what it is in (the note), or else the button at
          // least, is brought back into view, not left pages above the screen.
          if (open) {
            const button = event.currentTarget;
            requestAnimationFrame(() => {
              // (not in every DOM: jsdom has none)
              if (typeof button.scrollIntoView !== "function") return;
              button.parentElement?.scrollIntoView({ block: "nearest" });
              button.scrollIntoView({ block: "nearest" });
            });
          }
        }}
      />
      {described.text}
    </>
  );
}

/** "Show more" or "Show less" for a text shown in part (a note's body, the course's description). */
export function ShowMoreButton({
  open,
  controls,
  describedBy,
  onClick,
}: {
  open: boolean;
  /** The id of what it shows or hides. */
  controls: string;
  describedBy?: string | undefined;
  onClick: (event: MouseEvent<HTMLButtonElement>) => void;
}) {
  return (
    <button
      type="button"
      aria-expanded={open}
      aria-controls={controls}
      aria-describedby={describedBy}
      onClick={onClick}
      className="mt-1 rounded text-sm font-medium text-brand-700 hover:underline focus-visible:outline-2 focus-visible:outline-brand-600"
    >
      {open ? COURSE_PAGE.showLess : COURSE_PAGE.showMore}
    </button>
  );
}
