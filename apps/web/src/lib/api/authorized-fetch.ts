import { AuthErrorCode, USER_NOT_AUTHENTICATED } from "@study-well/shared";
import type { SessionManager } from "../session/session-manager";
import { ApiError, apiError, NetworkError } from "./errors";

/**
 * A request as the signed-in user for what the typed client cannot carry (raw recordings, audio
 * answers, event streams). As with the typed client: an expired token is refreshed and the call
 * tried once more, an answer saying the session is over signs the user out, a request that got no
 * answer is a NetworkError, and any other refusal is thrown as the server's ApiError.
 */
export async function authorizedFetch(
  session: SessionManager,
  path: string,
  init: Omit<RequestInit, "headers"> & { headers?: Record<string, string> },
): Promise<Response> {
  const attempt = async (token: string) => {
    try {
      return await fetch(path, { ...init, headers: { ...init.headers, authorization: `Bearer ${token}` } });
    } catch (error) {
      if (error instanceof DOMException && error.name === "AbortError") throw error;
      throw new NetworkError(error);
    }
  };
  const token = await session.getIdToken();
  if (!token) throw new ApiError(401, AuthErrorCode.unauthenticated, USER_NOT_AUTHENTICATED);
  let res = await attempt(token);
  if (res.status === 401) {
    const error = apiError(401, await res.json().catch(() => null));
    const fresh = error.code === AuthErrorCode.idTokenExpired ? await session.refresh() : null;
    if (!fresh) {
      await session.handleRejection(error);
      throw error;
    }
    res = await attempt(fresh);
  }
  if (!res.ok) {
    const error = apiError(res.status, await res.json().catch(() => null));
    if (res.status === 401) await session.handleRejection(error);
    throw error;
  }
  return res;
}
