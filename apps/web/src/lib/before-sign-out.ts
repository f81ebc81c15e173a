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

/** How long Logout waits for what is owed: a stalled connection does not keep the student in. */
const WAIT_MS = 3000;

/**
 * Runs everything registered, and settles once each has (a failure is its own to tell), or after
 * 3 s, whichever comes first.
 */
export async function sendOwedWork(): Promise<void> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const waited = new Promise<void>((resolve) => (timer = setTimeout(resolve, WAIT_MS)));
  await Promise.race([Promise.allSettled([...owed].map((send) => send())), waited]);
  clearTimeout(timer);
}
