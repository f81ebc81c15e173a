import { fileURLToPath } from "node:url";

// This module sits one folder below the server package both as source (src/paths.ts) and
// once bundled (dist/main.js), so the same relative URL finds the package root in both.
export const serverRoot = fileURLToPath(new URL("..", import.meta.url));
export const migrationsFolder = fileURLToPath(new URL("../drizzle", import.meta.url));
export const defaultWebRoot = fileURLToPath(new URL("../../web/dist", import.meta.url));
