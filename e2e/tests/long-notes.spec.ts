import { expect, test, type APIRequestContext } from "@playwright/test";
import { COURSE_PAGE, NOTES } from "@study-well/shared";
import { buildPerson, signIn } from "../support/accounts";
import { signUpByApi, sixAtATime } from "../support/api";

const COUNT = 300;

/** A course of one topic and one day holding `COUNT` notes, made through the API. */
async function longCourse(request: APIRequestContext, person: ReturnType<typeof buildPerson>) {
  const { post } = await signUpByApi(request, person);
  const course = await post("/api/courses", { title: "A year of notes", description: "Daily" });
  const topic = await post(`/api/courses/${course.id}/topics`, { title: "Everything" });
  const day = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, { date: "2026-11-20" });
  await sixAtATime(COUNT, (n) =>
    post(`/api/courses/${course.id}/days/${day.id}/content`, { title: `Note ${n}`, text: `Body ${n}` }),
  );
  return course.id;
}

test("a long day of notes renders only what is near the screen, scrolls to its last note, and takes one more", async ({
  page,
  request,
}) => {
  const person = buildPerson();
  const courseId = await longCourse(request, person);
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await page.goto(`/course/${courseId}/notes`);

  const notes = page.getByRole("article");
  await expect(notes.first()).toBeVisible();
  // Notes are added concurrently: their order is the server's, not their titles'.
  expect(await notes.count()).toBeLessThan(COUNT / 3);
  await expect(page.getByRole("listitem").filter({ has: notes.first() }).last()).toHaveAttribute(
    "aria-setsize",
    String(COUNT),
  );

  // The page scrolls as a page: at its end is the day's last note, then its add controls.
  const addText = page.getByRole("button", { name: NOTES.addText });
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(addText).toBeInViewport({ timeout: 500 });
  }).toPass();
  const last = page
    .getByRole("listitem")
    .filter({ has: notes })
    .and(page.locator(`[aria-posinset="${COUNT}"]`));
  await expect(last).toBeVisible();
  expect(await notes.count()).toBeLessThan(COUNT / 3);

  await addText.click();
  await page.getByPlaceholder(NOTES.contentTitle, { exact: true }).fill("One more");
  await page.getByPlaceholder(NOTES.contentBody).fill("The last word.");
  await page.getByPlaceholder(NOTES.contentBody).press("Control+Enter");
  const added = page.getByRole("article", { name: "One more" });
  await expect(added).toBeInViewport();
  await expect(page.getByRole("listitem").filter({ has: added }).last()).toHaveAttribute(
    "aria-posinset",
    String(COUNT + 1),
  );
  await page.reload();
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole("article", { name: "One more" })).toBeInViewport({ timeout: 500 });
  }).toPass();
});

// QA: with the page scrolled a little (the tabs are below the course's header on a phone),
// choosing Course Notes threw the page 14,000 px down, into a long note: each note measured
// before the list's place on the page was known moved the page by its difference from the estimate.
test("choosing Course Notes with the page scrolled keeps it at the tabs", async ({ page, request }) => {
  const person = buildPerson();
  const signUp = await request.post("/api/auth/sign-up", { data: person });
  const { idToken } = (await signUp.json()) as { idToken: string };
  const headers = { authorization: `Bearer ${idToken}` };
  const post = async (url: string, data: object) =>
    (await (await request.post(url, { headers, data })).json()) as { id: string };
  const course = await post("/api/courses", {
    title: "Plant Biology and Ecology: Photosynthesis, Transpiration and the Water Cycle in Land Plants",
    description: "A term's notes.",
  });
  const sentence = "The xylem carries water and minerals up from the roots to the leaves of the plant. ";
  for (let t = 1; t <= 6; t++) {
    const topic = await post(`/api/courses/${course.id}/topics`, { title: `Topic ${t}: plants and water` });
    for (let d = 1; d <= 3; d++) {
      const day = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, {
        date: `2026-11-${10 + d}`,
      });
      await post(`/api/courses/${course.id}/days/${day.id}/content`, {
        title: `Notes ${t}.${d}`,
        // Each note as long as is shown whole (a longer one shows its first part, "Show more"):
        // every one measured taller than its estimate, as the notes of that QA were.
        text: sentence.repeat(10),
      });
    }
  }
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await page.goto(`/course/${course.id}/outline`);
  const notesTab = page.getByRole("tab", { name: COURSE_PAGE.tabs.notes });
  await expect(notesTab).toBeVisible();
  await page.waitForTimeout(2000);
  await page.evaluate(() => window.scrollTo(0, 150));
  await page.waitForTimeout(300);
  const before = await page.evaluate(() => window.scrollY);
  const box = await notesTab.boundingBox();
  if (!box) throw new Error("no tab");
  await page.mouse.click(box.x + 10, box.y + 10);
  await expect(page.getByRole("article").first()).toBeAttached();
  await page.waitForTimeout(1500);
  const after = await page.evaluate(() => window.scrollY);
  expect(after - before).toBeLessThan(900);
});

test("a long note shows its first part until Show more, and a link to a passage in the rest opens it", async ({
  page,
  request,
}) => {
  const person = buildPerson();
  const { post } = await signUpByApi(request, person);
  const course = await post("/api/courses", { title: "Plant biology", description: "Term notes" });
  const topic = await post(`/api/courses/${course.id}/topics`, { title: "Photosynthesis" });
  const day = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, { date: "2026-11-20" });
  const paragraph = (n: number) =>
    `Part ${n}. Chlorophyll in the chloroplasts absorbs red and blue light; the light reactions split water and release oxygen.`;
  const chapter = `${Array.from({ length: 40 }, (_, n) => paragraph(n + 1)).join("\n\n")}\n\nStomata close in drought.`;
  const title = "Chapter 4, pasted whole";
  await post(`/api/courses/${course.id}/days/${day.id}/content`, { title, text: chapter });
  await post(`/api/courses/${course.id}/days/${day.id}/content`, { title: "After it", text: "Short." });
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await page.setViewportSize({ width: 390, height: 800 });
  await page.goto(`/course/${course.id}/notes`);

  const note = page.getByRole("article", { name: title });
  await expect(note.getByText(/^Part 1\./u)).toBeVisible();
  await expect(note.getByText("Stomata close in drought.", { exact: false })).toBeHidden();
  // The note after it is a screen, not pages, further down.
  const collapsed = (await note.boundingBox())?.height ?? Infinity;
  expect(collapsed).toBeLessThan(600);
  const more = note.getByRole("button", { name: COURSE_PAGE.showMore });
  await more.click();
  await expect(note.getByText("Stomata close in drought.", { exact: false })).toBeVisible();
  expect((await note.boundingBox())?.height).toBeGreaterThan(collapsed * 5);
  const less = note.getByRole("button", { name: COURSE_PAGE.showLess });
  await less.scrollIntoViewIfNeeded();
  await less.click();
  await expect(more).toBeInViewport();
  await expect(note.getByText("Stomata close in drought.", { exact: false })).toBeHidden();

  // The rest is in the page, hidden until found: the browser's find, or a link to a passage of
  // it (a text fragment, as here), opens it.
  await page.goto(`/course/${course.id}/notes#:~:text=Stomata%20close`);
  await expect(note.getByRole("button", { name: COURSE_PAGE.showLess })).toBeVisible();
  await expect(note.getByText("Stomata close in drought.", { exact: false })).toBeInViewport();
});
