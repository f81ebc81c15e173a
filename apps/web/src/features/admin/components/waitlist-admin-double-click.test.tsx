import { render, screen, waitFor, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { WaitlistEntry } from "@study-well/shared/api";
import { ADMIN_WAITLIST, GENERIC_ERROR } from "@study-well/shared";
import { ToastProvider } from "../../../components/ui/toast";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { WaitlistAdminPage } from "./waitlist-admin-page";

const buildEntry = (n: number, email: string): WaitlistEntry => ({
  id: `${n}0000000-0000-4000-8000-000000000000`,
  email,
  firstName: "Grace",
  lastName: `Hopper ${n}`,
  status: "pending",
  createdAt: "2026-11-20T09:00:00.000Z",
});

const grace = buildEntry(1, "grace@example.org");
const ada = buildEntry(2, "ada@example.org");

/** How the server answers a write: as usual, or as it does when something went wrong. */
type Answer = "as-usual" | "gone" | "server-error" | "offline";

/**
 * A stand-in server holding the waitlist. Each write waits for `answer()` before it is answered,
 * as a slow network would, so a second click lands while the first request is on its way; a write
 * for an entry that is no longer there answers 404, as the server does.
 */
function stubServer(entries: WaitlistEntry[], how: Answer = "as-usual") {
  let list = entries;
  const writes: string[] = [];
  const waiting: (() => void)[] = [];
  let reads = 0;
  stubFetch(async (url, init) => {
    if (init.method === "GET") {
      reads += 1;
      return Response.json(list);
    }
    writes.push(`${init.method} ${url}`);
    await new Promise<void>((resolve) => waiting.push(resolve));
    if (how === "offline") throw new TypeError("Failed to fetch");
    if (how === "server-error")
      return Response.json({ error: { code: "internal", message: "Something broke." } }, { status: 500 });
    const id = /^\/api\/admin\/waitlist\/([^/]+)/.exec(url)?.[1];
    const entry = list.find((e) => e.id === id);
    // Gone: another administrator changed it just before, so the next read has it gone too.
    if (how === "gone") list = list.filter((e) => e !== entry);
    if (how === "gone" || !entry)
      return Response.json(
        { error: { code: "not-found", message: "This waitlist entry no longer exists." } },
        { status: 404 },
      );
    list = list.filter((e) => e !== entry);
    if (init.method === "DELETE") return new Response(null, { status: 204 });
    return Response.json({ uid: `user-${entry.id}`, email: entry.email });
  });
  return {
    writes,
    /** How many times the list has been read. */
    reads: () => reads,
    answer: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
}

async function renderPage() {
  const value = await buildSession(buildAccount({ role: "admin" }));
  const queryClient = new QueryClient();
  render(
    <SessionProvider value={value}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <WaitlistAdminPage />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  /** Waits until every change has its answer, and the screen has drawn what came of it. */
  return () => waitFor(() => expect(queryClient.isMutating()).toBe(0));
}

/** Clicks as fast as a browser's double click, before the page has drawn the first one's result. */
const doubleClick = (element: Element) => userEvent.setup({ delay: null }).dblClick(element);

const activateButton = (entry: WaitlistEntry) =>
  screen.findByRole("button", { name: `${ADMIN_WAITLIST.activate} ${entry.email}` });
const removeButton = (entry: WaitlistEntry) =>
  screen.findByRole("button", { name: `${ADMIN_WAITLIST.remove} ${entry.email}` });
const errorShown = () =>
  screen.queryByText(new RegExp(`^(${ADMIN_WAITLIST.activateFailed}|${ADMIN_WAITLIST.removeFailed})`));

describe("Activate User, double-clicked", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("is disabled while its request runs, activates once and says no error", async () => {
    const server = stubServer([grace, ada]);
    const settled = await renderPage();
    const activate = await activateButton(grace);
    await doubleClick(activate);
    await waitFor(() => expect(activate).toBeDisabled());
    expect(activate).toHaveTextContent(ADMIN_WAITLIST.activating);
    server.answer();
    expect(await screen.findByText(ADMIN_WAITLIST.activated(grace.email))).toBeInTheDocument();
    // A second request, had it gone, would wait for its answer too.
    server.answer();
    await settled();
    expect(server.writes).toEqual([`POST /api/admin/waitlist/${grace.id}/activate`]);
    expect(errorShown()).not.toBeInTheDocument();
    expect(screen.queryByText(grace.email)).not.toBeInTheDocument();
    expect(await activateButton(ada)).toBeEnabled();
  });
});

describe("Remove, confirmed with a double click", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("removes once and says no error", async () => {
    const server = stubServer([grace, ada]);
    const settled = await renderPage();
    await userEvent.click(await removeButton(grace));
    const dialog = await screen.findByRole("alertdialog", { name: ADMIN_WAITLIST.confirmRemoveTitle });
    await doubleClick(within(dialog).getByRole("button", { name: ADMIN_WAITLIST.remove }));
    server.answer();
    expect(await screen.findByText(ADMIN_WAITLIST.removed(grace.email))).toBeInTheDocument();
    server.answer();
    await settled();
    expect(server.writes).toEqual([`DELETE /api/admin/waitlist/${grace.id}`]);
    expect(errorShown()).not.toBeInTheDocument();
    expect(screen.queryByText(grace.email)).not.toBeInTheDocument();
  });
});

describe("an entry gone meanwhile (activated or removed by another administrator)", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("Activate User's 404 is no error: the entry leaves the list, a note says why, the list is read again", async () => {
    const server = stubServer([grace, ada], "gone");
    const settled = await renderPage();
    await userEvent.click(await activateButton(grace));
    const readsBefore = server.reads();
    server.answer();
    await settled();
    expect(errorShown()).not.toBeInTheDocument();
    expect(await screen.findByText(ADMIN_WAITLIST.goneMeanwhile(grace.email))).toBeInTheDocument();
    expect(screen.queryByText(grace.email)).not.toBeInTheDocument();
    await waitFor(() => expect(server.reads()).toBeGreaterThan(readsBefore));
    expect(await activateButton(ada)).toBeEnabled();
  });

  it("Remove's 404 claims no removal (it may have been activated): the entry leaves the list, a note says why", async () => {
    const server = stubServer([grace, ada], "gone");
    const settled = await renderPage();
    await userEvent.click(await removeButton(grace));
    const dialog = await screen.findByRole("alertdialog", { name: ADMIN_WAITLIST.confirmRemoveTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: ADMIN_WAITLIST.remove }));
    const readsBefore = server.reads();
    server.answer();
    await settled();
    expect(errorShown()).not.toBeInTheDocument();
    expect(screen.queryByText(ADMIN_WAITLIST.removed(grace.email))).not.toBeInTheDocument();
    expect(await screen.findByText(ADMIN_WAITLIST.goneMeanwhile(grace.email))).toBeInTheDocument();
    expect(screen.queryByText(grace.email)).not.toBeInTheDocument();
    // The list is read again, as it has changed meanwhile.
    await waitFor(() => expect(server.reads()).toBeGreaterThan(readsBefore));
    expect(await removeButton(ada)).toBeEnabled();
  });
});

describe("a real failure to activate", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { how: "server-error" as const, said: "Something broke." },
    { how: "offline" as const, said: GENERIC_ERROR },
  ])("($how) is still said in the spec's words", async ({ how, said }) => {
    const server = stubServer([grace], how);
    const settled = await renderPage();
    await userEvent.click(await activateButton(grace));
    server.answer();
    await settled();
    expect(await screen.findByText(`${ADMIN_WAITLIST.activateFailed}${said}`)).toBeInTheDocument();
    expect(await activateButton(grace)).toBeEnabled();
  });
});

describe("a real failure to remove", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    { how: "server-error" as const, said: "Something broke." },
    { how: "offline" as const, said: GENERIC_ERROR },
  ])("($how) is still said in the spec's words", async ({ how, said }) => {
    const server = stubServer([grace], how);
    const settled = await renderPage();
    await userEvent.click(await removeButton(grace));
    const dialog = await screen.findByRole("alertdialog", { name: ADMIN_WAITLIST.confirmRemoveTitle });
    await userEvent.click(within(dialog).getByRole("button", { name: ADMIN_WAITLIST.remove }));
    server.answer();
    await settled();
    expect(await screen.findByText(`${ADMIN_WAITLIST.removeFailed}${said}`)).toBeInTheDocument();
    expect(screen.queryByText(ADMIN_WAITLIST.goneMeanwhile(grace.email))).not.toBeInTheDocument();
    expect(await removeButton(grace)).toBeEnabled();
  });
});
