import { render, screen, waitFor } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { Route, Router, Switch } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { describe, expect, it } from "vitest";
import { NAV } from "@study-well/shared";
import { beforeSignOut } from "../lib/before-sign-out";
import { SessionProvider } from "../lib/session/session-context";
import { buildAccount, buildSession } from "../test/test-session";
import { NavBar } from "./nav-bar";

async function renderNav(user?: ReturnType<typeof buildAccount>, path = "/") {
  const value = await buildSession(user);
  const memory = memoryLocation({ path, record: true });
  render(
    <SessionProvider value={value}>
      <Router hook={memory.hook}>
        <Switch>
          <Route path="/login">
            <p>login page</p>
          </Route>
          <Route>
            <NavBar />
          </Route>
        </Switch>
      </Router>
    </SessionProvider>,
  );
  return { ...value, memory };
}

const link = (name: string) => screen.queryByRole("link", { name });

describe("NavBar", () => {
  it("offers Login and Join Waitlist to a signed-out visitor", async () => {
    await renderNav();
    expect(link(NAV.login)).toHaveAttribute("href", "/login");
    expect(link(NAV.joinWaitlist)).toHaveAttribute("href", "/join-waitlist");
    for (const label of [NAV.courses, NAV.profile, NAV.settings, NAV.waitlist])
      expect(link(label)).toBeNull();
  });

  it("offers Courses, Profile, Settings and Logout to a signed-in user, without Waitlist", async () => {
    await renderNav(buildAccount());
    expect(link(NAV.courses)).toHaveAttribute("href", "/courses");
    expect(link(NAV.profile)).toHaveAttribute("href", "/profile");
    expect(link(NAV.settings)).toHaveAttribute("href", "/settings");
    expect(screen.getByRole("button", { name: NAV.logout })).toBeInTheDocument();
    expect(link(NAV.waitlist)).toBeNull();
    expect(link(NAV.login)).toBeNull();
  });

  it("adds Waitlist for administrators", async () => {
    await renderNav(buildAccount({ role: "admin" }));
    expect(link(NAV.waitlist)).toHaveAttribute("href", "/admin/waitlist");
  });

  it("marks the link to the page on screen (or one under it) as the current page", async () => {
    await renderNav(buildAccount(), "/profile");
    expect(link(NAV.profile)).toHaveAttribute("aria-current", "page");
    expect(link(NAV.profile)).toHaveClass("bg-brand-50");
    expect(link(NAV.courses)).not.toHaveAttribute("aria-current");
    expect(link(NAV.courses)).not.toHaveClass("bg-brand-50");
  });

  it("has a Menu button for phone widths that opens and closes the links (Escape too)", async () => {
    await renderNav(buildAccount());
    const menu = screen.getByRole("button", { name: NAV.menu });
    expect(menu).toHaveAttribute("aria-expanded", "false");
    const list = document.getElementById(menu.getAttribute("aria-controls") ?? "");
    expect(list).toContainElement(link(NAV.courses));
    await userEvent.click(menu);
    expect(menu).toHaveAttribute("aria-expanded", "true");
    expect(list).toHaveClass("flex");
    await userEvent.keyboard("{Escape}");
    expect(menu).toHaveAttribute("aria-expanded", "false");
  });

  it("signs out and goes to /login on Logout", async () => {
    const { session, memory } = await renderNav(buildAccount());
    await userEvent.click(screen.getByRole("button", { name: NAV.logout }));
    expect(session.getState().status).toBe("signedOut");
    expect(memory.history).toEqual(["/", "/login"]);
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });

  it("sends what the page still owes the server before it signs out", async () => {
    const { session } = await renderNav(buildAccount());
    const seen: string[] = [];
    let finish: () => void = () => undefined;
    const forget = beforeSignOut(
      () =>
        new Promise<void>((resolve) => {
          seen.push(session.getState().status);
          finish = resolve;
        }),
    );
    try {
      await userEvent.click(screen.getByRole("button", { name: NAV.logout }));
      expect(seen).toEqual(["signedIn"]);
      expect(session.getState().status).toBe("signedIn");
      finish();
      await waitFor(() => expect(session.getState().status).toBe("signedOut"));
    } finally {
      forget();
    }
  });
});
