import type { UpdateCourseRequest } from "@study-well/shared/api";
import { COURSE_PAGE } from "@study-well/shared";
import { unwrap } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { useApi } from "../../../lib/session/session-context";
import { useCourseMutation } from "./course-mutation";

/** The server refused an edit of the title or description: another tab changed one since it began. */
export const isDetailsChanged = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "course/details-changed";

/**
 * The course's title and description. `from`: what the edit began from, so that another tab's
 * change meanwhile is not overwritten (said by the edit dialog, opened again with its text).
 */
export function useCourseDetailsEdits(courseId: string) {
  const api = useApi();
  const updateCourse = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    saidInPlace: isDetailsChanged,
    send: (changes: UpdateCourseRequest) =>
      unwrap(api.PATCH("/api/courses/{courseId}", { params: { path: { courseId } }, body: changes })),
    apply: (course, { from: _, ...changes }) => ({ ...course, ...changes }),
  });
  return { updateCourse };
}
