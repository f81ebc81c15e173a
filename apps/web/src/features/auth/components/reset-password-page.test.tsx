import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { afterEach, describe, expect, it, vi } from "vitest";
import { FIELD, RESET, WELCOME_PASSWORD } from "@study-well/shared";
import { stubFetch } from "../../../test/fetch-stub";
import { ResetPasswordPage } from "./reset-password-page";

/** A stand-in server: bad reset codes, and every reset-link request accepted. */
function stubServer() {
  stubFetch((url) => {
    if (url === "/api/auth/send-oob-code") return new Response(null, { status: 204 });
    return Response.json(
      { error: { code: "auth/invalid-action-code", message: "The action code is invalid." } },
      { status: 400 },
    );
  });
}

function renderReset(path: string) {
  const memory = memoryLocation({ path });
  render(
    <QueryClientProvider client={new QueryClient()}>
      <Router hook={memory.hook}>
        <Route path="/reset-password">
          <ResetPasswordPage />
        </Route>
      </Router>
    </QueryClientProvider>,
  );
}

describe("ResetPasswordPage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it.each([
    ["without a code", "/reset-password", RESET.noCode],
    ["with a bad code", "/reset-password?oobCode=bad", RESET.invalidCode],
  ])("%s, drops the message about the link once a new one is sent", async (_, path, message) => {
    stubServer();
    renderReset(path);
    expect(await screen.findByText(message)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(FIELD.email), "ada@example.org");
    await userEvent.click(screen.getByRole("button", { name: RESET.request }));
    expect(await screen.findByText(RESET.linkSent)).toBeInTheDocument();
    expect(screen.queryByText(message)).not.toBeInTheDocument();
  });

  it.each([
    ["a reset link", "", RESET],
    ["an activation's welcome link", "&welcome=1", { ...RESET, ...WELCOME_PASSWORD }],
  ])("from %s, speaks of that: a new password or a first one", async (_, extra, texts) => {
    const sent: string[] = [];
    stubFetch((url) => {
      sent.push(url);
      if (url === "/api/auth/verify-reset-code") return Response.json({ email: "ada@example.org" });
      return Response.json({ email: "ada@example.org" });
    });
    renderReset(`/reset-password?oobCode=abc.def${extra}`);
    expect(await screen.findByRole("heading", { name: texts.title })).toBeInTheDocument();
    expect(
      await screen.findByText((_, element) => element?.textContent === texts.forAccount("ada@example.org"), {
        selector: "p",
      }),
    ).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(texts.passwordLabel, { exact: true }), "a good password");
    await userEvent.type(screen.getByLabelText(texts.confirmLabel, { exact: true }), "a good password");
    await userEvent.click(screen.getByRole("button", { name: texts.submit }));
    expect(await screen.findByText(texts.success)).toBeInTheDocument();
    expect(sent).toContain("/api/auth/reset-password");
    // No need to wait for the redirect: the way to log in is right there.
    expect(screen.getByRole("link", { name: RESET.toLogin })).toHaveAttribute("href", "/login");
  });

  it("keeps the message about the link when the email is missing", async () => {
    stubServer();
    renderReset("/reset-password");
    await userEvent.click(await screen.findByRole("button", { name: RESET.request }));
    expect(screen.getByText(RESET.emailRequired)).toBeInTheDocument();
    expect(screen.getByText(RESET.noCode)).toBeInTheDocument();
  });
});
