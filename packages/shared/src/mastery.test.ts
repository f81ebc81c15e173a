import { describe, expect, it } from "vitest";
import { buildCourse, buildTopic } from "./course-tree.fixtures";
import {
  MASTERY_LEVELS,
  courseMastery,
  masteryColour,
  masteryLabel,
  masteryText,
  topicMastery,
  type MasteryLevel,
} from "./mastery";
import type { QuizScore, ScoreEntry } from "./scores";

/** A score on day `day` of January 2025 (later days are newer) in quiz `q<day>` unless named. */
const entry = (contentId: string, score: QuizScore, day: number, resultId = `q${day}`): ScoreEntry => ({
  contentId,
  score,
  timestamp: new Date(Date.UTC(2025, 0, day, 12)).toISOString(),
  resultId,
});
/** An item's scores oldest first, one quiz per day starting on `firstDay`. */
const history = (contentId: string, scores: QuizScore[], firstDay = 1): ScoreEntry[] =>
  scores.map((score, i) => entry(contentId, score, firstDay + i));

const oneItem = buildTopic("t", [["i1"]], "Cells");
const threeItems = buildTopic("t", [["i1", "i2"], ["i3"]], "Cells");
const levelOf = (topic: typeof oneItem, entries: ScoreEntry[]): MasteryLevel =>
  topicMastery(topic, entries).level;

describe("Mastery by Topic: levels", () => {
  it("is not started without scores, and for a topic without content", () => {
    expect(topicMastery(threeItems, [])).toEqual({
      topicId: "t",
      title: "Cells",
      level: "not-started",
      capped: false,
      evidence: {
        itemCount: 3,
        itemsScored: 0,
        scoreCount: 0,
        quizCount: 0,
        latestAt: null,
        recentAverage: null,
      },
    });
    expect(levelOf(buildTopic("e", []), [entry("i1", 3, 1)])).toBe("not-started");
  });

  it("masters a topic with consistent 3s over several quizzes", () => {
    const result = topicMastery(oneItem, history("i1", [3, 3, 3]));
    expect(result).toMatchObject({ level: "mastered", capped: false });
    expect(result.evidence.recentAverage).toBe(3);
  });

  it("is familiar on 2s, and learning on 1s", () => {
    expect(levelOf(oneItem, history("i1", [2, 2, 2]))).toBe("familiar");
    expect(levelOf(oneItem, history("i1", [1, 1, 1]))).toBe("learning");
    expect(levelOf(oneItem, history("i1", [1]))).toBe("learning");
  });
});

describe("Mastery by Topic: recency", () => {
  it("does not master an old 3 followed by a recent 1", () => {
    const result = topicMastery(oneItem, history("i1", [3, 3, 3, 1]));
    expect(result.level).toBe("learning");
    // Weights 4, 2, 1 over [1, 3, 3]: 13 / 7.
    expect(result.evidence.recentAverage).toBeCloseTo(13 / 7);
    expect(levelOf(oneItem, history("i1", [3, 1]))).toBe("learning");
  });

  it("credits recent recovery: an old 1 followed by 3s", () => {
    expect(levelOf(oneItem, history("i1", [1, 3]))).toBe("familiar"); // 14/6, and too few scores
    expect(levelOf(oneItem, history("i1", [1, 3, 3]))).toBe("mastered"); // 19/7
  });

  it("forgets scores older than an item's three latest", () => {
    const result = topicMastery(oneItem, history("i1", [1, 1, 1, 3, 3, 3]));
    expect(result.level).toBe("mastered");
    expect(result.evidence.scoreCount).toBe(6);
  });

  it("keeps a topic whose latest score is a 2 below mastered, whatever came before", () => {
    expect(levelOf(oneItem, history("i1", [3, 3, 3, 3, 2]))).toBe("familiar");
  });

  it("orders by time, not by the order the entries arrive in", () => {
    const shuffled = [entry("i1", 3, 1), entry("i1", 1, 5), entry("i1", 3, 2)];
    expect(topicMastery(oneItem, shuffled).evidence.recentAverage).toBeCloseTo(13 / 7);
  });
});

describe("Mastery by Topic: thin evidence is capped", () => {
  it("keeps a topic with one score of 3 at familiar", () => {
    expect(topicMastery(oneItem, history("i1", [3]))).toMatchObject({ level: "familiar", capped: true });
  });

  it("needs at least 3 scores for mastered", () => {
    expect(topicMastery(oneItem, history("i1", [3, 3]))).toMatchObject({ level: "familiar", capped: true });
  });

  it("needs at least 2 quizzes for mastered: three 3s in one sitting are not enough", () => {
    const oneQuiz = [entry("i1", 3, 1, "q"), entry("i2", 3, 1, "q"), entry("i3", 3, 1, "q")];
    expect(topicMastery(threeItems, oneQuiz)).toMatchObject({ level: "familiar", capped: true });
    const twoQuizzes = [...oneQuiz, entry("i1", 3, 2, "q2")];
    expect(topicMastery(threeItems, twoQuizzes)).toMatchObject({ level: "mastered", capped: false });
  });

  it("needs two thirds of the topic's items scored for mastered", () => {
    const sixItems = buildTopic("t", [["i1", "i2", "i3", "i4", "i5", "i6"]]);
    const perfect = (ids: string[]) => ids.flatMap((id) => history(id, [3, 3]));
    expect(topicMastery(sixItems, perfect(["i1", "i2", "i3"]))).toMatchObject({
      level: "familiar",
      capped: true,
    });
    expect(levelOf(sixItems, perfect(["i1", "i2", "i3", "i4"]))).toBe("mastered");
  });

  it("needs a third of the topic's items scored for familiar", () => {
    const sixItems = buildTopic("t", [["i1", "i2", "i3", "i4", "i5", "i6"]]);
    const result = topicMastery(sixItems, [...history("i1", [3, 3, 3])]);
    expect(result).toMatchObject({ level: "learning", capped: true });
    expect(levelOf(sixItems, [...history("i1", [3, 3, 3]), ...history("i2", [2])])).toBe("familiar");
  });

  it("does not mark a level capped when the scores themselves set it", () => {
    expect(topicMastery(oneItem, history("i1", [1]))).toMatchObject({ level: "learning", capped: false });
  });
});

describe("Mastery by Topic: the topic's items", () => {
  it("averages the scored items' standings equally", () => {
    const entries = [...history("i1", [3, 3, 3]), ...history("i2", [1, 1, 1])];
    const result = topicMastery(threeItems, entries);
    expect(result.evidence.recentAverage).toBe(2);
    expect(result.level).toBe("familiar");
  });

  it("reports its evidence: items scored, scores, quizzes and the latest time", () => {
    const entries = [entry("i1", 2, 3, "a"), entry("i2", 3, 3, "a"), entry("i1", 3, 7, "b")];
    expect(topicMastery(threeItems, entries).evidence).toEqual({
      itemCount: 3,
      itemsScored: 2,
      scoreCount: 3,
      quizCount: 2,
      latestAt: "2025-01-07T12:00:00.000Z",
      recentAverage: ((4 * 3 + 2 * 2) / 6 + 3) / 2,
    });
  });

  it("ignores scores of items deleted or in other topics", () => {
    const course = buildCourse([
      buildTopic("a", [["a1"]], "Cells"),
      buildTopic("b", [["b1", "b2"]], "Genetics"),
      buildTopic("c", [], "Empty"),
    ]);
    const entries = [...history("a1", [3, 3, 3]), ...history("b1", [1]), ...history("gone", [3, 3, 3])];
    const mastery = courseMastery(course, entries);
    expect(mastery.map((m) => [m.title, m.level, m.evidence.scoreCount])).toEqual([
      ["Cells", "mastered", 3],
      ["Genetics", "learning", 1],
      ["Empty", "not-started", 0],
    ]);
  });
});

describe("labels, colours and texts", () => {
  it("names each level and colours it on the scores' scale", () => {
    expect(MASTERY_LEVELS.map(masteryLabel)).toEqual(["Not started", "Learning", "Familiar", "Mastered"]);
    expect(MASTERY_LEVELS.map(masteryColour)).toEqual(["grey", "red", "orange", "green"]);
  });

  it("says the level with its evidence", () => {
    expect(masteryText(topicMastery(threeItems, history("i1", [3])))).toBe(
      "Familiar: 1 of 3 items scored, 1 score",
    );
    expect(masteryText(topicMastery(oneItem, history("i1", [3, 3, 3])))).toBe(
      "Mastered: 1 of 1 item scored, 3 scores",
    );
    expect(masteryText(topicMastery(oneItem, []))).toBe("Not started");
  });
});
