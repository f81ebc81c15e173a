import { useQuery } from "@tanstack/react-query";
import { useMemo } from "react";
import type { ScoreEntry } from "@study-well/shared";
import { unwrap, type ApiClient } from "../../../lib/api/client";
import type { components } from "../../../lib/api/schema";
import { useApi } from "../../../lib/session/session-context";

export type QuizResult = components["schemas"]["QuizResult"];
export type QuizSession = components["schemas"]["QuizSession"];
export type QuizMessage = components["schemas"]["QuizMessage"];

export const quizKeys = {
  /** Not under courseKeys.detail: refreshing the course after an edit need not refetch results. */
  results: (courseId: string) => ["quiz-results", courseId] as const,
};

/** Quiz sessions held by the server: start one, answer, end it (which may start the report task). */
export function useQuizApi() {
  const api = useApi();
  return useMemo(() => quizApi(api), [api]);
}

function quizApi(api: ApiClient) {
  return {
    start: (courseId: string, contentIds: string[]) =>
      unwrap(
        api.POST("/api/courses/{courseId}/quiz-sessions", {
          params: { path: { courseId } },
          body: { contentIds },
        }),
      ),
    send: (sessionId: string, text: string) =>
      unwrap(
        api.POST("/api/quiz-sessions/{sessionId}/messages", {
          params: { path: { sessionId } },
          body: { text },
        }),
      ),
    end: (sessionId: string) =>
      unwrap(api.POST("/api/quiz-sessions/{sessionId}/end", { params: { path: { sessionId } } })),
  };
}

/** The caller's quiz results for the course, newest first (shared by the tab and the mastery panel). */
export function useQuizResults(courseId: string, enabled = true) {
  const api = useApi();
  return useQuery({
    queryKey: quizKeys.results(courseId),
    enabled,
    queryFn: () =>
      unwrap(api.GET("/api/courses/{courseId}/quiz-results", { params: { path: { courseId } } })),
  });
}

/** Every item score of every result, as the shared score and mastery rules take them. */
export function scoreEntriesOf(results: readonly QuizResult[] | undefined): ScoreEntry[] {
  if (!results) return [];
  return results.flatMap((result) =>
    Object.entries(result.contentScores).map(([contentId, { score }]): ScoreEntry => ({
      contentId,
      score,
      timestamp: result.timestamp,
      resultId: result.id,
    })),
  );
}
