// `npm run engines -- <capability> [--engine NAME] <input file>`: one AI engine on one file.
import { pathToFileURL } from "node:url";
import { at, buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
await import(pathToFileURL(at("apps/server/dist/engines.js")).href);
