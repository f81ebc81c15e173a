import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { format } from "date-fns";
import { COURSE_PAGE, CREATE_COURSE, DATE_FORMAT, NOTES, QUIZ } from "@study-well/shared";
import { buildPerson, register } from "../support/accounts";

// The offline tutor asks five questions; the report is written by a background job.
test.setTimeout(180_000);

const NOTES_TEXT = [
  ["Mitochondria", "Mitochondria release energy from glucose through cellular respiration and make ATP."],
  ["Ribosomes", "Ribosomes build proteins by joining amino acids in the order the messenger RNA gives."],
  ["Nucleus", "The nucleus holds the cell's DNA and controls which genes are read."],
] as const;
const ANSWER =
  "Mitochondria make ATP from glucose, ribosomes build proteins from amino acids, and the nucleus holds DNA.";

/** A course with one topic, one day and three text notes; the page is left on its Assessment tab. */
async function courseWithNotes(page: Page): Promise<void> {
  await register(page, buildPerson());
  await page.goto("/create-course");
  await page.getByLabel(CREATE_COURSE.courseTitle).fill("Cell biology");
  await page.getByLabel(CREATE_COURSE.courseDescription).fill("Cells and what they do");
  await page.getByRole("button", { name: CREATE_COURSE.submit }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/outline$/);
  await page.getByRole("tab", { name: COURSE_PAGE.tabs.notes }).click();
  const newTopic = page.getByPlaceholder(NOTES.newTopic);
  await newTopic.fill("Organelles");
  await newTopic.press("Enter");
  const topic = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("textbox", { name: NOTES.topicTitle }) });
  await topic.getByRole("button", { name: NOTES.addDay }).click();
  for (const [title, text] of NOTES_TEXT) {
    await topic.getByRole("button", { name: NOTES.addText }).click();
    await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill(title);
    await page.getByPlaceholder(NOTES.contentBody).fill(text);
    await page.getByPlaceholder(NOTES.contentBody).press("Control+Enter");
    await expect(topic.getByRole("article", { name: title })).toBeVisible();
  }
  await page.getByRole("tab", { name: COURSE_PAGE.tabs.assessment }).click();
  await expect(page).toHaveURL(/\/assessment$/);
}

/** An item's row: the innermost list item holding its checkbox (its day's and topic's hold it too). */
const itemRow = (page: Page, title: string): Locator =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name: title, exact: true }) })
    .last();

/** Answers until the tutor has asked its last question; `answer` types an answer and sends it. */
async function answerAll(chat: Locator, answer: (box: Locator) => Promise<void>): Promise<void> {
  const box = chat.getByRole("textbox", { name: QUIZ.chat.answer });
  const log = chat.getByRole("log");
  await expect(log.locator("p").first()).toBeVisible({ timeout: 30_000 });
  for (let turn = 0; turn < 8; turn++) {
    await expect(chat.getByText(QUIZ.chat.thinking)).toBeHidden({ timeout: 30_000 });
    if (/last question/i.test((await log.locator("p").last().textContent()) ?? "")) return;
    const before = await log.locator("p").count();
    await answer(box);
    // The answer, then the tutor's reply (and no "Thinking..." any more).
    await expect
      .poll(
        async () =>
          (await chat.getByText(QUIZ.chat.thinking).count()) === 0 &&
          (await log.locator("p").count()) === before + 2,
        { timeout: 30_000 },
      )
      .toBe(true);
  }
  throw new Error("the tutor never said the quiz was over");
}

test("select a topic, take the five-question quiz by typing, close, and open the report from a score", async ({
  page,
}) => {
  await courseWithNotes(page);
  // A second tab of the same user, open on the same course: its scores must arrive live.
  const second = await page.context().newPage();
  await second.goto(page.url());
  const quizMe = page.getByRole("button", { name: QUIZ.quizMe });
  await expect(quizMe).toBeDisabled();
  await expect(page.getByText(QUIZ.selectHint)).toBeVisible();
  await page.getByRole("checkbox", { name: "Organelles" }).check();
  for (const [title] of NOTES_TEXT) await expect(page.getByRole("checkbox", { name: title })).toBeChecked();
  await expect(page.getByText(QUIZ.readyHint)).toBeVisible();
  await quizMe.click();

  const chat = page.getByRole("dialog", { name: QUIZ.chat.title });
  await expect(chat).toBeVisible();
  await expect(chat.getByRole("log").locator("p").first()).toBeVisible({ timeout: 30_000 });
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  let answers = 0;
  await answerAll(chat, async (box) => {
    answers++;
    await box.fill(ANSWER);
    await box.press("Enter");
  });
  expect(answers).toBe(5);
  await chat.getByRole("button", { name: QUIZ.chat.close }).click();
  await expect(chat).toBeHidden();

  // Every answered item gets a score, named with today's date, its number visible.
  const today = format(new Date(), DATE_FORMAT);
  for (const [title] of NOTES_TEXT) {
    const score = itemRow(page, title).getByRole("button", { name: new RegExp(`^Score [123], ${today}$`) });
    await expect(score).toBeVisible({ timeout: 60_000 });
    await expect(score).toHaveText(/^[123]$/);
    // The other tab shows it too, without a reload (the live results stream).
    await expect(
      itemRow(second, title).getByRole("button", { name: new RegExp(`^Score [123], ${today}$`) }),
    ).toBeVisible({ timeout: 30_000 });
  }
  await second.close();
  await expect(
    page.getByRole("img", { name: /Latest scores, newest first, out of 3: [123], [123], [123]\./ }),
  ).toBeVisible();
  await expect(page.getByRole("region", { name: COURSE_PAGE.mastery })).toContainText("3 of 3 items scored");

  await itemRow(page, "Ribosomes")
    .getByRole("button", { name: /^Score / })
    .click();
  const report = page.getByRole("dialog", { name: QUIZ.report.title });
  await expect(report).toBeVisible();
  for (const heading of [
    QUIZ.report.overall,
    QUIZ.report.byTopic,
    QUIZ.report.strengths,
    QUIZ.report.improvements,
    QUIZ.report.recommendations,
  ]) {
    await expect(report.getByRole("heading", { name: heading })).toBeVisible();
  }
  for (const [title] of NOTES_TEXT) await expect(report.getByText(title, { exact: true })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await report.getByRole("button", { name: QUIZ.report.close }).click();
  await expect(report).toBeHidden();
});

test("the whole quiz from the keyboard", async ({ page }) => {
  await courseWithNotes(page);
  // Tab to the first checkbox of the tree (the topic) and tick it with Space.
  const topic = page.getByRole("checkbox", { name: "Organelles" });
  const quizMe = page.getByRole("button", { name: QUIZ.quizMe });
  await page.getByRole("tab", { name: COURSE_PAGE.tabs.assessment }).focus();
  for (let i = 0; i < 10 && !(await topic.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(topic).toBeFocused();
  await page.keyboard.press("Space");
  await expect(topic).toBeChecked();
  // Quiz Me comes before the tree: back to it with Shift+Tab.
  for (let i = 0; i < 10 && !(await quizMe.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Shift+Tab");
  }
  await expect(quizMe).toBeFocused();
  await page.keyboard.press("Enter");

  const chat = page.getByRole("dialog", { name: QUIZ.chat.title });
  const box = chat.getByRole("textbox", { name: QUIZ.chat.answer });
  await expect(box).toBeFocused();
  await answerAll(chat, async () => {
    await expect(box).toBeFocused();
    await page.keyboard.type(ANSWER);
    await page.keyboard.press("Enter");
  });
  await page.keyboard.press("Escape");
  await expect(chat).toBeHidden();

  const score = itemRow(page, "Mitochondria").getByRole("button", { name: /^Score / });
  await expect(score).toBeVisible({ timeout: 60_000 });
  // Focus went back to Quiz Me; the score comes later in the tab order.
  await expect(quizMe).toBeFocused();
  for (let i = 0; i < 15 && !(await score.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press("Tab");
  }
  await expect(score).toBeFocused();
  await page.keyboard.press("Enter");
  const report = page.getByRole("dialog", { name: QUIZ.report.title });
  await expect(report.getByRole("heading", { name: QUIZ.report.overall })).toBeVisible();
  await page.keyboard.press("Escape");
  await expect(report).toBeHidden();
  await expect(score).toBeFocused();
});
