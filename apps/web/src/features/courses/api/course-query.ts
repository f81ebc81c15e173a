import type { QueryClient } from "@tanstack/react-query";
import type { Course } from "@study-well/shared/api";
import { unwrap, type ApiClient } from "../../../lib/api/client";

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

/** How many whole documents of each course have been read (not a 304): see useCourseMutation. */
const wholeReads = new Map<string, number>();
export const wholeReadsOf = (courseId: string) => wholeReads.get(courseId) ?? 0;

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
      const held = queryClient.getQueryData<Course>(courseKeys.detail(courseId));
      const etag = held ? courseEtags.get(courseId) : undefined;
      const call = api.GET("/api/courses/{courseId}", {
        params: { path: { courseId }, header: etag ? { "if-none-match": etag } : {} },
      });
      const { response } = await call;
      if (response.status === 304 && held) return held;
      const course = await unwrap(call);
      wholeReads.set(courseId, wholeReadsOf(courseId) + 1);
      const received = response.headers.get("etag");
      if (received) courseEtags.set(courseId, received);
      else courseEtags.delete(courseId);
      return course;
    },
    retry: (count: number, error: Error) => count < 1 && !("status" in error && error.status === 404),
  };
}
