import { render, screen } from "@testing-library/react";
import { MemoryRouter } from "react-router";
import { describe, expect, it } from "vitest";
import { NAV } from "@study-well/shared";
import { NavBar } from "./nav-bar";

describe("NavBar when signed out", () => {
  it("offers Login and Join Waitlist and nothing for signed-in users", () => {
    render(
      <MemoryRouter>
        <NavBar />
      </MemoryRouter>,
    );
    expect(screen.getByRole("link", { name: NAV.login })).toHaveAttribute("href", "/login");
    expect(screen.getByRole("link", { name: NAV.joinWaitlist })).toHaveAttribute("href", "/join-waitlist");
    for (const label of [NAV.courses, NAV.profile, NAV.settings, NAV.logout, NAV.waitlist]) {
      expect(screen.queryByRole("link", { name: label })).not.toBeInTheDocument();
    }
  });
});
