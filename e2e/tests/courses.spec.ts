import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Page } from "@playwright/test";
import { format } from "date-fns";
import {
  COURSE_PAGE,
  COURSES,
  CREATE_COURSE,
  DATE_FORMAT,
  DISMISS,
  NAV,
  NOTES,
  OUTLINE,
} from "@study-well/shared";
import { buildPerson, register } from "../support/accounts";

async function createCourse(page: Page, title: string, description: string) {
  await page.goto("/create-course");
  await page.getByLabel(CREATE_COURSE.courseTitle).fill(title);
  await page.getByLabel(CREATE_COURSE.courseDescription).fill(description);
  await page.getByRole("button", { name: CREATE_COURSE.submit }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/outline$/);
  return page.url().replace(/\/outline$/, "");
}

/** The topics of the notes tab, in order (only a topic holds a topic-title field). */
const topics = (page: Page) =>
  page.getByRole("listitem").filter({ has: page.getByRole("textbox", { name: NOTES.topicTitle }) });
const topicTitle = (page: Page, index: number) =>
  topics(page).nth(index).getByRole("textbox", { name: NOTES.topicTitle });

test("courses list, create with the spec's messages, and the card linking to the course", async ({
  page,
}) => {
  await register(page, buildPerson());
  await page.getByRole("link", { name: NAV.courses, exact: true }).click();
  await expect(page.getByText(COURSES.empty)).toBeVisible();
  await page.getByRole("link", { name: COURSES.create }).click();
  await expect(page).toHaveURL(/\/create-course$/);

  await page.getByLabel(CREATE_COURSE.courseTitle).fill("Organic Chemistry");
  await page.getByRole("button", { name: CREATE_COURSE.submit }).click();
  await expect(page.getByText(CREATE_COURSE.fillAll)).toBeVisible();
  await page.getByLabel(CREATE_COURSE.courseDescription).fill("Carbon and its compounds");
  await page.getByRole("button", { name: CREATE_COURSE.submit }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/outline$/);
  await expect(page.getByRole("heading", { level: 1, name: "Organic Chemistry" })).toBeVisible();
  await expect(page.getByText("Carbon and its compounds")).toBeVisible();
  await expect(page.getByRole("heading", { name: COURSE_PAGE.mastery })).toBeVisible();

  await page.getByRole("link", { name: NAV.courses, exact: true }).click();
  const card = page.getByRole("link", { name: /Organic Chemistry/ });
  await expect(card).toContainText("Carbon and its compounds");
  await card.click();
  await expect(page.getByRole("heading", { level: 1, name: "Organic Chemistry" })).toBeVisible();
});

test("edit-course dialog: Save Changes and Cancel, with no accessibility violations while open", async ({
  page,
}) => {
  await register(page, buildPerson());
  await createCourse(page, "Physics", "Forces");
  await page.getByRole("button", { name: COURSE_PAGE.edit }).click();
  const dialog = page.getByRole("dialog", { name: COURSE_PAGE.editTitle });
  await expect(dialog).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  await dialog.getByLabel(CREATE_COURSE.courseTitle).fill("Classical Physics");
  await dialog.getByLabel(CREATE_COURSE.courseDescription).fill("   ");
  await dialog.getByRole("button", { name: COURSE_PAGE.save }).click();
  await expect(page.getByRole("heading", { level: 1, name: "Classical Physics" })).toBeVisible();
  await expect(page.getByText("Forces", { exact: true })).toBeVisible();

  await page.getByRole("button", { name: COURSE_PAGE.edit }).click();
  await dialog.getByLabel(CREATE_COURSE.courseTitle).fill("Not this");
  await dialog.getByRole("button", { name: COURSE_PAGE.cancel }).click();
  await expect(dialog).toBeHidden();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Classical Physics" })).toBeVisible();

  // The browser's Back closes the dialog and stays on the course (QA: it left the page).
  const address = page.url();
  await page.getByRole("button", { name: COURSE_PAGE.edit }).click();
  await expect(dialog).toBeVisible();
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(address);
  await expect(page.getByRole("heading", { level: 1, name: "Classical Physics" })).toBeVisible();

  // Reloaded with the dialog open and something typed, the dialog is back; one Back closes it
  // and the next leaves the course (before, a second step back to the same page stood between).
  await page.getByRole("button", { name: COURSE_PAGE.edit }).click();
  await dialog.getByLabel(CREATE_COURSE.courseTitle).fill("Modern Physics");
  await page.reload();
  await expect(dialog.getByLabel(CREATE_COURSE.courseTitle)).toHaveValue("Modern Physics");
  await page.goBack();
  await expect(dialog).toBeHidden();
  expect(page.url()).toBe(address);
  await page.goBack();
  await expect(page).not.toHaveURL(address);

  // Reloaded with the dialog open and nothing typed, it is not back, and one Back leaves the course
  // (QA: the first Back did nothing).
  await page.goForward();
  await expect(page).toHaveURL(address);
  await page.getByRole("button", { name: COURSE_PAGE.edit }).click();
  await expect(dialog).toBeVisible();
  await page.reload();
  await expect(page.getByRole("heading", { level: 1, name: "Classical Physics" })).toBeVisible();
  await expect(dialog).toBeHidden();
  await page.goBack();
  await expect(page).not.toHaveURL(address);
});

test("outline: summary saved on blur, objectives added, edited and deleted, all kept after reload", async ({
  page,
}) => {
  await register(page, buildPerson());
  const url = await createCourse(page, "Biology", "Cells");
  await expect(page.getByRole("tab", { name: COURSE_PAGE.tabs.outline })).toHaveAttribute(
    "aria-selected",
    "true",
  );

  await page.getByLabel(OUTLINE.summary).fill("How living cells work.");
  await page.getByLabel(OUTLINE.summary).blur();
  const add = page.getByPlaceholder(OUTLINE.newObjective);
  await add.fill("Describe the cell membrane");
  await add.press("Enter");
  await add.fill("Explain mitosis");
  await add.press("Enter");
  await add.fill("   ");
  await add.press("Enter");
  await expect(page.getByRole("textbox", { name: `${OUTLINE.objectiveText} 2` })).toHaveValue(
    "Explain mitosis",
  );
  await expect(page.getByRole("textbox", { name: `${OUTLINE.objectiveText} 3` })).toHaveCount(0);

  const first = page.getByRole("textbox", { name: `${OUTLINE.objectiveText} 1` });
  await first.fill("Describe the plasma membrane");
  await first.press("Enter");
  await page.getByRole("button", { name: OUTLINE.deleteObjective }).nth(1).click();
  await expect(page.getByRole("textbox", { name: `${OUTLINE.objectiveText} 2` })).toHaveCount(0);

  await page.goto(`${url}/outline`);
  await expect(page.getByLabel(OUTLINE.summary)).toHaveValue("How living cells work.");
  await expect(page.getByRole("textbox", { name: `${OUTLINE.objectiveText} 1` })).toHaveValue(
    "Describe the plasma membrane",
  );
  await expect(page.getByRole("textbox", { name: `${OUTLINE.objectiveText} 2` })).toHaveCount(0);
  // A summary typed as the page is reloaded is kept, and saved as leaving the field would have.
  await page.getByLabel(OUTLINE.summary).fill("How living cells work and divide.");
  const saved = page.waitForResponse(
    (response) => response.url().endsWith("/outline/summary") && response.request().method() === "PUT",
  );
  await page.reload();
  expect((await saved).ok()).toBe(true);
  await expect(page.getByLabel(OUTLINE.summary)).toHaveValue("How living cells work and divide.");
  // A page of its own, with nothing kept, reads it from the server. With a summary the course now
  // opens on its notes.
  const other = await page.context().newPage();
  await other.goto(url);
  await expect(other).toHaveURL(/\/notes$/);
  await other.getByRole("tab", { name: COURSE_PAGE.tabs.outline }).click();
  await expect(other.getByLabel(OUTLINE.summary)).toHaveValue("How living cells work and divide.");
  await other.close();
});

test("course notes: topics, days, the date picker, notes, confirmations, and a reload", async ({ page }) => {
  // (a long walk through the notes, and a toast's Undo waited out: more than a minute on a busy machine)
  test.slow();
  await register(page, buildPerson());
  const url = await createCourse(page, "Chemistry", "Carbon");
  await page.getByRole("tab", { name: COURSE_PAGE.tabs.notes }).click();
  await expect(page).toHaveURL(/\/notes$/);
  await expect(page.getByText(NOTES.noTopics)).toBeVisible();

  const newTopic = page.getByPlaceholder(NOTES.newTopic);
  await newTopic.fill("Alkanes");
  await newTopic.press("Enter");
  await newTopic.fill("Alkenes");
  await newTopic.press("Enter");
  await expect(topics(page)).toHaveCount(2);
  await expect(topicTitle(page, 0)).toHaveValue("Alkanes");
  await expect(topicTitle(page, 1)).toHaveValue("Alkenes");

  // Rename inline, saved on Enter.
  await topicTitle(page, 0).fill("Alkanes and cycloalkanes");
  await topicTitle(page, 0).press("Enter");
  const topic = topics(page).nth(0);

  // A day for today, shown as a long date; then moved with the date picker.
  await topic.getByRole("button", { name: NOTES.addDay }).click();
  const today = format(new Date(), DATE_FORMAT);
  const dateButton = topic.getByRole("button", { name: new RegExp(`^${today}`) });
  await expect(dateButton).toHaveText(today);
  await dateButton.click();
  const calendar = page.getByRole("dialog");
  // The selected day in the app's indigo (brand-700), not the picker's default blue.
  const selectedDay = calendar.locator(".rdp-selected .rdp-day_button");
  await expect(selectedDay).toHaveCSS("border-color", "rgb(67, 56, 202)");
  await calendar.getByRole("button", { name: /15th/ }).click();
  const moved = format(new Date(new Date().getFullYear(), new Date().getMonth(), 15), DATE_FORMAT);
  const movedButton = topic.getByRole("button", { name: new RegExp(`^${moved}`) });
  await expect(movedButton).toBeVisible();
  await expect(calendar).toBeHidden();
  await expect(movedButton).toBeFocused();
  // From the keyboard: Enter opens it (said to be expanded), Escape closes it, focus comes back;
  // a second click on the date closes it too.
  await movedButton.press("Enter");
  await expect(calendar.getByRole("grid")).toBeVisible();
  await expect(movedButton).toHaveAttribute("aria-expanded", "true");
  // The day's own date has the focus, not the month buttons (QA).
  await expect(calendar.getByRole("button", { name: /15th/ })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(calendar).toBeHidden();
  await expect(movedButton).toBeFocused();
  await expect(movedButton).toHaveAttribute("aria-expanded", "false");
  await movedButton.click();
  await expect(calendar).toBeVisible();
  await movedButton.click();
  await expect(calendar).toBeHidden();

  // Notes: Ctrl+Enter saves, Escape cancels.
  await topic.getByRole("button", { name: NOTES.addText }).click();
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill("Naming");
  await page.getByPlaceholder(NOTES.contentBody).fill("Longest chain first.");
  await page.getByPlaceholder(NOTES.contentBody).press("Control+Enter");
  const note = topic.getByRole("article", { name: "Naming" });
  await expect(note).toContainText("Longest chain first.");
  await expect(note.locator("time")).toHaveText(/^\d{1,2}:\d{2} [AP]M$/);
  await topic.getByRole("button", { name: NOTES.addText }).click();
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill("Discarded");
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).press("Escape");
  await expect(page.getByPlaceholder(NOTES.contentTitle, { exact: true })).toHaveCount(0);
  // The focus is back where the form was opened, not lost to the page.
  await expect(topic.getByRole("button", { name: NOTES.addText })).toBeFocused();
  await topic.getByRole("button", { name: NOTES.addText }).click();
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill("Isomers");
  await page.getByPlaceholder(NOTES.contentBody).fill("Same formula, other structure.");
  await page.getByRole("button", { name: NOTES.save }).click();

  // Edit with Save, delete without asking, with an Undo.
  await note.getByRole("button", { name: NOTES.editContent }).click();
  await page.getByPlaceholder(NOTES.contentBody).fill("Find the longest chain first.");
  await page.getByRole("button", { name: NOTES.save }).click();
  await expect(topic.getByRole("article", { name: "Naming" })).toContainText("Find the longest chain first.");
  const deleteIsomers = () =>
    topic
      .getByRole("article", { name: "Isomers" })
      .getByRole("button", { name: NOTES.deleteContent })
      .click();
  await deleteIsomers();
  await expect(topic.getByRole("article", { name: "Isomers" })).toHaveCount(0);
  const toast = page.getByText(NOTES.contentDeleted("Isomers")).locator("..");
  await expect(toast).toBeVisible();
  const toastShown = Date.now();
  // The toast hides nothing for good: at a phone's width, the page's end scrolls out from under it.
  await page.setViewportSize({ width: 390, height: 700 });
  await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
  const newTopicBox = await newTopic.boundingBox();
  const toastTop = (await toast.boundingBox())?.y ?? 0;
  expect((newTopicBox?.y ?? Infinity) + (newTopicBox?.height ?? 0)).toBeLessThanOrEqual(toastTop);
  // And what the keyboard moves to beneath it is scrolled clear of it.
  await newTopic.evaluate((element) =>
    window.scrollBy(0, element.getBoundingClientRect().bottom - innerHeight + 10),
  );
  // (from what comes before it, reached without scrolling)
  await newTopic.evaluate((element) => {
    const stops = [...document.querySelectorAll<HTMLElement>("button, input, textarea, a[href]")].filter(
      (stop) => stop.tabIndex >= 0 && stop.offsetParent !== null && !stop.matches(":disabled"),
    );
    stops[stops.indexOf(element as HTMLElement) - 1]?.focus({ preventScroll: true });
  });
  await page.keyboard.press("Tab");
  await expect(newTopic).toBeFocused();
  const focusedBox = await newTopic.boundingBox();
  expect((focusedBox?.y ?? Infinity) + (focusedBox?.height ?? 0)).toBeLessThanOrEqual(toastTop);
  await page.setViewportSize({ width: 1280, height: 720 });
  // Nor does it sit over a dialog: it waits beneath it, its time standing still.
  await page.getByRole("button", { name: COURSE_PAGE.edit }).click();
  await expect(page.getByRole("dialog", { name: COURSE_PAGE.editTitle })).toBeVisible();
  const onTop = await toast.evaluate((element) => {
    const box = element.getBoundingClientRect();
    return element.contains(document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2));
  });
  expect(onTop).toBe(false);
  // (until the Undo's 8 s are over since it showed)
  await page.waitForTimeout(Math.max(0, toastShown + 8_500 - Date.now()));
  await page.keyboard.press("Escape");
  await expect(page.getByRole("dialog", { name: COURSE_PAGE.editTitle })).toBeHidden();
  await page.getByRole("button", { name: NOTES.undoDelete("Isomers") }).click();
  await expect(topic.getByRole("article", { name: "Isomers" })).toBeFocused();
  await expect(page.getByText(NOTES.contentDeleted("Isomers"))).toHaveCount(0);
  // Ctrl+Z does the same (the focus, gone on from the deleted note, is on a button, not a field).
  await deleteIsomers();
  await expect(topic.getByRole("article", { name: "Isomers" })).toHaveCount(0);
  await page.keyboard.press("Control+z");
  await expect(topic.getByRole("article", { name: "Isomers" })).toBeVisible();
  // Once its toast has gone, the delete is sent.
  await deleteIsomers();
  const deleted = page.waitForResponse(
    (response) => response.request().method() === "DELETE" && response.url().includes("/content/"),
  );
  await page.getByRole("button", { name: DISMISS }).click();
  expect((await deleted).status()).toBe(204);
  await expect(topic.getByRole("article", { name: "Isomers" })).toHaveCount(0);

  // Offline, the Undo is offered all the same, and puts the note back there and then.
  await page.context().setOffline(true);
  await topic
    .getByRole("article", { name: "Naming" })
    .getByRole("button", { name: NOTES.deleteContent })
    .click();
  await page.getByRole("button", { name: NOTES.undoDelete("Naming") }).click();
  await expect(topic.getByRole("article", { name: "Naming" })).toBeFocused();
  await page.context().setOffline(false);

  // Collapse and expand.
  await topic.getByRole("button", { name: NOTES.collapse }).first().click();
  await expect(topic.getByRole("article", { name: "Naming" })).toBeHidden();
  await topic.getByRole("button", { name: NOTES.expand }).first().click();
  await expect(topic.getByRole("article", { name: "Naming" })).toBeVisible();

  // The page with topics, days and notes in it has no accessibility violations either.
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A note half written as the page is reloaded is there again, to finish or cancel.
  await topic.getByRole("button", { name: NOTES.addText }).click();
  await page.getByPlaceholder(NOTES.contentBody).fill("Half written");

  // Everything else is on the server.
  await page.reload();
  await expect(page.getByPlaceholder(NOTES.contentBody)).toHaveValue("Half written");
  await page.getByRole("button", { name: NOTES.cancel }).click();
  await expect(page.getByPlaceholder(NOTES.contentBody)).toHaveCount(0);
  await expect(topicTitle(page, 0)).toHaveValue("Alkanes and cycloalkanes");
  await expect(page.getByRole("article", { name: "Naming" })).toContainText("Find the longest chain first.");
  await expect(page.getByRole("button", { name: new RegExp(`^${moved}`) })).toBeVisible();

  // Deleting a day with content asks, stating the count; so does a topic with content.
  const reloaded = topics(page).nth(0);
  await reloaded.getByRole("button", { name: NOTES.deleteDay }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(NOTES.confirmDeleteDay(1));
  await confirm.getByRole("button", { name: NOTES.cancel }).click();
  await expect(page.getByRole("article", { name: "Naming" })).toBeVisible();
  await reloaded.getByRole("button", { name: NOTES.deleteTopic }).click();
  await expect(confirm).toContainText(NOTES.confirmDeleteTopic("Alkanes and cycloalkanes"));
  await confirm.getByRole("button", { name: NOTES.confirm }).click();
  await expect(topics(page)).toHaveCount(1);
  await expect(topicTitle(page, 0)).toHaveValue("Alkenes");

  // A topic without content goes without asking.
  await topics(page).nth(0).getByRole("button", { name: NOTES.deleteTopic }).click();
  await expect(page.getByText(NOTES.noTopics)).toBeVisible();
  await page.goto(`${url}/notes`);
  await expect(page.getByText(NOTES.noTopics)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
});

test("an unknown course shows a placeholder course, and another user's course is not theirs", async ({
  browser,
}) => {
  const owner = await (await browser.newContext()).newPage();
  await register(owner, buildPerson());
  const url = await createCourse(owner, "Private notes", "Mine only");

  const other = await (await browser.newContext()).newPage();
  await register(other, buildPerson());
  await other.goto(`${url}/notes`);
  await expect(other.getByRole("heading", { level: 1, name: "Untitled Course" })).toBeVisible();
  await expect(other.getByText("No description available")).toBeVisible();
  await expect(other.getByText(COURSE_PAGE.notFound)).toBeVisible();
  await expect(other.getByText("Private notes")).toHaveCount(0);
  // Its outline has nothing to read or type: it says so, with no empty box.
  await other.getByRole("tab", { name: COURSE_PAGE.tabs.outline }).click();
  await expect(other.getByText(OUTLINE.noSummary)).toBeVisible();
  await expect(other.getByRole("textbox", { name: OUTLINE.summary })).toHaveCount(0);
});
