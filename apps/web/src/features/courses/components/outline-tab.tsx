import { useQueryClient } from "@tanstack/react-query";
import { Trash2 } from "lucide-react";
import { useEffect, useId, useRef, useState } from "react";
import { OUTLINE } from "@study-well/shared";
import { AddBox } from "../../../components/ui/add-box";
import { IconButton } from "../../../components/ui/icon-button";
import { InlineText } from "../../../components/ui/inline-text";
import { useLengthLimit } from "../../../components/ui/limit-note";
import { KeptDrafts } from "../../../lib/kept-drafts";
import { useSession, useSessionManager } from "../../../lib/session/session-context";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { useKeptDrafts } from "../../../lib/use-kept-drafts";
import { useOnLeave } from "../../../lib/use-on-leave";
import { isTemporary, rowKey } from "../api/course-mutation";
import { courseKeys } from "../api/course-query";
import { isSummaryChanged } from "../api/outline-edits";
import { useCourseContext } from "./course-context";
import { NEW_OBJECTIVE_KEY, objectiveKey } from "./title-drafts";

export function OutlineTab() {
  return (
    <div className="space-y-8">
      <SummaryEditor />
      <Objectives />
    </div>
  );
}

/** A summary typed and not yet saved, and the summary it was typed over. */
interface SummaryDraft {
  text: string;
  over: string;
}
const SUMMARY = "summary";
const isSummaryDraft = (value: unknown): value is SummaryDraft =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as SummaryDraft).text === "string" &&
  typeof (value as SummaryDraft).over === "string";

/**
 * The outline summary, saved when the field loses focus (an emptied summary is ignored). What is
 * typed is kept in the tab as it is typed, so a reload before the field lost focus does not lose
 * it: it is saved when the page is back, as leaving the field would have, if the summary is still
 * the one it was typed over; if it changed meanwhile (another tab, another device), the text is
 * back in the field, unsaved, for the student to decide.
 */
function SummaryEditor() {
  const { course, edits, readOnly } = useCourseContext();
  const id = useId();
  const session = useSessionManager();
  const uid = useSession().user?.uid;
  const queryClient = useQueryClient();
  const kept = useKeptDrafts(
    () =>
      new KeptDrafts<SummaryDraft>(readOnly || !uid ? undefined : `${uid}:${course.id}:outline`, {
        valid: isSummaryDraft,
        allowed: () => session.getState().user?.uid === uid,
      }),
  );
  // What was kept through a reload: a draft that says nothing, or says what the summary now says,
  // is none.
  const [restored] = useState(() => {
    const left = kept.get(SUMMARY);
    const text = left?.text.trim();
    if (!left || !text || text === course.outline.summary) {
      kept.delete(SUMMARY);
      return undefined;
    }
    return left;
  });
  const [draft, setDraft] = useState<string | null>(restored?.text ?? null);
  // Typed over a summary that has changed since (before a reload, or in another tab as it was
  // typed, which the server refused): back in the field, unsaved, and said so.
  const [changedSince, setChangedSince] = useState<"reload" | "elsewhere" | null>(
    restored !== undefined && restored.over !== course.outline.summary ? "reload" : null,
  );
  /** The summary this editing began from: sent, so that another tab's change is not overwritten. */
  const began = useRef(restored?.over ?? course.outline.summary);
  const noticeId = useId();
  // Only while editing: a saved summary at the limit needs no warning.
  const limit = useLengthLimit(draft?.length ?? 0, TEXT_LIMIT.outlineSummary);

  // A text already saved, not to be saved again as the field goes.
  const handled = useRef<string | null>(null);

  function save(text: string | null = draft, { reread = false } = {}) {
    if (text === null) return;
    const next = text.trim();
    handled.current = text;
    setDraft(null);
    // Told of a change made elsewhere, the student saves over the summary as it now is.
    const from = changedSince ? course.outline.summary : began.current;
    setChangedSince(null);
    if (!next || next === course.outline.summary) {
      kept.delete(SUMMARY);
      return;
    }
    // Kept until the server has it (told even when the field has gone meanwhile): a refused save is
    // back in the field, and still kept.
    edits.setSummary.mutateAsync({ summary: next, from }).then(
      () => {
        if (kept.get(SUMMARY)?.text === text) kept.delete(SUMMARY);
        // Saved as the page opens, beside the course's own first read, which may answer after the
        // edit is shown, with the summary as it was: the course is read again once saved.
        if (reread) void queryClient.invalidateQueries({ queryKey: courseKeys.detail(course.id) });
      },
      (error: unknown) => {
        setDraft((now) => now ?? text);
        if (isSummaryChanged(error)) setChangedSince("elsewhere");
      },
    );
  }

  function discard() {
    kept.delete(SUMMARY);
    setDraft(null);
    setChangedSince(null);
  }

  // The field can go without losing focus (Back while typing: no blur comes as the tab goes), and
  // going is leaving it; not for a draft typed over a summary changed since, which waits for the
  // student.
  useOnLeave(() => {
    // (Not once signed out: the field goes as the course does, and nothing is sent.)
    if (!changedSince && draft !== null && draft !== handled.current && session.getState().user?.uid === uid)
      save(draft);
  });

  // Kept through a reload over the summary as it still is: saved now, as leaving the field would have.
  const pending = useRef(restored && !changedSince ? restored.text : undefined);
  useEffect(() => {
    const text = pending.current;
    pending.current = undefined;
    if (text !== undefined) save(text, { reread: true });
    // Once, as the tab first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (readOnly && !course.outline.summary) {
    // Nothing to read and nothing to type: said in words, as the objectives below say theirs.
    return (
      <section aria-labelledby={id}>
        <h2 id={id} className="text-lg font-semibold text-slate-900">
          {OUTLINE.summary}
        </h2>
        <p className="mt-2 text-sm text-slate-600">{OUTLINE.noSummary}</p>
      </section>
    );
  }
  return (
    <section>
      <label htmlFor={id} className="block text-lg font-semibold text-slate-900">
        {OUTLINE.summary}
      </label>
      <textarea
        id={id}
        value={draft ?? course.outline.summary}
        {...limit.controlProps}
        // Read-only (a course that is not there, or not yet loaded): nothing invites typing.
        placeholder={readOnly ? undefined : OUTLINE.summaryPlaceholder}
        readOnly={readOnly}
        // As tall as its text (5 lines at least); rows where the browser cannot size it so.
        rows={5}
        aria-describedby={changedSince ? noticeId : undefined}
        onChange={(e) => {
          // Typed over the summary as it was when this editing began.
          const over =
            draft === null ? course.outline.summary : (kept.get(SUMMARY)?.over ?? course.outline.summary);
          if (draft === null) began.current = course.outline.summary;
          setDraft(e.target.value);
          kept.set(SUMMARY, { text: e.target.value, over });
        }}
        onBlur={() => save()}
        className="mt-2 block max-h-[70vh] min-h-[9.75rem] w-full rounded-xl border [field-sizing:content] border-slate-300 bg-white px-4 py-3 leading-relaxed text-slate-800 shadow-sm focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30 read-only:cursor-default read-only:resize-none read-only:border-slate-200 read-only:bg-slate-100 read-only:text-slate-600 read-only:shadow-none"
      />
      {changedSince && (
        <div className="mt-2 flex flex-wrap items-center gap-x-3 gap-y-1 text-sm text-amber-800">
          <p id={noticeId}>
            {changedSince === "reload" ? OUTLINE.summaryNotSaved : OUTLINE.summaryChangedElsewhere}
          </p>
          <button
            type="button"
            onClick={discard}
            className="font-medium text-brand-700 underline underline-offset-4 hover:text-brand-800"
          >
            {OUTLINE.discardSummary}
          </button>
        </div>
      )}
      {limit.note}
    </section>
  );
}

function Objectives() {
  const { course, edits, readOnly, titles } = useCourseContext();
  return (
    <section aria-labelledby="objectives-heading">
      <h2 id="objectives-heading" className="text-lg font-semibold text-slate-900">
        {OUTLINE.objectives}
      </h2>
      {course.outline.objectives.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">{OUTLINE.noObjectives}</p>
      ) : (
        <ol className="mt-2 space-y-1">
          {course.outline.objectives.map((objective, index) => (
            <li
              key={rowKey(objective.id)}
              className="flex items-center gap-2 rounded-lg bg-white pl-3 shadow-sm ring-1 ring-slate-200"
            >
              <span className="w-5 shrink-0 text-sm text-slate-500">{index + 1}.</span>
              <InlineText
                value={objective.text}
                label={`${OUTLINE.objectiveText} ${index + 1}`}
                limit={TEXT_LIMIT.objective}
                disabled={readOnly || isTemporary(objective.id)}
                onSave={(next, from) => edits.updateObjective.mutate({ id: objective.id, text: next, from })}
                keep={{ ...titles, key: objectiveKey(objective.id) }}
                className="flex-1 text-slate-800"
              />
              {!readOnly && (
                <IconButton
                  label={OUTLINE.deleteObjective}
                  disabled={isTemporary(objective.id)}
                  onClick={() => edits.deleteObjective.mutate(objective.id)}
                >
                  <Trash2 size={16} aria-hidden />
                </IconButton>
              )}
            </li>
          ))}
        </ol>
      )}
      {!readOnly && (
        <AddBox
          placeholder={OUTLINE.newObjective}
          onAdd={edits.addObjective}
          limit={TEXT_LIMIT.objective}
          keep={{ drafts: titles.drafts, key: NEW_OBJECTIVE_KEY }}
          className="mt-3 rounded-lg px-3 py-2"
        />
      )}
    </section>
  );
}
