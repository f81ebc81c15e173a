import { act, render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD, HOME, LOGIN, NAV, REGISTER, RESET, RESET_REDIRECT_MS, WAITLIST } from "@study-well/shared";
import { stubFetch } from "../test/fetch-stub";
import { buildAccount, buildSession } from "../test/test-session";
import { App, createQueryClient } from "./app";

/** The whole app at `path` (jsdom's location), signed in unless `signedIn` is false. */
async function renderSignedInAt(path: string, signedIn = true) {
  stubFetch((url) => {
    // A reset link's code, and the new password set with it.
    if (url === "/api/auth/verify-reset-code") return Response.json({ email: "grace@example.org" });
    if (url === "/api/auth/reset-password") return Response.json({ email: "grace@example.org" });
    // The home page asks for the user's courses.
    return Response.json([]);
  });
  const { session, api } = await buildSession(signedIn ? buildAccount() : undefined);
  window.history.replaceState(null, "", path);
  render(<App session={session} api={api} queryClient={createQueryClient()} />);
  return session;
}

/** Sets a new password on the reset page open at a link's address. */
async function setNewPassword(user = userEvent.setup()) {
  await user.type(await screen.findByLabelText(RESET.passwordLabel, { exact: true }), "a good password");
  await user.type(screen.getByLabelText(RESET.confirmLabel, { exact: true }), "a good password");
  await user.click(screen.getByRole("button", { name: RESET.submit }));
  expect(await screen.findByText(RESET.success)).toBeInTheDocument();
}

/** As when the user signs in in another tab: the session here hears of it. */
const signInElsewhere = (session: Awaited<ReturnType<typeof renderSignedInAt>>) =>
  act(() => session.signIn({ user: buildAccount(), idToken: "id", refreshToken: "rt", expiresIn: 3600 }));

describe("the routes, for a signed-in user", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["/login", LOGIN.title],
    ["/register", REGISTER.title],
    ["/join-waitlist", WAITLIST.title],
  ])("send them from %s to the home page, not to its form", async (path, title) => {
    await renderSignedInAt(path);
    expect(await screen.findByRole("heading", { level: 1, name: HOME.heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(screen.queryByRole("heading", { name: title })).toBeNull();
  });

  it("leave /reset-password open: a mailed link works whoever is signed in", async () => {
    await renderSignedInAt("/reset-password");
    expect(await screen.findByText(RESET.noCode)).toBeInTheDocument();
    expect(window.location.pathname).toBe("/reset-password");
  });
});

describe("after a password is set from a mailed link, with someone signed in in this browser", () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
  });

  // The link may have been for another account than the one signed in: its owner signs in next.
  it("Go to Login shows the sign-in form", async () => {
    await renderSignedInAt("/reset-password?oobCode=abc.def");
    await setNewPassword();
    await userEvent.click(screen.getByRole("link", { name: RESET.toLogin }));
    expect(await screen.findByRole("heading", { level: 1, name: LOGIN.title })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
    expect(screen.getByLabelText(FIELD.email)).toBeInTheDocument();
  });

  it("the redirect after 3 seconds shows the sign-in form", async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    await renderSignedInAt("/reset-password?oobCode=abc.def");
    await setNewPassword(userEvent.setup({ advanceTimers: vi.advanceTimersByTime }));
    await act(() => vi.advanceTimersByTimeAsync(RESET_REDIRECT_MS));
    expect(await screen.findByRole("heading", { level: 1, name: LOGIN.title })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/login");
  });
});

describe("a sign-in in another tab, while a page for signed-out visitors is open", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("then a click from /login to Join Waitlist goes home, not to the waitlist form", async () => {
    const session = await renderSignedInAt("/login", false);
    expect(await screen.findByRole("heading", { level: 1, name: LOGIN.title })).toBeInTheDocument();
    await signInElsewhere(session);
    await userEvent.click(screen.getByRole("link", { name: NAV.joinWaitlist }));
    expect(await screen.findByRole("heading", { level: 1, name: HOME.heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
    expect(screen.queryByRole("heading", { name: WAITLIST.title })).toBeNull();
  });

  it("sends the user on from /join-waitlist at once: it has no sign-in of its own", async () => {
    const session = await renderSignedInAt("/join-waitlist", false);
    expect(await screen.findByRole("heading", { level: 1, name: WAITLIST.title })).toBeInTheDocument();
    await signInElsewhere(session);
    expect(await screen.findByRole("heading", { level: 1, name: HOME.heading })).toBeInTheDocument();
    expect(window.location.pathname).toBe("/");
  });
});
