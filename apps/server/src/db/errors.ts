function sqlStates(error: unknown): string[] {
  const codes: string[] = [];
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === "string") codes.push(code);
  }
  return codes;
}

/**
 * True when a write failed on a unique constraint (drizzle may wrap the driver's error); on the
 * one named, when `constraint` is given.
 */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  for (let e: unknown = error; e instanceof Error; e = e.cause) {
    const { code, constraint: named } = e as { code?: unknown; constraint?: unknown };
    if (code === "23505" && (constraint === undefined || named === constraint)) return true;
  }
  return false;
}

/**
 * True when the database refused a value itself (SQLSTATE class 22, "data exception": a NUL
 * character, text that is not valid UTF-8, a date out of range) or found it too large to index
 * (54000). The request's schema should have refused it first; this is the net under it.
 */
export function isRefusedValue(error: unknown): boolean {
  return sqlStates(error).some((code) => code.startsWith("22") || code === "54000");
}

/**
 * True when the database ended a transaction because another one needed the same rows in the
 * other order (40P01, a deadlock) or changed them first (40001): nothing of it was written, and
 * the same request sent again goes through.
 */
export function isTransactionConflict(error: unknown): boolean {
  return sqlStates(error).some((code) => code === "40P01" || code === "40001");
}
