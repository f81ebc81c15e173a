import { useState, type KeyboardEvent } from "react";
import { ADD } from "@study-well/shared";
import { buttonClass } from "./button";
import type { DraftStore } from "../../lib/kept-drafts";
import type { TextLimit } from "../../lib/text-limits";
import { useLengthLimit } from "./limit-note";

/**
 * A box where typing and pressing Enter adds an entry; empty or blank text adds nothing. Once
 * something is typed, an Add button beside it does the same (for a phone's keyboard, or a mouse).
 * `keep`: where what is typed is kept (see KeptDrafts), so that it is back in the box, unsent,
 * after a reload; forgotten once added or erased.
 */
export function AddBox({
  placeholder,
  onAdd,
  limit,
  className = "",
  keep,
}: {
  placeholder: string;
  onAdd: (text: string) => void;
  limit?: TextLimit;
  className?: string;
  keep?: { drafts: DraftStore<{ text: string; over: string }>; key: string };
}) {
  const [text, setText] = useState(() => keep?.drafts.get(keep.key)?.text ?? "");
  const length = useLengthLimit(text.length, limit);

  function add() {
    if (!text.trim()) return;
    onAdd(text.trim());
    setText("");
    keep?.drafts.delete(keep.key);
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    add();
  }

  return (
    <div>
      <div className="flex items-center gap-2">
        <input
          aria-label={placeholder}
          placeholder={placeholder}
          value={text}
          {...length.controlProps}
          onChange={(e) => {
            setText(e.target.value);
            if (!keep) return;
            if (e.target.value.trim()) keep.drafts.set(keep.key, { text: e.target.value, over: "" });
            else keep.drafts.delete(keep.key);
          }}
          onKeyDown={onKeyDown}
          className={`block w-full min-w-0 border border-dashed border-slate-300 bg-white text-slate-800 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 ${className}`}
        />
        {text.trim() !== "" && (
          <button type="button" onClick={add} className={buttonClass("secondary", "shrink-0")}>
            {ADD}
          </button>
        )}
      </div>
      {length.note}
    </div>
  );
}
