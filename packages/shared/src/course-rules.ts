import { showsNothing } from "./visible-text";
import { COURSE_DEFAULTS } from "./messages/courses";

/**
 * A note's title as saved and shown: what was typed, or the spec's default when left blank (or
 * holding only characters that show nothing, such as zero-width spaces).
 */
export const contentTitleOf = (title: string): string =>
  showsNothing(title) ? COURSE_DEFAULTS.contentTitle : title.trim();
