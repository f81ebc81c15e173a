import { useRef, useState, type KeyboardEvent } from "react";
import type { TextLimit } from "../../lib/text-limits";
import { useLengthLimit } from "./limit-note";

/**
 * Text edited in place: saved on blur or Enter when it changed; Escape or an empty value keeps
 * what was there (spec §5: empty and whitespace-only edits are ignored).
 */
export function InlineText({
  value,
  label,
  onSave,
  limit,
  className = "",
  disabled = false,
}: {
  value: string;
  label: string;
  onSave: (next: string) => void;
  limit?: TextLimit;
  className?: string;
  disabled?: boolean;
}) {
  const [draft, setDraft] = useState<string | null>(null);
  // Escape blurs the field, and the blur must not save the draft it is throwing away.
  const cancelled = useRef(false);
  const shown = draft ?? value;
  // Only while editing: a saved value at the limit needs no warning.
  const length = useLengthLimit(draft?.length ?? 0, limit, "px-2 pt-0.5 pb-1 font-normal");

  function commit() {
    if (cancelled.current) {
      cancelled.current = false;
      return;
    }
    if (draft === null) return;
    const next = draft.trim();
    setDraft(null);
    if (next && next !== value) onSave(next);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === "Enter") {
      event.preventDefault();
      commit();
    } else if (event.key === "Escape") {
      cancelled.current = true;
      setDraft(null);
      event.currentTarget.blur();
    }
  }

  return (
    <div className={`min-w-0 ${className}`}>
      <input
        aria-label={label}
        value={shown}
        {...length.controlProps}
        disabled={disabled}
        onChange={(e) => setDraft(e.target.value)}
        onBlur={commit}
        onKeyDown={onKeyDown}
        // A title too long for its line ends in an ellipsis; hovering shows it whole (only then,
        // so a screen reader does not hear a short title twice).
        onMouseEnter={(event) => {
          const field = event.currentTarget;
          if (field.scrollWidth > field.clientWidth) field.title = field.value;
          else field.removeAttribute("title");
        }}
        className="w-full min-w-0 rounded-md border border-transparent bg-transparent px-2 py-1 text-ellipsis hover:border-slate-200 focus:border-brand-600 focus:bg-white focus:outline-2 focus:outline-brand-600/30"
      />
      {length.note}
    </div>
  );
}
