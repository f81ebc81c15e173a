/**
 * Where a protected route sent a signed-out visitor from (RequireAuth puts it in the /login history
 * entry's state as `from`): a path of this app, or / when there is none or it leads elsewhere.
 */
export function originFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}
