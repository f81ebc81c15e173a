import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Course, CreateCourseRequest } from "@study-well/shared/api";
import { unwrap } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";

export const courseKeys = {
  list: ["courses"] as const,
  detail: (id: string) => ["courses", id] as const,
};

export function useCourses() {
  const api = useApi();
  return useQuery({ queryKey: courseKeys.list, queryFn: () => unwrap(api.GET("/api/courses")) });
}

/** The ETag of each course document in the query cache, to ask for it only if it changed. */
const courseEtags = new Map<string, string>();

export function useCourse(courseId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: courseKeys.detail(courseId),
    // A refetch (focus, reconnect, after an edit) sends the version it holds; an unchanged course
    // answers 304 with no body, and the cached document stays as it is.
    queryFn: async () => {
      const held = queryClient.getQueryData<Course>(courseKeys.detail(courseId));
      const etag = held ? courseEtags.get(courseId) : undefined;
      const call = api.GET("/api/courses/{courseId}", {
        params: { path: { courseId }, header: etag ? { "if-none-match": etag } : {} },
      });
      const { response } = await call;
      if (response.status === 304 && held) return held;
      const course = await unwrap(call);
      const received = response.headers.get("etag");
      if (received) courseEtags.set(courseId, received);
      else courseEtags.delete(courseId);
      return course;
    },
    retry: (count, error) =>
      count < 1 && !(error instanceof Error && "status" in error && error.status === 404),
  });
}

export function useCreateCourse() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCourseRequest) => unwrap(api.POST("/api/courses", { body: input })),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list, exact: true });
    },
  });
}
