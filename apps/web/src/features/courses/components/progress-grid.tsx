import { useId } from "react";
import { progressGrid, QUIZ, scoreColour, type ScoreEntry } from "@study-well/shared";
import { SCORE_CLASSES } from "./score-badge";

/** Spec §2, §9: the course's 50 latest item scores, newest first, in rows of 10, empty cells grey. */
export function ProgressGrid({ entries }: { entries: readonly ScoreEntry[] }) {
  const headingId = useId();
  const cells = progressGrid(entries).flat();
  const scores = cells.flatMap((cell) => (cell.entry ? [cell.entry.score] : []));
  return (
    <section
      aria-labelledby={headingId}
      className="min-w-0 rounded-2xl border border-slate-200 bg-white p-4 shadow-sm"
    >
      <h3 id={headingId} className="text-base font-semibold text-slate-900">
        {QUIZ.progress}
      </h3>
      <p className="mt-1 text-sm text-slate-600">{QUIZ.progressIntro}</p>
      <div
        role="img"
        aria-label={QUIZ.progressAlt(scores, cells.length - scores.length)}
        className="mt-3 grid max-w-80 grid-cols-10 gap-1"
      >
        {cells.map((cell) => (
          <span
            key={cell.key}
            title={cell.label}
            className={`flex aspect-square items-center justify-center rounded text-[0.65rem] leading-none font-semibold ${
              SCORE_CLASSES[cell.colour]
            }`}
          >
            {cell.entry?.score}
          </span>
        ))}
      </div>
      <ul className="mt-3 flex flex-wrap gap-x-3 gap-y-1 text-xs text-slate-600">
        {([1, 2, 3] as const).map((score) => (
          <li key={score} className="flex items-center gap-1">
            <span aria-hidden className={`size-2.5 rounded-sm ${SCORE_CLASSES[scoreColour(score)]}`} />
            {QUIZ.legend[score]}
          </li>
        ))}
      </ul>
    </section>
  );
}
