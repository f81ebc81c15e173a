// Lighthouse on the running app's public pages, mobile preset (Lighthouse's default), in
// Debian's Chromium. Starts the app as `npm start` does on a throw-away DATA_DIR:
//   npm run bench:lighthouse [-- /route ...]
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";

const root = fileURLToPath(new URL("..", import.meta.url));
const routes = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ["/"];
const port = process.env.BENCH_PORT ?? "3190";
const base = `http://127.0.0.1:${port}`;
const dataDir = mkdtempSync(path.join(tmpdir(), "study-well-bench-"));

const app = spawn("npm", ["start"], {
  cwd: root,
  env: {
    ...process.env,
    PORT: port,
    HOST: "127.0.0.1",
    DATA_DIR: dataDir,
    LOG_LEVEL: "warn",
    DATABASE_URL: "",
  },
  stdio: ["ignore", "ignore", "inherit"],
  detached: true,
});

async function waitForHealth() {
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${base}/api/health`)).ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error("the app did not start within 2 minutes");
}

const chrome = await chromeLauncher.launch({
  chromePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  chromeFlags: [
    "--headless=new",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
  ],
});
try {
  await waitForHealth();
  const rows = [];
  for (const route of routes) {
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
    });
    const { categories, audits } = result.lhr;
    const ms = (id) => Math.round(audits[id].numericValue);
    rows.push({
      route,
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      "best-practices": categories["best-practices"].score,
      seo: categories.seo.score,
      "FCP ms": ms("first-contentful-paint"),
      "LCP ms": ms("largest-contentful-paint"),
      "TBT ms": ms("total-blocking-time"),
      CLS: audits["cumulative-layout-shift"].numericValue.toFixed(3),
    });
    for (const [id, category] of Object.entries(categories)) {
      if (category.score === 1) continue;
      const failing = category.auditRefs
        .map((ref) => audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
        .map((a) => `${a.id} (${a.score})`);
      if (failing.length > 0) console.log(`${route} ${id}: ${failing.join(", ")}`);
    }
  }
  console.log(
    `Lighthouse ${(await import("lighthouse/package.json", { with: { type: "json" } })).default.version}, mobile preset, ${await chromeVersion()}`,
  );
  console.table(rows);
} finally {
  await chrome.kill();
  process.kill(-app.pid, "SIGTERM");
  rmSync(dataDir, { recursive: true, force: true });
}

async function chromeVersion() {
  const res = await fetch(`http://127.0.0.1:${chrome.port}/json/version`);
  return (await res.json()).Browser;
}
