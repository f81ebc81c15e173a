import { CalendarPlus, Trash2 } from "lucide-react";
import { type CSSProperties, useId, useState } from "react";
import type { Topic } from "@study-well/shared/api";
import { NOTES } from "@study-well/shared";
import { addControlClass } from "../../../components/ui/button";
import { ConfirmDialog } from "../../../components/ui/dialogs";
import { IconButton } from "../../../components/ui/icon-button";
import { InlineText } from "../../../components/ui/inline-text";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { isTemporary, rowKey } from "../api/course-mutation";
import { useFocusOnRemoval } from "../hooks/use-focus-on-removal";
import { useCourseContext } from "./course-context";
import { DaySection } from "./day-section";
import { ExpandButton } from "./expand-button";
import { LectureControls, LectureText } from "./lecture-controls";
import { Spacer, useNotesList } from "./notes-list-context";
import type { TopicPlan } from "./notes-plan";
import { topicTitleKey } from "./title-drafts";

/**
 * A topic's card, with those of its rows that are rendered. The card is drawn behind the rows,
 * 1 rem short of the bottom: the closing row's last 1 rem is the gap to the next topic.
 */
export function TopicSection({ plan, space }: { plan: TopicPlan; space: ReadonlyMap<number, number> }) {
  const { topic } = plan;
  const { collapsed, measure, readOnly, actions } = useNotesList();
  const expanded = !collapsed.has(rowKey(topic.id));
  const bodyId = useId();
  const pending = isTemporary(topic.id);
  const row = useFocusOnRemoval(topic.id);
  return (
    <li ref={row} aria-posinset={plan.position} aria-setsize={plan.setSize} className="relative isolate">
      <div
        aria-hidden
        className="absolute inset-x-0 top-0 bottom-4 -z-10 rounded-2xl bg-white shadow-sm ring-1 ring-slate-200"
      />
      {plan.head !== undefined && (
        <>
          <Spacer height={space.get(plan.head)} />
          <TopicHeader index={plan.head} topic={topic} expanded={expanded} bodyId={bodyId} />
        </>
      )}
      {expanded && (
        <div id={bodyId}>
          {plan.notes !== undefined && (
            <>
              <Spacer height={space.get(plan.notes)} />
              <div data-index={plan.notes} ref={measure} className="space-y-3 px-4 pt-3">
                <LectureText id={topic.id} lecture={topic.topicLecture} />
                {topic.days.length === 0 && <p className="text-sm text-slate-500">{NOTES.noDays}</p>}
              </div>
            </>
          )}
          {plan.days.length > 0 && (
            <ul className="px-4">
              {plan.days.map((dayPlan) => (
                <DaySection key={rowKey(dayPlan.day.id)} topic={topic} plan={dayPlan} space={space} />
              ))}
            </ul>
          )}
        </div>
      )}
      {plan.end !== undefined && (
        <>
          <Spacer height={space.get(plan.end)} />
          {/* Below the card: the topic's bottom padding, then the gap to the next topic. */}
          <div data-index={plan.end} ref={measure} className={expanded ? "px-4 pt-3 pb-8" : "h-4"}>
            {expanded && !readOnly && (
              <button
                type="button"
                className={addControlClass}
                disabled={pending}
                onClick={() => actions.addDay(topic.id)}
              >
                <CalendarPlus size={16} aria-hidden />
                {NOTES.addDay}
              </button>
            )}
          </div>
        </>
      )}
    </li>
  );
}

function TopicHeader({
  index,
  topic,
  expanded,
  bodyId,
}: {
  index: number;
  topic: Topic;
  expanded: boolean;
  bodyId: string;
}) {
  const { measure, readOnly, actions, toggle } = useNotesList();
  const { titles } = useCourseContext();
  const [confirming, setConfirming] = useState(false);
  const pending = isTemporary(topic.id);
  const items = topic.days.reduce((sum, day) => sum + day.content.length, 0);
  const hasContent = items > 0;

  function remove() {
    // Spec §5: only a topic whose days hold content asks first.
    if (hasContent) setConfirming(true);
    else actions.deleteTopic(topic.id, 0);
  }

  return (
    <div
      data-index={index}
      ref={measure}
      className={`flex flex-wrap items-center gap-1 px-3 py-2 sm:flex-nowrap ${expanded ? "border-b border-slate-100" : ""}`}
    >
      <ExpandButton
        expanded={expanded}
        onToggle={() => toggle(topic.id)}
        controls={bodyId}
        subject={topic.title}
      />
      <InlineText
        value={topic.title}
        label={NOTES.topicTitle}
        limit={TEXT_LIMIT.topicTitle}
        disabled={readOnly || pending}
        onSave={(title, from) => actions.renameTopic(topic.id, title, from)}
        keep={{ ...titles, key: topicTitleKey(topic.id) }}
        className="grow basis-(--title-basis) text-lg font-semibold text-slate-900 sm:basis-auto"
        // On a phone, about the title's own width on one line (a text box has none to go by): a
        // title too long to share its line with the buttons takes the line, and they move under it
        // rather than squeeze it to a narrow column. From the small breakpoint up there is room
        // for both: the title wraps beside the buttons.
        style={
          {
            "--title-basis": `min(100% - 2.5rem, ${Math.max(8, Math.ceil(topic.title.length * 0.55))}em)`,
          } as CSSProperties
        }
      />
      <div className="ml-auto flex shrink-0 items-center gap-1">
        <LectureControls topic={topic} disabled={pending} />
        {!readOnly && (
          <IconButton label={NOTES.deleteTopic} subject={topic.title} disabled={pending} onClick={remove}>
            <Trash2 size={16} aria-hidden />
          </IconButton>
        )}
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={setConfirming}
        title={NOTES.deleteTopic}
        message={NOTES.confirmDeleteTopic(topic.title)}
        confirmLabel={NOTES.confirm}
        cancelLabel={NOTES.cancel}
        onConfirm={() => actions.deleteTopic(topic.id, items)}
      />
    </div>
  );
}
