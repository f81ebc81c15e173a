import { X } from "lucide-react";
import { Dialog } from "radix-ui";
import type { ReactNode } from "react";
import type { Course } from "@study-well/shared/api";
import { courseOrder, engineLabel, inCourseOrder, QUIZ, type QuizScore } from "@study-well/shared";
import { formatDateTime } from "../../../lib/format";
import { useBackCloses } from "../../../components/ui/back-closes";
import { IconButton } from "../../../components/ui/icon-button";
import type { QuizResult } from "../api/quiz-api";
import { ScoreChip } from "./score-badge";

interface ReadReport {
  takenOn: string;
  /** Which engine assessed it ("the built-in offline engine"), when the result says. */
  engine: string | null;
  overall: string;
  /** `key` is the stored one (a topic id, or a name): two can resolve to one title. */
  byTopic: { key: string; title: string; text: string }[];
  strengths: string[];
  improvements: string[];
  recommendations: string[];
  scores: { contentId: string; title: string; score: QuizScore; reason: string }[];
}

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === "object" && value !== null && !Array.isArray(value);
const isTexts = (value: unknown): value is string[] =>
  Array.isArray(value) && value.every((item) => typeof item === "string");
const isScore = (value: unknown): value is QuizScore => value === 1 || value === 2 || value === 3;

/**
 * The result as the modal shows it, or null when it is not what a report looks like (spec §2:
 * "Bad data shows 'Error displaying report'"). Topics are named by title even when keyed by id;
 * items by their current title when they are still in the course. Both are listed in course order
 * (the stored order is the database's, not the quiz's); those no longer in the course come last.
 */
export function readReport(result: unknown, course: Course): ReadReport | null {
  if (!isRecord(result) || !isRecord(result.report) || !isRecord(result.contentScores)) return null;
  const { report, contentScores, timestamp, engine } = result;
  const { overall, byTopic, strengths, improvements, recommendations } = report;
  const time = typeof timestamp === "string" ? new Date(timestamp) : null;
  if (!time || Number.isNaN(time.getTime())) return null;
  if (typeof overall !== "string" || !isRecord(byTopic)) return null;
  if (!isTexts(strengths) || !isTexts(improvements) || !isTexts(recommendations)) return null;
  const topicTitles = new Map(course.topics.map((topic) => [topic.id, topic.title]));
  const itemTitles = new Map(
    course.topics.flatMap((topic) =>
      topic.days.flatMap((day) => day.content.map((item) => [item.id, item.title] as const)),
    ),
  );
  const order = courseOrder(course);
  const topics: { key: string; title: string; text: string }[] = [];
  for (const [key, text] of Object.entries(byTopic)) {
    if (typeof text !== "string") return null;
    topics.push({ key, title: topicTitles.get(key) ?? key, text });
  }
  const scores: ReadReport["scores"] = [];
  for (const [contentId, entry] of Object.entries(contentScores)) {
    if (!isRecord(entry) || !isScore(entry.score)) return null;
    const { title, reason } = entry;
    if (typeof title !== "string" || typeof reason !== "string") return null;
    scores.push({ contentId, title: itemTitles.get(contentId) ?? title, score: entry.score, reason });
  }
  return {
    takenOn: formatDateTime(time),
    engine: typeof engine === "string" && engine ? engineLabel(engine) : null,
    overall,
    byTopic: inCourseOrder(topics, ({ key, title }) => ({
      position: order.topic(key),
      name: title,
      key,
    })),
    strengths,
    improvements,
    recommendations,
    scores: inCourseOrder(scores, ({ contentId, title }) => ({
      position: order.item(contentId),
      name: title,
      key: contentId,
    })),
  };
}

/**
 * Spec §2 "Quiz Assessment Report modal": at most 36rem tall, scrolling inside. `result` undefined
 * means it has not arrived yet (a skeleton says it is being generated).
 */
export function QuizReportDialog({
  open,
  onOpenChange,
  result,
  course,
  returnFocus,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** Where focus goes back to once it closes (the score that opened it). */
  returnFocus?: () => void;
  result: QuizResult | undefined;
  course: Course;
}) {
  useBackCloses(open, () => onOpenChange(false));
  return (
    <Dialog.Root open={open} onOpenChange={onOpenChange}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            if (!returnFocus) return;
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex max-h-[min(36rem,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-slate-200 bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-3">
            <Dialog.Title className="text-lg font-semibold text-slate-900">{QUIZ.report.title}</Dialog.Title>
            <Dialog.Close asChild>
              <IconButton label={QUIZ.report.close}>
                <X size={18} aria-hidden />
              </IconButton>
            </Dialog.Close>
          </div>
          <div
            tabIndex={0}
            role="region"
            aria-label={QUIZ.report.title}
            className="min-h-0 flex-1 overflow-y-auto px-5 py-4 focus-visible:outline-offset-[-2px]"
          >
            {result === undefined ? <ReportSkeleton /> : <ReportBody result={result} course={course} />}
          </div>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}

function ReportSkeleton() {
  return (
    <div role="status" className="space-y-3">
      <p className="text-sm text-slate-600">{QUIZ.report.generating}</p>
      <div aria-hidden className="animate-pulse space-y-3 motion-reduce:animate-none">
        <div className="h-4 w-1/3 rounded bg-slate-200" />
        <div className="h-3 w-full rounded bg-slate-200" />
        <div className="h-3 w-5/6 rounded bg-slate-200" />
        <div className="h-4 w-1/4 rounded bg-slate-200" />
        <div className="h-3 w-2/3 rounded bg-slate-200" />
      </div>
    </div>
  );
}

function ReportBody({ result, course }: { result: QuizResult; course: Course }) {
  const report = readReport(result, course);
  if (!report) {
    return (
      <p role="alert" className="rounded-lg border border-red-200 bg-red-50 px-4 py-3 text-sm text-red-700">
        {QUIZ.report.error}
      </p>
    );
  }
  return (
    <div className="space-y-5 text-sm text-slate-700">
      <p className="text-xs text-slate-500">
        {QUIZ.report.takenOn(report.takenOn)}
        {report.engine && ` · ${QUIZ.report.assessedBy(report.engine)}`}
      </p>
      <Section title={QUIZ.report.overall}>
        <p className="leading-relaxed whitespace-pre-line">{report.overall || QUIZ.report.none}</p>
      </Section>
      <Section title={QUIZ.report.byTopic}>
        {report.byTopic.length === 0 ? (
          <p>{QUIZ.report.none}</p>
        ) : (
          <dl className="space-y-2">
            {report.byTopic.map(({ key, title, text }) => (
              <div key={key}>
                <dt className="font-medium break-words text-slate-900">{title}</dt>
                <dd className="break-words">{text}</dd>
              </div>
            ))}
          </dl>
        )}
      </Section>
      <Section title={QUIZ.report.strengths}>
        <Points items={report.strengths} />
      </Section>
      <Section title={QUIZ.report.improvements}>
        <Points items={report.improvements} />
      </Section>
      <Section title={QUIZ.report.recommendations}>
        <Points items={report.recommendations} />
      </Section>
      <Section title={QUIZ.report.scores}>
        <ul className="space-y-3">
          {report.scores.map((item) => (
            <li key={item.contentId} className="flex gap-3">
              <ScoreChip score={item.score} />
              <div className="min-w-0">
                <p className="font-medium break-words text-slate-900">{item.title}</p>
                <p className="break-words whitespace-pre-line">{item.reason}</p>
              </div>
            </li>
          ))}
        </ul>
      </Section>
    </div>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <section>
      <h3 className="mb-1.5 text-base font-semibold text-slate-900">{title}</h3>
      {children}
    </section>
  );
}

function Points({ items }: { items: string[] }) {
  if (items.length === 0) return <p>{QUIZ.report.none}</p>;
  return (
    <ul className="list-disc space-y-1 pl-5">
      {items.map((item, index) => (
        <li key={index} className="break-words">
          {item}
        </li>
      ))}
    </ul>
  );
}
