// Screenshots of a running app at desktop and phone widths, for looking at what we built:
//   node scripts/screenshots.mjs [baseUrl] [outDir] [route ...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const [baseUrl = "http://127.0.0.1:3000", outDir = "screenshots", ...routes] = process.argv.slice(2);
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  for (const route of routes.length > 0 ? routes : ["/"]) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await browser.newPage({ viewport, reducedMotion: "reduce" });
      await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "root"}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
} finally {
  await browser.close();
}
