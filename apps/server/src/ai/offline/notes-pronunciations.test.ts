import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { notesPronunciations, pronunciationOf, readDictionary } from "./notes-pronunciations";

const dictionary = readDictionary(
  readFileSync("/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict", "latin1"),
);

describe("pronunciations for the notes' words the recogniser's dictionary lacks", () => {
  it("says a British spelling as the American one", () => {
    expect(dictionary.has("vapour")).toBe(false);
    expect(pronunciationOf("vapour", dictionary)).toBe(dictionary.get("vapor"));
    expect(pronunciationOf("neutralisation", dictionary)).toBe(dictionary.get("neutralization"));
  });

  it("says a word as a relative the dictionary has, with its ending", () => {
    expect(pronunciationOf("condenses", dictionary)).toBe(`${dictionary.get("condense")} IH Z`);
    expect(pronunciationOf("gametes", dictionary)).toBe(`${dictionary.get("gamete")} S`);
    expect(pronunciationOf("nephrons", dictionary)).toBe(`${dictionary.get("nephron")} Z`);
    expect(pronunciationOf("catalysed", dictionary)).toBe(`${dictionary.get("catalyze")} D`);
    expect(pronunciationOf("ionising", dictionary)).toBe(`${dictionary.get("ionize")} IH NG`);
    expect(pronunciationOf("arkwright's", dictionary)).toBe(`${dictionary.get("arkwright")} S`);
  });

  it("gives nothing for a word with no relative there, and lists only what the dictionary lacks", () => {
    expect(pronunciationOf("amylase", dictionary)).toBeUndefined();
    expect(pronunciationOf("xs", dictionary)).toBeUndefined();
    expect(
      notesPronunciations("Water vapour condenses. Amylase digests starch; the vapour rises.", dictionary),
    ).toEqual([`vapour ${dictionary.get("vapor")}`, `condenses ${dictionary.get("condense")} IH Z`]);
  });
});
