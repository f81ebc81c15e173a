import { Navigate, Outlet, useLocation } from "react-router";
import { LOADING } from "@study-well/shared";
import { LoadingText } from "../components/ui/card";
import { useSession } from "../lib/session/session-context";

/** Signed-out visitors go to /login, which sends them back here after signing in. */
export function RequireAuth() {
  const state = useSession();
  const location = useLocation();
  if (state.status === "loading") return <LoadingText>{LOADING}</LoadingText>;
  if (state.status === "signedOut") {
    const from = `${location.pathname}${location.search}${location.hash}`;
    return <Navigate to="/login" replace state={{ from }} />;
  }
  return <Outlet />;
}

/** Spec §2: anyone but an administrator is sent to the home page. */
export function RequireAdmin() {
  const state = useSession();
  if (state.status === "loading") return <LoadingText>{LOADING}</LoadingText>;
  if (state.user?.role !== "admin") return <Navigate to="/" replace />;
  return <Outlet />;
}

/** Pages only for signed-out visitors (the waitlist): signed-in users go home. */
export function SignedOutOnly() {
  const state = useSession();
  if (state.status === "signedIn") return <Navigate to="/" replace />;
  return <Outlet />;
}
