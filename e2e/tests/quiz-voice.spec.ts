import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Locator, type Page } from "@playwright/test";
import { FIELD, QUIZ, SETTINGS } from "@study-well/shared";
import { CHROMIUM_ARGS, findChromium } from "../support/chromium";
import { FIRST_READING } from "../support/media";
import { ANSWER, courseWithNotes } from "../support/quiz";

// Recognising speech offline takes a few seconds on a busy machine.
test.setTimeout(120_000);

/** Opens a quiz on the course's notes; resolves once the tutor has asked its first question. */
async function openQuiz(page: Page): Promise<Locator> {
  await courseWithNotes(page);
  await page.getByRole("checkbox", { name: "Organelles" }).check();
  await page.getByRole("button", { name: QUIZ.quizMe }).click();
  const chat = page.getByRole("dialog", { name: QUIZ.chat.title });
  await expect(chat.getByRole("log").locator("p")).toHaveCount(1, { timeout: 30_000 });
  return chat;
}

/** The student's answers in the chat, as a screen reader hears them ("You: ..."). */
const answers = (chat: Locator) =>
  chat
    .getByRole("log")
    .locator("p")
    .filter({ hasText: /^You: / });

// Chromium's fake microphone plays a recording of a person reading (pocketsphinx's test data). A
// page the microphone was not granted to is refused it, as when a student says no.
test.use({
  launchOptions: {
    executablePath: findChromium(),
    args: [
      ...CHROMIUM_ARGS,
      "--use-fake-device-for-media-stream",
      `--use-file-for-fake-audio-capture=${FIRST_READING}`,
      "--deny-permission-prompts",
    ],
  },
});

test.describe("answering by voice", () => {
  test.use({ permissions: ["microphone"] });

  test("holding the microphone records an answer that is transcribed and sent; Space works too", async ({
    page,
  }) => {
    const chat = await openQuiz(page);
    const mic = chat.getByRole("button", { name: QUIZ.chat.holdToRecord });
    await expect(mic).toBeEnabled();

    const transcribed = page.waitForResponse((res) =>
      /\/api\/quiz-sessions\/[^/]+\/transcribe$/.test(res.url()),
    );
    await mic.hover();
    await page.mouse.down();
    await expect(mic).toHaveAttribute("aria-pressed", "true");
    // Recording is said in words too, not by the button's colour alone.
    await expect(chat.getByText(QUIZ.chat.recording)).toBeVisible();
    await page.waitForTimeout(4000);
    await page.mouse.up();
    expect((await transcribed).status()).toBe(200);
    // The words heard become the student's message, and the tutor answers it.
    await expect(answers(chat)).toHaveCount(1, { timeout: 30_000 });
    const said = ((await answers(chat).first().textContent()) ?? "").replace(/^You: /, "");
    expect(said.split(/\s+/).filter(Boolean).length).toBeGreaterThanOrEqual(3);
    await expect(chat.getByRole("log").locator("p")).toHaveCount(3, { timeout: 30_000 });
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // From the keyboard: hold Space on the focused button.
    await mic.focus();
    await page.keyboard.down(" ");
    await expect(mic).toHaveAttribute("aria-pressed", "true");
    await page.waitForTimeout(3000);
    await page.keyboard.up(" ");
    await expect(answers(chat)).toHaveCount(2, { timeout: 30_000 });
  });

  test("a tap is not an answer: the student is told to hold the button", async ({ page }) => {
    const chat = await openQuiz(page);
    await chat.getByRole("button", { name: QUIZ.chat.holdToRecord }).click();
    await expect(chat.getByRole("alert")).toHaveText(QUIZ.chat.holdLonger);
    await expect(answers(chat)).toHaveCount(0);
  });
});

test("Read replies aloud speaks each new reply in the voice chosen in Settings", async ({ page }) => {
  await courseWithNotes(page);
  const course = page.url();
  await page.goto("/settings");
  const voice = page.getByLabel(FIELD.lectureVoice);
  await voice.selectOption({ label: SETTINGS.voices.rms });
  await expect(page.getByText(SETTINGS.updated)).toBeVisible();
  await page.reload();
  await expect(page.getByLabel(FIELD.lectureVoice)).toHaveValue("rms");

  await page.goto(course);
  await page.getByRole("checkbox", { name: "Organelles" }).check();
  await page.getByRole("button", { name: QUIZ.quizMe }).click();
  const chat = page.getByRole("dialog", { name: QUIZ.chat.title });
  await expect(chat.getByRole("log").locator("p")).toHaveCount(1, { timeout: 30_000 });
  await chat.getByRole("checkbox", { name: QUIZ.chat.readAloud }).check();
  const spoken = page.waitForResponse((res) => res.url().endsWith("/api/ai/speak"));
  const box = chat.getByRole("textbox", { name: QUIZ.chat.answer });
  await box.fill(ANSWER);
  await box.press("Enter");
  const speech = await spoken;
  expect(speech.status()).toBe(200);
  expect(speech.headers()["content-type"]).toBe("audio/mpeg");
  expect(speech.headers()["x-voice"]).toBe("rms");
  expect(JSON.parse(speech.request().postData() ?? "{}")).toEqual({
    text: ((await chat.getByRole("log").locator("p").last().textContent()) ?? "").replace(/^Tutor: /, ""),
  });
  await expect(chat.getByRole("alert")).toHaveCount(0);
});

test.describe("a refused microphone", () => {
  test('shows "Mic disabled" and asks for the permission', async ({ page }) => {
    const chat = await openQuiz(page);
    await chat.getByRole("button", { name: QUIZ.chat.holdToRecord }).click();
    await expect(chat.getByRole("alert")).toHaveText(QUIZ.chat.micPermission);
    await expect(chat.getByRole("button", { name: QUIZ.chat.micDisabled })).toBeDisabled();
    await expect(chat.getByText(QUIZ.chat.micDisabled)).toBeVisible();
    // Typing still works.
    await expect(chat.getByRole("textbox", { name: QUIZ.chat.answer })).toBeEditable();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
});
