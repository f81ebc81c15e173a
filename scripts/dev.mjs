// `npm run dev`: the API server restarting on change (port 3000) and Vite's dev server with hot
// reload (port 5173), which forwards /api to it. Open http://localhost:5173.
import { spawn } from "node:child_process";
import { fileURLToPath } from "node:url";

const root = fileURLToPath(new URL("..", import.meta.url));
const apiPort = process.env.API_PORT ?? "3000";
const env = { ...process.env, NODE_ENV: "development", PORT: apiPort, API_PORT: apiPort, HOST: "127.0.0.1" };

const children = [
  spawn("npm", ["run", "dev", "-w", "apps/server"], { cwd: root, stdio: "inherit", env }),
  spawn("npm", ["run", "dev", "-w", "apps/web"], { cwd: root, stdio: "inherit", env }),
];

let stopping = false;
function stop(code) {
  if (stopping) return;
  stopping = true;
  for (const child of children) child.kill("SIGTERM");
  process.exitCode = code;
}
for (const child of children) child.on("exit", (code) => stop(code ?? 0));
process.on("SIGINT", () => stop(0));
process.on("SIGTERM", () => stop(0));
