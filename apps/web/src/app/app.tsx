import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { BrowserRouter } from "react-router";
import { ToastProvider } from "../components/ui/toast";
import type { ApiClient } from "../lib/api/client";
import { SessionProvider } from "../lib/session/session-context";
import type { SessionManager } from "../lib/session/session-manager";
import { AppRoutes } from "./routes";

interface AppProps {
  session: SessionManager;
  api: ApiClient;
}

export function App({ session, api }: AppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  const [sessionValue] = useState(() => ({ session, api }));
  return (
    <SessionProvider value={sessionValue}>
      <QueryClientProvider client={queryClient}>
        <ToastProvider>
          <BrowserRouter>
            <AppRoutes />
          </BrowserRouter>
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
}
