import { afterAll, describe, expect, it, vi } from "vitest";
import { FliteProcess } from "./flite-process";
import { LetterToSound } from "./letter-to-sound";

const letterToSound = new LetterToSound();
const fake = new URL("../test-support/fake-flite-child.mjs", import.meta.url);
afterAll(() => letterToSound.close());

describe("flite's letter-to-sound rules, for notes' words the recogniser's dictionary lacks", () => {
  it("says a term as flite would, in the recogniser's phones", async () => {
    const said = await letterToSound.pronounce(["amylase", "hypotenuse", "xylem", "rsa"]);
    expect(said.interrupted).toBe(false);
    expect(Object.fromEntries(said.phones)).toEqual({
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
      const said = (await letterToSound.pronounce(["glucagon", "st", "mitosis"])).phones;
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
      // Not an interruption: asking again later would say no more.
      expect(await missing.pronounce(["amylase"])).toEqual({ phones: new Map(), interrupted: false });
      expect(await missing.pronounce(["xylem"])).toEqual({ phones: new Map(), interrupted: false });
      expect(phones).toHaveBeenCalledTimes(1);
    } finally {
      phones.mockRestore();
      await missing.close();
    }
  });

  it.each([
    { first: "crash", how: "after a crash" },
    { first: "hang", how: "when flite takes too long" },
  ])("tries words again once $how, then leaves them unsaid and says the rest", async ({ first }) => {
    const crashing = new LetterToSound({ script: fake, sentenceTimeoutMs: 500 });
    const phones = vi.spyOn(FliteProcess.prototype, "phones");
    try {
      // Two calls' worth of words (300 characters each); the first call's crash (or hang) flite every time.
      const words = [first, ...Array.from({ length: 60 }, (_, i) => `word${i}`)];
      const { phones: said, interrupted } = await crashing.pronounce(words);
      // Asked again later, flite may say them.
      expect(interrupted).toBe(true);
      expect(phones).toHaveBeenCalledTimes(3);
      const second = phones.mock.calls[2]?.[0] ?? [];
      expect(second.length).toBeGreaterThan(0);
      expect([...said.keys()]).toEqual(second);
      expect(said.get(second[0] ?? "")).toBe("T EH S T");
      expect(said.has(first)).toBe(false);
    } finally {
      phones.mockRestore();
      await crashing.close();
    }
  });

  it(
    "tries a text flite hangs on once more within the time an answer waits",
    { timeout: 30_000 },
    async () => {
      // The server's own limits: a text is given up well before the set's time is.
      const hanging = new LetterToSound({ script: fake });
      const phones = vi.spyOn(FliteProcess.prototype, "phones");
      try {
        const { interrupted } = await hanging.pronounce(["hang", "word"]);
        expect(interrupted).toBe(true);
        expect(phones.mock.calls.map(([words]) => words)).toEqual([
          ["hang", "word"],
          ["hang", "word"],
        ]);
      } finally {
        phones.mockRestore();
        await hanging.close();
      }
    },
  );

  it("says one set of words at a time, those an answer waits for before those nobody waits for", async () => {
    const queued = new LetterToSound({ script: fake });
    const phones = vi.spyOn(FliteProcess.prototype, "phones");
    try {
      const first = queued.pronounce(["first"]);
      const later = queued.pronounce(["later"], { background: true });
      const waited = queued.pronounce(["waited"]);
      await Promise.all([first, later, waited]);
      expect(phones.mock.calls.map(([words]) => words)).toEqual([["first"], ["waited"], ["later"]]);
      expect((await later).phones.get("later")).toBe("T EH S T");
    } finally {
      phones.mockRestore();
      await queued.close();
    }
  });

  it("says no more, and starts no flite again, once stopped", async () => {
    const hanging = new LetterToSound({ script: fake });
    const phones = vi.spyOn(FliteProcess.prototype, "phones");
    try {
      const words = ["hang", ...Array.from({ length: 60 }, (_, i) => `word${i}`)];
      const saying = hanging.pronounce(words);
      await vi.waitFor(() => expect(phones).toHaveBeenCalledTimes(1), { timeout: 10_000 });
      await hanging.close();
      expect(await saying).toEqual({ phones: new Map(), interrupted: false });
      expect(phones).toHaveBeenCalledTimes(1);
    } finally {
      phones.mockRestore();
      await hanging.close();
    }
  });
});
