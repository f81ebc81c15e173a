import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import type { GradedSet } from "./agreement";
import { Matcher } from "./matcher";
import { normalizeText } from "./normalize";
import { sharedWordNet } from "./wordnet";
import { tokens } from "./words";

const set = JSON.parse(readFileSync(new URL("./graded-set.json", import.meta.url), "utf8")) as GradedSet;

describe("whether an answer says a word of the notes", () => {
  it("is found by the words that could say it exactly as by asking every word, and met as closely (the graded set's answers, read together)", () => {
    const wordnet = sharedWordNet();
    let asked = 0;
    let said = 0;
    for (const [at, item] of set.items.entries()) {
      // The answers of this item and the next two as one long answer (more words than are asked one
      // by one), and a misspelling, a denied opposite and a direction among them.
      const answers = set.items.slice(at, at + 3).flatMap((i) => i.answers.map((a) => a.text));
      const answer = tokens(
        normalizeText(`${answers.join(". ")}. It is not moving, it rises, photosynthessis.`),
      );
      expect(answer.length).toBeGreaterThan(64);
      const byIndex = new Matcher(answer, wordnet);
      // (apart from byIndex, whose `says` may have met the term already: `strength` is asked afresh)
      const measured = new Matcher(answer, wordnet);
      const byAsking = new Matcher(answer, wordnet, undefined, Infinity);
      for (const term of tokens(
        normalizeText(`${item.passage} ${item.question} stationary falls photosynthesis`),
      )) {
        const says = byIndex.says(term);
        expect(says, `${item.id}: ${term.word}`).toBe(byAsking.strength(term) >= 0.85);
        // How closely, to the related words and those by derivation: the same by the index.
        expect(measured.strength(term), `${item.id}: ${term.word}`).toBe(byAsking.strength(term));
        asked += 1;
        said += Number(says);
      }
    }
    // (both ways are asked about: words said and words not)
    expect(said).toBeGreaterThan(asked / 10);
    expect(asked - said).toBeGreaterThan(asked / 10);
  });
});

describe("what an answer's denial reaches", () => {
  const strength = (answer: string, term: string) => {
    const [sought] = tokens(term);
    if (!sought) throw new Error(term);
    return new Matcher(tokens(normalizeText(answer)), sharedWordNet()).strength(sought);
  };

  it("says a word by denying its opposite, within the clause the denial is in", () => {
    expect(strength("the water was not cold", "hot")).toBeGreaterThanOrEqual(0.85);
    expect(strength("prices did not fall", "rising")).toBeGreaterThanOrEqual(0.85);
  });

  it("does not reach into another clause: what it says there is said, not denied", () => {
    expect(strength("they didn't owe anything when prices fell", "rising")).toBe(0);
    expect(strength("it does not matter, because prices fell", "rising")).toBe(0);
    expect(strength("no one sold, so prices fell", "rising")).toBe(0);
  });

  it("never meets a word by its opposite said plainly, however related the two are", () => {
    expect(strength("prices fell", "rising")).toBe(0);
    expect(strength("the water was cold", "hot")).toBe(0);
  });

  it("meets a word of change by a change or a comparative, and a plain measure only by the same measure", () => {
    // "gets faster" says the notes' "rises"; "a smaller pH" their "lower pH"
    expect(strength("the heart rate gets faster", "rises")).toBeGreaterThanOrEqual(0.85);
    expect(strength("the pH number gets smaller", "lower")).toBeGreaterThanOrEqual(0.85);
    expect(strength("it cools quickly", "fast")).toBeGreaterThanOrEqual(0.85);
    expect(strength("it cools slowly", "slow")).toBeGreaterThanOrEqual(0.85);
    expect(strength("the crystals are huge", "large")).toBeGreaterThanOrEqual(0.85);
    // a verb is a change whatever its lemma ("slows"), and "less" a comparative of "low" (review)
    expect(strength("the heart rate slows", "decreases")).toBeGreaterThanOrEqual(0.85);
    expect(strength("there is less glucose", "low")).toBeGreaterThanOrEqual(0.85);
    // "slow cooling" and "small crystals" say no fall, and a fall says neither (QA: an answer on
    // insulin's "blood glucose falls" was credited "slow" and "small" of the rock cycle)
    expect(strength("the blood glucose falls", "slow")).toBeLessThan(0.85);
    expect(strength("the blood glucose falls", "small")).toBeLessThan(0.85);
    expect(strength("the cooling is slow", "falls")).toBeLessThan(0.85);
    expect(strength("the cooling is slow", "small")).toBeLessThan(0.85);
    expect(strength("the crystals are large", "fast")).toBeLessThan(0.85);
  });
});
