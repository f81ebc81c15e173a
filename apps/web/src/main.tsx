import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { preloadScreen } from "./app/routes";
import { createApiClient } from "./lib/api/client";
import { createBrowserSession } from "./lib/session/browser-session";
import { applyTheme, watchTheme } from "./lib/theme";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

// public/theme.js has set the theme before the first paint; this keeps it in step from now on.
applyTheme();
watchTheme();

const session = createBrowserSession();
void session.start();
preloadScreen(window.location.pathname);

createRoot(root).render(
  <StrictMode>
    <App session={session} api={createApiClient(session)} />
  </StrictMode>,
);
