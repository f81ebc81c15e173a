import { NOTES } from "@study-well/shared";
import { AddBox } from "../../../components/ui/add-box";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { useCourseContext } from "./course-context";
import { TopicSection } from "./topic-section";

export function NotesTab() {
  const { course, edits, readOnly } = useCourseContext();
  return (
    <div className="space-y-4">
      {course.topics.length === 0 ? (
        <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-8 text-center text-slate-600">
          {NOTES.noTopics}
        </p>
      ) : (
        <ul className="space-y-4">
          {course.topics.map((topic) => (
            <TopicSection key={topic.id} topic={topic} />
          ))}
        </ul>
      )}
      {!readOnly && (
        <AddBox
          placeholder={NOTES.newTopic}
          onAdd={edits.addTopic}
          limit={TEXT_LIMIT.topicTitle}
          className="rounded-xl px-4 py-3"
        />
      )}
    </div>
  );
}
