import { createContext, use, useSyncExternalStore, type ReactNode } from "react";
import type { ApiClient } from "../api/client";
import type { SessionManager, SessionState } from "./session-manager";

interface SessionContextValue {
  session: SessionManager;
  api: ApiClient;
}

const SessionContext = createContext<SessionContextValue | null>(null);

export function SessionProvider({ value, children }: { value: SessionContextValue; children: ReactNode }) {
  return <SessionContext value={value}>{children}</SessionContext>;
}

function useSessionContext(): SessionContextValue {
  const value = use(SessionContext);
  if (!value) throw new Error("SessionProvider is missing");
  return value;
}

export function useSessionManager(): SessionManager {
  return useSessionContext().session;
}

/** The API client acting as the signed-in user. */
export function useApi(): ApiClient {
  return useSessionContext().api;
}

export function useSession(): SessionState {
  const { session } = useSessionContext();
  return useSyncExternalStore(session.subscribe, session.getState, session.getState);
}
