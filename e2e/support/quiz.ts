import { expect, type Locator, type Page } from "@playwright/test";
import { COURSE_PAGE, CREATE_COURSE, NOTES, QUIZ } from "@study-well/shared";
import { buildPerson, register } from "./accounts";

export const NOTES_TEXT = [
  [
    "Mitochondria",
    "Mitochondria release energy from glucose through cellular respiration and make ATP. They have a folded inner membrane called the cristae.",
  ],
  [
    "Ribosomes",
    "Ribosomes build proteins by joining amino acids in the order the messenger RNA gives. Some float in the cytoplasm and others sit on the rough endoplasmic reticulum.",
  ],
  [
    "Nucleus",
    "The nucleus holds the cell's DNA and controls which genes are read. A double membrane called the nuclear envelope surrounds it.",
  ],
] as const;
export const ANSWER =
  "Mitochondria make ATP from glucose, ribosomes build proteins from amino acids, and the nucleus holds DNA.";

/** A course with one topic, one day and three text notes; the page is left on its Assessment tab. */
export async function courseWithNotes(page: Page): Promise<void> {
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
export const itemRow = (page: Page, title: string): Locator =>
  page
    .getByRole("listitem")
    .filter({ has: page.getByRole("checkbox", { name: title, exact: true }) })
    .last();

/** Answers until the tutor has asked its last question; `answer` types an answer and sends it. */
export async function answerAll(chat: Locator, answer: (box: Locator) => Promise<void>): Promise<void> {
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
