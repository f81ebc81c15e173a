import { BookOpen, Plus } from "lucide-react";
import { Link } from "wouter";
import { COURSES, EMPTY_NEXT, GENERIC_ERROR, LOADING } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { EmptyState } from "../../../components/ui/empty-state";
import { Bone, Skeleton } from "../../../components/ui/skeleton";
import { useCourses } from "../api/courses-api";

const grid = "grid gap-4 sm:grid-cols-2 lg:grid-cols-3";
const card = "h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm";

export function CoursesPage() {
  const courses = useCourses();
  return (
    <section>
      <div className="flex flex-wrap items-center justify-between gap-4">
        <h1 className="text-3xl font-semibold tracking-tight text-slate-900">{COURSES.title}</h1>
        <Link to="/create-course" className={buttonClass("primary")}>
          <Plus size={16} aria-hidden />
          {COURSES.create}
        </Link>
      </div>
      <div className="mt-6">
        {courses.isPending && <CoursesSkeleton />}
        {courses.isError && <Alert tone="error">{GENERIC_ERROR}</Alert>}
        {courses.data?.length === 0 && (
          <EmptyState
            icon={BookOpen}
            message={COURSES.empty}
            next={EMPTY_NEXT.courses}
            action={
              <Link to="/create-course" className={buttonClass("secondary")}>
                <Plus size={16} aria-hidden />
                {EMPTY_NEXT.createFirstCourse}
              </Link>
            }
          />
        )}
        {courses.data && courses.data.length > 0 && (
          <ul className={grid}>
            {courses.data.map((course) => (
              <li key={course.id} className="min-w-0">
                <Link
                  to={`/course/${course.id}`}
                  className={`block transition hover:border-brand-600 hover:shadow-md ${card}`}
                >
                  {/* At most two lines of title and three of description; hovering shows them whole. */}
                  <h2
                    className="line-clamp-2 text-lg font-semibold wrap-anywhere text-slate-900"
                    title={course.title}
                  >
                    {course.title}
                  </h2>
                  <p
                    className="mt-2 line-clamp-3 text-sm wrap-anywhere text-slate-600"
                    title={course.description}
                  >
                    {course.description}
                  </p>
                </Link>
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}

/** Three cards' shapes: a title and a description of two lines. */
function CoursesSkeleton() {
  return (
    <Skeleton label={LOADING}>
      <div className={grid}>
        {[0, 1, 2].map((i) => (
          <div key={i} className={card}>
            <Bone className="h-6 w-2/3" />
            <Bone className="mt-3 h-4 w-full" />
            <Bone className="mt-2 h-4 w-4/5" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
