import { expect, test } from "@playwright/test";
import {
  ADMIN_WAITLIST,
  COURSE_PAGE,
  CREATE_COURSE,
  FIELD,
  LOGIN,
  NAV,
  preferredModelNotice,
  PROFILE,
  RESET,
  SETTINGS,
  WAITLIST,
  WELCOME_PASSWORD,
} from "@study-well/shared";
import {
  E2E_ADMIN,
  buildPerson,
  latestMailedLink,
  login,
  logout,
  register,
  signIn,
  textRgb,
} from "../support/accounts";

test("join the waitlist, get activated, set a password, sign in where you were going, sign out", async ({
  browser,
}) => {
  // Two people's whole journey through a dozen pages: on a busy machine it has taken over 40 s.
  test.setTimeout(120_000);
  const person = buildPerson();
  const visitor = await (await browser.newContext()).newPage();
  await visitor.goto("/");
  await visitor
    .getByRole("navigation", { name: "Main" })
    .getByRole("link", { name: NAV.joinWaitlist })
    .click();
  await visitor.getByLabel(FIELD.email).fill(person.email);
  await visitor.getByLabel(FIELD.firstName).fill(person.firstName);
  await visitor.getByLabel(FIELD.lastName).fill(person.lastName);
  await visitor.getByRole("button", { name: WAITLIST.submit }).click();
  await expect(visitor.getByText(WAITLIST.success)).toBeVisible();
  // The form gives way to the news, with the way home.
  await expect(visitor.getByLabel(FIELD.email)).toHaveCount(0);
  await expect(visitor.getByRole("link", { name: WAITLIST.backHome })).toHaveAttribute("href", "/");

  // Joining twice (the page opened again) is refused in the spec's words.
  await visitor.goto("/join-waitlist");
  await visitor.getByLabel(FIELD.email).fill(person.email);
  await visitor.getByLabel(FIELD.firstName).fill(person.firstName);
  await visitor.getByLabel(FIELD.lastName).fill(person.lastName);
  await visitor.getByRole("button", { name: WAITLIST.submit }).click();
  await expect(visitor.getByText(WAITLIST.duplicate)).toBeVisible();

  const admin = await (await browser.newContext()).newPage();
  await admin.goto("/login");
  await signIn(admin, E2E_ADMIN.email, E2E_ADMIN.password);
  await admin.getByRole("link", { name: NAV.waitlist, exact: true }).click();
  await expect(admin.getByRole("heading", { name: ADMIN_WAITLIST.title })).toBeVisible();
  const row = admin.getByRole("listitem").filter({ hasText: person.email });
  await expect(row).toContainText(`${person.firstName} ${person.lastName}`);
  await row.getByRole("button", { name: ADMIN_WAITLIST.activate }).click();
  await expect(admin.getByText(ADMIN_WAITLIST.activated(person.email))).toBeVisible();
  // The entry is deleted and removed from the list (the spec), and stays away after a reload.
  await expect(row).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole("heading", { name: ADMIN_WAITLIST.title })).toBeVisible();
  await expect(admin.getByRole("listitem").filter({ hasText: person.email })).toHaveCount(0);

  // An entry nobody should activate is removed, after a question, without an account.
  const stranger = buildPerson();
  const joined = await admin.request.post("/api/waitlist", {
    data: { email: stranger.email, firstName: stranger.firstName, lastName: stranger.lastName },
  });
  expect(joined.status()).toBe(201);
  await admin.reload();
  const strangerRow = admin.getByRole("listitem").filter({ hasText: stranger.email });
  await strangerRow.getByRole("button", { name: ADMIN_WAITLIST.remove }).click();
  const question = admin.getByRole("alertdialog", { name: ADMIN_WAITLIST.confirmRemoveTitle });
  await expect(question).toContainText(ADMIN_WAITLIST.confirmRemove(stranger.email));
  await question.getByRole("button", { name: ADMIN_WAITLIST.remove }).click();
  await expect(admin.getByText(ADMIN_WAITLIST.removed(stranger.email))).toBeVisible();
  await expect(strangerRow).toHaveCount(0);
  await admin.reload();
  await expect(admin.getByRole("heading", { name: ADMIN_WAITLIST.title })).toBeVisible();
  await expect(strangerRow).toHaveCount(0);

  await visitor.goto(await latestMailedLink(person.email));
  await expect(visitor.getByRole("heading", { name: WELCOME_PASSWORD.title })).toBeVisible();
  await expect(visitor.getByText(WELCOME_PASSWORD.forAccount(person.email))).toBeVisible();
  await visitor.getByLabel(WELCOME_PASSWORD.passwordLabel, { exact: true }).fill(person.password);
  await visitor.getByLabel(WELCOME_PASSWORD.confirmLabel, { exact: true }).fill(person.password);
  await visitor.getByRole("button", { name: WELCOME_PASSWORD.submit }).click();
  await expect(visitor.getByText(WELCOME_PASSWORD.success)).toBeVisible();
  await expect(visitor).toHaveURL(/\/login$/, { timeout: 6000 });

  await visitor.goto("/");
  await visitor.goto("/settings");
  await expect(visitor).toHaveURL(/\/login$/);
  await login(visitor, person.email, person.password);
  await expect(visitor).toHaveURL(/\/settings$/);
  await expect(visitor.getByLabel(FIELD.preferredModel)).toHaveValue("gemini");
  // The login page was replaced in history: going back returns to the page before it.
  await visitor.goBack();
  await expect(visitor).toHaveURL(/\/$/);
  await visitor.goForward();

  await visitor.getByRole("button", { name: NAV.logout }).click();
  await expect(visitor).toHaveURL(/\/login$/);
  await expect(visitor.getByRole("link", { name: NAV.login })).toBeVisible();
  await visitor.goto("/profile");
  await expect(visitor).toHaveURL(/\/login$/);
});

test("register, land on the profile, update it, and keep it after a reload", async ({ page }) => {
  const person = buildPerson();
  await register(page, person);
  await expect(page.getByLabel(FIELD.email)).toHaveValue(person.email);
  await expect(page.getByLabel(FIELD.lastLogin)).toHaveValue(/\w+ \d{1,2}, \d{4} at \d{1,2}:\d{2} [AP]M/);

  await page.getByLabel(FIELD.firstName).fill("Augusta");
  await page.getByRole("button", { name: PROFILE.submit }).click();
  await expect(page.getByText(PROFILE.success)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(FIELD.firstName)).toHaveValue("Augusta");

  // Registering the same email again shows the identity service's message in red.
  await logout(page);
  await page.goto("/register");
  await page.getByLabel(FIELD.email).fill(person.email);
  await page.getByLabel(FIELD.password, { exact: true }).fill(person.password);
  await page.getByLabel(FIELD.firstName).fill("A");
  await page.getByLabel(FIELD.lastName).fill("B");
  await page.getByRole("button", { name: "Register" }).click();
  const alert = page.getByRole("alert");
  await expect(alert).toHaveText("The email address is already in use by another account.");
  const [r = 0, g = 0, b = 0] = await textRgb(alert);
  expect(r, "shown in red").toBeGreaterThan(150);
  expect(Math.max(g, b), "shown in red").toBeLessThan(80);
});

test("settings: choose Claude, see the message clear after 3 seconds, keep the choice", async ({ page }) => {
  await register(page, buildPerson());
  await page.getByRole("link", { name: NAV.settings }).click();
  const select = page.getByLabel(FIELD.preferredModel);
  await expect(select).toHaveValue("gemini");
  await expect(select.locator("option")).toHaveText([SETTINGS.options.gemini, SETTINGS.options.claude]);
  // This server has no model configured: the page says the offline engine answers.
  await expect(select).toHaveAccessibleDescription(preferredModelNotice("gemini", "offline-extractive"));
  await select.selectOption({ label: SETTINGS.options.claude });
  const message = page.getByText(SETTINGS.updated);
  await expect(message).toBeVisible();
  await expect(message).toBeHidden({ timeout: 5000 });
  await page.reload();
  await expect(page.getByLabel(FIELD.preferredModel)).toHaveValue("claude");
});

test("login: the spec's messages, and the busy button while signing in", async ({ page }) => {
  const person = buildPerson();
  await register(page, person);
  await logout(page);

  await login(page, "nobody-here@example.org", "whatever1");
  await expect(page.getByText(LOGIN.errors["auth/user-not-found"] ?? "")).toBeVisible();
  await login(page, person.email, "wrong password");
  await expect(page.getByText(LOGIN.errors["auth/wrong-password"] ?? "")).toBeVisible();

  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route("**/api/auth/sign-in", async (route) => {
    await held;
    await route.continue();
  });
  await login(page, person.email, person.password);
  const busy = page.getByRole("button", { name: LOGIN.submitting });
  await expect(busy).toBeDisabled();
  release();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole("button", { name: NAV.logout })).toBeVisible();
});

test("reset page without a code, with a bad code, and with an empty email", async ({ page }) => {
  await page.goto("/reset-password");
  await expect(page.getByText(RESET.noCode)).toBeVisible();
  await page.getByRole("button", { name: RESET.request }).click();
  await expect(page.getByText(RESET.emailRequired)).toBeVisible();

  await page.goto("/reset-password?oobCode=not-a-real-code");
  await expect(page.getByText(RESET.invalidCode)).toBeVisible();
  // An address with no account is answered like any other: the page reveals nothing.
  await page.getByLabel(FIELD.email).fill("nobody-at-all@example.org");
  await page.getByRole("button", { name: RESET.request }).click();
  await expect(page.getByText(RESET.linkSent)).toBeVisible();
  await expect(page.getByText(RESET.invalidCode)).toBeHidden();

  const person = buildPerson();
  await register(page, person);
  await logout(page);
  await page.goto("/reset-password");
  await page.getByLabel(FIELD.email).fill(person.email);
  await page.getByRole("button", { name: RESET.request }).click();
  await expect(page.getByText(RESET.linkSent)).toBeVisible();

  await page.goto(await latestMailedLink(person.email));
  await page.getByLabel(FIELD.newPassword, { exact: true }).fill("abcdefg");
  await page.getByLabel(FIELD.confirmPassword).fill("abcdefh");
  await page.getByRole("button", { name: RESET.submit }).click();
  await expect(page.getByText(RESET.mismatch)).toBeVisible();
  await page.getByLabel(FIELD.newPassword, { exact: true }).fill("abc");
  await page.getByLabel(FIELD.confirmPassword).fill("abc");
  await page.getByRole("button", { name: RESET.submit }).click();
  await expect(page.getByText(RESET.tooShort)).toBeVisible();
});

test("a non-admin opening /admin/waitlist is sent home", async ({ page }) => {
  await register(page, buildPerson());
  await expect(page.getByRole("link", { name: NAV.waitlist, exact: true })).toHaveCount(0);
  await page.goto("/admin/waitlist");
  await expect(page).toHaveURL(/\/$/);
});

test("signing out in one tab signs out the other, and the next person there sees nothing of the last", async ({
  browser,
  context,
}) => {
  const other = buildPerson();
  await register(await (await browser.newContext()).newPage(), other);
  const first = await context.newPage();
  await register(first, buildPerson());
  await first.goto("/create-course");
  await first.getByLabel(CREATE_COURSE.courseTitle).fill("My private diary course");
  await first.getByLabel(CREATE_COURSE.courseDescription).fill("Nobody else reads this");
  await first.getByRole("button", { name: CREATE_COURSE.submit }).click();
  await expect(first).toHaveURL(/\/course\/[0-9a-f-]{36}\/outline$/);
  const second = await context.newPage();
  await second.goto(first.url());
  await expect(second.getByRole("heading", { name: "My private diary course" })).toBeVisible();

  await first.getByRole("button", { name: NAV.logout }).click();
  await expect(second).toHaveURL(/\/login$/);
  await expect(second.getByRole("link", { name: NAV.login })).toBeVisible();
  // Someone else signs in on that tab, which then goes back to where it was: not theirs to see.
  await login(second, other.email, other.password);
  await expect(second.getByText(COURSE_PAGE.notFound)).toBeVisible();
  await expect(second.getByText("My private diary course")).toHaveCount(0);
});
