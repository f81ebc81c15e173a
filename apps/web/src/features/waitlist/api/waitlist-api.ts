import type { JoinWaitlistRequest } from "@study-well/shared/api";
import { publicApi, unwrap } from "../../../lib/api/client";

export const joinWaitlist = (input: JoinWaitlistRequest) =>
  unwrap(publicApi.POST("/api/waitlist", { body: input }));
