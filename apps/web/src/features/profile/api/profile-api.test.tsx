import { afterEach, describe, expect, it, vi } from "vitest";
import { saveAcrossSignIn } from "../../../test/save-across-sign-in";
import { useUpdateProfile } from "./profile-api";

describe("a profile save answered after another user signed in", () => {
  afterEach(() => vi.unstubAllGlobals());
  const profile = { firstName: "Ana", lastName: "Lovelace", email: "ada@example.org" };

  it("keeps the last user's saved profile out of the next user's cache", async () => {
    const cache = await saveAcrossSignIn(
      useUpdateProfile,
      { firstName: "Ana" },
      "/api/users/me",
      profile,
      true,
    );
    expect(cache.getQueryData(["profile"])).toBeUndefined();
    // Without another sign-in the answer is the cache's.
    const same = await saveAcrossSignIn(
      useUpdateProfile,
      { firstName: "Ana" },
      "/api/users/me",
      profile,
      false,
    );
    expect(same.getQueryData(["profile"])).toEqual(profile);
  });
});
