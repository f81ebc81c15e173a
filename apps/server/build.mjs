// Bundles the server into dist/main.js. Workspace packages (TypeScript source) are bundled in;
// every npm dependency stays external and is loaded from node_modules at run time.
import { build } from "esbuild";
import { readFile } from "node:fs/promises";

const pkg = JSON.parse(await readFile(new URL("./package.json", import.meta.url), "utf8"));

await build({
  entryPoints: ["src/main.ts"],
  outfile: "dist/main.js",
  bundle: true,
  platform: "node",
  format: "esm",
  target: "node20",
  sourcemap: true,
  external: Object.keys(pkg.dependencies),
  logLevel: "warning",
});
