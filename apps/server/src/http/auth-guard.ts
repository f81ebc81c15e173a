import type { FastifyInstance, FastifyRequest } from "fastify";
import type { Role } from "@study-well/shared/api";
import { AppError } from "./app-error";
import type { AccountCache, AccountState, SessionCache } from "../auth/account-cache";
import { unauthenticated, type AccessTokens } from "../auth/access-tokens";

export type Access = "public" | "user" | "admin";

export interface Caller {
  uid: string;
  role: Role;
  email: string;
  /** When the caller's session signed in (seconds since 1970), if the token says. */
  signedInAt?: number | undefined;
  /** The caller's session (a refresh-token family), if the token says. */
  sessionId?: string | undefined;
  /** The account's session version the token carries. */
  sessionVersion: number;
}

declare module "fastify" {
  interface FastifyContextConfig {
    /** Who may call the route; routes that do not say are for signed-in users. */
    access?: Access;
  }
  interface FastifyRequest {
    caller: Caller | null;
  }
}

export interface RouteEntry {
  method: string;
  url: string;
  access: Access;
}

/**
 * Checks every API request against its route's access level. The account's state comes from the
 * account cache, which every change to the account empties at once (and other processes' through
 * the changes feed), so disabling it or resetting its password ends its sessions at once.
 */
export function registerAuthGuard(
  app: FastifyInstance,
  deps: { accessTokens: AccessTokens; accounts: AccountCache; sessions: SessionCache },
  routeTable: RouteEntry[],
): void {
  app.decorateRequest("caller", null);
  app.addHook("onRoute", (route) => {
    if (!route.url.startsWith("/api")) return;
    const methods = Array.isArray(route.method) ? route.method : [route.method];
    for (const method of methods) {
      if (method === "HEAD") continue;
      routeTable.push({ method, url: route.url, access: route.config?.access ?? "user" });
    }
  });
  app.addHook("onRequest", async (request) => {
    // Static files of the web app are public; every API route is guarded unless it says otherwise.
    if (request.is404 || !request.routeOptions.url?.startsWith("/api")) return;
    const access = request.routeOptions.config.access ?? "user";
    if (access === "public") return;
    const caller = await authenticate(request, deps);
    if (access === "admin" && caller.role !== "admin") throw AppError.of("permission-denied");
    request.caller = caller;
  });
}

async function authenticate(
  request: FastifyRequest,
  {
    accessTokens,
    accounts,
    sessions,
  }: { accessTokens: AccessTokens; accounts: AccountCache; sessions: SessionCache },
): Promise<Caller> {
  // The scheme's name in any case ("bearer"), as RFC 9110 §11.1 has it.
  const [, token] = /^bearer +(\S.*)$/i.exec(request.headers.authorization ?? "") ?? [];
  if (!token) throw unauthenticated();
  const claims = await accessTokens.verify(token.trim());
  const standing = await sessionStanding({ accounts, sessions }, claims);
  if (standing === "no-account") throw unauthenticated();
  if (standing === "disabled") throw AppError.of("auth/session-of-disabled-user");
  if (standing === "ended") throw AppError.of("auth/id-token-revoked");
  const user = standing;
  return {
    uid: user.id,
    role: user.role,
    email: user.email,
    signedInAt: claims.authTime,
    sessionId: claims.sessionId,
    sessionVersion: claims.sessionVersion,
  };
}

/**
 * Whether a session still stands: its account, or why not. A new password, signing out
 * everywhere or disabling moves the account's session version; signing out (or a refresh token
 * replayed) ends the one session. Access tokens and signed file links both end with it.
 */
export async function sessionStanding(
  { accounts, sessions }: { accounts: AccountCache; sessions: SessionCache },
  session: { uid: string; sessionVersion: number; sessionId?: string | undefined },
): Promise<AccountState | "no-account" | "disabled" | "ended"> {
  const account = await accounts.get(session.uid);
  if (!account) return "no-account";
  if (account.disabled) return "disabled";
  if (account.sessionVersion !== session.sessionVersion) return "ended";
  if (session.sessionId && (await sessions.get(session.sessionId))) return "ended";
  return account;
}

/** The signed-in caller of a route whose access is "user" or "admin". */
export function callerOf(request: FastifyRequest): Caller {
  if (!request.caller) throw unauthenticated();
  return request.caller;
}
