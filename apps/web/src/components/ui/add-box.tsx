import { useState, type KeyboardEvent } from "react";
import type { TextLimit } from "../../lib/text-limits";
import { useLengthLimit } from "./limit-note";

/** A box where typing and pressing Enter adds an entry; empty or blank text adds nothing. */
export function AddBox({
  placeholder,
  onAdd,
  limit,
  className = "",
}: {
  placeholder: string;
  onAdd: (text: string) => void;
  limit?: TextLimit;
  className?: string;
}) {
  const [text, setText] = useState("");
  const length = useLengthLimit(text.length, limit);

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!text.trim()) return;
    onAdd(text.trim());
    setText("");
  }

  return (
    <div>
      <input
        aria-label={placeholder}
        placeholder={placeholder}
        value={text}
        {...length.controlProps}
        onChange={(e) => setText(e.target.value)}
        onKeyDown={onKeyDown}
        className={`block w-full border border-dashed border-slate-300 bg-white text-slate-800 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 ${className}`}
      />
      {length.note}
    </div>
  );
}
