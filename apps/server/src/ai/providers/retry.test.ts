import { APICallError } from "ai";
import { describe, expect, it, vi } from "vitest";
import { HttpStatusError, retryWhenOverloaded, unusable } from "./retry";

describe("retrying an overloaded provider", () => {
  it("stops waiting to retry when its caller leaves, and retries nothing", { timeout: 5_000 }, async () => {
    const call = vi.fn(() => Promise.reject(new HttpStatusError(503, "busy")));
    const leaving = new AbortController();
    // The wait before the retry is a minute: the caller hears at once, not after it.
    const asked = retryWhenOverloaded("test", call, { delaysMs: [60_000], signal: leaving.signal });
    const refused = expect(asked).rejects.toMatchObject({ name: "AbortError" });
    await vi.waitFor(() => expect(call).toHaveBeenCalledTimes(1));
    // Well into the wait (the overloaded answer was read at once).
    await new Promise((resolve) => setTimeout(resolve, 100));
    leaving.abort();
    await refused;
    expect(call).toHaveBeenCalledTimes(1);
  });

  it("retries after the wait when nobody leaves", async () => {
    const call = vi
      .fn<(signal: AbortSignal) => Promise<string>>()
      .mockRejectedValueOnce(new HttpStatusError(503, "busy"))
      .mockResolvedValue("answer");
    const staying = new AbortController();
    await expect(retryWhenOverloaded("test", call, { delaysMs: [10], signal: staying.signal })).resolves.toBe(
      "answer",
    );
    expect(call).toHaveBeenCalledTimes(2);
  });
});

describe("a provider that cannot be used as configured", () => {
  const answered = (statusCode: number, responseBody = "") =>
    new APICallError({
      message: "Failed",
      url: "http://model",
      requestBodyValues: {},
      statusCode,
      responseBody,
    });

  it("is told from a failure of one request", () => {
    const unreachable = new APICallError({
      message: "Cannot connect to API: connect ECONNREFUSED",
      url: "http://model",
      requestBodyValues: {},
    });
    expect(unusable(unreachable)).toBe("could not be reached");
    expect(unusable(new TypeError("fetch failed"))).toBe("could not be reached");
    expect(unusable(answered(401))).toBe("refused this server's key (HTTP 401)");
    expect(unusable(new HttpStatusError(403, "Forbidden"))).toBe("refused this server's key (HTTP 403)");
    expect(unusable(answered(400, '{"error":{"message":"API key not valid."}}'))).toBe(
      "refused this server's key (HTTP 400)",
    );
    expect(unusable(answered(404))).toBe("has no such model or address (HTTP 404)");
    // A request too long, a server error, an overloaded model: the next request may do better.
    expect(unusable(answered(400, '{"error":{"message":"prompt is too long"}}'))).toBeUndefined();
    expect(unusable(answered(500))).toBeUndefined();
    expect(unusable(answered(529))).toBeUndefined();
    expect(unusable(new Error("Unexpected token"))).toBeUndefined();
  });

  it("is named on the error the retries end with", async () => {
    const error = await retryWhenOverloaded("claude:x", () => Promise.reject(answered(401))).catch(
      (e: unknown) => e,
    );
    expect(error).toMatchObject({ name: "ProviderError", unusable: "refused this server's key (HTTP 401)" });
  });
});
