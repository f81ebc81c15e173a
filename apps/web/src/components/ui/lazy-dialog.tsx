import { lazy, Suspense, useEffect, useState, type ComponentType } from "react";

/** Runs `work` when the browser has a moment (soon, where it cannot tell). */
function whenIdle(work: () => void): () => void {
  if (typeof requestIdleCallback === "function") {
    const id = requestIdleCallback(work, { timeout: 2000 });
    return () => cancelIdleCallback(id);
  }
  const id = setTimeout(work, 200);
  return () => clearTimeout(id);
}

/**
 * A dialog whose code (Radix's dialog, focus trap, scroll lock) is not part of the screen: it is
 * fetched once the screen is idle, or when the dialog first opens if that comes sooner, and the
 * dialog renders from its first opening on, so that closing it runs as usual (focus goes back).
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  const Panel = lazy(async () => ({ default: await load() }));
  let fetched = false;
  const fetch = () => {
    if (fetched) return;
    fetched = true;
    void load();
  };
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    const [opened, setOpened] = useState(open);
    // Adjusting state while rendering, as React documents: no extra paint with the dialog missing.
    if (open && !opened) setOpened(true);
    useEffect(() => whenIdle(fetch), []);
    if (!opened) return null;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
