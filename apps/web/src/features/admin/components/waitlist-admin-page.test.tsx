import { act, fireEvent, render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WaitlistEntry } from "@study-well/shared/api";
import { ADMIN_WAITLIST } from "@study-well/shared";
import { ToastProvider } from "../../../components/ui/toast";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { WaitlistAdminPage } from "./waitlist-admin-page";

const entry = (n: number, email: string): WaitlistEntry => ({
  id: `${n}0000000-0000-4000-8000-000000000000`,
  email,
  firstName: "Grace",
  lastName: `Hopper ${n}`,
  status: "pending",
  createdAt: "2026-11-20T09:00:00.000Z",
});

/** A stand-in server holding the waitlist (an entry gone meanwhile: waitlist-admin-double-click.test.tsx). */
function stubServer(entries: WaitlistEntry[]) {
  const sent: string[] = [];
  let list = entries;
  stubFetch((url, init) => {
    sent.push(`${init.method} ${url}`);
    const id = /^\/api\/admin\/waitlist\/([^/]+)$/.exec(url)?.[1];
    if (init.method === "DELETE" && id) {
      list = list.filter((e) => e.id !== id);
      return new Response(null, { status: 204 });
    }
    const activated = /^\/api\/admin\/waitlist\/([^/]+)\/activate$/.exec(url)?.[1];
    if (init.method === "POST" && activated) {
      const person = list.find((e) => e.id === activated);
      if (!person) return Response.json({ error: { code: "not-found", message: "gone" } }, { status: 404 });
      list = list.filter((e) => e.id !== activated);
      return Response.json({ uid: `user-${activated}`, email: person.email });
    }
    return Response.json(list);
  });
  return sent;
}

async function renderPage() {
  const value = await buildSession(buildAccount({ role: "admin" }));
  render(
    <SessionProvider value={value}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <WaitlistAdminPage />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
}

describe("WaitlistAdminPage: removing an entry", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks first, then removes the one entry without an account", async () => {
    const first = entry(1, "grace@example.org");
    const second = entry(2, "ada@example.org");
    const sent = stubServer([first, second]);
    await renderPage();
    await userEvent.click(
      await screen.findByRole("button", { name: `${ADMIN_WAITLIST.remove} ${first.email}` }),
    );
    const dialog = await screen.findByRole("alertdialog", { name: ADMIN_WAITLIST.confirmRemoveTitle });
    expect(dialog).toHaveTextContent(ADMIN_WAITLIST.confirmRemove(first.email));
    // Cancel sends nothing.
    await userEvent.click(within(dialog).getByRole("button", { name: ADMIN_WAITLIST.cancel }));
    expect(screen.queryByRole("alertdialog")).not.toBeInTheDocument();
    expect(sent.filter((s) => s.startsWith("DELETE"))).toEqual([]);

    await userEvent.click(screen.getByRole("button", { name: `${ADMIN_WAITLIST.remove} ${first.email}` }));
    const again = await screen.findByRole("alertdialog");
    await userEvent.click(within(again).getByRole("button", { name: ADMIN_WAITLIST.remove }));
    expect(await screen.findByText(ADMIN_WAITLIST.removed(first.email))).toBeInTheDocument();
    expect(sent.filter((s) => s.startsWith("DELETE"))).toEqual([`DELETE /api/admin/waitlist/${first.id}`]);
    expect(screen.queryByText(first.email)).not.toBeInTheDocument();
    expect(screen.getByText(second.email)).toBeInTheDocument();
    expect(screen.getByRole("button", { name: `${ADMIN_WAITLIST.activate} ${second.email}` })).toBeEnabled();
  });
});

describe("WaitlistAdminPage: activating", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("removes an activated entry from the list, as the spec says, and the keyboard goes to the next row", async () => {
    const first = entry(1, "grace@example.org");
    const second = entry(2, "ada@example.org");
    const sent = stubServer([first, second]);
    await renderPage();
    const activate = await screen.findByRole("button", { name: `${ADMIN_WAITLIST.activate} ${first.email}` });
    activate.focus();
    await userEvent.keyboard("{Enter}");
    expect(await screen.findByText(ADMIN_WAITLIST.activated(first.email))).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByText(first.email)).not.toBeInTheDocument());
    const rows = screen.getAllByRole("listitem");
    expect(rows).toHaveLength(1);
    // The row, not its button: a second Enter activates nobody.
    await waitFor(() => expect(rows[0]).toHaveFocus());
    await userEvent.keyboard("{Enter}");
    expect(sent.filter((s) => s.startsWith("POST"))).toEqual([
      `POST /api/admin/waitlist/${first.id}/activate`,
    ]);
  });

  it("a double click's second click, landing on the next person's button as the row leaves, activates nobody", async () => {
    const first = entry(1, "grace@example.org");
    const second = entry(2, "ada@example.org");
    const sent = stubServer([first, second]);
    await renderPage();
    fireEvent.click(
      await screen.findByRole("button", { name: `${ADMIN_WAITLIST.activate} ${first.email}` }),
      {
        detail: 1,
      },
    );
    await waitFor(() => expect(screen.queryByText(first.email)).not.toBeInTheDocument());
    const next = screen.getByRole("button", { name: `${ADMIN_WAITLIST.activate} ${second.email}` });
    fireEvent.click(next, { detail: 2 });
    // Time for a request, had one begun, to reach the server (a mutation starts on a later tick).
    await act(() => new Promise((resolve) => setTimeout(resolve, 100)));
    expect(next).toHaveTextContent(ADMIN_WAITLIST.activate);
    expect(sent.filter((s) => s.startsWith("POST"))).toEqual([
      `POST /api/admin/waitlist/${first.id}/activate`,
    ]);
    // A click of its own does.
    fireEvent.click(next, { detail: 1 });
    expect(await screen.findByText(ADMIN_WAITLIST.empty)).toBeInTheDocument();
    expect(sent.filter((s) => s.startsWith("POST"))).toEqual([
      `POST /api/admin/waitlist/${first.id}/activate`,
      `POST /api/admin/waitlist/${second.id}/activate`,
    ]);
    // The last row gone, the keyboard waits at the heading.
    expect(screen.getByRole("heading", { name: ADMIN_WAITLIST.title })).toBeInTheDocument();
  });
});
