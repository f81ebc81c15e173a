import { render, screen } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { afterEach, describe, expect, it, vi } from "vitest";
import type { UserProfile } from "@study-well/shared/api";
import { ERRORS, FIELD, PROFILE } from "@study-well/shared";
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

const wrongPassword = ERRORS["auth/wrong-current-password"];

/**
 * A stand-in server holding one profile: a change of email needs the password "correct horse"
 * (else it is refused, as the server does); each update waits for `answer()`.
 */
function stubServer() {
  let profile = buildProfile();
  const waiting: (() => void)[] = [];
  stubFetch(async (url, init) => {
    if (init.method === "PATCH") {
      await new Promise<void>((resolve) => waiting.push(resolve));
      const body = JSON.parse(String(init.body)) as UserProfile & { currentPassword?: string };
      if (body.email !== profile.email && body.currentPassword !== "correct horse") {
        const error = { code: wrongPassword.code, message: wrongPassword.message };
        return Response.json({ error }, { status: wrongPassword.status });
      }
      profile = { ...profile, email: body.email, firstName: body.firstName, lastName: body.lastName };
      return Response.json(profile);
    }
    if (url === "/api/auth/lookup") return Response.json(buildAccount({ email: profile.email }));
    return Response.json(profile);
  });
  return {
    answer: () => {
      for (const resolve of waiting.splice(0)) resolve();
    },
  };
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

describe("Update Profile, pressed again after a success", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("takes the earlier success message away as the new submit starts", async () => {
    const server = stubServer();
    const email = await renderProfile();
    await userEvent.type(screen.getByLabelText(FIELD.lastName), "!");
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    server.answer();
    expect(await screen.findByText(PROFILE.success)).toBeInTheDocument();

    // (few keys: the success message goes by itself after a few seconds)
    await userEvent.type(email, "x");
    await userEvent.type(screen.getByLabelText(FIELD.currentPassword), "a");
    expect(screen.getByText(PROFILE.success)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    // Gone at once, while the new request is on its way: it spoke of the earlier save.
    expect(screen.queryByText(PROFILE.success)).not.toBeInTheDocument();
    server.answer();
    expect(await screen.findByRole("alert")).toHaveTextContent(wrongPassword.message);
    expect(screen.queryByText(PROFILE.success)).not.toBeInTheDocument();
  });

  it("still shows the success of the new submit", async () => {
    const server = stubServer();
    await renderProfile();
    await userEvent.type(screen.getByLabelText(FIELD.lastName), "!");
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    server.answer();
    expect(await screen.findByText(PROFILE.success)).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(FIELD.firstName), "!");
    expect(screen.getByText(PROFILE.success)).toBeInTheDocument();
    await userEvent.click(screen.getByRole("button", { name: PROFILE.submit }));
    expect(screen.queryByText(PROFILE.success)).not.toBeInTheDocument();
    server.answer();
    expect(await screen.findByText(PROFILE.success)).toBeInTheDocument();
  });
});
