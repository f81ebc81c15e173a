import type { ReactNode } from "react";
import { Redirect } from "wouter";
import { LOADING } from "@study-well/shared";
import { LoadingText } from "../components/ui/card";
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

/** Pages only for signed-out visitors (the waitlist): signed-in users go home. */
export function SignedOutOnly({ children }: { children: ReactNode }) {
  const state = useSession();
  if (state.status === "signedIn") return <Redirect to="/" replace />;
  return children;
}
