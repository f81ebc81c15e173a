import { randomInt } from "node:crypto";
import { hash, verify, type Options } from "@node-rs/argon2";

// OWASP's argon2id baseline: 19 MiB of memory, 2 iterations, 1 lane. Argon2id is the library's
// default algorithm (its Algorithm is a const enum, which isolated modules cannot read), and
// passwords.test.ts checks the hashes say argon2id.
const OPTIONS: Options = { memoryCost: 19_456, timeCost: 2, parallelism: 1 };

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  return verify(passwordHash, password);
}

let dummyHash: Promise<string> | undefined;
/** Spends the time of a real check, so an unknown email answers no faster than a wrong password. */
export async function verifyAgainstNothing(password: string): Promise<void> {
  dummyHash ??= hashPassword("not the password of anyone");
  await verify(await dummyHash, password);
}

const ALPHABET = "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789";
/** Spec §9: an activated user's first password is 16 random characters plus "!1". */
export function generateActivationPassword(): string {
  let password = "";
  for (let i = 0; i < 16; i++) password += ALPHABET.charAt(randomInt(ALPHABET.length));
  return `${password}!1`;
}
