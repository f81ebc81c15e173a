import { createContext, use } from "react";

/** Where a refused course edit says so (CourseNoticeProvider shows it). */
export interface CourseNotice {
  show(message: string): void;
  /** A mark of what has been shown so far, taken when an edit starts. */
  mark(): number;
  /** Clears the message if it was shown before `mark` was taken (not by a later failure). */
  clearShownBefore(mark: number): void;
}

export const CourseNoticeContext = createContext<CourseNotice>({
  show: () => undefined,
  mark: () => 0,
  clearShownBefore: () => undefined,
});

export const useCourseNotice = () => use(CourseNoticeContext);
