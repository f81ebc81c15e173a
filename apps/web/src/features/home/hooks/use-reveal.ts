import { useEffect, useState } from "react";
import { QUOTE_REVEAL_MS_PER_CHAR } from "@study-well/shared";

/**
 * How many characters of `text` to show: one more every 70 ms, all at once when `instant`.
 * The reveal starts over whenever the text changes.
 */
export function useReveal(text: string, instant: boolean): number {
  const [shown, setShown] = useState({ text, count: 0 });
  const count = shown.text === text ? shown.count : 0;

  useEffect(() => {
    if (instant) return;
    const timer = setInterval(() => {
      setShown((prev) => {
        const next = prev.text === text ? prev.count + 1 : 1;
        if (next >= text.length) clearInterval(timer);
        return { text, count: Math.min(next, text.length) };
      });
    }, QUOTE_REVEAL_MS_PER_CHAR);
    return () => clearInterval(timer);
  }, [text, instant]);

  return instant ? text.length : count;
}
