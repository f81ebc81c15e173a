import { FilePlus2, Trash2 } from "lucide-react";
import { format, parseISO } from "date-fns";
import { useId, useState } from "react";
import type { Day, Topic } from "@study-well/shared/api";
import { DATE_FORMAT, NOTES } from "@study-well/shared";
import { ConfirmDialog } from "../../../components/ui/dialogs";
import { IconButton } from "../../../components/ui/icon-button";
import { isTemporary, rowKey } from "../api/course-mutation";
import { useFocusOnRemoval } from "../hooks/use-focus-on-removal";
import { useFocusOnReturn } from "../hooks/use-focus-on-return";
import { AddTextForm } from "./add-text-form";
import { ContentItemView } from "./content-item-view";
import { DayDatePicker } from "./day-date-picker";
import { ExpandButton } from "./expand-button";
import { LectureControls, LectureText } from "./lecture-controls";
import { Spacer, useNotesList } from "./notes-list-context";
import type { DayPlan } from "./notes-plan";
import { dayEndKey } from "./notes-rows";
import { dayControlClass, UploadButton } from "./upload-button";

/**
 * A day's card within its topic, with those of its rows that are rendered. The header row's
 * first 0.75 rem is the gap above the card, which is drawn behind the rows below it.
 */
export function DaySection({
  topic,
  plan,
  space,
}: {
  topic: Topic;
  plan: DayPlan;
  space: ReadonlyMap<number, number>;
}) {
  const { day } = plan;
  const { collapsed, measure, readOnly, openForms } = useNotesList();
  const expanded = !collapsed.has(rowKey(day.id));
  const bodyId = useId();
  const endKey = dayEndKey(day.id);
  const row = useFocusOnRemoval(day.id);
  return (
    <li
      ref={row}
      aria-posinset={topic.days.indexOf(day) + 1}
      aria-setsize={topic.days.length}
      className="relative isolate"
    >
      <div
        aria-hidden
        className="absolute inset-x-0 top-3 bottom-0 -z-10 rounded-xl bg-slate-50 ring-1 ring-slate-200"
      />
      {plan.head !== undefined && (
        <>
          <Spacer height={space.get(plan.head)} />
          <DayHeader index={plan.head} day={day} expanded={expanded} bodyId={bodyId} />
        </>
      )}
      {expanded && (
        <div id={bodyId}>
          {plan.notes !== undefined && (
            <>
              <Spacer height={space.get(plan.notes)} />
              <div data-index={plan.notes} ref={measure} className="space-y-2 px-3 pb-2">
                <LectureText id={day.id} lecture={day.lecture} />
                {day.content.length === 0 && !openForms.has(endKey) && (
                  <p className="px-1 text-sm text-slate-500">{NOTES.noContent}</p>
                )}
              </div>
            </>
          )}
          {plan.items.length > 0 && (
            <ul className="px-3">
              {plan.items.map(({ index, row }) => (
                <ContentItemView
                  key={rowKey(row.item.id)}
                  index={index}
                  item={row.item}
                  position={row.position}
                  setSize={row.setSize}
                  space={space.get(index)}
                />
              ))}
            </ul>
          )}
          {plan.end !== undefined && (
            <>
              <Spacer height={space.get(plan.end)} />
              <div data-index={plan.end} ref={measure} className="px-3 pb-3">
                {!readOnly && <DayAddControls day={day} formKey={endKey} />}
              </div>
            </>
          )}
        </div>
      )}
    </li>
  );
}

function DayHeader({
  index,
  day,
  expanded,
  bodyId,
}: {
  index: number;
  day: Day;
  expanded: boolean;
  bodyId: string;
}) {
  const { measure, readOnly, actions, toggle } = useNotesList();
  const [confirming, setConfirming] = useState(false);
  const pending = isTemporary(day.id);

  function remove() {
    if (day.content.length > 0) setConfirming(true);
    else actions.deleteDay(day.id, 0);
  }

  return (
    <div data-index={index} ref={measure} className="pt-3">
      <div className="flex flex-wrap items-center gap-1 px-2 py-1.5">
        <ExpandButton
          expanded={expanded}
          onToggle={() => toggle(day.id)}
          controls={bodyId}
          subject={format(parseISO(day.date), DATE_FORMAT)}
        />
        <DayDatePicker
          date={day.date}
          disabled={readOnly || pending}
          onChange={(date) => actions.setDayDate(day.id, date)}
        />
        {/* On a narrow phone the buttons move under the date rather than squeeze it. */}
        <div className="ml-auto flex items-center gap-1">
          <LectureControls day={day} disabled={pending} />
          {!readOnly && (
            <IconButton
              label={NOTES.deleteDay}
              subject={format(parseISO(day.date), DATE_FORMAT)}
              disabled={pending}
              onClick={remove}
            >
              <Trash2 size={16} aria-hidden />
            </IconButton>
          )}
        </div>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={NOTES.deleteDay}
        message={NOTES.confirmDeleteDay(day.content.length)}
        confirmLabel={NOTES.confirm}
        cancelLabel={NOTES.cancel}
        onConfirm={() => actions.deleteDay(day.id, day.content.length)}
      />
    </div>
  );
}

/**
 * Under a day: add a text note (a form, kept open while the page scrolls), a photo or a recording.
 * The form closed, saved or not, Add text has the focus again, ready for the next note (the new
 * one is saved in the background).
 */
function DayAddControls({ day, formKey }: { day: Day; formKey: string }) {
  const { actions, openForms, setForm, drafts, typed, dropDraft } = useNotesList();
  const { control: addTextButton, closing } = useFocusOnReturn();
  const pending = isTemporary(day.id);
  const draft = drafts.get(formKey);
  if (openForms.has(formKey)) {
    return (
      <AddTextForm
        key={draft ? "draft" : "new"}
        initialTitle={draft?.title}
        initialText={draft?.text}
        notice={draft?.notice}
        keep={{ store: typed, key: formKey }}
        onSave={(title, text) => {
          actions.addText(day.id, title, text, formKey);
          dropDraft(formKey);
          closing();
          setForm(formKey, false);
        }}
        onCancel={() => {
          dropDraft(formKey);
          closing();
          setForm(formKey, false);
        }}
      />
    );
  }
  return (
    <div className="grid grid-cols-3 gap-2 sm:flex sm:flex-wrap">
      <button
        ref={addTextButton}
        type="button"
        className={dayControlClass}
        disabled={pending}
        onClick={() => setForm(formKey, true)}
      >
        <FilePlus2 size={16} aria-hidden />
        {NOTES.addText}
      </button>
      <UploadButton dayId={day.id} kind="image" disabled={pending} />
      <UploadButton dayId={day.id} kind="audio" disabled={pending} />
    </div>
  );
}
