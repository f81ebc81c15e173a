import type { Score } from "./capabilities";

/**
 * An item's score from its answers' grades, as a teacher gives it: the mean, rounded, so a right
 * answer and a wrong one make 2, and a single answer is its own score. A 3 (green: nothing left
 * to review) only when every answer earned it: a right answer and a partly right one were a green
 * 3 whose report listed what was missing (QA).
 */
export function itemScore(scores: readonly Score[]): Score {
  const mean = scores.reduce((sum, s) => sum + s, 0) / Math.max(1, scores.length);
  const ceiling = scores.every((s) => s === 3) ? 3 : 2;
  return Math.min(ceiling, Math.max(1, Math.round(mean))) as Score;
}

/**
 * The reason for an item's score: each answer's own, a line each, in the order they were given,
 * with the question it answered when that is known.
 */
export function itemReason(grades: readonly { score: Score; reason: string; question?: string }[]): string {
  const asked = (g: { question?: string }) => (g.question ? ` to “${singleQuoted(g.question)}”` : "");
  const [only] = grades;
  if (grades.length === 1 && only)
    return only.question ? `Answer${asked(only)}: ${only.reason}` : only.reason;
  return grades.map((g, i) => `Answer ${i + 1}${asked(g)} (${g.score}/3): ${g.reason}`).join("\n");
}

/** A question that quotes (a fill-in's sentence) has its outer quotes turned single inside ours. */
function singleQuoted(question: string): string {
  const open = question.indexOf('"');
  const close = question.lastIndexOf('"');
  if (open < 0 || close <= open) return question;
  return `${question.slice(0, open)}‘${question.slice(open + 1, close)}’${question.slice(close + 1)}`;
}
