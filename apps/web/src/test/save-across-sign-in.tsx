import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { act, renderHook, waitFor } from "@testing-library/react";
import type { ReactNode } from "react";
import { expect } from "vitest";
import { forgetOtherUsersData } from "../lib/session/forget-other-users-data";
import { SessionProvider } from "../lib/session/session-context";
import { stubFetch } from "./fetch-stub";
import { buildAccount, buildSession } from "./test-session";

const ana = buildAccount();
const bo = buildAccount({
  uid: "22222222-2222-4222-8222-222222222222",
  email: "bo@example.org",
  firstName: "Bo",
});
const json = (body: unknown) =>
  new Response(JSON.stringify(body), { headers: { "content-type": "application/json" } });

/**
 * Saves `value` through the mutation hook `use` as Ana, the server answering `path` with `answer`
 * only once, when `switchUser`, she has signed out and Bo has signed in (another tab, the same
 * browser). Returns the cache, to see whose data it holds.
 */
export async function saveAcrossSignIn(
  use: () => { mutateAsync: (value: never) => Promise<unknown> },
  value: unknown,
  path: string,
  answer: unknown,
  switchUser: boolean,
) {
  const { session, api } = await buildSession(ana);
  const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  forgetOtherUsersData(session, queryClient);
  let answerSave: () => void = () => undefined;
  const saveAnswered = new Promise<void>((resolve) => (answerSave = resolve));
  stubFetch(async (url, init) => {
    if (url === path && init.method !== "GET") {
      await saveAnswered;
      return json(answer);
    }
    if (url === "/api/auth/lookup") return json(session.getState().user);
    return new Response(null, { status: 404 });
  });
  const wrapper = ({ children }: { children: ReactNode }) => (
    <SessionProvider value={{ session, api }}>
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </SessionProvider>
  );
  const { result } = renderHook(use, { wrapper });
  let saving: Promise<unknown> = Promise.resolve();
  act(() => {
    saving = result.current.mutateAsync(value as never);
  });
  await waitFor(() => expect(queryClient.isMutating()).toBe(1));
  if (switchUser) {
    await session.signOut();
    await session.signIn({ user: bo, idToken: "id-bo", refreshToken: "rt-bo", expiresIn: 3600 });
  }
  answerSave();
  await act(() => saving);
  return queryClient;
}
