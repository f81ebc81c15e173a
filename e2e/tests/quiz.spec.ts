import AxeBuilder from "@axe-core/playwright";
import { expect, test } from "@playwright/test";
import { format } from "date-fns";
import { COURSE_PAGE, DATE_FORMAT, QUIZ } from "@study-well/shared";
import { ANSWER, NOTES_TEXT, answerAll, courseWithNotes, itemRow } from "../support/quiz";

// The offline tutor asks five questions; the report is written by a background job.
test.setTimeout(180_000);

test("select a topic, take the five-question quiz by typing, close and get the report, then open it from a score", async ({
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
  // The quiz is over: the answer box gives way to the way to the report.
  await expect(chat.getByRole("textbox", { name: QUIZ.chat.answer })).toBeHidden();
  await expect(chat.getByRole("status")).toHaveText(QUIZ.chat.over);
  await chat.getByRole("button", { name: QUIZ.chat.finish }).click();
  await expect(chat).toBeHidden();

  // The report opens at once, saying it is being generated, and shows itself once it is written.
  const report = page.getByRole("dialog", { name: QUIZ.report.title });
  await expect(report).toBeVisible();
  await expect(report.getByRole("heading", { name: QUIZ.report.overall })).toBeVisible({ timeout: 60_000 });
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

  // Every answered item gets a score, named with today's date and the time, its number visible.
  const today = format(new Date(), DATE_FORMAT);
  for (const [title] of NOTES_TEXT) {
    const score = itemRow(page, title).getByRole("button", {
      name: new RegExp(`^Score [123], ${today} at \\d{1,2}:\\d{2} [AP]M$`),
    });
    await expect(score).toBeVisible({ timeout: 60_000 });
    await expect(score).toHaveText(/^[123]$/);
    // The other tab shows it too, without a reload (the live results stream).
    await expect(
      itemRow(second, title).getByRole("button", {
        name: new RegExp(`^Score [123], ${today} at \\d{1,2}:\\d{2} [AP]M$`),
      }),
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
  // A score opens the same report.
  await expect(report.getByRole("heading", { name: QUIZ.report.overall })).toBeVisible();
  for (const [title] of NOTES_TEXT) await expect(report.getByText(title, { exact: true })).toBeVisible();
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
