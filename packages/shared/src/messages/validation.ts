/** Field names as they read inside a sentence ("Last name can be at most ..."). */
export const FIELD_NAME = {
  email: "Email",
  password: "Password",
  currentPassword: "Current password",
  firstName: "First name",
  lastName: "Last name",
  displayName: "Display name",
  courseTitle: "Course title",
  courseDescription: "Course description",
  outlineSummary: "Summary",
  objective: "Learning objective",
  topicTitle: "Topic title",
  contentTitle: "Title",
  contentText: "Content",
  quizAnswer: "Your answer",
} as const;

export const VALIDATION = {
  tooLong: (field: string, max: number) =>
    `${field} can be at most ${max.toLocaleString("en-US")} characters.`,
  unstorable: (field: string) =>
    `${field} contains a character that cannot be saved (a NUL character or a broken emoji).`,
  empty: (what: string) => `${what} cannot be empty.`,
  /** An account's field left blank (the identity service's words). */
  required: (field: string) => `${field} is required.`,
  nothingToChange: "Nothing to change: send at least one field.",
  dateOutOfRange: "The date must be between the years 1 and 9999.",
} as const;
