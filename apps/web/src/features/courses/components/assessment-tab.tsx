import { MessageCircleQuestion } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type Dispatch, type SetStateAction } from "react";
import {
  latestScoresByContent,
  NOTES,
  pruneSelection,
  QUIZ,
  selectedQuizContent,
  type QuizSelection,
} from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { scoreEntriesOf, useQuizResults, useTutorWarmUp } from "../api/quiz-api";
import { useQuizChat } from "../hooks/use-quiz-chat";
import { useQuizScoring } from "../hooks/use-quiz-scoring";
import { useCourseContext } from "./course-context";
import { useCourseWork } from "./course-work";
import { ProgressGrid } from "./progress-grid";
import { QuizChatDialog } from "./quiz-chat-dialog";
import { QuizReportDialog } from "./quiz-report-dialog";
import { AssessmentTree, type TreeView } from "./assessment-tree";

/** Spec §2 "Assessment tab": pick content, take a quiz, see the scores and open their reports. */
export function AssessmentTab({
  picked,
  setPicked,
}: {
  /** The content picked for the next quiz (kept by the course page across tabs). */
  picked: QuizSelection;
  setPicked: Dispatch<SetStateAction<QuizSelection>>;
}) {
  const { course, readOnly } = useCourseContext();
  const work = useCourseWork();
  const results = useQuizResults(course.id, !readOnly);
  useTutorWarmUp(!readOnly);
  // Content deleted since it was picked is neither quizzed on nor keeps Quiz Me enabled.
  const selection = pruneSelection(picked, course);
  const chat = useQuizChat(course.id);
  const [reportId, setReportId] = useState<string | null>(null);
  // The session closed with Close and Get Report: its report opens as soon as it is written.
  const [awaited, setAwaited] = useState<string | null>(null);
  const written = awaited ? results.data?.find((result) => result.sessionId === awaited) : undefined;
  if (written && !chat.open) {
    setAwaited(null);
    setReportId(written.id);
  }
  const onFailure = useCallback(
    (message: string | null) => {
      setAwaited(null);
      if (message) work.alert(message, QUIZ.chat.title);
    },
    [work],
  );
  // The dialogs have no Radix trigger: focus goes back by hand to the control that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  // Closed with Close and Get Report, the quiz gives way to its report at once: the focus goes
  // there, not back to Quiz Me.
  const reportNext = useRef(false);
  const returnFromChat = useCallback(() => {
    if (!reportNext.current) returnFocus();
    reportNext.current = false;
  }, [returnFocus]);
  const { scoring, latest, follow } = useQuizScoring(course.id, results.data, onFailure);
  // What the keyboard brings into view is not hidden under the bar that stays at the top.
  const bar = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const root = document.documentElement;
    const element = bar.current;
    if (!element) return;
    const fit = () => {
      root.style.scrollPaddingTop = `${element.offsetHeight + 8}px`;
    };
    fit();
    // (its hint changes, and wraps, as notes are picked; jsdom has no ResizeObserver)
    const resizes = typeof ResizeObserver === "function" ? new ResizeObserver(fit) : undefined;
    resizes?.observe(element);
    return () => {
      resizes?.disconnect();
      root.style.scrollPaddingTop = "";
    };
  }, []);
  const entries = useMemo(() => scoreEntriesOf(results.data, course), [results.data, course]);
  const latestScores = useMemo(() => latestScoresByContent(entries), [entries]);
  const ready = selection.size > 0;

  const view: TreeView = {
    selection,
    onSelect: (next) => setPicked((current) => next(pruneSelection(current, course))),
    latestScores,
    scoring,
    latest,
    openReport: (resultId, from) => {
      opener.current = from;
      setReportId(resultId);
    },
  };

  return (
    <div className="space-y-4">
      {/* Quiz Me stays in reach while the student picks notes far down a long course. */}
      <div
        ref={bar}
        className="sticky top-0 z-10 -mx-2 flex flex-wrap items-center gap-x-4 gap-y-2 bg-slate-50/95 px-2 py-2 backdrop-blur-sm"
      >
        <button
          type="button"
          disabled={!ready || readOnly}
          onClick={(event) => {
            opener.current = event.currentTarget;
            setAwaited(null);
            chat.start(selectedQuizContent(course, selection).map((item) => item.id));
          }}
          className={buttonClass("primary")}
        >
          <MessageCircleQuestion size={18} aria-hidden />
          {QUIZ.quizMe}
        </button>
        <p role="status" className="min-w-0 text-sm text-slate-600">
          {awaited
            ? QUIZ.writingReport
            : scoring.size > 0
              ? QUIZ.scoringAnswers
              : ready
                ? QUIZ.readyHint
                : QUIZ.selectHint}
        </p>
        {ready && <span className="text-sm text-slate-500">{QUIZ.selectedCount(selection.size)}</span>}
      </div>
      {results.isError && <Alert tone="error">{QUIZ.resultsFailed}</Alert>}
      <p role="status" className="sr-only">
        {latest.size > 0 ? QUIZ.scoresArrived : ""}
      </p>
      <div className="grid grid-cols-1 items-start gap-4 lg:grid-cols-[minmax(0,1fr)_18rem]">
        {course.topics.length === 0 ? (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
            {NOTES.noTopics}
          </p>
        ) : (
          <AssessmentTree topics={course.topics} view={view} />
        )}
        <ProgressGrid entries={entries} />
      </div>
      <QuizChatDialog
        chat={chat}
        returnFocus={returnFromChat}
        onClose={(report) => {
          const session = chat.sessionId;
          const ended = chat.close();
          if (!ended) return;
          follow(ended);
          if (report && session && ended.answered > 0) {
            reportNext.current = true;
            setAwaited(session);
          }
        }}
      />
      {/* Spec §2: the report opens with a skeleton, "Generating your assessment report...", until it is written. */}
      <QuizReportDialog
        open={reportId !== null || (awaited !== null && !chat.open)}
        onOpenChange={(open) => {
          if (open) return;
          setReportId(null);
          // Closed before the report came: its scores still arrive beside the notes.
          setAwaited(null);
        }}
        result={reportId === null ? undefined : results.data?.find((result) => result.id === reportId)}
        course={course}
        returnFocus={returnFocus}
      />
    </div>
  );
}
