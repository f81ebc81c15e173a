import { StrictMode } from "react";
import { createRoot } from "react-dom/client";
import { App } from "./app/app";
import { createApiClient } from "./lib/api/client";
import { createBrowserSession } from "./lib/session/browser-session";
import "./index.css";

const root = document.getElementById("root");
if (!root) throw new Error("index.html has no #root element");

const session = createBrowserSession();
void session.start();

createRoot(root).render(
  <StrictMode>
    <App session={session} api={createApiClient(session)} />
  </StrictMode>,
);
