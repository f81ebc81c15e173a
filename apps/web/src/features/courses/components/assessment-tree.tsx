import { format, parseISO } from "date-fns";
import { ChevronDown, ChevronRight, Loader2 } from "lucide-react";
import { useCallback, useEffect, useMemo, useRef, useState, type FocusEvent, type ReactNode } from "react";
import type { ContentItem, Day, Topic } from "@study-well/shared/api";
import {
  DATE_FORMAT,
  QUIZ,
  toggleContent,
  toggleTopic,
  topicCheckState,
  type QuizSelection,
  type ScoreEntry,
} from "@study-well/shared";
import { formatDateTimes } from "../../../lib/format";
import { useWindowRows } from "../hooks/use-window-rows";
import { Spacer } from "./notes-list-context";
import { ScoreButton } from "./score-badge";

/** What the tree's rows need besides their own topic, day or item. */
export interface TreeView {
  selection: QuizSelection;
  onSelect: (next: (selection: QuizSelection) => QuizSelection) => void;
  latestScores: ReadonlyMap<string, ScoreEntry[]>;
  scoring: ReadonlySet<string>;
  latest: ReadonlySet<string>;
  openReport: (resultId: string, from: HTMLElement) => void;
}

type Row =
  | { kind: "topic" | "topic-empty" | "topic-end"; key: string; topic: Topic }
  | { kind: "day" | "day-empty" | "day-end"; key: string; topic: Topic; day: Day }
  | { kind: "item"; key: string; topic: Topic; day: Day; item: ContentItem; position: number };

const ESTIMATE: Record<Row["kind"], number> = {
  topic: 49,
  "topic-empty": 44,
  "topic-end": 24,
  day: 44,
  "day-empty": 36,
  "day-end": 2,
  item: 50,
};

/** The tree as rows in page order; a collapsed day keeps only its header. */
function treeRows(topics: readonly Topic[], collapsed: ReadonlySet<string>): Row[] {
  const rows: Row[] = [];
  for (const topic of topics) {
    rows.push({ kind: "topic", key: topic.id, topic });
    if (topic.days.every((day) => day.content.length === 0)) {
      rows.push({ kind: "topic-empty", key: `${topic.id}:empty`, topic });
    } else {
      for (const day of topic.days) {
        rows.push({ kind: "day", key: day.id, topic, day });
        if (collapsed.has(day.id)) continue;
        if (day.content.length === 0) rows.push({ kind: "day-empty", key: `${day.id}:empty`, topic, day });
        day.content.forEach((item, index) =>
          rows.push({ kind: "item", key: item.id, topic, day, item, position: index + 1 }),
        );
        rows.push({ kind: "day-end", key: `${day.id}:end`, topic, day });
      }
    }
    rows.push({ kind: "topic-end", key: `${topic.id}:end`, topic });
  }
  return rows;
}

interface DayPlan {
  day: Day;
  rows: { index: number; row: Row }[];
}
interface TopicPlan {
  topic: Topic;
  rows: { index: number; row: Row }[];
  days: DayPlan[];
}

/**
 * Spec §2 "Assessment tab": the tree of topics, days and items with their checkboxes and scores.
 * Like the notes, only the rows near the screen are rendered, in the same nested lists.
 */
export function AssessmentTree({ topics, view }: { topics: Topic[]; view: TreeView }) {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [focused, setFocused] = useState<string | null>(null);
  const rows = useMemo(() => treeRows(topics, collapsed), [topics, collapsed]);
  const pinned = useMemo(() => {
    const index = focused ? rows.findIndex((row) => row.key === focused) : -1;
    return index < 0 ? [] : [index];
  }, [rows, focused]);
  const { spaceBefore, spaceAfter, measure, attach } = useWindowRows({
    count: rows.length,
    estimateSize: useCallback((index: number) => ESTIMATE[rows[index]?.kind ?? "item"], [rows]),
    getKey: useCallback((index: number) => rows[index]?.key ?? String(index), [rows]),
    pinned,
  });
  const plan = useMemo(() => {
    const out: TopicPlan[] = [];
    for (const index of spaceBefore.keys()) {
      const row = rows[index];
      if (!row) continue;
      let topic = out.at(-1);
      if (topic?.topic !== row.topic) out.push((topic = { topic: row.topic, rows: [], days: [] }));
      if (!("day" in row)) {
        topic.rows.push({ index, row });
        continue;
      }
      let day = topic.days.at(-1);
      if (day?.day !== row.day) topic.days.push((day = { day: row.day, rows: [] }));
      day.rows.push({ index, row });
    }
    return out;
  }, [rows, spaceBefore]);
  const toggle = (id: string) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (!next.delete(id)) next.add(id);
      return next;
    });

  function onFocus(event: FocusEvent<HTMLElement>) {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-index]") : null;
    const key = row && event.currentTarget.contains(row) ? rows[Number(row.dataset.index)]?.key : undefined;
    if (key) setFocused(key);
  }

  const rowOf = (index: number, row: Row) => {
    const props = { index, measure, space: spaceBefore.get(index) };
    switch (row.kind) {
      case "topic":
        return <TopicHeader key={row.key} {...props} topic={row.topic} view={view} />;
      case "topic-empty":
        return (
          <Row key={row.key} {...props} className="px-4 py-3 text-sm text-slate-500">
            {QUIZ.noContentInTopic}
          </Row>
        );
      case "topic-end":
        return (
          <Row key={row.key} {...props} className={rows[index - 1]?.kind === "topic-empty" ? "h-3" : "h-6"} />
        );
      case "day":
        return (
          <DayHeader
            key={row.key}
            {...props}
            day={row.day}
            expanded={!collapsed.has(row.day.id)}
            toggle={toggle}
          />
        );
      case "day-empty":
        return (
          <Row key={row.key} {...props} className="px-4 pt-1 pb-2 text-sm text-slate-500">
            {QUIZ.noContentInDay}
          </Row>
        );
      case "day-end":
        return <Row key={row.key} {...props} className="h-0.5" />;
      case "item":
        return (
          <ItemNode
            key={row.key}
            {...props}
            item={row.item}
            position={row.position}
            day={row.day}
            view={view}
          />
        );
    }
  };

  return (
    <ul
      ref={attach}
      aria-label={QUIZ.tree}
      className="min-w-0"
      style={{ paddingBottom: spaceAfter }}
      onFocus={onFocus}
    >
      {plan.map(({ topic, rows: own, days }) => (
        <li
          key={topic.id}
          aria-posinset={topics.indexOf(topic) + 1}
          aria-setsize={topics.length}
          className="relative isolate"
        >
          <div
            aria-hidden
            className="absolute inset-x-0 top-0 bottom-3 -z-10 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
          />
          {own.filter(({ row }) => row.kind !== "topic-end").map(({ index, row }) => rowOf(index, row))}
          {days.length > 0 && (
            <ul className="px-3">
              {days.map(({ day, rows: dayRows }) => (
                <li
                  key={day.id}
                  aria-posinset={topic.days.indexOf(day) + 1}
                  aria-setsize={topic.days.length}
                  className="relative isolate"
                >
                  <div
                    aria-hidden
                    className="absolute inset-x-0 top-2 bottom-0 -z-10 rounded-xl bg-slate-50 ring-1 ring-slate-200"
                  />
                  {dayRows.filter(({ row }) => row.kind === "day").map(({ index, row }) => rowOf(index, row))}
                  <DayBody id={`${day.id}-body`} rows={dayRows} rowOf={rowOf} />
                </li>
              ))}
            </ul>
          )}
          {own.filter(({ row }) => row.kind === "topic-end").map(({ index, row }) => rowOf(index, row))}
        </li>
      ))}
    </ul>
  );
}

function DayBody({
  id,
  rows,
  rowOf,
}: {
  id: string;
  rows: { index: number; row: Row }[];
  rowOf: (index: number, row: Row) => ReactNode;
}) {
  const items = rows.filter(({ row }) => row.kind === "item");
  return (
    <div id={id}>
      {rows.filter(({ row }) => row.kind === "day-empty").map(({ index, row }) => rowOf(index, row))}
      {items.length > 0 && <ul className="px-2">{items.map(({ index, row }) => rowOf(index, row))}</ul>}
      {rows.filter(({ row }) => row.kind === "day-end").map(({ index, row }) => rowOf(index, row))}
    </div>
  );
}

interface RowProps {
  index: number;
  measure: (element: HTMLElement | null) => void;
  space: number | undefined;
}

function Row({
  index,
  measure,
  space,
  className,
  children,
}: RowProps & { className: string; children?: ReactNode }) {
  return (
    <>
      <Spacer height={space} />
      <div data-index={index} ref={measure} className={className}>
        {children}
      </div>
    </>
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

function TopicHeader({ index, measure, space, topic, view }: RowProps & { topic: Topic; view: TreeView }) {
  const empty = topic.days.every((day) => day.content.length === 0);
  return (
    <>
      <Spacer height={space} />
      <div data-index={index} ref={measure} className="border-b border-slate-100">
        <label className="flex min-w-0 cursor-pointer items-center gap-3 px-4 py-3 has-disabled:cursor-default">
          <TreeCheckbox
            state={topicCheckState(view.selection, topic)}
            disabled={empty}
            onChange={() => view.onSelect((selection) => toggleTopic(selection, topic))}
          />
          <span
            className="line-clamp-4 min-w-0 text-base font-semibold wrap-anywhere text-slate-900"
            title={topic.title}
          >
            {topic.title}
          </span>
        </label>
      </div>
    </>
  );
}

function DayHeader({
  index,
  measure,
  space,
  day,
  expanded,
  toggle,
}: RowProps & { day: Day; expanded: boolean; toggle: (id: string) => void }) {
  const Chevron = expanded ? ChevronDown : ChevronRight;
  return (
    <>
      <Spacer height={space} />
      <div data-index={index} ref={measure} className="pt-2">
        <button
          type="button"
          aria-expanded={expanded}
          aria-controls={`${day.id}-body`}
          onClick={() => toggle(day.id)}
          className="flex w-full items-center gap-2 rounded-xl px-2 py-1.5 text-left text-sm font-medium text-slate-700 hover:bg-slate-100"
        >
          <Chevron size={18} aria-hidden className="shrink-0 text-slate-500" />
          <time dateTime={day.date}>{format(parseISO(day.date), DATE_FORMAT)}</time>
          <span className="text-xs font-normal text-slate-500">({day.content.length})</span>
        </button>
      </div>
    </>
  );
}

function ItemNode({
  index,
  measure,
  space,
  item,
  day,
  position,
  view,
}: RowProps & { item: ContentItem; day: Day; position: number; view: TreeView }) {
  const scores = view.latestScores.get(item.id) ?? [];
  const scoring = view.scoring.has(item.id);
  const times = formatDateTimes(scores.map((entry) => entry.timestamp));
  return (
    <>
      <Spacer height={space} listItem />
      <li
        data-index={index}
        ref={measure}
        aria-posinset={position}
        aria-setsize={day.content.length}
        aria-busy={scoring || undefined}
        className="pb-1.5"
      >
        <div
          className={`flex min-w-0 flex-wrap items-center gap-x-3 gap-y-1.5 rounded-lg bg-white px-3 py-2 ring-1 ring-slate-200 ${
            // Marked, not pulsing: a row fading in and out took its text below readable contrast
            // half the time (the spinner says it is under way).
            scoring ? "bg-amber-50 ring-amber-300" : ""
          }`}
        >
          <label className="flex min-w-0 flex-1 basis-40 cursor-pointer items-center gap-3">
            <TreeCheckbox
              state={view.selection.has(item.id) ? "checked" : "unchecked"}
              onChange={() => view.onSelect((selection) => toggleContent(selection, item.id))}
            />
            {/* Up to four lines (the topic's too): a phone shows no hover title, and two lines cut
                titles before the words that tell two notes apart. */}
            <span className="line-clamp-4 min-w-0 text-sm wrap-anywhere text-slate-800" title={item.title}>
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
            {scores.map((entry, i) => (
              <ScoreButton
                key={entry.resultId}
                score={entry.score}
                when={times[i] ?? ""}
                subject={item.title}
                latest={view.latest.has(entry.resultId)}
                onOpen={(from) => view.openReport(entry.resultId, from)}
              />
            ))}
          </div>
        </div>
      </li>
    </>
  );
}
