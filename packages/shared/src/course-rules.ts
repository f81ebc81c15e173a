import { COURSE_DEFAULTS } from "./messages/courses";

/** A note's title as saved and shown: what was typed, or the spec's default when left blank. */
export const contentTitleOf = (title: string): string => title.trim() || COURSE_DEFAULTS.contentTitle;
