import { useLayoutEffect, useRef, useState, type CSSProperties, type KeyboardEvent } from "react";
import type { DraftStore } from "../../lib/kept-drafts";
import type { TextLimit } from "../../lib/text-limits";
import { useOnLeave } from "../../lib/use-on-leave";
import { useLengthLimit } from "./limit-note";

/**
 * Text edited in place: saved on blur or Enter when it changed; Escape or an empty value keeps
 * what was there (spec §5: empty and whitespace-only edits are ignored). One line of text that
 * wraps: a long title is read whole on a phone, not cut off.
 *
 * `keep`: where what is typed is kept as it is typed (with the text it was typed over), so that a
 * reload before the field lost focus does not lose it; forgotten when saved or cancelled. A field
 * that goes while edited (Back while typing: no blur comes) is left, as a blur would have left it,
 * while the tab may still send (`allowed`).
 */
export function InlineText({
  value,
  label,
  onSave,
  limit,
  className = "",
  style,
  disabled = false,
  keep,
}: {
  value: string;
  label: string;
  /** `from`: the value as this editing began (it may have changed since, in another tab). */
  onSave: (next: string, from: string) => void;
  limit?: TextLimit;
  className?: string;
  /** On the wrapper, beside `className` (a flex basis worked out from the text, say). */
  style?: CSSProperties;
  disabled?: boolean;
  keep?: { drafts: DraftStore<{ text: string; over: string }>; key: string; allowed: () => boolean };
}) {
  const [draft, setDraft] = useState<string | null>(null);
  /** The value as this editing began: the one typed over. */
  const began = useRef(value);
  const field = useRef<HTMLTextAreaElement>(null);
  const shown = draft ?? value;
  // As tall as its text, at whatever width it is given.
  useLayoutEffect(() => {
    const element = field.current;
    if (!element) return;
    const fit = () => {
      element.style.height = "auto";
      element.style.height = `${element.scrollHeight + element.offsetHeight - element.clientHeight}px`;
    };
    fit();
    if (typeof ResizeObserver !== "function") return;
    let width = element.clientWidth;
    const observer = new ResizeObserver(() => {
      if (element.clientWidth === width) return;
      width = element.clientWidth;
      fit();
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [shown]);
  // Only while editing: a saved value at the limit needs no warning.
  const length = useLengthLimit(draft?.length ?? 0, limit, "px-2 pt-0.5 pb-1 font-normal");

  function commit() {
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    keep?.drafts.delete(keep.key);
    if (next && next !== value) onSave(next, began.current);
  }

  // Leaving the field as it goes (no blur comes as an element is taken away).
  useOnLeave(() => {
    if (draft === null || !keep?.allowed()) return;
    const next = draft.trim();
    keep.drafts.delete(keep.key);
    if (next && next !== value) onSave(next, began.current);
  });

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      // The text as it was comes back and the focus stays in the field: a blur would drop it to
      // the page's body, where a screen reader loses its place.
      setDraft(null);
      keep?.drafts.delete(keep.key);
    }
  }

  return (
    <div className={`min-w-0 ${className}`} style={style}>
      <textarea
        ref={field}
        aria-label={label}
        rows={1}
        value={shown}
        {...length.controlProps}
        disabled={disabled}
        // One line of text: a pasted line break is a space.
        onChange={(e) => {
          const text = e.target.value.replace(/\r?\n/g, " ");
          if (draft === null) began.current = value;
          setDraft(text);
          // Typed over the text as it was when this editing began.
          if (keep)
            keep.drafts.set(keep.key, {
              text,
              over: draft === null ? value : (keep.drafts.get(keep.key)?.over ?? value),
            });
        }}
        onBlur={commit}
        onKeyDown={onKeyDown}
        className="block w-full min-w-0 resize-none overflow-hidden rounded-md border border-transparent bg-transparent px-2 py-1 break-words hover:border-slate-200 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600/30"
      />
      {length.note}
    </div>
  );
}
