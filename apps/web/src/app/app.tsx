import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { ToastProvider } from "../components/ui/toast";
import type { ApiClient } from "../lib/api/client";
import { SessionProvider } from "../lib/session/session-context";
import type { SessionManager } from "../lib/session/session-manager";
import { AppRoutes } from "./routes";

interface AppProps {
  session: SessionManager;
  api: ApiClient;
  queryClient: QueryClient;
}

/** The app's query cache: made before the app renders, so a deep link's data can be on its way. */
export const createQueryClient = () => new QueryClient({ defaultOptions: { queries: { retry: 1 } } });

export function App({ session, api, queryClient }: AppProps) {
  const [sessionValue] = useState(() => ({ session, api }));
  return (
    <SessionProvider value={sessionValue}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          {/* Wouter needs no provider: its default location is the browser's. */}
          <AppRoutes />
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
