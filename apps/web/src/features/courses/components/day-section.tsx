import { FilePlus2, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { Day } from "@study-well/shared/api";
import { NOTES } from "@study-well/shared";
import { ConfirmDialog } from "../../../components/ui/dialogs";
import { addControlClass } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { isTemporary } from "../api/course-mutation";
import { AddTextForm } from "./add-text-form";
import { ContentItemView } from "./content-item-view";
import { useCourseContext } from "./course-context";
import { DayDatePicker } from "./day-date-picker";
import { ExpandButton } from "./expand-button";
import { LectureControls, LectureText } from "./lecture-controls";
import { UploadButton } from "./upload-button";

export function DaySection({ day }: { day: Day }) {
  const { edits, readOnly } = useCourseContext();
  const [expanded, setExpanded] = useState(true);
  const [adding, setAdding] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const pending = isTemporary(day.id);

  function remove() {
    if (day.content.length > 0) setConfirming(true);
    else edits.deleteDay.mutate(day.id);
  }

  return (
    <li className="rounded-xl bg-slate-50 ring-1 ring-slate-200">
      <div className="flex items-center gap-1 px-2 py-1.5">
        <ExpandButton expanded={expanded} onToggle={() => setExpanded(!expanded)} controls={bodyId} />
        <DayDatePicker
          date={day.date}
          disabled={readOnly || pending}
          onChange={(date) => edits.setDayDate.mutate({ id: day.id, date })}
        />
        <span className="flex-1" />
        <LectureControls day={day} disabled={pending} />
        {!readOnly && (
          <IconButton label={NOTES.deleteDay} disabled={pending} onClick={remove}>
            <Trash2 size={16} aria-hidden />
          </IconButton>
        )}
      </div>
      {expanded && (
        <div id={bodyId} className="space-y-2 px-3 pb-3">
          <LectureText lecture={day.lecture} />
          {day.content.length === 0 && !adding && (
            <p className="px-1 text-sm text-slate-500">{NOTES.noContent}</p>
          )}
          {day.content.length > 0 && (
            <ul className="space-y-2">
              {day.content.map((item) => (
                <ContentItemView key={item.id} item={item} />
              ))}
            </ul>
          )}
          {!readOnly &&
            (adding ? (
              <AddTextForm
                onSave={(title, text) => {
                  edits.addText(day.id, title, text);
                  setAdding(false);
                }}
                onCancel={() => setAdding(false)}
              />
            ) : (
              <div className="flex flex-wrap gap-2">
                <button
                  type="button"
                  className={addControlClass}
                  disabled={pending}
                  onClick={() => setAdding(true)}
                >
                  <FilePlus2 size={16} aria-hidden />
                  {NOTES.addText}
                </button>
                <UploadButton dayId={day.id} kind="image" disabled={pending} />
                <UploadButton dayId={day.id} kind="audio" disabled={pending} />
              </div>
            ))}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={NOTES.deleteDay}
        message={NOTES.confirmDeleteDay(day.content.length)}
        confirmLabel={NOTES.confirm}
        cancelLabel={NOTES.cancel}
        onConfirm={() => edits.deleteDay.mutate(day.id)}
      />
    </li>
  );
}
