import { readFile } from "node:fs/promises";
import path from "node:path";
import { fileURLToPath } from "node:url";
import AxeBuilder from "@axe-core/playwright";
import {
  expect,
  test,
  type APIRequestContext,
  type Browser,
  type Locator,
  type Page,
} from "@playwright/test";
import { format } from "date-fns";
import { ADMIN_WAITLIST, COURSE_PAGE, LOADING, NOTES, OUTLINE, QUIZ, RESET } from "@study-well/shared";
import { buildPerson, E2E_ADMIN, latestMailedLink, signIn } from "../support/accounts";
import { FIRST_READING, photoOfNotes } from "../support/media";

/**
 * Issue 15: no screen scrolls sideways at 320 px or wider, whatever the data. Every route is
 * visited signed out, signed in and as the administrator, in the light and the dark theme (the
 * system's, which the app follows until told otherwise), with data made of 200-character words
 * that cannot break; each screen has no sideways scroll and no axe violations (colour contrast
 * among them), and its screenshot is kept with the test's results (test-results/layout, `-dark`
 * in the name for the dark theme).
 *
 * The light theme is seen at each of WIDTHS, with all of axe's rules. The dark theme changes
 * colours only, so it is seen where axe looks (the phone width, and the desktop one where it shows
 * more), and axe checks there what colours decide. (Where axe looks, and why there, is in
 * checkScreen.) Each screen is opened once and seen in both themes: opened in one, then the system
 * switches to the other, which the app follows as it changes.
 */
const WIDTHS = [320, 390, 768, 1280] as const;
type Scheme = "light" | "dark";
/** axe's rules that a theme's colours decide. */
const COLOUR_RULES = ["color-contrast", "link-in-text-block"];
const HEIGHT = 800;
/** Outside the run's output folder, which another run of the suite empties when it starts. */
const SCREENSHOTS = fileURLToPath(new URL("../../test-results/layout", import.meta.url));

/** A 200-character word with no place to break, beginning with `label` to tell them apart. */
const longWord = (label: string) =>
  (label + "Pneumonoultramicroscopicsilicovolcanoconiosis".repeat(5)).slice(0, 200);

/** An address that is one long word: 64 + 1 + 63 + 1 + 63 + 8 = 200 characters. */
const longEmail = (id: string) =>
  `${`learner${id}`.padEnd(64, "x")}@${"d".repeat(63)}.${"e".repeat(63)}.example`;

interface Screen {
  /** The path to open. */
  path: string;
  /** The name of the screenshot. */
  name: string;
  /** What is on the screen once it has its data. */
  ready: (page: Page) => Locator;
  /** Opens the dialog the screen is about, and returns it. */
  dialog?: (page: Page) => Promise<Locator>;
  /** An API path left unanswered, to see the screen while it loads (its skeleton). */
  hold?: string;
  /** It shows something only at the desktop width (a label a phone shows as an icon): axe there too. */
  wide?: boolean;
}

const h1 = (page: Page) => page.getByRole("heading", { level: 1 });
/**
 * A list's loading skeleton on its screen (the screen's heading already shown), not the
 * "Loading..." that stands in while the screen's own code is still being fetched.
 */
const skeletonUnderHeading = (page: Page) =>
  page
    .getByRole("main")
    .filter({ has: h1(page) })
    .getByRole("status")
    .filter({ hasText: LOADING });

/**
 * One screen, opened in the theme `first` and then in the other as the system switches to it: at
 * each width it is seen at, no sideways scroll, no axe violations, a screenshot.
 */
async function checkScreen(page: Page, screen: Screen, first: Scheme, barAtWidest: boolean) {
  await page.emulateMedia({ colorScheme: first });
  await page.setViewportSize({ width: WIDTHS[0], height: HEIGHT });
  const hold = screen.hold;
  if (hold)
    await page.route(
      (url) => url.pathname === hold,
      () => undefined,
    );
  await page.goto(screen.path);
  await expect(screen.ready(page)).toBeVisible();
  const dialog = await screen.dialog?.(page);
  // axe at the phone layout, and at the desktop one where the bar's links are not behind Menu
  // (once for each bar) or the screen shows more (`wide`): every element any width shows is
  // shown at one of them, and axe is the step's slow part.
  const axeAt = (width: number) =>
    width === WIDTHS[0] || ((barAtWidest || screen.wide) && width === WIDTHS[3]);
  const schemes: Scheme[] = first === "light" ? ["light", "dark"] : ["dark", "light"];
  for (const scheme of schemes) {
    if (scheme !== first) await page.emulateMedia({ colorScheme: scheme });
    await expect(
      page.locator("html"),
      scheme === first
        ? "the app follows the system's theme"
        : "the app follows the system's theme as it changes",
    ).toHaveAttribute("data-theme", scheme);
    // Buttons and links fade to their new colours: axe sees the colours they end at.
    await page.evaluate(() =>
      Promise.allSettled(
        document
          .getAnimations()
          .filter((animation) => animation instanceof CSSTransition)
          .map((animation) => animation.finished),
      ),
    );
    const shot = scheme === "light" ? screen.name : `${screen.name}-dark`;
    // The dark theme changes colours only: it is seen where axe looks.
    const widths = scheme === "light" ? WIDTHS : WIDTHS.filter(axeAt);
    for (const width of widths) {
      await test.step(`${screen.name} at ${width} px, ${scheme}`, async () => {
        await page.setViewportSize({ width, height: HEIGHT });
        // The layout settles on the next frame after a resize.
        await page.evaluate(() => new Promise((resolve) => requestAnimationFrame(() => resolve(null))));
        const { scrollWidth, innerWidth, culprits } = await page.evaluate(() => {
          // What sticks out: the innermost elements whose box, or whose text running out of a box
          // that does not clip it, reaches past the right edge.
          const past = (el: Element) => {
            const box = el.getBoundingClientRect();
            const spills = getComputedStyle(el).overflowX === "visible";
            const width = spills ? Math.max(box.width, el.scrollWidth) : box.width;
            return box.left + width + window.scrollX > window.innerWidth + 0.5;
          };
          const culprits = [...document.body.querySelectorAll("*")]
            .filter((el) => past(el) && ![...el.children].some(past))
            .slice(0, 3)
            .map((el) => `<${el.tagName.toLowerCase()} class="${el.getAttribute("class") ?? ""}">`);
          return {
            scrollWidth: document.documentElement.scrollWidth,
            innerWidth: window.innerWidth,
            culprits,
          };
        });
        await page.screenshot({ path: path.join(SCREENSHOTS, `${shot}-${width}.png`), fullPage: true });
        expect
          .soft(
            scrollWidth,
            `${screen.path} at ${width} px (${scheme}) scrolls sideways: ${culprits.join(", ")}`,
          )
          .toBeLessThanOrEqual(innerWidth);
        if (dialog) {
          // A dialog is fixed to the window: what runs out of it is cut off rather than scrolled to.
          const fits = await dialog.evaluate(
            (el) => el.getBoundingClientRect().right <= window.innerWidth && el.scrollWidth <= el.clientWidth,
          );
          expect.soft(fits, `the dialog of ${screen.name} fits at ${width} px (${scheme})`).toBe(true);
        }
        if (axeAt(width)) {
          const builder = new AxeBuilder({ page });
          const axe = await (scheme === "light" ? builder : builder.withRules(COLOUR_RULES)).analyze();
          expect
            .soft(
              axe.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(" ")).join(", ")}`),
              `${screen.path} at ${width} px (${scheme})`,
            )
            .toEqual([]);
        }
      });
    }
  }
  if (hold) await page.unrouteAll({ behavior: "ignoreErrors" });
}

async function post<T>(request: APIRequestContext, url: string, token: string | null, data: object) {
  const response = await request.post(url, {
    data,
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
  expect(response.ok(), `${url}: ${response.status()} ${await response.text()}`).toBe(true);
  const body = await response.text();
  return (body ? JSON.parse(body) : null) as T;
}

/** A learner with long names and address, two courses and notes all made of long words. */
async function learnerWithCourse(request: APIRequestContext) {
  const base = buildPerson();
  const person = {
    email: longEmail(base.lastName.slice(-8)),
    password: base.password,
    firstName: longWord("First"),
    lastName: longWord("Last"),
  };
  const { idToken } = await post<{ idToken: string }>(request, "/api/auth/sign-up", null, person);
  const course = await post<{ id: string }>(request, "/api/courses", idToken, {
    title: longWord("CourseTitle"),
    description: `A course about ${longWord("Description")} and more.`,
  });
  await post(request, "/api/courses", idToken, {
    title: `Short ${longWord("Second")}`,
    description: longWord("SecondDescription"),
  });
  const put = await request.put(`/api/courses/${course.id}/outline/summary`, {
    data: { summary: `Summary ${longWord("Summary")}` },
    headers: { authorization: `Bearer ${idToken}` },
  });
  expect(put.ok()).toBe(true);
  await post(request, `/api/courses/${course.id}/objectives`, idToken, { text: longWord("Objective") });
  const topic = await post<{ id: string }>(request, `/api/courses/${course.id}/topics`, idToken, {
    title: longWord("TopicTitle"),
  });
  await post(request, `/api/courses/${course.id}/topics`, idToken, { title: "Short topic" });
  const day = await post<{ id: string }>(
    request,
    `/api/courses/${course.id}/topics/${topic.id}/days`,
    idToken,
    { date: format(new Date(), "yyyy-MM-dd") },
  );
  const note = await post<{ id: string }>(
    request,
    `/api/courses/${course.id}/days/${day.id}/content`,
    idToken,
    {
      title: longWord("NoteTitle"),
      text: `Notes: ${longWord("NoteText")} and a second line.\n${longWord("SecondLine")}`,
    },
  );
  await post(request, `/api/courses/${course.id}/days/${day.id}/content`, idToken, {
    title: "A short note",
    text: "Short text.",
  });
  return { person, idToken, courseId: course.id, dayId: day.id, noteId: note.id };
}

/** Waits for a background task (an upload's reading, a lecture's speech) to finish. */
async function finished(request: APIRequestContext, token: string, taskId: string) {
  let state = "queued";
  await expect
    .poll(
      async () => {
        const response = await request.get(`/api/tasks/${taskId}`, {
          headers: { authorization: `Bearer ${token}` },
        });
        ({ state } = (await response.json()) as { state: string });
        return ["done", "failed", "cancelled"].includes(state);
      },
      { timeout: 150_000, intervals: [500] },
    )
    .toBe(true);
  expect(state, `task ${taskId}`).toBe("done");
  const response = await request.get(`/api/tasks/${taskId}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  return (await response.json()) as { contentId: string | null };
}

/**
 * What a week of study adds to the course: a photo and a recording of notes (their titles long
 * words too), the day's spoken lecture, and a finished quiz about the long note with its report.
 */
async function studied(
  request: APIRequestContext,
  browser: Browser,
  { idToken, courseId, dayId, noteId }: Awaited<ReturnType<typeof learnerWithCourse>>,
) {
  const auth = { authorization: `Bearer ${idToken}` };
  const files = [
    {
      kind: "image",
      title: longWord("PhotoTitle"),
      file: {
        name: "notes.png",
        mimeType: "image/png",
        buffer: await photoOfNotes(browser, "Cells make proteins."),
      },
    },
    {
      kind: "audio",
      title: longWord("RecordingTitle"),
      file: { name: "lecture.wav", mimeType: "audio/wav", buffer: await readFile(FIRST_READING) },
    },
  ];
  // The recordings and the lecture are the server's background tasks; the quiz, the tutor's
  // answers, goes on meanwhile.
  const readAndSpoken = async () => {
    // Both sent at once: the server reads one while it transcribes the other.
    const sent = files.map(async ({ kind, title, file }) => {
      const response = await request.post(`/api/courses/${courseId}/days/${dayId}/uploads/${kind}`, {
        multipart: { file },
        headers: auth,
      });
      expect(response.status(), await response.text()).toBe(202);
      const { contentId } = await finished(request, idToken, ((await response.json()) as { id: string }).id);
      const rename = await request.patch(`/api/courses/${courseId}/content/${contentId}`, {
        data: { title },
        headers: auth,
      });
      expect(rename.ok()).toBe(true);
    });
    await Promise.all(sent);
    const lecture = await post<{ id: string }>(
      request,
      `/api/courses/${courseId}/days/${dayId}/lecture`,
      idToken,
      {},
    );
    await finished(request, idToken, lecture.id);
  };
  const quizzed = async () => {
    const session = await post<{ id: string; done: boolean }>(
      request,
      `/api/courses/${courseId}/quiz-sessions`,
      idToken,
      { contentIds: [noteId] },
    );
    let done = session.done;
    for (let turn = 0; turn < 8 && !done; turn++) {
      ({ done } = await post<{ done: boolean }>(
        request,
        `/api/quiz-sessions/${session.id}/messages`,
        idToken,
        {
          text: `My answer: ${longWord("Answer")}`,
        },
      ));
    }
    expect(done, "the tutor ends the quiz").toBe(true);
    await post(request, `/api/quiz-sessions/${session.id}/end`, idToken, {});
  };
  await Promise.all([readAndSpoken(), quizzed()]);
}

/**
 * Every screen in both themes, the system's, which the app follows: every other screen is opened
 * in the dark theme and the rest in the light, so that the app is seen to take either theme as it
 * starts and to follow a change of it both ways. One test sees a set of screens, so the data it
 * makes (a lecture, a quiz) is made once.
 */
async function checkScreens(page: Page, screens: Screen[]) {
  for (const [i, screen] of screens.entries())
    await checkScreen(page, screen, i % 2 === 0 ? "light" : "dark", i === 0);
}

// Four widths, axe at two, for a dozen screens in two themes: minutes, not the default minute.
test.describe.configure({ mode: "parallel", timeout: 240_000 });

test.beforeEach(async ({ page }) => {
  // The home page's quote is typed out; shown whole, every screenshot is the same.
  await page.emulateMedia({ reducedMotion: "reduce" });
});

test("signed out: every screen fits from 320 px up, with no accessibility violations", async ({
  page,
  request,
}) => {
  const { person } = await learnerWithCourse(request);
  await post(request, "/api/auth/send-oob-code", null, {
    requestType: "PASSWORD_RESET",
    email: person.email,
  });
  const resetLink = new URL(await latestMailedLink(person.email));
  await checkScreens(page, [
    { path: "/", name: "home", ready: h1 },
    { path: "/login", name: "login", ready: h1 },
    { path: "/register", name: "register", ready: h1 },
    { path: "/join-waitlist", name: "join-waitlist", ready: h1 },
    { path: "/reset-password", name: "reset-password", ready: (p) => p.getByText(RESET.noCode) },
    {
      path: "/reset-password?oobCode=not-a-real-code",
      name: "reset-password-invalid",
      ready: (p) => p.getByText(RESET.invalidCode),
    },
    {
      path: `${resetLink.pathname}${resetLink.search}`,
      name: "reset-password-new",
      ready: (p) => p.getByText(person.email.slice(0, 20)),
    },
    { path: "/no-such-page", name: "not-found", ready: h1 },
  ]);
});

test("signed in: every screen but a course's fits from 320 px up, with no accessibility violations", async ({
  page,
  request,
}) => {
  const { person } = await learnerWithCourse(request);
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  await checkScreens(page, [
    { path: "/", name: "home-signed-in", ready: h1 },
    { path: "/courses", name: "courses", ready: (p) => p.getByRole("link", { name: /CourseTitle/ }) },
    {
      path: "/courses",
      name: "courses-loading",
      hold: "/api/courses",
      ready: skeletonUnderHeading,
    },
    { path: "/create-course", name: "create-course", ready: h1 },
    {
      path: "/course/00000000-0000-4000-8000-000000000000/notes",
      name: "course-unknown",
      ready: (p) => p.getByText(COURSE_PAGE.notFound),
    },
    { path: "/profile", name: "profile", ready: (p) => p.getByRole("textbox").first() },
    { path: "/settings", name: "settings", ready: h1 },
    { path: "/no-such-page", name: "not-found-signed-in", ready: h1 },
  ]);
});

test("signed in: a course's screens fit from 320 px up, with no accessibility violations", async ({
  page,
  request,
  browser,
}) => {
  // Its data includes a transcribed recording, a read photo and a spoken lecture.
  test.setTimeout(480_000);
  const learner = await learnerWithCourse(request);
  const { person, courseId } = learner;
  await studied(request, browser, learner);
  await page.goto("/login");
  await signIn(page, person.email, person.password);
  const course = `/course/${courseId}`;
  const courseTitle = (p: Page) => p.getByRole("heading", { level: 1, name: longWord("CourseTitle") });
  await checkScreens(page, [
    {
      path: `${course}/outline`,
      name: "course-outline",
      ready: (p) => p.getByRole("textbox", { name: `${OUTLINE.objectiveText} 1` }),
    },
    {
      path: `${course}/notes`,
      name: "course-notes",
      ready: (p) => p.getByRole("article", { name: longWord("NoteTitle") }),
    },
    {
      path: `${course}/outline`,
      name: "course-edit-dialog",
      ready: courseTitle,
      dialog: async (p) => {
        await p.getByRole("button", { name: COURSE_PAGE.edit }).click();
        const dialog = p.getByRole("dialog", { name: COURSE_PAGE.editTitle });
        await expect(dialog).toBeVisible();
        return dialog;
      },
    },
    {
      path: `${course}/notes`,
      name: "course-delete-topic",
      ready: (p) => p.getByRole("article", { name: longWord("NoteTitle") }),
      dialog: async (p) => {
        await p.getByRole("button", { name: NOTES.deleteTopic }).first().click();
        const dialog = p.getByRole("alertdialog");
        await expect(dialog).toContainText(longWord("TopicTitle"));
        return dialog;
      },
    },
    {
      path: `${course}/notes`,
      name: "course-date-picker",
      ready: (p) => p.getByRole("article", { name: longWord("NoteTitle") }),
      dialog: async (p) => {
        await p.getByRole("button", { name: new RegExp(NOTES.changeDate, "i") }).click();
        const picker = p.getByRole("dialog");
        await expect(picker.getByRole("grid")).toBeVisible();
        return picker;
      },
    },
    {
      path: `${course}/assessment`,
      name: "course-assessment",
      ready: (p) => p.getByRole("checkbox", { name: longWord("NoteTitle") }),
    },
    {
      path: `${course}/notes`,
      name: "course-notes-uploads",
      ready: (p) => p.getByRole("article", { name: longWord("RecordingTitle") }),
    },
    {
      path: `${course}/assessment`,
      name: "course-quiz-chat",
      ready: (p) => p.getByRole("checkbox", { name: longWord("NoteTitle") }),
      // Send's label, an icon below 640 px
      wide: true,
      dialog: async (p) => {
        await p.getByRole("checkbox", { name: longWord("NoteTitle") }).check();
        await p.getByRole("button", { name: QUIZ.quizMe }).click();
        const chat = p.getByRole("dialog", { name: QUIZ.chat.title });
        await expect(chat.getByRole("log").locator("p").first()).toBeVisible({ timeout: 30_000 });
        return chat;
      },
    },
    {
      path: `${course}/assessment`,
      name: "course-quiz-report",
      ready: (p) => p.getByRole("button", { name: /^Score [123]/ }).first(),
      dialog: async (p) => {
        await p
          .getByRole("button", { name: /^Score [123]/ })
          .first()
          .click();
        const report = p.getByRole("dialog", { name: QUIZ.report.title });
        await expect(report.getByRole("heading", { name: QUIZ.report.overall })).toBeVisible({
          timeout: 60_000,
        });
        return report;
      },
    },
  ]);
});

test("administrator: the waitlist fits from 320 px up, with no accessibility violations", async ({
  page,
  request,
}) => {
  const id = buildPerson().lastName.slice(-8);
  const email = longEmail(id);
  await post(request, "/api/waitlist", null, {
    email,
    firstName: longWord("WaitingFirst"),
    lastName: longWord("WaitingLast"),
  });
  await page.goto("/login");
  await signIn(page, E2E_ADMIN.email, E2E_ADMIN.password);
  await checkScreens(page, [
    {
      path: "/admin/waitlist",
      name: "admin-waitlist-loading",
      hold: "/api/admin/waitlist",
      ready: skeletonUnderHeading,
    },
    {
      path: "/admin/waitlist",
      name: "admin-waitlist",
      ready: (p) => p.getByRole("button", { name: `${ADMIN_WAITLIST.activate} ${email}` }),
    },
    { path: "/courses", name: "courses-admin", ready: h1 },
    { path: "/profile", name: "profile-admin", ready: (p) => p.getByRole("textbox").first() },
  ]);
  // Activate keeps to one line: its button is no taller than at the widest screen.
  const activate = page.getByRole("button", { name: `${ADMIN_WAITLIST.activate} ${email}` });
  await page.goto("/admin/waitlist");
  for (const width of WIDTHS) {
    await page.setViewportSize({ width, height: HEIGHT });
    expect((await activate.boundingBox())?.height, `Activate at ${width} px`).toBeLessThan(48);
  }
});
