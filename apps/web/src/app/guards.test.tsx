import { render, screen } from "@testing-library/react";
import { Route, Switch } from "wouter";
import { useHistoryState } from "wouter/use-browser-location";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../lib/session/session-context";
import { buildAccount, buildSession } from "../test/test-session";
import { RequireAdmin, RequireAuth } from "./guards";

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
