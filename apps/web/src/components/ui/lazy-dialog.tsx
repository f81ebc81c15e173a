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
 * Once fetched, a dialog opening renders at once, in the same frame as what opened it.
 */
export function lazyDialog<P extends object>(
  load: () => Promise<ComponentType<P>>,
  isOpen: (props: P) => boolean,
): ComponentType<P> {
  let fetched: Promise<ComponentType<P>> | undefined;
  let loaded: ComponentType<P> | undefined;
  const fetch = () =>
    (fetched ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Panel = lazy(async () => ({ default: await fetch() }));
  return function LazyDialog(props: P) {
    const open = isOpen(props);
    // What renders the dialog, chosen when it first opens and kept (a change would remount it).
    const [Shown, setShown] = useState<ComponentType<P> | null>(() => (open ? (loaded ?? Panel) : null));
    // Adjusting state while rendering, as React documents: no extra paint with the dialog missing.
    if (open && !Shown) setShown(() => loaded ?? Panel);
    useEffect(() => whenIdle(() => void fetch().catch(() => undefined)), []);
    if (!Shown) return null;
    if (Shown !== Panel) return <Shown {...props} />;
    return (
      <Suspense fallback={null}>
        <Panel {...props} />
      </Suspense>
    );
  };
}
