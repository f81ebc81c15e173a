/** Stable error codes of the API (no dependencies, so the web app can use them cheaply). */
export const ErrorCode = {
  invalidArgument: "invalid-argument",
  notFound: "not-found",
  internal: "internal",
  unavailable: "unavailable",
} as const;
export type ErrorCode = (typeof ErrorCode)[keyof typeof ErrorCode];

export const INTERNAL_ERROR_MESSAGE = "Internal server error";

/** Error codes of the identity service; the names follow the spec's identity provider. */
export const AuthErrorCode = {
  invalidEmail: "auth/invalid-email",
  userDisabled: "auth/user-disabled",
  userNotFound: "auth/user-not-found",
  wrongPassword: "auth/wrong-password",
  requiresRecentLogin: "auth/requires-recent-login",
  invalidCredential: "auth/invalid-credential",
  emailAlreadyInUse: "auth/email-already-in-use",
  weakPassword: "auth/weak-password",
  tooManyRequests: "auth/too-many-requests",
  userTokenExpired: "auth/user-token-expired",
  invalidRefreshToken: "auth/invalid-refresh-token",
  invalidActionCode: "auth/invalid-action-code",
  expiredActionCode: "auth/expired-action-code",
  passwordDoesNotMeetRequirements: "auth/password-does-not-meet-requirements",
  registrationClosed: "auth/admin-restricted-operation",
  missingField: "auth/missing-field",
  unauthenticated: "unauthenticated",
  idTokenExpired: "auth/id-token-expired",
  idTokenRevoked: "auth/id-token-revoked",
  permissionDenied: "permission-denied",
} as const;
export type AuthErrorCode = (typeof AuthErrorCode)[keyof typeof AuthErrorCode];

export const WaitlistErrorCode = { alreadyOnWaitlist: "waitlist/already-exists" } as const;

/** Error codes of the AI routes (issue 5). */
export const AiErrorCode = {
  unreadableImage: "ai/unreadable-image",
  unsupportedImage: "ai/unsupported-image",
  unreadableAudio: "ai/unreadable-audio",
  unsupportedAudio: "ai/unsupported-audio",
  audioTooLong: "ai/audio-too-long",
  emptyTranscription: "ai/empty-transcription",
  engineUnavailable: "ai/engine-unavailable",
  providerError: "ai/provider-error",
  tooManyRequests: "ai/too-many-requests",
} as const;
export type AiErrorCode = (typeof AiErrorCode)[keyof typeof AiErrorCode];
