import { randomBytes } from "node:crypto";
import { readdir, readFile } from "node:fs/promises";
import path from "node:path";
import { expect, type Locator, type Page } from "@playwright/test";
import { FIELD, LOGIN, NAV, REGISTER } from "@study-well/shared";

/** The administrator the e2e server is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const E2E_ADMIN = { email: "admin@study-well.test", password: "e2e admin password" };

export function buildPerson() {
  const id = randomBytes(4).toString("hex");
  return {
    email: `learner-${id}@example.org`,
    password: `pass-${id}-word`,
    firstName: "Ada",
    lastName: `Tester${id}`,
  };
}
export type Person = ReturnType<typeof buildPerson>;

export async function login(page: Page, email: string, password: string) {
  await page.getByLabel(FIELD.email).fill(email);
  await page.getByLabel(FIELD.password, { exact: true }).fill(password);
  await page.getByRole("button", { name: LOGIN.submit, exact: true }).click();
}

export async function register(page: Page, person: Person) {
  await page.goto("/register");
  await page.getByLabel(FIELD.email).fill(person.email);
  await page.getByLabel(FIELD.password, { exact: true }).fill(person.password);
  await page.getByLabel(FIELD.firstName).fill(person.firstName);
  await page.getByLabel(FIELD.lastName).fill(person.lastName);
  await page.getByRole("button", { name: REGISTER.submit }).click();
  await expect(page).toHaveURL(/\/profile$/);
}

/** The newest link mailed to `email`, read from the server's outbox folder. */
export async function latestMailedLink(email: string): Promise<string> {
  const outbox = path.join(process.env.E2E_DATA_DIR ?? "", "outbox");
  for (let attempt = 0; attempt < 50; attempt++) {
    const names = (await readdir(outbox).catch(() => [] as string[]))
      .filter((n) => n.endsWith(".eml"))
      .sort();
    for (const name of names.reverse()) {
      const mail = (await readFile(path.join(outbox, name), "utf8"))
        .replace(/=\r?\n/g, "")
        .replace(/=3D/g, "=")
        // A header too long for one line (a long address) goes on indented lines: unfold it.
        .replace(/\r?\n[ \t]+/g, " ");
      const link = mail.includes(`To: ${email}`) && /https?:\/\/\S+oobCode=\S+/.exec(mail)?.[0];
      if (link) return link;
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`no mail to ${email} in ${outbox}`);
}

/** The text colour of the element as [r, g, b], whatever colour space the CSS uses. */
export async function textRgb(locator: Locator): Promise<number[]> {
  return locator.evaluate((el) => {
    const ctx = document.createElement("canvas").getContext("2d");
    if (!ctx) return [];
    ctx.fillStyle = getComputedStyle(el).color;
    ctx.fillRect(0, 0, 1, 1);
    return [...ctx.getImageData(0, 0, 1, 1).data.slice(0, 3)];
  });
}

/** Signs in through the form and waits until the app has left /login. */
export async function signIn(page: Page, email: string, password: string) {
  await login(page, email, password);
  await expect(page).not.toHaveURL(/\/login$/);
}

/** Signs out with the navigation's Logout and waits for the login page. */
export async function logout(page: Page) {
  await page.getByRole("button", { name: NAV.logout }).click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole("heading", { level: 1, name: LOGIN.title })).toBeVisible();
}
