import { COURSE_PAGE } from "@study-well/shared";
import { Bone, Skeleton } from "../../../components/ui/skeleton";

/**
 * The course page's shape while the course loads (spec §2: a loading text, "Loading course...",
 * here above the shapes): title and description, Mastery by Topic, the tabs and two topics.
 */
export function CourseSkeleton() {
  return (
    <Skeleton label={COURSE_PAGE.loading} labelShown>
      <div>
        <Bone className="h-8 w-3/4" />
        <Bone className="mt-4 h-4 w-full" />
        <Bone className="mt-2 h-4 w-2/3" />
      </div>
      <div className="mt-6 rounded-2xl border border-slate-200 bg-white p-5 shadow-sm">
        <Bone className="h-5 w-1/3" />
        <Bone className="mt-3 h-4 w-full" />
        <Bone className="mt-2 h-4 w-5/6" />
      </div>
      <div className="mt-8 flex gap-4 border-b border-slate-200 pb-2">
        <Bone className="h-5 w-16" />
        <Bone className="h-5 w-24" />
        <Bone className="h-5 w-20" />
      </div>
      <div className="mt-6 space-y-4">
        {[0, 1].map((i) => (
          <div key={i} className="rounded-2xl border border-slate-200 bg-white p-4 shadow-sm">
            <Bone className="h-6 w-1/2" />
            <Bone className="mt-4 h-16 w-full rounded-xl" />
          </div>
        ))}
      </div>
    </Skeleton>
  );
}
