import type { AccountInfo } from "@study-well/shared/api";
import { createApiClient } from "../lib/api/client";
import { SessionManager } from "../lib/session/session-manager";
import { memoryStore } from "../lib/session/session-store";
import { forgetAllDrafts } from "../lib/kept-drafts";

export const buildAccount = (overrides: Partial<AccountInfo> = {}): AccountInfo => ({
  uid: "11111111-1111-4111-8111-111111111111",
  email: "ada@example.org",
  emailVerified: true,
  displayName: "Ada Lovelace",
  photoURL: null,
  phoneNumber: null,
  firstName: "Ada",
  lastName: "Lovelace",
  role: "user",
  createdAt: "2026-01-01T09:00:00.000Z",
  lastLoginAt: "2026-11-20T09:00:00.000Z",
  ...overrides,
});

function sessionManager() {
  return new SessionManager({
    store: memoryStore(),
    api: {
      refresh: () => Promise.resolve({ idToken: "id-2", refreshToken: "rt-2", expiresIn: 3600 }),
      signOut: () => Promise.resolve(),
    },
    channel: { post: () => undefined, subscribe: () => () => undefined },
    lock: (_name, fn) => fn(),
    now: () => Date.now(),
    log: () => undefined,
    forgetLocal: forgetAllDrafts,
  });
}

/** A real session manager not started yet: "loading" until `session.start()` (then signed out). */
export function buildLoadingSession() {
  const session = sessionManager();
  return { session, api: createApiClient(session) };
}

/** A real session manager on an in-memory store, signed in as `user` or signed out. */
export async function buildSession(user?: AccountInfo) {
  const session = sessionManager();
  await session.start();
  if (user) await session.signIn({ user, idToken: "id-1", refreshToken: "rt-1", expiresIn: 3600 });
  return { session, api: createApiClient(session) };
}
