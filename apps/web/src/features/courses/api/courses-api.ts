import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateCourseRequest } from "@study-well/shared/api";
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

export function useCourse(courseId: string) {
  const api = useApi();
  return useQuery({
    queryKey: courseKeys.detail(courseId),
    queryFn: () => unwrap(api.GET("/api/courses/{courseId}", { params: { path: { courseId } } })),
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
