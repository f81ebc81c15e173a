import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { Course, CourseSummary, CreateCourseRequest } from "@study-well/shared/api";
import { useApi } from "../../../lib/session/session-context";

export const courseKeys = {
  list: ["courses"] as const,
  detail: (id: string) => ["courses", id] as const,
};

export function useCourses() {
  const api = useApi();
  return useQuery({ queryKey: courseKeys.list, queryFn: () => api.get<CourseSummary[]>("/api/courses") });
}

export function useCourse(courseId: string) {
  const api = useApi();
  return useQuery({
    queryKey: courseKeys.detail(courseId),
    queryFn: () => api.get<Course>(`/api/courses/${courseId}`),
    retry: (count, error) =>
      count < 1 && !(error instanceof Error && "status" in error && error.status === 404),
  });
}

export function useCreateCourse() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: CreateCourseRequest) => api.post<Course>("/api/courses", input),
    onSuccess: (course) => {
      queryClient.setQueryData(courseKeys.detail(course.id), course);
      void queryClient.invalidateQueries({ queryKey: courseKeys.list, exact: true });
    },
  });
}
