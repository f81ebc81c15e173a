import { render, screen } from "@testing-library/react";
import { createMemoryRouter, RouterProvider, useLocation } from "react-router";
import { describe, expect, it } from "vitest";
import { SessionProvider } from "../lib/session/session-context";
import { buildAccount, buildSession } from "../test/test-session";
import { RequireAdmin, RequireAuth } from "./guards";

function LoginProbe() {
  const location = useLocation();
  return <p>login, from {(location.state as { from?: string } | null)?.from}</p>;
}

async function renderAt(path: string, user?: ReturnType<typeof buildAccount>) {
  const value = await buildSession(user);
  const router = createMemoryRouter(
    [
      { path: "/", element: <p>home</p> },
      { path: "/login", element: <LoginProbe /> },
      {
        element: <RequireAuth />,
        children: [
          { path: "/profile", element: <p>profile</p> },
          {
            element: <RequireAdmin />,
            children: [{ path: "/admin/waitlist", element: <p>admin waitlist</p> }],
          },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <SessionProvider value={value}>
      <RouterProvider router={router} />
    </SessionProvider>,
  );
  return router;
}

describe("route guards", () => {
  it("send a signed-out visitor to /login, remembering where they were going", async () => {
    const router = await renderAt("/profile?tab=x#top");
    expect(await screen.findByText("login, from /profile?tab=x#top")).toBeInTheDocument();
    expect(router.state.historyAction).toBe("REPLACE");
  });

  it("let a signed-in user through", async () => {
    await renderAt("/profile", buildAccount());
    expect(screen.getByText("profile")).toBeInTheDocument();
  });

  it("send a non-admin from /admin/waitlist to /", async () => {
    const router = await renderAt("/admin/waitlist", buildAccount({ role: "user" }));
    expect(await screen.findByText("home")).toBeInTheDocument();
    expect(router.state.location.pathname).toBe("/");
  });

  it("let an admin into /admin/waitlist", async () => {
    await renderAt("/admin/waitlist", buildAccount({ role: "admin" }));
    expect(screen.getByText("admin waitlist")).toBeInTheDocument();
  });
});
