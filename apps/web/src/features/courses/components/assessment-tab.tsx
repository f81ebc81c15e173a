import { format, parseISO } from "date-fns";
import { ChevronDown, ChevronRight, Loader2, MessageCircleQuestion } from "lucide-react";
import {
  useCallback,
  useEffect,
  useId,
  useMemo,
  useRef,
  useState,
  type Dispatch,
  type SetStateAction,
} from "react";
import type { ContentItem, Day, Topic } from "@study-well/shared/api";
import {
  DATE_FORMAT,
  latestScoresByContent,
  NOTES,
  pruneSelection,
  QUIZ,
  selectedQuizContent,
  toggleContent,
  toggleTopic,
  topicCheckState,
  type QuizSelection,
  type ScoreEntry,
} from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { scoreEntriesOf, useQuizResults } from "../api/quiz-api";
import { useQuizChat } from "../hooks/use-quiz-chat";
import { useQuizScoring } from "../hooks/use-quiz-scoring";
import { useCourseContext } from "./course-context";
import { useCourseWork } from "./course-work";
import { ProgressGrid } from "./progress-grid";
import { QuizChatDialog } from "./quiz-chat-dialog";
import { QuizReportDialog } from "./quiz-report-dialog";
import { ScoreButton } from "./score-badge";

/** What the tree's rows need besides their own topic, day or item. */
interface TreeView {
  selection: QuizSelection;
  onSelect: (next: (selection: QuizSelection) => QuizSelection) => void;
  latestScores: ReadonlyMap<string, ScoreEntry[]>;
  scoring: ReadonlySet<string>;
  latest: ReadonlySet<string>;
  openReport: (resultId: string, from: HTMLElement) => void;
}

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
  // Content deleted since it was picked is neither quizzed on nor keeps Quiz Me enabled.
  const selection = pruneSelection(picked, course);
  const chat = useQuizChat(course.id);
  const onFailure = useCallback((message: string) => work.alert(message, QUIZ.chat.title), [work]);
  const { scoring, latest, follow } = useQuizScoring(course.id, results.data, onFailure);
  const [reportId, setReportId] = useState<string | null>(null);
  // The dialogs have no Radix trigger: focus goes back by hand to the control that opened them.
  const opener = useRef<HTMLElement | null>(null);
  const returnFocus = useCallback(() => {
    if (opener.current?.isConnected) opener.current.focus();
  }, []);
  const entries = useMemo(() => scoreEntriesOf(results.data), [results.data]);
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
      <div className="flex flex-wrap items-center gap-x-4 gap-y-2">
        <button
          type="button"
          disabled={!ready || readOnly}
          onClick={(event) => {
            opener.current = event.currentTarget;
            chat.start(selectedQuizContent(course, selection).map((item) => item.id));
          }}
          className={buttonClass("primary")}
        >
          <MessageCircleQuestion size={18} aria-hidden />
          {QUIZ.quizMe}
        </button>
        <p role="status" className="min-w-0 text-sm text-slate-600">
          {ready ? QUIZ.readyHint : QUIZ.selectHint}
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
          <ul aria-label={QUIZ.tree} className="min-w-0 space-y-3">
            {course.topics.map((topic) => (
              <TopicNode key={topic.id} topic={topic} view={view} />
            ))}
          </ul>
        )}
        <ProgressGrid entries={entries} />
      </div>
      <QuizChatDialog
        chat={chat}
        returnFocus={returnFocus}
        onClose={() => {
          const ended = chat.close();
          if (ended) follow(ended);
        }}
      />
      <QuizReportDialog
        open={reportId !== null}
        onOpenChange={(open) => !open && setReportId(null)}
        result={results.data?.find((result) => result.id === reportId)}
        course={course}
        returnFocus={returnFocus}
      />
    </div>
  );
}

/** A native checkbox that also shows the "some of it selected" state. */
function TreeCheckbox({
  state,
  disabled,
  onChange,
}: {
  state: "checked" | "unchecked" | "indeterminate";
  disabled?: boolean;
  onChange: () => void;
}) {
  const ref = useRef<HTMLInputElement>(null);
  useEffect(() => {
    if (ref.current) ref.current.indeterminate = state === "indeterminate";
  }, [state]);
  return (
    <input
      ref={ref}
      type="checkbox"
      checked={state === "checked"}
      disabled={disabled}
      onChange={onChange}
      className="size-4 shrink-0 accent-brand-700"
    />
  );
}

function TopicNode({ topic, view }: { topic: Topic; view: TreeView }) {
  const state = topicCheckState(view.selection, topic);
  const empty = topic.days.every((day) => day.content.length === 0);
  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <label className="flex min-w-0 cursor-pointer items-center gap-3 px-4 py-3 has-disabled:cursor-default">
        <TreeCheckbox
          state={state}
          disabled={empty}
          onChange={() => view.onSelect((selection) => toggleTopic(selection, topic))}
        />
        <span
          className="line-clamp-2 min-w-0 text-base font-semibold wrap-anywhere text-slate-900"
          title={topic.title}
        >
          {topic.title}
        </span>
      </label>
      {empty ? (
        <p className="border-t border-slate-100 px-4 py-3 text-sm text-slate-500">{QUIZ.noContentInTopic}</p>
      ) : (
        <ul className="space-y-2 border-t border-slate-100 px-3 pt-2 pb-3">
          {topic.days.map((day) => (
            <DayNode key={day.id} day={day} view={view} />
          ))}
        </ul>
      )}
    </li>
  );
}

function DayNode({ day, view }: { day: Day; view: TreeView }) {
  const [expanded, setExpanded] = useState(true);
  const bodyId = useId();
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <li className="rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <button
        type="button"
        aria-expanded={expanded}
        aria-controls={bodyId}
        onClick={() => setExpanded(!expanded)}
        className="flex w-full items-center gap-2 rounded-xl px-2 py-1.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
      >
        <Chevron size={18} aria-hidden className="shrink-0 text-slate-500" />
        <time dateTime={day.date}>{format(parseISO(day.date), DATE_FORMAT)}</time>
        <span className="text-xs font-normal text-slate-500">({day.content.length})</span>
      </button>
      {expanded && (
        <div id={bodyId} className="px-2 pb-2">
          {day.content.length === 0 ? (
            <p className="px-2 py-1 text-sm text-slate-500">{QUIZ.noContentInDay}</p>
          ) : (
            <ul className="space-y-1.5">
              {day.content.map((item) => (
                <ItemNode key={item.id} item={item} view={view} />
              ))}
            </ul>
          )}
        </div>
      )}
    </li>
  );
}

function ItemNode({ item, view }: { item: ContentItem; view: TreeView }) {
  const scores = view.latestScores.get(item.id) ?? [];
  const scoring = view.scoring.has(item.id);
  return (
    <li
      aria-busy={scoring || undefined}
      className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200 ${
        scoring ? "animate-pulse bg-amber-50 ring-amber-300 motion-reduce:animate-none" : ""
      }`}
    >
      <label className="flex min-w-0 flex-1 basis-40 cursor-pointer items-center gap-3">
        <TreeCheckbox
          state={view.selection.has(item.id) ? "checked" : "unchecked"}
          onChange={() => view.onSelect((selection) => toggleContent(selection, item.id))}
        />
        <span className="line-clamp-2 min-w-0 text-sm wrap-anywhere text-slate-800" title={item.title}>
          {item.title}
        </span>
      </label>
      <div className="ml-auto flex shrink-0 items-center gap-1.5">
        {scoring && (
          <span className="flex items-center gap-1 text-xs font-medium text-amber-800">
            <Loader2 size={14} aria-hidden className="animate-spin motion-reduce:animate-none" />
            {QUIZ.scoring}
          </span>
        )}
        {scores.map((entry) => (
          <ScoreButton
            key={entry.resultId}
            score={entry.score}
            timestamp={entry.timestamp}
            latest={view.latest.has(entry.resultId)}
            onOpen={(from) => view.openReport(entry.resultId, from)}
          />
        ))}
      </div>
    </li>
  );
}
