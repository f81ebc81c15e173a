import { useState, type ReactNode } from "react";
import { Redirect } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { LOADING } from "@study-well/shared";
import { LoadingText } from "../components/ui/card";
import { originFrom } from "../lib/origin";
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
 */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const state = useSession();
  if (state.status === "loading") return <LoadingText>{LOADING}</LoadingText>;
  return <SentOnIfSignedIn signedIn={state.status === "signedIn"}>{children}</SentOnIfSignedIn>;
}

function SentOnIfSignedIn({ signedIn, children }: { signedIn: boolean; children: ReactNode }) {
  const [arrivedSignedIn] = useState(signedIn);
  const historyState: unknown = useHistoryState();
  if (arrivedSignedIn) return <Redirect to={originFrom(historyState)} replace />;
  return children;
}
