/**
 * Quiz scores as the Assessment tab shows them (spec §2, §9): each score is 1 to 3 and has a
 * colour (1 red, 2 orange, 3 green; no score grey) and a text alternative, since colour alone
 * says nothing to a screen reader or a colour-blind reader. Each content item shows its three
 * latest scores, newest first; the progress grid shows the course's 50 latest in rows of 10.
 */
import { QUIZ_PROGRESS } from "./messages/quiz-progress";

/** A tutor's score for one content item: 1 not recalled, 2 partly, 3 fully (spec §3). */
export type QuizScore = 1 | 2 | 3;

/**
 * One item's score in one quiz: a quiz result's contentScores, one entry per item. The caller
 * flattens results into these; several entries of one result share its timestamp.
 */
export interface ScoreEntry {
  contentId: string;
  score: QuizScore;
  /** When the quiz was scored, ISO 8601. */
  timestamp: string;
  /** The quiz result it belongs to: clicking a score opens this result's report. */
  resultId: string;
}

/** A colour token; the web app maps each to its own classes. */
export type ScoreColour = "red" | "orange" | "green" | "grey";

/** Scores shown per content item (spec §9). */
export const LATEST_SCORES_SHOWN = 3;
/** The progress grid (spec §9): cells in all, and cells per row. */
export const PROGRESS_GRID_CELLS = 50;
export const PROGRESS_GRID_COLUMNS = 10;

const COLOURS = { 1: "red", 2: "orange", 3: "green" } as const satisfies Record<QuizScore, ScoreColour>;

/** A score's colour: 1 red, 2 orange, 3 green; grey when there is no score. */
export const scoreColour = (score: QuizScore | null | undefined): ScoreColour =>
  score == null ? "grey" : COLOURS[score];

/** A score's text alternative: "Score 2 of 3"; "No score yet" when there is none. */
export const scoreLabel = (score: QuizScore | null | undefined): string =>
  score == null ? QUIZ_PROGRESS.noScore : QUIZ_PROGRESS.score(score);

/** An ISO timestamp as milliseconds; an unreadable one sorts as the oldest. */
const timeOf = (timestamp: string): number => {
  const ms = Date.parse(timestamp);
  return Number.isNaN(ms) ? -Infinity : ms;
};

/**
 * Entries newest first. Entries with the same time keep the order they were given in (the sort
 * is stable), so one result's items stay in the order the result lists them.
 */
export function newestFirst(entries: readonly ScoreEntry[]): ScoreEntry[] {
  return entries
    .map((entry, index) => ({ entry, index, time: timeOf(entry.timestamp) }))
    .sort((a, b) => b.time - a.time || a.index - b.index)
    .map(({ entry }) => entry);
}

/** One item's latest scores, newest first: the three the Assessment tab shows by default. */
export function latestScores(
  entries: readonly ScoreEntry[],
  contentId: string,
  count: number = LATEST_SCORES_SHOWN,
): ScoreEntry[] {
  return newestFirst(entries.filter((entry) => entry.contentId === contentId)).slice(0, count);
}

/**
 * Every item's latest scores at once, newest first, keyed by content id (items without scores
 * are absent): one pass for the whole tree instead of one filter per item.
 */
export function latestScoresByContent(
  entries: readonly ScoreEntry[],
  count: number = LATEST_SCORES_SHOWN,
): Map<string, ScoreEntry[]> {
  const byContent = new Map<string, ScoreEntry[]>();
  for (const entry of newestFirst(entries)) {
    const latest = byContent.get(entry.contentId);
    if (!latest) byContent.set(entry.contentId, [entry]);
    else if (latest.length < count) latest.push(entry);
  }
  return byContent;
}

/** One cell of the progress grid: a score, or an empty (grey) cell padding the grid to 50. */
export interface ProgressCell {
  /**
   * A React key that stays with its score as newer ones push it along: "resultId:contentId"
   * (a result scores each item once), or "empty:index" for an empty cell.
   */
  key: string;
  /** The score shown, or null for an empty cell. */
  entry: ScoreEntry | null;
  colour: ScoreColour;
  /** The cell's text alternative: "Score 2 of 3" or "No score yet". */
  label: string;
}

/**
 * The progress grid: the course's latest scores (one cell per item per quiz), newest first,
 * padded with empty cells to 50 and laid out in rows of 10, so row 0 starts with the newest.
 * Pass the course's entries only.
 */
export function progressGrid(entries: readonly ScoreEntry[]): ProgressCell[][] {
  const latest = newestFirst(entries).slice(0, PROGRESS_GRID_CELLS);
  const cells = Array.from({ length: PROGRESS_GRID_CELLS }, (_, index): ProgressCell => {
    const entry = latest[index] ?? null;
    return {
      key: entry ? `${entry.resultId}:${entry.contentId}` : `empty:${index}`,
      entry,
      colour: scoreColour(entry?.score),
      label: scoreLabel(entry?.score),
    };
  });
  const rows: ProgressCell[][] = [];
  for (let start = 0; start < cells.length; start += PROGRESS_GRID_COLUMNS) {
    rows.push(cells.slice(start, start + PROGRESS_GRID_COLUMNS));
  }
  return rows;
}
