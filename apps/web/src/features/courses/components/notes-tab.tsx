import { format } from "date-fns";
import { Plus } from "lucide-react";
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState, type FocusEvent } from "react";
import { useQueryClient, type QueryClient } from "@tanstack/react-query";
import type { Course, Topic } from "@study-well/shared/api";
import { NOTES } from "@study-well/shared";
import { AddBox } from "../../../components/ui/add-box";
import { buttonClass } from "../../../components/ui/button";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import type { CourseEdits } from "../api/course-edits";
import { courseKeys } from "../api/course-query";
import { rowKey } from "../api/course-mutation";
import { nextDayDate, placeOfNote } from "../api/course-tree";
import { useKeptPlace } from "../hooks/use-kept-place";
import { useWindowRows } from "../hooks/use-window-rows";
import { useCourseNotice } from "../hooks/use-course-notice";
import { focusNoteWhenBack } from "./content-item-view";
import { useCourseContext } from "./course-context";
import { NEW_TOPIC_KEY } from "./title-drafts";
import { bodyOf, isNoteChanged, noteFailure } from "../api/content-edits";
import { NotesListContext, type NoteDraft, type NotesActions, type NotesList } from "./notes-list-context";
import { dayEndKey, estimateRow, formKeyOf, notesRows, type TopicRows } from "./notes-rows";
import { notesPlan } from "./notes-plan";
import type { NotesView } from "./notes-view";
import { TopicSection } from "./topic-section";

/**
 * Spec §2 "Course Notes tab". A year of daily notes is thousands of rows: only those near the
 * screen are rendered (the page still scrolls as a page), inside the same nested lists of topics,
 * days and notes, each list item saying its place in its list (aria-posinset / aria-setsize).
 */
export function NotesTab({ view }: { view: NotesView }) {
  const { course, edits, readOnly, titles } = useCourseContext();
  const { collapsed, setCollapsed, openForms, setOpenForms, opened, setOpened, drafts, setDrafts, typed } =
    view;
  const [focused, setFocused] = useState<string | null>(null);
  const queryClient = useQueryClient();
  // A form opened again with a draft, to save once more or to drop, saying why.
  const keep = useCallback(
    (id: string, draft: NoteDraft) => {
      typed.set(id, draft);
      setDrafts((current) => new Map(current).set(id, draft));
      setOpenForms((current) => toggled(current, id, true));
    },
    [typed, setDrafts, setOpenForms],
  );
  // Days and topics deleted in this tab: an editor open in one goes with it, as asked.
  const [deletedHere] = useState(() => new Set<string>());
  useTextOfNotesGone(course, view, keep, deletedHere);
  const actions = useStableActions(
    edits,
    {
      keep,
      versionsNow: () => noteVersionsNow(queryClient, course.id),
      saveOver: (id, version) => {
        const typedNow = typed.get(id);
        if (typedNow) typed.set(id, { ...typedNow, version });
        setDrafts((current) => {
          const draft = current.get(id);
          return draft ? new Map(current).set(id, { ...draft, version }) : current;
        });
      },
    },
    course,
    deletedHere,
  );
  const addTopicBox = useRef<HTMLDivElement>(null);

  // Each topic's rows are kept with the topic object: an edit rebuilds only the topic it changed.
  const [cache] = useState(() => new WeakMap<Topic, TopicRows>());
  const rows = useMemo(() => notesRows(course, collapsed, cache), [course, collapsed, cache]);
  const pinned = useMemo(() => {
    const indexes: number[] = [];
    rows.forEach((row, index) => {
      const form = formKeyOf(row);
      if (row.key === focused || (form !== undefined && openForms.has(form))) indexes.push(index);
    });
    return indexes;
  }, [rows, openForms, focused]);
  const { spaceBefore, spaceAfter, measure, attach, list, startOf } = useWindowRows({
    count: rows.length,
    estimateSize: useCallback((index: number) => (rows[index] ? estimateRow(rows[index]) : 0), [rows]),
    getKey: useCallback((index: number) => rows[index]?.key ?? String(index), [rows]),
    pinned,
  });
  // What the student is reading stays where it is when rows above it come or go.
  useKeptPlace(
    list,
    useMemo(() => rows.map((row) => row.key), [rows]),
    startOf,
  );
  const plan = useMemo(() => notesPlan(course.topics, rows, spaceBefore), [course.topics, rows, spaceBefore]);

  const value = useMemo<NotesList>(
    () => ({
      measure: measure,
      readOnly,
      actions,
      collapsed,
      toggle: (id) => {
        const key = rowKey(id);
        setCollapsed((current) => toggled(current, key, !current.has(key)));
      },
      openForms,
      setForm: (key, open) => setOpenForms((current) => toggled(current, key, open)),
      drafts,
      typed,
      dropDraft: (id) => {
        typed.delete(id);
        setDrafts((current) => {
          if (!current.has(id)) return current;
          const next = new Map(current);
          next.delete(id);
          return next;
        });
      },
      opened,
      setOpened: (key, open) => setOpened((current) => toggled(current, key, open)),
    }),
    [
      measure,
      readOnly,
      actions,
      collapsed,
      setCollapsed,
      openForms,
      setOpenForms,
      drafts,
      setDrafts,
      typed,
      opened,
      setOpened,
    ],
  );

  // The row holding the focus stays rendered when the page is scrolled away from it.
  function onFocus(event: FocusEvent<HTMLElement>) {
    const row = event.target instanceof Element ? event.target.closest<HTMLElement>("[data-index]") : null;
    const key = row && event.currentTarget.contains(row) ? rows[Number(row.dataset.index)]?.key : undefined;
    if (key) setFocused(key);
  }

  return (
    <div>
      {course.topics.length === 0 ? (
        <div className="mb-4 flex flex-col items-center gap-4 rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          <p>{NOTES.noTopics}</p>
          {!readOnly && (
            <button
              type="button"
              className={buttonClass("primary")}
              // Focus brings the add-topic box into view, where the title is typed.
              onClick={() => addTopicBox.current?.querySelector("input")?.focus()}
            >
              <Plus size={18} aria-hidden />
              {NOTES.addFirstTopic}
            </button>
          )}
        </div>
      ) : (
        <NotesListContext value={value}>
          {/* Past every topic's, day's and note's buttons in one key (QA: 84 Tabs on a long course). */}
          {!readOnly && (
            <button
              type="button"
              className="sr-only scroll-mt-4 focus:not-sr-only focus:mb-2 focus:inline-block focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-sm focus:font-medium focus:text-brand-700 focus:ring-2 focus:ring-brand-600"
              onClick={() => addTopicBox.current?.querySelector("input")?.focus()}
            >
              {NOTES.skipToNewTopic}
            </button>
          )}
          {/* The place read is kept by useKeptPlace alone: the browser's own scroll anchoring, which
              acts here only at times (a windowed list), would move the page a second time. */}
          <ul ref={attach} style={{ paddingBottom: spaceAfter, overflowAnchor: "none" }} onFocus={onFocus}>
            {plan.map((topicPlan) => (
              <TopicSection key={rowKey(topicPlan.topic.id)} plan={topicPlan} space={spaceBefore} />
            ))}
          </ul>
        </NotesListContext>
      )}
      {!readOnly && (
        <div ref={addTopicBox}>
          <AddBox
            placeholder={NOTES.newTopic}
            onAdd={edits.addTopic}
            limit={TEXT_LIMIT.topicTitle}
            keep={{ drafts: titles.drafts, key: NEW_TOPIC_KEY }}
            className="rounded-xl px-4 py-3"
          />
        </div>
      )}
    </div>
  );
}

function toggled(set: ReadonlySet<string>, key: string, on: boolean): ReadonlySet<string> {
  if (set.has(key) === on) return set;
  const next = new Set(set);
  if (on) next.add(key);
  else next.delete(key);
  return next;
}

/**
 * A note being edited that another tab or device deleted leaves the list, and its form with it:
 * what the student typed there goes to the new-note form of its day, opened with it and saying
 * why, to save as a new note or to drop (added to any text already typed there). So does the text
 * of a save refused for that reason (404), whose form opened again. With its day deleted too, it
 * goes to the nearest day of the topic left (the one before, else after); with none, the course's
 * notice says it is lost. Nothing typed, or a day or topic this tab deleted, and the form simply
 * goes, as the note has.
 */
function useTextOfNotesGone(
  course: Course,
  view: NotesView,
  keep: (id: string, draft: NoteDraft) => void,
  deletedHere: ReadonlySet<string>,
) {
  const { openForms, setOpenForms, typed, setDrafts } = view;
  const notice = useCourseNotice();
  const seen = useRef(course);
  useEffect(() => {
    const before = seen.current;
    seen.current = course;
    if (before === course) return;
    const gone = notesGone(before, course, openForms, deletedHere);
    if (gone.length === 0) return;
    const ids = new Set(gone.map(({ item }) => item.id));
    setOpenForms((current) => new Set([...current].filter((key) => !ids.has(key))));
    setDrafts((current) => new Map([...current].filter(([key]) => !ids.has(key))));
    for (const { item, dayId, withDay } of gone) {
      const draft = typed.get(item.id);
      typed.delete(item.id);
      if (!draft || (draft.title === item.title && draft.text === bodyOf(item))) continue;
      // Said where the text now is: a save it refused (404) no longer needs saying at the top.
      notice.clearShownBefore(notice.mark());
      if (dayId === undefined) {
        notice.show(NOTES.errors.noteLostWithDay);
        continue;
      }
      const formKey = dayEndKey(dayId);
      const there = typed.get(formKey);
      keep(formKey, {
        title: there?.title || draft.title,
        text: there?.text ? `${there.text}\n\n${draft.title}\n${draft.text}` : draft.text,
        notice: withDay ? NOTES.errors.noteDeletedWithDay : NOTES.errors.noteDeleted,
      });
    }
  }, [course, openForms, setOpenForms, setDrafts, typed, keep, notice, deletedHere]);
}

/**
 * The notes with a form open that the course no longer holds, unless this tab deleted their day
 * or topic, each with the day its text goes to (its own, or the nearest left of its topic's).
 */
function notesGone(before: Course, now: Course, open: ReadonlySet<string>, deletedHere: ReadonlySet<string>) {
  const days = new Set(now.topics.flatMap((topic) => topic.days.map((day) => day.id)));
  const notes = new Set(
    now.topics.flatMap((topic) => topic.days.flatMap((day) => day.content.map((c) => c.id))),
  );
  return before.topics.flatMap((topic) =>
    topic.days.flatMap((day, at) => {
      if (!days.has(day.id) && (deletedHere.has(day.id) || deletedHere.has(topic.id))) return [];
      const nearest = days.has(day.id)
        ? day.id
        : (
            topic.days.slice(0, at).findLast((d) => days.has(d.id)) ??
            topic.days.slice(at + 1).find((d) => days.has(d.id))
          )?.id;
      return day.content
        .filter((item) => open.has(item.id) && !notes.has(item.id))
        .map((item) => ({ item, dayId: nearest, withDay: !days.has(day.id) }));
    }),
  );
}

/**
 * The course read again as the server holds it, and a way to find a note's version there
 * (undefined when it could not be read, or the note is gone).
 */
async function noteVersionsNow(queryClient: QueryClient, courseId: string) {
  const key = courseKeys.detail(courseId);
  const asked = Date.now();
  await queryClient.refetchQueries({ queryKey: key, exact: true });
  const state = queryClient.getQueryState<Course>(key);
  const fresh = state?.status === "success" && state.dataUpdatedAt >= asked ? state.data : undefined;
  return (id: string) => (fresh ? placeOfNote(fresh, id)?.item.version : undefined);
}

/** What becomes of a refused save's text (see useStableActions). */
interface DraftKeeping {
  /** Opens its form again with it. */
  keep: (id: string, draft: NoteDraft) => void;
  /** The course read again: each note's version as the server now holds it. */
  versionsNow: () => Promise<(id: string) => number | undefined>;
  /** Sets the version a draft of an edit is saved over. */
  saveOver: (id: string, version: number) => void;
}

/**
 * The course's edits behind functions that never change, calling the newest mutations. A refused
 * save's text is kept to be offered again; when another tab changed the note meanwhile, it is then
 * saved over the version the note has once read again: the student has been told of that change,
 * and saving replaces it, not one made after (say, on another device before a reload).
 */
function useStableActions(
  edits: CourseEdits,
  drafts: DraftKeeping,
  course: Course,
  deletedHere: Set<string>,
): NotesActions {
  const latest = useRef({ edits, drafts, course, deletedHere });
  useLayoutEffect(() => {
    latest.current = { edits, drafts, course, deletedHere };
  });
  return useMemo<NotesActions>(
    () => ({
      renameTopic: (id, title, from) => latest.current.edits.renameTopic.mutate({ id, title, from }),
      deleteTopic: (id, items) => {
        latest.current.deletedHere.add(id);
        latest.current.edits.deleteTopic(id, items);
      },
      addDay: (topicId) => {
        const { edits: now, course } = latest.current;
        const days = course.topics.find((topic) => topic.id === topicId)?.days ?? [];
        now.addDay(topicId, nextDayDate(days, format(new Date(), "yyyy-MM-dd")));
      },
      setDayDate: (id, date) => latest.current.edits.setDayDate.mutate({ id, date }),
      deleteDay: (id, items) => {
        latest.current.deletedHere.add(id);
        latest.current.edits.deleteDay(id, items);
      },
      // A refused note's form opens again with its text, to save again, and says why.
      addText: (dayId, title, text, formKey) => {
        latest.current.edits.addText(dayId, title, text).catch((error: unknown) => {
          latest.current.drafts.keep(formKey, {
            title,
            text,
            notice: noteFailure.inItsForm(error) ? noteFailure.add(error) : undefined,
          });
        });
      },
      updateContent: (id, title, text, version) => {
        latest.current.edits.updateContent
          .mutateAsync({ id, title, text, version })
          .catch(async (error: unknown) => {
            const changed = isNoteChanged(error);
            latest.current.drafts.keep(id, {
              title,
              text,
              version: changed ? undefined : version,
              notice: noteFailure.inItsForm(error) ? noteFailure.update(error) : undefined,
            });
            if (!changed) return;
            const now = (await latest.current.drafts.versionsNow())(id);
            if (now !== undefined) latest.current.drafts.saveOver(id, now);
          });
      },
      deleteContent: (id, title, version) =>
        latest.current.edits.deleteContent(id, title, version, () => focusNoteWhenBack(id)),
    }),
    [],
  );
}
