// The Course Notes page in Debian's Chromium with courses of 100, 1,000 and 10,000 notes: when
// the last note on screen is painted, the longest main-thread task, the page's DOM elements,
// adding one note (click on Save to the note on screen) and the JS it loads (gzipped).
//   npm run bench:notes-page
//   BENCH_BASELINE=/path/to/another/checkout npm run bench:notes-page   (the same figures for it)
// BENCH_SIZES=100,1000 picks the sizes; BENCH_PORT the port (the baseline uses the next one).
/* global window, document, innerHeight, requestAnimationFrame */
import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import path from "node:path";
import zlib from "node:zlib";
import { chromium } from "playwright-core";
import { FIELD, LOGIN, NOTES } from "@study-well/shared";
import { buildIfNeeded, root } from "../scripts/build-if-needed.mjs";
import { pool, startServer } from "./support.mjs";

const PORT = Number(process.env.BENCH_PORT ?? 3192);
const SIZES = (process.env.BENCH_SIZES ?? "100,1000,10000").split(",").map(Number);
const BASELINE = process.env.BENCH_BASELINE ? path.resolve(process.env.BENCH_BASELINE) : null;
const CHROME = process.env.CHROME_PATH ?? "/usr/bin/chromium";
const PASSWORD = "bench password";
const TEXT = "A note of ordinary length, about as long as a paragraph a student writes in class. ".repeat(3);

function client(base, token) {
  return async (method, url, body) => {
    const res = await fetch(`${base}${url}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { "content-type": "application/json" } : {}),
      },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    const text = await res.text();
    if (!res.ok) throw new Error(`${method} ${url}: ${res.status} ${text}`);
    return text ? JSON.parse(text) : null;
  };
}

/** A course of `items` notes: 10 topics, 10 notes a day, as many days as that takes. */
async function makeCourse(api, items) {
  const course = await api("POST", "/api/courses", { title: `${items} notes`, description: "Bench" });
  const base = `/api/courses/${course.id}`;
  const topics = [];
  for (let t = 0; t < 10; t++) topics.push((await api("POST", `${base}/topics`, { title: `Topic ${t}` })).id);
  const daysPerTopic = Math.max(1, Math.round(items / 100));
  const days = [];
  await pool(
    topics.flatMap((topicId) =>
      Array.from({ length: daysPerTopic }, (_, d) => async () => {
        const date = new Date(Date.UTC(2026, 0, 1 + d)).toISOString().slice(0, 10);
        days.push((await api("POST", `${base}/topics/${topicId}/days`, { date })).id);
      }),
    ),
    8,
  );
  await pool(
    days.flatMap((dayId) =>
      Array.from(
        { length: 10 },
        (_, n) => () => api("POST", `${base}/days/${dayId}/content`, { title: `Item ${n}`, text: TEXT }),
      ),
    ),
    8,
  );
  return course.id;
}

/** In the page before any script: long tasks, and when each note was first seen on screen. */
function instrument() {
  window.__longest = 0;
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries()) window.__longest = Math.max(window.__longest, entry.duration);
  }).observe({ type: "longtask", buffered: true });
  const seen = new WeakMap();
  window.__seen = seen;
  const onScreen = (el) => {
    const r = el.getBoundingClientRect();
    return r.bottom > 0 && r.top < innerHeight && r.height > 0;
  };
  // A note found on screen in one frame was painted with it: it counts at the next frame's start
  // (finding it lays the page out, which in a page of 200,000 elements is most of the work).
  let found = [];
  const frame = (now) => {
    for (const el of found) seen.set(el, now);
    found = [];
    for (const el of document.getElementsByTagName("article")) {
      if (!seen.has(el) && onScreen(el)) found.push(el);
    }
    requestAnimationFrame(frame);
  };
  requestAnimationFrame(frame);
  /** The time the last of the notes now on screen was first seen there (ms from navigation). */
  window.__lastVisible = () => {
    let last = 0;
    let count = 0;
    for (const el of document.getElementsByTagName("article")) {
      if (onScreen(el) && seen.has(el)) {
        last = Math.max(last, seen.get(el));
        count++;
      }
    }
    return { last, count };
  };
}

async function measure(browser, base, email, courseId) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.goto(`${base}/login`);
  await page.getByLabel(FIELD.email).fill(email);
  await page.getByLabel(FIELD.password, { exact: true }).fill(PASSWORD);
  await page.getByRole("button", { name: LOGIN.submit, exact: true }).click();
  await page.waitForURL((url) => !url.pathname.endsWith("/login"));

  await page.addInitScript(instrument);
  // Scripts arrived before the first note was on screen (the page's own), and after (what it
  // fetches once idle: the dialogs). A course large enough to arrive after the page has been idle
  // counts the dialogs among the first.
  const scripts = [];
  let shown = false;
  page.on("response", (res) => {
    if (res.request().resourceType() !== "script") return;
    scripts.push({ early: !shown, body: res.body().catch(() => Buffer.alloc(0)) });
  });
  await page.goto(`${base}/course/${courseId}/notes`);
  await page.locator("article").first().waitFor({ timeout: 120_000 });
  shown = true;
  // Settled: no new note on screen for 1.5 s.
  let before = "";
  for (let i = 0; i < 60; i++) {
    await page.waitForTimeout(500);
    const now = JSON.stringify(await page.evaluate(() => window.__lastVisible()));
    if (now === before && i >= 2) break;
    before = now;
  }
  const { last } = await page.evaluate(() => window.__lastVisible());
  const longest = await page.evaluate(() => window.__longest);
  const elements = await page.evaluate(() => document.getElementsByTagName("*").length);
  const gzipped = async (list) =>
    (await Promise.all(list.map((script) => script.body))).reduce(
      (sum, body) => sum + zlib.gzipSync(body).length,
      0,
    );
  const jsBytes = await gzipped(scripts.filter((script) => script.early));
  const laterJsBytes = await gzipped(scripts.filter((script) => !script.early));

  // Adding one note to the first day: from the click on Save to the note on screen.
  // (A windowed list renders it once the page is scrolled near it.) CSS and text locators only:
  // finding by role computes every element's role, which takes minutes in a page of 200,000.
  const add = page.locator("button", { hasText: NOTES.addText }).first();
  for (let i = 0; i < 100 && (await add.count()) === 0; i++) await page.mouse.wheel(0, 400);
  await add.scrollIntoViewIfNeeded();
  await add.click();
  const title = `Bench note ${Date.now()}`;
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill(title);
  await page.getByPlaceholder(NOTES.contentBody).fill("One more.");
  const save = page
    .getByPlaceholder(NOTES.contentBody)
    .locator("xpath=ancestor::form")
    .locator("button", { hasText: new RegExp(`^${NOTES.save}$`) });
  await save.evaluate((button, name) => {
    window.__added = new Promise((resolve) => {
      button.addEventListener(
        "click",
        (event) => {
          const clicked = event.timeStamp;
          const check = () => {
            const note = document.querySelector(`article[aria-label="${name}"]`);
            const r = note?.getBoundingClientRect();
            // Counted at the start of the frame after the one that showed it, as above.
            if (r && r.bottom > 0 && r.top < innerHeight)
              requestAnimationFrame((next) => resolve(next - clicked));
            else requestAnimationFrame(check);
          };
          requestAnimationFrame(check);
        },
        { capture: true, once: true },
      );
    });
  }, title);
  await save.click();
  const addMs = await page.evaluate(() => window.__added);
  const longestWithAdd = await page.evaluate(() => window.__longest);
  await context.close();
  return {
    "last visible note painted ms": Math.round(last),
    "longest task ms (load)": Math.round(longest),
    "longest task ms (incl. add)": Math.round(longestWithAdd),
    "DOM elements": elements,
    "add one note, click to screen ms": Math.round(addMs),
    "JS KB gzipped, to the first note": +(jsBytes / 1024).toFixed(1),
    "JS KB gzipped, fetched once idle": +(laterJsBytes / 1024).toFixed(1),
  };
}

async function run(label, appRoot, port) {
  const server = await startServer({ port, appRoot, env: { AUTH_SIGNUP_LIMIT: "1000" } });
  const browser = await chromium.launch({
    executablePath: CHROME,
    args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update"],
  });
  const columns = {};
  try {
    const email = "notes-bench@example.org";
    const { idToken } = await client(server.base)("POST", "/api/auth/sign-up", {
      email,
      password: PASSWORD,
      firstName: "Bench",
      lastName: "Mark",
    });
    const api = client(server.base, idToken);
    for (const size of SIZES) {
      console.error(`${label}: seeding a course of ${size.toLocaleString("en")} notes...`);
      const courseId = await makeCourse(api, size);
      columns[`${label} ${size.toLocaleString("en")}`] = await measure(
        browser,
        server.base,
        email,
        courseId,
      ).catch((error) => {
        console.error(`${label} ${size}: ${error.message}`);
        return {};
      });
    }
  } finally {
    await browser.close();
    await server.stop();
  }
  return columns;
}

buildIfNeeded();
const results = { ...(await run("this build", root, PORT)) };
if (BASELINE) {
  if (!existsSync(path.join(BASELINE, "apps/web/dist/index.html"))) {
    spawnSync("npm", ["run", "build"], { cwd: BASELINE, stdio: ["ignore", 2, 2] });
  }
  Object.assign(results, await run("baseline", BASELINE, PORT + 1));
}
console.log(`Course Notes page, Chromium ${(await chromiumVersion()) ?? ""}, 1280x800`);
// Figures as rows; sizes side by side, each with the baseline's figure next to it.
const order = SIZES.flatMap((size) =>
  ["this build", "baseline"].map((label) => `${label} ${size.toLocaleString("en")}`),
).filter((column) => column in results);
const metrics = [...new Set(order.flatMap((column) => Object.keys(results[column])))];
console.table(
  Object.fromEntries(
    metrics.map((metric) => [
      metric,
      Object.fromEntries(order.map((column) => [column, results[column][metric]])),
    ]),
  ),
);

async function chromiumVersion() {
  const out = spawnSync(CHROME, ["--version"], { encoding: "utf8" });
  return out.stdout?.trim();
}
