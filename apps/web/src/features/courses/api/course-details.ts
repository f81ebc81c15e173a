import type { UpdateCourseRequest } from "@study-well/shared/api";
import { COURSE_PAGE } from "@study-well/shared";
import { unwrap } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";
import { useCourseMutation } from "./course-mutation";

/** The course's title and description. */
export function useCourseDetailsEdits(courseId: string) {
  const api = useApi();
  const updateCourse = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: (changes: UpdateCourseRequest) =>
      unwrap(api.PATCH("/api/courses/{courseId}", { params: { path: { courseId } }, body: changes })),
    apply: (course, changes) => ({ ...course, ...changes }),
  });
  return { updateCourse };
}
