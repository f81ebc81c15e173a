import { mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { defineConfig } from "@playwright/test";
import { CHROMIUM_ARGS, chromiumVersion, findChromium } from "./support/chromium";
import { E2E_ADMIN } from "./support/accounts";

const repoRoot = fileURLToPath(new URL("..", import.meta.url));
const chromium = findChromium();
const port = process.env.E2E_PORT ?? "3187";
const baseURL = `http://127.0.0.1:${port}`;

// Worker processes inherit this, so all of them agree on the one server's data folder. A folder
// made here is removed after the run (support/teardown.ts); one given in E2E_DATA_DIR is kept.
if (!process.env.E2E_DATA_DIR) {
  process.env.E2E_DATA_DIR = mkdtempSync(path.join(tmpdir(), "study-well-e2e-"));
  process.env.E2E_DATA_DIR_TEMPORARY = "1";
}
// The server's temporary files (the quiz's notes' models, speech and flite folders) go in a folder
// of this run, removed after it too (one given in E2E_TMP_DIR is kept): Playwright kills the server outright, so the server never
// gets to remove them itself (a graceful stop cannot be used, because Playwright runs the global
// teardown, which removes the data folder, before it stops the server).
if (!process.env.E2E_TMP_DIR) {
  process.env.E2E_TMP_DIR = mkdtempSync(path.join(tmpdir(), "study-well-e2e-tmp-"));
  process.env.E2E_TMP_DIR_TEMPORARY = "1";
}
if (!process.env.TEST_WORKER_INDEX) {
  console.log(`E2E browser: ${chromiumVersion(chromium)} (${chromium}), data in ${process.env.E2E_DATA_DIR}`);
}

export default defineConfig({
  testDir: "tests",
  outputDir: path.join(repoRoot, "test-results/e2e"),
  fullyParallel: true,
  // A shared machine may be busy: a minute per test before a slow step counts as a failure.
  timeout: 60_000,
  workers: 2,
  retries: 0,
  forbidOnly: Boolean(process.env.CI),
  globalTeardown: "./support/teardown.ts",
  reporter: [["list"], ["json", { outputFile: path.join(repoRoot, "test-results/e2e.json") }]],
  use: {
    baseURL,
    browserName: "chromium",
    launchOptions: { executablePath: chromium, args: CHROMIUM_ARGS },
    trace: "retain-on-failure",
    screenshot: "only-on-failure",
  },
  projects: [{ name: "chromium" }],
  webServer: {
    // Exactly as a user starts it: `npm start` builds what needs building, then serves.
    command: "npm start",
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    reuseExistingServer: false,
    timeout: 240_000,
    stdout: "ignore",
    stderr: "pipe",
    env: {
      PORT: port,
      HOST: "127.0.0.1",
      DATA_DIR: process.env.E2E_DATA_DIR,
      TMPDIR: process.env.E2E_TMP_DIR,
      NODE_ENV: "production",
      LOG_LEVEL: "warn",
      DATABASE_URL: "",
      ADMIN_EMAIL: E2E_ADMIN.email,
      ADMIN_PASSWORD: E2E_ADMIN.password,
    },
  },
});
