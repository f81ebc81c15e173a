import { useSubject } from "../../../components/ui/icon-button";
import { QUIZ, scoreColour, scoreLabel, type QuizScore, type ScoreColour } from "@study-well/shared";

/** Spec §4: 1 red, 2 orange, 3 green, none grey; each with a text colour that keeps the number legible. */
export const SCORE_CLASSES: Record<ScoreColour, string> = {
  red: "bg-score-1 text-on-score-1",
  orange: "bg-score-2 text-on-score-2",
  green: "bg-score-3 text-on-score-3",
  grey: "bg-slate-200 text-slate-700",
};

const shape = "inline-flex size-7 shrink-0 items-center justify-center rounded-full text-xs font-bold";

/**
 * A score that opens its quiz's report; named "Score 2, November 23, 2026 at 10:04 AM" (two
 * quizzes of a day are told apart), and described by the note it scores (`subject`): every note
 * has up to three.
 */
export function ScoreButton({
  score,
  when,
  subject,
  latest,
  onOpen,
}: {
  score: QuizScore;
  subject: string;
  /** When the quiz was taken, as formatDateTime or formatDateTimes writes it. */
  when: string;
  latest: boolean;
  onOpen: (from: HTMLButtonElement) => void;
}) {
  const name = QUIZ.scoreButton(score, when);
  const described = useSubject(subject);
  return (
    <>
      <button
        type="button"
        aria-label={name}
        aria-describedby={described.by}
        title={name}
        onClick={(event) => onOpen(event.currentTarget)}
        data-latest={latest || undefined}
        className={`${shape} transition-shadow hover:ring-2 hover:ring-slate-400 ${SCORE_CLASSES[scoreColour(score)]} ${
          // A warm halo, unlike the focus ring (indigo, set apart by a gap).
          latest ? "ring-4 ring-amber-300" : ""
        }`}
      >
        {score}
      </button>
      {described.text}
    </>
  );
}

/** A score shown, not clicked: its number, its colour, and "Score 2 of 3" for screen readers. */
export function ScoreChip({ score }: { score: QuizScore }) {
  return (
    <span className={`${shape} ${SCORE_CLASSES[scoreColour(score)]}`} title={scoreLabel(score)}>
      <span aria-hidden>{score}</span>
      <span className="sr-only">{scoreLabel(score)}</span>
    </span>
  );
}
