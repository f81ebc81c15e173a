import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { createMemoryRouter, RouterProvider } from "react-router";
import { describe, expect, it } from "vitest";
import { NAV } from "@study-well/shared";
import { SessionProvider } from "../lib/session/session-context";
import { buildAccount, buildSession } from "../test/test-session";
import { NavBar } from "./nav-bar";

async function renderNav(user?: ReturnType<typeof buildAccount>) {
  const value = await buildSession(user);
  const router = createMemoryRouter(
    [
      { path: "/", element: <NavBar /> },
      { path: "/login", element: <p>login page</p> },
    ],
    { initialEntries: ["/"] },
  );
  render(
    <SessionProvider value={value}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return { ...value, router };
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
    const { session, router } = await renderNav(buildAccount());
    await userEvent.click(screen.getByRole("button", { name: NAV.logout }));
    expect(session.getState().status).toBe("signedOut");
    expect(router.state.location.pathname).toBe("/login");
    expect(await screen.findByText("login page")).toBeInTheDocument();
  });
});
