import type { Score } from "../../capabilities";
import { FIRM_VERDICTS, fitWeights, type GradeSignals } from "./calibration";
import { gradeAnswer } from "./grader";
import { embedTexts, sentenceVectors, type SentenceVectors } from "./sentence-vectors";
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
  const passageOf = (item: GradedItem) => item.id.split("-")[0] ?? item.id;
  const cases: { item: GradedItem; text: string; category: string; score: Score }[] = [];
  for (const [index, item] of items.entries()) {
    for (const answer of item.answers) {
      cases.push({ item, text: answer.text, category: answer.category, score: answer.score as Score });
    }
    const other = [...items.slice(index + 1), ...items].find((o) => passageOf(o) !== passageOf(item));
    const full = other?.answers.find((a) => a.score === 3);
    if (full) cases.push({ item, text: full.text, category: "borrowed", score: 1 });
  }
  const grade = (c: (typeof cases)[number], vectors: SentenceVectors) =>
    gradeAnswer(
      { note: c.item.passage, question: c.item.question, answer: c.text },
      sharedWordNet(),
      vectors,
    );
  // Each item's texts are worked out together (the encoder reads many at a time fastest), then
  // its answers are graded while the notes' reading is fresh.
  const examples: Example[] = [];
  for (const item of items) {
    const own = cases.filter((c) => c.item === item);
    const wanted = new Set<string>();
    const asking: SentenceVectors = {
      get(text) {
        const vector = sentenceVectors.get(text);
        if (!vector) wanted.add(text);
        return vector;
      },
    };
    for (const c of own) grade(c, asking);
    await embedTexts(wanted);
    for (const c of own) {
      examples.push({
        passage: passageOf(c.item),
        split: c.item.split,
        category: c.category,
        score: c.score,
        signals: grade(c, sentenceVectors).signals,
      });
    }
  }
  return examples;
}

/** The examples the weights are fitted on: those the word rules do not settle on their own. */
export function fitOn(examples: Example[]): number[][] {
  return fitWeights(examples.filter((e) => !FIRM_VERDICTS.has(e.signals.verdict)));
}
