import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD, LOADING, LOGIN } from "@study-well/shared";
import { LoginPage } from "../features/auth/components/login-page";
import { SessionProvider } from "../lib/session/session-context";
import { SIGN_IN_AGAIN } from "../lib/origin";
import { stubFetch } from "../test/fetch-stub";
import { buildAccount, buildLoadingSession, buildSession } from "../test/test-session";
import { RequireAdmin, RequireAuth, SignedOutOnly } from "./guards";

function LoginProbe() {
  const state = useHistoryState<{ from?: string } | null>();
  return <p>login, from {state?.from}</p>;
}

/** The guards on the browser's own location (jsdom's), whose history entries carry the state. */
async function renderAt(path: string, user?: ReturnType<typeof buildAccount>) {
  const value = await buildSession(user);
  window.history.replaceState(null, "", path);
  const entries = window.history.length;
  render(
    <SessionProvider value={value}>
      <Switch>
        <Route path="/">
          <p>home</p>
        </Route>
        <Route path="/login">
          <LoginProbe />
        </Route>
        <Route path="/profile">
          <RequireAuth>
            <p>profile</p>
          </RequireAuth>
        </Route>
        <Route path="/admin/waitlist">
          <RequireAuth>
            <RequireAdmin>
              <p>admin waitlist</p>
            </RequireAdmin>
          </RequireAuth>
        </Route>
      </Switch>
    </SessionProvider>,
  );
  /** Whether the guard's move took the place of the page asked for, rather than adding an entry. */
  return { replaced: () => window.history.length === entries };
}

describe("route guards", () => {
  it("send a signed-out visitor to /login, remembering where they were going", async () => {
    const { replaced } = await renderAt("/profile?tab=x#top");
    expect(await screen.findByText("login, from /profile?tab=x#top")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(replaced()).toBe(true);
  });

  it("let a signed-in user through", async () => {
    await renderAt("/profile", buildAccount());
    expect(screen.getByText("profile")).toBeInTheDocument();
  });

  it("send a non-admin from /admin/waitlist to /", async () => {
    const { replaced } = await renderAt("/admin/waitlist", buildAccount({ role: "user" }));
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(replaced()).toBe(true);
  });

  it("let an admin into /admin/waitlist", async () => {
    await renderAt("/admin/waitlist", buildAccount({ role: "admin" }));
    expect(screen.getByText("admin waitlist")).toBeInTheDocument();
  });
});

describe("/login, a page for signed-out visitors", () => {
  afterEach(() => vi.unstubAllGlobals());

  /** The app's /login (the real page, behind its guard) on jsdom's location, at `path` with `state`. */
  function renderLogin(value: Awaited<ReturnType<typeof buildSession>>, path: string, state: unknown = null) {
    window.history.replaceState(state, "", path);
    const entries = window.history.length;
    const formShown = vi.fn();
    function CountedLoginPage() {
      formShown();
      return <LoginPage />;
    }
    render(
      <SessionProvider value={value}>
        <Switch>
          <Route path="/">
            <p>home</p>
          </Route>
          <Route path="/login">
            <SignedOutOnly>
              <CountedLoginPage />
            </SignedOutOnly>
          </Route>
          <Route path="/profile">
            <RequireAuth>
              <p>profile</p>
            </RequireAuth>
          </Route>
        </Switch>
      </SessionProvider>,
    );
    return { formShown, replaced: () => window.history.length === entries };
  }

  it("sends a signed-in user back where they were going, in its place in history, showing no form", async () => {
    const { formShown, replaced } = renderLogin(await buildSession(buildAccount()), "/login", {
      from: "/profile",
    });
    expect(await screen.findByText("profile")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/profile");
    expect(replaced()).toBe(true);
    expect(formShown).not.toHaveBeenCalled();
  });

  it("sends a signed-in user home when nothing sent them there", async () => {
    const { formShown } = renderLogin(await buildSession(buildAccount()), "/login");
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(formShown).not.toHaveBeenCalled();
  });

  it("shows the form to a signed-in user sent there after setting a password from a mailed link", async () => {
    const { replaced } = renderLogin(await buildSession(buildAccount()), "/login", SIGN_IN_AGAIN);
    expect(await screen.findByLabelText(FIELD.email)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(replaced()).toBe(true);
  });

  it("shows no form while the session is being read, then the form to a signed-out visitor", async () => {
    const value = buildLoadingSession();
    const { formShown } = renderLogin(value, "/login");
    expect(screen.getByText(LOADING)).toBeInTheDocument();
    expect(formShown).not.toHaveBeenCalled();
    await act(() => value.session.start());
    expect(screen.getByLabelText(FIELD.email)).toBeInTheDocument();
  });

  it("lets someone else sign in after a sign-out, and takes them back where the tab was", async () => {
    const other = buildAccount({ uid: "99999999-9999-4999-8999-999999999999", email: "grace@example.org" });
    stubFetch(() => Response.json({ user: other, idToken: "id", refreshToken: "rt", expiresIn: 3600 }));
    const value = await buildSession(buildAccount());
    renderLogin(value, "/profile");
    expect(screen.getByText("profile")).toBeInTheDocument();

    // As when the user signs out in another tab: this one is sent to the form, remembering the page.
    await act(() => value.session.signOut());
    expect(await screen.findByLabelText(FIELD.email)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    await userEvent.type(screen.getByLabelText(FIELD.email), other.email);
    await userEvent.type(screen.getByLabelText(FIELD.password), "letters");
    await userEvent.click(screen.getByRole("button", { name: LOGIN.submit }));

    expect(await screen.findByText("profile")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/profile");
    expect(value.session.getState().user?.uid).toBe(other.uid);
  });
});
