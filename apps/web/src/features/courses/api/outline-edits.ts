import type { Course, Objective } from "@study-well/shared/api";
import { COURSE_PAGE } from "@study-well/shared";
import { unwrap } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { useApi } from "../../../lib/session/session-context";
import { settledAs, temporaryId, useCourseMutation } from "./course-mutation";
import { mapSame, replaceId } from "./course-tree";

/** The server refused a summary's edit because another tab changed the summary since it began. */
export const isSummaryChanged = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "course/summary-changed";

/** The outline: its summary and learning objectives. */
export function useOutlineEdits(courseId: string) {
  const api = useApi();
  const objective = (objectiveId: string) => ({ params: { path: { courseId, objectiveId } } });

  const setSummary = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    // Changed in another tab since this edit began: said by the field, its text back in it.
    saidInPlace: isSummaryChanged,
    // `from`: the summary as the edit began, so another tab's change meanwhile is not overwritten.
    send: ({ summary, from }: { summary: string; from?: string | undefined }) =>
      unwrap(
        api.PUT("/api/courses/{courseId}/outline/summary", {
          params: { path: { courseId } },
          body: { summary, ...(from === undefined ? {} : { from }) },
        }),
      ),
    apply: (course, { summary }) => ({ ...course, outline: { ...course.outline, summary } }),
  });
  const addObjective = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: ({ text }: { tempId: string; text: string }) =>
      unwrap(
        api.POST("/api/courses/{courseId}/objectives", { params: { path: { courseId } }, body: { text } }),
      ),
    apply: (course, { tempId, text }) =>
      withObjectives(course, [...course.outline.objectives, { id: tempId, text }]),
    settle: (course, { tempId }, saved) =>
      withObjectives(course, mapSame(course.outline.objectives, settledAs(tempId, saved))),
  });
  const updateObjective = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    // Changed in another tab since this edit began: refused, said, and the course read again.
    refusals: { "course/objective-changed": COURSE_PAGE.objectiveChanged },
    // `from`: the text as the edit began, so another tab's change meanwhile is not overwritten.
    send: ({ id, text, from }: Objective & { from?: string | undefined }) =>
      unwrap(
        api.PATCH("/api/courses/{courseId}/objectives/{objectiveId}", {
          ...objective(id),
          body: { text, ...(from === undefined ? {} : { from }) },
        }),
      ),
    apply: (course, { id, text }) =>
      withObjectives(course, replaceId(course.outline.objectives, id, { id, text })),
  });
  const deleteObjective = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: (id: string) =>
      unwrap(api.DELETE("/api/courses/{courseId}/objectives/{objectiveId}", objective(id))),
    apply: (course, id) =>
      withObjectives(
        course,
        course.outline.objectives.filter((o) => o.id !== id),
      ),
  });

  return {
    setSummary,
    addObjective: (text: string) => addObjective.mutate({ tempId: temporaryId(), text }),
    updateObjective,
    deleteObjective,
  };
}

const withObjectives = (course: Course, objectives: Objective[]): Course => ({
  ...course,
  outline: { ...course.outline, objectives },
});
