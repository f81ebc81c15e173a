import { describe, expect, it } from "vitest";
import { apiError, isRefusal, NetworkError } from "./errors";

describe("isRefusal", () => {
  it("is a 4xx in the server's own words, with its code", () => {
    const refused = apiError(415, { error: { code: "upload/unsupported-type", message: "Not a picture." } });
    expect(isRefusal(refused)).toBe(true);
  });

  it("is not a 4xx without the server's code (a proxy's 413 or 429, with no JSON body)", () => {
    expect(isRefusal(apiError(413, null))).toBe(false);
    expect(isRefusal(apiError(429, "<html>Too Many Requests</html>"))).toBe(false);
  });

  it("is not a 5xx, nor a request that got no answer", () => {
    expect(isRefusal(apiError(503, { error: { code: "ai/unavailable", message: "down" } }))).toBe(false);
    expect(isRefusal(new NetworkError())).toBe(false);
  });
});
