import { ToastProvider } from "../components/ui/toast";
import { QueryClient, QueryClientProvider } from "@tanstack/react-query";
import { render } from "@testing-library/react";
import { StrictMode } from "react";
import { Route, Router } from "wouter";
import { memoryLocation } from "wouter/memory-location";
import { CoursePage } from "../features/courses/components/course-page";
import { SessionProvider } from "../lib/session/session-context";
import { buildAccount, buildSession } from "./test-session";

/**
 * The course page at `path` (/course/{id}/{tab}), routed as the app routes it, for a signed-in user,
 * on a memory location that records its history. `strict`: in React's strict mode, as the app runs
 * in development (effects run twice); `client`: the query cache, for a test to read or refresh.
 * Returns the location (a test may move it, as the browser's Back or a link does) and the session.
 */
export async function renderCoursePage(path: string, { strict = false, client = new QueryClient() } = {}) {
  const { session, api } = await buildSession(buildAccount());
  const memory = memoryLocation({ path, record: true });
  const page = (
    <SessionProvider value={{ session, api }}>
      <QueryClientProvider client={client}>
        <ToastProvider>
          <Router hook={memory.hook}>
            <Route path="/course/:courseId/:tab?">
              <CoursePage />
            </Route>
          </Router>
        </ToastProvider>
      </QueryClientProvider>
    </SessionProvider>
  );
  render(strict ? <StrictMode>{page}</StrictMode> : page);
  return { memory, session };
}
