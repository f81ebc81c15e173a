import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME, VALIDATION } from "../messages/validation";
import { limitedText, lineText, storableText } from "./text";
export { AuthErrorCode } from "../error-codes";

export const Role = z.enum(["user", "admin"]);
export type Role = z.infer<typeof Role>;

/** Tokens and codes: opaque, but still text the server may look up. */
const text = (max: number) => storableText("The code").max(max);

export const AccountInfo = z
  .object({
    uid: z.string(),
    email: z.string(),
    emailVerified: z.boolean(),
    displayName: z.string().nullable(),
    photoURL: z.string().nullable(),
    phoneNumber: z.string().nullable(),
    firstName: z.string(),
    lastName: z.string(),
    role: Role,
    createdAt: z.iso.datetime(),
    lastLoginAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "AccountInfo" });
export type AccountInfo = z.infer<typeof AccountInfo>;

export const TokenResponse = z
  .object({
    idToken: z.string(),
    refreshToken: z.string(),
    /** Seconds until idToken expires. */
    expiresIn: z.number().int().positive(),
  })
  .meta({ id: "TokenResponse" });
export type TokenResponse = z.infer<typeof TokenResponse>;

export const SignInResponse = TokenResponse.extend({ user: AccountInfo }).meta({ id: "SignInResponse" });
export type SignInResponse = z.infer<typeof SignInResponse>;

export const SignUpRequest = z.object({
  email: limitedText(MAX_LENGTH.email, FIELD_NAME.email),
  password: limitedText(MAX_LENGTH.password, FIELD_NAME.password),
  firstName: lineText(MAX_LENGTH.name, FIELD_NAME.firstName),
  lastName: lineText(MAX_LENGTH.name, FIELD_NAME.lastName),
});
export type SignUpRequest = z.infer<typeof SignUpRequest>;

export const SignInRequest = z.object({
  email: limitedText(MAX_LENGTH.email, FIELD_NAME.email),
  password: limitedText(MAX_LENGTH.password, FIELD_NAME.password),
});
export type SignInRequest = z.infer<typeof SignInRequest>;

export const RefreshRequest = z.object({ refreshToken: text(512) });
export type RefreshRequest = z.infer<typeof RefreshRequest>;

export const UpdateAccountRequest = z
  .object({
    email: limitedText(MAX_LENGTH.email, FIELD_NAME.email),
    password: limitedText(MAX_LENGTH.password, FIELD_NAME.password),
    displayName: lineText(MAX_LENGTH.name, FIELD_NAME.displayName).nullable(),
    /** Required when the email or the password changes. */
    currentPassword: limitedText(MAX_LENGTH.password, FIELD_NAME.currentPassword),
  })
  .partial()
  .refine(
    // The current password alone changes nothing.
    ({ email, password, displayName }) => [email, password, displayName].some((v) => v !== undefined),
    VALIDATION.nothingToChange,
  );
export type UpdateAccountRequest = z.infer<typeof UpdateAccountRequest>;

export const SendOobCodeRequest = z.object({
  requestType: z.literal("PASSWORD_RESET"),
  email: limitedText(MAX_LENGTH.email, FIELD_NAME.email),
});
export type SendOobCodeRequest = z.infer<typeof SendOobCodeRequest>;

export const OobCodeRequest = z.object({ oobCode: text(512) });
export const ResetPasswordRequest = z.object({
  oobCode: text(512),
  newPassword: limitedText(MAX_LENGTH.password, FIELD_NAME.password),
});
export type ResetPasswordRequest = z.infer<typeof ResetPasswordRequest>;
export const EmailResponse = z.object({ email: z.string() });

export const PasswordPolicy = z
  .object({
    minPasswordLength: z.number().int().min(6),
    maxPasswordLength: z.number().int().optional(),
    requireLowercase: z.boolean(),
    requireUppercase: z.boolean(),
    requireNumeric: z.boolean(),
    requireNonAlphanumeric: z.boolean(),
    allowedNonAlphanumericCharacters: z.array(z.string()),
    enforcementState: z.enum(["ENFORCE", "OFF"]),
    forceUpgradeOnSignin: z.boolean(),
    schemaVersion: z.literal(1),
  })
  .meta({ id: "PasswordPolicy" });
export type PasswordPolicy = z.infer<typeof PasswordPolicy>;

/** POST /api/auth/update: the account, and a new session when the password changed. */
export const UpdateAccountResponse = z.object({ user: AccountInfo, tokens: TokenResponse.nullable() });
export type UpdateAccountResponse = z.infer<typeof UpdateAccountResponse>;
