import { randomBytes } from "node:crypto";
import type { JoinWaitlistRequest, SignUpRequest } from "@study-well/shared/api";

const unique = () => randomBytes(5).toString("hex");

export function buildSignUp(overrides: Partial<SignUpRequest> = {}): SignUpRequest {
  return {
    email: `learner-${unique()}@example.org`,
    password: "correct horse",
    firstName: "Ada",
    lastName: "Lovelace",
    ...overrides,
  };
}

export function buildWaitlistEntry(overrides: Partial<JoinWaitlistRequest> = {}): JoinWaitlistRequest {
  return { email: `waiting-${unique()}@example.org`, firstName: "Grace", lastName: "Hopper", ...overrides };
}
