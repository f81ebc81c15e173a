import { useState, type KeyboardEvent } from "react";
import { NOTES } from "@study-well/shared";
import { useCourseContext } from "./course-context";
import { TopicSection } from "./topic-section";

export function NotesTab() {
  const { course, edits, readOnly } = useCourseContext();
  const [title, setTitle] = useState("");

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key !== "Enter") return;
    event.preventDefault();
    if (!title.trim()) return;
    edits.addTopic(title.trim());
    setTitle("");
  }

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
        <input
          aria-label={NOTES.newTopic}
          placeholder={NOTES.newTopic}
          value={title}
          onChange={(e) => setTitle(e.target.value)}
          onKeyDown={onKeyDown}
          className="block w-full rounded-xl border border-dashed border-slate-300 bg-white px-4 py-3 text-slate-800 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30"
        />
      )}
    </div>
  );
}
