// Slow-client attack: 1,100 connections send headers with `Content-Length: 100000`, then one byte
// every 5 s, against a server limited to 1,024 file descriptors; health is polled meanwhile. Run
// twice in one go: with the minimum body rate (as shipped) and with it effectively off (the
// baseline, as the server behaved before it had one).
//   npm run bench:slow-clients            (BENCH_SECONDS=60 by default, CONNECTIONS=1100)
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import net from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { at, buildIfNeeded, root } from "../scripts/build-if-needed.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.CONNECTIONS ?? 1100);
const FD_LIMIT = 1024;
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

async function startServer(extraEnv) {
  const dataDir = mkdtempSync(path.join(tmpdir(), "study-well-bench-"));
  const server = spawn(
    "bash",
    ["-c", `ulimit -n ${FD_LIMIT} && exec "${process.execPath}" "${at("apps/server/dist/main.js")}"`],
    {
      cwd: root,
      env: {
        ...process.env,
        PORT: String(PORT),
        HOST: "127.0.0.1",
        DATA_DIR: dataDir,
        LOG_LEVEL: "fatal",
        NODE_ENV: "production",
        DATABASE_URL: "",
        ...extraEnv,
      },
      stdio: ["ignore", "ignore", "inherit"],
    },
  );
  for (let i = 0; i < 600; i++) {
    if (await healthy(1000)) break;
    await sleep(100);
  }
  return {
    async stop() {
      server.kill("SIGTERM");
      await new Promise((resolve) => server.once("exit", resolve));
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

async function healthy(timeoutMs) {
  try {
    const res = await fetch(`http://127.0.0.1:${PORT}/api/health`, {
      signal: AbortSignal.timeout(timeoutMs),
    });
    await res.text();
    return res.ok;
  } catch {
    return false;
  }
}

async function attack(label, extraEnv) {
  const server = await startServer(extraEnv);
  const sockets = [];
  let closedByServer = 0;
  const started = performance.now();
  for (let i = 0; i < CONNECTIONS; i++) {
    const socket = net.connect(PORT, "127.0.0.1");
    socket.on("error", () => undefined);
    socket.on("close", () => {
      if (!socket.closedByUs) closedByServer++;
    });
    socket.on("connect", () => {
      const route = i % 2 === 0 ? "/api/waitlist" : "/api/auth/sign-in";
      socket.write(
        `POST ${route} HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100000\r\n\r\n{`,
      );
    });
    sockets.push(socket);
  }
  const trickle = setInterval(() => {
    for (const socket of sockets) if (!socket.destroyed) socket.write(" ");
  }, 5000);

  let checks = 0;
  let failures = 0;
  let lastFailureAt = 0;
  while (performance.now() - started < SECONDS * 1000) {
    const tick = performance.now();
    checks++;
    if (!(await healthy(2000))) {
      failures++;
      lastFailureAt = (performance.now() - started) / 1000;
    }
    await sleep(Math.max(0, 500 - (performance.now() - tick)));
  }
  clearInterval(trickle);
  const stillOpen = sockets.filter((s) => !s.destroyed).length;
  for (const socket of sockets) {
    socket.closedByUs = !socket.destroyed;
    socket.destroy();
  }
  await server.stop();
  return {
    label,
    "health checks": checks,
    failed: failures,
    "last failure (s)": failures ? Number(lastFailureAt.toFixed(1)) : 0,
    "closed by server": closedByServer,
    "still open at end": stillOpen,
  };
}

buildIfNeeded();
console.log(
  `${CONNECTIONS} slow connections for ${SECONDS} s, server limited to ${FD_LIMIT} file descriptors`,
);
const rows = [
  await attack("minimum body rate off (baseline)", {
    HTTP_BODY_TIMEOUT_SECONDS: "100000",
    HTTP_HEADERS_TIMEOUT_SECONDS: "100000",
  }),
  await attack("as shipped", {}),
];
console.table(rows);
