import { expect, test, type APIRequestContext, type Page } from "@playwright/test";
import { DISMISS, NOTES } from "@study-well/shared";
import { buildPerson, signIn } from "../support/accounts";
import { signUpByApi, sixAtATime } from "../support/api";

/**
 * A course of one topic with two days, made through the API: an earlier one of 20 notes and a
 * later one of `late` notes, made 6 at a time (their order is the server's).
 */
async function twoDays(request: APIRequestContext, person: ReturnType<typeof buildPerson>, late: number) {
  const api = await signUpByApi(request, person);
  const post = api.post;
  const body = (n: number) =>
    Array.from(
      { length: 4 },
      (_, line) => `Line ${line + 1} of note ${n}: the cell membrane controls what enters.`,
    ).join("\n");
  const course = await post("/api/courses", { title: "Two tabs", description: "One course open twice" });
  const topic = await post(`/api/courses/${course.id}/topics`, { title: "Cells" });
  const first = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, { date: "2026-11-20" });
  const second = await post(`/api/courses/${course.id}/topics/${topic.id}/days`, { date: "2026-11-21" });
  const notes: string[] = [];
  await sixAtATime(20, async (n) =>
    notes.push(
      (
        await post(`/api/courses/${course.id}/days/${first.id}/content`, {
          title: `Early ${n}`,
          text: body(n),
        })
      ).id,
    ),
  );
  await sixAtATime(late, (n) =>
    post(`/api/courses/${course.id}/days/${second.id}/content`, { title: `Late ${n}`, text: body(n) }),
  );
  return {
    courseId: course.id,
    earlyNotes: notes,
    addEarly: (title: string) =>
      post(`/api/courses/${course.id}/days/${first.id}/content`, { title, text: body(99) }),
    remove: (id: string) => api.delete(`/api/courses/${course.id}/content/${id}`),
    removeEarlyDay: () => api.delete(`/api/courses/${course.id}/days/${first.id}`),
  };
}

const topOf = async (page: Page, title: string) =>
  (await page.getByRole("article", { name: title, exact: true }).boundingBox())?.y ?? Number.NaN;

// 40 notes are rendered whole; 140 are windowed (only those near the screen are rendered).
for (const [late, title] of [
  [20, "Late 12"],
  [120, "Late 57"],
] as const) {
  test(`what a tab is reading stays where it is when another tab adds or deletes a note or a day above it (${late + 20} notes)`, async ({
    page,
    request,
  }) => {
    const person = buildPerson();
    const course = await twoDays(request, person, late);
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto("/login");
    await signIn(page, person.email, person.password);
    await page.goto(`/course/${course.courseId}/notes`);
    // By its name: "Late 1" followed by its time ("2:14 PM") reads "Late 12:14 PM" as text.
    const reading = page.getByRole("article", { name: title, exact: true });
    await expect(async () => {
      await page.mouse.wheel(0, 600);
      await expect(reading).toBeInViewport({ timeout: 300 });
    }).toPass();
    // The note read near the top of the screen: what changes is above all that shows (notes are
    // made six at a time, so the later day's order is the server's).
    await reading.evaluate((element) => element.scrollIntoView({ block: "start" }));
    await page.evaluate(() => window.scrollBy(0, -100));
    await page.waitForTimeout(300);
    const before = await topOf(page, title);

    // The tab reads the course again (200, not 304) when told it changed; far above, a windowed
    // list does not render the note.
    const readAgain = () =>
      page.waitForResponse((r) => r.url().endsWith(`/api/courses/${course.courseId}`) && r.status() === 200);
    let read = readAgain();
    await course.addEarly("Added elsewhere");
    await read;
    await page.waitForTimeout(300);
    expect(Math.abs((await topOf(page, title)) - before)).toBeLessThan(2);

    read = readAgain();
    await course.remove(course.earlyNotes[0] ?? "");
    await read;
    await page.waitForTimeout(300);
    expect(Math.abs((await topOf(page, title)) - before)).toBeLessThan(2);

    // A whole day of notes above, thousands of pixels: in a windowed list the note read is then
    // not among the rows rendered where the page was (QA: it showed notes 20 further on).
    read = readAgain();
    await course.removeEarlyDay();
    await read;
    await page.waitForTimeout(300);
    expect(Math.abs((await topOf(page, title)) - before)).toBeLessThan(2);
  });
}

test("a note edited in another tab while its delete waits out its Undo is kept, and the deleting tab says so", async ({
  page,
  request,
}) => {
  const person = buildPerson();
  const api = await signUpByApi(request, person);
  const course = await api.post("/api/courses", { title: "Two tabs", description: "One note, two tabs" });
  const topic = await api.post(`/api/courses/${course.id}/topics`, { title: "Cells" });
  const day = await api.post(`/api/courses/${course.id}/topics/${topic.id}/days`, { date: "2026-11-20" });
  for (const title of ["Membrane", "Nucleus"])
    await api.post(`/api/courses/${course.id}/days/${day.id}/content`, {
      title,
      text: `About the ${title}.`,
    });
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await page.goto(`/course/${course.id}/notes`);
  const other = await page.context().newPage();
  await other.goto(`/course/${course.id}/notes`);
  await expect(other.getByRole("article", { name: "Membrane" })).toBeVisible();

  // This tab deletes the note; its Undo is offered, so nothing is sent yet.
  await page
    .getByRole("article", { name: "Membrane" })
    .getByRole("button", { name: NOTES.deleteContent })
    .click();
  await expect(page.getByRole("article", { name: "Membrane" })).toHaveCount(0);
  // The other tab edits it meanwhile.
  await other
    .getByRole("article", { name: "Membrane" })
    .getByRole("button", { name: NOTES.editContent })
    .click();
  await other.getByPlaceholder(NOTES.contentBody).fill("The membrane controls what enters the cell.");
  await other.getByRole("button", { name: NOTES.save }).click();
  await expect(other.getByRole("article", { name: "Membrane" })).toContainText("controls what enters");

  // The Undo passes: the delete is refused, said, and the note is back with the other tab's text.
  await page.getByRole("button", { name: DISMISS }).click();
  await expect(page.getByText(NOTES.errors.changedNotDeleted)).toBeVisible();
  await expect(page.getByRole("article", { name: "Membrane" })).toContainText("controls what enters");
  await other.reload();
  await expect(other.getByRole("article", { name: "Membrane" })).toContainText("controls what enters");
  await other.close();
});
