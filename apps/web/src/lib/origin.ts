/**
 * Where a protected route sent a signed-out visitor from (RequireAuth puts it in the /login history
 * entry's state as `from`): a path of this app, or / when there is none or it leads elsewhere.
 */
export function originFrom(state: unknown): string {
  const from = (state as { from?: unknown } | null)?.from;
  return typeof from === "string" && from.startsWith("/") && !from.startsWith("//") ? from : "/";
}

/**
 * The /login history entry's state from where a password was just set (a reset or welcome link):
 * the sign-in form shows even to a signed-in user, as the link may have been for another account.
 */
export const SIGN_IN_AGAIN = { signInAgain: true } as const;

/** Whether a history entry's state is SIGN_IN_AGAIN's. */
export function asksToSignInAgain(state: unknown): boolean {
  return (state as { signInAgain?: unknown } | null)?.signInAgain === true;
}
