import { useCallback } from "react";
import { rowKey } from "../api/course-mutation";

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

/** Where the focus went as a row left, by the row's id: taken back should the row come back. */
const movedFrom = new Map<string, { to: Element | null; control: string | null; at: number }>();
/** A row back within this long (a refused delete: the server's answer, the course read again). */
const BACK_WITHIN_MS = 60_000;

/**
 * A ref for a row the user can delete (a day, a topic), by its id. Deleted, it leaves the page
 * holding the focus (its Delete button, or the confirm dialog gave it back there), which would fall
 * to the page's body, where a keyboard or screen reader user loses their place: it goes on to the
 * first control after the row instead (the next day's, the next topic's, Add day). React runs a
 * ref's clean-up before it takes the row off the page, while the row still says where the focus
 * is. Should the row come back (the server refused the delete: notes added in another tab), the
 * focus goes back to the control in it that had it, unless the student has moved it meanwhile.
 * A row just added keeps the focus as its stand-in id becomes the real one (`rowKey`).
 */
export function useFocusOnRemoval(rowId: string): (row: HTMLElement | null) => (() => void) | undefined {
  const id = rowKey(rowId);
  return useCallback(
    (row: HTMLElement | null) => {
      if (!row) return undefined;
      const moved = movedFrom.get(id);
      movedFrom.delete(id);
      if (document.activeElement === moved?.to && Date.now() - moved.at < BACK_WITHIN_MS) {
        const control = [...row.querySelectorAll<HTMLElement>(FOCUSABLE)].find(
          (element) => nameOf(element) === moved.control,
        );
        control?.focus();
      }
      return () => {
        const focused = document.activeElement;
        if (!(focused instanceof HTMLElement) || !row.contains(focused)) return;
        focusAfter(row);
        movedFrom.set(id, { to: document.activeElement, control: nameOf(focused), at: Date.now() });
      };
    },
    [id],
  );
}

function nameOf(element: Element): string | null {
  return element.getAttribute("aria-label") ?? element.textContent;
}
