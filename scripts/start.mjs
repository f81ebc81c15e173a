// `npm start`: builds what changed, then runs the server in this process (so signals reach it).
import { pathToFileURL } from "node:url";
import { at, buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
process.env.NODE_ENV ??= "production";
await import(pathToFileURL(at("apps/server/dist/main.js")).href);
