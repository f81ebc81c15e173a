import { describe, expect, it } from "vitest";
import { Pronunciations, towardNotes } from "./notes-vocabulary";

const dictionary = new Pronunciations("/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict");
const notes =
  "Gas exchange happens through tiny pores called stomata. The small intestine is lined with villi, which increase the surface area.";

describe("a spoken answer put back into the notes' words", () => {
  it("turns words that sound like a term of the notes into the term", () => {
    expect(towardNotes("philly greatly increase the surface area", notes, dictionary)).toBe(
      "villi greatly increase the surface area",
    );
    expect(towardNotes("through tiny pours called stow matter", notes, dictionary)).toBe(
      "through tiny pores called stomata",
    );
  });

  it("leaves words the notes use, and words that sound like nothing in them, alone", () => {
    expect(towardNotes("the small intestine is long", notes, dictionary)).toBe("the small intestine is long");
    expect(towardNotes("bananas are yellow", notes, dictionary)).toBe("bananas are yellow");
  });
});
