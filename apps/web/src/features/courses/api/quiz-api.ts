import { useQuery } from "@tanstack/react-query";
import { useEffect, useMemo } from "react";
import { courseOrder, inCourseOrder, type ScoreEntry } from "@study-well/shared";
import type { Course } from "@study-well/shared/api";
import { unwrap, type ApiClient } from "../../../lib/api/client";
import type { components } from "../../../lib/api/schema";
import { postForEvents, type StreamEvent } from "../../../lib/api/event-stream";
import { useApi, useSessionManager } from "../../../lib/session/session-context";
import type { SessionManager } from "../../../lib/session/session-manager";

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
  const session = useSessionManager();
  return useMemo(() => quizApi(api, session), [api, session]);
}

export type QuizTurn = components["schemas"]["QuizTurnResponse"];

/** The tutor's words as a language model writes them: a piece, or "start again" (a retried reply). */
export type TutorWords = (piece: { text: string } | "restart") => void;

const tutorWords = (onWords: TutorWords) => (event: StreamEvent) => {
  if (event.event === "restart") onWords("restart");
  else if (event.event === "text") {
    const piece = JSON.parse(event.data) as { text?: unknown };
    if (typeof piece.text === "string") onWords({ text: piece.text });
  }
};

function quizApi(api: ApiClient, session: SessionManager) {
  return {
    /** Opens the quiz; with a language model the first question's words reach `onWords` as written. */
    start: (courseId: string, contentIds: string[], onWords: TutorWords) =>
      postForEvents<QuizSession>(
        session,
        `/api/courses/${encodeURIComponent(courseId)}/quiz-sessions/stream`,
        { contentIds },
        "session",
        tutorWords(onWords),
      ),
    /** Answers; with a language model the reply's words reach `onWords` as written. */
    send: (sessionId: string, text: string, onWords: TutorWords) =>
      postForEvents<QuizTurn>(
        session,
        `/api/quiz-sessions/${encodeURIComponent(sessionId)}/messages/stream`,
        { text },
        "turn",
        tutorWords(onWords),
      ),
    /** `keepalive`: sent as the page goes (a reload, the tab closed), and finished without it. */
    end: (sessionId: string, { keepalive = false } = {}) =>
      unwrap(api.POST("/api/quiz-sessions/{sessionId}/end", { params: { path: { sessionId } }, keepalive })),
  };
}

/**
 * Asks the server to get the tutor ready while the student picks what to be quizzed on (the
 * offline tutor loads its models once, about a second and a half), so the first question and
 * answer do not wait for it. Nothing is shown either way: a tutor that cannot get ready says so
 * at the first question.
 */
export function useTutorWarmUp(enabled: boolean): void {
  const api = useApi();
  useEffect(() => {
    if (!enabled) return;
    // Dropped as the tab goes: no request waits on for a tab no longer open.
    const leaving = new AbortController();
    api.POST("/api/ai/tutor/warm-up", { signal: leaving.signal }).catch(() => undefined);
    return () => leaving.abort();
  }, [api, enabled]);
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

/**
 * Every item score of every result, as the shared score and mastery rules take them. A result's
 * items are in course order, as its report lists them (the progress grid shows them so); those no
 * longer in the course come after them.
 */
export function scoreEntriesOf(results: readonly QuizResult[] | undefined, course: Course): ScoreEntry[] {
  if (!results) return [];
  const order = courseOrder(course);
  return results.flatMap((result) =>
    inCourseOrder(Object.entries(result.contentScores), ([contentId, { title }]) => ({
      position: order.item(contentId),
      name: title,
      key: contentId,
    })).map(([contentId, { score }]): ScoreEntry => ({
      contentId,
      score,
      timestamp: result.timestamp,
      resultId: result.id,
    })),
  );
}
