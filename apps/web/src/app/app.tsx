import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { useState } from "react";
import { RouterProvider, type createBrowserRouter } from "react-router";
import type { ApiClient } from "../lib/api/client";
import { SessionProvider } from "../lib/session/session-context";
import type { SessionManager } from "../lib/session/session-manager";
import { createAppRouter } from "./router";

interface AppProps {
  session: SessionManager;
  api: ApiClient;
  router?: ReturnType<typeof createBrowserRouter>;
}

export function App({ session, api, router: givenRouter }: AppProps) {
  const [queryClient] = useState(() => new QueryClient({ defaultOptions: { queries: { retry: 1 } } }));
  const [router] = useState(() => givenRouter ?? createAppRouter());
  const [sessionValue] = useState(() => ({ session, api }));
  return (
    <SessionProvider value={sessionValue}>
      <QueryClientProvider client={queryClient}>
        <RouterProvider router={router} />
      </QueryClientProvider>
    </SessionProvider>
  );
}
