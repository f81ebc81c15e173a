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
  /** One answer in a quiz (a language model reads the whole conversation at every turn). */
  quizAnswer: 5000,
} as const;

/**
 * The most a course (and an account) may hold. A course is read whole, its document built by one
 * query and sent as one JSON text, so one without bounds could be made too large to read at all:
 * about 1,000 notes at the longest a note may be took the embedded database past its memory, and
 * the course answered 500 from then on. These leave room for years of notes (20,000 notes of a
 * thousand characters; the benchmarks' "year of daily notes" is 10,000) and keep the largest
 * course's document about 25 MB.
 */
export const COURSE_LIMITS = {
  coursesPerUser: 500,
  topics: 1000,
  days: 10_000,
  notes: 20_000,
  objectives: 200,
  /**
   * Bytes of note text in the document (JSON): text notes' bodies, and what photos and recordings
   * were read as. Bytes, not characters: a character can take up to six (an escaped control).
   */
  textBytes: 20 * 1024 * 1024,
} as const;

/** The largest file each upload control takes (issue 12): a phone photo, an hour's recording. */
export const MAX_UPLOAD_BYTES = {
  image: 20 * 1024 * 1024,
  audio: 200 * 1024 * 1024,
} as const;

/**
 * How many live streams of quiz results (one per open course page) a user may hold at once: each
 * holds a connection, and one user's thousand would leave none for anybody else.
 */
export const LIVE_STREAMS_PER_USER = 12;

/** How long a link to a stored file works, in seconds: long enough to play an hour's lecture. */
export const FILE_LINK_TTL_SECONDS = 6 * 60 * 60;
