import { format } from "date-fns";
import { Pencil } from "lucide-react";
import { useId, useMemo, useState } from "react";
import {
  COURSE_PAGE,
  courseMastery,
  DATE_FORMAT,
  masteryColour,
  masteryLabel,
  QUIZ,
  QUIZ_PROGRESS,
} from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";
import { ShowMoreButton } from "../../../components/ui/long-text";
import { scoreEntriesOf, useQuizResults } from "../api/quiz-api";
import { useCourseContext } from "./course-context";
import { EditCourseDialog } from "./edit-course-dialog";
import { COURSE_DESCRIPTION_KEY, COURSE_TITLE_KEY, keptOver } from "./title-drafts";
import { SCORE_CLASSES } from "./score-badge";

export function CourseHeader() {
  const { course, readOnly, titles } = useCourseContext();
  // Left open with something typed in it before a reload: open again, with that text; not what
  // was typed over a title or description changed since (another tab, another device), which
  // gives way to the change.
  const [editing, setEditing] = useState(() => {
    if (readOnly) return false;
    const kept = [
      keptOver(titles.drafts, COURSE_TITLE_KEY, course.title),
      keptOver(titles.drafts, COURSE_DESCRIPTION_KEY, course.description),
    ];
    return kept.some((text) => text !== undefined);
  });
  const [openings, setOpenings] = useState(0);
  return (
    <header>
      {/* The pencil beside the title only: the description takes the whole width under both. */}
      <div className="flex items-start justify-between gap-4">
        <h1 className="min-w-0 text-2xl font-semibold tracking-tight wrap-anywhere text-slate-900 sm:text-3xl">
          {course.title}
        </h1>
        {!readOnly && (
          <>
            <IconButton
              label={COURSE_PAGE.edit}
              onClick={() => {
                setOpenings((n) => n + 1);
                setEditing(true);
              }}
            >
              <Pencil size={18} aria-hidden />
            </IconButton>
            {/* Each opening starts from the course as it then is (or from what a reload kept). */}
            <EditCourseDialog key={openings} open={editing} onOpenChange={setEditing} />
          </>
        )}
      </div>
      <CourseDescription text={course.description} />
    </header>
  );
}

/** Past this many characters or lines, a description is shown in its first lines until opened. */
const LONG_DESCRIPTION = { chars: 320, lines: 4 };

/**
 * The course's description; a long one in its first four lines with "Show more", so the tabs are
 * not pushed pages down (QA: 2,700 characters put them 2,700 px down on a phone).
 */
function CourseDescription({ text }: { text: string }) {
  const [open, setOpen] = useState(false);
  const long = text.length > LONG_DESCRIPTION.chars || text.split("\n").length > LONG_DESCRIPTION.lines;
  const id = useId();
  return (
    <div className="mt-2">
      <p
        id={id}
        className={`whitespace-pre-line wrap-anywhere text-slate-600 ${long && !open ? "line-clamp-4" : ""}`}
      >
        {text}
      </p>
      {long && <ShowMoreButton open={open} controls={id} onClick={() => setOpen((was) => !was)} />}
    </div>
  );
}

/**
 * Mastery by Topic (spec §2), from the quiz scores by the shared rule (courseMastery): each topic's
 * level, and the evidence it rests on. Until a quiz has been taken it says how to get it.
 */
export function MasteryPanel() {
  const { course, readOnly } = useCourseContext();
  const results = useQuizResults(course.id, !readOnly);
  const mastery = useMemo(
    () => courseMastery(course, scoreEntriesOf(results.data, course)),
    [course, results.data],
  );
  const started = mastery.some((topic) => topic.level !== "not-started");
  return (
    <section
      aria-labelledby="mastery-heading"
      className="mt-6 min-w-0 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="mastery-heading" className="text-base font-semibold text-slate-900">
        {COURSE_PAGE.mastery}
      </h2>
      {!started && <p className="mt-2 text-sm text-slate-600">{COURSE_PAGE.masteryEmpty}</p>}
      {mastery.length > 0 && (
        <ul className="mt-3 grid grid-cols-[repeat(auto-fill,minmax(min(20rem,100%),1fr))] gap-x-8 gap-y-2.5 text-sm">
          {mastery.map((topic) => (
            <li key={topic.topicId} className="min-w-0">
              <div className="flex min-w-0 items-start justify-between gap-3">
                <span className="min-w-0 break-words text-slate-700">{topic.title}</span>
                <span className="flex shrink-0 items-center gap-1.5 text-xs font-medium text-slate-700">
                  <span
                    aria-hidden
                    // Not started: a hollow ring (a pale grey dot hardly showed on white).
                    className={`size-2.5 rounded-full ${
                      topic.level === "not-started"
                        ? "border border-slate-400"
                        : SCORE_CLASSES[masteryColour(topic.level)]
                    }`}
                  />
                  {masteryLabel(topic.level)}
                </span>
              </div>
              {topic.level !== "not-started" && (
                <p className="mt-0.5 text-xs break-words text-slate-500">
                  {QUIZ_PROGRESS.masteryEvidence(
                    topic.evidence.itemsScored,
                    topic.evidence.itemCount,
                    topic.evidence.scoreCount,
                  )}
                  {topic.evidence.latestAt &&
                    `, ${QUIZ.mastery.latest(format(new Date(topic.evidence.latestAt), DATE_FORMAT))}`}
                  {topic.capped && `. ${QUIZ.mastery.capped}`}
                </p>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
