// Lighthouse on the running app's pages, mobile preset (Lighthouse's default), in Debian's
// Chromium. Starts the app as `npm start` does on a throw-away DATA_DIR:
//   npm run bench:lighthouse [-- /route ...]
// A route behind sign-in (/courses, /course/…, /profile, …) is measured signed in as a learner
// made for the run, who has one course of 3 topics, 2 days each and 3 notes a day; `:course` in
// a route is that course's id (e.g. /course/:course/notes).
import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import * as chromeLauncher from "chrome-launcher";
import lighthouse from "lighthouse";
import puppeteer from "puppeteer-core";
import { pool } from "./support.mjs";

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

const SIGNED_IN = /^\/(courses|course\/|create-course|profile|settings)/;

async function post(url, token, body) {
  const res = await fetch(`${base}${url}`, {
    method: "POST",
    headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * A learner with one course of notes; returns how to sign in and the course's id. The course has
 * 3 topics, 2 days each and 3 notes a day, or, with LIGHTHOUSE_ITEMS=n, about n notes: 10 topics
 * of days holding 10 notes each (LIGHTHOUSE_ITEMS=10000 is a year of daily notes).
 */
async function learnerWithCourse() {
  const person = {
    email: `bench-${Date.now()}@example.org`,
    password: "bench password 1",
    firstName: "Ada",
    lastName: "Lovelace",
  };
  const { idToken } = await post("/api/auth/sign-up", null, person);
  const course = await post("/api/courses", idToken, {
    title: "Cell biology",
    description: "Cells, their parts and how they divide.",
  });
  const items = Number(process.env.LIGHTHOUSE_ITEMS ?? 0);
  const topicTitles = items
    ? Array.from({ length: 10 }, (_, i) => `Topic ${i + 1}`)
    : ["Cell structure", "Membranes", "Cell division"];
  const daysPerTopic = items ? Math.max(1, Math.round(items / 100)) : 2;
  const notesPerDay = items ? 10 : 3;
  const tasks = [];
  for (const topicTitle of topicTitles) {
    const topic = await post(`/api/courses/${course.id}/topics`, idToken, { title: topicTitle });
    for (let d = 0; d < daysPerTopic; d++) {
      const date = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
      const day = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, idToken, { date });
      for (let n = 1; n <= notesPerDay; n++) {
        tasks.push(() =>
          post(`/api/courses/${course.id}/days/${day.id}/content`, idToken, {
            title: `${topicTitle}, note ${n}`,
            text: `The ${topicTitle.toLowerCase()} notes of ${date}, part ${n}. `.repeat(8),
          }),
        );
      }
    }
  }
  await pool(tasks, 8);
  return { person, courseId: course.id };
}

/**
 * Signs in through the login form in the Chrome that Lighthouse drives, so the session is in the
 * browser's storage for the runs that follow (which then keep the storage). puppeteer-core is
 * Lighthouse's own driver, installed with it.
 */
async function signInInChrome({ email, password }) {
  const browser = await puppeteer.connect({ browserURL: `http://127.0.0.1:${chrome.port}` });
  const page = await browser.newPage();
  await page.goto(`${base}/login`);
  await page.locator("input[type=email]").fill(email);
  await page.locator("input[type=password]").fill(password);
  await Promise.all([
    page.waitForFunction('location.pathname !== "/login"'),
    page.locator("form button[type=submit]").click(),
  ]);
  await page.close();
  await browser.disconnect();
}

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
  // Public pages first, with the storage Lighthouse empties before each run; then the signed-in
  // ones, keeping the session the form put there.
  const ordered = [...routes.filter((r) => !SIGNED_IN.test(r)), ...routes.filter((r) => SIGNED_IN.test(r))];
  let learner = null;
  for (const given of ordered) {
    const signedIn = SIGNED_IN.test(given);
    if (signedIn && !learner) {
      learner = await learnerWithCourse();
      await signInInChrome(learner.person);
    }
    const route = learner ? given.replace(":course", learner.courseId) : given;
    const result = await lighthouse(`${base}${route}`, {
      port: chrome.port,
      output: "json",
      logLevel: "error",
      disableStorageReset: signedIn,
    });
    const { categories, audits } = result.lhr;
    if (signedIn && new URL(result.lhr.finalDisplayedUrl).pathname === "/login") {
      throw new Error(`${given} was measured signed out (sent to /login)`);
    }
    // An audit Lighthouse could not compute says why, rather than ending the run.
    const value = (id, format) =>
      audits[id]?.numericValue === undefined
        ? `n/a (${audits[id]?.errorMessage ?? "not measured"})`
        : format(audits[id].numericValue);
    const ms = (id) => value(id, Math.round);
    rows.push({
      route: given,
      performance: categories.performance.score,
      accessibility: categories.accessibility.score,
      "best-practices": categories["best-practices"].score,
      seo: categories.seo.score,
      "FCP ms": ms("first-contentful-paint"),
      "LCP ms": ms("largest-contentful-paint"),
      "TBT ms": ms("total-blocking-time"),
      CLS: value("cumulative-layout-shift", (v) => v.toFixed(3)),
    });
    for (const [id, category] of Object.entries(categories)) {
      if (category.score === 1) continue;
      const failing = category.auditRefs
        .map((ref) => audits[ref.id])
        .filter((a) => a.score !== null && a.score < 1 && a.scoreDisplayMode !== "informative")
        .map((a) => `${a.id} (${a.score})`);
      if (failing.length > 0) console.log(`${given} ${id}: ${failing.join(", ")}`);
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
