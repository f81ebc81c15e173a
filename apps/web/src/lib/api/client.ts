import createClient, { type Client, type Middleware } from "openapi-fetch";
import { AuthErrorCode, USER_NOT_AUTHENTICATED } from "@study-well/shared";
import type { SessionManager } from "../session/session-manager";
import { ApiError, apiError, isNotFound, NetworkError } from "./errors";
import type { paths } from "./schema";

/** Typed by the API contract: every path, parameter, body and answer comes from the server's routes. */
export type ApiClient = Client<paths>;

/** Calls anyone may make: signing in or up, password reset, the waitlist, the session's own tokens. */
export const publicApi: ApiClient = createTypedClient();

/**
 * Calls the API as the signed-in user. An expired access token is refreshed and the call tried
 * once more; an answer saying the session is over signs the user out in every tab.
 */
export function createApiClient(session: SessionManager): ApiClient {
  const client = createTypedClient();
  client.use(sessionMiddleware(session));
  return client;
}

/** The answer's data (null when the server sent none), or the server's refusal as an ApiError. */
export async function unwrap<A extends { data?: unknown; error?: unknown; response: Response }>(
  call: Promise<A>,
): Promise<Exclude<A["data"], undefined>> {
  const { data, error, response } = await call;
  if (!response.ok) throw apiError(response.status, error);
  return (data ?? null) as Exclude<A["data"], undefined>;
}

/**
 * A delete done: also when what it deletes was gone already (deleted in another tab, or by
 * someone else), since what was asked for is so. Other refusals are thrown as by unwrap.
 */
export async function unwrapDeleted(
  call: Promise<{ data?: unknown; error?: unknown; response: Response }>,
): Promise<void> {
  try {
    await unwrap(call);
  } catch (error) {
    if (!isNotFound(error)) throw error;
  }
}

function createTypedClient(): ApiClient {
  return createClient<paths>({
    // A Request needs an absolute URL outside a page (tests); in the page it is the same origin.
    baseUrl: location.origin,
    headers: { accept: "application/json" },
    fetch: send,
  });
}

/**
 * Sends through the global fetch, looked up on each call so that tests can stand in for the
 * server; a request that got no answer becomes a NetworkError.
 */
async function send(request: Request): Promise<Response> {
  try {
    return await fetch(request);
  } catch (error) {
    if (error instanceof DOMException && error.name === "AbortError") throw error;
    throw new NetworkError(error);
  }
}

function sessionMiddleware(session: SessionManager): Middleware {
  // Each request as it was before sending, to send again with a fresh token.
  const unsent = new Map<string, Request>();
  const withToken = (request: Request, token: string) => {
    request.headers.set("authorization", `Bearer ${token}`);
    return request;
  };
  return {
    async onRequest({ request, id }) {
      const token = await session.getIdToken();
      if (!token) throw new ApiError(401, AuthErrorCode.unauthenticated, USER_NOT_AUTHENTICATED);
      unsent.set(id, request.clone());
      return withToken(request, token);
    },
    async onResponse({ response, id, options }) {
      const original = unsent.get(id);
      unsent.delete(id);
      if (response.status !== 401 || !original) return undefined;
      const error = apiError(
        401,
        await response
          .clone()
          .json()
          .catch(() => null),
      );
      if (error.code === AuthErrorCode.idTokenExpired) {
        const fresh = await session.refresh();
        if (fresh) return options.fetch(withToken(original, fresh));
      }
      await session.handleRejection(error);
      return undefined;
    },
    onError({ id }) {
      unsent.delete(id);
    },
  };
}
