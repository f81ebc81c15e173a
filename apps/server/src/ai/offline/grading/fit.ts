import type { Score } from "../../capabilities";
import { FIRM_VERDICTS, fitWeights, type GradeSignals } from "./calibration";
import { gradeAnswer } from "./grader";
import { embedTexts, noting, sentenceVectors, type SentenceVectors } from "./sentence-vectors";
import { sharedWordNet } from "./wordnet";

/** The parts of the graded set the calibration learns from; "blind3" is kept for reporting. */
export const LEARNED_FROM: ReadonlySet<string> = new Set([
  "tune",
  "report",
  "fresh",
  "blind",
  "blind2",
  "blind4",
  "blind5",
  "blind7",
  "blind8",
  "blind9",
  "blind10",
]);

export interface GradedItem {
  id: string;
  split?: string;
  passage: string;
  question: string;
  answers: { text: string; score: number; category: string }[];
}

export interface Example {
  /** The passage's id ("p07"), to leave one passage out. */
  passage: string;
  split?: string;
  category: string;
  score: Score;
  signals: GradeSignals;
}

/**
 * What the calibration learns from: every answer of these items, graded by the word rules with
 * sentence vectors, and, so that it learns that an answer about something else entirely is
 * wrong however long and well written, each item's first full answer put to the next item of
 * another passage as an answer scored 1 (category "borrowed").
 */
export async function learningExamples(items: GradedItem[]): Promise<Example[]> {
  const passageOf = (item: GradedItem) => item.id.split("-")[0] ?? item.id;
  const examples: Example[] = [];
  for (const [index, item] of items.entries()) {
    const cases = item.answers.map((a) => ({ text: a.text, category: a.category, score: a.score as Score }));
    const other = [...items.slice(index + 1), ...items].find((o) => passageOf(o) !== passageOf(item));
    const full = other?.answers.find((a) => a.score === 3);
    if (full) cases.push({ text: full.text, category: "borrowed", score: 1 });
    const grade = (text: string, vectors: SentenceVectors) =>
      gradeAnswer({ note: item.passage, question: item.question, answer: text }, sharedWordNet(), vectors);
    // The item's texts are worked out together (the encoder reads many at a time fastest), then
    // its answers are graded while the notes' reading is fresh.
    const wanted = new Set<string>();
    for (const c of cases) grade(c.text, noting(wanted));
    await embedTexts(wanted);
    for (const c of cases) {
      const { signals } = grade(c.text, sentenceVectors);
      examples.push({
        passage: passageOf(item),
        split: item.split,
        category: c.category,
        score: c.score,
        signals,
      });
    }
  }
  return examples;
}

/** The examples the weights are fitted on: those the word rules do not settle on their own. */
export function fitOn(examples: Example[]): number[][] {
  return fitWeights(examples.filter((e) => !FIRM_VERDICTS.has(e.signals.verdict) && !e.signals.ruled));
}
