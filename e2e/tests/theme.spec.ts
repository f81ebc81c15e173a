import { expect, test, type Page } from "@playwright/test";
import { NAV, SETTINGS, THEME } from "@study-well/shared";
import { buildPerson, register } from "../support/accounts";

/** The page's background as [r, g, b], whatever colour space the CSS uses. */
const pageRgb = (page: Page) =>
  page.locator("html").evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d");
    if (!ctx) return [];
    ctx.fillStyle = getComputedStyle(el).backgroundColor;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
const isDark = async (page: Page) => Math.max(...(await pageRgb(page))) < 60;
const isLight = async (page: Page) => Math.min(...(await pageRgb(page))) > 200;

test.describe("the system is light", () => {
  test.use({ colorScheme: "light" });

  test("choosing Dark in Settings darkens the app at once and for good, before its script runs", async ({
    page,
  }) => {
    await register(page, buildPerson());
    await page.getByRole("link", { name: NAV.settings }).click();
    await expect(page.getByRole("heading", { name: SETTINGS.title })).toBeVisible();
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await isLight(page)).toBe(true);
    await expect(page.getByRole("radio", { name: THEME.options.system })).toBeChecked();

    await page.getByRole("radio", { name: THEME.options.dark }).check();
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await isDark(page)).toBe(true);

    await page.reload();
    await expect(page.getByRole("radio", { name: THEME.options.dark })).toBeChecked();
    await expect(html).toHaveAttribute("data-theme", "dark");

    // No light flash before the app starts: with the app's own script held back, the page
    // is already dark.
    await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
    await page.goto("/courses");
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await isDark(page)).toBe(true);
    // The browser's own bar around the page is dark too (THEME_COLOURS in apps/web/src/lib/theme.ts).
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#131a2a");
    await page.unroute(/\/assets\/index-[\w-]+\.js$/);

    // System again: the device forgets the choice and follows the (light) system.
    await page.goto("/settings");
    await page.getByRole("radio", { name: THEME.options.system }).check();
    await expect(html).toHaveAttribute("data-theme", "light");
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute("content", "#4338ca");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "light");
  });
});

test.describe("the system is dark", () => {
  test.use({ colorScheme: "dark" });

  test("the app follows it, Light overrides it, and a change of the system is followed live", async ({
    page,
  }) => {
    await page.goto("/");
    const html = page.locator("html");
    await expect(html).toHaveAttribute("data-theme", "dark");
    expect(await isDark(page)).toBe(true);
    await page.emulateMedia({ colorScheme: "light" });
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.emulateMedia({ colorScheme: "dark" });
    await expect(html).toHaveAttribute("data-theme", "dark");

    await register(page, buildPerson());
    await page.goto("/settings");
    await page.getByRole("radio", { name: THEME.options.light }).check();
    await expect(html).toHaveAttribute("data-theme", "light");
    await page.reload();
    await expect(html).toHaveAttribute("data-theme", "light");
    expect(await isLight(page)).toBe(true);
  });
});
