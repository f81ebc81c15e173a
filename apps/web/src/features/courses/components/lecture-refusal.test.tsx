import { screen, within } from "@testing-library/react";
import userEvent from "@testing-library/user-event";
import { describe, expect, it } from "vitest";
import type { Course } from "@study-well/shared/api";
import { LECTURES, refusedWith, withReason } from "@study-well/shared";
import { buildCourse } from "../../../test/course-fixtures";
import { renderCoursePage } from "../../../test/render-course-page";
import { stubFetch } from "../../../test/fetch-stub";

const COURSE_ID = "22222222-2222-4222-8222-222222222222";
const DAY_ID = "44444444-4444-4444-8444-000000000002";

const course: Course = buildCourse({
  id: COURSE_ID,
  topics: [
    {
      id: "33333333-3333-4333-8333-333333333333",
      title: "Cells",
      topicLecture: null,
      days: [
        {
          id: DAY_ID,
          date: "2026-12-02",
          lecture: null,
          content: [
            {
              id: "55555555-5555-4555-8555-000000000001",
              type: "text",
              title: "Mitochondria",
              timestamp: "2026-12-02T10:00:00.000Z",
              version: 1,
              data: "Mitochondria release energy from glucose.",
            },
          ],
        },
      ],
    },
  ],
});

/** The notes page, where starting the day's lecture is answered by `answer`. */
async function createLectureAnsweredWith(answer: () => Response) {
  stubFetch((url, init) => {
    if (init.method === "POST" && url === `/api/courses/${COURSE_ID}/days/${DAY_ID}/lecture`) return answer();
    return Response.json(url.endsWith("/quiz-results") ? [] : course);
  });
  await renderCoursePage(`/course/${COURSE_ID}/notes`);
  await userEvent.click(await screen.findByRole("button", { name: LECTURES.createDay }));
  return screen.findByRole("alertdialog", { name: LECTURES.alertTitle });
}

describe("a lecture the server will not make", () => {
  it("is told with the server's reason alone, not asked to be tried again at once", async () => {
    const busy = "You have asked the AI too often. Try again in a minute.";
    const dialog = await createLectureAnsweredWith(() =>
      Response.json({ error: { code: "ai/rate-limited", message: busy } }, { status: 429 }),
    );
    expect(dialog).toHaveTextContent(refusedWith(LECTURES.lectureRefused, busy));
    expect(within(dialog).queryByText(/Please try again/)).not.toBeInTheDocument();
  });

  it("keeps the spec's words, which ask to try again, for a failure trying again may mend", async () => {
    const dialog = await createLectureAnsweredWith(() =>
      Response.json({ error: { code: "internal", message: "Something went wrong." } }, { status: 500 }),
    );
    expect(dialog).toHaveTextContent(withReason(LECTURES.lectureFailed, "Something went wrong."));
  });
});
