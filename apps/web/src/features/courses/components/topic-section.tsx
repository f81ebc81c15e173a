import { format } from "date-fns";
import { CalendarPlus, Trash2 } from "lucide-react";
import { useId, useState } from "react";
import type { Topic } from "@study-well/shared/api";
import { NOTES } from "@study-well/shared";
import { addControlClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialogs";
import { IconButton } from "../../../components/ui/icon-button";
import { InlineText } from "../../../components/ui/inline-text";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { isTemporary } from "../api/course-mutation";
import { useCourseContext } from "./course-context";
import { DaySection } from "./day-section";
import { ExpandButton } from "./expand-button";
import { LectureControls, LectureText } from "./lecture-controls";

export function TopicSection({ topic }: { topic: Topic }) {
  const { edits, readOnly } = useCourseContext();
  const [expanded, setExpanded] = useState(true);
  const [confirming, setConfirming] = useState(false);
  const bodyId = useId();
  const pending = isTemporary(topic.id);
  const hasContent = topic.days.some((day) => day.content.length > 0);

  function remove() {
    // Spec §5: only a topic whose days hold content asks first.
    if (hasContent) setConfirming(true);
    else edits.deleteTopic.mutate(topic.id);
  }

  return (
    <li className="rounded-2xl border border-slate-200 bg-white shadow-sm">
      <div className="flex items-center gap-1 px-3 py-2">
        <ExpandButton expanded={expanded} onToggle={() => setExpanded(!expanded)} controls={bodyId} />
        <InlineText
          value={topic.title}
          label={NOTES.topicTitle}
          limit={TEXT_LIMIT.topicTitle}
          disabled={readOnly || pending}
          onSave={(title) => edits.renameTopic.mutate({ id: topic.id, title })}
          className="flex-1 text-lg font-semibold text-slate-900"
        />
        <LectureControls topic={topic} disabled={pending} />
        {!readOnly && (
          <IconButton label={NOTES.deleteTopic} disabled={pending} onClick={remove}>
            <Trash2 size={16} aria-hidden />
          </IconButton>
        )}
      </div>
      {expanded && (
        <div id={bodyId} className="space-y-3 border-t border-slate-100 px-4 pt-3 pb-4">
          <LectureText lecture={topic.topicLecture} />
          {topic.days.length === 0 && <p className="text-sm text-slate-500">{NOTES.noDays}</p>}
          {topic.days.length > 0 && (
            <ul className="space-y-3">
              {topic.days.map((day) => (
                <DaySection key={day.id} day={day} />
              ))}
            </ul>
          )}
          {!readOnly && (
            <button
              type="button"
              className={addControlClass}
              disabled={pending}
              onClick={() => edits.addDay(topic.id, format(new Date(), "yyyy-MM-dd"))}
            >
              <CalendarPlus size={16} aria-hidden />
              {NOTES.addDay}
            </button>
          )}
        </div>
      )}
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={NOTES.deleteTopic}
        message={NOTES.confirmDeleteTopic(topic.title)}
        confirmLabel={NOTES.confirm}
        cancelLabel={NOTES.cancel}
        onConfirm={() => edits.deleteTopic.mutate(topic.id)}
      />
    </li>
  );
}
