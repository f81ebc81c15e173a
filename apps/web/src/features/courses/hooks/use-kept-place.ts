import { useEffect, useLayoutEffect, useRef } from "react";

/** Rows noted as the place on screen: the first one showing, and a few after it should it go. */
const NOTED = 5;

interface Place {
  key: string;
  /** Its top, from the top of the window, as last drawn. */
  top: number;
}

/**
 * Keeps what the student is reading where it is on screen when rows above it come or go: another
 * tab's new note or deleted day, a finished upload, a course read again. Chromium's own scroll
 * anchoring does not act in the notes list (QA: the text read moved by the height of a note added
 * or deleted above it, 157-540 px), so the first row showing is noted by its key (a row's
 * `data-index` is its place in `keys`) each time the list is drawn, scrolled or resized, and when
 * the rows change the page is scrolled by how far that row moved. A row that went (deleted) gives
 * way to the next of those noted. The first row showing stays put, so a topic collapsed by its
 * own header keeps the header where it was.
 */
export function useKeptPlace(
  list: HTMLElement | null,
  keys: readonly string[],
  startOf: (index: number) => number | undefined = () => undefined,
): void {
  const noted = useRef<{ keys: readonly string[]; places: Place[] } | null>(null);
  // The rows changed: back to where the row read was, before the new ones are painted.
  useLayoutEffect(() => {
    const last = noted.current;
    if (!list || !last || last.keys === keys) return;
    for (const { key, top } of last.places) {
      const index = keys.indexOf(key);
      if (index < 0) continue;
      // A windowed list renders the rows near where the page now is: one that moved far (a long
      // day deleted above it) is not rendered until the page goes there, by where the list puts it.
      const start = startOf(index);
      const now =
        rowElement(list, index)?.getBoundingClientRect().top ??
        (start === undefined ? undefined : start - window.scrollY);
      if (now === undefined) continue;
      const moved = now - top;
      if (Math.abs(moved) >= 1) window.scrollBy(0, moved);
      return;
    }
  }, [list, keys, startOf]);
  // Noted after every drawing (declared after the effect above, so it runs after it)...
  useLayoutEffect(() => {
    if (list) noted.current = { keys, places: placeOf(list, keys) };
  });
  // ... and whenever the page scrolls or the list's height changes (a picture loaded).
  useEffect(() => {
    if (!list) return;
    const note = () => {
      const last = noted.current;
      if (last) noted.current = { keys: last.keys, places: placeOf(list, last.keys) };
    };
    window.addEventListener("scroll", note, { passive: true });
    const observer = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(note);
    observer?.observe(list);
    return () => {
      window.removeEventListener("scroll", note);
      observer?.disconnect();
    };
  }, [list]);
}

/** The first row showing and those after it, with their tops. */
function placeOf(list: HTMLElement, keys: readonly string[]): Place[] {
  const rows = list.querySelectorAll<HTMLElement>("[data-index]");
  // Rows are stacked in document order: the first whose bottom is below the window's top.
  let low = 0;
  let high = rows.length;
  while (low < high) {
    const middle = (low + high) >> 1;
    if ((rows[middle]?.getBoundingClientRect().bottom ?? 0) > 0) high = middle;
    else low = middle + 1;
  }
  const places: Place[] = [];
  for (let i = low; i < rows.length && places.length < NOTED; i++) {
    const row = rows[i];
    const key = row ? keys[Number(row.dataset.index)] : undefined;
    if (row && key !== undefined) places.push({ key, top: row.getBoundingClientRect().top });
  }
  return places;
}

function rowElement(list: HTMLElement, index: number): HTMLElement | null {
  return index < 0 ? null : list.querySelector<HTMLElement>(`[data-index="${index}"]`);
}
