import type { Score } from "../../capabilities";

/**
 * A set of graded answers (the shape of ../shared/benchmarks' SemEval file, and of this folder's
 * graded-set.json): a note, a question about it, and answers with a teacher's score.
 */
export interface GradedSet {
  about?: string;
  items: {
    id: string;
    /** "tune" (thresholds may be set on it), "report" or "fresh" (only ever measured). */
    split?: string;
    topic: string;
    title: string;
    passage: string;
    question: string;
    answers: { text: string; score: Score; category: string }[];
  }[];
}

export interface Agreement {
  n: number;
  /** Shares, 0 to 1. */
  exact: number;
  withinOne: number;
  /** Cohen's kappa: agreement beyond what the two raters' score rates give by chance. */
  kappa: number;
  byCategory: Record<string, { n: number; exact: number; got: Record<Score, number> }>;
}

/** How often `grade` gives the teacher's score, overall and per category. */
export function agreement(rows: { category: string; teacher: Score; grader: Score }[]): Agreement {
  const n = rows.length;
  const exactCount = rows.filter((r) => r.teacher === r.grader).length;
  const byCategory: Agreement["byCategory"] = {};
  for (const row of rows) {
    const entry = (byCategory[row.category] ??= { n: 0, exact: 0, got: { 1: 0, 2: 0, 3: 0 } });
    entry.n++;
    entry.got[row.grader]++;
    if (row.teacher === row.grader) entry.exact++;
  }
  for (const entry of Object.values(byCategory)) entry.exact /= entry.n;
  const scores: Score[] = [1, 2, 3];
  const chance = scores.reduce(
    (sum, s) =>
      sum +
      (rows.filter((r) => r.teacher === s).length / n) * (rows.filter((r) => r.grader === s).length / n),
    0,
  );
  const exact = n === 0 ? 0 : exactCount / n;
  return {
    n,
    exact,
    withinOne: n === 0 ? 0 : rows.filter((r) => Math.abs(r.teacher - r.grader) <= 1).length / n,
    kappa: chance === 1 ? 1 : (exact - chance) / (1 - chance),
    byCategory,
  };
}
