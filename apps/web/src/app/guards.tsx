import { useState, type ReactNode } from "react";
import { Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { LOADING } from "@study-well/shared";
import { LoadingText } from "../components/ui/card";
import { asksToSignInAgain, originFrom } from "../lib/origin";
import { useSession } from "../lib/session/session-context";

/**
 * Signed-out visitors go to /login (in place of this page in the history), which sends them back
 * here after signing in: where they were going rides along in the history entry's state.
 */
export function RequireAuth({ children }: { children: ReactNode }) {
  const state = useSession();
  if (state.status === "loading") return <LoadingText>{LOADING}</LoadingText>;
  if (state.status === "signedOut") {
    // The address as typed, query and fragment too (wouter's own path and search are decoded).
    const { pathname, search, hash } = window.location;
    const from = `${pathname}${search}${hash}`;
    return <Redirect to="/login" replace state={{ from }} />;
  }
  return children;
}

/** Spec §2: anyone but an administrator is sent to the home page. */
export function RequireAdmin({ children }: { children: ReactNode }) {
  const state = useSession();
  if (state.status === "loading") return <LoadingText>{LOADING}</LoadingText>;
  if (state.user?.role !== "admin") return <Redirect to="/" replace />;
  return children;
}

/**
 * Pages for signed-out visitors (sign in, register, join the waitlist). Whoever opens one signed in
 * is sent on, in its place in the history, without the form showing first: back where a protected
 * page sent them from, else home. Decided as the page opens: a sign-in made on the page is the
 * page's to follow up (the login page goes back where the visitor came from, registration to the
 * profile), and a guard sending them home at the same moment would race it.
 *
 * - `whileOpen`: a page with no sign-in of its own (the waitlist) has nothing to race, so a sign-in
 *   while it is open (in another tab) sends the user on too.
 * - Each route gives its guard its own `key`: wouter's Switch keeps one instance across routes, and
 *   a decision made as /login opened would otherwise stand for the /register or /join-waitlist
 *   page it links to.
 * - A history entry whose state says `signInAgain` (where a password was just set, from a reset or
 *   welcome link, sends the user) shows the form whoever is signed in: the link may have been for
 *   another account than the one signed in in this browser.
 */
export function SignedOutOnly({ children, whileOpen = false }: { children: ReactNode; whileOpen?: boolean }) {
  const state = useSession();
  if (state.status === "loading") return <LoadingText>{LOADING}</LoadingText>;
  return (
    <SentOnIfSignedIn signedIn={state.status === "signedIn"} whileOpen={whileOpen}>
      {children}
    </SentOnIfSignedIn>
  );
}

function SentOnIfSignedIn({
  signedIn,
  whileOpen,
  children,
}: {
  signedIn: boolean;
  whileOpen: boolean;
  children: ReactNode;
}) {
  const [arrivedSignedIn] = useState(signedIn);
  const historyState: unknown = useHistoryState();
  const sendOn = whileOpen ? signedIn : arrivedSignedIn && !asksToSignInAgain(historyState);
  if (sendOn) return <Redirect to={originFrom(historyState)} replace />;
  return children;
}
