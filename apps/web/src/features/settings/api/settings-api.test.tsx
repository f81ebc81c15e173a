import { afterEach, describe, expect, it, vi } from "vitest";
import { saveAcrossSignIn } from "../../../test/save-across-sign-in";
import { useUpdateSettings } from "./settings-api";

describe("a settings save answered after another user signed in", () => {
  afterEach(() => vi.unstubAllGlobals());
  const saved = { preferredModel: "claude" };

  it("keeps the last user's saved settings out of the next user's cache", async () => {
    const cache = await saveAcrossSignIn(useUpdateSettings, saved, "/api/settings", saved, true);
    expect(cache.getQueryData(["settings"])).toBeUndefined();
    // Without another sign-in the answer is the cache's.
    const same = await saveAcrossSignIn(useUpdateSettings, saved, "/api/settings", saved, false);
    expect(same.getQueryData(["settings"])).toEqual(saved);
  });
});
