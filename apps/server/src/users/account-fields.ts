import { z } from "zod";
import { AppError } from "../http/app-error";
import { normalizeEmail } from "./users.repository";

const emailFormat = z.email();

/** The email as accounts store it (trimmed, lower-case), or 400 auth/invalid-email. */
export function validEmail(raw: string): string {
  const email = normalizeEmail(raw);
  if (!emailFormat.safeParse(email).success) throw AppError.of("auth/invalid-email");
  return email;
}

/** A name, trimmed, or 400 auth/missing-field naming `field`. */
export function requiredName(value: string, field: string): string {
  const trimmed = value.trim();
  if (!trimmed) throw AppError.of("auth/missing-field", field);
  return trimmed;
}
