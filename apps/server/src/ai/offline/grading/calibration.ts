import type { Score } from "../../capabilities";
import { WEIGHTS } from "./calibration-weights";

/** What the word rules concluded, before the measures are weighed together. */
export type WordVerdict = "right" | "partial" | "missed" | "reversed" | "keywords" | "empty";

/** How much of what was asked the answer gives, as numbers: what a grade is read from. */
export interface GradeSignals {
  /** The word rules' own verdict. */
  verdict: WordVerdict;
  /** Set when a rule of its own gave the grade (an answer that is a formula), not these measures: not learned from. */
  ruled?: boolean;
  /** How many parts the question has. */
  parts: number;
  /** The least and the most of a part's whole point given (each 0 to about 1). */
  wholeMin: number;
  wholeMax: number;
  /** The least share of a part's key words given. */
  someMin: number;
  /** Key words of the answer found only elsewhere in the notes, and names or numbers the notes lack. */
  elsewhere: number;
  /** Key words of the notes the answer got across, and those it did not. */
  recalled: number;
  missed: number;
  /** Words in the answer, and in the passage the question asks about. */
  words: number;
  passageWords: number;
  /** How alike in meaning the answer is to (sentence vectors; absent without them): */
  meaning?: {
    /** the closest sentence of the passage asked about, */
    passage: number;
    /** the closest sentence elsewhere in the notes (-1 when there is none), */
    rest: number;
    /** the question, */
    question: number;
    /** and the whole note. */
    note: number;
  };
}

/** The score each verdict gives when the word rules grade on their own. */
export const WORD_SCORES: Record<WordVerdict, Score> = {
  right: 3,
  partial: 2,
  missed: 1,
  reversed: 1,
  keywords: 1,
  empty: 1,
};

/** The verdicts the word rules are trusted with: a reversed claim, a bare list of words, no answer. */
export const FIRM_VERDICTS: ReadonlySet<WordVerdict> = new Set(["reversed", "keywords", "empty"]);

/** The measures a calibrated grade weighs, by name (the weights file lists them in this order). */
export const FEATURE_NAMES = [
  "bias",
  "words say right",
  "words say partial",
  "words say missed",
  "share of key words",
  "key words recalled",
  "key words missed",
  "meaning: passage",
  "meaning: question",
  "meaning: note",
  "meaning: rest of notes",
  "meaning: passage over rest",
  "answer length",
  "answer length to passage",
  "meaning: passage, words say missed",
  "meaning: passage, words say partial",
  "meaning: passage, words say right",
  "least of a part",
  "most of a part",
  "least key words of a part",
  "words from elsewhere",
  "two-part question",
  "answer length, by meaning: passage",
] as const;

/**
 * How many of an answer's words its length is weighed up to: beyond a sentence or two, more words
 * say no more of how much of the point it gives (a long account of one part of it is partly right).
 */
const LENGTH_WEIGHED = 20;

/** The measures of one answer, in FEATURE_NAMES' order. */
export function featuresOf(s: GradeSignals): number[] {
  const meaning = s.meaning ?? { passage: 0, rest: 0, question: 0, note: 0 };
  const said = s.recalled + s.missed;
  const is = (verdict: WordVerdict) => (s.verdict === verdict ? 1 : 0);
  const length = Math.log1p(Math.min(s.words, LENGTH_WEIGHED)) / 4;
  return [
    1,
    is("right"),
    is("partial"),
    is("missed"),
    said === 0 ? 0 : s.recalled / said,
    Math.min(s.recalled, 6) / 6,
    Math.min(s.missed, 6) / 6,
    meaning.passage,
    meaning.question,
    meaning.note,
    meaning.rest,
    meaning.passage - meaning.rest,
    length,
    Math.min(2, s.words / Math.max(1, s.passageWords)),
    meaning.passage * is("missed"),
    meaning.passage * is("partial"),
    meaning.passage * is("right"),
    Math.min(1.5, s.wholeMin),
    Math.min(1.5, s.wholeMax),
    Math.min(1.5, s.someMin),
    Math.min(3, s.elsewhere) / 3,
    s.parts > 1 ? 1 : 0,
    // (a long answer says more only when it is about the passage: a long account of the coast is
    // no answer about a fractionating column, however many of its words it shares)
    length * meaning.passage,
  ];
}

/** A score's weights over the measures, one row per score 1, 2 and 3. */
export type Weights = readonly (readonly number[])[];

/**
 * The score a teacher would most likely give, from the word rules' measures and the answer's
 * closeness in meaning to the notes, weighed by a multinomial logistic regression fitted on the
 * team's graded answers (`npm run fit:grading`). Firm verdicts are not weighed: the word rules
 * alone say a reversed claim, a list of words or no answer is a 1.
 */
export function calibratedScore(signals: GradeSignals, weights: Weights = WEIGHTS): Score {
  if (FIRM_VERDICTS.has(signals.verdict)) return 1;
  const x = featuresOf(signals);
  const logits = weights.map((row) => row.reduce((sum, w, i) => sum + w * (x[i] ?? 0), 0));
  const best = logits.indexOf(Math.max(...logits));
  return (best + 1) as Score;
}

/**
 * Fits the weights (multinomial logistic regression, full-batch gradient descent with an L2
 * penalty on all but the bias): deterministic, so the same answers give the same weights.
 */
export function fitWeights(
  examples: { signals: GradeSignals; score: Score }[],
  { penalty = 0.003, rounds = 2000, rate = 0.5 } = {},
): number[][] {
  // In flat arrays, summed in the same order as a row-by-row reading would (the same weights,
  // to the last bit), with no arrays made for every answer in every round: leave-one-passage-out
  // in `npm run fit:grading` went from 3m44s to 2m10s.
  const size = FEATURE_NAMES.length;
  const count = examples.length;
  const xs = new Float64Array(count * size);
  examples.forEach((e, n) => featuresOf(e.signals).forEach((value, i) => (xs[n * size + i] = value)));
  const scores = examples.map((e) => e.score - 1);
  const weights = new Float64Array(3 * size);
  const gradient = new Float64Array(3 * size);
  const logits = new Float64Array(3);
  for (let round = 0; round < rounds; round++) {
    gradient.fill(0);
    for (let n = 0; n < count; n++) {
      const at = n * size;
      let top = -Infinity;
      for (let k = 0; k < 3; k++) {
        let sum = 0;
        for (let i = 0; i < size; i++) sum += (weights[k * size + i] as number) * (xs[at + i] as number);
        logits[k] = sum;
        top = Math.max(top, sum);
      }
      let total = 0;
      for (let k = 0; k < 3; k++) {
        logits[k] = Math.exp((logits[k] as number) - top);
        total += logits[k] as number;
      }
      for (let k = 0; k < 3; k++) {
        const error = (logits[k] as number) / total - (scores[n] === k ? 1 : 0);
        for (let i = 0; i < size; i++)
          gradient[k * size + i] = (gradient[k * size + i] as number) + error * (xs[at + i] as number);
      }
    }
    for (let j = 0; j < 3 * size; j++) {
      const w = weights[j] as number;
      const step = (gradient[j] as number) / count + (j % size === 0 ? 0 : penalty * w);
      weights[j] = w - rate * step;
    }
  }
  return [0, 1, 2].map((k) => Array.from(weights.subarray(k * size, (k + 1) * size)));
}
