import { readFileSync } from "node:fs";
import { join } from "node:path";
import type { Score } from "../../capabilities";
import { describe, expect, it } from "vitest";
import { readNoteSentences } from "../nlp";
import { assess } from "../tutor";
import { agreement, type GradedSet } from "./agreement";
import { calibratedScore, WORD_SCORES } from "./calibration";
import { WEIGHTS } from "./calibration-weights";
import { wordNetFolder } from "./wordnet";
import { fitOn, LEARNED_FROM, learningExamples } from "./fit";
import { answerTexts, gradeAnswer, questionParts, sentencesOf, WHOLE_NOTE } from "./grader";
import { Matcher } from "./matcher";
import { normalizeText } from "./normalize";
import { oppositesOf } from "./opposites";
import { deniedFill } from "./reversal";
import { noting, sentenceVectors, withSentenceVectors } from "./sentence-vectors";
import { sharedWordNet } from "./wordnet";
import { tokens } from "./words";

const set = JSON.parse(readFileSync(new URL("./graded-set.json", import.meta.url), "utf8")) as GradedSet;

const itemsOf = (split: string) =>
  set.items.filter((item) =>
    split === "learned" ? LEARNED_FROM.has(item.split ?? "") : item.split === split,
  );

/**
 * Each answer as its own quiz session, through the offline tutor's assessment (issue 14): with
 * sentence vectors, as the text worker grades, or by the word rules alone.
 */
async function gradeSplit(split: string, { vectors = true } = {}) {
  return gradeItems(itemsOf(split), { vectors });
}

async function gradeItems(items: GradedSet["items"], { vectors = true } = {}) {
  const graded = [];
  for (const item of items) {
    for (const answer of item.answers) {
      const session = {
        content: [{ id: item.id, title: item.title, topic: item.topic, text: item.passage }],
        messages: [
          { role: "assistant" as const, content: `Question 1 of 1: ${item.question}` },
          { role: "user" as const, content: answer.text },
        ],
      };
      const { contentScores } = vectors
        ? await withSentenceVectors((lookup) => assess(session, lookup))
        : assess(session);
      const score = contentScores[item.id];
      if (!score?.reason) throw new Error(`no grade or reason for ${item.id}: "${answer.text}"`);
      graded.push({ category: answer.category, teacher: answer.score, grader: score.score });
    }
  }
  return graded;
}

describe("the offline grader against the team's graded set", () => {
  const everyCategory = [
    "close",
    "paraphrase",
    "variant",
    "partial",
    "wrong",
    "reversed",
    "keywords",
    "off-question",
    "empty",
  ];

  it("holds at least 15 passages from different subjects and 120 answers in every category", () => {
    expect(new Set(set.items.map((item) => item.topic)).size).toBeGreaterThanOrEqual(15);
    const answers = set.items.flatMap((item) => item.answers);
    expect(answers.length).toBeGreaterThanOrEqual(120);
    const categories = new Set(answers.map((a) => a.category));
    for (const category of everyCategory) expect(categories).toContain(category);
  });

  it.each(["blind3", "blind6"])(
    "holds a blind part, %s, of at least 10 passages from different subjects and 120 answers in every category",
    (split) => {
      const blind = itemsOf(split);
      expect(new Set(blind.map((item) => item.passage)).size).toBeGreaterThanOrEqual(10);
      expect(new Set(blind.map((item) => item.topic)).size).toBeGreaterThanOrEqual(10);
      const answers = blind.flatMap((item) => item.answers);
      expect(answers.length).toBeGreaterThanOrEqual(120);
      const categories = new Set(answers.map((a) => a.category));
      for (const category of everyCategory) expect(categories).toContain(category);
      // Written apart from the rest: no passage is in both, and none is learned from.
      expect(LEARNED_FROM.has(split)).toBe(false);
      const learned = new Set(itemsOf("learned").map((item) => item.passage));
      expect(blind.some((item) => learned.has(item.passage))).toBe(false);
    },
  );

  // The blind parts were written by people who never saw the grader, and measured once the grader
  // was final. blind3 (p80-p89): 63.3% exact, 79.2% within one, kappa 0.35 on 120 answers in the
  // third round (the word rules alone: 61.7%); 62.5% after the fourth (word rules alone 62.5%).
  // blind6 (p110-p119), sealed until the end of the fourth round: 67.5% exact, 83.3% within one,
  // kappa 0.44 (word rules alone 61.7%). The floors are about 5 points under those. (The earlier
  // blind parts, p60-p69 and p70-p79, and the fourth round's p90-p109, have been looked at answer by
  // answer: they are learned from.)
  it("agrees with the teacher on the blind parts, never tuned on nor learned from", async () => {
    const blind3 = agreement(await gradeSplit("blind3"));
    expect(blind3.n).toBeGreaterThanOrEqual(120);
    expect(blind3.exact).toBeGreaterThanOrEqual(0.57);
    expect(blind3.withinOne).toBeGreaterThanOrEqual(0.72);
    expect(blind3.byCategory.paraphrase?.exact).toBeGreaterThanOrEqual(0.8);
    expect(blind3.byCategory.keywords?.exact).toBeGreaterThanOrEqual(0.85);
    expect(blind3.byCategory.empty?.exact).toBe(1);
    const blind6 = agreement(await gradeSplit("blind6"));
    expect(blind6.n).toBeGreaterThanOrEqual(120);
    expect(blind6.exact).toBeGreaterThanOrEqual(0.62);
    expect(blind6.withinOne).toBeGreaterThanOrEqual(0.78);
    expect(blind6.byCategory.close?.exact).toBeGreaterThanOrEqual(0.85);
    expect(blind6.byCategory.keywords?.exact).toBe(1);
    expect(blind6.byCategory.empty?.exact).toBe(1);
    // 240 answers through the sentence encoder: about 30 s alone, over a minute beside other heavy work.
  }, 240_000);

  // Learned from, so not a result: a change that grades these worse has broken something. The
  // answers are graded once, with sentence vectors, and read three ways: as the grader scores
  // them, as the word rules alone would, and as what the committed weights are fitted on.
  it("agrees with the teacher on the answers it learned from, and the weights are fitted on them", async () => {
    const examples = await learningExamples(itemsOf("learned"));
    const answers = examples.filter((e) => e.category !== "borrowed");
    const result = agreement(
      answers.map((e) => ({ category: e.category, teacher: e.score, grader: calibratedScore(e.signals) })),
    );
    // (76.6% since blind4 and blind5, as hard as blind3, are learned from: 81.2% before them;
    // about 78% with blind7-blind10 as well)
    expect(result.exact).toBeGreaterThanOrEqual(0.74);
    expect(result.byCategory.paraphrase?.exact).toBeGreaterThanOrEqual(0.78);
    expect(result.byCategory.keywords?.exact).toBeGreaterThanOrEqual(0.9);
    expect(result.byCategory.empty?.exact).toBeGreaterThanOrEqual(0.95);
    // An answer to another passage's question is wrong however well written.
    const borrowed = examples.filter((e) => e.category === "borrowed");
    expect(borrowed.filter((e) => calibratedScore(e.signals) === 1).length).toBeGreaterThanOrEqual(
      0.88 * borrowed.length,
    );

    const byWords = agreement(
      answers.map((e) => ({
        category: e.category,
        teacher: e.score,
        grader: WORD_SCORES[e.signals.verdict],
      })),
    );
    // (65.9% since blind7-blind10, notes as lists and harder, are learned from: 66-67% before them)
    expect(byWords.exact).toBeGreaterThanOrEqual(0.64);

    // The committed weights are what `npm run fit:grading -- --write` fits on these answers.
    const fitted = fitOn(examples).map((row) => row.map((w) => Number(w.toFixed(4))));
    expect(fitted).toEqual(WEIGHTS);
    // (1,572 answers graded and fitted on: about a minute alone, four or more beside the rest of
    // the suite on two cores)
  }, 600_000);

  it("grades by the word rules alone when no sentence vectors are given", async () => {
    const result = agreement(await gradeSplit("blind3", { vectors: false }));
    expect(result.exact).toBeGreaterThanOrEqual(0.55);
    expect(result.byCategory.empty?.exact).toBe(1);
    expect(result.byCategory.keywords?.exact).toBeGreaterThanOrEqual(0.9);
  });
});

/** Whole-note questions on the graded set's passages (whole-note-set.json). */
interface WholeNoteSet {
  about: string;
  items: {
    id: string;
    split: string;
    from: string;
    question: string;
    answers: { text: string; score: Score; category: string }[];
  }[];
}
const wholeNoteSet = JSON.parse(
  readFileSync(new URL("./whole-note-set.json", import.meta.url), "utf8"),
) as WholeNoteSet;

/** Each answer to the tutor's question about a whole note, as its own quiz session. */
async function gradeWholeNote(split: string) {
  const items = wholeNoteSet.items
    .filter((i) => i.split === split)
    .map((item) => {
      const note = set.items.find((i) => i.id === item.from);
      if (!note) throw new Error(`${item.id}: no passage ${item.from}`);
      return { ...note, id: item.id, split, question: item.question, answers: item.answers };
    });
  return gradeItems(items);
}

describe("the offline grader on questions about a whole note", () => {
  const categories = [
    "close",
    "summary",
    "paraphrase",
    "partial",
    "reversed",
    "wrong",
    "made-up",
    "mixed",
    "keywords",
  ];

  it("holds 32 of the graded set's passages, each with an answer of every category, the tutor's question on each", () => {
    expect(wholeNoteSet.items).toHaveLength(32);
    for (const item of wholeNoteSet.items) {
      const note = set.items.find((i) => i.id === item.from);
      expect(item.question).toBe(`In your own words, explain what your notes on "${note?.title}" say.`);
      expect(WHOLE_NOTE.test(item.question)).toBe(true);
      expect(item.answers.map((a) => a.category).sort()).toEqual([...categories].sort());
    }
    expect(new Set(wholeNoteSet.items.map((i) => i.from)).size).toBe(32);
    expect(wholeNoteSet.items.filter((i) => i.split === "whole-tune")).toHaveLength(26);
    expect(wholeNoteSet.items.filter((i) => i.split === "whole-report")).toHaveLength(6);
  });

  // The whole-report part (w27-w32) on arrival (the grader of 86ff611): 55.6% exact; after this
  // session's changes 57.4% exact, 70.4% within one. Answers true of the notes are mostly 3; false
  // ones are often 3 too (a whole-note answer is judged against the sentence it covers best). The
  // floors hold what there is; the report part is never tuned on. Session 61: an account mostly in
  // words the notes never use, with few of theirs, is not what they say (isUnfounded): 61.1% to
  // 63.0% exact (bench:grading), made-up accounts scored 1 from 0 to 4 of 6, at the cost of two
  // paraphrases and a summary in everyday words (6 to 4 and 6 to 5 of 6; on the tune part 67.9% to
  // 74.4%, paraphrases 25 to 22 of 26, made-up accounts 10 to 21).
  it("agrees with the teacher on the whole-report part, never tuned on", async () => {
    const result = agreement(await gradeWholeNote("whole-report"));
    expect(result.n).toBe(54);
    expect(result.exact).toBeGreaterThanOrEqual(0.62);
    expect(result.withinOne).toBeGreaterThanOrEqual(0.72);
    for (const right of ["close", "summary"])
      expect(result.byCategory[right]?.exact, right).toBeGreaterThanOrEqual(0.8);
    expect(result.byCategory.paraphrase?.exact).toBeGreaterThanOrEqual(0.6);
    expect(result.byCategory["made-up"]?.exact).toBeGreaterThanOrEqual(0.6);
    expect(result.byCategory.keywords?.exact).toBeGreaterThanOrEqual(0.8);
  }, 120_000);

  it("agrees with the teacher on the whole-tune part (looked at: not a result)", async () => {
    const result = agreement(await gradeWholeNote("whole-tune"));
    expect(result.n).toBe(234);
    expect(result.exact).toBeGreaterThanOrEqual(0.72);
    expect(result.byCategory.close?.exact).toBeGreaterThanOrEqual(0.9);
    expect(result.byCategory.paraphrase?.exact).toBeGreaterThanOrEqual(0.8);
    expect(result.byCategory["made-up"]?.exact).toBeGreaterThanOrEqual(0.7);
  }, 180_000);
});

describe("grading one answer", () => {
  const note =
    "Photosynthesis happens in the chloroplasts of plant cells. Light energy is used to turn carbon dioxide and water into glucose, and oxygen is released as a by-product. The rate of photosynthesis rises as light intensity increases.";

  it("recognises symbols, spellings and synonyms", () => {
    const grade = gradeAnswer({ note, question: "What gas is released as a by-product?", answer: "O2" });
    expect(grade.score).toBe(3);
  });

  it("reads the symbols of elements and ions as the notes' words, and a sentence's last word without its full stop", () => {
    const salts =
      "Calcium reacts with cold water to give calcium hydroxide and hydrogen gas. Sodium chloride is made of sodium ions and chloride ions held together by ionic bonds.";
    const metal = "Which metal reacts with cold water to give hydrogen gas?";
    // ("Ca" was read as "can", "Na+" as "sodium and")
    expect(gradeAnswer({ note: salts, question: metal, answer: "Ca" }).score).toBe(3);
    expect(gradeAnswer({ note: salts, question: metal, answer: "Mg" }).score).toBe(1);
    const made = "What is sodium chloride made of?";
    expect(gradeAnswer({ note: salts, question: made, answer: "Na+ and Cl- ions" }).score).toBe(3);
    expect(normalizeText("Na+ and Cl- ions, Ca2+, a Cl-Cl bond")).toMatch(
      /^ *sodium ion +and +chloride ion +ions, +calcium ion *, a chlorine - chlorine bond$/,
    );
    // "GB" is Great Britain (QA: "GB" for "Britain" was a 1), unless it counts bytes.
    const entente = "Triple Entente (1907): Britain, France and Russia.";
    const blank = 'Fill in the blank: "Triple Entente (1907): _____, France and Russia."';
    expect(gradeAnswer({ note: entente, question: blank, answer: "GB" }).score).toBe(3);
    expect(normalizeText("a 4 GB drive, 32 GB of RAM, a gigabyte (GB)")).toBe(
      "a 4 GB drive, 32 GB of RAM, a gigabyte (GB)",
    );
    // Whole symbols only, and no sum's "K+1"; "Cl⁻" as "Cl-"; the quiz chat's word joiner in "->"
    // (review).
    expect(normalizeText("Naïve, Agüero, Ca. 1500, an Au pair, E = K+U")).toBe(
      "Naïve, Agüero, Ca. 1500, an Au pair, E = K+U",
    );
    expect(normalizeText("Na⁺ and Cl⁻ ions")).toBe(normalizeText("Na+ and Cl- ions"));
    expect(normalizeText("water -\u2060> oxygen")).toBe("water leads to oxygen");
    // "Sun." ends a sentence: it is no day's short form ("sun." met no "sun" of an answer).
    const orbits = "The Moon orbits the Earth. The Earth orbits the Sun. Venus is closer to it than Mars.";
    const around = gradeAnswer({ note: orbits, question: "What does the Earth orbit?", answer: "the sun" });
    expect(around).toMatchObject({ score: 3, recalled: ["Sun"] });
  });

  it("reads a number in words or with separators, and a year as a transcript says it, as its digits", () => {
    const treaty =
      "Germany had to accept responsibility for the war, pay reparations, give up territory such as Alsace-Lorraine, and limit its army to one hundred thousand men.";
    const army = "How large an army did the treaty leave Germany?";
    expect(
      gradeAnswer({ note: treaty, question: army, answer: "Its army was limited to 100,000 men." }).score,
    ).toBe(3);
    expect(
      gradeAnswer({ note: treaty, question: army, answer: "Its army was limited to 10,000 men." }).score,
    ).toBeLessThan(3);
    const bastille = "The storming of the Bastille in seventeen eighty nine began the revolution.";
    const when = "When did the storming of the Bastille begin the revolution?";
    expect(gradeAnswer({ note: bastille, question: when, answer: "In 1789." }).score).toBe(3);
    expect(gradeAnswer({ note: bastille, question: when, answer: "In 1798." }).score).toBe(1);
    // No year where the words say an age, and no decimal taken apart.
    expect(normalizeText("fifteen twenty-year-olds")).toBe("15 20-year-olds");
    expect(normalizeText("1.5 million people, one thousand men")).toBe("1.5 million people, 1000 men");
    // No year in a time of day, and no "because" in an era.
    expect(normalizeText("at eleven forty, or eleven forty pm")).toBe("at 11 40, or 11 40 pm");
    expect(normalizeText("Rome, 44 BC, and bc it fell")).toBe("Rome, 44 BC, and because it fell");
    expect(normalizeText("Caesar died in forty-four BC")).toBe("Caesar died in 44 BC");
    expect(normalizeText("eleven forty five pm")).toBe("11 45 pm");
    // A year after "at" is still a year; only an hour of the clock there is a time.
    expect(normalizeText("it ended at nineteen forty five")).toBe("it ended at 1945");
    expect(normalizeText("in eleven forty the king died")).toBe("in 1140 the king died");
  });

  it('reads a fraction in words or as a sign as the fraction: "a third", "one third", "⅓" (QA: read as no answer)', () => {
    const plague =
      "About a third of the population of Europe died of the Black Death between 1347 and 1351. It was spread by fleas on rats.";
    const share = "What share of Europe's population died of the Black Death?";
    for (const answer of ["a third", "one third", "about a third of them", "1/3", "⅓", "A third died."]) {
      const grade = gradeAnswer({ note: plague, question: share, answer });
      expect(grade.verdict, answer).not.toBe("empty");
      expect(grade.score, answer).toBe(3);
    }
    for (const answer of ["two thirds", "a half", "a quarter of people"])
      expect(gradeAnswer({ note: plague, question: share, answer }).score, answer).toBe(1);
    expect(normalizeText("two-thirds of voters, three quarters, a half.")).toBe("2/3 of voters, 3/4, 1/2.");
    // Not an ordinal before its noun, nor a count that is no fraction.
    expect(normalizeText("a third reason, two third, two halves")).toBe("a 3rd reason, 2 3rd, 2 halves");
  });

  it('reads "last week" as when, not as a synonym of a key word ("net")', () => {
    const osmosis =
      "Osmosis is the net movement of water molecules from a region of higher water potential to a region of lower water potential across a partially permeable membrane.";
    const rambling =
      "Well, as far as I remember from the lecture and the textbook chapter that we read last week, this is about how water and substances move and how the body keeps a balance, and honestly I confuse it with diffusion and with the kidney nephron and the loop of Henle and ADH, so I will write everything I can think of.";
    const grade = gradeAnswer({ note: osmosis, question: "What is osmosis?", answer: rambling });
    expect(grade.score).toBeLessThan(3);
    expect(grade.reason).not.toMatch(/got across “net”/);
  });

  it("calls no claim reversed for a verb's particle that moves nothing, and reads a name and a verb as a claim", () => {
    const treaty =
      "Germany had to accept responsibility for the war, pay reparations, give up territory such as Alsace-Lorraine, and limit its army to one hundred thousand men.";
    const question = "What did the treaty make Germany do?";
    const paraphrase = gradeAnswer({
      note: treaty,
      question,
      answer:
        "Germany had to accept blame for the war, pay reparations, lose Alsace-Lorraine and limit its army to 100,000 men.",
    });
    expect(paraphrase.score).toBe(3);
    expect(paraphrase.reason).not.toMatch(/opposite/);
    // A particle that says more or less still does.
    const lactate = gradeAnswer({
      note: "Lactic acid builds up in the muscles during hard exercise.",
      question: "What happens to lactic acid in the muscles during hard exercise?",
      answer: "Lactic acid decreases in the muscles.",
    });
    expect(lactate.score).toBe(1);
    const short = gradeAnswer({ note: treaty, question, answer: "Germany lost Alsace-Lorraine." });
    expect(short.reason).not.toMatch(/list of words/);
    expect(short.score).toBeGreaterThan(1);
  });

  it("calls a long run of bare words a list, whatever few of them the tagger takes for verbs", () => {
    // Hundreds of WordNet's nouns pasted as an answer: among them, some the tagger reads as verbs
    // ("alfred", "munch") and some that mean a word of the notes ("transport" for "carry").
    const nouns = readFileSync(join(wordNetFolder(), "index.noun"), "utf8")
      .split("\n")
      .map((line) => line.split(" ")[0] ?? "")
      .filter((word) => /^[a-z]{5,}$/.test(word));
    const note =
      "Groundwater fills the spaces in soil and rock. Rain soaks into the ground by infiltration, and rivers carry water to the sea.";
    for (const [count, from] of [
      [240, 0],
      [400, 1000],
      [600, 1000],
    ] as const) {
      const pasted = Array.from({ length: count }, (_v, k) => nouns[(from + k * 7919) % nouns.length]).join(
        " ",
      );
      const graded = gradeAnswer({ note, question: "How does water get into the ground?", answer: pasted });
      expect(graded.score, `${count} from ${from}`).toBe(1);
      expect(graded.reason, `${count} from ${from}`).toMatch(/list of words/);
    }
  });

  it("names a number the notes write in words as they write it (QA)", () => {
    const note =
      "Most enzymes in the human body work best at about thirty-seven degrees Celsius. Plant enzymes work best at twenty-five to thirty-five degrees Celsius, and above that the rate falls.";
    const { reason } = gradeAnswer({
      note,
      question: "At what temperatures do plant enzymes work best?",
      answer: "Celsius is used",
    });
    expect(reason).toContain("“twenty-five”");
    expect(reason).not.toMatch(/“\d+”/);
  });

  it("does not take a word only related to the missing one for it, however long the answer (QA)", () => {
    const note =
      "The enzyme rubisco fixes carbon dioxide. The product splits into two molecules of 3-phosphoglycerate.";
    const question = 'Fill in the blank: "The _____ splits into two molecules of 3-phosphoglycerate."';
    // "line" is a kind of product in WordNet: a garbled voice answer held it.
    for (const answer of [
      "line",
      "The line depend on reactions happen in the talent like membranes and assistant is splits lighter into.",
    ])
      expect(gradeAnswer({ note, question, answer }).score, answer).toBe(1);
    expect(gradeAnswer({ note, question, answer: "the product" }).score).toBe(3);
  });

  it("grades the tutor's own fill-in questions by the words the blank hides, wherever it is", () => {
    const history =
      'The First World War began in the summer of 1914, but its causes had been building for decades. Germany promised Austria-Hungary unconditional support, which historians call the "blank cheque".';
    const cases: [string, string, string][] = [
      // The blank opens the quoted sentence, which holds quotes of its own.
      [
        'Fill in the blank: "_____ promised Austria-Hungary unconditional support, which historians call the "blank cheque"."',
        "Germany",
        "Right: that is the missing word.",
      ],
      // Only small words before the blank, and a sentence of two statements read whole.
      [
        'Fill in the blank: "The First _____ began in the summer of 1914, but its causes had been building for decades."',
        "World War",
        "Right: those are the missing words.",
      ],
    ];
    for (const [question, answer, reason] of cases) {
      expect(gradeAnswer({ note: history, question, answer })).toMatchObject({
        score: 3,
        verdict: "right",
        reason,
      });
    }
    // A blank after "for" hides what follows it (QA: "cell walls" was partly right, as if "for"
    // began an example after the missing words).
    const glucose =
      "The glucose is used for respiration, turned into starch for storage, or made into cellulose for cell walls.";
    const question = `Fill in the blank: "${glucose.replace("cell walls", "_____")}"`;
    expect(gradeAnswer({ note: glucose, question, answer: "cell walls" })).toMatchObject({
      score: 3,
      reason: "Right: those are the missing words.",
    });
    expect(gradeAnswer({ note: glucose, question, answer: "starch" })).toMatchObject({ score: 1 });
  });

  it('gives a fill-in answer without the missing term\'s last word part of it at most, and none by a looser relation alone (QA: "cats equals dogs" was right)', () => {
    const note =
      "Price elasticity of demand (PED) = % change in quantity demanded / % change in price. If |PED| < 1 demand is inelastic: a price rise raises total revenue.";
    const question = 'Fill in the blank: "If |PED| < 1 demand is inelastic: a price rise raises _____."';
    const grade = (answer: string) => gradeAnswer({ note, question, answer });
    for (const answer of ["cats equals dogs", "demand equals supply", "it equals"])
      expect(grade(answer).score, answer).toBe(1);
    expect(grade("total revenue").score).toBe(3);
    expect(grade("revenue").score).toBe(2);
    expect(grade("the total").score).toBe(2);
    // One word in the place of the term's noun names another thing (review).
    const fill = (sentence: string, hidden: string, answer: string) =>
      gradeAnswer({
        note: sentence,
        question: `Fill in the blank: "${sentence.replace(hidden, "_____")}"`,
        answer,
      }).score;
    const walls =
      "The glucose is used for respiration, turned into starch for storage, or made into cellulose for cell walls.";
    const reactions = "The light reactions split water and pump protons into the thylakoid space.";
    const constitution = "After Thermidor a new constitution created the Directory in 1795.";
    for (const [sentence, hidden, answer, score] of [
      ["If demand is inelastic, a price rise raises total revenue.", "total revenue", "total cost", 1],
      [walls, "cell walls", "cell membranes", 1],
      [walls, "cell walls", "the walls of cells", 3],
      [reactions, "light reactions", "light bulbs", 1],
      [reactions, "light reactions", "light-dependent reactions", 3],
      [constitution, "new constitution", "new flag", 1],
      [constitution, "new constitution", "new set of rules for the government", 3],
      // A claim of its own in the noun's place names no thing, whatever synonym comes with it (QA).
      ["If demand is inelastic, a price rise raises total revenue.", "total revenue", "sum equals dogs", 1],
      [
        "If demand is inelastic, a price rise raises total revenue.",
        "total revenue",
        "total money earned",
        3,
      ],
      // A near relation or a word of the same root of a missing qualifier says it in other words (QA).
      ["Many coastal cities are at risk from rising sea levels.", "coastal cities", "cities on the coast", 3],
      [
        "Short-term memory has a limited capacity of about seven items.",
        "limited capacity",
        "small capacity",
        3,
      ],
      ["Many coastal cities are at risk from rising sea levels.", "coastal cities", "mountain cities", 1],
      [
        "Many coastal cities are at risk from rising sea levels.",
        "coastal cities",
        "big cities on the coast",
        3,
      ],
      // A verb of the student's own in a clause of its own is no claim in the term's place (review).
      [constitution, "new constitution", "new set of rules that governs the country", 3],
      // Not a noun and the words that qualify it: the rule is not for these.
      ["When the price rises, the quantity demanded falls.", "quantity demanded", "the number wanted", 3],
      ["Glycolysis breaks glucose down into pyruvate.", "breaks glucose down", "divides the sugar", 3],
    ] as const)
      expect(fill(sentence, hidden, answer), answer).toBe(score);
  });

  it("quotes a note whose abbreviations it spells out to read it as the note writes them (QA)", () => {
    const note =
      "Price elasticity of demand (PED) = % change in quantity demanded / % change in price. If |PED| < 1 demand is inelastic: a price rise raises total revenue.";
    const blank = gradeAnswer({
      note,
      question: 'Fill in the blank: "If |PED| < 1 demand is inelastic: a price rise raises _____."',
      answer: "supply",
    });
    expect(blank.reason).toContain("“If |PED| < 1 demand is inelastic: a price rise raises total revenue.”");
    expect(blank.passage).toBe("If |PED| < 1 demand is inelastic: a price rise raises total revenue.");
    const whole = gradeAnswer({
      note,
      question: 'In your own words, explain what your notes on "Elasticity" say.',
      answer: "It is about prices.",
    });
    expect(`${whole.reason} ${whole.passage}`).not.toMatch(
      /\(Price elasticity of demand\)|\|Price elasticity/u,
    );
    expect(whole.reason).toContain("Price elasticity of demand (PED) = % change");
    // Told to look at a part of the notes again, the student is shown the whole sentence, as written.
    const memory = gradeAnswer({
      note: "Short-term memory (STM) lasts about 18-30 seconds, but STM holds only about 7 items.",
      question: 'In your own words, explain what your notes on "Memory" say.',
      answer: "I don't know",
    });
    expect(memory.passage).toBe(
      "Short-term memory (STM) lasts about 18-30 seconds, but STM holds only about 7 items.",
    );
    expect(memory.reason).toContain(
      "“Short-term memory (STM) lasts about 18-30 seconds, but STM holds only about 7 items.”",
    );
  });

  it("grades a fill-in answer that turns a missing word round, swaps the word it qualifies, or repeats the sentence's own word, as 1 (QA)", () => {
    const fill = (sentence: string, hidden: string, answer: string) =>
      gradeAnswer({
        note: sentence,
        question: `Fill in the blank: "${sentence.replace(hidden, "_____")}"`,
        answer,
      });
    const demand =
      "The law of demand states that, other things being equal, as the price of a good rises the quantity demanded falls, so the demand curve slopes downwards.";
    // (named either way: the word turned round, or the thing that goes the other way)
    expect(fill(demand, "good rises", "good falls")).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringMatching(
        /\(“falls” where your notes say “rises”\)|\(your answer says “good” goes down, your notes say up\)/u,
      ) as string,
    });
    expect(fill(demand, "good rises", "good rises").score).toBe(3);
    const napoleon =
      "Napoleon made his name by defending the Convention against a royalist uprising in 1795 with a whiff of grapeshot.";
    expect(fill(napoleon, "royalist uprising", "Jacobin uprising").score).toBe(1);
    expect(fill(napoleon, "royalist uprising", "royalist rising").score).toBe(3);
    expect(fill(napoleon, "royalist uprising", "uprising").score).toBe(2);
    // A noun that only says what kind of thing the term is may be left out (QA: "glucose" for
    // "glucose molecule" was partly right); a word that qualifies the term may not.
    const used = "The glucose molecule is used in respiration to release energy.";
    expect(fill(used, "glucose molecule", "glucose").score).toBe(3);
    expect(fill(used, "glucose molecule", "starch").score).toBe(1);
    expect(fill(used, "glucose molecule", "molecule").score).toBeLessThan(3);
    const system = "The immune system fights pathogens.";
    expect(fill(system, "immune system", "immune").score).toBeLessThan(3);
    // ... and the rest must be a thing of that kind: "transition" is no metal (review).
    const metals = "Iron is a transition metal, so it forms coloured compounds.";
    expect(fill(metals, "transition metal", "transition").score).toBeLessThan(3);
    const enzyme = "The amylase enzyme breaks down starch into maltose.";
    expect(fill(enzyme, "amylase enzyme", "amylase").score).toBe(3);
    // "shift" is the sentence's own word for the other case, and a synonym of the missing one.
    const curve =
      "A change in price causes a movement along a curve, whereas a change in another factor shifts the whole curve.";
    expect(fill(curve, "movement", "shift").score).toBe(1);
    expect(fill(curve, "movement", "movement")).toMatchObject({
      score: 3,
      reason: "Right: that is the missing word.",
    });
    // One word hidden is one word, however many the answer has (QA: "those are the missing words").
    expect(fill(curve, "movement", "a movement")).toMatchObject({
      score: 3,
      reason: "Right: that is the missing word.",
    });
    expect(fill(napoleon, "royalist uprising", "a royalist uprising").reason).toBe(
      "Right: those are the missing words.",
    );
    // Right in other words: the reason does not say they are the notes' own.
    expect(
      fill(
        "After Thermidor a new constitution created the Directory in 1795.",
        "new constitution",
        "new set of rules for the government",
      ),
    ).toMatchObject({ score: 3, reason: "Right: in your own words, that is what the missing words say." });
  });

  it("grades a fill-in answer that offers the missing word and another thing beside it as a guess, 1, and a missing word with one letter pair swapped as right (QA)", () => {
    const fill = (sentence: string, hidden: string, answer: string) =>
      gradeAnswer({
        note: sentence,
        question: `Fill in the blank: "${sentence.replace(hidden, "_____")}"`,
        answer,
      });
    const made = "Oxygen is released as a by-product, and glucose is made.";
    expect(fill(made, "glucose", "glucose or starch")).toMatchObject({
      score: 1,
      reason:
        "Give one answer: “glucose” is in your notes, but with “starch” offered beside it, it is a guess between them. Your notes: “Oxygen is released as a by-product, and glucose is made.”",
    });
    expect(fill(made, "glucose", "either starch or maybe glucose")).toMatchObject({
      score: 1,
      reason: expect.stringMatching(/^Give one answer: “glucose” .* “starch” offered/u) as string,
    });
    // A more or less general name of the same thing is no other thing; nor is "or so" a guess.
    expect(fill(made, "glucose", "glucose or sugar").score).toBe(3);
    // An "or" inside more said of the missing word offers nothing beside it.
    expect(fill(made, "glucose", "glucose, which the plant uses for energy or growth").score).toBe(3);
    expect(fill(made, "glucose", "glucose, a sugar that is used or stored").score).toBe(3);
    expect(fill(made, "glucose", "glucose").score).toBe(3);
    const year = "The French Revolution began in 1789 with the storming of the Bastille.";
    expect(fill(year, "1789", "1789 or 1790").score).toBe(1);
    expect(fill(year, "1789", "in 1789 or so").score).toBe(3);
    // A missing text that is itself a choice is answered by that choice.
    const need = "Plants need water or carbon dioxide to be present.";
    expect(fill(need, "water or carbon dioxide", "water or CO2").score).toBe(3);
    // Two letters the wrong way round are a slip of the keys (QA: "natoinal" was wrong); another
    // word that is spelt so is not ("casual" for "causal").
    const assembly = "The national assembly was formed in June 1789 by the Third Estate.";
    expect(fill(assembly, "national", "natoinal")).toMatchObject({
      score: 3,
      reason: "Right: that is the missing word.",
    });
    const link = "A causal link means that one thing brings about the other.";
    expect(fill(link, "causal", "casual").score).toBe(1);
  });

  it("reads what a quiz on the causes of a war meets: order words turned round, hedges, a claim in past tenses, the whole note", () => {
    const war =
      "The First World War began in the summer of 1914 after decades of rising tension among the great powers of Europe. Historians often group its causes under militarism, alliances, imperialism and nationalism. Britain entered the war on 4 August 1914 after Germany invaded neutral Belgium.";
    const grade = (question: string, answer: string) => gradeAnswer({ note: war, question, answer });
    const why = "Why did Britain enter the war?";
    // "B before A" says what "A after B" does; "A before B" turns it round.
    expect(
      grade("When did the war begin?", "Tension rose for decades before the war began in 1914.").verdict,
    ).not.toBe("reversed");
    expect(grade(why, "Germany invaded Belgium before Britain entered the war.").score).toBe(3);
    expect(grade(why, "Britain entered the war before Germany invaded Belgium.")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // Doubt before an answer is no denial of it; doubt alone is no answer, said kindly.
    expect(grade(why, "I'm not sure, but Germany invaded Belgium.").score).toBe(3);
    for (const answer of ["I'm not sure.", "I am really not sure", "I have no idea"]) {
      expect(grade(why, answer)).toMatchObject({ score: 1, verdict: "empty" });
      expect(grade(why, answer).reason).toMatch(/^That's fine to say/);
    }
    // A claim in past tenses is a claim, not a list of words.
    expect(
      grade("What was the short-term trigger?", "Britain entered because Germany invaded neutral Belgium.")
        .verdict,
    ).not.toBe("keywords");
    // "Explain what your notes on ... say" asks for any of them, not the one its title is closest to.
    const whole = grade(
      'Question 3 of 5: In your own words, explain what your notes on "Why Europe went to war" say.',
      "Historians group the causes of the war under militarism, alliances, imperialism and nationalism.",
    );
    expect(whole.score).toBe(3);
    expect(whole.passage).toMatch(/^Historians often group/);
    // One of its points in part is partly right: no sentence of the note is "elsewhere" to it.
    const longer = `${war} The short-term trigger was the assassination of Archduke Franz Ferdinand, heir to the Austro-Hungarian throne, in Sarajevo on 28 June 1914. Austria-Hungary blamed Serbia and, with Germany's backing, issued an ultimatum in July.`;
    expect(
      gradeAnswer({
        note: longer,
        question: 'In your own words, explain what your notes on "Why Europe went to war" say.',
        answer:
          "The war started after an archduke was shot in Sarajevo, and the alliances pulled everyone in.",
      }).score,
    ).toBe(2);
    // And an answer that gives none of them is not told it answered something else.
    expect(
      grade(
        'In your own words, explain what your notes on "Why Europe went to war" say.',
        "Photosynthesis turns light energy into chemical energy in the chloroplasts.",
      ).reason,
    ).toMatch(/^That is not yet what your notes say\. Among other things, they say: “/);
  });

  it("calls a reversed claim wrong, with a reason that says so", () => {
    const grade = gradeAnswer({
      note,
      question: "How does light intensity affect the rate of photosynthesis?",
      answer: "the rate of photosynthesis falls as the light intensity increases",
    });
    expect(grade).toMatchObject({ score: 1, verdict: "reversed" });
    expect(grade.reason).toMatch(/opposite of what your notes say/);
    // Fading is going down: "gets stronger" is its opposite.
    const extinction =
      "If the bell is then rung again and again without food, the conditioned response gradually fades; this is called extinction.";
    const asked =
      "What happens to the conditioned response when the bell is rung again and again without food?";
    expect(
      gradeAnswer({
        note: extinction,
        question: asked,
        answer: "the conditioned response gets stronger and stronger",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      gradeAnswer({ note: extinction, question: asked, answer: "the conditioned response slowly fades away" })
        .score,
    ).toBe(3);
    // A word the sentence has only as a case it names ("warm, moist air") is still the opposite of
    // what it says happens ("it cools"), said as what happens ("it gets warmer").
    const clouds =
      "As warm, moist air rises it cools, and the vapour condenses into tiny droplets that form clouds.";
    const rises = "What happens to warm, moist air as it rises?";
    const warmer = gradeAnswer({
      note: clouds,
      question: rises,
      answer: "as the moist air rises it gets warmer, so the vapour condenses into clouds",
    });
    expect(warmer).toMatchObject({ score: 1, verdict: "reversed" });
    expect(warmer.reason).toContain("“warmer” where your notes say “cools”");
    expect(
      gradeAnswer({
        note: clouds,
        question: rises,
        answer: "the warm air cools and its vapour condenses into droplets that make clouds",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("reads a clause of the notes that leaves out its subject, or says “they”, as said of the thing the sentence opened with", () => {
    const radiation =
      "Beta particles are fast-moving electrons and are stopped by a few millimetres of aluminium. Gamma rays are electromagnetic waves; they are the least ionising and the most penetrating, and only thick lead or concrete reduces them.";
    const asked = "Which type of radiation is the most penetrating, and what is needed to reduce it?";
    const denied = gradeAnswer({
      note: radiation,
      question: asked,
      answer: "gamma rays are not the most penetrating; you need thick lead or concrete",
    });
    expect(denied).toMatchObject({ score: 1, verdict: "reversed" });
    expect(denied.reason).toContain("Gamma rays are electromagnetic waves; they are the least ionising");
    expect(
      gradeAnswer({
        note: radiation,
        question: asked,
        answer: "gamma rays are the most penetrating; you need thick lead or concrete",
      }).score,
    ).toBe(3);
    // (what the sentence before is about is not what a "they" after a semicolon stands for)
    expect(
      gradeAnswer({
        note: radiation,
        question: asked,
        answer:
          "beta particles are not the most penetrating; gamma rays are, and thick lead or concrete reduces them",
      }).verdict,
    ).not.toBe("reversed");
    // A "they" within a sentence stands for what that sentence told of, not the sentence before's
    // subject (review): what is denied of gamma rays is no denial of what alpha particles are.
    const alpha =
      "Gamma rays are electromagnetic waves. Alpha particles are stopped by paper because they are heavy and slow.";
    const why = "Why are alpha particles stopped by paper?";
    expect(
      gradeAnswer({ note: alpha, question: why, answer: "because gamma rays are not heavy and slow" })
        .verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({ note: alpha, question: why, answer: "because alpha particles are not heavy or slow" }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // A relative clause ("bacteria, which cause diseases") is said of the noun before it (review).
    const bacteria = "Antibiotics kill bacteria, which cause diseases such as tuberculosis.";
    expect(
      gradeAnswer({
        note: bacteria,
        question: "What do antibiotics do?",
        answer:
          "Antibiotics kill bacteria. Antibiotics do not cause diseases; bacteria cause diseases such as tuberculosis.",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("points a question at a sentence by its own words, not by a synonym of a word the notes say everywhere (learned)", () => {
    const probability = [
      "Probability measures how likely an event is, on a scale from 0 (impossible) to 1 (certain).",
      "For equally likely outcomes, P(event) = number of favourable outcomes ÷ total number of outcomes.",
      "The probabilities of all possible outcomes add up to 1, so P(not A) = 1 − P(A).",
      "Two events are independent if one happening does not affect the chance of the other, e.g. flipping a coin twice.",
      "For independent events, P(A and B) = P(A) × P(B).",
    ].join(" ");
    const grade = gradeAnswer({
      note: probability,
      question:
        "If the probability of rain tomorrow is 0.3, what is the probability that it does not rain, and why?",
      answer: "It is 0.7. The probabilities of all the outcomes add up to 1, so it's 1 − 0.3.",
    });
    expect(grade.asked?.[0]).toContain("The probabilities of all possible outcomes add up to 1");
    expect(grade.score).toBe(3);
  });

  it("calls a denied condition or a dismissed key point wrong, and the condition's failing case right", () => {
    const theorem =
      "Pythagoras' theorem only works for right-angled triangles. The longest side, opposite the right angle, is called the hypotenuse.";
    const which = "Which kind of triangle does Pythagoras' theorem work for?";
    /** The answer is graded a reversed claim, for the reason given. */
    const reversedFor = (note: string, question: string, answer: string, why: RegExp) => {
      const grade = gradeAnswer({ note, question, answer });
      expect(grade, answer).toMatchObject({ score: 1, verdict: "reversed" });
      expect(grade.reason).toMatch(why);
    };
    reversedFor(
      theorem,
      which,
      "it works for triangles that are not right-angled",
      /your notes say it holds only for “right-angled triangles”/,
    );
    for (const answer of [
      "only right-angled ones, it doesn't work for other triangles",
      "right-angled triangles",
    ])
      expect(gradeAnswer({ note: theorem, question: which, answer }).verdict, answer).not.toBe("reversed");

    const sorting = "A merge sort must split the list until each part holds one item.";
    const must = "What must a merge sort do first?";
    reversedFor(
      sorting,
      must,
      "a merge sort does not require splitting the list",
      /your answer says it need not be so, your notes say it must/,
    );
    const ions =
      "Electrolysis uses electricity to break down an ionic compound that is molten or dissolved in water. The ions must be free to move, which is why a solid ionic compound cannot be electrolysed.";
    const solid = "Why can a solid ionic compound not be electrolysed?";
    for (const answer of [
      "because in a solid the ions can't move",
      "the ions are not free to move in a solid",
    ])
      expect(gradeAnswer({ note: ions, question: solid, answer }), answer).toMatchObject({ score: 3 });

    const ethics =
      "Utilitarianism = an ethical theory that judges actions by their consequences. Key idea: the right action is the one that produces 'the greatest good for the greatest number'.";
    const decide = "According to utilitarianism, how do you decide whether an action is right?";
    // (typed without its apostrophe, "dont" is still a negation)
    reversedFor(
      ethics,
      decide,
      "consequences dont matter, an action is right or wrong in itself",
      /your answer says “consequences” does not count/,
    );
    // "no matter" is no dismissal.
    expect(
      gradeAnswer({
        note: ethics,
        question: decide,
        answer: "by its consequences, no matter what the motive is",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("calls what the notes say of another thing, said of the one asked about, wrong, and names both", () => {
    const heart =
      "The heart has two sides. The right ventricle pumps deoxygenated blood to the lungs through the pulmonary artery. The left ventricle pumps oxygenated blood to the whole body through the aorta. The left ventricle has a thicker muscular wall.";
    const question = "Where does the right ventricle pump blood to, and through which vessel?";
    const swapped = gradeAnswer({
      note: heart,
      question,
      answer: "it pumps it round the whole body through the aorta",
    });
    expect(swapped).toMatchObject({ score: 1, verdict: "reversed" });
    expect(swapped.reason).toBe(
      "That is what your notes say of “left ventricle”, not of “right ventricle”. Your notes: “The right ventricle pumps deoxygenated blood to the lungs through the pulmonary artery.”",
    );
    // Its own, and its own beside the other's, are not.
    for (const answer of [
      "to the lungs, through the pulmonary artery",
      "to the lungs through the pulmonary artery, while the left one pumps to the body through the aorta",
    ])
      expect(gradeAnswer({ note: heart, question, answer }), answer).toMatchObject({ score: 3 });
  });

  it("names a thing of two nouns whose last is also a verb by both (“cell walls”, not “cell”)", () => {
    const cell =
      "Plant cells have several parts. The cell walls are thick layers of cellulose that protect the plant cell. The cell membranes are thin layers of lipids that protect the cytoplasm inside. The nucleus holds the DNA.";
    const swapped = gradeAnswer({
      note: cell,
      question: "What are the cell walls?",
      answer: "they are thin layers of lipids that protect the cytoplasm",
    });
    expect(swapped).toMatchObject({ score: 1, verdict: "reversed" });
    expect(swapped.reason).toMatch(/^That is what your notes say of “cell membranes”, not of “cell walls”\./);
  });

  it("calls what the notes say of another thing of its kind, said of the thing the answer names, wrong", () => {
    const whole = (title: string) => `In your own words, explain what your notes on "${title}" say.`;
    const plates =
      "Tectonic plates meet at boundaries. At a constructive boundary, plates move apart and magma rises to form new crust. At a destructive boundary, plates move towards each other and the denser oceanic plate sinks. At a conservative boundary, plates slide past each other and no crust is made or destroyed.";
    const crossed = gradeAnswer({
      note: plates,
      question: whole("Plate boundaries"),
      answer: "A destructive boundary is where plates slide past each other",
    });
    expect(crossed).toMatchObject({ score: 1, verdict: "reversed" });
    expect(crossed.reason).toBe(
      "That is what your notes say of “conservative boundary”, not of “destructive boundary”. Your notes: “At a destructive boundary, plates move towards each other and the denser oceanic plate sinks.”",
    );
    // A heading's term ("Sedimentary:"), a name of two words joined ("Cost-push"), a doing ("Abrasion
    // happens when …", beside "Plucking happens when …").
    const rocks =
      "Igneous: magma cools and crystallises.\nSedimentary: layers of sediment are buried, compacted and cemented, e.g. sandstone.\nMetamorphic: existing rock changed by high heat and pressure, e.g. limestone -> marble.\nExample: granite is igneous.";
    const inflation =
      "Demand-pull inflation happens when total demand grows faster than supply. Cost-push inflation happens when firms' costs, such as wages, rise.";
    const glaciers =
      "Plucking happens when meltwater freezes onto rocks at the back wall and pulls them away as the ice moves. Abrasion happens when rocks frozen into the base of the ice scrape the floor like sandpaper.";
    const ions =
      "Electrolysis breaks down an ionic compound using electricity. Positive ions (cations) move to the negative electrode, the cathode, where they gain electrons. Negative ions (anions) move to the positive electrode, the anode, where they lose electrons.";
    for (const [note, title, answer, reason] of [
      [
        rocks,
        "The rock cycle",
        "Sedimentary rocks are made by high heat and pressure, like marble",
        "of “Metamorphic”, not of “Sedimentary rocks”",
      ],
      [
        inflation,
        "Inflation",
        "Cost-push inflation is when total demand grows faster than supply",
        "of “Demand-pull inflation”, not of “Cost-push inflation”",
      ],
      [
        glaciers,
        "Corries",
        "abrasion is when meltwater freezes onto the back wall and pulls rocks away",
        "of “Plucking”, not of “abrasion”",
      ],
    ] as const) {
      const grade = gradeAnswer({ note, question: whole(title), answer });
      expect(grade, answer).toMatchObject({ score: 1, verdict: "reversed" });
      expect(grade.reason, answer).toContain(`That is what your notes say ${reason}.`);
    }
    // Two things set against each other in one sentence, told the other way round.
    const estates =
      "By 1789 the French government was close to bankruptcy. The Third Estate paid most of the taxes, while the clergy and nobles were largely exempt.";
    const taxes = (answer: string) =>
      gradeAnswer({ note: estates, question: whole("Causes of the Revolution"), answer });
    expect(
      taxes("The clergy and nobles paid most of the taxes, while the Third Estate was mostly let off."),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    for (const answer of [
      "the clergy and the nobles hardly paid any tax, so the Third Estate paid most of it",
      "nobles and clergy didn't pay much tax at all; the third estate paid most",
    ])
      expect(taxes(answer), answer).not.toMatchObject({ verdict: "reversed" });
    // A name written without its hyphen ("Cost push"), and a heading whose claim opens with a capital.
    expect(
      gradeAnswer({
        note: inflation,
        question: whole("Inflation"),
        answer: "Cost push inflation is when total demand grows faster than supply",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    const capitals =
      "Igneous: Magma cools and crystallises.\nSedimentary: Layers of sediment are buried, compacted and cemented.\nMetamorphic: Existing rock changed by high heat and pressure, e.g. limestone -> marble.";
    expect(
      gradeAnswer({
        note: capitals,
        question: whole("Rocks"),
        answer: "Sedimentary rocks are made by high heat and pressure, like marble",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      gradeAnswer({
        note: capitals,
        question: whole("Rocks"),
        answer: "sedimentary rock forms when layers are buried and cemented",
      }),
    ).not.toMatchObject({ verdict: "reversed" });
    // A thing's part named after its owner ("The heart's right ventricle"), of a kind with another
    // ("left ventricle"), in an answer that opens with "because".
    const heart =
      "The heart's right ventricle pumps deoxygenated blood to the lungs through the pulmonary artery. The left ventricle pumps oxygenated blood to the rest of the body through the aorta. The left ventricle has a thicker muscular wall because it must pump blood further, around the whole body.";
    const ventricles = (answer: string) =>
      gradeAnswer({
        note: heart,
        question: "Why does the left ventricle have a thicker wall than the right?",
        answer,
      });
    for (const answer of [
      "the right ventricle pumps oxygenated blood to the body",
      "because the right ventricle pumps oxygenated blood around the body",
    ]) {
      expect(ventricles(answer), answer).toMatchObject({ score: 1, verdict: "reversed" });
      expect(ventricles(answer).reason, answer).toMatch(
        /^That is what your notes say of “left ventricle”, not of “right ventricle”\./,
      );
    }
    for (const answer of [
      "because it pumps blood around the whole body, which is further than the right ventricle pumps it, to the lungs",
      "the left ventricle pumps blood further, around the whole body, while the right ventricle only pumps it to the lungs",
    ])
      expect(ventricles(answer), answer).toMatchObject({ score: 3, verdict: "right" });
    // One word of the other's is enough when it is the opposite of its own's ("savers gain"), or,
    // of things of a kind or set against each other, when the answer says nothing of its own
    // ("carnivores eat only plants"); two things each said what it is, side by side, are alike
    // ("Weather is …", "Climate is …").
    const said = (note: string, question: string, answer: string) => gradeAnswer({ note, question, answer });
    const inflationRates =
      "Inflation is a general rise in the price level over time. Savers lose out if interest rates are below the inflation rate, while borrowers gain because the real value of their debts falls.";
    const diets =
      "Herbivores eat only plants, while carnivores eat other animals. Omnivores eat both plants and animals.";
    const feedback =
      "In negative feedback, a change is detected and reversed, so conditions return to normal. In positive feedback, a change is amplified, so it grows further.";
    const climate =
      "Weather is the day-to-day state of the atmosphere, such as rain or sunshine. Climate is the average weather of a place over a long period, usually 30 years.";
    const gains = "Who gains and who loses when inflation is higher than interest rates?";
    for (const [note, question, answer, reason] of [
      [inflationRates, gains, "savers gain because prices rise", "of “borrowers”, not of “savers”"],
      [
        diets,
        "What do carnivores eat?",
        "carnivores eat only plants",
        "of “Herbivores”, not of “carnivores”",
      ],
      [
        feedback,
        "What happens in negative feedback?",
        "negative feedback amplifies the change",
        "of “positive feedback”, not of “negative feedback”",
      ],
      [
        climate,
        "What is climate?",
        "climate is the day-to-day state of the atmosphere",
        "of “Weather”, not of “climate”",
      ],
    ] as const) {
      const grade = said(note, question, answer);
      expect(grade, answer).toMatchObject({ score: 1, verdict: "reversed" });
      expect(grade.reason, answer).toContain(`That is what your notes say ${reason}.`);
    }
    for (const [note, question, answer] of [
      [inflationRates, gains, "borrowers gain because their debts are worth less, savers lose"],
      [diets, "What do carnivores eat?", "carnivores eat other animals"],
      [
        feedback,
        "What happens in negative feedback?",
        "negative feedback reverses the change so things return to normal",
      ],
      [
        climate,
        "What is climate?",
        "climate is the average weather somewhere over a long time, about 30 years",
      ],
      // (one word of the other's beside nothing of its own, of things not of a kind: not enough)
      [climate, "What is climate?", "climate is what the atmosphere is like over decades"],
    ] as const)
      expect(said(note, question, answer), answer).not.toMatchObject({ verdict: "reversed" });
    // An answer that names no thing of theirs is of the one thing a question of one part names
    // ("a reaction that …" of "What is an endothermic reaction?"); one with a subject of its own that
    // is not is read as it is ("average weather …", "mass multiplied by gravity …").
    const energyReactions =
      "An exothermic reaction transfers energy to the surroundings, so the temperature of the surroundings increases. Combustion and neutralisation are exothermic. An endothermic reaction takes in energy from the surroundings, so the temperature of the surroundings decreases.";
    expect(
      said(
        energyReactions,
        "What is an endothermic reaction?",
        "a reaction that transfers energy to the surroundings, like combustion",
      ).reason,
    ).toMatch(/^That is what your notes say of “exothermic reaction”, not of “endothermic reaction”\./);
    const mass =
      "Mass is the amount of matter in an object. Weight is the force of gravity acting on an object's mass.";
    for (const [note, question, answer] of [
      [
        energyReactions,
        "What is an endothermic reaction?",
        "it takes in energy from the surroundings so their temperature goes down",
      ],
      [climate, "What is climate?", "average weather over a long time, at least 30 years"],
      [climate, "What is climate?", "Average weather of a place over a long period, usually 30 years."],
      [mass, "What is weight?", "mass multiplied by gravity, which gives a force"],
      [mass, "What is weight?", "mass being pulled down by the force of gravity"],
    ] as const)
      expect(said(note, question, answer), answer).toMatchObject({ score: 3 });
    expect(said(mass, "What is weight?", "weight is the amount of matter in an object")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // What any sentence of its own says of a thing is its own, however the tagger reads its name
    // ("left", of "The heart's left ventricle", a verb).
    const chambers =
      "The heart has four chambers. The heart's right ventricle pumps deoxygenated blood to the lungs. The heart's left ventricle pumps oxygenated blood to the rest of the body. The left ventricle has a thicker muscular wall than the right ventricle.";
    const left = (answer: string) => said(chambers, "What does the left ventricle do?", answer);
    for (const answer of [
      "The left ventricle pumps blood to the body, not to the lungs.",
      "It pumps oxygenated blood around the body.",
    ])
      expect(left(answer), answer).toMatchObject({ score: 3, verdict: "right" });
    expect(left("The left ventricle pumps deoxygenated blood to the lungs.")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // (one that names the other thing too tells of both: "…, unlike arteries which take it away")
    const vessels =
      "Arteries carry blood away from the heart at high pressure, while veins carry blood back to the heart at low pressure.";
    expect(
      said(
        vessels,
        "What do veins do?",
        "Veins take blood towards the heart, unlike arteries which take it away.",
      ),
    ).toMatchObject({ score: 3 });
    expect(said(vessels, "What do veins do?", "veins carry blood away from the heart")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // What follows "unlike" or "rather than" is said of the other thing, in passing.
    const costs =
      "Fixed costs do not change with output, such as rent. Variable costs change with output, such as raw materials.";
    const democracy =
      "In a direct democracy, citizens vote on every decision themselves. In an indirect democracy, citizens elect representatives to make decisions for them.";
    for (const [note, question, answer] of [
      [
        costs,
        "What are variable costs?",
        "Variable costs change with output, unlike fixed costs such as rent.",
      ],
      [costs, "What are fixed costs?", "Fixed costs do not change with output, unlike raw materials."],
      [
        democracy,
        "What is direct democracy?",
        "Direct democracy means citizens make every decision themselves rather than through representatives.",
      ],
    ] as const)
      expect(said(note, question, answer), answer).not.toMatchObject({ verdict: "reversed" });
    // Said to be the other thing, by the other name the notes give in brackets ("anions").
    expect(
      gradeAnswer({
        note: ions,
        question: whole("Electrolysis"),
        answer: "Anions are the positive ions, they move to the cathode",
      }).reason,
    ).toMatch(/^Your notes tell “Anions” and “Positive ions \(cations\)” apart\./);
    // Each thing's own, in other words, beside the other named, or set against it, is not.
    for (const [note, title, answer] of [
      [
        plates,
        "Plate boundaries",
        "at conservative boundaries the plates just slide past one another, so no crust is made",
      ],
      [
        plates,
        "Plate boundaries",
        "Plates move apart at constructive boundaries and towards each other at destructive ones",
      ],
      [
        rocks,
        "The rock cycle",
        "metamorphic rock is rock changed by heat and pressure, like limestone into marble",
      ],
      [
        inflation,
        "Inflation",
        "demand-pull inflation is when demand rises faster than supply, which pushes up wages",
      ],
      [
        glaciers,
        "Corries",
        "Abrasion is when rocks stuck in the ice scrape the floor, while plucking pulls rocks away",
      ],
      [ions, "Electrolysis", "Anions are the negative ions and they go to the anode and lose electrons"],
      [
        ions,
        "Electrolysis",
        "cations are positive so they are attracted to the cathode, where they gain electrons",
      ],
    ] as const)
      expect(gradeAnswer({ note, question: whole(title), answer }), answer).not.toMatchObject({
        verdict: "reversed",
      });
    // (review) Said to be a kind it is of, or what its own sentence says it is, or said not to be the
    // other; a heading whose claim follows a capital after its colon; a number beside one word.
    const cells =
      "Diffusion is the net movement of particles from an area of high concentration to an area of low concentration. Osmosis is the diffusion of water molecules across a partially permeable membrane.";
    const reactions =
      "Light-dependent reactions: light energy splits water, making ATP and NADPH and releasing oxygen.\nLight-independent reactions (Calvin cycle): ATP and NADPH are used to fix carbon dioxide into glucose.";
    const leaders =
      "Stalin: general secretary of the party, took power after Lenin died in 1924, five-year plans and collectivisation.\nTrotsky: led the Red Army in the civil war, lost the power struggle and was exiled in 1929.";
    for (const [note, title, answer] of [
      [cells, "Transport in cells", "Osmosis is diffusion of water through a partially permeable membrane"],
      [ions, "Electrolysis", "Anions are not the positive ions, they are negative and go to the anode"],
      [
        reactions,
        "Photosynthesis",
        "The light-independent reactions use ATP and NADPH to turn carbon dioxide into glucose",
      ],
      [leaders, "Soviet leaders", "Stalin had his rival exiled in 1929 and brought in five-year plans"],
      [
        inflation,
        "Inflation",
        "Cost-push inflation isn't when total demand grows faster than supply; it's when costs like wages rise",
      ],
    ] as const)
      expect(gradeAnswer({ note, question: whole(title), answer }), answer).not.toMatchObject({
        verdict: "reversed",
      });
    expect(
      gradeAnswer({
        note: "Proteins are long chains of amino acids folded into a particular shape. Enzymes are biological catalysts that speed up reactions without being used up.",
        question: "What is an enzyme?",
        answer:
          "An enzyme is a protein that acts as a biological catalyst, speeding up reactions without being used up",
      }),
    ).not.toMatchObject({ verdict: "reversed" });
    // An account of more than the crossed sentence is partly right when the rest of it is right.
    const mixed = gradeAnswer({
      note: ions,
      question: whole("Electrolysis"),
      answer:
        "Electrolysis uses electricity to break down an ionic compound. Positive ions move to the cathode and gain electrons. Anions are the positive ions.",
    });
    expect(mixed).toMatchObject({ score: 2, verdict: "partial" });
    expect(mixed.reason).toMatch(/But your notes tell “Anions” and “Positive ions \(cations\)” apart\./);
  });

  it("judges each part of a two-part question against the sentence its own words point at", () => {
    const ionic =
      "The oppositely charged ions are held together by strong electrostatic forces of attraction. Ionic compounds have high melting points because a lot of energy is needed to overcome these strong forces. They conduct electricity when melted or dissolved in water, because the ions are then free to move, but not when solid.";
    const question =
      "Why do ionic compounds have high melting points, and when can they conduct electricity?";
    const grade = (answer: string) => gradeAnswer({ note: ionic, question, answer });
    // Before, both parts were judged against the second part's sentence, which the answer gives.
    const turned = grade(
      "because the forces between the ions are weak, and they conduct when solid but not when melted",
    );
    expect(turned).toMatchObject({ score: 1, verdict: "reversed" });
    expect(turned.asked).toEqual([
      "Ionic compounds have high melting points because a lot of energy is needed to overcome these strong forces.",
      expect.stringMatching(/^They conduct electricity when melted/),
    ]);
    expect(
      grade(
        "a lot of energy is needed to overcome the strong forces, and they conduct when melted or dissolved",
      ),
    ).toMatchObject({ score: 3 });
  });

  it("grades I don't know, and a list of words, as 1 with a reason", () => {
    for (const answer of ["I don't know", "idk", "?"]) {
      expect(gradeAnswer({ note, question: "Where does photosynthesis happen?", answer })).toMatchObject({
        score: 1,
        verdict: "empty",
      });
    }
    expect(
      gradeAnswer({
        note,
        question: "Explain how light intensity affects photosynthesis.",
        answer: "light intensity rate chloroplasts glucose",
      }),
    ).toMatchObject({ score: 1, verdict: "keywords" });
  });

  it("grades an answer on notes with no text (a photo in which none could be read) as 1 with a reason, and does not throw", () => {
    for (const empty of ["", "  \n "]) {
      expect(
        gradeAnswer({ note: empty, question: "What is a cell?", answer: "the basic unit of life" }),
      ).toMatchObject({
        score: 1,
        verdict: "empty",
        reason: "Your notes have no text yet, so there is nothing to check this answer against.",
      });
    }
    const { contentScores } = assess({
      content: [{ id: "n1", title: "Page 1", topic: "Cells", text: "" }],
      messages: [
        { role: "assistant", content: "Question 1 of 1: What is a cell?" },
        { role: "user", content: "the basic unit of life" },
      ],
    });
    expect(contentScores.n1?.score).toBe(1);
    expect(contentScores.n1?.reason).toContain("Your notes have no text yet");
  });

  it("reads an answer that is a formula against the notes' formulas, and a formula said in words as a claim", () => {
    const ohm =
      "Ohm's law says V=I×R, so for a fixed resistance the current increases when the voltage increases.\nResistance is measured in ohms.\nPower: P = V × I.";
    const says = "What does Ohm's law say?";
    // The notes' own formula, however it is spaced, whichever way round, its factors in any order.
    for (const answer of ["V = IR", "V=I*R", "IR = V", "V = R × I", "v = ir."]) {
      expect(gradeAnswer({ note: ohm, question: says, answer })).toMatchObject({
        score: 2,
        verdict: "partial",
        reason: expect.stringContaining("Partly right: that is the formula your notes give.") as string,
      });
    }
    expect(
      gradeAnswer({ note: ohm, question: "Write Ohm's law as an equation.", answer: "V = IR" }),
    ).toMatchObject({
      score: 3,
      reason: "Right: that is the formula your notes give.",
    });
    // Another formula, and the notes' formula for something else.
    expect(gradeAnswer({ note: ohm, question: says, answer: "V = I + R" })).toMatchObject({
      score: 1,
      reason: expect.stringContaining("That is not the formula your notes give.") as string,
    });
    expect(gradeAnswer({ note: ohm, question: says, answer: "P = VI" })).toMatchObject({
      score: 1,
      reason: expect.stringContaining(
        "That is in your notes, but it is not what this question asks.",
      ) as string,
    });
    // Powers typed as digits, or with "^".
    const pythagoras = "The theorem says a² + b² = c², where c is the hypotenuse.";
    for (const answer of ["a2 + b2 = c2", "c^2 = a^2 + b^2"])
      expect(gradeAnswer({ note: pythagoras, question: "What does the theorem say?", answer }).score).toBe(2);
    // Said in words, it is a claim, not a list of words.
    expect(
      gradeAnswer({ note: ohm, question: says, answer: "voltage equals current times resistance" }),
    ).toMatchObject({ score: 3, verdict: "right" });
  });

  it("grades an answer on notes with a word of many thousand characters (a number pasted in) without throwing", () => {
    // (the word was looked up as the notes write it by a regular expression too large to make)
    const note = `The key word is ${"x".repeat(60_000)}. Cells divide by mitosis.`;
    expect(gradeAnswer({ note, question: "What is the key word?", answer: "hello world" }).score).toBe(1);
  });

  it('wants every claim a why-question asks for, not a second fact joined by "and"', () => {
    const rates =
      "Raising the temperature makes particles move faster, so they collide more often and with more energy. A catalyst speeds up a reaction without being used up.";
    const question = "Why does raising the temperature increase the rate of a reaction?";
    expect(gradeAnswer({ note: rates, question, answer: "the particles move faster" }).score).toBe(2);
    expect(
      gradeAnswer({
        note: rates,
        question,
        answer: "they move faster so they collide more often with more energy",
      }).score,
    ).toBe(3);
    const memory =
      "Short-term memory (STM) has a capacity of about 7 ± 2 items and lasts about 18-30 seconds without rehearsal.";
    expect(
      gradeAnswer({
        note: memory,
        question: "What is the capacity of short-term memory?",
        answer: "about 7 ± 2 items",
      }).score,
    ).toBe(3);
  });

  it("calls swapped roles and wrong names or dates wrong", () => {
    const plates =
      "At a destructive boundary the denser oceanic plate sinks beneath the continental plate. At a constructive boundary two plates move apart.";
    expect(
      gradeAnswer({
        note: plates,
        question: "What happens at a destructive plate boundary?",
        answer: "the continental plate sinks beneath the oceanic plate",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    const history =
      "The Industrial Revolution began in Britain in the mid-18th century, around 1760. Towns like Manchester grew rapidly.";
    expect(
      gradeAnswer({
        note: history,
        question: "When and where did the Industrial Revolution begin?",
        answer: "in France in the 19th century",
      }).score,
    ).toBe(1);
  });

  it("reads a doing said to have stopped as a change, not a denial of the notes' 'no longer' or 'not'", () => {
    const diabetes =
      "Type 1 diabetes is caused by the immune system destroying the insulin-producing cells of the pancreas. Type 2 diabetes is caused by the body's cells no longer responding to insulin, and is linked to obesity.";
    const causes = (answer: string) =>
      gradeAnswer({ note: diabetes, question: "What causes type 2 diabetes?", answer });
    expect(causes("Type 2 diabetes happens when the body's cells stop responding to insulin")).toMatchObject({
      score: 3,
      verdict: "right",
    });
    expect(causes("the body's cells keep responding to insulin")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    const materials =
      "Conductors are materials that let electricity flow through them easily, such as copper. Insulators are materials that do not let electricity flow, such as plastic.";
    const insulator = (answer: string) =>
      gradeAnswer({ note: materials, question: "What is an insulator?", answer });
    for (const answer of [
      "insulators stop electricity flowing, for example plastic",
      "a material that stops electricity from flowing",
    ])
      expect(insulator(answer), answer).toMatchObject({ score: 3 });
    expect(insulator("insulators let electricity flow, like plastic")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
  });

  it("calls a way from one place to another told backwards wrong, however it says in and out", () => {
    const towns =
      "During the Industrial Revolution, many people moved from the countryside to the towns to work in new factories. Towns grew quickly, and housing was overcrowded and unsanitary.";
    const moved = (answer: string) =>
      gradeAnswer({
        note: towns,
        question: "Where did people move to during the Industrial Revolution?",
        answer,
      });
    expect(moved("people moved out of the towns into the countryside")).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining(
        "your answer has “towns” and “countryside” the wrong way round",
      ) as string,
    });
    for (const answer of [
      "people moved out of the countryside into the towns to work in factories",
      "from the countryside into the towns",
    ])
      expect(moved(answer), answer).toMatchObject({ score: 3, verdict: "right" });
    // ("leads to", an arrow, is no way from one place to another: "fusing hydrogen into helium")
    expect(
      gradeAnswer({
        note: "Osmosis: water moves from a dilute solution to a more concentrated one. In a concentrated salt solution, water moves from the cell to the solution and the cell becomes flaccid.",
        question: "What happens to a plant cell put in a concentrated salt solution?",
        answer: "water moves out of the cell into the salt solution and the cell goes flaccid",
      }),
    ).not.toMatchObject({ verdict: "reversed" });
  });

  it('wants most of a long sentence\'s key words for a 3, and reads "Above it" as the sentence before', () => {
    const enzymes =
      "Enzymes work best at their optimum temperature, about 37 °C in the human body. Above it the active site changes shape and the enzyme is denatured, so it stops working.";
    const question = "What happens to an enzyme if the temperature goes well above its optimum?";
    expect(
      gradeAnswer({
        note: enzymes,
        question,
        answer: "the active site changes shape and the enzyme is denatured, so it stops working",
      }).score,
    ).toBe(3);
    const war =
      "The First World War began in 1914. The short-term trigger was the assassination of Archduke Franz Ferdinand, heir to the Austro-Hungarian throne, in Sarajevo on 28 June 1914 by Gavrilo Princip, a Bosnian Serb nationalist.";
    const asked = "What was the short-term trigger of the First World War, and who carried it out?";
    expect(
      gradeAnswer({ note: war, question: asked, answer: "the assassination of Franz Ferdinand" }).score,
    ).toBe(2);
    expect(
      gradeAnswer({
        note: war,
        question: asked,
        answer: "the assassination of Archduke Franz Ferdinand in Sarajevo, by Gavrilo Princip",
      }).score,
    ).toBe(3);
  });

  it("reads a list of words as no answer whatever the question word, names and dates excepted", () => {
    const cells =
      "Mitochondria are the site of aerobic respiration, which releases energy from glucose. Ribosomes make proteins.";
    expect(
      gradeAnswer({
        note: cells,
        question: "What are mitochondria?",
        answer: "site aerobic respiration energy glucose",
      }),
    ).toMatchObject({ score: 1, verdict: "keywords" });
    const history = "The Industrial Revolution began in Britain in the mid-18th century, around 1760.";
    expect(
      gradeAnswer({
        note: history,
        question: "When and where did the Industrial Revolution begin?",
        answer: "Britain, mid 18th century, 1760",
      }).score,
    ).toBe(3);
  });

  it("does not call a paraphrase reversed for a negation the notes' meaning allows", () => {
    const heart =
      "The right side of the heart pumps deoxygenated blood to the lungs, and the left side pumps oxygenated blood to the body.";
    const question = "Where does each side of the heart pump blood?";
    expect(
      gradeAnswer({
        note: heart,
        question,
        answer:
          "the right side sends blood without oxygen to the lungs, the left side sends oxygenated blood to the body",
      }).score,
    ).toBe(3);
    // The two statements with their parts crossed are turned round.
    expect(
      gradeAnswer({
        note: heart,
        question,
        answer: "the left side pumps blood to the lungs and the right side pumps it to the body",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    const electrolysis =
      "The ions must be free to move, which is why a solid ionic compound cannot be electrolysed.";
    expect(
      gradeAnswer({
        note: electrolysis,
        question: "Why can a solid ionic compound not be electrolysed?",
        answer: "the ions can't move in a solid, and they have to be free to move",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("reads what a negation denies, and a passive, before calling a claim reversed", () => {
    const sound =
      "Sound needs a medium to travel through, so it cannot travel through a vacuum. It travels fastest in solids and slowest in gases.";
    const asked = "Why can't sound travel through space, and where does it travel fastest?";
    // "no medium" denies the medium, not that sound is fastest in solids.
    expect(
      gradeAnswer({
        note: sound,
        question: asked,
        answer: "space is a vacuum with no medium for sound; fastest in solids",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: sound,
        question: asked,
        answer: "sound doesn't need a medium, and it is fastest in gases",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // What the answer denies must be said of what the notes say it of.
    const taxes = "The Third Estate paid most of the taxes, while the clergy and nobles were largely exempt.";
    const why = "Why did the Third Estate resent the tax system?";
    expect(
      gradeAnswer({
        note: taxes,
        question: why,
        answer: "the nobles barely had to pay any tax, so the burden fell on everyone else",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({ note: taxes, question: why, answer: "the Third Estate barely paid any taxes" }).verdict,
    ).toBe("reversed");
    // The passive says the same thing with its sides the other way round.
    expect(
      gradeAnswer({
        note: "Ionic compounds have high melting points because a lot of energy is needed to overcome the strong forces between the ions.",
        question: "Why do ionic compounds have high melting points?",
        answer: "the strong forces between the ions need a lot of energy to overcome",
      }).verdict,
    ).not.toBe("reversed");
    // A word the notes use of the same thing elsewhere is not the opposite of another.
    const vaccine =
      "After vaccination memory cells are left behind. If the real pathogen later enters the body, memory cells recognise it and antibodies are made faster.";
    const ill = "Why does a vaccinated person not become ill when the pathogen enters the body?";
    expect(
      gradeAnswer({
        note: vaccine,
        question: ill,
        answer: "the memory cells left after vaccination recognise it, so antibodies are made faster",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: vaccine,
        question: ill,
        answer: "the memory cells don't recognise it, so antibodies are made slower",
      }).verdict,
    ).toBe("reversed");
  });

  it('reads an answer that names nothing but which way it goes as said of what the question asks about: "it slows it down" (QA)', () => {
    const note =
      "A catalyst speeds up a chemical reaction without being used up. Enzymes are biological catalysts made of protein.";
    const question = "What does a catalyst do to the rate of a chemical reaction?";
    for (const answer of ["it slows it down", "it makes it slower", "slows down"])
      expect(gradeAnswer({ note, question, answer }), answer).toMatchObject({
        score: 1,
        verdict: "reversed",
      });
    for (const answer of ["it speeds it up", "it makes it go faster"])
      expect(gradeAnswer({ note, question, answer }).score, answer).toBe(3);
  });

  it("reads a clause that starts with its verb as said of the answer's subject before it, not of another thing the notes say it of", async () => {
    const note =
      "Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration. It is passive, so it needs no energy from respiration. Active transport moves substances against a concentration gradient, from low to high concentration, and needs energy from respiration.";
    const question = "How is active transport different from diffusion?";
    expect(
      gradeAnswer({
        note,
        question,
        answer: "active transport moves substances from high to low concentration and needs no energy",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // What diffusion needs, said of diffusion, is right (as the tutor grades: the word rules find
    // the diffusion side of the comparison given in part, "net movement" and "particles" unsaid).
    expect(
      await gradingBy(
        note,
        question,
      )(
        "active transport moves substances from low to high concentration and needs energy, while diffusion goes from high to low and needs no energy",
      ),
    ).toMatchObject({ score: 3, verdict: "right" });
  });

  it("calls a thing given the opposite quality, or what is denied said instead, reversed", () => {
    const star = [
      "Main sequence: hydrogen fuses into helium in the core.",
      "Stable because outward pressure from fusion energy balances inward pull of gravity.",
    ].join("\n");
    const stable = "Explain why a star stays stable during its main sequence stage.";
    const grade = (note: string, question: string, answer: string) => gradeAnswer({ note, question, answer });
    expect(
      grade(star, stable, "the outward pressure from fusion balances the inward pull of gravity"),
    ).toMatchObject({ score: 3, verdict: "right" });
    // The pressure and the pull swap their directions.
    expect(
      grade(
        star,
        stable,
        "Because the inward pressure from fusion energy balances the outward pull of gravity.",
      ),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    const boiling = [
      "Simple molecular substances have weak intermolecular forces, so they have low boiling points.",
      "NB when you boil water you break the intermolecular forces, NOT the covalent bonds!",
    ].join("\n");
    const broken = "What is actually broken when water boils?";
    expect(
      grade(boiling, broken, "the forces between the molecules break, not the covalent bonds"),
    ).toMatchObject({ score: 3 });
    expect(
      grade(boiling, broken, "when water boils the covalent bonds are broken, not the intermolecular forces"),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // An answer that tells of both things, each with its own quality, is no reversal.
    expect(
      grade(
        "Breaking bonds takes in energy; making new bonds releases it.",
        "Why is a reaction exothermic?",
        "it takes energy to pull the old bonds apart but more comes out when the new ones form",
      ).verdict,
    ).not.toBe("reversed");
    // A quality and where it holds, swapped: "fastest in gases" for "fastest in solids and slowest in gases".
    const sound =
      "Sound needs a medium to travel through. It travels fastest in solids and slowest in gases; in air it travels at about 340 m/s.";
    const where = "Where does sound travel fastest and slowest?";
    expect(grade(sound, where, "fastest in solids and slowest in the gases")).toMatchObject({ score: 3 });
    const swapped = grade(sound, where, "it travels fastest in gases and slowest in solids");
    expect(swapped).toMatchObject({ score: 1, verdict: "reversed" });
    expect(swapped.reason).toContain("“fastest in gases” where your notes say “slowest in gases”");
  });

  it("reads a why-question as asking for the sentence that gives the reason", () => {
    const star = [
      "Life cycle of a star",
      "- A nebula collapses under gravity into a protostar, which heats up.",
      "- When hot enough, nuclear fusion of hydrogen into helium begins and it becomes a main sequence star like our Sun.",
      "- Stable because outward pressure from fusion energy balances the inward pull of gravity.",
    ].join("\n");
    // The question shares more words with the main sequence line; the reason is on the next.
    expect(
      gradeAnswer({
        note: star,
        question: "Explain why a star stays stable during its main sequence stage.",
        answer: "the outward push from the energy of fusion is equal to the pull of gravity inwards",
      }),
    ).toMatchObject({
      score: 3,
      passage: "- Stable because outward pressure from fusion energy balances the inward pull of gravity.",
    });
  });

  it("calls a claim reversed only against what the notes say of the same thing", () => {
    const glucose = [
      "After a meal, blood glucose rises, so beta cells in the pancreas release insulin into the blood.",
      "Insulin makes liver and muscle cells take up glucose and store it as glycogen.",
      "Type 1 diabetes: the pancreas makes little or no insulin, so blood glucose stays high.",
    ].join("\n");
    const meal = "What happens when blood glucose rises after a meal, and how does it fall again?";
    // The notes say "no insulin" of diabetes, and "releases insulin" of a meal: the answer agrees.
    expect(
      gradeAnswer({
        note: glucose,
        question: meal,
        answer: "the pancreas releases insulin, which makes liver and muscle cells take up the glucose",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: glucose,
        question: meal,
        answer: "after a meal the pancreas does not release insulin",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    const titration = [
      "Add a few drops of indicator (phenolphthalein: pink in alkali, colourless in acid).",
      "Stop when the indicator just changes colour. One extra drop overshoots, so the titre is too big.",
    ].join("\n");
    const stop = "How do you know when to stop adding the acid, and why go slowly?";
    // "colourless in acid)." ends its sentence: "changes colour" is the next one's, and "drops" of
    // indicator are no fall of the titre.
    expect(
      gradeAnswer({
        note: titration,
        question: stop,
        answer:
          "stop when the indicator changes colour, because one more drop overshoots and the titre is too big",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    const greenhouse = [
      "The Sun emits short-wavelength radiation, which passes through the atmosphere.",
      "Greenhouse gases absorb the infrared the Earth gives off and re-radiate it back down.",
    ].join("\n");
    // "absorb" is the notes' own word for the gases, not the opposite of the Sun's "emits".
    expect(
      gradeAnswer({
        note: greenhouse,
        question: "Why does the Sun's radiation reach the ground, while the Earth's is trapped?",
        answer:
          "the sun's rays are short wave so they pass through the air, but greenhouse gases absorb the earth's infrared and send it back down",
      }).verdict,
    ).not.toBe("reversed");
    const rocks = [
      "Igneous rocks form when magma cools.",
      "Slow cooling underground (intrusive) -> large crystals, e.g. granite.",
      "Fast cooling at the surface (extrusive) -> small crystals, e.g. basalt.",
    ].join("\n");
    const crystals = "Explain why granite has larger crystals than basalt.";
    // "slow cooling" is "cools slowly", and granite is the notes' example, not a side of the claim.
    expect(
      gradeAnswer({
        note: rocks,
        question: crystals,
        answer:
          "granite = intrusive, cools slowly underground -> big crystals. basalt = extrusive, cools fast at the surface -> small crystals",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    // The other case, told on the next line, is read with the one asked about: the pairs are crossed.
    expect(
      gradeAnswer({
        note: rocks,
        question: crystals,
        answer:
          "granite cools fast at the surface so it has small crystals, and basalt cools slowly underground",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // ... when the answer keeps the notes' places and sizes and swaps their speeds, in other words
    // ("quickly" is the notes' "fast", "slowly" their "slow").
    expect(
      gradeAnswer({
        note: rocks,
        question: crystals,
        answer:
          "Granite cools quickly underground so large crystals form, while basalt cools slowly at the surface so its crystals are small.",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // An opposite word said of something else is no opposite claim: "above normal returns".
    expect(
      gradeAnswer({
        note: "Monopoly: one firm supplies the whole market.\nMonopolist restricts output -> price ↑ above competitive level -> supernormal (abnormal) profits.",
        question: "How does a monopolist make supernormal profits?",
        answer:
          "the only seller produces less than a competitive industry would, so it can charge more and earn well above normal returns",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    // "pick up votes" is no rise.
    expect(
      gradeAnswer({
        note: "Under first past the post, the candidate with the most votes in a seat wins it. Small parties with spread-out support win few seats: their share of seats falls below their share of votes.",
        question: "Why do small parties do badly under first past the post?",
        answer:
          "they pick up votes all over the country but rarely win any one seat, so most of their votes are wasted",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    // What the notes say of diffusion ("it needs no energy"), said of active transport, is no claim
    // they make elsewhere: a sentence that names active transport says it needs energy. Nor is a
    // sentence that names active transport and says nothing of energy.
    const transport = [
      "Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration.",
      "It is passive, so it needs no energy from respiration.",
      "Active transport moves substances against a concentration gradient, from low to high concentration, and needs energy from respiration.",
      "Root hair cells use active transport to take up mineral ions from the soil.",
    ].join(" ");
    const different = "How is active transport different from diffusion?";
    expect(
      gradeAnswer({ note: transport, question: different, answer: "active transport needs no energy" }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      gradeAnswer({
        note: transport,
        question: different,
        answer: "active transport goes from low to high concentration and needs energy, diffusion needs none",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("reads a verb with its particle, arrows and a word's other forms before calling a claim reversed", () => {
    const heat =
      "Causes: dark surfaces like tarmac and concrete absorb heat during the day and release it slowly at night.";
    const why = "Why do dark surfaces make cities warmer at night?";
    // "soak up ... give it back out" says "absorb" and "release": its "give" is no opposite.
    expect(
      gradeAnswer({
        note: heat,
        question: why,
        answer: "the black roads soak up the sun's warmth all day and then give it back out after dark",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    const scale =
      "Economies of scale = the cost advantages a firm gets as it grows bigger: average cost per unit falls as output increases. Diseconomies of scale = when a firm grows too big and average costs start to rise.";
    const what = "What are economies of scale?";
    // "ends up cheaper" is not the opposite of "start".
    expect(
      gradeAnswer({
        note: scale,
        question: what,
        answer: "when a business gets larger each item ends up cheaper to produce",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({ note: scale, question: what, answer: "output ↑ -> average cost per unit ↓" }).verdict,
    ).not.toBe("reversed");
    const fetch =
      "FETCH: the address of the next instruction is copied to the MAR, and the Program Counter is incremented by 1.";
    const pc = "What happens to the Program Counter during the fetch stage?";
    expect(gradeAnswer({ note: fetch, question: pc, answer: "the program counter goes up by 1" }).score).toBe(
      3,
    );
    expect(
      gradeAnswer({ note: fetch, question: pc, answer: "the program counter goes down by 1" }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    const gamma =
      "Gamma rays are the least ionising and the most penetrating, and only thick lead or concrete reduces them.";
    const stop = "What is needed to reduce gamma radiation?";
    expect(
      gradeAnswer({
        note: gamma,
        question: stop,
        answer: "only big thick slabs of lead or concrete weaken it",
      }).score,
    ).toBe(3);
    expect(
      gradeAnswer({ note: gamma, question: stop, answer: "thick lead or concrete strengthens it" }).verdict,
    ).toBe("reversed");
    // A fill-in question is answered by the words it leaves out.
    expect(
      gradeAnswer({
        note: "Most absorption happens in the small intestine, whose lining is covered in villi that greatly increase the surface area.",
        question: "The lining of the small intestine is covered in _____, which help absorption by _____.",
        answer: "villi, greatly increasing the surface area",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
  });

  it("calls a swapped comparison and a question's opposite case reversed", () => {
    const inflation =
      "Demand-pull inflation happens when total demand in the economy grows faster than supply.";
    expect(
      gradeAnswer({
        note: inflation,
        question: "What causes demand-pull inflation?",
        answer: "demand-pull is when supply grows faster than demand",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    const market =
      "If the price is above equilibrium there is a surplus, so sellers cut prices; if it is below equilibrium there is a shortage, so prices are pushed up.";
    expect(
      gradeAnswer({
        note: market,
        question: "What happens when the price is below the equilibrium price?",
        answer: "there is a surplus, so sellers cut prices",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
  });

  it("splits two-part questions, and gives 2 for one part of two", () => {
    expect(questionParts("What is transpiration, and what is infiltration?")).toEqual([
      "What is transpiration",
      "what is infiltration?",
    ]);
    const grade = gradeAnswer({
      note,
      question: "Where does photosynthesis happen, and what is released as a by-product?",
      answer: "in the chloroplasts",
    });
    expect(grade.score).toBe(2);
  });

  it("gives each of the answer's words to one word of the notes: a word the sentence has is that word, no synonym of another (QA)", () => {
    // WordNet has "take" for "return" (take back): "takes" once got the answer credit for
    // "returns" too, a 3 whose reason named a word the student never said.
    const grade = gradeAnswer({
      note: "Photosynthesis takes carbon dioxide from the atmosphere, and respiration returns it to the atmosphere.",
      question: "What happens to carbon in the atmosphere?",
      answer: "Photosynthesis takes carbon out of the air. I am not sure about the rest.",
    });
    expect(grade.score).toBe(2);
    expect(grade.recalled).not.toContain("returns");
    expect(grade.missed).toContain("returns");
    // One word met by two of the notes' words counts once: "air" is not also "atmosphere".
    const matcher = new Matcher(tokens(normalizeText("the air")), sharedWordNet());
    const both = matcher.cover(
      tokens(normalizeText("air atmosphere")).map((t) => ({ ...t, weight: 1 })),
      2,
    );
    expect(both.recalled).toEqual(["air"]);
    expect(both.missed).toEqual(["atmosphere"]);
  });

  it("names beside a word of the notes the student's own word that stood for it (QA: told of words never written)", () => {
    const grade = gradeAnswer({
      note: "Carbon is returned to the atmosphere by respiration and decomposition. Photosynthesis removes carbon dioxide from the atmosphere.",
      question: 'In your own words, what do your notes on "Carbon cycle" say?',
      answer: "Photosynthesis takes carbon out of the air.",
    });
    expect(grade.score).toBe(3);
    expect(grade.reason).toContain("“atmosphere” (as “air”)");
    // The notes' own word, said as they say it, needs nothing beside it.
    expect(grade.reason).toContain("“Photosynthesis”,");
    const typo = gradeAnswer({
      note: "The First World War began in 1914. Historians often group its long-term causes as militarism, alliances, imperialism and nationalism.",
      question: "What do your notes say about the long-term causes of the war?",
      answer: "The causes were militarism and imperialsm.",
    });
    // A misspelling too: what the notes write, and what the student wrote.
    expect(typo.reason).toContain("got across “militarism” and “imperialism” (as “imperialsm”)");
  });

  it('never lists "leads", how the notes\' arrows read, as a word got across or missed', () => {
    const arrows = "Deforestation -> no new leaf litter -> nutrient supply falls -> soil becomes infertile.";
    for (const answer of ["the nutrient supply falls, leading to infertile soil", "the soil gets richer"]) {
      const grade = gradeAnswer({
        note: arrows,
        question: "What happens to the soil after deforestation?",
        answer,
      });
      expect([...grade.recalled, ...grade.missed]).not.toContain("leads");
      expect(grade.reason).not.toMatch(/“leads”/);
    }
  });

  it("tells a partly right answer the words nearest its own that the notes also give, no adverb", () => {
    const war =
      "The First World War began in 1914. Historians often group its long-term causes as militarism, alliances, imperialism and nationalism.";
    const grade = gradeAnswer({
      note: war,
      question: "What do your notes say about the long-term causes of the war?",
      answer: "The causes were militarism.",
    });
    expect(grade.score).toBe(2);
    expect(grade.reason).toBe(
      "Partly right. You got across “militarism”, but your notes also give “alliances”, “imperialism” and “nationalism”.",
    );
    const glaciers = gradeAnswer({
      note: "Glaciers slowly carve deep U-shaped valleys into mountains.",
      question: "What do glaciers do to mountains?",
      answer: "They make valleys.",
    });
    expect(glaciers.missed).toEqual(["U-shaped", "deep", "carve"]);
  });

  it("does not tell a student to give who holds the notes' view, or how they put it, unless asked who", () => {
    const note = "Economists argue that higher interest rates reduce borrowing by households and firms.";
    const partly = gradeAnswer({
      note,
      question: "What do higher interest rates do?",
      answer: "They reduce borrowing.",
    });
    // Before: "households", "firms", "argue" and "Economists".
    expect(partly.missed).toEqual(["households", "firms"]);
    const war = gradeAnswer({
      note: "Historians often group the long-term causes of the war as militarism, alliances and imperialism.",
      question: "What were the long-term causes of the war?",
      answer: "militarism and alliances",
    });
    expect(war.missed).toEqual(["imperialism"]);
    // Asked who, they are what is missed; and people the notes' claim is about are always named.
    const who = gradeAnswer({
      note,
      question: "Who argues that higher interest rates reduce borrowing?",
      answer: "banks",
    });
    expect(who.missed).toContain("Economists");
    const taxes = gradeAnswer({
      note: "Peasants paid most of the taxes, while the nobles and the clergy paid almost none.",
      question: "Why did the Third Estate resent the tax system?",
      answer: "the nobles paid almost no tax",
    });
    expect(taxes.missed).toContain("Peasants");
    // Nor are a claim's own verbs hidden: land claimed, what symptoms suggest.
    const settlers = gradeAnswer({
      note: "Settlers claimed vast areas of land in the west.",
      question: "What happened to land in the west?",
      answer: "it was farmed",
    });
    expect(settlers.missed).toEqual(expect.arrayContaining(["Settlers", "claimed"]));
    const symptoms = gradeAnswer({
      note: "The symptoms suggest an infection of the lungs.",
      question: "What do the symptoms show?",
      answer: "a cold",
    });
    expect(symptoms.missed).toContain("suggest");
    // A blank may hide the people themselves.
    const blank = gradeAnswer({
      note,
      question: "_____ argue that higher interest rates reduce borrowing by households and firms.",
      answer: "bankers",
    });
    expect(blank.missed).toEqual(["Economists"]);
  });

  it("names words the notes write together as one: “carbon dioxide”, “Archduke Franz Ferdinand” (QA)", () => {
    const grade = gradeAnswer({
      note: "Photosynthesis is the process by which green plants make glucose from carbon dioxide and water.",
      question: "What is photosynthesis?",
      answer: "green plants make glucose from carbon dioxide",
    });
    expect(grade.reason).toBe("Right: you got across “green plants”, “glucose” and “carbon dioxide”.");
    const named = gradeAnswer({
      note: "The short-term trigger was the assassination of Archduke Franz Ferdinand in Sarajevo in 1914.",
      question: "What was the short-term trigger?",
      answer: "Franz Ferdinand the archduke was killed",
    });
    expect(named.reason).toContain("“Archduke Franz Ferdinand”");
    // Not words that stand one a line, a list of key words (review).
    const listed = gradeAnswer({
      note: "Photosynthesis makes glucose and releases oxygen as a by-product.\nKey words:\nchlorophyll\nglucose\noxygen",
      question: "What does photosynthesis make and release?",
      answer: "It makes glucose and releases oxygen",
    });
    expect(listed.reason).not.toContain("glucose oxygen");
  });

  it("excuses an opposite the whole note writes as part of a name, not one it says of another case (review)", () => {
    const boom = "In a boom, unemployment falls and prices rise.";
    const context = `${boom} In a recession, unemployment rises and prices fall.`;
    const question = "What happens to unemployment in a boom?";
    expect(
      gradeAnswer({ note: boom, context, question, answer: "In a boom unemployment rises." }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
  });

  it("reads a note's line on after an abbreviation, so the passage it quotes is whole", () => {
    const notes = [
      "COMPILER:",
      "- translates whole program in one go -> creates executable file (.exe) the user runs",
      "- errors reported all together at end of compilation",
      "Titration: add acid from a burette to a known vol. of alkali until the indicator changes colour.",
    ].join("\n");
    expect(sentencesOf(notes)).toEqual([
      "COMPILER:",
      "- translates whole program in one go -> creates executable file (.exe) the user runs",
      "- errors reported all together at end of compilation",
      "Titration: add acid from a burette to a known vol. of alkali until the indicator changes colour.",
    ]);
    const grade = gradeAnswer({
      note: notes,
      question: "In a titration, what is added from the burette, and until when?",
      answer: "acid, until the indicator changes colour",
    });
    expect(grade.passage).toBe(
      "Titration: add acid from a burette to a known vol. of alkali until the indicator changes colour.",
    );
    expect(grade.score).toBe(3);
    // The words got across, as the notes spell them (and, written together there, named together).
    expect(grade.reason).toContain("“indicator changes colour”");
    // A note's abbreviation written out at a sentence's start starts it with a capital, so the
    // sentence is not read on with the one before; it is quoted as the note writes it.
    const memory = gradeAnswer({
      note: "Short-term memory (STM) lasts about 18-30 seconds. STM holds about 7 items.",
      question: "How many items does STM hold?",
      answer: "about seven",
    });
    expect(memory.passage).toBe("STM holds about 7 items.");
  });

  it("reads a line's sentences as the quiz planner does, whichever reads on after an abbreviation", () => {
    const line = "Programs run from a file (e.g. .exe) on Windows. Add the exact vol. of acid needed.";
    const sentences = [
      "Programs run from a file (e.g. .exe) on Windows.",
      "Add the exact vol. of acid needed.",
    ];
    expect(sentencesOf(line)).toEqual(sentences);
    expect(readNoteSentences(line).map((s) => s.text)).toEqual(sentences);
  });

  it("reads a note typed without full stops in pieces, and grades a whole-note answer on a long note by the sentences it gives", () => {
    // 600 statements run together, as a note pasted without punctuation: one "sentence".
    const organs = ["liver", "kidney", "lung", "heart", "stomach", "spleen"];
    const statements = Array.from(
      { length: 600 },
      (_, i) => `the ${organs[i % 6]} of specimen ${i} weighed ${100 + i} grams in week ${i % 52}`,
    );
    const run = statements.join(" and ");
    const pieces = sentencesOf(run);
    expect(pieces.length).toBeGreaterThanOrEqual(90);
    for (const piece of pieces) expect(piece.split(/\s+/).length).toBeLessThanOrEqual(80);
    // (nothing is lost: the pieces are the note's words in order)
    expect(pieces.join(" ")).toBe(run);

    // A question on the whole of a note of 600 sentences: the answer is judged against the one it gives.
    const note = statements.map((s) => `${s.charAt(0).toUpperCase()}${s.slice(1)}.`).join(" ");
    const question = 'In your own words, explain what your notes on "Specimens" say.';
    const grade = gradeAnswer({
      note,
      question,
      answer: "the kidney of specimen 481 weighed 581 grams in week 13",
    });
    expect(grade.passage).toContain("kidney of specimen 481 weighed 581 grams");
    expect(grade.score).toBe(3);

    // A fill-in question on a sentence of more than 80 words is read against the whole of it.
    const stages = Array.from(
      { length: 12 },
      (_, i) => `stage ${i + 1} of the process takes place in the cell`,
    );
    const sentence = `Photosynthesis happens in the chloroplasts, ${stages.join(", ")}, and the glucose made is stored as starch in the leaves.`;
    for (const [hidden, wrong] of [
      ["chloroplasts", "mitochondria"],
      ["starch", "fat"],
    ] as const) {
      const blank = `Fill in the blank: "${sentence.replace(hidden, "_____")}"`;
      const on = { note: `${sentence} Plants need light.`, question: blank };
      expect(gradeAnswer({ ...on, answer: hidden }).score, hidden).toBe(3);
      expect(gradeAnswer({ ...on, answer: wrong }).score, wrong).toBe(1);
    }
  });

  it('splits a question at ", and in which ...", not at "in and on which"', () => {
    expect(
      questionParts(
        "Why can't sound travel through space, and in which state of matter does it travel fastest?",
      ),
    ).toEqual(["Why can't sound travel through space", "in which state of matter does it travel fastest?"]);
    expect(questionParts("What did the treaty say, and to whom was it given?")).toEqual([
      "What did the treaty say",
      "to whom was it given?",
    ]);
    expect(questionParts("Name the surfaces in and on which bacteria grow.")).toEqual([
      "Name the surfaces in and on which bacteria grow.",
    ]);
    // (review) Two relative clauses are one question, and "to what extent" asks of the part before.
    for (const question of [
      "Name the organelle in which respiration happens, and in which photosynthesis happens.",
      "How did Stalin gain power, and to what extent was it due to Trotsky's mistakes?",
    ])
      expect(questionParts(question)).toEqual([question]);
    // (second review) ... but a second part that asks is split all the same.
    expect(
      questionParts(
        "Describe the process by which plants make glucose, and in which organelle does it happen?",
      ),
    ).toEqual(["Describe the process by which plants make glucose", "in which organelle does it happen?"]);
    expect(questionParts("Where was the Treaty of Versailles signed, and by whom?")).toEqual([
      "Where was the Treaty of Versailles signed",
      "by whom?",
    ]);
  });

  it("points a question by a word it quotes as written, not by the dictionary word it looks like", () => {
    const note =
      "Babies start babbling at about 6 months, repeating sounds like 'bababa'. At about 18-24 months comes the two-word stage, e.g. 'daddy gone'. Children overgeneralise grammar rules, saying 'goed' or 'mouses', which shows they are applying rules rather than just copying adults.";
    const question = "Why do linguists think mistakes like 'goed' are important?";
    // ("goed" was read as "go", which pointed at "babbling" by its synonym "sound": a true
    // sentence of the notes off the question was the whole answer)
    const off = gradeAnswer({ note, question, answer: "babies start babbling at about 6 months" });
    expect(off.score).toBe(1);
    expect(off.asked).toEqual([
      "Children overgeneralise grammar rules, saying 'goed' or 'mouses', which shows they are applying rules rather than just copying adults.",
    ]);
    expect(
      gradeAnswer({
        note,
        question,
        answer: "they show children are applying grammar rules, not just copying adults",
      }).score,
    ).toBe(3);
    // (review) A quoted word the notes write another way still points by its dictionary form.
    const migration =
      "Push factors drive people away: war, lack of jobs, drought. Pull factors attract people: jobs, safety, better healthcare. A refugee is a person forced to flee their country because of persecution or war. An economic migrant moves voluntarily to find work.";
    expect(
      gradeAnswer({
        note: migration,
        question: "What are 'refugees'?",
        answer: "pull factors attract people like jobs and safety",
      }).score,
    ).toBe(1);
  });

  it("reads a word made the opposite by its prefix as the opposite, when WordNet says so", () => {
    const wordnet = sharedWordNet();
    const opposites = (word: string) => tokens(word).flatMap((t) => [...oppositesOf(t, wordnet)]);
    expect(opposites("fertile")).toContain("infertile");
    expect(opposites("infertile")).toContain("fertile");
    expect(opposites("soluble")).toContain("insoluble");
    // ("intense" is no "not tense", nor "inflammable" "not flammable")
    expect(opposites("tense")).not.toContain("intense");
    expect(opposites("intense")).not.toContain("tense");
    expect(opposites("flammable")).not.toContain("inflammable");
    const note =
      "Deforestation: trees removed -> no canopy -> rain hits soil directly -> soil erosion + leaching\n-> soil becomes infertile in a few yrs -> farmers move on and clear more forest";
    const question = "What happens to the soil after the trees are cleared?";
    const turned = gradeAnswer({
      note,
      question,
      answer: "once the trees are cleared the soil stays fertile for years",
    });
    expect(turned).toMatchObject({ score: 1, verdict: "reversed" });
    expect(turned.reason).toContain("“fertile” where your notes say “infertile”");
    expect(
      gradeAnswer({
        note,
        question,
        answer: "the soil becomes infertile in a few years and farmers move on",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
  });

  it('reads "supported" against "opposed" and a price taker against a price maker, not "against" that is no opinion against "support"', () => {
    // "against" of opinion is the opposite of "support", and of "in favour of" (second review).
    const lincoln =
      "Lincoln (Republican, against spread of slavery) elected Nov 1860 -> South Carolina secedes.";
    const why = "Why did Lincoln's election in 1860 lead Southern states to secede?";
    for (const answer of [
      "Lincoln was a Republican in favour of the spread of slavery, so South Carolina seceded",
      "Lincoln was a Republican who supported the spread of slavery, so South Carolina seceded",
    ])
      expect(gradeAnswer({ note: lincoln, question: why, answer }).verdict, answer).toBe("reversed");
    expect(
      gradeAnswer({
        note: lincoln,
        question: why,
        answer: "Lincoln was a Republican against the spread of slavery, so South Carolina seceded",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: "Many MPs were against votes for women before 1914.",
        question: "What did many MPs think of votes for women?",
        answer: "many MPs supported votes for women",
      }).verdict,
    ).toBe("reversed");
    // (review) "against" that is no opinion is no opposite of "support".
    expect(
      gradeAnswer({
        note: "Buttresses. Flying buttresses push against the walls so the walls can be thinner with bigger windows.",
        question: "What do flying buttresses do?",
        answer: "they support the walls so the walls can be thinner with bigger windows",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: "Civil rights. In Brown v Board (1954) the Supreme Court ruled in favour of Brown: segregated schools were unconstitutional.",
        question: "What did the Supreme Court rule in Brown v Board?",
        answer: "it ruled against segregated schools, saying they were unconstitutional",
      }).verdict,
    ).not.toBe("reversed");
    const opposed = "Many MPs opposed the Corn Laws because they kept bread prices high.";
    expect(
      gradeAnswer({
        note: opposed,
        question: "What did many MPs think of the Corn Laws?",
        answer: "many MPs supported the Corn Laws",
      }).verdict,
    ).toBe("reversed");
    const monopoly = "Market power = ability to set price: a monopolist is a price maker.";
    expect(
      gradeAnswer({
        note: monopoly,
        question: "What is market power?",
        answer: "the monopolist is a price taker, so it can set price",
      }).verdict,
    ).toBe("reversed");
  });

  it('reads the notes\' "it" before their "not" as the thing it stands for, which the answer says does it', () => {
    const note = "The enzyme is a protein. It does not work above 40 degrees.";
    const grade = gradeAnswer({
      note,
      question: "What happens to the enzyme above 40 degrees?",
      answer: "the enzyme works well above 40 degrees",
    });
    expect(grade).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      gradeAnswer({
        note,
        question: "What happens to the enzyme above 40 degrees?",
        answer: "the enzyme stops working",
      }).verdict,
    ).not.toBe("reversed");
    // ... or within one that names one thing before it (second review).
    expect(
      gradeAnswer({
        note: "Guitar. The bridge was altered so it doesn't modulate the strings any more.",
        question: "What was done to the bridge?",
        answer: "the bridge modulates the strings",
      }).verdict,
    ).toBe("reversed");
    // (review) Not an "it" within a sentence that names another thing: "as starch because it is not soluble".
    for (const [glucose, answer] of [
      [
        "Plants. Glucose is stored as starch because it is not soluble.",
        "glucose is soluble but starch is not",
      ],
      [
        "Plants. Glucose is turned into starch for storage because it does not dissolve in water.",
        "glucose dissolves in water, starch doesn't",
      ],
    ] as const)
      expect(
        gradeAnswer({ note: glucose, question: "Why is glucose stored as starch?", answer }).verdict,
        answer,
      ).not.toBe("reversed");
  });

  it("reads no sides of a swap in the notes' aside in brackets", () => {
    const note =
      "Wave-cut platforms\n4. Overhang collapses -> cliff retreats inland.\nAs platform gets wider -> waves break further out + lose energy before reaching cliff -> rate of erosion ↓ (platform protects the cliff).\nSteep cliff vs gentle platform.";
    const question = "What happens to the rate of erosion as the wave-cut platform gets wider?";
    // ("(platform protects the cliff)" put "platform" after "energy": "platform" and "energy" the
    // wrong way round)
    expect(
      gradeAnswer({
        note,
        question,
        answer: "platform wider -> waves loose energy b4 they hit the cliff so less erosion",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    expect(
      gradeAnswer({ note, question, answer: "the rate of erosion goes up as the platform gets wider" }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // (second review) An aside that denies gives no sides to swap.
    expect(
      gradeAnswer({
        note: "Commensalism helps one species only (the anemone does not protect the barnacle). Mutualism benefits both species.",
        question: "What is commensalism?",
        answer: "the barnacle protects the anemone",
      }).verdict,
    ).not.toBe("reversed");
    // (review) ... but a swap of the aside's own sides is still turned round.
    const kinds =
      "Interdependence. Mutualism (the clownfish protects the anemone) benefits both species. Parasitism (the tapeworm feeds on its host) harms the host.";
    expect(
      gradeAnswer({
        note: kinds,
        question: "Give an example of mutualism.",
        answer: "the anemone protects the clownfish",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      gradeAnswer({
        note: kinds,
        question: "Give an example of mutualism.",
        answer: "the clownfish protects the anemone",
      }).score,
    ).toBe(3);
  });

  it("turns round an answer that says what the notes rule out by name ('A, not B'), wherever in the notes", () => {
    // (both scored 3: the pair is where notes warn of a mistake, and no word of either claim was
    // turned round)
    const mass =
      "Plants take in water and minerals through their roots. A plant gets most of its mass from carbon dioxide in the air, not from the soil. Photosynthesis happens in the leaves.";
    const fromSoil = gradeAnswer({
      note: mass,
      question: "Where does a plant get most of its mass from?",
      answer: "A plant gets most of its mass from the soil.",
    });
    expect(fromSoil).toMatchObject({ score: 1, verdict: "reversed" });
    expect(fromSoil.reason).toContain("your notes say “air”, not “soil”");
    // (named as the notes write it)
    expect(
      gradeAnswer({
        note: "Inflation is measured by the CPI, not GDP.",
        question: "How is inflation measured?",
        answer: "Inflation is measured by GDP.",
      }).reason,
    ).toContain("your notes say “CPI”, not “GDP”");
    const vaccines =
      "Vaccines contain dead or weakened pathogens, not antibodies. White blood cells make antibodies against them and memory cells remain.";
    const contain = "What does a vaccine contain?";
    expect(
      gradeAnswer({
        note: vaccines,
        question: contain,
        answer: "Vaccines contain antibodies against the disease.",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // Not what holds instead said with it, nor the thing denied, nor said of something else, nor
    // named as another sentence of the notes names it.
    for (const [note, question, answer] of [
      [
        mass,
        "Where does a plant get most of its mass from?",
        "From carbon dioxide in the air, not from the soil.",
      ],
      [mass, "How do plants take in water?", "The roots take in water and minerals from the soil."],
      [vaccines, contain, "Dead or weakened pathogens, so the white blood cells make antibodies."],
      [
        vaccines,
        "What do white blood cells do?",
        "They make antibodies against the pathogens in the vaccine.",
      ],
      [vaccines, contain, "It does not contain antibodies, it contains weakened pathogens."],
    ] as const) {
      expect(gradeAnswer({ note, question, answer }).verdict, answer).not.toBe("reversed");
    }
    // A review's cases (all scored 1): denied after it, told as a mistake or a belief, "not only",
    // said of another thing in another piece of the clause, named as the notes' sentence goes on
    // to name it.
    const boiling =
      "When you boil water you break the intermolecular forces, NOT the covalent bonds. The covalent bonds hold the atoms of each molecule together.";
    const broken = "What is broken when water boils?";
    expect(
      gradeAnswer({
        note: boiling,
        question: broken,
        answer: "When water boils the covalent bonds are broken.",
      }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    for (const [note, question, answer] of [
      [boiling, broken, "The covalent bonds are not broken; the intermolecular forces are."],
      [boiling, broken, "The covalent bonds stay intact when water boils."],
      [boiling, broken, "Many students think the covalent bonds break when water boils, but that is wrong."],
      [boiling, broken, "Electrolysis of water breaks the covalent bonds, but boiling does not."],
      [boiling, broken, "Does boiling water break the covalent bonds?"],
      [
        "During vigorous exercise, muscle cells respire anaerobically and produce lactic acid, not ethanol.",
        "What do muscle cells produce in anaerobic respiration?",
        "Muscle cells produce lactic acid; yeast cells respire anaerobically and produce ethanol.",
      ],
      [
        "RAM is volatile memory, not permanent storage; data is lost when the power is switched off.",
        "What is RAM?",
        "RAM is volatile. A hard disk is permanent storage.",
      ],
      [
        "Enzymes work best at their optimum pH. If the pH is too low, not enough enzyme activity takes place.",
        "What is the optimum pH?",
        "At the optimum pH there is enough enzyme activity.",
      ],
      [
        "Plants respire all the time, not only at night. Photosynthesis needs light.",
        "When do plants respire?",
        "Plants respire at night too.",
      ],
      [
        "An IP address identifies a device on a network, not a user.",
        "What does an IP address identify?",
        "It identifies the device, so several users of one computer share it.",
      ],
      [
        "The Battle of Hastings was fought in 1066 between Harold and William, not between Harold and Harald Hardrada (that was Stamford Bridge).",
        "Who fought at Stamford Bridge?",
        "Harold fought Harald Hardrada at Stamford Bridge.",
      ],
    ] as const) {
      expect(gradeAnswer({ note, question, answer }).verdict, answer).not.toBe("reversed");
    }
  });

  it("turns round a verb's opposite the notes use in the same sentence of another thing ('restrict supply -> prices ↑')", () => {
    // ("They increase the supply" scored 2: the notes' own "increases", said of prices, was taken
    // for the answer's word said as the notes say it)
    const note =
      "A cartel is a group of firms acting together. Cartels restrict supply -> prices ↑ and members earn more.";
    const question = "What do cartels do to supply?";
    expect(gradeAnswer({ note, question, answer: "They increase the supply of the good." })).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // (and said of a capitalised plural the tagger takes for a name, its verb read as a noun: it
    // was "a list of words")
    expect(gradeAnswer({ note, question, answer: "Cartels increase supply." })).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    expect(gradeAnswer({ note, question, answer: "Cartels restrict supply." }).verdict).not.toBe("keywords");
    expect(
      gradeAnswer({ note, question, answer: "They restrict supply so prices increase." }).verdict,
    ).not.toBe("reversed");
  });

  it("turns round a swap of two things beside the verb, and no denial of the claim turned round", () => {
    // ("mice eat owls" scored 3: a word beside the verb on both sides was read as qualifying it)
    const food = "Barn owls hunt at night. Owls eat mice and voles. Owls swallow their prey whole.";
    expect(
      gradeAnswer({ note: food, question: "What do owls eat?", answer: "Mice eat owls." }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    expect(
      gradeAnswer({ note: food, question: "What do owls eat?", answer: "Owls eat mice." }).verdict,
    ).not.toBe("reversed");
    // What the notes deny of the claim turned round denies nothing of it (both were "your notes say
    // it does not"), in a sentence or in brackets, whole or cut at a comma inside them.
    for (const note of [
      "Owls are predators. Mice never eat owls. Owls hunt at night.",
      "Owls are predators. Owls eat mice (mice never eat owls). Owls hunt at night.",
      "Owls are predators. Owls eat mice (mice never eat owls, whatever cartoons show). Owls hunt at night.",
    ]) {
      const answer = "Owls eat mice.";
      expect(gradeAnswer({ note, question: "What do owls eat?", answer }).verdict, note).not.toBe("reversed");
      expect(
        gradeAnswer({ note, question: "What do owls eat?", answer: "Mice eat owls." }),
        note,
      ).toMatchObject({
        score: 1,
        verdict: "reversed",
      });
    }
  });

  it("turns round a swap of sides in a clause whose subject is apart from it, its verb read as a noun", () => {
    // (both scored 3: the clause after the notes' comma had no subject to swap, and their "move"
    // before "the" was read as a noun)
    const note =
      "Ice sheets are huge masses of ice. Glaciers, fed by snow in the mountains, carve U-shaped valleys over thousands of years. Valleys shaped by rivers are V-shaped.";
    const question = "What carves U-shaped valleys?";
    expect(gradeAnswer({ note, question, answer: "U-shaped valleys carve the glaciers" })).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    expect(gradeAnswer({ note, question, answer: "glaciers carve U-shaped valleys" }).verdict).not.toBe(
      "reversed",
    );
    const plates =
      "The crust is split into tectonic plates. Convection currents in the mantle, driven by heat from the core, move the plates a few centimetres a year.";
    const moves = "What moves the tectonic plates?";
    expect(
      gradeAnswer({
        note: plates,
        question: moves,
        answer: "the plates move the convection currents in the mantle",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      gradeAnswer({
        note: plates,
        question: moves,
        answer: "convection currents in the mantle move the plates",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("reads a word of the notes an answer shortens as notes do ('neg' for 'negative'), not a word of its own", () => {
    const circuit =
      "Circuits. Electrons flow from the negative terminal of the cell to the positive terminal. Conventional current is shown the other way.";
    const flow = "Which way do electrons flow around a circuit?";
    // (both scored 1 and 2: "your notes also give “negative” and “positive”")
    expect(
      gradeAnswer({ note: circuit, question: flow, answer: "from the neg terminal to the pos terminal" }),
    ).toMatchObject({ score: 3, verdict: "right" });
    expect(
      gradeAnswer({ note: circuit, question: flow, answer: "from the pos terminal to the neg terminal" }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // Not a word of its own ("con"), a function word ("with" is no "without"), a shortening the
    // reader writes out its own way ("approx"), nor one that begins two words of the notes.
    const catalyst =
      "Rates. A catalyst speeds up a reaction without being used up, by providing a route with a lower activation energy. Its concentration does not change.";
    expect(
      gradeAnswer({
        note: catalyst,
        question: "How does a catalyst work?",
        answer:
          "it speeds up the reaction and is not used up: it provides a route with a lower activation energy",
      }).score,
    ).toBe(3);
    // A word the notes write so themselves is theirs ("conc." beside "concordant"), and a word in
    // its dictionary form ("tens" is "ten", not "tension").
    const titration =
      "Titration. Repeat until results are concordant (within 0.10 cm3). Errors: air bubble in burette, wrong conc. of acid.";
    expect(
      gradeAnswer({
        note: titration,
        question: "Name an error in a titration.",
        answer: "the conc of the acid was wrong",
      }).reason,
    ).not.toMatch(/concordant/);
    expect(
      gradeAnswer({
        note: "Forces. A rope under tension pulls equally on both ends. Steel cables can hold tens of kilonewtons before they snap.",
        question: "How much can steel cables hold?",
        answer: "tens of kilonewtons",
      }).score,
    ).toBe(3);
    const earth =
      "Geology. The Earth is approximately 4.5 billion years old. India and Indonesia sit on different plates; industry there is growing.";
    expect(
      gradeAnswer({ note: earth, question: "How old is the Earth?", answer: "approx 4.5 billion years" })
        .score,
    ).toBe(3);
    expect(
      gradeAnswer({
        note: earth,
        question: "Where do India and Indonesia sit?",
        answer: "ind and indo are on diff plates",
      }).reason,
    ).not.toMatch(/as “ind”/);
  });

  it("reads a word in -ing by the verb it is made of for its opposites ('a changing value' and 'stays the same')", () => {
    const note =
      "Exchange rates. Under a floating system the pound has a changing value, set each day by supply and demand on the currency markets. Under a fixed system the government holds it at one value.";
    const question = "What happens to the value of the pound under a floating system?";
    // (the tagger reads "changing" as an adjective, whose lemma WordNet gives no opposite: "not
    // what your notes say", as if it were only off the point)
    expect(gradeAnswer({ note, question, answer: "the value of the pound stays the same" })).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    expect(
      gradeAnswer({ note, question, answer: "its value changes every day with supply and demand" }).score,
    ).toBe(3);
  });

  it("reads sides swapped only where they can be (review): a denial in the answer, a relation both ways, an aside's 'they', a verb with no object", () => {
    const grade = (note: string, question: string, answer: string) => gradeAnswer({ note, question, answer });
    // An answer that adds a denial of the claim turned round says the same (it was "reversed"),
    // and a particle after its verb hides no swap.
    const sun = "Climate. The Sun heats the Earth. The Earth radiates heat back into space.";
    expect(
      grade(sun, "What heats the Earth?", "The Sun heats the Earth, the Earth does not heat the Sun").score,
    ).toBe(3);
    expect(grade(sun, "What heats the Earth?", "The Earth heats up the Sun")).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // A relation that holds both ways is denied whichever way round (it scored 3); what a thing
    // is done with is no such relation.
    expect(
      grade(
        "Medicine. Bacterial infections are treated with antibiotics. Viral infections are not.",
        "How are bacterial infections treated?",
        "Antibiotics are treated with bacterial infections",
      ),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      grade(
        "Group 0. The noble gases have full outer shells. Noble gases do not react with other elements.",
        "Why are noble gases unreactive?",
        "Other elements react with noble gases",
      ).score,
    ).toBe(1);
    // An aside's "they" stands for what its clause is about (it scored 3).
    expect(
      grade(
        "Rocks. Igneous rocks form from cooled magma (they do not contain fossils).",
        "Do igneous rocks contain fossils?",
        "Igneous rocks contain fossils",
      ),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // A verb with no object, or a noun, has no sides to swap (both were "reversed").
    const plates =
      "The crust is split into tectonic plates. Convection currents in the mantle, driven by heat from the core, move the plates a few centimetres a year.";
    expect(
      grade(
        plates,
        "What moves the tectonic plates?",
        "The plates move due to convection currents in the mantle",
      ).verdict,
    ).not.toBe("reversed");
    expect(
      grade(
        "Economics. Farmers supply food to supermarkets. Supermarkets sell food to consumers.",
        "What do farmers do?",
        "food supply to supermarkets comes from farmers",
      ).verdict,
    ).not.toBe("reversed");
  });

  it("reads no opposite of a word in a sentence of the notes that says both ways itself", () => {
    const note =
      "Urban heat island = city centres are warmer than the countryside, esp. at night. Causes: dark surfaces like tarmac and concrete absorb heat during the day and release it slowly at night. Tall buildings trap heat and block the wind.";
    const question =
      "Explain why dark surfaces such as tarmac make city centres warmer, especially at night.";
    // ("gives off" was "the opposite" of the notes' "absorb", beside their own "release")
    expect(
      gradeAnswer({ note, question, answer: "the tarmac gives off heat at night which warms up the air" })
        .verdict,
    ).not.toBe("reversed");
    // Each way put to the other time is still turned round.
    for (const answer of [
      "tarmac gives off heat during the day and absorbs it at night",
      "tarmac releases heat during the day and absorbs heat at night",
    ])
      expect(gradeAnswer({ note, question, answer }), answer).toMatchObject({
        score: 1,
        verdict: "reversed",
      });
  });

  it("reads a verb in -ed that ends a short answer after its noun as a claim, not a list of words", () => {
    const note =
      "Oxford Mobility Study (Goldthorpe, 1972) found absolute mobility ↑ (because more middle-class jobs created) but relative chances stayed unequal.";
    const question = "What did the Oxford Mobility Study find about absolute mobility?";
    expect(gradeAnswer({ note, question, answer: "Absolute mobility increased." }).verdict).not.toBe(
      "keywords",
    );
    expect(gradeAnswer({ note, question, answer: "absolute mobility relative chances jobs" }).verdict).toBe(
      "keywords",
    );
    // ("dissolved oxygen" is still a list's adjective)
    expect(
      gradeAnswer({ note, question, answer: "dissolved oxygen, middle-class jobs, absolute mobility" })
        .verdict,
    ).toBe("keywords");
  });

  it("quotes the sentence a reversal turns round as the notes write it, arrows and all", () => {
    const item = set.items.find((i) => i.id === "p102-q1");
    const answer = item?.answers[0]?.text ?? "";
    const grade = gradeAnswer({ note: item?.passage ?? "", question: item?.question ?? "", answer });
    expect(grade.verdict).toBe("reversed");
    // (it was quoted as read: "... (visible and UV) leads to passes through atmosphere easily.")
    expect(grade.reason).toContain(
      "Your notes: “- Sun emits mostly short-wavelength radiation (visible + UV) -> passes through atmosphere easily.”",
    );
  });

  it("reads a yes or no question the notes ask by its answer, and a yes where they answer no as the opposite", () => {
    for (const note of [
      "Viruses\nAre viruses alive?\nNo: they cannot reproduce on their own; they need a host cell to make copies of themselves.\nThey are much smaller than bacteria.",
      "Viruses. Are viruses alive? No, they cannot reproduce on their own. They are much smaller than bacteria.",
    ]) {
      const question = "Are viruses alive?";
      // (the notes' question was the passage asked about: "Yes, viruses are alive ..." scored 3)
      const yes = gradeAnswer({
        note,
        question,
        answer: "Yes, viruses are alive because they reproduce on their own.",
      });
      expect(yes).toMatchObject({ score: 1, verdict: "reversed" });
      expect(yes.reason).toContain("your answer says yes, your notes say no");
      expect(yes.reason).toMatch(/Your notes: “No[:,] they cannot reproduce on their own/);
      expect(gradeAnswer({ note, question, answer: "No, they can't reproduce on their own" })).toMatchObject({
        score: 3,
        verdict: "right",
      });
      expect(gradeAnswer({ note, question, answer: "viruses are alive" }).score).toBe(1);
    }
  });
});

/** Grades answers to `question` on `note`, with sentence vectors. */
function gradingBy(note: string, question: string) {
  return (answer: string) =>
    withSentenceVectors((lookup) => gradeAnswer({ note, question, answer }, sharedWordNet(), lookup));
}

describe("grading by meaning, with sentence vectors", () => {
  const item = set.items.find((i) => i.id === "p11-q1");
  if (!item) throw new Error("p11-q1 is missing from the graded set");
  const grade = (answer: string, vectors: boolean) =>
    vectors
      ? withSentenceVectors((lookup) =>
          gradeAnswer({ note: item.passage, question: item.question, answer }, sharedWordNet(), lookup),
        )
      : Promise.resolve(gradeAnswer({ note: item.passage, question: item.question, answer }));

  it("recognises a full answer in everyday words that the word rules miss", async () => {
    const answer =
      "the squares of the two short sides add up to the square of the longest side, and it's only for triangles that have a square corner";
    expect((await grade(answer, false)).score).toBeLessThan(3);
    const byMeaning = await grade(answer, true);
    expect(byMeaning).toMatchObject({ score: 3, verdict: "right" });
    expect(byMeaning.signals.meaning?.passage).toBeGreaterThan(0.5);
  });

  it("leaves a reversed claim, a list of words and no answer at 1, however close in meaning", async () => {
    const list = await grade("squares sides hypotenuse triangle right angle", true);
    expect(list).toMatchObject({ score: 1, verdict: "keywords" });
    expect((await grade("no idea", true)).score).toBe(1);
    expect(
      calibratedScore({
        ...list.signals,
        verdict: "reversed",
        meaning: { passage: 1, rest: 0, question: 1, note: 1 },
      }),
    ).toBe(1);
  });

  it("grades an answer off the subject as wrong", async () => {
    expect((await grade("Photosynthesis makes glucose and oxygen in the leaves.", true)).score).toBe(1);
  });

  it("names ahead the answer's text it reads, worked out in the encoder's thread, and grades alike", async () => {
    const given = {
      note: item.passage,
      question: item.question,
      answer: "the two short sides squared and added equal the long side squared, in a right-angled triangle",
    };
    const [text] = answerTexts(given);
    if (!text) throw new Error("no answer text");
    // The text named is one the grading reads.
    const wanted = new Set<string>();
    gradeAnswer(given, sharedWordNet(), noting(wanted));
    expect(wanted).toContain(text);
    expect(sentenceVectors.get(text)).toBeUndefined();
    const ahead = await withSentenceVectors((lookup) => gradeAnswer(given, sharedWordNet(), lookup), [text]);
    expect(sentenceVectors.get(text)).toHaveLength(512);
    expect(ahead.signals.meaning).toBeDefined();
    expect(gradeAnswer(given, sharedWordNet(), sentenceVectors)).toEqual(ahead);
  });

  it("tells a student only the words they said, not words WordNet merely relates to theirs", () => {
    const grade = gradeAnswer({
      note: "Refraction happens because the wave changes speed: light slows down in a denser medium like glass or water.",
      question: "Why does refraction happen?",
      answer: "light speeds up when it goes into the glass",
    });
    // "speeds" and "slows" both relate to speed in WordNet; "goes" to "changes". The answer turns
    // the notes round, and is told so in its own words and theirs.
    expect(grade.recalled).not.toContain("slows");
    expect(grade.recalled).not.toContain("changes");
    expect(grade.reason).toContain("(“speeds up” where your notes say “slows down”)");
  });

  it("grades an answer about another subject, or a stray word, as wrong on a note of one sentence", async () => {
    // Nothing of the notes lies outside what is asked: no sign the answer is about another part.
    const note =
      "Lysosomes contain digestive enzymes that break down worn-out organelles, food particles and engulfed viruses or bacteria.";
    const question = 'In your own words, explain what your notes on "Lysosomes" say.';
    const grade = gradingBy(note, question);
    // Before: 3 and 2, the encoder's closeness to the rest of the notes (none) taken as -1.
    const ribosomes = await grade(
      "Ribosomes build proteins from amino acids following the messenger RNA; some float in the cytoplasm, others sit on the rough endoplasmic reticulum.",
    );
    expect(ribosomes.score).toBe(1);
    expect((await grade("banana")).score).toBe(1);
    expect(
      (
        await grade(
          "They are full of enzymes that digest old organelles, food and any viruses or bacteria the cell takes in.",
        )
      ).score,
    ).toBe(3);
  });

  it("judges an answer to a question about the whole note against the sentence it gives most of", () => {
    const note = set.items.find((i) => i.id === "p01-q1")?.passage ?? "";
    // Three of its words give all "Light energy is used to turn carbon dioxide and water into
    // glucose" asks (a short sentence's key words), as all of the sentence it turns round: that
    // one, which it gives word for word but for "rises", is the one it is about.
    const grade = gradeAnswer({
      note,
      question: 'In your own words, explain what your notes on "Photosynthesis" say.',
      answer:
        "The rate of photosynthesis goes down as light intensity increases, until another factor such as CO2 or temperature becomes limiting.",
    });
    expect(grade.passage).toContain("The rate of photosynthesis rises as light intensity increases");
    expect(grade.score).toBe(1);
    expect(grade.reason).toContain("That is the opposite of what your notes say");
  });

  it("reads a piece that only names what the one before says with it, on a question about the whole note", async () => {
    const note = set.items.find((i) => i.id === "p47-q1")?.passage ?? "";
    const grade = gradingBy(
      note,
      'In your own words, explain what your notes on "Classical conditioning" say.',
    );
    // "…, the conditioned response gradually fades; this is called extinction": its name alone, or
    // its name in a sentence, gives no more of it than "extinction" (it was a 3: "this is called
    // extinction" was a sentence of its own, and the word all of it).
    for (const answer of ["This is called extinction.", "extinction is a thing in conditioning"]) {
      const { score, passage } = await grade(answer);
      expect(score, answer).toBeLessThan(3);
      expect(passage).toContain("If the bell is then rung again and again without food");
    }
    const { score } = await grade(
      "if the bell keeps being rung with no food the conditioned response slowly fades away, which is called extinction",
    );
    expect(score).toBe(3);
  });

  it("gives a gist of what the notes are about a 2 on a question about the whole note, a point in full a 3", async () => {
    const note =
      "Photosynthesis happens in the chloroplasts of plant cells. Light energy is used to turn carbon dioxide and water into glucose, and oxygen is released as a by-product. The rate of photosynthesis rises as light intensity increases.";
    const grade = gradingBy(note, 'In your own words, explain what your notes on "Photosynthesis" say.');
    for (const answer of [
      "its about how plants make glucose using light",
      "It's all to do with plant cells and light energy",
    ]) {
      const gist = await grade(answer);
      expect(gist.score, answer).toBe(2);
      expect(gist.reason, answer).toContain("that is what your notes are about, but not yet what they say");
    }
    expect((await grade("it's about how volcanoes erupt")).score).toBe(1);
    const full = await grade(
      "It's about how light energy turns carbon dioxide and water into glucose in the chloroplasts, and oxygen is given off.",
    );
    expect(full.score).toBe(3);
    // On a question about one part, "it is about" is an answer like any other.
    expect(
      gradeAnswer({
        note,
        question: "What is released as a by-product?",
        answer: "it's about oxygen being released",
      }).score,
    ).toBe(3);
  });

  it("gives a short statement true to the notes but thin a 2 on a question about the whole note", async () => {
    const note =
      "Sound is a longitudinal wave: the particles of the medium vibrate back and forth parallel to the direction the wave travels. Sound needs a medium to travel through, so it cannot travel through a vacuum such as space. The pitch of a sound depends on its frequency, and its loudness depends on its amplitude.";
    const grade = gradingBy(note, 'In your own words, explain what your notes on "Sound waves" say.');
    for (const answer of ["sound is a kind of wave", "sound needs something to travel through"]) {
      const thin = await grade(answer);
      expect(thin.score, answer).toBe(2);
      expect(thin.reason, answer).toMatch(
        /^Partly right: that is in your notes, but it is only a little of what they say\. Among other things, they say: “/,
      );
    }
    // A point given in full, even in few words, a claim in words of its own, and the notes turned
    // round are not thin.
    expect((await grade("pitch depends on frequency")).score).toBe(3);
    expect(
      (await grade("sound cannot travel through a vacuum such as space, because it needs a medium")).score,
    ).toBe(3);
    expect((await grade("sound is a wave made by tiny magnets spinning inside your ears")).score).not.toBe(2);
    expect((await grade("the pitch of a sound does not depend on its frequency")).score).toBe(1);
  });

  it("gives a short statement in the notes' words, too little on its own, a 2 on a question about part of them", async () => {
    const note =
      "Photosynthesis happens in the chloroplasts of plant cells. Chlorophyll absorbs light energy, mostly red and blue light. The plant takes in carbon dioxide through stomata in its leaves. Water is taken up by the roots and travels up the xylem to the leaves. In the leaves, light energy turns carbon dioxide and water into glucose, not protein. Oxygen is released as a by-product. Glucose is stored as starch or used in respiration.";
    const grade = gradingBy(
      note,
      "What does the plant make in photosynthesis, and what is released as a by-product?",
    );
    const fragment = await grade("It makes glucose.");
    expect(fragment.score).toBe(2);
    expect(fragment.reason).toMatch(
      /^Partly right: that is in your notes, but it is only a little of what was asked\. Your notes: “/,
    );
    // Not words gathered from all over the notes, what they deny, a list, nor the question's own
    // words.
    for (const answer of [
      "The roots release chlorophyll.",
      "It makes protein.",
      "glucose, oxygen, starch",
      "The plant makes something in photosynthesis.",
    ])
      expect((await grade(answer)).score, answer).toBe(1);
  });

  it("reads four or more short terms between commas as a list of words on a question that asks how or why", () => {
    const sort =
      "Bubble sort compares adjacent items and swaps them if they are in the wrong order. It makes passes through the list until the list is sorted.";
    const list = gradeAnswer({
      note: sort,
      question: "How does a bubble sort work?",
      answer: "adjacent, swap, pass, no swaps",
    });
    expect(list.signals.verdict).toBe("keywords");
    expect(list.score).toBe(1);
    // A question that asks for terms is answered by them.
    const mitosis = "Mitosis has four stages: prophase, metaphase, anaphase and telophase.";
    const stages = gradeAnswer({
      note: mitosis,
      question: "What are the four stages of mitosis?",
      answer: "prophase, metaphase, anaphase, telophase",
    });
    expect(stages.signals.verdict).not.toBe("keywords");
    expect(stages.score).toBe(3);
  });

  it('reads "cells release insulin" as a claim, not a list of words, though the tagger reads "release" as a noun', () => {
    const note =
      "After a meal, blood glucose rises, so beta cells in the pancreas release insulin. Insulin makes liver cells store glucose as glycogen.";
    const grade = (answer: string) =>
      gradeAnswer({ note, question: "What do beta cells do when blood glucose rises?", answer });
    expect(grade("Beta cells release insulin.").signals.verdict).not.toBe("keywords");
    expect(grade("Beta cells release insulin.").score).toBe(3);
    expect(grade("beta cells pancreas insulin glucose").signals.verdict).toBe("keywords");
  });

  it('reads which way a thing goes from an arrow and from "fewer", of the same thing in one sentence', () => {
    const grade = (note: string, question: string, answer: string) => gradeAnswer({ note, question, answer });
    const rods = "Control rods absorb neutrons, so there are fewer fissions.";
    const up = grade(
      rods,
      "What do control rods do?",
      "they absorb neutrons so the number of fissions goes up",
    );
    expect(up.score).toBe(1);
    expect(up.reason).toContain("your answer says it goes up, your notes say down");
    expect(
      grade(rods, "What do control rods do?", "they soak up neutrons -> number of fissions ↓").score,
    ).toBe(3);
    // A chain of arrows goes down as the notes do, whatever else it raises.
    const inflation =
      "The Monetary Policy Committee sets the base rate of interest. Lower spending reduces demand in the economy, which brings inflation down.";
    expect(
      grade(
        inflation,
        "How does lower spending bring inflation down?",
        "it raises the base rate -> spending ↓ -> demand ↓ -> inflation ↓",
      ).score,
    ).toBe(3);
    // "too big" in one sentence says nothing of the indicator in the next, and "a few drops" is
    // no fall of anything.
    const titration =
      "Add a few drops of indicator to the alkali, then add the acid and stop when the indicator just changes colour.";
    const when = "How do you know when to stop adding the acid?";
    expect(
      grade(titration, when, "else the titre gets too big. stop when the indicator changes colour").score,
    ).toBe(3);
    expect(
      grade(titration, when, "the titre gets too big when the indicator changes colour").signals.verdict,
    ).not.toBe("reversed");
  });

  it('reads "the more ..., the lower ..." of each thing, against the sentence a part of the question points at, though the answer is closer to another', () => {
    const note =
      "The pH scale runs from 0 to 14. A solution with pH below 7 is acidic, pH 7 is neutral (pure H2O) and above 7 is alkaline. Acids release hydrogen ions (H+) in water; alkalis release hydroxide ions (OH-). The more H+ ions there are, the lower the pH.";
    const question =
      "What do acids release in water, and what happens to the pH when there are more of these ions?";
    const grade = (answer: string) => gradeAnswer({ note, question, answer });
    for (const answer of [
      "they release hydrogen ions, and the more there are the higher the pH",
      "the more H+ ions, the higher the pH",
    ]) {
      const turned = grade(answer);
      expect(turned.score, answer).toBe(1);
      expect(turned.reason).toContain("your answer says “pH” goes up, your notes say down");
      expect(turned.reason).toContain("“The more H+ ions there are, the lower the pH.”");
    }
    for (const answer of [
      "Acids release hydrogen ions (H+), and the more H+ ions there are the lower the pH.",
      "they give off hydrogen ions, and the more of them you have the smaller the pH number gets",
    ])
      expect(grade(answer).score, answer).toBe(3);
    // A thing the notes say goes both ways goes the way the sentence asked about says.
    const prices =
      "Prices rise when demand is greater than supply. When supply is greater than demand, prices fall.";
    const asked = (question: string, answer: string) =>
      gradeAnswer({ note: prices, question, answer }).verdict;
    expect(asked("What happens to prices when supply is greater than demand?", "prices fall")).not.toBe(
      "reversed",
    );
    expect(asked("What happens to prices when demand is greater than supply?", "they rise")).not.toBe(
      "reversed",
    );
  });

  it("reads a denial in one clause as saying nothing of the next: “didn't owe anything when prices fell” says they fell", () => {
    const note =
      "In the 1920s many people bought shares 'on the margin' (borrowing money to buy them), expecting prices to keep rising. When prices began to fall, investors couldn't repay their loans.";
    const grade = gradeAnswer({
      note,
      question: "What was buying shares 'on the margin'?",
      answer: "it was when people used their own savings, so they didnt owe anyone anything when prices fell",
    });
    expect(grade.recalled).not.toContain("rising");
  });

  it("calls no word the opposite of the notes' when it says the same or nothing of which way: what is lost, how far, a kind, a verb's idle particle (learned answers)", () => {
    const rocks =
      "Igneous: magma/lava cools + crystallises. Slow cooling underground (intrusive) -> LARGE crystals e.g. granite. Fast cooling at surface (extrusive) -> small crystals e.g. basalt.";
    const crystals = (answer: string) =>
      gradeAnswer({ note: rocks, question: "Explain why granite has larger crystals than basalt.", answer });
    // What is lost is what is no more: "lost heat" is cooling; gaining it is still the opposite.
    expect(
      crystals("granite lost heat very gradually underground, so its crystals grew large").verdict,
    ).not.toBe("reversed");
    expect(crystals("granite gained heat slowly underground so it has large crystals").verdict).toBe(
      "reversed",
    );
    // "up to 300 volts" is how far they went, not which way obedience went; "went wrong in the
    // war" is no "go in", the opposite of the notes' "left" (the graded set's answers).
    const item = (id: string) => {
      const found = set.items.find((i) => i.id === id);
      if (!found) throw new Error(id);
      return found;
    };
    for (const [id, start] of [
      ["p97-q1", "Milgram found that all 40 of the men went up to at least 300 volts"],
      ["p93-q1", "By taking personal command of the army in 1915"],
    ] as const) {
      const { passage, question, answers } = item(id);
      const answer = answers.find((a) => a.text.startsWith(start))?.text ?? "";
      expect(gradeAnswer({ note: passage, question, answer }).verdict, answer).not.toBe("reversed");
    }
    const milgram =
      "Results: 100% went to 300V; 65% went all the way to 450V. Variations: obedience ↓ when orders given by phone (20.5%).";
    expect(
      gradeAnswer({
        note: milgram,
        question: "What happened to obedience when orders were given by phone?",
        answer: "obedience went up when the orders were given by phone",
      }).verdict,
    ).toBe("reversed");
    // "the piece's starting key" names a key; it does not say that anything starts.
    const sonata =
      "Recapitulation: both subjects return BUT 2nd subject now stays in the tonic -> resolves the tension, ends in home key.";
    expect(
      gradeAnswer({
        note: sonata,
        question: "Why does the recapitulation give a sense of resolution?",
        answer: "the second tune now comes back in the piece's starting key, so the tension is resolved",
      }).verdict,
    ).not.toBe("reversed");
    // "splitting stuff up" and "break down" are one thing done; "used up" says no rise.
    const electrolysis =
      "Electrolysis uses electricity to break down an ionic compound that is molten or dissolved in water.";
    expect(
      gradeAnswer({
        note: electrolysis,
        question: "What is electrolysis?",
        answer: "splitting a compound up using electricity",
      }).verdict,
    ).not.toBe("reversed");
    // A denial does not reach a verb of its own after "and": the rock falls.
    const cliff = "Overhang collapses -> cliff retreats inland. As platform gets wider -> rate of erosion ↓.";
    expect(
      gradeAnswer({
        note: cliff,
        question:
          "How does the overhang lead to the cliff retreating, and what happens to the rate of erosion as the platform gets wider?",
        answer:
          "the rock above has nothing holding it up and eventually falls, so the cliff moves back; once the platform is wide the cliff is worn away more slowly",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("gives a short answer with no reason a 2 when the question asks what and then why (learned answers)", async () => {
    const note =
      "Computers store all data in binary. Each binary digit is called a bit, and 8 bits make a byte. With n bits you can represent 2^n different values, so one byte can store 256 values. Adding one extra bit doubles the number of values that can be represented.";
    const asked = async (question: string, answer: string) =>
      withSentenceVectors((vectors) =>
        assess(
          {
            content: [{ id: "bits", title: "Binary", topic: "Computing", text: note }],
            messages: [
              { role: "assistant", content: `Question 1 of 1: ${question}` },
              { role: "user", content: answer },
            ],
          },
          vectors,
        ),
      );
    const why =
      "What happens to the number of values that can be represented when you add one extra bit, and why?";
    const thin = (await asked(why, "it doubles")).contentScores.bits;
    expect(thin?.score).toBe(2);
    expect(thin?.reason).toContain("the question also asks why");
    for (const answer of [
      "It doubles, because with n bits you can represent 2^n different values.",
      "it doubles bc with n bits you can represent 2^n values",
      "it doubles: 2^n values",
    ])
      expect((await asked(why, answer)).contentScores.bits?.score, answer).toBe(3);
    // (a question that does not ask why is not told it does)
    const what = (
      await asked("What happens to the number of values when you add one extra bit?", "it doubles")
    ).contentScores.bits;
    expect(what?.reason).not.toContain("asks why");
  });

  it('keeps what the review of session 60 found right: a denial\'s degree and its verbs after "and", comparisons from either end, a lone quality', () => {
    const verdict = (note: string, question: string, answer: string) =>
      gradeAnswer({ note, question, answer }).verdict;
    // "not so fast": the "so" of how much, no new clause
    expect(
      verdict(
        "At low temperatures particles move slowly, so the reaction is slow.",
        "What happens to the rate of reaction at low temperatures?",
        "the particles move slowly so the reaction isn't so fast",
      ),
    ).not.toBe("reversed");
    // "doesn't lose water and shrink": the "doesn't" governs both
    expect(
      verdict(
        "In pure water a plant cell gains water by osmosis and becomes turgid.",
        "What happens to a plant cell in pure water?",
        "it doesn't lose water and shrink; it swells",
      ),
    ).not.toBe("reversed");
    // "the fewer ..., the more ..." says what "the more ..., the less ..." says; the same way round does not
    const bystander =
      "Bystander effect = the more people present, the less likely any one person is to help.";
    expect(
      verdict(
        bystander,
        "What is the bystander effect?",
        "the fewer people there are, the more likely someone is to help",
      ),
    ).not.toBe("reversed");
    expect(
      verdict(
        bystander,
        "What is the bystander effect?",
        "the more people there are, the more likely someone is to help",
      ),
    ).toBe("reversed");
    // a lone "the low tide" compares nothing
    expect(
      verdict(
        "Low tide exposes the rock pools. At high tide the sea covers the wave-cut platform.",
        "What happens at high tide?",
        "the sea covers the platform, which is exposed at the low tide",
      ),
    ).not.toBe("reversed");
  });

  it('reads "more slowly" as the opposite of "faster"', () => {
    const note = "Bigger stars burn their fuel faster, so they have shorter lives.";
    const question = "Why do bigger stars have shorter lives?";
    const slowly = gradeAnswer({ note, question, answer: "they burn their fuel more slowly" });
    expect(slowly.score).toBe(1);
    expect(slowly.reason).toContain("“slowly” where your notes say “faster”");
    expect(gradeAnswer({ note, question, answer: "they burn their fuel more quickly" }).score).toBe(3);
    // The notes' own "Bigger stars", opening their sentence (the tagger leaves it as a name), is no
    // opposite of their "small stars".
    const compared = "Bigger stars burn their fuel faster, so they have shorter lives than small stars.";
    expect(
      gradeAnswer({
        note: compared,
        question: "Why do bigger stars have shorter lives than small stars?",
        answer: "bigger stars burn their fuel faster",
      }).score,
    ).toBe(3);
  });

  it("reads which way each of several things goes, and a quality given another thing than the notes give it (QA: reversed claims on a whole note were right)", () => {
    const explain = (title: string) => `In your own words, explain what your notes on "${title}" say.`;
    const newton =
      "Newton's first law: an object stays at rest or keeps moving at a constant velocity unless a resultant force acts on it. The second law says F = ma: force equals mass times acceleration, so a bigger force gives a bigger acceleration. Friction acts against motion and turns kinetic energy into heat.";
    const ohm =
      "Ohm's law says that the current through a conductor is proportional to the voltage across it: V = IR. Resistance is measured in ohms (Ω). If the voltage ↑ and the resistance stays the same, the current ↑. In a parallel circuit the voltage across each branch is the same.";
    const inflation =
      "Inflation is a general rise in the price level over time, measured by the CPI (consumer price index). High inflation reduces the purchasing power of money, so savers lose out. Central banks raise interest rates to cut inflation because borrowing becomes more expensive and spending falls.";
    const grade = (note: string, title: string, answer: string) =>
      gradeAnswer({ note, question: explain(title), answer });
    expect(grade(newton, "Newton's laws", "A bigger force gives a smaller acceleration.")).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining(
        "“smaller acceleration” where your notes say “bigger acceleration”",
      ) as string,
    });
    expect(grade(newton, "Newton's laws", "A bigger force gives a bigger acceleration.").score).toBe(3);
    expect(
      grade(
        ohm,
        "Ohm's law",
        "If the voltage goes up and the resistance stays the same, the current goes down.",
      ),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining("your answer says “current” goes down, your notes say up") as string,
    });
    expect(grade(ohm, "Ohm's law", "If the voltage increases, the current decreases.").score).toBe(1);
    expect(
      grade(
        ohm,
        "Ohm's law",
        "If the voltage goes up and the resistance stays the same, the current goes up.",
      ).score,
    ).toBe(3);
    for (const answer of [
      "Central banks lower interest rates to cut inflation.",
      "Central banks raise interest rates to increase inflation.",
    ])
      expect(grade(inflation, "Inflation", answer), answer).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      grade(
        inflation,
        "Inflation",
        "Central banks raise interest rates to cut inflation, because borrowing costs more so people spend less.",
      ).score,
    ).toBe(3);
    // A verb that acts on nothing is said of what comes before it, past the verbs leading up to it
    // (review: "rises spending" was read as spending going up).
    const recession = "In a recession, unemployment rises and spending falls.";
    const spending = "What happens to spending in a recession?";
    expect(
      gradeAnswer({ note: recession, question: spending, answer: "As unemployment rises spending suffers." })
        .verdict,
    ).not.toBe("reversed");
    expect(gradeAnswer({ note: recession, question: spending, answer: "spending goes up" }).verdict).toBe(
      "reversed",
    );
    // What was expected is no claim of what happened.
    const crash =
      "Many people bought shares on the margin, expecting prices to keep rising. When prices began to fall, investors could not repay their loans.";
    expect(
      gradeAnswer({
        note: crash,
        question: "Why could investors not repay their loans?",
        answer: "because prices fell and they had borrowed to buy shares",
      }).verdict,
    ).not.toBe("reversed");
    // An answer of nothing but a way is not set against the condition that opens the sentence.
    expect(
      gradeAnswer({
        note: "Increasing the temperature speeds up the reaction.",
        question: "How does a higher temperature affect the time the reaction takes?",
        answer: "It reduces it.",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("calls a movement told from where it ends to where it starts reversed, unless the notes tell it so of another thing (QA)", () => {
    const industry =
      "The Industrial Revolution started in Britain in the late 18th century. People moved from the countryside to cities to work in factories, so cities grew fast (urbanisation).";
    const question = 'In your own words, explain what your notes on "Industrial Revolution" say.';
    expect(
      gradeAnswer({ note: industry, question, answer: "People moved from the cities to the countryside." }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining(
        "from “cities” to “countryside”, your notes from “countryside” to “cities”",
      ) as string,
    });
    expect(
      gradeAnswer({
        note: industry,
        question,
        answer:
          "People moved from the countryside to the cities to work in factories, so cities grew quickly.",
      }).score,
    ).toBe(3);
    // What is turned into what, the same way (QA).
    const friction = "Friction acts against motion and turns kinetic energy into heat.";
    const explainFriction = 'In your own words, explain what your notes on "Forces" say.';
    expect(
      gradeAnswer({
        note: friction,
        question: explainFriction,
        answer: "Friction turns heat into kinetic energy.",
      }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining("your answer turns “heat” into “kinetic energy”") as string,
    });
    expect(
      gradeAnswer({
        note: friction,
        question: explainFriction,
        answer: "Friction turns kinetic energy into heat.",
      }).score,
    ).toBe(3);
    const transport =
      "Diffusion is the net movement of particles from an area of higher concentration to an area of lower concentration. Active transport moves substances against a concentration gradient, from low to high concentration, and needs energy from respiration.";
    const how = "How does active transport move substances?";
    expect(
      gradeAnswer({ note: transport, question: how, answer: "from high to low concentration" }).score,
    ).toBe(1);
    expect(
      gradeAnswer({
        note: transport,
        question: how,
        answer: "from low to high concentration using energy, while diffusion goes from high to low",
      }).score,
    ).toBe(3);
  });

  it("calls no verb the opposite of the notes' when it acts on another thing: “give off oxygen” beside “takes in CO2” (QA)", () => {
    const photosynthesis =
      "The plant takes in CO2 through the stomata and water through its roots. Light energy splits water, which releases O2 as a by-product. The energy is stored as glucose.";
    const question = 'In your own words, explain what your notes on "Photosynthesis" say.';
    expect(
      gradeAnswer({
        note: photosynthesis,
        question,
        answer: "Plants make sugar from carbon dioxide and water, and they give off oxygen.",
      }).verdict,
    ).not.toBe("reversed");
    // Of the same thing, it is the opposite.
    expect(
      gradeAnswer({ note: photosynthesis, question, answer: "The plant gives out CO2 through the stomata." }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
  });

  it("tells a list of words it is one, whatever order it has the notes' words in (QA: told they were the wrong way round)", () => {
    const market =
      "When the price of a good rises, the quantity demanded falls. The equilibrium price is where supply equals demand. A shortage happens when the price is below equilibrium, and a surplus when it is above.";
    expect(
      gradeAnswer({
        note: market,
        question: 'In your own words, explain what your notes on "Supply and demand" say about the price.',
        answer: "price demand supply equilibrium shortage surplus",
      }),
    ).toMatchObject({
      score: 1,
      verdict: "keywords",
      reason:
        "A list of words is not an answer yet: say in a sentence how they fit together to answer the question.",
    });
  });

  it("reads a full stop before a small letter as the end of a sentence, but after an abbreviation (QA)", () => {
    const enzymes =
      "Enzymes are biological catalysts that speed up chemical reactions without being used up. High temperature denatures an enzyme: the active site changes shape and the substrate no longer fits. Enzymes lower the activation energy -> reactions happen faster at body temperature.";
    const grade = gradeAnswer({
      note: enzymes,
      question: 'In your own words, explain what your notes on "Enzymes" say.',
      answer:
        "enzymes = biological catalysts, speed up rxns w/o being used up. high temp -> denatured, active site changes shape so substrate doesnt fit.",
    });
    expect(grade.verdict).not.toBe("reversed");
    expect(grade.score).toBe(3);
  });

  it('reads "away from" as the opposite of "towards"', () => {
    const note =
      "Refraction is when a wave changes direction as it passes from one medium into another. When light enters a denser medium it slows down and bends towards the normal. The normal is an imaginary line at 90 degrees to the surface.";
    const question = "Which way does light bend when it enters a denser medium?";
    const away = gradeAnswer({ note, question, answer: "it bends away from the normal" });
    expect(away.score).toBe(1);
    expect(away.reason).toContain("“away” where your notes say “towards”");
    expect(gradeAnswer({ note, question, answer: "it bends towards the normal" }).score).toBe(3);
    expect(gradeAnswer({ note, question, answer: "toward the normal, not away from it" }).score).toBe(3);
  });

  it('reads the notes\' two statements joined by "but" with no comma as two, so an answer that swaps their parts turns them round', () => {
    const note =
      "When light is refracted its speed changes. Wavelength changes but frequency stays the same. A straw in a glass of water looks bent.";
    const swapped = gradeAnswer({
      note,
      question: "What happens to the wavelength and the frequency of light when it is refracted?",
      answer: "the frequency changes but the wavelength stays the same",
    });
    expect(swapped.score).toBe(1);
    expect(swapped.reason).toContain("wrong way round");
    expect(
      gradeAnswer({
        note,
        question: "What happens to the wavelength and the frequency of light when it is refracted?",
        answer: "the wavelength changes but the frequency stays the same",
      }).score,
    ).toBe(3);
  });

  it("reads what an answer does to a thing against what the notes do to it: taken in for released is the opposite, of the same doer (QA)", () => {
    const photosynthesis =
      "Photosynthesis happens in the chloroplasts of plant cells. Plants take in carbon dioxide from the air and water from the soil. Light energy is absorbed by chlorophyll and used to split water. Oxygen is released as a by-product, and glucose is made. Glucose is stored as starch.";
    const whole = 'In your own words, explain what your notes on "Photosynthesis" say.';
    const grade = (note: string, answer: string) => gradeAnswer({ note, question: whole, answer });
    // (the tagger read "release" after "Plants" as a noun: the answer was a list of words)
    expect(grade(photosynthesis, "Plants release CO2 and take in O2")).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining(
        "(your answer says “release” of “carbon dioxide”, your notes “take in”)",
      ) as string,
    });
    // (an opposite word is named with its particle)
    expect(grade(photosynthesis, "Plants release carbon dioxide.")).toMatchObject({
      score: 1,
      reason: expect.stringContaining("(“release” where your notes say “take in”)") as string,
    });
    // What the notes do too, of the same doer or of none, is no opposite: plants release carbon
    // dioxide at night ("carbon dioxide, water and heat": the commas are not read); nor is what is
    // said of no doer ("Carbon dioxide is released during respiration").
    const night = `${photosynthesis} At night, plants respire: they release carbon dioxide, water and heat.`;
    expect(grade(night, "At night plants release carbon dioxide.").verdict).not.toBe("reversed");
    expect(grade(night, "Plants release CO2 and take in O2").verdict).not.toBe("reversed");
    expect(grade(photosynthesis, "Carbon dioxide is released during respiration.").verdict).not.toBe(
      "reversed",
    );
    // The notes' statements are crossed only where they say the words apart: "plants ... water" is
    // what they say ("Plants take in carbon dioxide from the air and water from the soil"), and the
    // whole process in order was called "pairs them the wrong way round".
    const full = grade(
      photosynthesis,
      "Plants take in carbon dioxide and water and use light energy absorbed by chlorophyll in chloroplasts to make glucose, releasing oxygen.",
    );
    expect(full.verdict).not.toBe("reversed");
    expect(full.score).toBe(3);
    // What is done to a thing, of no doer, is done by the doer the notes named last: "Plants take in
    // carbon dioxide ... Oxygen is released" (QA: "Plants take in oxygen." was 2).
    expect(grade(photosynthesis, "Plants take in oxygen.")).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason: expect.stringContaining(
        "(your answer says “take in” of “oxygen”, your notes “released”)",
      ) as string,
    });
    // (review) Not when the notes say by whom, nor from a line of its own, nor what each of two
    // doers does, one told by the other.
    const aside = (note: string, answer: string) => grade(note, answer).verdict;
    expect(
      aside(
        "Animals breathe in oxygen. Oxygen is released by plants during photosynthesis.",
        "Animals take in oxygen.",
      ),
    ).not.toBe("reversed");
    expect(
      aside(
        "Photosynthesis: plants take in carbon dioxide and release oxygen.\nRespiration: oxygen is taken in and carbon dioxide is released.",
        "Plants give off oxygen.",
      ),
    ).not.toBe("reversed");
    const opposite =
      "During photosynthesis, plants take in carbon dioxide and release oxygen. Animals do the opposite.";
    expect(aside(opposite, "Animals take in oxygen and release carbon dioxide.")).not.toBe("reversed");
    expect(
      aside(
        opposite,
        "Plants take in carbon dioxide and release oxygen, and animals take in oxygen and release carbon dioxide.",
      ),
    ).not.toBe("reversed");
    expect(
      aside(
        "ATP releases energy when its last phosphate is removed.",
        "ATP stores energy in its phosphate bonds and releases it when the last phosphate is removed.",
      ),
    ).not.toBe("reversed");
    // Nothing of theirs to turn round: the notes say what animals eat, not what they take in.
    expect(
      grade(`${photosynthesis} Animals eat plants for food.`, "Animals take in oxygen.").verdict,
    ).not.toBe("reversed");
    // Statements crossed are still crossed, though another statement of the notes has words of
    // both: "the pulmonary vein brings blood from the lungs to the left side".
    const heart =
      "The right side of the heart pumps deoxygenated blood to the lungs, and the left side pumps oxygenated blood to the rest of the body. The pulmonary vein brings blood from the lungs to the left side of the heart.";
    expect(
      grade(heart, "The left side pumps blood to the lungs and the right side pumps blood to the body."),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining("pairs them the wrong way round") as string,
    });
    expect(
      grade(heart, "The right side pumps blood to the lungs and the left side pumps it to the body.").score,
    ).toBe(3);
    // Each doer its own: cells release carbon dioxide, plants take it in.
    const gases =
      "During respiration, cells take in oxygen and release carbon dioxide. In photosynthesis plants take in carbon dioxide and release oxygen.";
    expect(grade(gases, "Plants release carbon dioxide in photosynthesis.").score).toBe(1);
    expect(grade(gases, "Cells release oxygen.").score).toBe(1);
    expect(
      grade(
        gases,
        "In respiration cells take in oxygen and give out carbon dioxide, while plants in photosynthesis take in carbon dioxide and give out oxygen.",
      ).score,
    ).toBe(3);
    // A doer the notes do not name does not turn round what another does ("Tesco buys" is no
    // opposite of what a firm sells), nor does a verb in -ing have the doer before it.
    const margin =
      "In the 1920s many people bought shares 'on the margin', borrowing money to pay for them. When prices fell, shares were sold in panic.";
    expect(
      gradeAnswer({
        note: margin,
        question: "What was buying shares 'on the margin'?",
        answer: "on the margin = buying shares w/ borrowed money",
      }).verdict,
    ).not.toBe("reversed");
  });

  it('reads a verb in -s taken for a noun, what "which" stands for, storing against releasing, and no comparison as a pairing', () => {
    const respiration =
      "Cellular respiration releases the energy stored in glucose. It begins with glycolysis in the cytoplasm, where glucose is broken into two molecules of pyruvate. With oxygen, pyruvate enters the mitochondria and is taken apart in the Krebs cycle, which gives off carbon dioxide.";
    const whole = 'In your own words, explain what your notes on "Cellular respiration" say.';
    const grade = (answer: string) => gradeAnswer({ note: respiration, question: whole, answer });
    // A verb in -s after "which" and before what it acts on is read as one ("which tracks the price").
    expect(tokens("The CPI, which tracks the price of goods.").find((t) => t.word === "tracks")?.pos).toBe(
      "VERB",
    );
    // What "which" stands for does what it says: the Krebs cycle gives off carbon dioxide (this was 3).
    expect(
      grade(
        "Glucose is broken into pyruvate which then goes into the mitochondria where the Krebs cycle takes in carbon dioxide.",
      ),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining(
        "(your answer says “takes in” of “carbon dioxide”, your notes “gives off”)",
      ) as string,
    });
    expect(grade("The Krebs cycle gives off carbon dioxide.").verdict).not.toBe("reversed");
    // A verb said once for two statements: each is a statement of its own, and crossed they are
    // wrong (this was "Partly right: that is in your notes").
    expect(
      grade("Glycolysis happens in the mitochondria and the Krebs cycle in the cytoplasm."),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining("pairs them the wrong way round") as string,
    });
    expect(
      grade("Glycolysis happens in the cytoplasm and the Krebs cycle in the mitochondria.").verdict,
    ).not.toBe("reversed");
    // Two things each done what the notes do to the other (this was 3).
    const revolution =
      "The Third Estate declared itself a National Assembly. In August the Assembly abolished feudal privileges and adopted the Declaration of the Rights of Man and of the Citizen.";
    const aboutRevolution = (answer: string) =>
      gradeAnswer({
        note: revolution,
        question: 'In your own words, explain what your notes on "The French Revolution" say.',
        answer,
      });
    expect(
      aboutRevolution(
        "The Assembly adopted feudal privileges and abolished the Declaration of the Rights of Man.",
      ),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining(
        "(your answer says “adopted” of “privileges” and “abolished” of “declaration”: your notes say it the other way round)",
      ) as string,
    });
    expect(
      aboutRevolution(
        "The Assembly abolished feudal privileges and adopted the Declaration of the Rights of Man.",
      ).score,
    ).toBe(3);
    // What a comparison sets a thing against is not paired with it: slower in water, not in air.
    const refraction =
      "Refraction = when a wave changes direction as it passes from one medium into another, e.g. air -> glass. It happens because the wave changes speed: light slows down in a denser medium like glass or water. When light enters a denser medium it bends TOWARDS the normal.";
    expect(
      gradeAnswer({
        note: refraction,
        question: 'In your own words, explain what your notes on "Refraction" say.',
        answer:
          "Light travels slower in water than in air, and that change in speed is what makes it bend when it crosses from one to the other.",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("marks what the notes say a thing next to the one asked about is as wrong: mass's definition for weight", () => {
    const note =
      "Mass is the amount of matter in an object, measured in kilograms. Weight is the force of gravity on an object, measured in newtons. Your mass is the same on the Moon, but your weight is less.";
    expect(
      gradeAnswer({ note, question: "What is weight?", answer: "the amount of matter in an object" }),
    ).toMatchObject({
      score: 1,
      reason:
        "That is what your notes say of “Mass”, not of “Weight”. Your notes: “Weight is the force of gravity on an object, measured in newtons.”",
    });
    expect(
      gradeAnswer({
        note,
        question: "What is weight?",
        answer: "the force of gravity on an object, in newtons",
      }).score,
    ).toBe(3);
    expect(
      gradeAnswer({ note, question: "What is mass?", answer: "how much matter there is in an object" }).score,
    ).toBe(3);
    // Not a sentence about what is done to another thing: "Earth's axis is tilted" gives the
    // seasons' cause.
    const seasons =
      "Earth's axis is tilted at about 23.5° relative to its orbit around the Sun. The seasons are caused by this tilt, not by changes in Earth's distance from the Sun.";
    expect(
      gradeAnswer({
        note: seasons,
        question: "What causes the seasons?",
        answer: "the axis of the Earth being tilted",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("names the opposite word an answer says and shows the notes' sentence it turns round, not the one it was closest to (QA)", () => {
    const note =
      "Inflation is a sustained rise in the general price level. High inflation is bad for savers, because the real value of their savings falls. The Bank of England aims to keep inflation at 2%. To reduce inflation it raises interest rates.";
    const grade = gradeAnswer({
      note,
      question: 'In your own words, explain what your notes on "Inflation" say.',
      answer: "To reduce inflation the Bank of England lowers interest rates.",
    });
    // (it was "(your notes say it does not). Your notes: “The Bank of England aims to keep inflation at 2%.”")
    expect(grade).toMatchObject({
      score: 1,
      passage: "To reduce inflation it raises interest rates.",
      reason:
        "That is the opposite of what your notes say (“lowers” where your notes say “raises”). Your notes: “To reduce inflation it raises interest rates.”",
    });
  });

  it("reads a year the notes give another year of as the wrong number: wrong alone, partly right beside a right summary (QA)", () => {
    const note =
      "The French Revolution began in 1789 when the Third Estate formed the National Assembly. The storming of the Bastille followed on 14 July 1789. The king was executed in 1793.";
    const whole = 'In your own words, explain what your notes on "French Revolution" say.';
    expect(gradeAnswer({ note, question: whole, answer: "The revolution began in 1798." })).toMatchObject({
      score: 1,
      reason:
        "That is not the number your notes give (“1798”). Your notes: “The French Revolution began in 1789 when the Third Estate formed the National Assembly.”",
    });
    const summary = gradeAnswer({
      note,
      question: whole,
      answer:
        "The revolution began in 1798 when the Third Estate formed the National Assembly, then the Bastille was stormed and the king was executed in 1793.",
    });
    expect(summary.score).toBe(2);
    expect(summary.reason).toContain("But that is not the number your notes give (“1798”).");
    expect(
      gradeAnswer({
        note,
        question: whole,
        answer:
          "The revolution began in 1789 when the Third Estate formed the National Assembly, then the Bastille was stormed and the king was executed in 1793.",
      }).score,
    ).toBe(3);
    // A count is no year ("a fleet of 1800 sailors"), and a made-up word longer than WordNet's last
    // line is read, not thrown on.
    const trafalgar = "In 1805 Nelson's fleet defeated the French at Trafalgar.";
    expect(
      gradeAnswer({
        note: trafalgar,
        question: 'In your own words, explain what your notes on "Trafalgar" say.',
        answer: "Nelson's fleet of 1800 sailors defeated the French at Trafalgar.",
      }).reason,
    ).not.toContain("not the number");
    expect(
      gradeAnswer({
        note: trafalgar,
        question: "Who defeated the French at Trafalgar?",
        answer: "they zymurgyyyyyyyyyyyyyyyyyyyyyyyyy and won",
      }).score,
    ).toBe(1);
    // A year is that year (1798 is within a tenth of 1789, as a measure), of the same thing only;
    // and one followed by a noun is a year when it says when ("In 1798 peasants ...").
    expect(gradeAnswer({ note, question: whole, answer: "The king was executed in 1795." }).score).toBe(1);
    expect(
      gradeAnswer({
        note: `${note} In 1789 peasants stormed the Bastille.`,
        question: whole,
        answer: "In 1798 peasants stormed the Bastille.",
      }).reason,
    ).toContain("(“1798”)");
  });

  it("marks a term of the notes put where the sentence it gives names another as wrong: wrong alone, partly right beside a right account", () => {
    const note =
      "The US Constitution divides government into three branches. The legislative branch, Congress, makes laws. The executive branch, led by the President, carries out and enforces laws. The judicial branch, headed by the Supreme Court, interprets laws and can declare them unconstitutional. Stomata are opened and closed by guard cells; they close at night. Mesophyll cells make food.";
    const whole = 'In your own words, explain what your notes on "Government" say.';
    // (it was 3: "Right: you got across “judicial branch”, “headed” (as “led”), “interprets laws” …")
    expect(
      gradeAnswer({
        note,
        question: whole,
        answer:
          "The judicial branch is led by the President, and it interprets laws and can declare them unconstitutional.",
      }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
      reason:
        "That is not what your notes say: your answer has “President” where they have “Supreme Court”. Your notes: “The judicial branch, headed by the Supreme Court, interprets laws and can declare them unconstitutional.”",
    });
    const question = "What opens and closes the stomata?";
    expect(
      gradeAnswer({ note, question, answer: "The stomata are opened and closed by mesophyll cells." }),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining("your answer has “mesophyll” where they have “guard”") as string,
    });
    // The rest of an account right: partly right.
    const mixed = gradeAnswer({
      note,
      question: whole,
      answer:
        "The legislative branch, Congress, makes laws. The executive branch carries out laws. The judicial branch is led by the President and interprets laws and can declare them unconstitutional.",
    });
    expect(mixed.score).toBe(2);
    expect(mixed.reason).toContain(
      "But that is not what your notes say: your answer has “President” where they have “Supreme Court”.",
    );
    // The notes' own term, a word of the student's own the notes never use, a word WordNet relates to
    // theirs, and a term in a run of its own ("…, and it only …") are no crossed term.
    for (const answer of [
      "The judicial branch, headed by the Supreme Court, interprets laws and can declare them unconstitutional.",
      "The judicial branch is led by the justices and interprets laws and can declare them unconstitutional.",
      "The judicial branch is led by the court and interprets laws and can declare them unconstitutional.",
    ])
      expect(gradeAnswer({ note, question: whole, answer }).reason).not.toContain("where they have");
    expect(
      gradeAnswer({
        note: "Pythagoras' theorem only works for right-angled triangles. The hypotenuse is the longest side.",
        question: "Which triangles does Pythagoras' theorem work for?",
        answer: "c is the hypotenuse, and it only works for right-angled triangles",
      }).score,
    ).toBe(3);
  });

  it("marks an answer that takes one case's side of one opposite and the other case's of another as crossed", () => {
    const note =
      "Refraction is when a wave changes direction as it passes from one medium into another. When light enters a denser medium it bends TOWARDS the normal; when it leaves into a less dense medium it speeds up and bends AWAY from the normal.";
    const whole = 'In your own words, explain what your notes on "Refraction" say.';
    // (it was 3: "Right: you got across “dense” (as “denser”), “medium”, “speeds”, “bends AWAY” and “normal”.")
    expect(
      gradeAnswer({
        note,
        question: whole,
        answer: "when light goes into a denser medium like glass it speeds up and bends away from the normal",
      }),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining("your answer pairs them the wrong way round") as string,
    });
    // Both cases told, or one told the notes' way, are no crossing; nor is "it" after "a less dense
    // one" said of what is dense ("dense" went up, where the notes say "less dense": it was 1).
    for (const answer of [
      "When light goes into a denser medium it bends towards the normal, and when it leaves into a less dense one it speeds up and bends away.",
      "When light leaves a denser medium into a less dense one it speeds up and bends away from the normal.",
      "Light entering a denser medium bends towards the normal.",
    ])
      expect(gradeAnswer({ note, question: whole, answer }).score).toBe(3);
  });

  it('reads "the rate of X goes up" as the rate going up', () => {
    const note =
      "Transpiration = loss of water vapour from the leaves. Rate ↑ with higher temperature and more wind, because water molecules evaporate faster. Rate ↓ when humidity is high, since the air outside is already full of water vapour.";
    const question = 'In your own words, explain what your notes on "Transpiration" say.';
    // (it was 3: "Right: you got across “Rate”, “humidity”, “high”, “air” and “full”.")
    expect(
      gradeAnswer({
        note,
        question,
        answer:
          "The rate of transpiration goes up when the humidity is high, because the air outside is already full of water vapour.",
      }),
    ).toMatchObject({
      score: 1,
      reason: expect.stringContaining("your answer says “rate” goes up, your notes say down") as string,
    });
    for (const answer of [
      "The rate of transpiration goes down when the humidity is high, because the air is already full of water vapour.",
      "The rate of transpiration goes up when it is hotter and windier.",
    ])
      expect(gradeAnswer({ note, question, answer }).verdict, answer).not.toBe("reversed");
  });

  it('reads a quality denied after a comma as denied in the clause before it: "…, not steep"', () => {
    const note =
      "Plucking happens when meltwater freezes onto rocks at the back wall and pulls them away as the ice moves, making the back wall steep. Abrasion happens when rocks frozen into the base of the ice scrape the floor like sandpaper, deepening it.";
    const question = "How does plucking shape the back wall?";
    // (it was 2: "Partly right. You got across “steep”, …")
    expect(
      gradeAnswer({ note, question, answer: "it makes the back wall gently sloping, not steep" }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    // (a thing denied after a comma is no quality of the clause: the notes' "…, NOT the covalent bonds")
    expect(
      gradeAnswer({
        note: "NB when you boil water you break the intermolecular forces, NOT the covalent bonds!",
        question: "What is broken when water boils?",
        answer: "boiling water = breaking the forces between molecules",
      }).verdict,
    ).not.toBe("reversed");
  });

  it("marks an account of a whole note mostly in words the notes never use, with few of theirs, as not what they say", async () => {
    const note =
      "Photosynthesis happens in the chloroplasts of plant cells, mainly in the leaves. Chlorophyll absorbs light energy. The plant takes in CO2 through tiny pores called stomata and water through its roots. Light energy is used to turn carbon dioxide and water into glucose, and oxygen is released as a by-product.";
    const question = 'In your own words, explain what your notes on "Photosynthesis" say.';
    const grade = (answer: string) =>
      withSentenceVectors((vectors) => gradeAnswer({ note, question, answer }, sharedWordNet(), vectors));
    // (it was 3: "Right: you got across “plant” and “roots”.")
    const madeUp = await grade(
      "Plants mostly photosynthesise at night when its cooler, and they store the sunlight in their roots during the day so they can use it later.",
    );
    expect(madeUp).toMatchObject({ score: 1, verdict: "missed" });
    expect(madeUp.reason).toMatch(
      /^That is not what your notes say: most of it is not in them, only “plant” and “roots”\./,
    );
    // An account that gives more of their key words, in words of its own or not, stands.
    expect(
      (
        await grade(
          "Plants use light energy, soaked up by chlorophyll in their chloroplasts, to turn carbon dioxide and water into glucose, and they give off oxygen.",
        )
      ).score,
    ).toBe(3);
    // (a question about part of the notes is judged as before)
    expect(
      gradeAnswer({
        note,
        question: "Where does photosynthesis happen?",
        answer: "in the chloroplasts, mostly in the leaves",
      }).score,
    ).toBe(3);
  });

  it("keeps what the review of session 61 found right and wrong", () => {
    // Another name the notes give the same thing is no crossed term: "real GDP" for "real output".
    expect(
      gradeAnswer({
        note: "GDP measures the total value of goods and services produced in a country in a year. A recession is when real output falls for two consecutive quarters.",
        question: "What is a recession?",
        answer: "A recession is when real GDP falls for two consecutive quarters.",
      }).reason,
    ).not.toContain("where they have");
    // "the level of unemployment" is no "level of prices"; a pronoun that says its noun again is it.
    const boom =
      "When inflation is high, the purchasing power of money falls, so savers lose out. In a boom, unemployment falls and the general level of prices rises.";
    expect(
      gradeAnswer({
        note: boom,
        question: "What happens in a boom?",
        answer: "In a boom the level of unemployment falls and prices go up.",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: boom,
        question: "What happens when inflation is high?",
        answer: "money gains value, and savers, they gain",
      }).verdict,
    ).toBe("reversed");
    // Two cases told apart ("…, but … when it leaves") are no crossing.
    expect(
      gradeAnswer({
        note: "When light enters a denser medium it bends TOWARDS the normal; when it leaves into a less dense medium it speeds up and bends AWAY from the normal.",
        question: 'In your own words, explain what your notes on "Refraction" say.',
        answer: "it bends towards the normal going in and speeds up when it leaves",
      }).reason,
    ).not.toContain("pairs them the wrong way round");
    // An account with several crossed terms is wrong, however many: the rest is graded once.
    const branches =
      "The legislative branch, led by Congress, makes laws. The executive branch, led by the President, carries out laws. The judicial branch, headed by the Supreme Court, interprets laws.";
    expect(
      gradeAnswer({
        note: branches,
        question: 'In your own words, explain what your notes on "Government" say.',
        answer:
          "The legislative branch, led by the President, makes laws. The executive branch, led by Congress, carries out laws. The judicial branch, headed by the President, interprets laws.",
      }).score,
    ).toBe(1);
  });

  it('reads a question the notes ask and answer on one line as one claim, "drop by drop" as their "dropwise", and "so you don\'t" as what is kept from happening', () => {
    const note = [
      "Titration",
      "1. Pipette 25 cm3 alkali into a conical flask and add a few drops of indicator.",
      "2. Add acid from the burette, swirling. Go dropwise near the end point.",
      "3. Stop when the indicator just changes colour (end point).",
      "- Why dropwise near end? One extra drop can overshoot -> titre too big -> wrong conc.",
    ].join("\n");
    const question = "Why should the acid be added drop by drop near the end point?";
    const right = gradeAnswer({
      note,
      question,
      answer: "because one extra drop can overshoot the end point, so the titre is too big",
    });
    expect(right).toMatchObject({ score: 3, verdict: "right" });
    // (the passage shown is the question and its answer, not the answer alone)
    expect(right.passage).toBe(
      "- Why dropwise near end? One extra drop can overshoot -> titre too big -> wrong conc.",
    );
    // "undershoot" turns the notes' "overshoot" round (it was "does not answer what was asked").
    expect(
      gradeAnswer({ note, question, answer: "because one extra drop can undershoot the end point" }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    expect(gradeAnswer({ note, question, answer: "one extra drop does not overshoot" }).verdict).toBe(
      "reversed",
    );
    // What the notes say can happen, an answer says is to be kept from happening: no denial (it was
    // "the opposite of what your notes say (your answer says it does not)").
    const oneLine =
      "Titration: add acid from the burette. Go dropwise near the end point. Why dropwise near end? One extra drop can overshoot the end point -> titre too big -> wrong concentration.";
    expect(
      gradeAnswer({
        note: oneLine,
        question,
        answer: "so that you don't overshoot the end point and get a titre that is too big",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    expect(
      gradeAnswer({ note: oneLine, question, answer: "one extra drop does not overshoot the end point" })
        .verdict,
    ).toBe("reversed");
    // (a "so" that tells a result denies it: review)
    expect(
      gradeAnswer({
        note: oneLine,
        question,
        answer: "one extra drop is too small, so it does not overshoot the end point",
      }).verdict,
    ).toBe("reversed");
    // (nor a "so you cannot", and "so that" is a purpose whatever its subject: second review)
    expect(
      gradeAnswer({
        note: oneLine,
        question,
        answer: "one extra drop is too small, so you cannot overshoot the end point",
      }).verdict,
    ).toBe("reversed");
    expect(
      gradeAnswer({
        note: oneLine,
        question,
        answer: "so that the volume of acid does not overshoot the end point",
      }).verdict,
    ).not.toBe("reversed");
    // (nor is a purpose lost behind a piece with no verb: review)
    expect(
      gradeAnswer({
        note: oneLine,
        question,
        answer: "Drop by drop, so that you don't overshoot the end point",
      }).verdict,
    ).not.toBe("reversed");
    // "drop by drop" asks of the notes' "dropwise", where no other word points (it pointed at "Add
    // the acid slowly ...", and the answer was "not what was asked").
    const steps = [
      "Titration",
      "1. Fill the burette with acid and record the start reading.",
      "2. Add the acid slowly from the burette, swirling the flask, until the end point.",
      "- Why dropwise? Otherwise you overshoot and the titre is too big.",
    ].join("\n");
    expect(
      gradeAnswer({
        note: steps,
        question: "Why should the acid be added drop by drop?",
        answer: "otherwise you overshoot and the titre is too big",
      }),
    ).toMatchObject({
      score: 3,
      passage: "- Why dropwise? Otherwise you overshoot and the titre is too big.",
    });
    // A yes or no question and its answer are two sentences, and a list's number is no answer.
    expect(
      gradeAnswer({
        note: "Are viruses alive? No, they cannot reproduce on their own.",
        question: "Are viruses alive?",
        answer: "No, they cannot reproduce on their own.",
      }).passage,
    ).not.toContain("Are viruses alive? No");
    expect(
      gradeAnswer({
        note: "Titration method\n1. Why swirl? To mix the acid and alkali.\n2. Why dropwise near end? One extra drop can overshoot.",
        question: "Why should you swirl the flask?",
        answer: "to mix the acid and alkali",
      }),
    ).toMatchObject({ score: 3, passage: "Why swirl? To mix the acid and alkali." });
  });

  it('reads a thing a verb stops ("barriers stop new firms entering") as denied, as "no new firms" denies it', () => {
    const note =
      "Monopoly\n- Monopolist restricts output -> price ↑ above competitive level -> supernormal profits.\n- Barriers stop new firms entering -> profits NOT competed away, even in the long run.";
    const question = "Why do a monopolist's supernormal profits last in the long run?";
    // (it was "the opposite of what your notes say (your answer says it does not)")
    expect(
      gradeAnswer({
        note,
        question,
        answer: "barriers to entry = no new firms, so the profits are not competed away in the long run",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    expect(
      gradeAnswer({
        note,
        question,
        answer: "new firms enter, so the profits are competed away in the long run",
      }),
    ).toMatchObject({ score: 1, verdict: "reversed" });
    // A stopping verb denies nothing on its own (review: these were "the opposite of what your notes say").
    expect(
      gradeAnswer({
        note: "Vaccines protect people from disease by making them immune.",
        question: "What do vaccines do?",
        answer: "Vaccines prevent disease by making people immune.",
      }).verdict,
    ).not.toBe("reversed");
    expect(
      gradeAnswer({
        note: "Antibiotics stop bacteria growing inside the body.",
        question: "What do antibiotics do?",
        answer: "Antibiotics kill bacteria inside the body.",
      }).verdict,
    ).not.toBe("reversed");
  });

  it('reads "take place" as a phrase, not the opposite of "release", and an arrow turned round as the wrong way round', () => {
    const fission =
      "Nuclear fission\n- U-235 nucleus absorbs a neutron -> splits -> releases 2 or 3 neutrons + energy.\n- Chain reaction: the released neutrons hit other U-235 nuclei -> they split -> release more neutrons.\n- Control rods (boron) absorb neutrons -> fewer fissions.";
    // (it was "the opposite of what your notes say (“take” where your notes say “release”)")
    expect(
      gradeAnswer({
        note: fission,
        question: "How does a chain reaction happen?",
        answer:
          "the neutrons released hit other U-235 nuclei, so more splits take place and more neutrons are released",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    expect(
      gradeAnswer({
        note: fission,
        question: "How do control rods keep the chain reaction under control?",
        answer: "the boron rods release neutrons, so more fissions happen",
      }).verdict,
    ).toBe("reversed");
    const coast =
      "Coastal erosion\n- Erosion (hydraulic action + abrasion) -> wave-cut notch forms.\n- Overhang collapses -> cliff retreats inland.\n- As platform gets wider -> waves break further out + lose energy before reaching cliff -> rate of erosion ↓ (platform protects the cliff).";
    const question = "What happens to the rate of erosion as the wave-cut platform gets wider?";
    expect(
      gradeAnswer({
        note: coast,
        question,
        answer: "platform wider -> waves gain energy before they hit the cliff, so more erosion",
      }).verdict,
    ).toBe("reversed");
    // One arrow turned round is the wrong way round, of a chain of them too (review: a chain's
    // arrows had been no pivots, and "soil erosion -> deforestation" scored 3).
    for (const note of ["Deforestation -> soil erosion.", "Deforestation -> soil erosion -> flooding."])
      expect(
        gradeAnswer({
          note,
          question: "What does deforestation lead to?",
          answer: "soil erosion -> deforestation",
        }).verdict,
        note,
      ).toBe("reversed");
    // "dropwise" read as "in drops" leaves the roles of a passive to swap (second review: read as
    // "drop by drop", its "by" had hidden them).
    expect(
      gradeAnswer({
        note: "The acid is added dropwise to the alkali in the flask.",
        question: "How is the acid added?",
        answer: "The alkali is added dropwise to the acid in the flask.",
      }).verdict,
    ).toBe("reversed");
  });

  it('reads an answer\'s opening "no," or "yes -" as a reply, not a denial of what follows', () => {
    const note = "Correlation does NOT prove causation.";
    const question = "Does correlation prove causation?";
    // (it was 1: "the opposite of what your notes say (your answer says it does not)")
    for (const answer of [
      "no, correlation does not prove causation",
      "No - correlation doesn't prove causation",
    ])
      expect(gradeAnswer({ note, question, answer }), answer).toMatchObject({ score: 3, verdict: "right" });
    expect(gradeAnswer({ note, question, answer: "yes, correlation proves causation" }).verdict).toBe(
      "reversed",
    );
    // A no that answers a question a yes or no answers is the answer, when what follows does not
    // say it again (review: "No, they have delocalised electrons" was 3).
    const metals =
      "Metals are good conductors of electricity because they have delocalised electrons that can move.";
    expect(
      gradeAnswer({
        note: metals,
        question: "Are metals good conductors of electricity?",
        answer: "No, they have delocalised electrons that can move",
      }).score,
    ).toBe(1);
    expect(
      gradeAnswer({
        note: metals,
        question: "Are metals good conductors of electricity?",
        answer: "Yes, they have delocalised electrons that can move",
      }).score,
    ).toBe(3);
    // (what is read ahead for the answer's sentence vector is what is graded: no second reading)
    expect(answerTexts({ note, question, answer: "I'm not sure, but no, it does not" })).toEqual([
      "it does not",
    ]);
  });

  it("asks of a sentence the statement the question names in its own words, and tells only what that misses", () => {
    const note =
      "Structural unemployment happens when the structure of the economy changes and demand for certain skills falls. The government can reduce structural unemployment through retraining schemes, and cyclical unemployment by boosting total demand, for example by cutting taxes.";
    // "cutting" is a word for the question's "reduce", but the question names the first statement:
    // it was 2, "your notes also give “cyclical”, “boosting total demand” and “taxes”".
    expect(
      gradeAnswer({
        note,
        question: "How can the government reduce structural unemployment?",
        answer: "the government reduces it through retraining schemes",
      }),
    ).toMatchObject({ score: 3, verdict: "right" });
    // (it told of "amino" acids, of protease's statement beside lipase's)
    const lipase = gradeAnswer({
      note: "Enzymes are biological catalysts. Amylase breaks down starch into sugars. Protease breaks down proteins into amino acids, and lipase breaks down fats into fatty acids and glycerol.",
      question: "What does lipase break down, and what are the products?",
      answer: "fats",
    });
    expect(lipase.score).toBe(2);
    expect(lipase.missed).toEqual(["fatty", "acids", "glycerol"]);
    const bile =
      "Bile is made in the liver and stored in the gall bladder. It emulsifies fats into small droplets, which gives lipase a larger surface area to work on.";
    const question = "What does bile do, and where is it made?";
    // A later part is judged against the sentence the answer gives in full that its words point
    // at, not the earlier part's again (it was 1: "That does not answer what was asked.").
    const both = gradeAnswer({
      note: bile,
      question,
      answer: "it breaks fats into droplets and it is made in the liver",
    });
    expect(both.score).toBe(2);
    expect(both.asked).toEqual([
      expect.stringContaining("emulsifies") as string,
      expect.stringContaining("liver") as string,
    ]);
  });

  it('reads the notes\' opening "it" as the subject of the sentence before, when the answer denies what they say of it', () => {
    const sound =
      "Sound is a longitudinal wave. It needs a medium to travel through, so it cannot travel through a vacuum such as space. It travels fastest in solids and slowest in gases.";
    const why = "Why can't sound travel through space?";
    // (it was 3: "Right: you got across “needs” and “medium”.")
    expect(
      gradeAnswer({ note: sound, question: why, answer: "because sound doesn't need a medium" }),
    ).toMatchObject({
      score: 1,
      verdict: "reversed",
    });
    expect(
      gradeAnswer({
        note: sound,
        question: why,
        answer: "Because space is a vacuum and sound needs a medium to travel through.",
      }).score,
    ).toBe(3);
    // (the word just before the denial is what it denies of: review)
    expect(
      gradeAnswer({
        note: `${sound} Light is a transverse electromagnetic wave and can travel through a vacuum.`,
        question: "How does light differ from sound?",
        answer: "Unlike sound, light does not need a medium, so it can travel through a vacuum",
      }).verdict,
    ).not.toBe("reversed");
    // A denial the notes make true by the other way round elsewhere is no reversal (review).
    expect(
      gradeAnswer({
        note: "When interest rates rise, borrowing becomes more expensive, so spending falls. This reduces inflation. When interest rates fall, borrowing is cheaper and spending rises.",
        question: "What happens to spending when interest rates rise?",
        answer: "spending does not rise, it falls, because borrowing costs more",
      }).score,
    ).toBe(3);
  });

  it('reads a number written with spaces between its thousands ("100 000") as the notes\' "100,000"', () => {
    expect(normalizeText("reduce the army to 100 000 men, 1 000 000 people")).toBe(
      "reduce the army to 100000 men, 1000000 people",
    );
    // (another number run into it is left as it is)
    expect(normalizeText("in 1914 100 000 men")).toBe("in 1914 100 000 men");
    const note =
      "The Treaty of Versailles was signed in 1919. Germany had to accept blame for the war (the War Guilt Clause), pay reparations of £6.6 billion, and reduce its army to 100,000 men. Germany lost all its colonies.";
    // (it was 1: "That is not the number your notes give (“100 000 men”).")
    expect(
      gradeAnswer({
        note,
        question: "What did the treaty say Germany had to do with its army?",
        answer: "it had to reduce its army to 100 000 men",
      }).verdict,
    ).not.toBe("reversed");
  });

  it('takes a place the sentence names for what a "where" asks as its answer in full, not a time', () => {
    const note =
      "Photosynthesis happens in the chloroplasts of plant cells, mainly in the leaves. Chlorophyll absorbs light energy. Light energy is used to turn carbon dioxide and water into glucose, and oxygen is released as a by-product.";
    const question = "Where does photosynthesis happen, and what is released as a by-product?";
    // (it was 2: "You answered one part of the question but not the other: you got across
    // “chloroplasts” and “oxygen”, but your notes also give “plant cells” and “leaves”.")
    for (const answer of ["chloroplasts and oxygen", "in the chloroplasts, and it gives off oxygen"])
      expect(gradeAnswer({ note, question, answer }), answer).toMatchObject({ score: 3, verdict: "right" });
    expect(gradeAnswer({ note, question, answer: "in the roots, and oxygen" }).score).toBe(2);
    // (the first place the asked statement names, where the thing is: review)
    const insulin =
      "Insulin is made in the pancreas and travels in the blood to the liver, where it makes cells take up glucose.";
    expect(
      gradeAnswer({ note: insulin, question: "Where is insulin made?", answer: "in the pancreas" }).score,
    ).toBe(3);
    expect(
      gradeAnswer({ note: insulin, question: "Where is insulin made?", answer: "in the blood" }).score,
    ).toBe(2);
    // (a time is no place: "in the 19th century" gives no "where")
    expect(
      gradeAnswer({
        note: "The Industrial Revolution began in Britain in the mid-18th century, around 1760.",
        question: "Where did the Industrial Revolution begin?",
        answer: "in France in the 18th century",
      }).score,
    ).toBe(1);
  });

  it("asks of both things a question compares, each a part of it", () => {
    expect(questionParts("What is the difference between lossless and lossy compression?")).toEqual([
      "What is the difference between lossless",
      "What is the difference between lossy compression",
    ]);
    expect(questionParts("How is active transport different from diffusion?")).toEqual([
      "How is active transport",
      "diffusion",
    ]);
    expect(questionParts("Explain why granite has larger crystals than basalt.")).toEqual([
      "Explain why granite has larger crystals",
      "basalt",
    ]);
    expect(questionParts("Why is a diamond harder than graphite?")).toEqual([
      "Why is a diamond harder",
      "graphite",
    ]);
    // Two things of a kind asked of together ("quantity demanded and quantity supplied").
    expect(
      questionParts("What happens to quantity demanded and quantity supplied when the price rises?"),
    ).toEqual([
      "What happens to quantity demanded when the price rises?",
      "What happens to quantity supplied when the price rises?",
    ]);
    // (a measure is no thing compared, nor is a word in -er a comparison: review)
    for (const question of [
      "Why does ice float on water rather than sink?",
      "Why did the leader choose appeasement rather than war?",
      "How do the two parties differ from each other?",
      "How is the outcome different from what was expected?",
      "Why do more than half of voters abstain?",
      "Why is the turnout lower than expected in cities?",
      "Why do more people vote than ever before?",
      "What are the capacity and duration of short-term memory?",
      "How do plants and animals get their energy?",
    ])
      expect(questionParts(question), question).toEqual([question]);
    const note =
      "Igneous rocks form when magma or lava cools and crystallises. Slow cooling underground (intrusive) -> LARGE crystals e.g. granite. Fast cooling at the surface (extrusive) -> small crystals e.g. basalt. Metamorphic rocks are existing rocks changed by heat and pressure, e.g. limestone -> marble.";
    const question = "Explain why granite has larger crystals than basalt.";
    expect(
      gradeAnswer({
        note,
        question,
        answer:
          "granite cools slowly underground so its crystals have time to grow large, but basalt cools fast at the surface so its crystals are small",
      }).score,
    ).toBe(3);
    // (it was 3: "Right: you got across “Slow” (as “slowly”), “cooling underground” and “intrusive”.")
    expect(
      gradeAnswer({
        note,
        question,
        answer:
          "Granite is an intrusive rock that cools slowly underground, which is why it has large crystals, and it is often used for kitchen worktops.",
      }),
    ).toMatchObject({
      score: 2,
      reason: expect.stringContaining("your notes also give “surface”") as string,
    });
  });

  it("marks a number the notes give something else as wrong, however many of their words come with it", async () => {
    const note =
      "Each binary digit is called a bit, and 8 bits make a byte. A kilobyte is 1,000 bytes. Short-term memory holds about 7 ± 2 items for 18-30 seconds.";
    const question = "How many bits make a byte?";
    const wrong = gradeAnswer({ note, question, answer: "16 bits make a byte" });
    expect(wrong.score).toBe(1);
    expect(wrong.reason).toBe(
      "That is not the number your notes give (“16 bits”). Your notes: “Each binary digit is called a bit, and 8 bits make a byte.”",
    );
    expect(gradeAnswer({ note, question, answer: "8 bits make a byte" }).score).toBe(3);
    // The notes' own number given too, a number of something they give no number of, one within a
    // tenth of theirs, and one of a range they give, are no wrong number.
    expect(gradeAnswer({ note, question, answer: "a byte is 8 bits, not 16 bits" }).score).toBe(3);
    expect(gradeAnswer({ note, question, answer: "8 bits make a byte, and 2 bytes make a word" }).score).toBe(
      3,
    );
    const memory = "How much does short-term memory hold, and for how long?";
    expect(gradeAnswer({ note, question: memory, answer: "about 7 items for around 20 seconds" }).score).toBe(
      3,
    );
    // Two numbers swapped, on a question about the whole note.
    const haber =
      "The Haber process makes ammonia from nitrogen and hydrogen. Industry uses a compromise: 450°C and 200 atm, with an iron catalyst.";
    const swapped = await gradingBy(
      haber,
      'In your own words, explain what your notes on "Ammonia" say.',
    )("the haber process is run at 200°C and 450 atm as a compromise");
    expect(swapped.score).toBe(1);
    expect(swapped.reason).toContain("That is not the number your notes give (“200 degrees”)");
    // Units written as symbols: "Hz", which the tagger takes for a name, and the "m" of "m/s".
    const sound =
      "In air at room temperature sound travels at about 340 m/s. Humans can hear frequencies from about 20 Hz to 20,000 Hz.";
    const speed = { note: sound, question: "How fast does sound travel in air?" };
    const tooFast = gradeAnswer({ ...speed, answer: "in air sound travels at about 20,000 m/s" });
    expect(tooFast.score).toBe(1);
    expect(tooFast.reason).toContain("That is not the number your notes give (“20,000 m/s”)");
    expect(gradeAnswer({ ...speed, answer: "at room temperature it goes about 340 m/s in air" }).score).toBe(
      3,
    );
    const hearing = { note: sound, question: "What frequencies can humans hear?" };
    expect(
      gradeAnswer({ ...hearing, answer: "humans hear frequencies from about 20 Hz up to 2,000 Hz" }).score,
    ).toBe(1);
    expect(
      gradeAnswer({ ...hearing, answer: "humans hear frequencies from about 20 Hz up to 20,000 Hz" }).score,
    ).toBe(3);
    // A point given in full beside a wrong number: partly right, the number a slip.
    const wave = `Sound is a longitudinal wave: the particles vibrate back and forth parallel to the direction the wave travels. ${sound}`;
    const slip = gradeAnswer({
      note: wave,
      question: 'In your own words, explain what your notes on "Sound waves" say.',
      answer:
        "Sound is a longitudinal wave, the particles vibrate back and forth parallel to the direction the wave goes. Humans hear frequencies from 20 Hz to 2000 Hz.",
    });
    expect(slip.score).toBe(2);
    expect(slip.reason).toMatch(
      /^Partly right: you got across .*“longitudinal”.*\. But that is not the number your notes give \(“2,000 Hz”\)\. Your notes: “.*Humans can hear frequencies from about 20 Hz to 20,000 Hz\.”$/,
    );
  });

  it("asks about a sentence with something to get across, not a heading any answer gives", async () => {
    // "Also:" on a line of its own is a sentence with no key word: before, every answer gave it.
    const note =
      "Reference: https://www.ncbi.nlm.nih.gov/books/NBK26907/\nAlso:\nPneumonoultramicroscopicsilicovolcanoconiosis is a lung disease caused by inhaling very fine silica dust.";
    const question = 'In your own words, explain what your notes on "Links" say.';
    const grade = gradingBy(note, question);
    const revolution = await grade(
      "The French Revolution began in 1789 when the Estates-General met and the Third Estate declared itself the National Assembly.",
    );
    expect(revolution.score).toBe(1);
    expect(revolution.asked).not.toContain("Also");
    expect((await grade("banana")).score).toBe(1);
  });

  it("never tells a student a heading's “vs” is a word of the notes they missed, and lists words the notes write together as one", () => {
    const grade = gradeAnswer({
      note: "Photosynthesis vs respiration\nPhotosynthesis takes in carbon dioxide and gives out oxygen. Respiration takes in oxygen and gives out carbon dioxide.",
      question: "What does photosynthesis give out, and what does respiration give out?",
      answer: "photosynthesis gives out oxygen",
    });
    expect(grade.score).toBe(2);
    expect(grade.reason).toContain("“oxygen”");
    expect(grade.reason).not.toMatch(/“vs”|“versus”/);
    expect(grade.missed).not.toContain("vs");
    // (and the words the notes write together as one, whichever comes first in the list: it said
    // “dioxide” and “carbon”)
    expect(grade.reason).toContain("your notes also give “carbon dioxide”");
  });

  it("quotes the answer's words back as the student wrote them, and the notes' without a full stop read onto them", () => {
    const reason = (note: string, question: string, answer: string) =>
      gradeAnswer({ note, question, answer }).reason;
    // The reader lower-cases what it reads: the reason said “ph”, “uk”, “sun.”.
    expect(
      reason(
        "The more H+ ions there are, the lower the pH.",
        "What happens to the pH when there are more H+ ions?",
        "the more H+ ions, the higher the pH",
      ),
    ).toContain("your answer says “pH” goes up");
    expect(
      reason(
        "The Industrial Revolution began in Britain in the mid-18th century.",
        "When and where did the Industrial Revolution begin?",
        "in the UK, roughly halfway through the eighteenth century",
      ),
    ).toContain("“Britain” (as “UK”)");
    const orbit = reason(
      "The Earth takes a year to orbit the Sun. The Moon orbits the Earth about once a month.",
      "What does the Earth orbit, and how long does it take?",
      "it orbits the sun. it takes a year",
    );
    expect(orbit).toContain("“Sun”");
    expect(orbit).not.toContain("sun.");
    // (a word a sentence opens with keeps the reader's small letter)
    expect(
      reason(
        "Catalysts speed up reactions by providing a different route with a lower activation energy.",
        "How does a catalyst speed up a reaction?",
        "Supplying a different route with lower activation energy",
      ),
    ).toContain("“providing” (as “supplying”)");
  });

  it("credits no plain measure of the notes to a fall of something else (QA)", async () => {
    // QA: an answer on insulin put to the rock cycle scored 3, "Right: you got across “Slow” (as
    // “falls”) and “small” (as “falls”)": "slow cooling" and "small crystals" say no fall.
    const grade = gradingBy(
      "Igneous: magma/lava cools + crystallises. Slow cooling underground (intrusive) -> LARGE crystals e.g. granite. Fast cooling at surface (extrusive) -> small crystals e.g. basalt.",
      "Explain why granite has larger crystals than basalt.",
    );
    const insulin = await grade(
      "Beta cells in the pancreas release insulin when blood glucose is high, so the liver takes up glucose and the blood glucose falls.",
    );
    expect(insulin.score).toBe(1);
    expect(insulin.reason).not.toContain("falls");
    // ... while the notes' own case in other words is still the whole answer.
    expect(
      (
        await grade(
          "Granite cooled slowly deep underground, so its crystals had time to grow large; basalt cooled quickly at the surface, so its crystals are small.",
        )
      ).score,
    ).toBe(3);
  });

  it("grades a fill-in blank by the words it hides, with sentence vectors too", async () => {
    const note =
      "The Calvin cycle takes place in the stroma. The products are reduced to glyceraldehyde 3-phosphate (G3P) using the ATP and NADPH from the light-dependent reactions.";
    const question =
      'Fill in the blank: "The products are reduced to glyceraldehyde 3-phosphate (G3P) using the _____ and NADPH from the light-dependent reactions."';
    const grade = gradingBy(note, question);
    expect(await grade("ATP")).toMatchObject({ score: 3, verdict: "right" });
    expect(await grade("sucrose")).toMatchObject({ score: 1 });
  });

  it("marks a fill-in answer that names the missing words only to deny them as the opposite (QA)", async () => {
    const note =
      "The Calvin cycle takes place in the stroma. It uses the ATP and NADPH from the light-dependent reactions to fix carbon dioxide from the air into sugar.";
    const question =
      'Fill in the blank: "It uses the ATP and NADPH from the light-dependent reactions to fix _____ from the air into sugar."';
    const grade = gradingBy(note, question);
    const denied = await grade(
      "It is definitely not carbon dioxide; carbon dioxide has nothing to do with it.",
    );
    expect(denied).toMatchObject({ score: 1, verdict: "reversed" });
    expect(denied.reason).toMatch(
      /^That is the opposite of what your notes say \(your answer says it is not “carbon dioxide”\)/,
    );
    expect(await grade("Not CO2.")).toMatchObject({ score: 1, verdict: "reversed" });
    expect(
      await grade("I would guess oxygen, but my friend said carbon dioxide, which I am sure is wrong."),
    ).toMatchObject({
      score: 1,
    });
    // Named once without a denial, it is the answer.
    expect(await grade("Not oxygen but carbon dioxide")).toMatchObject({ score: 3 });
    expect(await grade("It isn't water, it's carbon dioxide")).toMatchObject({ score: 3 });
    expect(await grade("carbon dioxide")).toMatchObject({ score: 3 });
  });

  it("reads a fill-in answer as denying the missing words only when it denies them, not a hedge or another thing (review)", () => {
    const cases: [string, string[], boolean][] = [
      [
        "It is definitely not carbon dioxide; carbon dioxide has nothing to do with it.",
        ["carbon", "dioxide"],
        true,
      ],
      [
        "I would guess sunlight, but my friend said shortest supply, which I am sure is wrong.",
        ["short", "supply"],
        true,
      ],
      ["Not larger quantity.", ["larger", "quantity"], true],
      ["carbon dioxide is wrong, I mean oxygen", ["carbon", "dioxide"], true],
      ["carbon dioxide, not oxygen", ["carbon", "dioxide"], false],
      ["It isn't water, it's carbon dioxide", ["carbon", "dioxide"], false],
      ["I think it is carbon dioxide but I'm not sure", ["carbon", "dioxide"], false],
      ["It's oxygen, CO2 is wrong", ["oxygen"], false],
      ["Oxygen, I could be wrong", ["oxygen"], false],
      ["Oxygen, which is not wrong", ["oxygen"], false],
      ["I'm not sure it's oxygen", ["oxygen"], false],
      ["Not only oxygen but also water", ["oxygen"], false],
    ];
    for (const [answer, hidden, denied] of cases)
      expect(Boolean(deniedFill(answer, hidden)), answer).toBe(denied);
  });
});

describe("a question's setting", () => {
  const note =
    "Crude oil is a fossil fuel formed over millions of years from the remains of ancient sea creatures buried in mud. It is a mixture of hydrocarbons, compounds made of hydrogen and carbon atoms only. In fractional distillation the oil is heated until it evaporates, and the vapour rises up a fractionating column that is hot at the bottom and cooler at the top. Each fraction condenses at a different height because hydrocarbons with different chain lengths have different boiling points. Short-chain hydrocarbons such as petrol have low boiling points and are collected near the top; long-chain ones such as bitumen have high boiling points and are collected at the bottom. Short-chain fractions are also less viscous and more flammable than long-chain ones.";
  const question = "In a fractionating column, where are short-chain hydrocarbons collected, and why?";

  it("points less by the words of a setting the question opens with than by what it asks", () => {
    // ("fractionating column" pointed at the sentence about the column: a full answer was partly right)
    const full = gradeAnswer({
      note,
      question,
      answer: "near the top, because they have low boiling points",
    });
    expect(full.asked?.[0]).toMatch(/^Short-chain hydrocarbons such as petrol have low boiling points/);
    expect(full).toMatchObject({ score: 3, verdict: "right" });
  });

  it("calls the reason alone partly right, for a question that asks where first and then why", () => {
    expect(gradeAnswer({ note, question, answer: "because they have low boiling points" }).score).toBe(2);
    expect(gradeAnswer({ note, question, answer: "cos they've got low boiling points" }).score).toBe(2);
    // (second review) A reason with the answer after it is whole.
    for (const answer of [
      "because they have low boiling points they are collected near the top",
      "because they have low boiling points, they collect near the top",
    ])
      expect(gradeAnswer({ note, question, answer }).score, answer).toBe(3);
    // (an answer that opens with a time is no reason alone)
    const rates =
      "Rates of reaction. As the temperature rises, the rate of reaction increases because particles collide more often.";
    expect(
      gradeAnswer({
        note: rates,
        question: "What happens to the rate of reaction as the temperature rises, and why?",
        answer: "As it rises particles collide more often, so the rate increases",
      }).score,
    ).toBe(3);
    // (a question that asks why is answered by its reason)
    expect(
      gradeAnswer({
        note,
        question: "Why are short-chain hydrocarbons collected near the top of the column?",
        answer: "because they have low boiling points",
      }).score,
    ).toBe(3);
  });
});

describe("notes written as lists", () => {
  const foodTests = [
    "FOOD TESTS",
    "- grind the food + mix it w/ water first",
    "TEST for starch: add iodine solution",
    "- starch present: orange-brown -> blue-black",
    "- no starch: stays orange-brown",
    "TEST for protein: add biuret reagent",
    "- protein present: blue -> purple",
    "Don't confuse iodine (starch) w/ biuret (protein)",
  ].join("\n");

  it("points at a point with the words of the line it stands under", () => {
    // ("TEST for C=C: shake w/ bromine water" was the sentence asked about, its points never: a
    // full answer was "not what was asked")
    const grade = gradeAnswer({
      note: foodTests,
      question: "What colour change shows that a food contains starch when iodine solution is added?",
      answer: "it goes from orange-brown to blue-black",
    });
    expect(grade.asked?.[0]).toBe("- starch present: orange-brown -> blue-black");
    expect(grade.score).toBe(3);
  });

  const asch = [
    "CONFORMITY (Asch, 1951)",
    "- = yielding to the pressure of a group",
    "- Asch's line study: 1 real participant + 7 confederates who give the wrong answer",
    "   -> participants conformed on approx. 37% of the critical trials",
    "   -> why? fear of being ridiculed + wanting to fit in -> normative social influence",
    "- one ally who disagreed -> conformity fell to approx. 5%",
  ].join("\n");

  it("answers a why question by the notes' own reason in the point after the one it is about", () => {
    const question = "Why did the participants in Asch's line study conform on the critical trials?";
    const right = gradeAnswer({
      note: asch,
      question,
      answer:
        "they were scared of being laughed at and wanted to fit in, so it was normative social influence",
    });
    expect(right.asked?.[0]).toMatch(/^-> why\? fear of being ridiculed/);
    expect(right.score).toBe(3);
    // (what the point before it says is no reason: "conformed on 37%" says what they did)
    const what = gradeAnswer({ note: asch, question, answer: "they conformed on about 37% of the trials" });
    expect(what.score).toBe(1);
    // (review) A point that gives its reason itself ("to let CO2 in") keeps it, beside a "because"
    // of the next.
    const stomata = [
      "LEAVES",
      "STOMATA",
      "- open in the day to let CO2 in for photosynthesis",
      "- close at night because there is no light for photosynthesis",
      "- guard cells control the size of the opening",
    ].join("\n");
    const why = "Why do stomata open during the day?";
    expect(
      gradeAnswer({ note: stomata, question: why, answer: "to let carbon dioxide in for photosynthesis" })
        .score,
    ).toBe(3);
    expect(
      gradeAnswer({ note: stomata, question: why, answer: "because there is no light for photosynthesis" })
        .score,
    ).toBe(1);
  });

  it("points at the point under a line the question names by words of its own, not at one beside it", () => {
    // (review: the words of "Berlin Blockade (1948-49)", carried into both points under it, made
    // "Stalin cut off the roads" the answer to how the West responded)
    const note = [
      "THE COLD WAR",
      "Marshall Plan (1947)",
      "- $13 billion of aid to rebuild Europe",
      "Berlin Blockade (1948-49)",
      "- Stalin cut off road + rail links to West Berlin",
      "- West responded with the Berlin Airlift",
    ].join("\n");
    const question = "How did the West respond to the Berlin Blockade?";
    expect(gradeAnswer({ note, question, answer: "with the Berlin Airlift" }).score).toBe(3);
    expect(gradeAnswer({ note, question, answer: "Stalin cut off the roads" }).score).toBe(1);
  });

  it("reads an arrow or a number that opens a line of the notes as the mark of a point, not a claim of it", () => {
    expect(normalizeText("-> social cost > private cost")).not.toMatch(/leads/);
    expect(normalizeText("   -> over-produced")).toBe("over-produced");
    // (an arrow within a line still leads somewhere)
    expect(normalizeText("speed ↑ -> drag ↑")).toContain("leads to");
    const steps =
      "Titration\n1. Rinse the burette with the acid\n2. Add the acid dropwise near the end point\n3. drag = weight";
    expect(sentencesOf(steps)).toEqual([
      "Titration",
      "Rinse the burette with the acid",
      "Add the acid dropwise near the end point",
      "drag = weight",
    ]);
    // (review) An answer's own number is still its number.
    const heart = "The human heart has 4 chambers: 2 atria and 2 ventricles.";
    expect(
      gradeAnswer({
        note: heart,
        question: "How many chambers does the heart have?",
        answer: "6. atria and ventricles",
      }).score,
    ).toBe(1);
  });
});

describe("a privative word of the notes", () => {
  const note =
    "Testing for alkenes: shake the compound with bromine water. With an alkene the orange bromine water goes colourless, because the bromine adds across the double bond.";
  const question = "What happens to bromine water when it is shaken with an alkene?";

  it("is not turned round by the same word, nor by losing its root", () => {
    // ("colourless" was "the opposite of what your notes say (“colourless” where your notes say
    // “colourless”)")
    for (const answer of [
      "it goes from orange to colourless",
      "the bromine water loses its colour because the bromine adds across the double bond",
    ])
      expect(gradeAnswer({ note, question, answer }).verdict, answer).not.toBe("reversed");
    // (its root is still its opposite)
    expect(gradeAnswer({ note, question, answer: "it turns a deeper orange colour" }).verdict).toBe(
      "reversed",
    );
  });
});

describe("what a question grants", () => {
  const note = [
    "TRADE",
    "- ABSOLUTE advantage = can make MORE of a good w/ the same resources than another country",
    "- COMPARATIVE advantage = can make a good at a LOWER OPPORTUNITY COST than another country",
    "- even if one country has an absolute advantage in both goods, both can still gain",
    "- each country specialises in the good w/ the lowest opp. cost -> total output ↑",
    "- then they trade -> both can consume more than they could make alone",
  ].join("\n");
  const question =
    "Explain why two countries can both gain from trade even if one of them has an absolute advantage in both goods.";

  it("is no subject the answer must keep to, and the notes' shortened word is no other term", () => {
    // (the first was told it said of comparative advantage what the notes say of absolute
    // advantage; the second that "opportunity" was another term than the notes' "opp.")
    for (const answer of [
      "because of comparative advantage: each makes the good with the lower opportunity cost, so more is made in total and both gain from trading",
      "each country specialises in the good with the lowest opportunity cost, its comparative advantage, so total output increases and by trading both can consume more",
    ]) {
      const grade = gradeAnswer({ note, question, answer });
      expect(grade.reason, answer).not.toMatch(/say of|where they have/);
      expect(grade.score, answer).toBe(3);
    }
  });
});

describe("a list's cases told apart (review)", () => {
  it("reads a question about a thing's absence in other words, and a condition after 'even when'", () => {
    const respiration = [
      "RESPIRATION",
      "- aerobic: glucose + oxygen -> carbon dioxide + water, lots of energy released",
      "- without oxygen (anaerobic) in muscles: glucose -> lactic acid, less energy",
    ].join("\n");
    const absence = "What do muscles make from glucose when they respire in the absence of oxygen?";
    expect(gradeAnswer({ note: respiration, question: absence, answer: "lactic acid" }).score).toBe(3);
    const temperature = [
      "TEMPERATURE CONTROL",
      "- core temperature kept at about 37°C",
      "- when too hot: sweating, vasodilation",
      "- when too cold: shivering, vasoconstriction",
    ].join("\n");
    const cold = "How does the body keep its core temperature at 37°C even when it is too cold outside?";
    expect(
      gradeAnswer({ note: temperature, question: cold, answer: "by shivering and vasoconstriction" }).score,
    ).toBe(3);
  });

  it("still calls a word of the notes put for another a crossed term, when the notes' word is no shortening", () => {
    const forces = [
      "FORCES",
      "- the turning effect of a force is called its moment",
      "- moment = force x perpendicular distance from the pivot",
      "- force = rate of change of momentum",
    ].join("\n");
    expect(
      gradeAnswer({
        note: forces,
        question: "How do you calculate a moment?",
        answer: "momentum = force x perpendicular distance from the pivot",
      }).score,
    ).toBe(1);
  });
});
