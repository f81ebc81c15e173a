import { onlineManager } from "@tanstack/react-query";
import type { Course } from "@study-well/shared/api";
import { beforeSignOut } from "../../../lib/before-sign-out";
import { withoutNotes } from "./course-tree";

/**
 * Notes deleted on the page whose delete waits out its Undo: the note is gone from the page at
 * once, and the request goes when the toast that offers Undo goes (its time up, or dismissed),
 * when the page is left or hidden, or before another change of the course is sent
 * (`sendWaitingDeletes`), so the server never acts on notes the student no longer sees in this tab
 * (a lecture of the day, a day's delete with its count of notes). Kept outside React: the wait
 * outlives the course's tabs and pages.
 */
interface Waiting {
  /** Ends the wait: the delete goes (`leaving`: as the page goes, with `keepalive`). */
  go: (leaving: boolean) => void;
  /** Settles once the delete has been sent and answered (or failed, or was undone). */
  done: Promise<unknown>;
}

const waiting = new Map<string, Map<string, Waiting>>();
/** Gives up each wait for the connection (whenOnline): a sign-out ends what they wait to send. */
const offlineWaits = new Set<() => void>();

/** The student took the delete back: nothing was sent, and the note is read again. */
export class DeleteUndone extends Error {
  constructor() {
    super("The delete was undone");
    this.name = "DeleteUndone";
  }
}

export const isDeleteUndone = (error: unknown) => error instanceof DeleteUndone;

/** How the wait is shown: `undo` takes the delete back; what it returns ends the showing. */
export type ShowUndo = (handlers: { undo: () => void; timeUp: () => void }) => () => void;

let listening = false;
function sendAllOnLeave() {
  if (listening || typeof window === "undefined") return;
  listening = true;
  // A reload or a closed tab does not wait for a toast that will not be there: the deletes go now.
  window.addEventListener("pagehide", () => void sendEveryWaitingDelete(true));
  // A phone may end a page it put in the background without a pagehide: hidden is as good as gone.
  document.addEventListener("visibilitychange", () => {
    if (document.visibilityState === "hidden") void sendEveryWaitingDelete(true);
  });
  // Nor does Logout: once signed out, they could not go. Offline they cannot go either: those
  // waiting for the connection are given up, not sent later in a session that is over.
  beforeSignOut(async () => {
    await sendEveryWaitingDelete(false);
    for (const giveUp of [...offlineWaits]) giveUp();
  });
}

async function sendEveryWaitingDelete(leaving: boolean): Promise<void> {
  await Promise.allSettled([...waiting.keys()].map((courseId) => sendWaitingDeletes(courseId, leaving)));
}

/**
 * Deletes a note of a course once its Undo has passed: `remove(keepalive)` sends the request.
 * Rejects with DeleteUndone when the student undoes it, before anything is sent.
 */
export function deleteAfterUndo<R>(
  courseId: string,
  noteId: string,
  show: ShowUndo,
  remove: (keepalive: boolean) => Promise<R>,
): Promise<R> {
  sendAllOnLeave();
  const notes = waiting.get(courseId) ?? new Map<string, Waiting>();
  waiting.set(courseId, notes);
  let go: (leaving: boolean) => void = () => undefined;
  let undone: () => void = () => undefined;
  const decided = new Promise<boolean>((resolve, reject) => {
    go = resolve;
    undone = () => reject(new DeleteUndone());
  });
  let hide: () => void = () => undefined;
  const forget = () => {
    if (notes.get(noteId)?.done === done) notes.delete(noteId);
    if (notes.size === 0 && waiting.get(courseId) === notes) waiting.delete(courseId);
  };
  const done = decided.then(
    (leaving) => remove(leaving).finally(forget),
    (error: unknown) => {
      forget();
      throw error;
    },
  );
  notes.set(noteId, {
    go: (leaving) => {
      // (decided before the toast goes: its going would decide for a delete not `leaving`)
      go(leaving);
      hide();
    },
    done,
  });
  hide = show({
    undo: () => {
      // Out of the list first: the read of the course that puts the note back must keep it.
      forget();
      undone();
    },
    timeUp: () => go(false),
  });
  return done;
}

/**
 * Sends every delete of the course still waiting for its Undo, and settles once the server has
 * answered them all: a change that depends on the notes the course holds goes after them.
 */
export async function sendWaitingDeletes(courseId: string, leaving = false): Promise<void> {
  const notes = waiting.get(courseId);
  if (!notes) return;
  const all = [...notes.values()];
  for (const note of all) note.go(leaving);
  // Offline they wait for the connection (whenOnline), and what waits on them would too: an
  // upload or a lecture asked for offline fails at once, as it would with none waiting.
  if (!onlineManager.isOnline()) return;
  await Promise.allSettled(all.map((note) => note.done));
}

/**
 * Settles at once when online, or else once the connection is back (as the course's other edits,
 * paused meanwhile, then go): a delete whose Undo has passed offline waits for it.
 */
export function whenOnline(): Promise<void> {
  if (onlineManager.isOnline()) return Promise.resolve();
  return new Promise((resolve, reject) => {
    const giveUp = () => {
      stop();
      offlineWaits.delete(giveUp);
      reject(new Error("Signed out before the connection came back"));
    };
    const stop = onlineManager.subscribe((online) => {
      if (!online) return;
      stop();
      offlineWaits.delete(giveUp);
      resolve();
    });
    offlineWaits.add(giveUp);
  });
}

/** Forgets every waiting delete without sending it: a test's page ends without going. */
export function dropWaitingDeletes(): void {
  waiting.clear();
}

/** The course without the notes whose delete waits (a read answered meanwhile still holds them). */
export function withoutWaitingDeletes(courseId: string, course: Course): Course {
  const notes = waiting.get(courseId);
  return notes && notes.size > 0 ? withoutNotes(course, new Set(notes.keys())) : course;
}
