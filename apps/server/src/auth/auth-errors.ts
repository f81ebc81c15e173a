import { AuthErrorCode } from "@study-well/shared/api";
import { AppError } from "../http/app-error";

/** The identity service's errors, with messages a person can act on. */
export const authErrors = {
  invalidEmail: () => new AppError(400, AuthErrorCode.invalidEmail, "The email address is badly formatted."),
  missingField: (field: string) => new AppError(400, AuthErrorCode.missingField, `${field} is required.`),
  userNotFound: () =>
    new AppError(400, AuthErrorCode.userNotFound, "There is no user record corresponding to this email."),
  wrongPassword: () => new AppError(400, AuthErrorCode.wrongPassword, "The password is invalid."),
  wrongCurrentPassword: () =>
    new AppError(400, AuthErrorCode.wrongPassword, "The current password is incorrect."),
  requiresRecentLogin: () =>
    new AppError(
      403,
      AuthErrorCode.requiresRecentLogin,
      "Enter your current password to change your email or password.",
    ),
  invalidCredential: () =>
    new AppError(400, AuthErrorCode.invalidCredential, "The email address or password is incorrect."),
  userDisabled: () =>
    new AppError(403, AuthErrorCode.userDisabled, "The user account has been disabled by an administrator."),
  emailInUse: () =>
    new AppError(
      409,
      AuthErrorCode.emailAlreadyInUse,
      "The email address is already in use by another account.",
    ),
  weakPassword: (min: number) =>
    new AppError(400, AuthErrorCode.weakPassword, `Password should be at least ${min} characters`),
  policyUnmet: (unmet: string[]) =>
    new AppError(
      400,
      AuthErrorCode.passwordDoesNotMeetRequirements,
      `Missing password requirements: [${unmet.join(", ")}]`,
    ),
  registrationClosed: () =>
    new AppError(
      403,
      AuthErrorCode.registrationClosed,
      "Registration is closed on this server. Join the waitlist and an administrator will activate your account.",
    ),
  invalidActionCode: () =>
    new AppError(
      400,
      AuthErrorCode.invalidActionCode,
      "The action code is invalid. This can happen if the code is malformed, expired, or has already been used.",
    ),
  expiredActionCode: () => new AppError(400, AuthErrorCode.expiredActionCode, "The action code has expired."),
  permissionDenied: () =>
    new AppError(403, AuthErrorCode.permissionDenied, "You do not have permission to do this."),
};
