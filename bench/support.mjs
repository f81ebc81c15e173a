// What the benches share: the built server started as a child process, as `npm start` runs it,
// on a port and a DATA_DIR of its own; its memory read from /proc; percentiles.
import { spawn } from "node:child_process";
import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { root } from "../scripts/build-if-needed.mjs";

export const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const mb = (kb) => Math.round(kb / 1024);

/** A TCP port nothing listens on now. */
export async function freePort() {
  const probe = net.createServer();
  await new Promise((resolve) => probe.listen(0, "127.0.0.1", resolve));
  const { port } = probe.address();
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

/**
 * Starts apps/server/dist/main.js on 127.0.0.1 (`port`, else a free one) in production mode,
 * logging warnings only, with DATA_DIR `dataDir` (else a fresh temporary folder that stop()
 * removes) and DATABASE_URL from BENCH_DATABASE_URL (else the embedded database); `env` adds to
 * or overrides those, `nodeArgs` go to node before the script; `appRoot` runs another checkout's
 * build (a baseline). Resolves once /api/health answers;
 * fails if the server exits first or has not answered within a minute.
 */
export async function startServer({ port, dataDir, env = {}, nodeArgs = [], appRoot = root } = {}) {
  const listenOn = port ?? (await freePort());
  const dir = dataDir ?? mkdtempSync(path.join(tmpdir(), "study-well-bench-"));
  const child = spawn(process.execPath, [...nodeArgs, path.join(appRoot, "apps/server/dist/main.js")], {
    cwd: appRoot,
    env: {
      ...process.env,
      PORT: String(listenOn),
      HOST: "127.0.0.1",
      DATA_DIR: dir,
      LOG_LEVEL: "warn",
      NODE_ENV: "production",
      DATABASE_URL: process.env.BENCH_DATABASE_URL ?? "",
      ...env,
    },
    stdio: ["ignore", "ignore", "inherit"],
  });
  const exited = new Promise((resolve) => child.once("exit", resolve));
  const running = () => child.exitCode === null && child.signalCode === null;
  const server = {
    base: `http://127.0.0.1:${listenOn}`,
    port: listenOn,
    pid: child.pid,
    child,
    dataDir: dir,
    /** Stops the server (SIGTERM, as a service manager would) and removes its own DATA_DIR. */
    async stop() {
      if (running()) child.kill("SIGTERM");
      await exited;
      if (dataDir === undefined) rmSync(dir, { recursive: true, force: true });
    },
  };
  try {
    for (const started = Date.now(); ; await sleep(250)) {
      if (!running()) throw new Error(`the server exited (code ${child.exitCode}) before it answered`);
      try {
        const res = await fetch(`${server.base}/api/health`);
        await res.arrayBuffer();
        if (res.ok) break;
      } catch {
        // not listening yet
      }
      if (Date.now() - started > 60_000) throw new Error("server did not start");
    }
  } catch (error) {
    await server.stop();
    throw error;
  }
  return server;
}

/** Signs up through the API; the session ({idToken, refreshToken, expiresIn}). */
export async function signUp(base, email = "bench@example.org") {
  const res = await fetch(`${base}/api/auth/sign-up`, {
    method: "POST",
    headers: { "content-type": "application/json" },
    body: JSON.stringify({ email, password: "bench password", firstName: "Bench", lastName: "Mark" }),
  });
  const text = await res.text();
  if (!res.ok) throw new Error(`sign-up: ${res.status} ${text}`);
  return JSON.parse(text);
}

/** VmRSS of one process in kB (0 once it is gone). */
export function rssKb(pid) {
  try {
    return Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, "utf8"))?.[1] ?? 0);
  } catch {
    return 0;
  }
}

/** RSS (kB) of a process and all its descendants, from /proc. */
export function treeRss(rootPid) {
  const children = new Map();
  const comms = new Map();
  for (const name of readdirSync("/proc")) {
    if (!/^\d+$/.test(name)) continue;
    let stat;
    try {
      stat = readFileSync(`/proc/${name}/stat`, "utf8");
    } catch {
      continue;
    }
    // pid (comm) state ppid ...: comm may hold spaces and parentheses, so read after the last ")".
    const ppid = Number(stat.slice(stat.lastIndexOf(")") + 2).split(" ")[1]);
    comms.set(Number(name), stat.slice(stat.indexOf("(") + 1, stat.lastIndexOf(")")));
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(Number(name));
  }
  const server = rssKb(rootPid);
  let descendants = 0;
  const names = [];
  const stack = [...(children.get(rootPid) ?? [])];
  while (stack.length > 0) {
    const pid = stack.pop();
    const rss = rssKb(pid);
    descendants += rss;
    names.push(`${comms.get(pid)} ${mb(rss)} MB`);
    stack.push(...(children.get(pid) ?? []));
  }
  return { total: server + descendants, server, children: descendants, names };
}

/** The nearest-rank percentile `p` (0-100) of `xs`; NaN when there are none. */
export function percentile(xs, p) {
  if (xs.length === 0) return NaN;
  const sorted = [...xs].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length, Math.max(1, Math.ceil((p / 100) * sorted.length))) - 1];
}

/** Runs the tasks (functions returning promises) at most `width` at a time; results in order. */
export async function pool(tasks, width) {
  const results = [];
  let next = 0;
  await Promise.all(
    Array.from({ length: width }, async () => {
      while (next < tasks.length) {
        const i = next++;
        results[i] = await tasks[i]();
      }
    }),
  );
  return results;
}
