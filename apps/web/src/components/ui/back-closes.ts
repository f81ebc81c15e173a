import { useEffect, useRef } from "react";

/*
 * The browser's Back closes an open dialog instead of leaving the page under it (QA: Back with
 * Edit Course open left the course). While any dialog is open, one history entry for the same
 * address stands above the page's own: Back takes it away and closes the dialog on top. A dialog
 * closed some other way (its buttons, Escape) takes the entry back itself, unless another dialog
 * has opened in its place (Edit Course gives way to Delete Course) or its action went to another
 * page meanwhile, which leaves the entry as a step back to the page the dialog was on (an action
 * that leaves a page for good replaces it: Delete Course). Such an entry, come back to, or one left
 * by a reload with a dialog open, is taken as the dialogs' own: a dialog opened on it uses it, and
 * with none, Back goes on past it, as it stands above the same page's own entry.
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

/** An entry of ours that no open dialog uses (left by a reload, or come to again): its address. */
let vacant: string | null = null;

function markOf(state: unknown): string | undefined {
  const mark =
    typeof state === "object" && state !== null ? (state as Record<string, unknown>)[MARK] : undefined;
  return typeof mark === "string" ? mark : undefined;
}

function isOurs(state: unknown): boolean {
  return entry !== null && markOf(state) === entry;
}

function listen() {
  if (listening) return;
  // Once, and for good: the Back a closing dialog asks for comes after it has gone.
  window.addEventListener("popstate", onPopState);
  listening = true;
}

/** Takes the entry the page is on as the dialogs' own, with none open on it. */
function takeVacant(mark: string) {
  entry = mark;
  vacant = window.location.href;
}

/**
 * As the app starts: the entry a reload with a dialog open left is the dialogs' own, unused. A
 * dialog opened again on it takes it; with none, Back goes on past it to the page before.
 */
export function takeBackLeftEntry(): void {
  const left = markOf(window.history.state);
  if (left === undefined) return;
  listen();
  takeVacant(left);
}

function onPopState() {
  if (ownBack) {
    ownBack = false;
    return;
  }
  const state: unknown = window.history.state;
  if (entry === null) {
    // Come to an entry once pushed for dialogs that are gone (the page a dialog's action left).
    const left = markOf(state);
    if (left !== undefined && open.length === 0) takeVacant(left);
    return;
  }
  if (isOurs(state)) return;
  // The user went back past the dialogs' entry: the dialog on top closes.
  entry = null;
  const from = vacant;
  vacant = null;
  // (Taken off the list now: it leaves the page only once React has rendered its closing.)
  const top = open.pop();
  if (top) {
    top.close();
    // Dialogs still open under it get an entry of their own again.
    if (open.length > 0) push();
    return;
  }
  // Back from an entry no dialog used to the same page's own under it, which would change nothing
  // on the screen (QA: Back after a reload "did nothing"): it goes on to the page before.
  if (from === window.location.href && markOf(state) === undefined) window.history.back();
}

function push() {
  const state: unknown = window.history.state;
  const left = markOf(state);
  if (left !== undefined) {
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
    listen();
    open.push(self);
    // (An entry taken as ours on another page than this one's is no step back from this one.)
    if (entry === null || !isOurs(window.history.state)) push();
    vacant = null;
    return () => {
      const at = open.indexOf(self);
      if (at >= 0) open.splice(at, 1);
      // A dialog opening in the same turn (one giving way to another) keeps the entry.
      setTimeout(settle, 0);
    };
  }, [isOpen]);
}
