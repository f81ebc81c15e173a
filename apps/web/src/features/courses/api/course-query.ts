import type { QueryClient } from "@tanstack/react-query";
import type { Course } from "@study-well/shared/api";
import { unwrap, type ApiClient } from "../../../lib/api/client";
import { withoutWaitingDeletes } from "./pending-deletes";

export const courseKeys = {
  list: ["courses"] as const,
  detail: (id: string) => ["courses", id] as const,
};

/** The ETag of each course document in the query cache, to ask for it only if it changed. */
const courseEtags = new Map<string, string>();

/**
 * The cached document is no longer the one its ETag names (an edit shown before the server took
 * it was refused): the next read asks for the whole course, not whether it changed.
 */
export const forgetCourseEtag = (courseId: string) => courseEtags.delete(courseId);

/** The version of the course document the cache holds (its ETag names it), if known. */
export function heldVersion(courseId: string): number | undefined {
  const version = /^W\/"(\d+)"$/.exec(courseEtags.get(courseId) ?? "")?.[1];
  return version === undefined ? undefined : Number(version);
}

/** How many reads of each course have been started: see useCourseMutation. */
const reads = new Map<string, number>();
export const readsOf = (courseId: string) => reads.get(courseId) ?? 0;

/**
 * Courses that may be shown without an edit the server has (a read answered while it was on its
 * way), by the count of reads started when that was found: a read started after it, once it
 * answers, shows the course as the server has it.
 */
const stale = new Map<string, number>();
export const markStale = (courseId: string) => stale.set(courseId, readsOf(courseId));
export const isStale = (courseId: string) => stale.has(courseId);

/**
 * How a course document is read: the course page's query, and the read a deep link to a course
 * starts as the app starts (main.tsx), before the course page's code has arrived.
 */
export function courseQuery(api: ApiClient, queryClient: QueryClient, courseId: string) {
  return {
    queryKey: courseKeys.detail(courseId),
    // A refetch (focus, reconnect, after an edit) sends the version it holds; an unchanged course
    // answers 304 with no body, and the cached document stays as it is.
    queryFn: async (): Promise<Course> => {
      const read = readsOf(courseId) + 1;
      reads.set(courseId, read);
      const answered = () => {
        if ((stale.get(courseId) ?? Infinity) < read) stale.delete(courseId);
      };
      const held = queryClient.getQueryData<Course>(courseKeys.detail(courseId));
      const etag = held ? courseEtags.get(courseId) : undefined;
      const call = api.GET("/api/courses/{courseId}", {
        params: { path: { courseId }, header: etag ? { "if-none-match": etag } : {} },
      });
      const { response } = await call;
      // Unchanged: the document as it is now (an edit may have settled meanwhile: a real id for a
      // stand-in one), not as it was when the read started.
      if (response.status === 304 && held) {
        answered();
        return queryClient.getQueryData<Course>(courseKeys.detail(courseId)) ?? held;
      }
      // (without the notes deleted on the page that wait out their Undo: the server still has them)
      const course = withoutWaitingDeletes(courseId, await unwrap(call));
      answered();
      const received = response.headers.get("etag");
      if (received) courseEtags.set(courseId, received);
      else courseEtags.delete(courseId);
      return course;
    },
    retry: (count: number, error: Error) => count < 1 && !("status" in error && error.status === 404),
  };
}
