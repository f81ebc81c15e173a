// Builds the web app and the server when their sources are newer than the last build.
import { spawnSync } from "node:child_process";
import { existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";

export const root = fileURLToPath(new URL("..", import.meta.url));
export const at = (...parts) => path.join(root, ...parts);

const inputs = [
  at("package-lock.json"),
  at("packages/shared/src"),
  at("apps/web/src"),
  at("apps/web/public"),
  at("apps/web/build"),
  at("apps/web/index.html"),
  at("apps/web/vite.config.ts"),
  at("apps/server/src"),
  at("apps/server/build.mjs"),
];
const outputs = [
  at("apps/web/dist/index.html"),
  at("apps/server/dist/main.js"),
  at("apps/server/dist/admin.js"),
];

function newestMtime(entry) {
  if (!existsSync(entry)) return 0;
  const stat = statSync(entry);
  if (!stat.isDirectory()) return stat.mtimeMs;
  let newest = stat.mtimeMs;
  for (const child of readdirSync(entry)) newest = Math.max(newest, newestMtime(path.join(entry, child)));
  return newest;
}

function needsBuild() {
  if (!outputs.every((file) => existsSync(file))) return true;
  const builtAt = Math.min(...outputs.map((file) => statSync(file).mtimeMs));
  return inputs.some((input) => newestMtime(input) > builtAt);
}

export function buildIfNeeded() {
  if (!needsBuild()) return;
  console.error("Building Study Well...");
  const npm = process.platform === "win32" ? "npm.cmd" : "npm";
  const result = spawnSync(npm, ["run", "build"], { cwd: root, stdio: ["ignore", 2, 2], env: process.env });
  if (result.status !== 0) {
    console.error("The build failed; see the messages above.");
    process.exit(result.status ?? 1);
  }
}
