import { describe, expect, it, vi } from "vitest";
import { HttpStatusError, retryWhenOverloaded } from "./retry";

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
