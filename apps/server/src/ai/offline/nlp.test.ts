import { readFileSync } from "node:fs";
import { isDeepStrictEqual } from "node:util";
import { describe, expect, it } from "vitest";
import {
  LONGEST_RUN,
  LONGEST_SENTENCE,
  readable,
  readNoteSentences,
  readSentences,
  readTokenizedSentences,
  readTokens,
} from "./nlp";
import { planQuestions } from "./quiz-plan";

describe("the text reader on pasted text no person writes", () => {
  it("reads a run of characters with no space in pieces, losing none of them", () => {
    const run = "ab1".repeat(400);
    const { words } = readTokens(`The code is ${run} here.`);
    const pieces = words.filter((word) => /^[ab1]+$/.test(word));
    expect(readable(run).split(" ").length).toBe(Math.ceil(run.length / LONGEST_RUN));
    expect(pieces.every((piece) => piece.length <= LONGEST_RUN)).toBe(true);
    expect(pieces.join("")).toBe(run);
  });

  it("never cuts a character written in two halves (an emoji) in two", () => {
    const text = readable("😀".repeat(LONGEST_RUN + 50));
    // (each emoji is two halves: 200 of them in the first piece, 50 in the second)
    expect(text.split(" ").map((piece) => piece.length / 2)).toEqual([LONGEST_RUN, 50]);
    expect(text).not.toMatch(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])/);
  });

  it("leaves words, web addresses and formulas of ordinary length as they are", () => {
    const text = "See https://example.org/notes/physics/ohms-law?unit=3 for V = IR and photosynthesis.";
    expect(readable(text)).toBe(text);
  });

  it("reads thousands of words with no full stop as sentences of a readable length, in the note's words", () => {
    const run = Array.from({ length: 1000 }, (_v, k) => `w${k}`).join(" ");
    const note = `A series circuit has one path for the current. ${run}`;
    const sentences = readNoteSentences(note);
    expect(sentences[0]?.text).toBe("A series circuit has one path for the current.");
    expect(sentences.every((s) => s.text.split(/\s+/).length <= LONGEST_SENTENCE)).toBe(true);
    expect(
      sentences
        .slice(1)
        .map((s) => s.text)
        .join(" "),
    ).toBe(run);
  });

  it("asks a fill-in question about one sentence of such a note, not about the whole paste", () => {
    const run = Array.from({ length: 1000 }, (_v, k) => `w${k}`).join(" ");
    const content = [
      {
        id: "n1",
        title: "Electricity",
        topic: "Physics",
        text: `Power is the rate at which energy is transferred. A series circuit has one path for the current. ${run}`,
      },
    ];
    const blank = planQuestions(content, 3, []).find((question) => question.kind === "blank");
    expect(blank?.prompt).toBe('Fill in the blank: "A _____ circuit has one path for the current."');
  });
});

describe("a note's sentences", () => {
  it("ends a sentence at a full stop after a number's unit, which the reader takes for an initial (QA)", () => {
    const note =
      "Each enzyme has an active site that fits only one substrate. Most human enzymes work best at about 37 °C. A pH outside the optimum also slows the enzyme down. A baby weighs about 3.5 kg. Then it grows.";
    expect(readNoteSentences(note).map((s) => s.text)).toEqual([
      "Each enzyme has an active site that fits only one substrate.",
      "Most human enzymes work best at about 37 °C.",
      "A pH outside the optimum also slows the enzyme down.",
      "A baby weighs about 3.5 kg.",
      "Then it grows.",
    ]);
    // No fill-in question joins two sentences, nor hides the unit's letter and its full stop.
    const questions = planQuestions([{ id: "e", title: "Enzymes", topic: "Biology", text: note }], 5, []);
    for (const question of questions.filter((q) => q.kind === "blank")) {
      expect(question.prompt).not.toMatch(/°_____|kg\. |°C\. /u);
      expect(question.expected).not.toMatch(/\.$/u);
    }
    // A time of day and a name are no unit (review: "10 St. Albans Road" was cut in two).
    expect(readNoteSentences("The lesson ends at 3 p.m. on Fridays.").map((s) => s.text)).toHaveLength(1);
    expect(readNoteSentences("He lived at 10 St. Albans Road for years.").map((s) => s.text)).toHaveLength(1);
  });

  it("ends a sentence at “Sun.”, which the reader takes for Sunday's short form, and leaves headings out", () => {
    expect(readNoteSentences("The Earth orbits the Sun. Venus is closer to it.").map((s) => s.text)).toEqual([
      "The Earth orbits the Sun.",
      "Venus is closer to it.",
    ]);
    const note = [
      "CAUSES OF THE FIRST WORLD WAR (1914) - MAIN",
      "Uses of the glucose",
      "- Respiration, to release energy.",
      "Limiting factors",
      "- Light intensity.",
      "Photosynthesis happens in chloroplasts",
      "- Light is absorbed by chlorophyll.",
      "Formula: V = IR",
      "- V is the voltage.",
      "DNA -> RNA -> PROTEIN",
    ].join("\n");
    // A line in capitals, and a short one over a list of points, though it opens with a verb; not
    // one that says something of a thing, nor a formula or a chain of arrows (review).
    expect(readNoteSentences(note).map((s) => s.text)).toEqual([
      "Respiration, to release energy.",
      "Light intensity.",
      "Photosynthesis happens in chloroplasts",
      "Light is absorbed by chlorophyll.",
      "Formula: V = IR",
      "V is the voltage.",
      "DNA -> RNA -> PROTEIN",
    ]);
  });
});

describe("a long note's reading, kept", () => {
  const note = Array.from(
    { length: 80 },
    (_v, k) => `Fact ${k}: the current through a resistor rises as the voltage across it rises.`,
  ).join("\n");

  it("gives the same sentences each time, however the last caller changed its own", () => {
    const first = readNoteSentences(note);
    const expected = structuredClone(first);
    first[0]?.terms.push("changed");
    first.pop();
    if (first[1]) first[1].text = "changed";
    expect(readNoteSentences(note)).toEqual(expected);
    expect(readNoteSentences(`${note}\nOne more line about resistance.`)).toHaveLength(expected.length + 1);
  });

  it("gives the same tokens each time, however the last caller changed its own", () => {
    const first = readTokens(note);
    const expected = structuredClone(first);
    first.words.reverse();
    first.lemmas.pop();
    expect(readTokens(note)).toEqual(expected);
  });
});

describe("a text's sentences with their tokens", () => {
  it("gives each sentence the tokens its text read alone gives, from one reading of the whole", () => {
    const run = Array.from({ length: LONGEST_SENTENCE + 40 }, (_v, k) => `w${k}`).join(" ");
    const text = [
      "Photosynthesis happens in the chloroplasts.   Light energy splits water (photolysis)!",
      "- phagocytes: engulf + digest pathogens.\n\n2 main types of WBC:",
      "Second infection -> memory cells make antibodies faster & in ↑ amounts; CO2 + H2O → C6H12O6.",
      "The 18th-century Industrial Revolution began in Britain, c. 1760. Mr. Watt's engine mattered.",
      `Prices rose ${"ab1".repeat(100)} then fell. ${run}.`,
    ].join("\n");
    const sentences = readTokenizedSentences(text);
    expect(sentences.map(({ text: sentence, terms }) => ({ text: sentence, terms }))).toEqual(
      readSentences(text),
    );
    expect(sentences.length).toBeGreaterThan(8);
    for (const sentence of sentences) expect(sentence.tokens).toEqual(readTokens(sentence.text));
  });

  it("gives every sentence of the graded set's passages the tokens its text read alone gives", () => {
    const graded = JSON.parse(
      readFileSync(new URL("./grading/graded-set.json", import.meta.url), "utf8"),
    ) as { items: { passage: string }[] };
    const passages = [...new Set(graded.items.map((item) => item.passage))];
    expect(passages.length).toBeGreaterThan(90);
    const differ = passages.flatMap((passage) =>
      readTokenizedSentences(passage).filter(
        (sentence) => !isDeepStrictEqual(sentence.tokens, readTokens(sentence.text)),
      ),
    );
    expect(differ.map((sentence) => sentence.text)).toEqual([]);
  });
});
