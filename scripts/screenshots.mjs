// Screenshots of a running app at desktop and phone widths, for looking at what we built:
//   node scripts/screenshots.mjs [--login email:password] [baseUrl] [outDir] [route ...]
import { mkdirSync } from "node:fs";
import path from "node:path";
import { chromium } from "@playwright/test";

const args = process.argv.slice(2);
const loginAt = args.indexOf("--login");
const credentials = loginAt >= 0 ? args.splice(loginAt, 2)[1] : undefined;
const [baseUrl = "http://127.0.0.1:3000", outDir = "screenshots", ...routes] = args;
const viewports = { desktop: { width: 1280, height: 800 }, phone: { width: 390, height: 844 } };

mkdirSync(outDir, { recursive: true });
const browser = await chromium.launch({
  executablePath: process.env.CHROME_PATH ?? "/usr/bin/chromium",
  args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"],
});
try {
  const context = await browser.newContext({ reducedMotion: "reduce" });
  if (credentials) {
    const [email, password] = credentials.split(":");
    const page = await context.newPage();
    await page.goto(new URL("/login", baseUrl).href);
    await page.getByLabel("Email").fill(email);
    await page.getByLabel("Password", { exact: true }).fill(password);
    await page.getByRole("button", { name: "Login", exact: true }).click();
    await page.waitForURL((url) => url.pathname !== "/login");
    await page.close();
  }
  for (const route of routes.length > 0 ? routes : ["/"]) {
    for (const [name, viewport] of Object.entries(viewports)) {
      const page = await context.newPage();
      await page.setViewportSize(viewport);
      await page.goto(new URL(route, baseUrl).href, { waitUntil: "networkidle" });
      const file = path.join(outDir, `${route.replace(/[^a-z0-9]+/gi, "_") || "root"}-${name}.png`);
      await page.screenshot({ path: file, fullPage: true });
      console.log(file);
      await page.close();
    }
  }
  await context.close();
} finally {
  await browser.close();
}
