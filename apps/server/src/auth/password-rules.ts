import { passwordLength, unmetPasswordRequirements } from "@study-well/shared";
import type { Config } from "../config";
import { AppError } from "../http/app-error";

type Policy = Config["auth"]["passwordPolicy"];

/** Refuses a new password the policy does not allow: the full policy when enforced, else length. */
export function assertAcceptablePassword(policy: Policy, password: string): void {
  if (policy.enforcementState === "ENFORCE") {
    const unmet = unmetPasswordRequirements(policy, password);
    if (unmet.length > 0) throw AppError.of("auth/password-does-not-meet-requirements", unmet);
    return;
  }
  if (passwordLength(password) < policy.minPasswordLength)
    throw AppError.of("auth/weak-password", policy.minPasswordLength);
}

/** With forceUpgradeOnSignin, an existing password that no longer meets the policy cannot sign in. */
export function assertPasswordStillAllowed(policy: Policy, password: string): void {
  if (policy.enforcementState !== "ENFORCE" || !policy.forceUpgradeOnSignin) return;
  const unmet = unmetPasswordRequirements(policy, password);
  if (unmet.length > 0) throw AppError.of("auth/password-does-not-meet-requirements", unmet);
}
