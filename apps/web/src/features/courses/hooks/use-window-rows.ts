import { defaultRangeExtractor, useWindowVirtualizer, type Range } from "@tanstack/react-virtual";
import { useCallback, useLayoutEffect, useMemo, useState } from "react";

export interface WindowRows {
  /** The rows to render, index → the space (px) to leave before it; in index order. */
  spaceBefore: ReadonlyMap<number, number>;
  /** The space after the last rendered row, for the rows below it. */
  spaceAfter: number;
  /** Put on each rendered row's element (with `data-index`): its real height replaces the estimate. */
  measure: (element: HTMLElement | null) => void;
  /** Put on the list's element: where it starts on the page. */
  attach: (element: HTMLElement | null) => void;
  /** The list's element, once attached. */
  list: HTMLElement | null;
  /** Where a row starts on the page (px from the document's top), measured or estimated. */
  startOf: (index: number) => number | undefined;
}

/**
 * Lists of at most this many rows are rendered whole: the browser's find in page and a screen
 * reader's list navigation reach every note of a course of ordinary size, and only a long one
 * (hundreds of notes) is windowed.
 */
export const ALL_ROWS_UP_TO = 100;

/**
 * A long list of rows of varying height, scrolled with the page, of which only those near the
 * screen are rendered (TanStack Virtual), once there are more than ALL_ROWS_UP_TO. Rows stay in the document's flow, nested as the caller
 * likes (a topic's list holds its days, a day's list its notes): the rows not rendered are
 * replaced by spaces of their height, so a list may be split into nested lists, and `pinned` rows
 * (one being edited, or holding the focus) stay rendered wherever the page is scrolled.
 * Nothing between rows may take height of its own (margins, padding, borders of a wrapper): rows
 * carry their own spacing, or the page would drift from the positions the list computes.
 */
export function useWindowRows({
  count,
  estimateSize,
  getKey,
  pinned = [],
}: {
  count: number;
  estimateSize: (index: number) => number;
  getKey: (index: number) => string;
  pinned?: readonly number[];
}): WindowRows {
  const [list, setList] = useState<HTMLElement | null>(null);
  const listTop = useListTop(list);
  const scrollMargin = listTop ?? 0;
  const pinnedKey = pinned.join(",");
  const rangeExtractor = useCallback(
    (range: Range) => {
      if (range.count <= ALL_ROWS_UP_TO) return Array.from({ length: range.count }, (_, index) => index);
      const shown = defaultRangeExtractor(range);
      const extra = pinnedKey ? pinnedKey.split(",").map(Number) : [];
      const inList = extra.filter((index) => index < range.count && !shown.includes(index));
      return inList.length === 0 ? shown : [...shown, ...inList].sort((a, b) => a - b);
    },
    [pinnedKey],
  );
  const virtualizer = useWindowVirtualizer({
    count,
    estimateSize,
    getItemKey: getKey,
    overscan: 6,
    scrollMargin,
    rangeExtractor,
    // jsdom and the first render have no window size yet: start as a laptop's screen would.
    initialRect: { width: 1024, height: 800 },
  });
  // A row measured at a size other than its estimate moves the page by the difference only when
  // it lies wholly above the screen, by where the list really is now. The default asks whether
  // the row starts above the scroll offset plus the moves made so far, with the list's top as last
  // read: a page opened scrolled (the Notes tab chosen below the header) moved by every long note
  // in turn, tens of thousands of pixels down (QA).
  useLayoutEffect(() => {
    // TanStack Virtual takes this predicate only as a property of its instance, not an option.
    // eslint-disable-next-line react-hooks/immutability
    virtualizer.shouldAdjustScrollPositionOnItemSizeChange = (item) => {
      if (!list?.isConnected || count <= ALL_ROWS_UP_TO) return false;
      const top = list.getBoundingClientRect().top + window.scrollY;
      return top + (item.start - scrollMargin) + item.size <= window.scrollY;
    };
  }, [virtualizer, list, count, scrollMargin]);
  const items = virtualizer.getVirtualItems();
  const total = virtualizer.getTotalSize();
  const spaces = useMemo(() => {
    const spaceBefore = new Map<number, number>();
    let end = scrollMargin;
    for (const item of items) {
      spaceBefore.set(item.index, Math.max(0, item.start - end));
      end = item.end;
    }
    return { spaceBefore, spaceAfter: Math.max(0, total - (end - scrollMargin)) };
  }, [items, total, scrollMargin]);
  // Rows are measured once the list's place on the page is known, and the predicate below is in
  // place: measured at first (the list at 0, the default predicate), each long note moved a page
  // opened scrolled by its difference from the estimate (QA: choosing Course Notes below the
  // course's header threw the page 14,000 px down).
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (listTop !== null) virtualizer.measureElement(element);
    },
    [listTop, virtualizer],
  );
  const startOf = useCallback(
    (index: number) => {
      const start = virtualizer.measurementsCache[index]?.start;
      // Starts count from the list's top as last read (the scroll margin): by where it is now.
      return start === undefined || !list
        ? undefined
        : start - scrollMargin + list.getBoundingClientRect().top + window.scrollY;
    },
    [virtualizer, list, scrollMargin],
  );
  return { ...spaces, measure, attach: setList, list, startOf };
}

/**
 * Where the list starts on the page (null until read); content above it (a notice, a longer
 * description) moves it.
 */
function useListTop(list: HTMLElement | null): number | null {
  const [top, setTop] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!list) return;
    const read = () => setTop(Math.round(list.getBoundingClientRect().top + window.scrollY));
    read();
    if (typeof ResizeObserver === "undefined") return;
    const observer = new ResizeObserver(read);
    observer.observe(document.body);
    return () => observer.disconnect();
  }, [list]);
  return top;
}
