import { useEffect, useState } from "react";
import type { KeptDrafts } from "./kept-drafts";

/**
 * A form's KeptDrafts, read once as the form first shows, and written before the page goes (a
 * reload, a closed tab) or the form is left, so what was typed in the last moment is kept too.
 */
export function useKeptDrafts<T>(make: () => KeptDrafts<T>): KeptDrafts<T> {
  const [kept] = useState(make);
  useEffect(() => {
    const leave = () => kept.flush();
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      leave();
    };
  }, [kept]);
  return kept;
}
