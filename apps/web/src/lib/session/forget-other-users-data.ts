import type { QueryClient } from "@tanstack/react-query";
import type { SessionManager } from "./session-manager";

/**
 * Empties the query cache whenever the signed-in user changes: at sign-out (here or in another
 * tab) and when someone else signs in, so that nobody is shown what the last user's screens had
 * read (their courses, notes, scores), even for a moment while the new user's own reads fail.
 * Returns the unsubscribe.
 */
export function forgetOtherUsersData(
  session: Pick<SessionManager, "getState" | "subscribe">,
  queryClient: Pick<QueryClient, "clear">,
): () => void {
  // Whose data the cache holds: undefined until the session is known, null when nobody's.
  let owner: string | null | undefined;
  const check = () => {
    const state = session.getState();
    if (state.status === "loading") return;
    const user = state.status === "signedIn" ? state.user.uid : null;
    if (owner !== undefined && user !== owner) queryClient.clear();
    owner = user;
  };
  check();
  return session.subscribe(check);
}

/** Whose session it is now: the signed-in user's id, or null. */
export const sessionOwner = (session: Pick<SessionManager, "getState">): string | null =>
  session.getState().user?.uid ?? null;

/**
 * A mutation's options that keep its answer out of the cache when another user is signed in by the
 * time it comes (a save in flight as its user signs out and someone else signs in): the cache was
 * emptied for them, and the last user's profile or settings would be shown as theirs. `onMutate`
 * notes whose session the save was sent in; `stillTheirs` says whether it still is.
 */
export function ownedBySession(session: Pick<SessionManager, "getState">) {
  return {
    onMutate: () => ({ owner: sessionOwner(session) }),
    stillTheirs: (context: { owner: string | null } | undefined) => context?.owner === sessionOwner(session),
  };
}
