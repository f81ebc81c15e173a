import AxeBuilder from "@axe-core/playwright";
import { expect, test, type Browser, type Locator, type Page } from "@playwright/test";
import { readFile } from "node:fs/promises";
import { BUSY, CREATE_COURSE, LECTURES, NOTES, PLAYER, UPLOADS } from "@study-well/shared";
import { buildPerson, register } from "../support/accounts";
import { FIRST_READING, longRecording, photoOfNotes, webmRecording } from "../support/media";

// Each test waits on the server's offline engines (text recognition, transcription, speech).
test.setTimeout(300_000);

async function notesPage(page: Page, title: string): Promise<void> {
  await register(page, buildPerson());
  await page.goto("/create-course");
  await page.getByLabel(CREATE_COURSE.courseTitle).fill(title);
  await page.getByLabel(CREATE_COURSE.courseDescription).fill("Cells and what they do");
  await page.getByRole("button", { name: CREATE_COURSE.submit }).click();
  await expect(page).toHaveURL(/\/course\/[0-9a-f-]{36}\/outline$/);
  await page.goto(page.url().replace(/outline$/, "notes"));
}

async function addTopicWithDay(page: Page, title: string): Promise<Locator> {
  const newTopic = page.getByPlaceholder(NOTES.newTopic);
  await newTopic.fill(title);
  await newTopic.press("Enter");
  const topic = page
    .getByRole("listitem")
    .filter({ has: page.getByRole("textbox", { name: NOTES.topicTitle }) })
    .last();
  await topic.getByRole("button", { name: NOTES.addDay }).click();
  await expect(topic.getByRole("button", { name: UPLOADS.uploadImage })).toBeEnabled();
  return topic;
}

async function choose(
  page: Page,
  scope: Locator,
  label: string,
  file: { name: string; mimeType: string; buffer: Buffer },
) {
  const chooser = page.waitForEvent("filechooser");
  await scope.getByRole("button", { name: label }).click();
  await (await chooser).setFiles(file);
}

const busy = (page: Page, name: string) => page.getByRole("dialog", { name });

/** Uploads a photo of two typed sentences on cells to the topic's day. */
async function chooseCellPhoto(page: Page, browser: Browser, topic: Locator) {
  await choose(page, topic, UPLOADS.uploadImage, {
    name: "notes.png",
    mimeType: "image/png",
    buffer: await photoOfNotes(
      browser,
      "Mitochondria release energy from glucose. Ribosomes build proteins.",
    ),
  });
}

test("a photo of typed notes and recordings (WAV, WebM) become notes with their words", async ({
  page,
  browser,
}) => {
  await notesPage(page, "Cell biology");
  const topic = await addTopicWithDay(page, "Organelles");

  await chooseCellPhoto(page, browser, topic);
  const picture = topic.getByRole("article").filter({ has: page.getByRole("img") });
  await expect(picture).toBeVisible({ timeout: 120_000 });
  await expect(busy(page, BUSY.processingFile)).toBeHidden();
  // The new note has the focus, not the page's top (QA: the next Tab went to "Skip to content").
  await expect(picture).toBeFocused();
  await expect(picture).toContainText(/mitochondria|ribosomes|glucose|proteins/i);
  const image = picture.getByRole("img");
  await expect.poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);

  for (const file of [
    { name: "lecture.wav", mimeType: "audio/wav", buffer: await readFile(FIRST_READING) },
    { name: "voice memo.webm", mimeType: "audio/webm", buffer: await webmRecording() },
  ]) {
    const before = await topic.getByRole("article").count();
    await choose(page, topic, UPLOADS.uploadAudio, file);
    await expect(topic.getByRole("article")).toHaveCount(before + 1, { timeout: 120_000 });
    const recording = topic.getByRole("article").last();
    await expect(recording).toContainText(/john|leisure/i);
    // A reading of one sentence is its own summary: the transcript would only say it again.
    await expect(recording.getByText(UPLOADS.transcript)).toHaveCount(0);
  }
});

test("cancelling a slow upload leaves no note, even after its work would have finished", async ({ page }) => {
  await notesPage(page, "Long lectures");
  const topic = await addTopicWithDay(page, "Recorded class");
  await choose(page, topic, UPLOADS.uploadAudio, {
    name: "class.wav",
    mimeType: "audio/wav",
    // Long enough that the Cancel below lands while it is still being read, on a fast machine too,
    // and after the page's accessibility check on a loaded one (that took 30 s once, and 45 s of
    // recording were read by then). Cancel stops the recogniser at once: its length costs nothing.
    buffer: await longRecording(180),
  });
  const overlay = busy(page, BUSY.processingFile);
  await expect(overlay).toBeVisible();
  await expect(overlay.getByText(BUSY.note)).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await overlay.getByRole("button", { name: BUSY.cancel }).click();
  await expect(overlay).toBeHidden();
  await expect(topic.getByRole("button", { name: UPLOADS.uploadAudio })).toBeFocused();

  // One job at a time here: a short recording sent next waits for whatever of the long one's work
  // is still running (Cancel stops the recogniser mid-way), and is the topic's only note.
  await choose(page, topic, UPLOADS.uploadAudio, {
    name: "short.wav",
    mimeType: "audio/wav",
    buffer: await readFile(FIRST_READING),
  });
  await expect(topic.getByRole("article")).toHaveCount(1, { timeout: 150_000 });
  await page.reload();
  await expect(topic.getByRole("article")).toHaveCount(1);
});

test("a day's lecture is made, played and regenerated; empty topics and days say so", async ({ page }) => {
  await notesPage(page, "Genetics");
  const topic = await addTopicWithDay(page, "Inheritance");

  // Nothing to read yet.
  await topic.getByRole("button", { name: LECTURES.createDay }).click();
  await expect(page.getByRole("alertdialog")).toContainText(LECTURES.noContentDay);
  await page.getByRole("button", { name: "OK" }).click();
  await topic.getByRole("button", { name: LECTURES.createTopic }).click();
  await expect(page.getByRole("alertdialog")).toContainText(LECTURES.noContentTopic);
  await page.getByRole("button", { name: "OK" }).click();
  await topic.getByRole("button", { name: LECTURES.listenTopic }).click();
  await expect(page.getByRole("alertdialog")).toContainText(LECTURES.noTopicLecture);
  await page.getByRole("button", { name: "OK" }).click();

  await topic.getByRole("button", { name: NOTES.addText }).click();
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill("Mendel");
  await page
    .getByPlaceholder(NOTES.contentBody)
    .fill(
      "Gregor Mendel bred pea plants and found that traits pass to offspring in predictable ratios. Dominant traits hide recessive ones.",
    );
  await page.getByPlaceholder(NOTES.contentBody).press("Control+Enter");

  await topic.getByRole("button", { name: LECTURES.createDay }).click();
  await expect(topic.getByText(LECTURES.lectureText, { exact: true })).toBeVisible({ timeout: 150_000 });
  await expect(busy(page, BUSY.generatingLecture)).toBeHidden();

  await topic.getByRole("button", { name: LECTURES.listenDay }).click();
  const player = page.getByRole("region", { name: new RegExp(`^${PLAYER.nowPlaying}`) });
  await expect(player).toBeVisible();
  await expect(player.getByLabel("Total time")).not.toHaveText("0:00");
  await expect(player.getByLabel("Elapsed time")).not.toHaveText("0:00", { timeout: 15_000 });
  await expect(player.getByRole("button", { name: PLAYER.pause })).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // Regenerating asks first; Cancel keeps the lecture, Regenerate makes a new one.
  await topic.getByRole("button", { name: LECTURES.createDay }).click();
  const confirm = page.getByRole("alertdialog");
  await expect(confirm).toContainText(LECTURES.confirmDay);
  await confirm.getByRole("button", { name: LECTURES.cancel }).click();
  await expect(busy(page, BUSY.generatingLecture)).toBeHidden();
  // The focus goes back to the button that asked.
  await expect(topic.getByRole("button", { name: LECTURES.createDay })).toBeFocused();
  await topic.getByRole("button", { name: LECTURES.createDay }).click();
  await page.getByRole("alertdialog").getByRole("button", { name: LECTURES.regenerate }).click();
  await expect(busy(page, BUSY.generatingLecture)).toBeHidden({ timeout: 150_000 });

  await player.getByRole("button", { name: PLAYER.close }).click();
  await expect(player).toBeHidden();
  // Back to the button that opened the player, not to the top of the page.
  const listen = topic.getByRole("button", { name: LECTURES.listenDay });
  await expect(listen).toBeFocused();

  // From the keyboard: the player, last in the page, takes the focus; Escape there closes it.
  await listen.press("Enter");
  const playPause = new RegExp(`^(${PLAYER.play}|${PLAYER.pause})$`);
  await expect(player.getByRole("button", { name: playPause })).toBeFocused();
  await page.keyboard.press("Escape");
  await expect(player).toBeHidden();
  await expect(listen).toBeFocused();
});

test("the upload overlay's bar keeps its place from Sending to Processing, and names each phase", async ({
  page,
  browser,
  context,
}) => {
  await notesPage(page, "Cell biology");
  const topic = await addTopicWithDay(page, "Organelles");
  // A slow connection, so that the photo is seen being sent...
  const cdp = await context.newCDPSession(page);
  await cdp.send("Network.enable");
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: 4000,
  });
  // ...and the server's work on it held at a figure, until it has been seen.
  let held = true;
  await page.route(/\/api\/tasks\/[^/]+$/, async (route) => {
    const answer = await route.fetch();
    if (!held) return route.fulfill({ response: answer });
    const task = (await answer.json()) as object;
    await route.fulfill({
      response: answer,
      json: { ...task, state: "running", progress: 40, contentId: null },
    });
  });
  await chooseCellPhoto(page, browser, topic);
  const overlay = busy(page, BUSY.processingFile);
  const sending = overlay.getByRole("progressbar", { name: BUSY.sending });
  await expect(sending).toBeVisible();
  const sendingBox = await sending.boundingBox();
  await cdp.send("Network.emulateNetworkConditions", {
    offline: false,
    latency: 0,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
  const processing = overlay.getByRole("progressbar", { name: BUSY.processing });
  await expect(processing).toHaveAttribute("aria-valuenow", "40");
  await expect(overlay.getByText(BUSY.sending)).toHaveCount(0);
  // QA: the bar moved sideways between the phases, its label being wider for Processing.
  const processingBox = await processing.boundingBox();
  expect(processingBox?.x).toBeCloseTo(sendingBox?.x ?? 0, 0);
  expect(processingBox?.width).toBeCloseTo(sendingBox?.width ?? 0, 0);
  held = false;
  await expect(overlay).toBeHidden({ timeout: 120_000 });
});
