import { render, screen } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { HOME, LOGIN, REGISTER, RESET, WAITLIST } from "@study-well/shared";
import { stubFetch } from "../test/fetch-stub";
import { buildAccount, buildSession } from "../test/test-session";
import { App, createQueryClient } from "./app";

/** The whole app at `path` (jsdom's location), signed in. */
async function renderSignedInAt(path: string) {
  // The home page asks for the user's courses.
  stubFetch(() => Response.json([]));
  const { session, api } = await buildSession(buildAccount());
  window.history.replaceState(null, "", path);
  render(<App session={session} api={api} queryClient={createQueryClient()} />);
}

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
