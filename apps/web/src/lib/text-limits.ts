import { FIELD_NAME, MAX_LENGTH, VALIDATION } from "@study-well/shared";

/** How long a field may be, and its name for the sentence that says so. */
export interface TextLimit {
  max: number;
  name: string;
}

const limit = (max: number, name: string): TextLimit => ({ max, name });

/** Every text field of the UI, limited to what the server takes (the same shared constants). */
export const TEXT_LIMIT = {
  email: limit(MAX_LENGTH.email, FIELD_NAME.email),
  password: limit(MAX_LENGTH.password, FIELD_NAME.password),
  currentPassword: limit(MAX_LENGTH.password, FIELD_NAME.currentPassword),
  firstName: limit(MAX_LENGTH.name, FIELD_NAME.firstName),
  lastName: limit(MAX_LENGTH.name, FIELD_NAME.lastName),
  courseTitle: limit(MAX_LENGTH.courseTitle, FIELD_NAME.courseTitle),
  courseDescription: limit(MAX_LENGTH.courseDescription, FIELD_NAME.courseDescription),
  outlineSummary: limit(MAX_LENGTH.outlineSummary, FIELD_NAME.outlineSummary),
  objective: limit(MAX_LENGTH.objective, FIELD_NAME.objective),
  topicTitle: limit(MAX_LENGTH.topicTitle, FIELD_NAME.topicTitle),
  contentTitle: limit(MAX_LENGTH.contentTitle, FIELD_NAME.contentTitle),
  contentText: limit(MAX_LENGTH.contentText, FIELD_NAME.contentText),
  quizAnswer: limit(MAX_LENGTH.quizAnswer, FIELD_NAME.quizAnswer),
} as const;

/**
 * What to say once a field is full. `maxLength` stops typing (and cuts a paste) at the limit, so
 * without this the field would just stop taking characters with no reason given.
 */
export function limitMessage(length: number, limit: TextLimit | undefined): string | null {
  return limit && length >= limit.max ? VALIDATION.tooLong(limit.name, limit.max) : null;
}
