import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import {
  fromFlitePhones,
  notesPronunciations,
  pronunciationOf,
  readDictionary,
  unsaidWords,
} from "./notes-pronunciations";

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

  it("leaves to letter-to-sound rules only the words with no relative, and takes what they say", () => {
    const notes =
      "Amylase digests starch; the water vapour condenses. Arkwright's mill. Xyzzyxyzzyxyzzyxyzzyxyzzyxyzzyx.";
    expect(unsaidWords(notes, dictionary)).toEqual(["amylase"]);
    expect(notesPronunciations(notes, dictionary, new Map([["amylase", "AE M IH L EY Z"]]))).toContain(
      "amylase AE M IH L EY Z",
    );
  });

  it("reads flite's phones in the recogniser's phone set", () => {
    expect(fromFlitePhones(" ae m ih l ey z ")).toBe("AE M IH L EY Z");
    expect(fromFlitePhones("pau b axr d ax pau")).toBe("B ER D AH");
    expect(fromFlitePhones("")).toBeUndefined();
    expect(fromFlitePhones("pau")).toBeUndefined();
    expect(fromFlitePhones("ae qq z")).toBeUndefined();
  });
});
