import {
  AiErrorCode,
  ErrorCode,
  AuthErrorCode,
  INTERNAL_ERROR_MESSAGE,
  WaitlistErrorCode,
} from "./error-codes";
import { USER_NOT_AUTHENTICATED, WAITLIST } from "./messages/account";
import { CREATE_COURSE } from "./messages/courses";
import { QUIZ } from "./messages/quiz";
import { VALIDATION } from "./messages/validation";
import { LECTURES } from "./messages/uploads";

/**
 * Every error the API answers with, in one place: its HTTP status, the code clients see, and the
 * message (a function when it names something). The server raises them by key
 * (`AppError.of("course/not-found", "Course")`); the key is the code unless two messages share one.
 * No dependencies, so the web app can read it cheaply.
 */
interface ErrorSpec {
  status: number;
  /** The code on the wire, when it is not the key. */
  code?: string;
  message: string | ((...args: never[]) => string);
}

export const ERRORS = {
  // Requests
  [ErrorCode.invalidArgument]: { status: 400, message: (detail: string) => detail },
  [ErrorCode.notFound]: { status: 404, message: (what: string) => what },
  [ErrorCode.internal]: { status: 500, message: INTERNAL_ERROR_MESSAGE },
  "request/refused-value": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "The request contains a value that cannot be stored.",
  },
  "request/compressed-body": {
    status: 415,
    code: ErrorCode.invalidArgument,
    message: "Send the request body uncompressed: a Content-Encoding such as gzip is not accepted.",
  },
  "request/json-charset": {
    status: 415,
    code: ErrorCode.invalidArgument,
    message: "Send JSON in UTF-8 (Content-Type: application/json; charset=utf-8).",
  },
  "request/not-json": {
    status: 415,
    code: ErrorCode.invalidArgument,
    message: "Send the request body as JSON (Content-Type: application/json).",
  },
  "request/bad-json": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "The request body is not valid JSON.",
  },
  "request/bad-url": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "The address is not valid: it has a broken %-escape.",
  },
  "request/headers-too-large": {
    status: 431,
    code: ErrorCode.invalidArgument,
    message: "The request's address or headers are too long.",
  },
  "request/too-large": {
    status: 413,
    code: ErrorCode.invalidArgument,
    message: (limitBytes: number) =>
      limitBytes >= 1024 * 1024
        ? `The request is too large: at most ${Math.round(limitBytes / 1024 / 1024)} MB.`
        : `The request is too large: at most ${Math.round(limitBytes / 1024)} KB.`,
  },
  "request/malformed": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "The request could not be read.",
  },
  "request/too-slow": {
    status: 408,
    code: ErrorCode.invalidArgument,
    message: "The request arrived too slowly and was cut off. Please try again on a better connection.",
  },
  "request/try-again": {
    status: 503,
    code: ErrorCode.unavailable,
    message: "Something else changed the same thing at the same moment. Please try again.",
  },

  // Identity
  [AuthErrorCode.unauthenticated]: { status: 401, message: USER_NOT_AUTHENTICATED },
  [AuthErrorCode.idTokenExpired]: { status: 401, message: "The access token has expired." },
  [AuthErrorCode.idTokenRevoked]: { status: 401, message: "The access token has been revoked." },
  [AuthErrorCode.userTokenExpired]: {
    status: 401,
    message: "The user's credential is no longer valid. The user must sign in again.",
  },
  [AuthErrorCode.invalidRefreshToken]: { status: 400, message: "Invalid refresh token." },
  [AuthErrorCode.invalidEmail]: { status: 400, message: "The email address is badly formatted." },
  [AuthErrorCode.missingField]: { status: 400, message: VALIDATION.required },
  [AuthErrorCode.userNotFound]: {
    status: 400,
    message: "There is no user record corresponding to this email.",
  },
  [AuthErrorCode.wrongPassword]: { status: 400, message: "The password is invalid." },
  "auth/wrong-current-password": {
    status: 400,
    code: AuthErrorCode.wrongPassword,
    message: "The current password is incorrect.",
  },
  [AuthErrorCode.requiresRecentLogin]: {
    status: 403,
    message: "Enter your current password to change your email or password.",
  },
  "auth/delete-requires-recent-login": {
    status: 403,
    code: AuthErrorCode.requiresRecentLogin,
    message: "Sign in again to delete your account: deleting it takes a sign-in from the last five minutes.",
  },
  [AuthErrorCode.invalidCredential]: {
    status: 400,
    message: "The email address or password is incorrect.",
  },
  [AuthErrorCode.userDisabled]: {
    status: 403,
    message: "The user account has been disabled by an administrator.",
  },
  /** A disabled account's token, refused on a signed-in call. */
  "auth/session-of-disabled-user": {
    status: 401,
    code: AuthErrorCode.userDisabled,
    message: "The user account has been disabled by an administrator.",
  },
  [AuthErrorCode.emailAlreadyInUse]: {
    status: 409,
    message: "The email address is already in use by another account.",
  },
  [AuthErrorCode.weakPassword]: {
    status: 400,
    message: (min: number) => `Password should be at least ${min} characters`,
  },
  [AuthErrorCode.passwordDoesNotMeetRequirements]: {
    status: 400,
    message: (unmet: string[]) => `Missing password requirements: [${unmet.join(", ")}]`,
  },
  [AuthErrorCode.registrationClosed]: {
    status: 403,
    message:
      "Registration is closed on this server. Join the waitlist and an administrator will activate your account.",
  },
  [AuthErrorCode.invalidActionCode]: {
    status: 400,
    message:
      "The action code is invalid. This can happen if the code is malformed, expired, or has already been used.",
  },
  [AuthErrorCode.expiredActionCode]: { status: 400, message: "The action code has expired." },
  [AuthErrorCode.permissionDenied]: { status: 403, message: "You do not have permission to do this." },
  [AuthErrorCode.tooManyRequests]: {
    status: 429,
    message: "We have blocked all requests from this device due to unusual activity. Try again later.",
  },

  // Accounts and the waitlist
  "admin/last-admin": {
    status: 409,
    code: "admin/last-admin",
    message: "This is the last administrator: make another user an administrator first.",
  },
  "user/not-found": { status: 404, code: ErrorCode.notFound, message: "No such user." },
  [WaitlistErrorCode.alreadyOnWaitlist]: { status: 409, message: WAITLIST.duplicate },
  "waitlist/has-account": {
    status: 409,
    code: AuthErrorCode.emailAlreadyInUse,
    message: "An account with this email already exists. Log in instead.",
  },
  "waitlist/registered-meanwhile": {
    status: 409,
    code: AuthErrorCode.emailAlreadyInUse,
    message: "This person has registered an account already, so their waitlist entry was removed.",
  },
  "waitlist/entry-not-found": {
    status: 404,
    code: ErrorCode.notFound,
    message: "This waitlist entry no longer exists.",
  },

  // Courses
  "course/not-found": {
    status: 404,
    code: ErrorCode.notFound,
    message: (what: string) => `${what} not found.`,
  },
  "course/fill-all-fields": { status: 400, code: ErrorCode.invalidArgument, message: CREATE_COURSE.fillAll },
  "course/empty-note": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "Write a title or some content first.",
  },
  "course/full": {
    status: 409,
    code: "course/full",
    message: (most: string) =>
      `This course has no room for more: a course may hold ${most}. Delete what you no longer need, or start another course.`,
  },
  "course/day-changed": {
    status: 409,
    code: "course/day-changed",
    message:
      "Notes were added to this day in another tab or on another device. Look at them, then delete the day again if you still mean to.",
  },
  "course/topic-changed": {
    status: 409,
    code: "course/topic-changed",
    message:
      "Notes were added to this topic in another tab or on another device. Look at them, then delete the topic again if you still mean to.",
  },
  "course/details-changed": {
    status: 409,
    code: "course/details-changed",
    message:
      "The course's title or description was changed in another tab or on another device since you began editing it.",
  },
  "course/summary-changed": {
    status: 409,
    code: "course/summary-changed",
    message:
      "The course's summary was changed in another tab or on another device since you began editing it.",
  },
  "course/objective-changed": {
    status: 409,
    code: "course/objective-changed",
    message: "This objective was changed in another tab or on another device since you began editing it.",
  },
  "course/topic-renamed": {
    status: 409,
    code: "course/topic-renamed",
    message: "This topic was renamed in another tab or on another device since you began editing its title.",
  },
  "course/note-changed": {
    status: 409,
    code: "course/note-changed",
    message: "This note was changed in another tab or on another device since you began editing it.",
  },
  "course/too-many": {
    status: 409,
    code: "course/too-many",
    message: (most: number) =>
      `You have ${most.toLocaleString("en-US")} courses, the most an account may hold: delete one you no longer need first.`,
  },

  // Uploads, files and background work
  "upload/one-file": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "An upload form holds one file, in a field named file, and nothing else.",
  },
  "upload/malformed-form": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "The upload is not a complete multipart/form-data body with a file field.",
  },
  "upload/no-file": {
    status: 400,
    code: ErrorCode.invalidArgument,
    message: "Choose a file to upload, sent as multipart/form-data in a field named file.",
  },
  "upload/empty": { status: 400, code: ErrorCode.invalidArgument, message: "The file is empty." },
  "upload/storage-full": {
    status: 413,
    code: "upload/storage-full",
    message: (limitBytes: number) =>
      `Your files have no room for this one: they may take ${Math.round(limitBytes / 1024 / 1024).toLocaleString("en-US")} MB in all. Delete notes with photos or recordings you no longer need to make room.`,
  },
  "upload/too-large": {
    status: 413,
    code: "upload/too-large",
    message: (limitBytes: number) =>
      `The file is too large: at most ${Math.round(limitBytes / 1024 / 1024)} MB.`,
  },
  "upload/not-image": {
    status: 415,
    code: "upload/unsupported-type",
    message: "This file is not a picture this app can read: choose a JPEG, PNG, WebP, GIF or HEIC picture.",
  },
  "upload/not-audio": {
    status: 415,
    code: "upload/unsupported-type",
    message: "This file is not a recording this app can read: choose WebM, Ogg, MP3, M4A/AAC or WAV.",
  },
  "file/not-found": { status: 404, code: ErrorCode.notFound, message: "File not found." },
  "file/link-invalid": {
    status: 403,
    code: "file/link-invalid",
    message: "This link has expired or is not valid. Reload the page to get a new one.",
  },
  "file/range-not-satisfiable": {
    status: 416,
    code: ErrorCode.invalidArgument,
    message: "The range asked for is not within the file.",
  },
  "task/not-found": { status: 404, code: ErrorCode.notFound, message: "Task not found." },
  "lecture/no-content-topic": {
    status: 422,
    code: "lecture/no-content",
    message: LECTURES.noContentTopic,
  },
  "lecture/no-content-day": { status: 422, code: "lecture/no-content", message: LECTURES.noContentDay },

  // Quiz
  "quiz/not-found": { status: 404, code: ErrorCode.notFound, message: "Quiz session not found." },
  "quiz/ended": {
    status: 409,
    code: "quiz/ended",
    message: "This quiz has ended. Start a new one to go on.",
  },
  "quiz/moved-on": {
    status: 409,
    code: "quiz/moved-on",
    message: "This quiz went on in another tab. Reload it to see the latest question.",
  },
  "quiz/notes-deleted": { status: 409, code: "quiz/notes-deleted", message: QUIZ.notesDeleted },
  "ai/too-many-at-once": {
    status: 429,
    code: "ai/too-many-at-once",
    message: (most: number) =>
      `You are sending ${most} recordings or pictures already: wait for one of them to be read, then try again.`,
  },
  "quiz/too-many-streams": {
    status: 429,
    code: "quiz/too-many-streams",
    message: (most: number) =>
      `You have ${most} live views of quiz results open already: close some of this app's tabs, and the others catch up.`,
  },

  // AI engines: their messages come from the engine, which knows what went wrong.
  [AiErrorCode.unreadableImage]: { status: 400, message: (detail: string) => detail },
  [AiErrorCode.unsupportedImage]: { status: 413, message: (detail: string) => detail },
  "ai/image-not-sent": {
    status: 415,
    code: AiErrorCode.unsupportedImage,
    message: "Send the picture itself, with an image/* Content-Type.",
  },
  [AiErrorCode.unreadableAudio]: { status: 400, message: (detail: string) => detail },
  "ai/audio-not-sent": {
    status: 415,
    code: AiErrorCode.unsupportedAudio,
    message: "Send the recording itself, with an audio/* Content-Type.",
  },
  [AiErrorCode.audioTooLong]: {
    status: 413,
    message: (maxSeconds: number) => {
      const minutes = Math.round(maxSeconds / 60);
      return `The recording is too long: at most ${minutes} minute${minutes === 1 ? "" : "s"}.`;
    },
  },
  [AiErrorCode.emptyTranscription]: { status: 422, message: (detail: string) => detail },
  [AiErrorCode.providerError]: { status: 502, message: (detail: string) => detail },
  [AiErrorCode.engineUnavailable]: { status: 503, message: (detail: string) => detail },
  // The per-user limit on AI calls (AI_REQUESTS_PER_MINUTE): nothing else of the app is held up.
  [AiErrorCode.tooManyRequests]: {
    status: 429,
    message: (seconds: number) =>
      `You have made too many AI requests in the last minute. Wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before the next one.`,
  },
} as const satisfies Record<string, ErrorSpec>;

export type ErrorKey = keyof typeof ERRORS;
/** What a key's message needs: nothing for a fixed message, the function's arguments otherwise. */
export type ErrorArgs<K extends ErrorKey> = (typeof ERRORS)[K]["message"] extends (...args: infer A) => string
  ? A
  : [];

/** The status, wire code and message of a catalogued error. */
export function describeError<K extends ErrorKey>(
  key: K,
  ...args: ErrorArgs<K>
): { status: number; code: string; message: string } {
  const spec: ErrorSpec = ERRORS[key];
  const message =
    typeof spec.message === "string"
      ? spec.message
      : (spec.message as (...a: ErrorArgs<K>) => string)(...args);
  return { status: spec.status, code: spec.code ?? key, message };
}
