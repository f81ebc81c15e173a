import { useEffect, useRef } from "react";

/*
 * The browser's Back closes an open dialog instead of leaving the page under it (QA: Back with
 * Edit Course open left the course). While any dialog is open, one history entry for the same
 * address stands above the page's own: Back takes it away and closes the dialog on top. A dialog
 * closed some other way (its buttons, Escape) takes the entry back itself, unless another dialog
 * has opened in its place (Edit Course gives way to Delete Course) or its action went to another
 * page meanwhile, which leaves the entry as a step back to the page the dialog was on (an action
 * that leaves a page for good replaces it: Delete Course). Such an entry, or one left by a reload
 * with a dialog open, is taken as the dialogs' entry when one opens on it again.
 */

const MARK = "studyWellDialog";

/** Open dialogs' ways to close, the one opened last on top. */
const open: { close: () => void }[] = [];
/** The entry this page pushed for its dialogs, while it is there. */
let entry: string | null = null;
/** A Back this code asked for itself, whose popstate closes nothing. */
let ownBack = false;
let entries = 0;
let listening = false;

function isOurs(state: unknown): boolean {
  return (
    entry !== null &&
    typeof state === "object" &&
    state !== null &&
    (state as Record<string, unknown>)[MARK] === entry
  );
}

function onPopState() {
  if (ownBack) {
    ownBack = false;
    return;
  }
  if (entry === null || isOurs(window.history.state)) return;
  // The user went back past the dialogs' entry: the dialog on top closes.
  entry = null;
  // (Taken off the list now: it leaves the page only once React has rendered its closing.)
  open.pop()?.close();
  // Dialogs still open under it get an entry of their own again.
  if (open.length > 0) push();
}

function push() {
  const state: unknown = window.history.state;
  const left = typeof state === "object" && state !== null ? (state as Record<string, unknown>)[MARK] : null;
  if (typeof left === "string") {
    // An entry pushed for dialogs before a reload (or one Back brought the user to again): it
    // stands above the page's own as ours would, so it is taken as ours rather than doubled.
    entry = left;
    return;
  }
  entries += 1;
  entry = `${Date.now().toString(36)}-${entries}`;
  window.history.pushState(
    { ...(typeof state === "object" && state !== null ? state : {}), [MARK]: entry },
    "",
  );
}

/** After a dialog has closed: with none left open, the entry goes, if it is still the current one. */
function settle() {
  if (open.length > 0 || entry === null) return;
  if (isOurs(window.history.state)) {
    ownBack = true;
    window.history.back();
  }
  entry = null;
}

/** While `isOpen`, Back closes this dialog by calling `close`. */
export function useBackCloses(isOpen: boolean, close: () => void): void {
  const latest = useRef(close);
  useEffect(() => {
    latest.current = close;
  });
  useEffect(() => {
    if (!isOpen) return;
    const self = { close: () => latest.current() };
    if (!listening) {
      // Once, and for good: the Back a closing dialog asks for comes after it has gone.
      window.addEventListener("popstate", onPopState);
      listening = true;
    }
    open.push(self);
    if (entry === null) push();
    return () => {
      const at = open.indexOf(self);
      if (at >= 0) open.splice(at, 1);
      // A dialog opening in the same turn (one giving way to another) keeps the entry.
      setTimeout(settle, 0);
    };
  }, [isOpen]);
}
