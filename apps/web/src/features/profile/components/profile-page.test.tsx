import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserProfile } from "@study-well/shared/api";
import { FIELD, PROFILE } from "@study-well/shared";
import { ToastProvider } from "../../../components/ui/toast";
import { SessionProvider } from "../../../lib/session/session-context";
import { buildAccount, buildSession } from "../../../test/test-session";
import { stubFetch } from "../../../test/fetch-stub";
import { ProfilePage } from "./profile-page";

const buildProfile = (overrides: Partial<UserProfile> = {}): UserProfile => ({
  uid: buildAccount().uid,
  email: "ada@example.org",
  firstName: "Ada",
  lastName: "Lovelace",
  role: "user",
  createdAt: "2026-01-01T09:00:00.000Z",
  lastLogin: "2026-11-20T09:00:00.000Z",
  ...overrides,
});

/** A stand-in server holding one profile; `refuse` answers the next update with an error. */
function stubServer(
  refuse?: { status: number; code: string; message: string },
  saved: Partial<UserProfile> = {},
) {
  let profile = buildProfile(saved);
  const updates: unknown[] = [];
  stubFetch((url, init) => {
    if (init.method === "PATCH") {
      const body = JSON.parse(String(init.body)) as UserProfile & { currentPassword?: string };
      updates.push(body);
      if (refuse) {
        const { status, ...error } = refuse;
        return Response.json({ error }, { status });
      }
      profile = { ...profile, email: body.email, firstName: body.firstName, lastName: body.lastName };
      return Response.json(profile);
    }
    if (url === "/api/auth/lookup") return Response.json(buildAccount({ email: profile.email }));
    return Response.json(profile);
  });
  return updates;
}

async function renderProfile() {
  const value = await buildSession(buildAccount());
  render(
    <SessionProvider value={value}>
      <QueryClientProvider client={new QueryClient()}>
        <ToastProvider>
          <ProfilePage />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>,
  );
  return screen.findByLabelText(FIELD.email);
}

const currentPassword = () => screen.queryByLabelText(FIELD.currentPassword);

describe("ProfilePage", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("asks for the current password only while the email differs from the saved one", async () => {
    stubServer();
    const email = await renderProfile();
    expect(currentPassword()).not.toBeInTheDocument();
    await userEvent.type(email, "x");
    const field = currentPassword();
    expect(field).toHaveAttribute("type", "password");
    expect(field).toHaveAttribute("autocomplete", "current-password");
    expect(field).toBeRequired();
    // The same address in capitals is no change: the server compares it in lower case.
    await userEvent.clear(email);
    await userEvent.type(email, "ADA@example.org");
    expect(currentPassword()).not.toBeInTheDocument();
  });

  it("sends the current password with a new email, then hides the field again", async () => {
    const updates = stubServer();
    const email = await renderProfile();
    await userEvent.clear(email);
    await userEvent.type(email, "augusta@example.org");
    await userEvent.type(currentPassword() as HTMLElement, "correct horse");
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    expect(await screen.findByText(PROFILE.success)).toBeInTheDocument();
    expect(updates).toEqual([
      {
        email: "augusta@example.org",
        firstName: "Ada",
        lastName: "Lovelace",
        currentPassword: "correct horse",
      },
    ]);
    expect(currentPassword()).not.toBeInTheDocument();
  });

  it("sends no password when only the names change", async () => {
    const updates = stubServer();
    await renderProfile();
    await userEvent.type(screen.getByLabelText(FIELD.firstName), "!");
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    // A toast, read out politely by screen readers.
    const message = await screen.findByText(PROFILE.success);
    expect(message.closest("[aria-live]")).toHaveAttribute("aria-live", "polite");
    expect(updates).toEqual([{ email: "ada@example.org", firstName: "Ada!", lastName: "Lovelace" }]);
  });

  it("stops a name of only spaces before sending it, in the server's words", async () => {
    const updates = stubServer();
    await renderProfile();
    const firstName = screen.getByLabelText(FIELD.firstName);
    await userEvent.clear(firstName);
    await userEvent.type(firstName, "   ");
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    expect(firstName).toBeInvalid();
    expect((firstName as HTMLInputElement).validationMessage).toBe("First name is required.");
    expect(updates).toEqual([]);
    await userEvent.type(firstName, "Ada");
    expect(firstName).toBeValid();
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    expect(await screen.findByText(PROFILE.success)).toBeInTheDocument();
    expect(updates).toEqual([{ email: "ada@example.org", firstName: "   Ada", lastName: "Lovelace" }]);
  });

  it("shows the server's message when the current password is wrong", async () => {
    stubServer({ status: 400, code: "auth/wrong-password", message: "The current password is incorrect." });
    const email = await renderProfile();
    await userEvent.type(email, "x");
    await userEvent.type(currentPassword() as HTMLElement, "a guess");
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    expect(await screen.findByRole("alert")).toHaveTextContent("The current password is incorrect.");
    expect(currentPassword()).toBeInTheDocument();
    // Once a field is changed the refusal is out of date, and goes (QA).
    await userEvent.type(currentPassword() as HTMLElement, "!");
    expect(screen.queryByRole("alert")).not.toBeInTheDocument();
  });

  it("stops a name at the server's limit and says why", async () => {
    stubServer();
    await renderProfile();
    const lastName = screen.getByLabelText(FIELD.lastName);
    await userEvent.clear(lastName);
    await userEvent.click(lastName);
    await userEvent.paste("x".repeat(250));
    expect(lastName).toHaveValue("x".repeat(200));
    expect(lastName).toHaveAccessibleDescription("Last name can be at most 200 characters.");
  });

  it("does not warn about a saved name as long as the limit until the field is used", async () => {
    stubServer(undefined, { firstName: "A".repeat(200) });
    await renderProfile();
    const firstName = screen.getByLabelText(FIELD.firstName);
    expect(firstName).toHaveValue("A".repeat(200));
    expect(firstName).not.toHaveAccessibleDescription();
    expect(screen.queryByText("First name can be at most 200 characters.")).toBeNull();
    await userEvent.click(firstName);
    expect(firstName).toHaveAccessibleDescription("First name can be at most 200 characters.");
  });
});
