import { createContext, use } from "react";
import type { Course } from "@study-well/shared/api";
import type { CourseEdits } from "../api/course-edits";

export interface CourseContextValue {
  course: Course;
  edits: CourseEdits;
  /** The placeholder shown for a course that does not exist cannot be edited. */
  readOnly: boolean;
}

export const CourseContext = createContext<CourseContextValue | null>(null);

export function useCourseContext(): CourseContextValue {
  const value = use(CourseContext);
  if (!value) throw new Error("CourseContext is missing");
  return value;
}
