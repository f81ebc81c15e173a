// Bundles the server into dist/main.js and the commands into dist/admin.js and dist/engines.js,
// with the speech, HEIC and database-making worker threads and the flite child process beside them. Workspace packages
// (TypeScript source) are bundled in; every npm dependency stays external and is loaded from
// node_modules at run time.
import { build } from "esbuild";
import { readFile } from "node:fs/promises";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: {
    main: "src/main.ts",
    admin: "src/cli/admin.ts",
    engines: "src/cli/engines.ts",
    "speech-worker": "src/ai/offline/speech-worker.mjs",
    "flite-child": "src/ai/offline/flite-child.mjs",
    "heic-worker": "src/uploads/heic-worker.mjs",
    "pglite-init-worker": "src/db/pglite-init-worker.mjs",
  },
  outdir: "dist",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: "warning",
});
