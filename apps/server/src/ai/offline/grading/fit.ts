import type { Score } from "../../capabilities";
import { FIRM_VERDICTS, fitWeights, type GradeSignals } from "./calibration";
import { gradeAnswer } from "./grader";
import { withSentenceVectors } from "./sentence-vectors";
import { sharedWordNet } from "./wordnet";

/** The parts of the graded set the calibration learns from; "blind3" is kept for reporting. */
export const LEARNED_FROM: ReadonlySet<string> = new Set(["tune", "report", "fresh", "blind", "blind2"]);

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
  const examples: Example[] = [];
  const grade = (item: GradedItem, text: string) =>
    withSentenceVectors((vectors) =>
      gradeAnswer({ note: item.passage, question: item.question, answer: text }, sharedWordNet(), vectors),
    );
  const passageOf = (item: GradedItem) => item.id.split("-")[0] ?? item.id;
  for (const [index, item] of items.entries()) {
    for (const answer of item.answers) {
      const { signals } = await grade(item, answer.text);
      examples.push({
        passage: passageOf(item),
        split: item.split,
        category: answer.category,
        score: answer.score as Score,
        signals,
      });
    }
    const other = [...items.slice(index + 1), ...items].find((o) => passageOf(o) !== passageOf(item));
    const full = other?.answers.find((a) => a.score === 3);
    if (full) {
      const { signals } = await grade(item, full.text);
      examples.push({ passage: passageOf(item), split: item.split, category: "borrowed", score: 1, signals });
    }
  }
  return examples;
}

/** The examples the weights are fitted on: those the word rules do not settle on their own. */
export function fitOn(examples: Example[]): number[][] {
  return fitWeights(examples.filter((e) => !FIRM_VERDICTS.has(e.signals.verdict)));
}
