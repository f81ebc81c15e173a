// `npm start`: builds what changed, then runs the server in this process (so signals reach it).
import { pathToFileURL } from "node:url";
import { at, buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
process.env.NODE_ENV ??= "production";

// npm passes SIGTERM to the shell it ran this script in, which dies without passing it on; npm
// then exits too. Whatever ended the parent, the server follows it (gracefully: its own SIGTERM
// handler finishes the requests in flight, closes the database and frees the data folder).
if (process.env.npm_lifecycle_event === "start") {
  const parent = process.ppid;
  const watch = setInterval(() => {
    if (process.ppid === parent) return;
    clearInterval(watch);
    process.kill(process.pid, "SIGTERM");
  }, 500);
  watch.unref();
}

await import(pathToFileURL(at("apps/server/dist/main.js")).href);
