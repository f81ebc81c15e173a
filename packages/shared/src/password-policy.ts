/** The fields of the identity service's password policy (spec §3), without zod. */
export interface PasswordRules {
  minPasswordLength: number;
  maxPasswordLength?: number | undefined;
  requireLowercase: boolean;
  requireUppercase: boolean;
  requireNumeric: boolean;
  requireNonAlphanumeric: boolean;
  allowedNonAlphanumericCharacters: string[];
}

export const DEFAULT_MIN_PASSWORD_LENGTH = 6;
/** The identity provider's default list of special characters. */
export const DEFAULT_SPECIAL_CHARACTERS = Array.from("^$*.[]{}()?\"!@#%&/\\,><':;|_~`=+-");

/** A password's length as the policy counts it: in code points, so an emoji is one character. */
export function passwordLength(password: string): number {
  return Array.from(password).length;
}

/** Each requirement the password misses, in words a user can act on. */
export function unmetPasswordRequirements(rules: PasswordRules, password: string): string[] {
  const unmet: string[] = [];
  const length = passwordLength(password);
  if (length < rules.minPasswordLength)
    unmet.push(`Password must contain at least ${rules.minPasswordLength} characters`);
  if (rules.maxPasswordLength !== undefined && length > rules.maxPasswordLength)
    unmet.push(`Password may contain at most ${rules.maxPasswordLength} characters`);
  if (rules.requireLowercase && !/\p{Ll}/u.test(password))
    unmet.push("Password must contain a lower case character");
  if (rules.requireUppercase && !/\p{Lu}/u.test(password))
    unmet.push("Password must contain an upper case character");
  if (rules.requireNumeric && !/\p{Nd}/u.test(password))
    unmet.push("Password must contain a numeric character");
  if (
    rules.requireNonAlphanumeric &&
    !Array.from(password).some((c) => rules.allowedNonAlphanumericCharacters.includes(c))
  )
    unmet.push("Password must contain a non-alphanumeric character");
  return unmet;
}
