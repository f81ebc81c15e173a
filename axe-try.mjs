import { chromium } from "playwright-core";
import AxeBuilder from "@axe-core/playwright";
const base = "http://127.0.0.1:4200";
const post = async (url, token, data) => {
  const r = await fetch(base + url, { method: "POST", headers: { "content-type": "application/json", ...(token ? { authorization: `Bearer ${token}` } : {}) }, body: JSON.stringify(data) });
  const t = await r.text(); if (!r.ok) throw new Error(url + " " + t); return t ? JSON.parse(t) : null;
};
const email = `axe${Date.now()}@example.org`, password = "A-good-pass-123";
const { idToken } = await post("/api/auth/sign-up", null, { email, password, firstName: "Ada", lastName: "Lovelace" });
const course = await post("/api/courses", idToken, { title: "Course", description: "Desc" });
const topic = await post(`/api/courses/${course.id}/topics`, idToken, { title: "Topic" });
const day = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, idToken, { date: "2026-11-27" });
for (let i = 0; i < 3; i++) await post(`/api/courses/${course.id}/days/${day.id}/content`, idToken, { title: "Note " + i, text: "Some text here. ".repeat(30) });
const browser = await chromium.launch({ executablePath: "/usr/bin/chromium", args: ["--no-sandbox", "--disable-gpu", "--disable-background-networking"] });
for (const scheme of ["light", "dark"]) {
const ctx = await browser.newContext({ colorScheme: scheme }); const page = await ctx.newPage();
await page.goto(base + "/login");
await page.getByLabel("Email").fill(email);
await page.getByLabel("Password").fill(password);
await page.getByRole("button", { name: "Login" }).click();
await page.waitForTimeout(3000);
for (const path of [`/course/${course.id}/notes`, "/profile"]) {
  await page.goto(base + path);
  await page.waitForTimeout(2000);
  for (const width of [320, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    for (const [name, mk] of [["all", () => new AxeBuilder({ page })], ["contrast", () => new AxeBuilder({ page }).withRules(["color-contrast"])], ["no-contrast", () => new AxeBuilder({ page }).disableRules(["color-contrast"])]]) {
      const t0 = Date.now(); const r = await mk().analyze(); console.log(scheme, path.slice(0, 20), width, name, Date.now() - t0, "ms", r.violations.length);
    }
    const t0 = Date.now(); await page.screenshot({ path: "/tmp/axe/x.png", fullPage: true }); console.log("screenshot", Date.now() - t0);
  }
}
}
await browser.close();
