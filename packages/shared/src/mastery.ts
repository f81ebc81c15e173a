import type { Course, Topic } from "./api/courses";
import { QUIZ_PROGRESS } from "./messages/quiz-progress";
import { topicContentIds } from "./quiz-selection";
import { newestFirst, type QuizScore, type ScoreColour, type ScoreEntry } from "./scores";

/** Mastery levels, lowest first. */
export const MASTERY_LEVELS = ["not-started", "learning", "familiar", "mastered"] as const;
export type MasteryLevel = (typeof MASTERY_LEVELS)[number];

/** The numbers of the rule below, named once. */
export const MASTERY_RULE = {
  /** Weights of an item's latest scores, newest first; older scores do not count. */
  recencyWeights: [4, 2, 1],
  /** The lowest recent average for each level. */
  masteredAverage: 2.6,
  familiarAverage: 2.0,
  /** Evidence "mastered" needs: a share of the topic's items scored, scores, and separate quizzes. */
  masteredItemShare: 2 / 3,
  masteredMinScores: 3,
  masteredMinQuizzes: 2,
  /** Evidence "familiar" needs: a share of the topic's items scored. */
  familiarItemShare: 1 / 3,
} as const;

/** What a topic's level rests on, for the panel to show beside it. */
export interface MasteryEvidence {
  /** Content items in the topic now. */
  itemCount: number;
  /** Of those, items with at least one score. */
  itemsScored: number;
  /** All scores of the topic's items, old ones included. */
  scoreCount: number;
  /** Distinct quizzes (quiz results) those scores came from. */
  quizCount: number;
  /** The newest score's timestamp (ISO), or null with no scores. */
  latestAt: string | null;
  /** The mean of the scored items' standings (see below), 1 to 3, or null with no scores. */
  recentAverage: number | null;
}

export interface TopicMastery {
  topicId: string;
  title: string;
  level: MasteryLevel;
  /** True when the scores alone would give a higher level but the evidence is too thin for it. */
  capped: boolean;
  evidence: MasteryEvidence;
}

// Averages are fractions such as 18/7; the tolerance keeps a mathematically exact 2.6 at 2.6.
const EPSILON = 1e-9;

/** An item's standing: the weighted mean of its latest scores, given newest first. */
function standing(latest: readonly QuizScore[]): number {
  let sum = 0;
  let weights = 0;
  latest.forEach((score, i) => {
    const weight = MASTERY_RULE.recencyWeights[i] ?? 0;
    sum += weight * score;
    weights += weight;
  });
  return sum / weights;
}

const atLeast = (value: number, threshold: number) => value >= threshold - EPSILON;
const lower = (a: MasteryLevel, b: MasteryLevel): MasteryLevel =>
  MASTERY_LEVELS.indexOf(a) <= MASTERY_LEVELS.indexOf(b) ? a : b;

/**
 * The lower of the level the recent average gives and the highest the evidence allows; capped when
 * the evidence is what lowered it.
 */
function levelOf(evidence: MasteryEvidence): { level: MasteryLevel; capped: boolean } {
  const { itemCount, itemsScored, scoreCount, quizCount, recentAverage } = evidence;
  if (recentAverage === null) return { level: "not-started", capped: false };
  const byScores: MasteryLevel = atLeast(recentAverage, MASTERY_RULE.masteredAverage)
    ? "mastered"
    : atLeast(recentAverage, MASTERY_RULE.familiarAverage)
      ? "familiar"
      : "learning";
  const share = itemsScored / itemCount;
  const allowed: MasteryLevel =
    atLeast(share, MASTERY_RULE.masteredItemShare) &&
    scoreCount >= MASTERY_RULE.masteredMinScores &&
    quizCount >= MASTERY_RULE.masteredMinQuizzes
      ? "mastered"
      : atLeast(share, MASTERY_RULE.familiarItemShare)
        ? "familiar"
        : "learning";
  const level = lower(byScores, allowed);
  return { level, capped: level !== byScores };
}

/**
 * Mastery by Topic, from the quiz scores of the content each topic holds now (scores of deleted
 * items are left out). One entry per topic, in course order.
 *
 * 1. Each scored item has a standing: the weighted mean of its three latest scores, weighted
 *    4, 2 and 1 from the newest (an item with fewer scores uses the weights of those it has).
 *    Newer scores count more: an old 3 followed by a recent 1 stands at 1.67; a recent 2 keeps
 *    an item below 2.5 whatever came before it.
 * 2. The topic's recent average is the mean standing of its scored items.
 * 3. The level:
 *    - not started: no item of the topic has a score (a topic without content is never started);
 *    - mastered: recent average at least 2.6, and the evidence is broad: at least two thirds of
 *      the topic's items scored, at least 3 scores, from at least 2 different quizzes;
 *    - familiar: recent average at least 2.0 (or a mastered average without the evidence), with
 *      at least a third of the topic's items scored;
 *    - learning: any other topic with a score.
 *    A level lowered for want of evidence is marked capped: one lucky answer is not mastery, so a
 *    topic whose only score is a 3 is at most familiar.
 *
 * Time alone does not lower a level: an unrevised topic keeps its level until it is quizzed again.
 * Linear in the course's content and entries, plus the sort of the entries.
 */
export function courseMastery(course: Course, entries: readonly ScoreEntry[]): TopicMastery[] {
  return topicsMastery(course.topics, entries);
}

/** One topic's mastery (see courseMastery); entries of other topics are ignored. */
export function topicMastery(topic: Topic, entries: readonly ScoreEntry[]): TopicMastery {
  const [mastery] = topicsMastery([topic], entries);
  if (!mastery) throw new Error("unreachable: one topic in, one mastery out");
  return mastery;
}

function topicsMastery(topics: readonly Topic[], entries: readonly ScoreEntry[]): TopicMastery[] {
  const idsByTopic = topics.map(topicContentIds);
  const topicOf = new Map<string, number>();
  idsByTopic.forEach((ids, t) => {
    for (const id of ids) topicOf.set(id, t);
  });

  const stats = topics.map(() => ({
    scoreCount: 0,
    quizzes: new Set<string>(),
    latestAt: null as string | null,
  }));
  // Each item's latest scores, newest first (entries are walked newest first).
  const latestByItem = new Map<string, QuizScore[]>();
  for (const entry of newestFirst(entries)) {
    const t = topicOf.get(entry.contentId);
    const topicStats = t === undefined ? undefined : stats[t];
    if (!topicStats) continue;
    topicStats.scoreCount++;
    topicStats.quizzes.add(entry.resultId);
    topicStats.latestAt ??= entry.timestamp;
    const latest = latestByItem.get(entry.contentId) ?? [];
    if (latest.length < MASTERY_RULE.recencyWeights.length) latest.push(entry.score);
    latestByItem.set(entry.contentId, latest);
  }

  return topics.map((topic, t): TopicMastery => {
    const ids = idsByTopic[t] ?? [];
    const { scoreCount, quizzes, latestAt } = stats[t] ?? {
      scoreCount: 0,
      quizzes: new Set(),
      latestAt: null,
    };
    let itemsScored = 0;
    let standings = 0;
    for (const id of ids) {
      const latest = latestByItem.get(id);
      if (!latest) continue;
      itemsScored++;
      standings += standing(latest);
    }
    const evidence: MasteryEvidence = {
      itemCount: ids.length,
      itemsScored,
      scoreCount,
      quizCount: quizzes.size,
      latestAt,
      recentAverage: itemsScored === 0 ? null : standings / itemsScored,
    };
    return { topicId: topic.id, title: topic.title, ...levelOf(evidence), evidence };
  });
}

/** A level's name as shown: "Not started", "Learning", "Familiar", "Mastered". */
export const masteryLabel = (level: MasteryLevel): string => QUIZ_PROGRESS.masteryLevels[level];

/** A level's colour token, on the scores' scale: grey, red, orange, green. */
export function masteryColour(level: MasteryLevel): ScoreColour {
  switch (level) {
    case "not-started":
      return "grey";
    case "learning":
      return "red";
    case "familiar":
      return "orange";
    case "mastered":
      return "green";
  }
}

/**
 * A topic's level with its evidence, as one text (a tooltip or a screen reader's alternative to
 * the colour): "Familiar: 1 of 2 items scored, 1 score". A topic not started says only that.
 * The date of the latest score is left to the caller, which formats dates.
 */
export function masteryText({ level, evidence }: TopicMastery): string {
  if (level === "not-started") return masteryLabel(level);
  const { itemsScored, itemCount, scoreCount } = evidence;
  return QUIZ_PROGRESS.masterySummary(masteryLabel(level), itemsScored, itemCount, scoreCount);
}
