import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME } from "../messages/validation";
import { limitedText, lineText } from "./text";
export { WaitlistErrorCode } from "../error-codes";

export const JoinWaitlistRequest = z.object({
  email: limitedText(MAX_LENGTH.email, FIELD_NAME.email),
  firstName: lineText(MAX_LENGTH.name, FIELD_NAME.firstName),
  lastName: lineText(MAX_LENGTH.name, FIELD_NAME.lastName),
});
export type JoinWaitlistRequest = z.infer<typeof JoinWaitlistRequest>;

export const WaitlistEntry = z
  .object({
    id: z.string(),
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    status: z.literal("pending"),
    createdAt: z.iso.datetime(),
  })
  .meta({ id: "WaitlistEntry" });
export type WaitlistEntry = z.infer<typeof WaitlistEntry>;

export const WaitlistIdParams = z.object({ id: z.uuid() });
export const ActivateUserResponse = z.object({ uid: z.string(), email: z.string() });
export type ActivateUserResponse = z.infer<typeof ActivateUserResponse>;

export const JoinWaitlistResponse = z.object({ ok: z.literal(true) });
export const WaitlistEntries = z.array(WaitlistEntry);
