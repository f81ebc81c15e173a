import { afterEach, describe, expect, it, vi } from "vitest";
import { AuthErrorCode } from "@study-well/shared";
import { stubFetch, type SentRequest } from "../../test/fetch-stub";
import { buildAccount, buildSession } from "../../test/test-session";
import { publicApi, unwrap } from "./client";
import { ApiError, NetworkError } from "./errors";

const refusal = (status: number, code: string) =>
  Response.json({ error: { code, message: `Refused: ${code}` } }, { status });

/** A stand-in server that gives `answers` in turn and records what it was sent. */
function answerInTurn(...answers: Response[]) {
  const sent: (SentRequest & { url: string })[] = [];
  stubFetch((url, init) => {
    sent.push({ url, ...init });
    return answers.shift() ?? new Response(null, { status: 500 });
  });
  return sent;
}

const saveSettings = (api: Awaited<ReturnType<typeof buildSession>>["api"]) =>
  unwrap(api.PUT("/api/settings", { body: { preferredLLM: "gemini" } }));

describe("the API client", () => {
  afterEach(() => vi.unstubAllGlobals());

  it("sends the signed-in user's token with each call", async () => {
    const sent = answerInTurn(Response.json({ preferredLLM: "gemini" }));
    const { api } = await buildSession(buildAccount());
    expect(await unwrap(api.GET("/api/settings"))).toEqual({ preferredLLM: "gemini" });
    expect(sent.map((r) => [r.method, r.url, r.headers.get("authorization")])).toEqual([
      ["GET", "/api/settings", "Bearer id-1"],
    ]);
  });

  it("refreshes an expired token once and sends the same call again", async () => {
    const sent = answerInTurn(refusal(401, AuthErrorCode.idTokenExpired), Response.json({ ok: true }));
    const { api } = await buildSession(buildAccount());
    expect(await saveSettings(api)).toEqual({ ok: true });
    expect(sent.map((r) => [r.method, r.url, r.headers.get("authorization"), r.body])).toEqual([
      ["PUT", "/api/settings", "Bearer id-1", '{"preferredLLM":"gemini"}'],
      ["PUT", "/api/settings", "Bearer id-2", '{"preferredLLM":"gemini"}'],
    ]);
  });

  it("tries a refreshed call only once", async () => {
    const expired = () => refusal(401, AuthErrorCode.idTokenExpired);
    const sent = answerInTurn(expired(), expired(), Response.json({}));
    const { api, session } = await buildSession(buildAccount());
    await expect(saveSettings(api)).rejects.toMatchObject({
      status: 401,
      code: AuthErrorCode.idTokenExpired,
    });
    expect(sent).toHaveLength(2);
    expect(session.getState().status).toBe("signedIn");
  });

  it("signs out when the server says the session is over", async () => {
    answerInTurn(refusal(401, "auth/user-disabled"));
    const { api, session } = await buildSession(buildAccount());
    const error = await saveSettings(api).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({
      status: 401,
      code: "auth/user-disabled",
      message: "Refused: auth/user-disabled",
    });
    expect(session.getState().status).toBe("signedOut");
  });

  it("keeps the session for other refusals, with the server's code and message", async () => {
    answerInTurn(refusal(403, "auth/requires-recent-login"));
    const { api, session } = await buildSession(buildAccount());
    await expect(saveSettings(api)).rejects.toMatchObject({
      status: 403,
      code: "auth/requires-recent-login",
    });
    expect(session.getState().status).toBe("signedIn");
  });

  it("sends nothing while signed out", async () => {
    const sent = answerInTurn();
    const { api } = await buildSession();
    await expect(unwrap(api.GET("/api/settings"))).rejects.toMatchObject({
      status: 401,
      code: AuthErrorCode.unauthenticated,
    });
    expect(sent).toEqual([]);
  });

  it("sends public calls without a token, and an empty answer is null", async () => {
    const sent = answerInTurn(new Response(null, { status: 204 }));
    const call = publicApi.POST("/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: "ada@example.org" },
    });
    expect(await unwrap(call)).toBeNull();
    expect(sent.map((r) => [r.headers.get("authorization"), r.headers.get("content-type")])).toEqual([
      [null, "application/json"],
    ]);
  });

  it("names an answer without the error envelope by its status", async () => {
    answerInTurn(new Response("<html>Bad gateway</html>", { status: 502 }));
    await expect(unwrap(publicApi.GET("/api/auth/password-policy"))).rejects.toMatchObject({
      status: 502,
      code: "unknown",
      message: "Request failed with status 502",
    });
  });

  it("turns a request that got no answer into a NetworkError", async () => {
    vi.stubGlobal("fetch", () => Promise.reject(new TypeError("fetch failed")));
    await expect(unwrap(publicApi.GET("/api/auth/password-policy"))).rejects.toBeInstanceOf(NetworkError);
  });
});
