// `npm run admin -- <command>`: account administration from the command line (see --help).
import { pathToFileURL } from "node:url";
import { at, buildIfNeeded } from "./build-if-needed.mjs";

buildIfNeeded();
await import(pathToFileURL(at("apps/server/dist/admin.js")).href);
