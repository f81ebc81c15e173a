import { z } from "zod";
export { WaitlistErrorCode } from "../error-codes";

export const JoinWaitlistRequest = z.object({
  email: z.string().max(320),
  firstName: z.string().max(200),
  lastName: z.string().max(200),
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
