import { Tabs } from "radix-ui";
import { lazy, Suspense, useEffect, useRef, useState } from "react";
import { Link, Redirect, useLocation, useParams } from "wouter";
import type { Course } from "@study-well/shared/api";
import {
  COURSE_DEFAULTS,
  COURSE_PAGE,
  CREATE_COURSE,
  emptySelection,
  PAGE_LOADING,
  type QuizSelection,
} from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { LoadingText } from "../../../components/ui/card";
import { CourseSkeleton } from "./course-skeleton";
import { ApiError } from "../../../lib/api/errors";
import { useSession, useSessionManager } from "../../../lib/session/session-context";
import { useCourseEdits } from "../api/course-edits";
import { useCourse } from "../api/courses-api";
import { useQuizResultsStream } from "../api/quiz-results-stream";
import { CourseContext } from "./course-context";
import { CourseHeader, MasteryPanel } from "./course-header";
import { CourseNoticeProvider } from "./course-notice";
import { CourseWorkProvider } from "./course-work";
import { NotesTab } from "./notes-tab";
import { useNotesView } from "./notes-view";
import { OutlineTab } from "./outline-tab";
import { useTitleDrafts } from "./title-drafts";

// The quiz (tree, chat, voice, reports) loads when its tab is first opened, not with the notes.
const AssessmentTab = lazy(async () => ({ default: (await import("./assessment-tab")).AssessmentTab }));

const TABS = ["outline", "notes", "assessment"] as const;
type Tab = (typeof TABS)[number];
const isTab = (value: string | undefined): value is Tab => TABS.includes(value as Tab);

/** Spec §2: a course that does not exist shows a new placeholder course. */
function placeholderCourse(id: string): Course {
  const now = new Date().toISOString();
  return {
    id,
    title: COURSE_DEFAULTS.title,
    description: COURSE_DEFAULTS.description,
    userId: "",
    createdAt: now,
    updatedAt: now,
    outline: { summary: "", objectives: [] },
    assessment: COURSE_DEFAULTS.assessment,
    topics: [],
  };
}

export function CoursePage() {
  const { courseId = "", tab } = useParams<{ courseId?: string; tab?: string }>();
  const query = useCourse(courseId);
  if (query.isPending) return <CourseSkeleton />;
  const missing =
    query.error instanceof ApiError && (query.error.status === 404 || query.error.status === 400);
  // Only a course never read is an error page: one on the screen stays there when reading it again
  // fails (a moment offline), with its open forms, drafts and quiz.
  if (query.isError && !missing && !query.data) return <Alert tone="error">{COURSE_PAGE.loadError}</Alert>;
  // Gone when read again (deleted in another tab): as a reload would show it, not the course as it
  // was, whose controls could only fail.
  const course = missing || !query.data ? placeholderCourse(courseId) : query.data;
  if (!isTab(tab)) {
    return <Redirect replace to={`/course/${courseId}/${course.outline.summary ? "notes" : "outline"}`} />;
  }
  return (
    <CourseNoticeProvider>
      {/* Another course is another view: its own open forms, drafts and picks. */}
      <CourseView key={course.id} course={course} tab={tab} readOnly={missing || !query.data} />
    </CourseNoticeProvider>
  );
}

function CourseView({ course, tab, readOnly }: { course: Course; tab: Tab; readOnly: boolean }) {
  const edits = useCourseEdits(course.id);
  // Scores written by another tab (or a report finishing) arrive without a reload.
  useQuizResultsStream(course.id, !readOnly);
  const [location, navigate] = useLocation();
  // The tab asked for since the address last changed: one click asks twice in a row (as the
  // trigger takes the focus, then on mouse down), and makes one history entry, so Back goes to the
  // tab before.
  const asked = useRef<Tab | null>(null);
  useEffect(() => {
    asked.current = null;
  }, [location]);
  // Held here, not in the tab: what the student picked survives a look at the notes.
  const [quizPicks, setQuizPicks] = useState<QuizSelection>(emptySelection);
  // Half-written notes are kept in this tab for this user and course (not a placeholder's).
  const session = useSessionManager();
  const uid = useSession().user?.uid;
  const kept =
    readOnly || !uid
      ? undefined
      : { scope: `${uid}:${course.id}`, allowed: () => session.getState().user?.uid === uid };
  const notesView = useNotesView(kept && { ...kept, course });
  // Topics' titles and objectives typed in place, and the boxes that add them, kept the same way.
  const titles = useTitleDrafts(course, edits, kept);
  return (
    <CourseContext value={{ course, edits, readOnly, titles }}>
      <CourseWorkProvider courseId={course.id} course={course} scope={kept?.scope}>
        {readOnly && (
          <div className="mb-4">
            <Alert tone="info">
              {COURSE_PAGE.notFound}{" "}
              <Link to="/create-course" className="font-medium text-brand-700 underline underline-offset-4">
                {CREATE_COURSE.title}
              </Link>
            </Alert>
          </div>
        )}
        {/* The panel goes across under the header: beside it, a long list of topics held the tabs
            far below a short description. */}
        <CourseHeader />
        <MasteryPanel />
        <Tabs.Root
          value={tab}
          onValueChange={(next) => {
            if (!isTab(next) || next === asked.current) return;
            asked.current = next;
            navigate(`/course/${course.id}/${next}`);
          }}
          className="mt-8"
        >
          {/* On a phone the three tabs share the width (a name wraps at 320 px rather than scroll). */}
          <Tabs.List aria-label="Course sections" className="flex gap-1 border-b border-slate-200">
            {TABS.map((value) => (
              <Tabs.Trigger
                key={value}
                value={value}
                className="-mb-px flex-1 border-b-2 border-transparent px-2 py-2 text-sm leading-tight font-medium text-slate-600 hover:text-slate-900 data-[state=active]:border-brand-700 data-[state=active]:text-brand-800 sm:flex-none sm:px-4"
              >
                {COURSE_PAGE.tabs[value]}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
          <Tabs.Content value="outline" className="mt-6 rounded-sm">
            <OutlineTab />
          </Tabs.Content>
          <Tabs.Content value="notes" className="mt-6 rounded-sm">
            <NotesTab view={notesView} />
          </Tabs.Content>
          <Tabs.Content value="assessment" className="mt-6 rounded-sm">
            <Suspense fallback={<LoadingText>{PAGE_LOADING}</LoadingText>}>
              <AssessmentTab picked={quizPicks} setPicked={setQuizPicks} />
            </Suspense>
          </Tabs.Content>
        </Tabs.Root>
      </CourseWorkProvider>
    </CourseContext>
  );
}
