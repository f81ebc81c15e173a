import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App, createQueryClient } from "./app/app";
import { preloadData, preloadScreen } from "./app/routes";
import { takeBackLeftEntry } from "./components/ui/back-closes";
import { createApiClient } from "./lib/api/client";
import { keepDraftsToThisTab } from "./lib/kept-drafts";
import { playOneAtATime } from "./lib/one-sound";
import { createBrowserSession } from "./lib/session/browser-session";
import { forgetOtherUsersData } from "./lib/session/forget-other-users-data";
import { applyTheme, watchTheme } from "./lib/theme";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// public/theme.js has set the theme before the first paint; this keeps it in step from now on.
applyTheme();
watchTheme();
// A lecture started over a recording, or a recording over a lecture, pauses the other.
playOneAtATime(document);
// Reloaded with a dialog open: the history entry it had is no extra step back (Back goes on).
takeBackLeftEntry();

const session = createBrowserSession();
const api = createApiClient(session);
const queryClient = createQueryClient();
forgetOtherUsersData(session, queryClient);
// A deep link's screen code, and (once the session is known) its data, are fetched side by side.
preloadScreen(window.location.pathname);
void session.start().then(() => {
  if (session.getState().status === "signedIn") preloadData(window.location.pathname, api, queryClient);
});

// Before any draft is read: a tab the browser duplicated leaves the original's drafts to it (a tab
// with no drafts shows at once; one with drafts waits at most a moment for the answer).
void keepDraftsToThisTab().then(() =>
  createRoot(root).render(
    <StrictMode>
      <App session={session} api={api} queryClient={queryClient} />
    </StrictMode>,
  ),
);
