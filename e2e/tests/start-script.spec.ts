import { spawn } from "node:child_process";
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { expect, test } from "@playwright/test";

const repoRoot = fileURLToPath(new URL("../..", import.meta.url));
const port = Number(process.env.E2E_PORT ?? "3187") + 11;

async function healthy(): Promise<boolean> {
  try {
    const res = await fetch(`http://127.0.0.1:${port}/api/health`, { signal: AbortSignal.timeout(1000) });
    return res.ok;
  } catch {
    return false;
  }
}

test.describe("npm start", () => {
  test("stops the server when npm is sent SIGTERM, freeing the port and the data folder", async () => {
    test.setTimeout(120_000);
    const dataDir = mkdtempSync(path.join(tmpdir(), "study-well-start-"));
    const npm = spawn("npm", ["start"], {
      cwd: repoRoot,
      env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
      stdio: "ignore",
    });
    try {
      await expect.poll(healthy, { timeout: 90_000, intervals: [500] }).toBe(true);
      npm.kill("SIGTERM");
      await expect.poll(healthy, { timeout: 20_000, intervals: [500] }).toBe(false);
      // The server is gone, not just busy: the data folder's lock is released for the next start.
      const again = spawn("npm", ["start"], {
        cwd: repoRoot,
        env: { ...process.env, PORT: String(port), HOST: "127.0.0.1", DATA_DIR: dataDir, LOG_LEVEL: "warn" },
        stdio: "ignore",
      });
      try {
        await expect.poll(healthy, { timeout: 60_000, intervals: [500] }).toBe(true);
      } finally {
        again.kill("SIGTERM");
        await expect.poll(healthy, { timeout: 20_000, intervals: [500] }).toBe(false);
      }
    } finally {
      npm.kill("SIGKILL");
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});
