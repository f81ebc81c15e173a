import { useMutation, useQuery, useQueryClient } from "@tanstack/react-query";
import type { CreateCourseRequest } from "@study-well/shared/api";
import { unwrap, unwrapDeleted } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";
import { courseKeys, courseQuery } from "./course-query";

export { courseKeys };

export function useCourses() {
  const api = useApi();
  return useQuery({ queryKey: courseKeys.list, queryFn: () => unwrap(api.GET("/api/courses")) });
}

export function useCourse(courseId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery(courseQuery(api, queryClient, courseId));
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

/** Deletes a course with everything in it (one already gone counts as deleted); the list is read again. */
export function useDeleteCourse() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (courseId: string) =>
      unwrapDeleted(api.DELETE("/api/courses/{courseId}", { params: { path: { courseId } } })),
    onSuccess: (_, courseId) => {
      queryClient.removeQueries({ queryKey: courseKeys.detail(courseId) });
      void queryClient.invalidateQueries({ queryKey: courseKeys.list, exact: true });
    },
  });
}
