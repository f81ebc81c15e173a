import { useContentEdits } from "./content-edits";
import { useCourseDetailsEdits } from "./course-details";
import { useDayEdits } from "./day-edits";
import { useOutlineEdits } from "./outline-edits";
import { useTopicEdits } from "./topic-edits";

/** Every targeted edit of one course (spec §2 course page), shown optimistically. */
export function useCourseEdits(courseId: string) {
  return {
    ...useCourseDetailsEdits(courseId),
    ...useOutlineEdits(courseId),
    ...useTopicEdits(courseId),
    ...useDayEdits(courseId),
    ...useContentEdits(courseId),
  };
}

export type CourseEdits = ReturnType<typeof useCourseEdits>;
