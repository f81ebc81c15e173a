import type { MasteryLevel } from "../mastery";
import { COURSE_PAGE } from "./courses";

const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;
const masteryEvidence = (itemsScored: number, itemCount: number, scoreCount: number) =>
  `${itemsScored} of ${plural(itemCount, "item", "items")} scored, ${plural(scoreCount, "score", "scores")}`;

/** Texts of quiz scores, the progress grid and Mastery by Topic (spec §2, §9). */
export const QUIZ_PROGRESS = {
  /** A score's text alternative, read in place of its colour. Scores run 1 to 3 (spec §9). */
  score: (score: number) => `Score ${score} of 3`,
  /** An item or grid cell without a score. */
  noScore: COURSE_PAGE.noScore,
  progressGrid: "Latest scores",
  masteryLevels: {
    "not-started": "Not started",
    learning: "Learning",
    familiar: "Familiar",
    mastered: "Mastered",
  } satisfies Record<MasteryLevel, string>,
  /** The evidence behind a topic's level: "3 of 4 items scored, 7 scores". */
  masteryEvidence,
  /** A topic's level with its evidence: "Familiar: 1 of 2 items scored, 1 score". */
  masterySummary: (level: string, itemsScored: number, itemCount: number, scoreCount: number) =>
    `${level}: ${masteryEvidence(itemsScored, itemCount, scoreCount)}`,
} as const;
