import { createContext, use } from "react";
import type { Course } from "@study-well/shared/api";
import type { CourseEdits } from "../api/course-edits";
import type { TitleDrafts } from "./title-drafts";

export interface CourseContextValue {
  course: Course;
  edits: CourseEdits;
  /** The placeholder shown for a course that does not exist cannot be edited. */
  readOnly: boolean;
  /** Topics' titles and objectives typed and not yet saved, kept through a reload. */
  titles: TitleDrafts;
}

export const CourseContext = createContext<CourseContextValue | null>(null);

export function useCourseContext(): CourseContextValue {
  const value = use(CourseContext);
  if (!value) throw new Error("CourseContext is missing");
  return value;
}
