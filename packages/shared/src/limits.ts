/**
 * The longest text the API takes in each field. The zod contracts refuse anything longer and the
 * UI sets these as `maxLength`, so a person is stopped (and told why) before the server says no.
 */
export const MAX_LENGTH = {
  email: 320,
  password: 4096,
  /** First, last and display names. */
  name: 200,
  courseTitle: 300,
  courseDescription: 5000,
  outlineSummary: 20_000,
  objective: 2000,
  topicTitle: 300,
  contentTitle: 300,
  contentText: 200_000,
} as const;
