/**
 * Where each file lives in the store, built from ids only, never from list positions or the
 * user's file name (issue 12). Everything a row owns sits under that row's prefix, so deleting a
 * content item, a day, a topic, a course or an account deletes its files by prefix, and deleting
 * topic 1 can never hand its lecture to topic 2.
 */
export interface CoursePath {
  uid: string;
  courseId: string;
}
export interface TopicPath extends CoursePath {
  topicId: string;
}
export interface DayPath extends TopicPath {
  dayId: string;
}
export interface ContentPath extends DayPath {
  contentId: string;
}

export const accountPrefix = (uid: string) => `users/${uid}`;
export const coursePrefix = (p: CoursePath) => `${accountPrefix(p.uid)}/courses/${p.courseId}`;
export const topicPrefix = (p: TopicPath) => `${coursePrefix(p)}/topics/${p.topicId}`;
export const dayPrefix = (p: DayPath) => `${topicPrefix(p)}/days/${p.dayId}`;
export const contentPrefix = (p: ContentPath) => `${dayPrefix(p)}/content/${p.contentId}`;

/** An uploaded photo or recording of a content item. */
export const contentFileKey = (p: ContentPath, fileId: string, extension: string) =>
  `${contentPrefix(p)}/${fileId}.${extension}`;

/** A lecture's speech: under the topic, or under the day when `dayId` is given. */
export const lectureKey = (p: TopicPath & { dayId?: string | undefined }, fileId: string) =>
  `${p.dayId ? dayPrefix({ ...p, dayId: p.dayId }) : topicPrefix(p)}/lecture/${fileId}.mp3`;

export const readAloudKey = (p: DayPath, fileId: string) => `${dayPrefix(p)}/read-aloud/${fileId}.mp3`;

/**
 * The name shown for an upload: letters, digits and dots only (spec §5), at most 100 characters,
 * never empty and never only dots.
 */
export function sanitizeFileName(name: string | undefined, fallback: string): string {
  const cleaned = (name ?? "").replace(/[^A-Za-z0-9.]/g, "").slice(-100);
  return /[A-Za-z0-9]/.test(cleaned) ? cleaned.replace(/^\.+/, "") : fallback;
}
