import { afterAll, describe, expect, it, vi } from "vitest";
import { FliteProcess } from "./flite-process";
import { LetterToSound } from "./letter-to-sound";

const letterToSound = new LetterToSound();
afterAll(() => letterToSound.close());

describe("flite's letter-to-sound rules, for notes' words the recogniser's dictionary lacks", () => {
  it("says a term as flite would, in the recogniser's phones", async () => {
    const said = await letterToSound.pronounce(["amylase", "hypotenuse", "xylem", "rsa"]);
    expect(Object.fromEntries(said)).toEqual({
      amylase: "AE M IH L EY Z",
      hypotenuse: "HH AY P OW T EH N UW Z",
      // flite's "ax" is the recogniser's "AH"; a run of consonants is spelled out.
      xylem: "Z AY L AH M",
      rsa: "AA R EH S EY",
    });
  });

  it("says each word on its own when one runs on into the next", async () => {
    // "st." is taken for "saint" and run on into "mitosis": said together, the pauses fall one short.
    const phones = vi.spyOn(FliteProcess.prototype, "phones");
    try {
      const said = await letterToSound.pronounce(["glucagon", "st", "mitosis"]);
      expect(said.get("glucagon")).toBe("G L UW K AE G AH N");
      expect(said.get("mitosis")).toBe("M IH T OW S AH S");
      // On its own, flite reads it as "street".
      expect(said.get("st")).toBe("S T R IY T");
      expect(phones).toHaveBeenCalledTimes(1);
    } finally {
      phones.mockRestore();
    }
  });

  it("leaves words unsaid, and stops asking, when flite cannot run here", async () => {
    const missing = new LetterToSound({
      script: new URL("../test-support/unavailable-flite-child.mjs", import.meta.url),
    });
    const phones = vi.spyOn(FliteProcess.prototype, "phones");
    try {
      expect((await missing.pronounce(["amylase"])).size).toBe(0);
      expect((await missing.pronounce(["xylem"])).size).toBe(0);
      expect(phones).toHaveBeenCalledTimes(1);
    } finally {
      phones.mockRestore();
      await missing.close();
    }
  });
});
