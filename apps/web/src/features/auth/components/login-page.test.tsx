import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Switch } from "wouter";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD, GENERIC_ERROR, LOGIN } from "@study-well/shared";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { LoginPage } from "./login-page";

type Handler = (url: string, init?: RequestInit) => { status: number; body: unknown };

function stubServer(handler: Handler) {
  const calls: string[] = [];
  stubFetch((url, init) => {
    calls.push(`${init.method} ${url}`);
    const { status, body } = handler(url, init);
    return new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });
  });
  return calls;
}

/** /login on the browser's own location (jsdom's), whose history entry carries the origin. */
async function renderLogin(from?: string) {
  const value = await buildSession();
  window.history.replaceState(from ? { from } : null, "", "/login");
  const entries = window.history.length;
  render(
    <SessionProvider value={value}>
      <Switch>
        <Route path="/login">
          <LoginPage />
        </Route>
        <Route>
          <p>landed</p>
        </Route>
      </Switch>
    </SessionProvider>,
  );
  return { ...value, replaced: () => window.history.length === entries };
}

async function submit(email = "ada@example.org", password = "letters") {
  await userEvent.type(screen.getByLabelText(FIELD.email), email);
  await userEvent.type(screen.getByLabelText(FIELD.password), password);
  await userEvent.click(screen.getByRole("button", { name: LOGIN.submit }));
}

const failWith =
  (code: string): Handler =>
  () => ({ status: 400, body: { error: { code, message: "server words" } } });

describe("LoginPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["auth/invalid-email", "Invalid email address."],
    ["auth/user-disabled", "This account has been disabled."],
    ["auth/user-not-found", "No account found with this email."],
    ["auth/wrong-password", "Incorrect password."],
    ["auth/too-many-requests", GENERIC_ERROR],
  ])("shows the spec's message for %s", async (code, message) => {
    stubServer(failWith(code));
    await renderLogin();
    await submit();
    expect(await screen.findByRole("alert")).toHaveTextContent(message);
    expect(screen.getByRole("button", { name: LOGIN.submit })).toBeEnabled();
  });

  it("fetches the password policy when the password no longer meets it, and lists what is missing", async () => {
    const calls = stubServer((url) =>
      url === "/api/auth/password-policy"
        ? {
            status: 200,
            body: {
              minPasswordLength: 8,
              requireLowercase: false,
              requireUppercase: false,
              requireNumeric: true,
              requireNonAlphanumeric: false,
              allowedNonAlphanumericCharacters: [],
              enforcementState: "ENFORCE",
              forceUpgradeOnSignin: true,
              schemaVersion: 1,
            },
          }
        : failWith("auth/password-does-not-meet-requirements")(url),
    );
    await renderLogin();
    await submit("ada@example.org", "letters");
    const alert = await screen.findByRole("alert");
    expect(await screen.findByText("Password must contain a numeric character")).toBeInTheDocument();
    expect(alert).toHaveTextContent("Password must contain at least 8 characters");
    expect(calls).toEqual(["POST /api/auth/sign-in", "GET /api/auth/password-policy"]);
  });

  it("signs in and goes to the remembered origin, replacing /login in history", async () => {
    stubServer(() => ({
      status: 200,
      body: { user: buildAccount(), idToken: "id", refreshToken: "rt", expiresIn: 3600 },
    }));
    const { session, replaced } = await renderLogin("/settings");
    await submit();
    expect(await screen.findByText("landed")).toBeInTheDocument();
    expect(window.location.pathname).toBe("/settings");
    expect(replaced()).toBe(true);
    expect(session.getState().status).toBe("signedIn");
  });
});
