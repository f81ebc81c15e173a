import { Pencil } from "lucide-react";
import { useState } from "react";
import { COURSE_PAGE } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";
import { useCourseContext } from "./course-context";
import { EditCourseDialog } from "./edit-course-dialog";

export function CourseHeader() {
  const { course, readOnly } = useCourseContext();
  const [editing, setEditing] = useState(false);
  return (
    <header className="flex items-start justify-between gap-4">
      <div className="min-w-0">
        <h1 className="text-3xl font-semibold tracking-tight break-words text-slate-900">{course.title}</h1>
        <p className="mt-2 whitespace-pre-line text-slate-600">{course.description}</p>
      </div>
      {!readOnly && (
        <>
          <IconButton label={COURSE_PAGE.edit} onClick={() => setEditing(true)}>
            <Pencil size={18} aria-hidden />
          </IconButton>
          <EditCourseDialog open={editing} onOpenChange={setEditing} />
        </>
      )}
    </header>
  );
}

/** Mastery by topic comes from quiz results; until a quiz has been taken it says how to get it. */
export function MasteryPanel() {
  const { course } = useCourseContext();
  return (
    <section
      aria-labelledby="mastery-heading"
      className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm"
    >
      <h2 id="mastery-heading" className="text-base font-semibold text-slate-900">
        {COURSE_PAGE.mastery}
      </h2>
      <p className="mt-2 text-sm text-slate-600">{COURSE_PAGE.masteryEmpty}</p>
      {course.topics.length > 0 && (
        <ul className="mt-3 space-y-1.5 text-sm">
          {course.topics.map((topic) => (
            <li key={topic.id} className="flex min-w-0 items-center justify-between gap-3">
              <span className="min-w-0 truncate text-slate-700" title={topic.title}>
                {topic.title}
              </span>
              <span
                className="size-3 shrink-0 rounded-full bg-slate-300"
                title={COURSE_PAGE.noScore}
                aria-hidden
              />
              <span className="sr-only">{COURSE_PAGE.noScore}</span>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
