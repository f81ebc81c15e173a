// Course API figures: a course of 10,000 content items (read it, read it again unchanged: the
// 304 path, compressed, add one item to it, and what a client reading it in a loop does to another
// client's latency), and an authenticated course read under load next to a bare node:http server
// sending the same bytes, in the same run.
//   npm run bench:courses        (embedded database)
//   BENCH_DATABASE_URL=postgres://... npm run bench:courses
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import http from "node:http";
import { tmpdir } from "node:os";
import path from "node:path";
import autocannon from "autocannon";
import { buildIfNeeded } from "../scripts/build-if-needed.mjs";
import { pool, startServer } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3191);
const BASE = `http://127.0.0.1:${PORT}`;
const LOAD_SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = 10;
const WARM_UP_SECONDS = Math.max(2, Math.round(LOAD_SECONDS / 3));

buildIfNeeded();
const server = await startServer({ port: PORT, env: { AUTH_SIGNUP_LIMIT: "1000" } });

async function api(method, url, token, body, headers = {}) {
  const res = await fetch(`${BASE}${url}`, {
    method,
    headers: {
      ...(token ? { authorization: `Bearer ${token}` } : {}),
      ...(body ? { "content-type": "application/json" } : {}),
      ...headers,
    },
    ...(body ? { body: JSON.stringify(body) } : {}),
  });
  const text = await res.text();
  if (!res.ok && res.status !== 304) throw new Error(`${method} ${url}: ${res.status} ${text}`);
  return {
    status: res.status,
    etag: res.headers.get("etag"),
    body: text ? JSON.parse(text) : null,
    bytes: Buffer.byteLength(text),
  };
}

/** A GET on a raw socket, for what crosses the wire: status, header bytes and body bytes. */
function wire(url, headers) {
  return new Promise((resolve, reject) => {
    const req = http.get(`${BASE}${url}`, { headers }, (res) => {
      let body = 0;
      res.on("data", (chunk) => (body += chunk.length));
      res.on("end", () => {
        const head = res.rawHeaders.reduce((n, h) => n + Buffer.byteLength(h) + 2, 20);
        resolve({
          status: res.statusCode,
          encoding: res.headers["content-encoding"],
          body,
          total: head + body,
        });
      });
      res.on("error", reject);
    });
    req.on("error", reject);
  });
}

/** Runs `tasks` with at most `width` in flight. */
async function timed(fn) {
  const start = process.hrtime.bigint();
  const result = await fn();
  return { ms: Number(process.hrtime.bigint() - start) / 1e6, result };
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p95 = (xs) => [...xs].sort((a, b) => a - b)[Math.ceil(xs.length * 0.95) - 1];

async function makeCourse(token, topics, daysPerTopic, itemsPerDay) {
  const { body: course } = await api("POST", "/api/courses", token, {
    title: "Bench",
    description: "Benchmark course",
  });
  const base = `/api/courses/${course.id}`;
  const topicIds = (
    await pool(
      Array.from(
        { length: topics },
        (_, i) => () => api("POST", `${base}/topics`, token, { title: `Topic ${i}` }),
      ),
      4,
    )
  ).map((r) => r.body.id);
  const dayIds = (
    await pool(
      topicIds.flatMap((topicId) =>
        Array.from(
          { length: daysPerTopic },
          (_, d) => () =>
            api("POST", `${base}/topics/${topicId}/days`, token, {
              date: new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10),
            }),
        ),
      ),
      8,
    )
  ).map((r) => r.body.id);
  const text = "A note of ordinary length, about as long as a paragraph a student writes in class. ".repeat(
    3,
  );
  await pool(
    dayIds.flatMap((dayId) =>
      Array.from(
        { length: itemsPerDay },
        (_, n) => () => api("POST", `${base}/days/${dayId}/content`, token, { title: `Item ${n}`, text }),
      ),
    ),
    8,
  );
  return { id: course.id, base, dayId: dayIds[0] };
}

function load(url, headers, duration = LOAD_SECONDS) {
  return new Promise((resolve, reject) => {
    autocannon({ url, headers, connections: CONNECTIONS, duration }, (err, result) =>
      err ? reject(err) : resolve(result),
    );
  });
}

/** The same load for a few seconds first, unmeasured: the figures are the warmed-up server's. */
async function warmedLoad(url, headers) {
  await load(url, headers, WARM_UP_SECONDS);
  return load(url, headers);
}

/**
 * A bare node:http server sending `payload` to every request, in a process of its own as the app
 * is (in this process it would share a core with the load generator).
 */
async function bareServer(payload, port) {
  const file = path.join(mkdtempSync(path.join(tmpdir(), "study-well-bare-")), "body.json");
  writeFileSync(file, payload);
  const source = `
    const http = require("node:http");
    const body = require("node:fs").readFileSync(${JSON.stringify(file)});
    http
      .createServer((_req, res) => {
        res.writeHead(200, { "content-type": "application/json; charset=utf-8", "content-length": body.length });
        res.end(body);
      })
      .listen(${port}, "127.0.0.1", () => process.send("listening"));`;
  const child = spawn(process.execPath, ["-e", source], { stdio: ["ignore", "ignore", "inherit", "ipc"] });
  await new Promise((resolve, reject) => {
    child.once("message", resolve);
    child.once("exit", (code) => reject(new Error(`the bare server exited (${code})`)));
  });
  return child;
}

try {
  const { body: session } = await api("POST", "/api/auth/sign-up", null, {
    email: "bench@example.org",
    password: "bench password",
    firstName: "Bench",
    lastName: "Mark",
  });
  const token = session.idToken;
  const driver = process.env.BENCH_DATABASE_URL ? "PostgreSQL" : "PGlite";

  console.log(`Seeding a course of 10 topics x 100 days x 10 items = 10,000 content items (${driver})...`);
  const seeding = await timed(() => makeCourse(token, 10, 100, 10));
  const big = seeding.result;
  const reads = [];
  let readBytes = 0;
  for (let i = 0; i < 20; i++) {
    const { ms, result } = await timed(() => api("GET", big.base, token));
    reads.push(ms);
    readBytes = result.bytes;
  }
  // Unchanged: the client sends the ETag it holds, as the web app's refetch on focus does.
  const etag = (await api("GET", big.base, token)).etag;
  const conditional = [];
  for (let i = 0; i < 20; i++) {
    conditional.push(
      (await timed(() => api("GET", big.base, token, undefined, { "if-none-match": etag }))).ms,
    );
  }
  const auth = { authorization: `Bearer ${token}` };
  const notModified = await wire(big.base, { ...auth, "if-none-match": etag });
  const brotli = await wire(big.base, { ...auth, "accept-encoding": "br" });
  const gzip = await wire(big.base, { ...auth, "accept-encoding": "gzip" });
  const adds = [];
  for (let i = 0; i < 20; i++) {
    adds.push(
      (
        await timed(() =>
          api("POST", `${big.base}/days/${big.dayId}/content`, token, { title: "One more", text: "x" }),
        )
      ).ms,
    );
  }
  console.table({
    "10,000-item course": {
      "seed s": (seeding.ms / 1000).toFixed(1),
      "read median ms": median(reads).toFixed(1),
      "read p95 ms": p95(reads).toFixed(1),
      "read MB": (readBytes / 1e6).toFixed(2),
      "brotli KB": (brotli.body / 1e3).toFixed(0),
      "gzip KB": (gzip.body / 1e3).toFixed(0),
      "unchanged: status": notModified.status,
      "unchanged: bytes on the wire": notModified.total,
      "unchanged median ms": median(conditional).toFixed(1),
      "add one item median ms": median(adds).toFixed(1),
      "add p95 ms": p95(adds).toFixed(1),
    },
  });

  console.log(
    `Load: a 100-item course read for ${LOAD_SECONDS} s with ${CONNECTIONS} connections, after ${WARM_UP_SECONDS} s unmeasured (the bare server too)...`,
  );
  const typical = await makeCourse(token, 5, 4, 5);
  const sample = await api("GET", typical.base, token);
  const apiResult = await warmedLoad(`${BASE}${typical.base}`, { authorization: `Bearer ${token}` });

  const payload = Buffer.from(JSON.stringify(sample.body));
  const bare = await bareServer(payload, PORT + 1);
  const bareResult = await warmedLoad(`http://127.0.0.1:${PORT + 1}/`, {});
  bare.kill();

  console.log(`Load: /api/auth/lookup (token check and account state only) for ${LOAD_SECONDS} s...`);
  const lookup = await warmedLoad(`${BASE}/api/auth/lookup`, { authorization: `Bearer ${token}` });

  // Another client's small reads, alone and while one client reads the 10,000-item course in a loop.
  const others = () => load(`${BASE}${typical.base}`, { authorization: `Bearer ${token}` });
  console.log(`Load: another client's 100-item reads, alone, then beside a 10,000-item reader...`);
  const alone = await others();
  let reading = true;
  const heavyReads = [];
  const heavy = (async () => {
    while (reading) heavyReads.push((await timed(() => api("GET", big.base, token))).ms);
  })();
  const beside = await others();
  reading = false;
  await heavy;

  const row = (r) => ({
    "req/s": Math.round(r.requests.average),
    "latency p50 ms": r.latency.p50,
    "latency p99 ms": r.latency.p99,
    errors: r.errors + r.non2xx,
  });
  console.table({
    [`Study Well GET 100-item course (${driver})`]: row(apiResult),
    "bare node:http, same bytes": row(bareResult),
    "Study Well GET /api/auth/lookup": row(lookup),
    "another client's 100-item reads, alone": row(alone),
    "the same, beside a client reading 10,000 items in a loop": row(beside),
  });
  console.log(
    `The 10,000-item reader meanwhile: ${heavyReads.length} reads, median ${median(heavyReads).toFixed(1)} ms.`,
  );
  console.log(
    `Throughput ratio (Study Well / bare node:http): ${(apiResult.requests.average / bareResult.requests.average).toFixed(3)}; ` +
      `body ${payload.length} bytes`,
  );
} finally {
  await server.stop();
}
