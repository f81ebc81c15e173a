/**
 * Work the page still owes the server that must go while the session can send it (a note's
 * delete waiting out its Undo): Logout waits for it, then signs out.
 */
const owed = new Set<() => Promise<void>>();

/** Registers `send`, run before a sign-out from this tab; what it returns unregisters it. */
export function beforeSignOut(send: () => Promise<void>): () => void {
  owed.add(send);
  return () => owed.delete(send);
}

/** Runs everything registered, and settles once each has (a failure is its own to tell). */
export async function sendOwedWork(): Promise<void> {
  await Promise.allSettled([...owed].map((send) => send()));
}
