import { useCallback } from "react";

const FOCUSABLE = "button:not([disabled]), a[href], input:not([disabled]), textarea:not([disabled])";

/** Focuses the first control after `row` in the page, outside it; with none after, the last before it. */
export function focusAfter(row: Element | null): void {
  if (!row) return;
  const outside = [...document.querySelectorAll<HTMLElement>(FOCUSABLE)].filter(
    (element) => !row.contains(element),
  );
  const after = outside.find((element) =>
    Boolean(row.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_FOLLOWING),
  );
  const before = outside.findLast((element) =>
    Boolean(row.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING),
  );
  (after ?? before)?.focus();
}

/**
 * A ref for a row the user can delete (a day, a topic). Deleted, it leaves the page holding the
 * focus (its Delete button, or the confirm dialog gave it back there), which would fall to the
 * page's body, where a keyboard or screen reader user loses their place: it goes on to the first
 * control after the row instead (the next day's, the next topic's, Add day). React runs a ref's
 * clean-up before it takes the row off the page, while the row still says where the focus is.
 */
export function useFocusOnRemoval(): (row: HTMLElement | null) => (() => void) | undefined {
  return useCallback((row: HTMLElement | null) => {
    if (!row) return undefined;
    return () => {
      if (row.contains(document.activeElement)) focusAfter(row);
    };
  }, []);
}
