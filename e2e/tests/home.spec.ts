import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { CREATE_COURSE, HOME, NAV, QUOTES } from "@study-well/shared";
import { buildPerson, register } from "../support/accounts";

const quoteText = (page: Page) => page.getByTestId("quote-text");

test.describe("home page", () => {
  test("greets the visitor, and types out a study quote before its author fades in", async ({ page }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { level: 1, name: HOME.heading })).toBeVisible();
    await expect(page.getByText(HOME.tagline, { exact: true })).toBeVisible();

    // The quote grows from the left, one character at a time.
    await expect(quoteText(page)).not.toHaveText("");
    const early = (await quoteText(page).textContent()) ?? "";
    await page.waitForTimeout(500);
    const later = (await quoteText(page).textContent()) ?? "";
    expect(later.length).toBeGreaterThan(early.length);
    expect(later.startsWith(early)).toBe(true);
    const quote = QUOTES.find((q) => q.text.startsWith(later));
    expect(quote, `"${later}" starts one of the built-in quotes`).toBeDefined();
    await expect(page.getByTestId("quote-author")).toHaveAttribute("data-visible", "false");

    await expect(quoteText(page)).toHaveText(quote?.text ?? "", { timeout: 15_000 });
    const author = page.getByTestId("quote-author");
    await expect(author).toHaveAttribute("data-visible", "true");
    await expect(author).toHaveText(`— ${quote?.author}`);
    await expect(author).toHaveCSS("opacity", "1");
  });

  test("shows the whole quote at once when the visitor prefers reduced motion", async ({ page }) => {
    await page.emulateMedia({ reducedMotion: "reduce" });
    await page.goto("/");
    const text = (await quoteText(page).textContent()) ?? "";
    expect(QUOTES.map((q) => q.text)).toContain(text);
    await expect(page.getByTestId("quote-author")).toHaveCSS("opacity", "1");
  });

  test("offers Login and Join Waitlist to a signed-out visitor", async ({ page }) => {
    await page.goto("/");
    const nav = page.getByRole("navigation", { name: "Main" });
    await expect(nav.getByRole("link", { name: NAV.login })).toBeVisible();
    await expect(nav.getByRole("link", { name: NAV.joinWaitlist })).toBeVisible();
    await expect(nav.getByRole("link", { name: NAV.logout })).toHaveCount(0);
    await nav.getByRole("link", { name: NAV.login }).click();
    await expect(page).toHaveURL(/\/login$/);
  });

  test("serves a favicon and robots.txt, and deep links survive a reload", async ({ page, request }) => {
    expect((await request.get("/favicon.svg")).status()).toBe(200);
    const robots = await request.get("/robots.txt");
    expect(robots.status()).toBe(200);
    expect(await robots.text()).toContain("User-agent: *");
    await page.goto("/course/some-id/notes");
    await expect(page.getByRole("navigation", { name: "Main" })).toBeVisible();
  });

  test("a deep link to a screen loaded on demand logs no warning", async ({ page }) => {
    const logged: string[] = [];
    page.on("console", (message) => {
      if (message.type() === "warning" || message.type() === "error") logged.push(message.text());
    });
    await page.goto("/login");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    expect(logged.filter((text) => text.includes("HydrateFallback"))).toEqual([]);
  });

  test("at phone width the signed-in links sit behind Menu, and the bar keeps its height", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto("/");
    const bar = page.getByRole("navigation", { name: "Main" });
    const signedOut = (await bar.boundingBox())?.height;
    await register(page, buildPerson());
    await page.goto("/");
    expect((await bar.boundingBox())?.height).toBe(signedOut);
    await expect(page.getByRole("link", { name: NAV.courses, exact: true })).toBeHidden();
    await page.getByRole("button", { name: NAV.menu }).click();
    await page.getByRole("link", { name: NAV.courses, exact: true }).click();
    await expect(page).toHaveURL(/\/courses$/);
    await expect(page.getByRole("link", { name: NAV.courses, exact: true })).toBeHidden();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test("tells a visitor what the app does and the way in; a signed-in student, the way back", async ({
    page,
  }) => {
    await page.goto("/");
    await expect(page.getByRole("heading", { name: HOME.whatItDoes })).toBeVisible();
    for (const feature of HOME.features) await expect(page.getByText(feature)).toBeVisible();
    // In the navigation's words (the spec's), below the navigation's own links.
    const main = page.getByRole("main");
    await expect(main.getByRole("link", { name: NAV.login })).toHaveAttribute("href", "/login");
    await main.getByRole("link", { name: NAV.joinWaitlist }).click();
    await expect(page).toHaveURL(/\/join-waitlist$/);

    await register(page, buildPerson());
    await page.goto("/create-course");
    await page.getByLabel(CREATE_COURSE.courseTitle).fill("Organic chemistry");
    await page.getByLabel(CREATE_COURSE.courseDescription).fill("Carbon compounds");
    await page.getByRole("button", { name: CREATE_COURSE.submit }).click();
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/outline$/);
    await page.goto("/");
    await expect(page.getByRole("heading", { name: HOME.whatItDoes })).toBeHidden();
    await expect(page.getByRole("link", { name: HOME.yourCourses })).toHaveAttribute("href", "/courses");
    await page.getByRole("link", { name: "Organic chemistry" }).click();
    await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/notes$/);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
