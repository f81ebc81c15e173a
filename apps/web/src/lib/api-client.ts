import { AuthErrorCode } from "@study-well/shared";
import { USER_NOT_AUTHENTICATED } from "@study-well/shared";
import { ApiError, requestJson } from "./api-error";
import type { SessionManager } from "./session/session-manager";

export interface ApiClient {
  get<T>(path: string): Promise<T>;
  post<T>(path: string, body?: unknown): Promise<T>;
  put<T>(path: string, body: unknown): Promise<T>;
  patch<T>(path: string, body: unknown): Promise<T>;
  delete<T>(path: string): Promise<T>;
}

/**
 * Calls the API as the signed-in user. An expired access token is refreshed and the call tried
 * once more; an answer saying the session is over signs the user out in every tab.
 */
export function createApiClient(session: SessionManager): ApiClient {
  async function send<T>(method: string, path: string, body?: unknown): Promise<T> {
    const token = await session.getIdToken();
    if (!token) throw new ApiError(401, AuthErrorCode.unauthenticated, USER_NOT_AUTHENTICATED);
    const init = { method, ...(body !== undefined ? { body } : {}) };
    try {
      return await requestJson<T>(path, { ...init, token });
    } catch (error) {
      if (!(error instanceof ApiError) || error.status !== 401) throw error;
      if (error.code === AuthErrorCode.idTokenExpired) {
        const fresh = await session.refresh();
        if (fresh) return requestJson<T>(path, { ...init, token: fresh });
      }
      await session.handleRejection(error);
      throw error;
    }
  }
  return {
    get: (path) => send("GET", path),
    post: (path, body) => send("POST", path, body),
    put: (path, body) => send("PUT", path, body),
    patch: (path, body) => send("PATCH", path, body),
    delete: (path) => send("DELETE", path),
  };
}
