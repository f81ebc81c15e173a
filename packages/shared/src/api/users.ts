import { z } from "zod";
import { LECTURE_VOICES, PREFERRED_LLMS } from "../constants";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME, VALIDATION } from "../messages/validation";
import { Role } from "./auth";
import { limitedText, lineText, nonEmptyPatch } from "./text";

export const UserProfile = z
  .object({
    uid: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    role: Role,
    createdAt: z.iso.datetime(),
    lastLogin: z.iso.datetime().nullable(),
  })
  .meta({ id: "UserProfile" });
export type UserProfile = z.infer<typeof UserProfile>;

export const UpdateProfileRequest = z.object({
  email: limitedText(MAX_LENGTH.email, FIELD_NAME.email),
  firstName: lineText(MAX_LENGTH.name, FIELD_NAME.firstName),
  lastName: lineText(MAX_LENGTH.name, FIELD_NAME.lastName),
  /** Required when the email changes: it is also the sign-in email. */
  currentPassword: limitedText(MAX_LENGTH.password, FIELD_NAME.currentPassword).optional(),
});
export type UpdateProfileRequest = z.infer<typeof UpdateProfileRequest>;

export const PreferredLlm = z.enum(PREFERRED_LLMS);
export type PreferredLlm = z.infer<typeof PreferredLlm>;

export const LectureVoice = z.enum(LECTURE_VOICES);
export type LectureVoice = z.infer<typeof LectureVoice>;

export const UserSettings = z
  .object({
    preferredLLM: PreferredLlm,
    /** The voice for lectures and read-aloud (the built-in offline voices). */
    lectureVoice: LectureVoice,
  })
  .meta({ id: "UserSettings" });
export type UserSettings = z.infer<typeof UserSettings>;

/** A settings change: any of the settings, at least one. */
export const UpdateSettingsRequest = UserSettings.partial()
  .refine(nonEmptyPatch, VALIDATION.nothingToChange)
  .meta({ id: "UpdateSettingsRequest" });
export type UpdateSettingsRequest = z.infer<typeof UpdateSettingsRequest>;

export const AdminUserUpdate = z
  .object({ disabled: z.boolean(), role: Role })
  .partial()
  .refine(nonEmptyPatch, VALIDATION.nothingToChange);
export type AdminUserUpdate = z.infer<typeof AdminUserUpdate>;
export const UidParams = z.object({ uid: z.uuid() });
