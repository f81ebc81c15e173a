import { describe, expect, it } from "vitest";
import {
  PROGRESS_GRID_CELLS,
  PROGRESS_GRID_COLUMNS,
  latestScores,
  latestScoresByContent,
  newestFirst,
  progressGrid,
  scoreColour,
  scoreLabel,
  type QuizScore,
  type ScoreEntry,
} from "./scores";

/** A score on day `day` of January 2025 (later days are newer). */
const entry = (contentId: string, score: QuizScore, day: number, resultId = `r${day}`): ScoreEntry => ({
  contentId,
  score,
  timestamp: new Date(Date.UTC(2025, 0, day, 12)).toISOString(),
  resultId,
});

describe("scoreColour", () => {
  it("colours 1 red, 2 orange, 3 green and no score grey (spec §9)", () => {
    expect(scoreColour(1)).toBe("red");
    expect(scoreColour(2)).toBe("orange");
    expect(scoreColour(3)).toBe("green");
    expect(scoreColour(undefined)).toBe("grey");
    expect(scoreColour(null)).toBe("grey");
  });
});

describe("scoreLabel", () => {
  it("says the score out of 3, or that there is none", () => {
    expect(scoreLabel(1)).toBe("Score 1 of 3");
    expect(scoreLabel(2)).toBe("Score 2 of 3");
    expect(scoreLabel(3)).toBe("Score 3 of 3");
    expect(scoreLabel(undefined)).toBe("No score yet");
  });
});

describe("newestFirst", () => {
  it("orders by time, not by the timestamps' text, and keeps the given order for equal times", () => {
    const a = { ...entry("a", 1, 1), timestamp: "2025-01-02T10:00:00+02:00" }; // 08:00Z
    const b = { ...entry("b", 2, 1), timestamp: "2025-01-02T09:00:00Z" };
    const c = { ...entry("c", 3, 1), timestamp: "2025-01-02T09:00:00.000Z" };
    expect(newestFirst([a, b, c]).map((e) => e.contentId)).toEqual(["b", "c", "a"]);
  });

  it("puts unreadable timestamps last and does not change its input", () => {
    const bad = { ...entry("bad", 1, 1), timestamp: "not a date" };
    const input = [bad, entry("old", 2, 1), entry("new", 3, 9)];
    expect(newestFirst(input).map((e) => e.contentId)).toEqual(["new", "old", "bad"]);
    expect(input[0]).toBe(bad);
  });
});

describe("latestScores", () => {
  const entries = [
    entry("x", 1, 1),
    entry("y", 3, 2),
    entry("x", 2, 3),
    entry("x", 3, 5),
    entry("x", 1, 4),
    entry("y", 1, 6),
  ];

  it("gives an item's three latest scores, newest first", () => {
    expect(latestScores(entries, "x").map((e) => [e.score, e.resultId])).toEqual([
      [3, "r5"],
      [1, "r4"],
      [2, "r3"],
    ]);
  });

  it("gives fewer when the item has fewer, and none for an unscored item", () => {
    expect(latestScores(entries, "y").map((e) => e.score)).toEqual([1, 3]);
    expect(latestScores(entries, "z")).toEqual([]);
  });

  it("takes another count when asked", () => {
    expect(latestScores(entries, "x", 1).map((e) => e.score)).toEqual([3]);
  });

  it("agrees with latestScoresByContent, which omits unscored items", () => {
    const all = latestScoresByContent(entries);
    expect(all.get("x")).toEqual(latestScores(entries, "x"));
    expect(all.get("y")).toEqual(latestScores(entries, "y"));
    expect(all.has("z")).toBe(false);
    expect(latestScoresByContent(entries, 2).get("x")).toHaveLength(2);
  });
});

describe("progressGrid", () => {
  const flat = (rows: ReturnType<typeof progressGrid>) => rows.flat();

  it("is 50 empty grey cells in 5 rows of 10 before any quiz", () => {
    const rows = progressGrid([]);
    expect(rows).toHaveLength(PROGRESS_GRID_CELLS / PROGRESS_GRID_COLUMNS);
    for (const row of rows) expect(row).toHaveLength(PROGRESS_GRID_COLUMNS);
    for (const cell of flat(rows)) {
      expect(cell).toMatchObject({ entry: null, colour: "grey", label: "No score yet" });
    }
  });

  it("starts with the newest score and pads the rest with empty cells", () => {
    const rows = progressGrid([entry("a", 1, 1), entry("b", 3, 3), entry("c", 2, 2)]);
    const cells = flat(rows);
    expect(cells.slice(0, 3).map((c) => [c.entry?.contentId, c.colour, c.label])).toEqual([
      ["b", "green", "Score 3 of 3"],
      ["c", "orange", "Score 2 of 3"],
      ["a", "red", "Score 1 of 3"],
    ]);
    expect(cells.slice(3).every((c) => c.entry === null && c.colour === "grey")).toBe(true);
    expect(cells).toHaveLength(50);
  });

  it("keeps only the 50 latest of more, in rows of 10, newest in the first row", () => {
    const many = Array.from({ length: 73 }, (_, i) => entry(`item${i}`, ((i % 3) + 1) as QuizScore, i + 1));
    const rows = progressGrid(many);
    expect(rows).toHaveLength(5);
    expect(rows[0]?.[0]?.entry?.contentId).toBe("item72");
    expect(rows[0]?.[9]?.entry?.contentId).toBe("item63");
    expect(rows[1]?.[0]?.entry?.contentId).toBe("item62");
    expect(rows[4]?.[9]?.entry?.contentId).toBe("item23");
    expect(flat(rows).every((c) => c.entry !== null)).toBe(true);
  });

  it("gives every cell a unique key that stays with its score as newer scores arrive", () => {
    const first = [entry("a", 2, 1), entry("b", 3, 1)];
    const before = flat(progressGrid(first));
    const after = flat(progressGrid([...first, entry("a", 3, 2)]));
    expect(new Set(after.map((c) => c.key)).size).toBe(50);
    expect(after[1]?.key).toBe(before[0]?.key);
    expect(after[2]?.key).toBe(before[1]?.key);
  });

  it("lists one quiz's items in the order the result gives them", () => {
    const quiz = [entry("q1", 3, 4, "r"), entry("q2", 1, 4, "r"), entry("q3", 2, 4, "r")];
    expect(
      flat(progressGrid(quiz))
        .slice(0, 3)
        .map((c) => c.entry?.contentId),
    ).toEqual(["q1", "q2", "q3"]);
  });
});
