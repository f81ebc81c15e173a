import { Plus } from "lucide-react";
import { Link } from "react-router";
import { COURSES, GENERIC_ERROR, LOADING } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { buttonClass } from "../../../components/ui/button";
import { LoadingText } from "../../../components/ui/card";
import { useCourses } from "../api/courses-api";

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
        {courses.isPending && <LoadingText>{LOADING}</LoadingText>}
        {courses.isError && <Alert tone="error">{GENERIC_ERROR}</Alert>}
        {courses.data?.length === 0 && (
          <p className="rounded-2xl border border-dashed border-slate-300 bg-white p-10 text-center text-slate-600">
            {COURSES.empty}
          </p>
        )}
        {courses.data && courses.data.length > 0 && (
          <ul className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
            {courses.data.map((course) => (
              <li key={course.id} className="min-w-0">
                <Link
                  to={`/course/${course.id}`}
                  className="block h-full rounded-2xl border border-slate-200 bg-white p-5 shadow-sm transition hover:border-brand-600 hover:shadow-md"
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
