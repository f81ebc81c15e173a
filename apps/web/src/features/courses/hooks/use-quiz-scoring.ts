import { useQueryClient } from "@tanstack/react-query";
import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Task } from "@study-well/shared/api";
import { QUIZ } from "@study-well/shared";
import { quizKeys, type QuizResult } from "../api/quiz-api";
import { useTasksApi } from "../api/tasks-api";
import type { EndedQuiz } from "./use-quiz-chat";

/** Spec §9: the scoring flash lasts at most 15 ticks of 600 ms; a new result is "latest" for 3 s. */
export const SCORING_TICK_MS = 600;
export const SCORING_TICKS = 15;
export const LATEST_MS = 3000;
/** How long the report task is followed after the flash has stopped (a slow language model). */
const FOLLOW_TICKS = 300;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const settled = (task: Task) => task.state !== "queued" && task.state !== "running";

export interface QuizScoring {
  /** Content ids whose scores are on their way (they flash). */
  scoring: ReadonlySet<string>;
  /** Ids of results that arrived in the last 3 seconds. */
  latest: ReadonlySet<string>;
  /** Follows the quiz just closed: flashes its items and fetches the result when it is written. */
  follow: (ended: EndedQuiz) => void;
}

/**
 * The spec's "Latest result" (§4): the items being scored flash until their result is here (by the
 * live stream, or fetched again once the report task is done) or 15 ticks pass; a result that was not there before is marked
 * latest for 3 seconds.
 */
export function useQuizScoring(
  courseId: string,
  results: readonly QuizResult[] | undefined,
  /** The report will not come: `message` says why, or null when it is only no longer waited for. */
  onFailure: (message: string | null) => void,
): QuizScoring {
  const tasks = useTasksApi();
  const queryClient = useQueryClient();
  const [flashing, setFlashing] = useState<ReadonlyMap<number, readonly string[]>>(new Map());
  const runs = useRef(0);
  /** Each flashing run's quiz session, once known: its result ends the flash as soon as it is here. */
  const sessions = useRef(new Map<number, string>());

  /** The flashes' timers: a page left meanwhile sets no state once it is gone. */
  const flashTimers = useRef(new Set<ReturnType<typeof setTimeout>>());
  /**
   * Aborted when the tab is left: its report tasks are no longer asked after (the course page's
   * live stream still brings their scores, and the results are read again when the tab is back).
   */
  const left = useRef(new AbortController());
  useEffect(() => {
    const timers = flashTimers.current;
    const leaving = new AbortController();
    left.current = leaving;
    return () => {
      leaving.abort();
      for (const timer of timers) clearTimeout(timer);
    };
  }, []);

  const stopFlash = useCallback((run: number) => {
    sessions.current.delete(run);
    setFlashing((current) => {
      if (!current.has(run)) return current;
      const next = new Map(current);
      next.delete(run);
      return next;
    });
  }, []);

  const follow = useCallback(
    (ended: EndedQuiz) => {
      const run = ++runs.current;
      if (ended.answered > 0) {
        setFlashing((current) => new Map(current).set(run, ended.contentIds));
        const timer = setTimeout(() => {
          flashTimers.current.delete(timer);
          stopFlash(run);
        }, SCORING_TICKS * SCORING_TICK_MS);
        flashTimers.current.add(timer);
        void ended.session.then(
          (id) => id && sessions.current.set(run, id),
          () => undefined,
        );
      }
      const signal = left.current.signal;
      void (async () => {
        try {
          let task = await ended.task;
          for (let tick = 0; task && !settled(task) && tick < FOLLOW_TICKS; tick++) {
            await sleep(SCORING_TICK_MS);
            if (signal.aborted) break;
            task = await tasks.get(task.id).catch(() => task);
          }
          if (signal.aborted) {
            // Left: the results are read again when they are next shown.
            await queryClient.invalidateQueries({
              queryKey: quizKeys.results(courseId),
              refetchType: "none",
            });
          } else if (task?.state === "done") {
            await queryClient.invalidateQueries({ queryKey: quizKeys.results(courseId) });
          } else if (task?.state === "failed") {
            onFailure(task.error ?? QUIZ.scoresFailed);
          } else if (task) {
            // Still not written after FOLLOW_TICKS: no longer waited for here (its scores still
            // come by the live stream if it ends).
            onFailure(null);
          } else if (ended.answered > 0) {
            // Ended already (in another tab, or by the server as it lay idle): its report, if it
            // was written, is among the results read again; else none is coming.
            await queryClient.invalidateQueries({ queryKey: quizKeys.results(courseId) });
            const id = await ended.session.catch(() => null);
            const results = queryClient.getQueryData<QuizResult[]>(quizKeys.results(courseId));
            if (!results?.some((result) => result.sessionId === id)) onFailure(null);
          }
        } catch {
          // The quiz could not be ended (network, or refused): nothing was scored.
          if (ended.answered > 0) onFailure(QUIZ.scoresFailed);
        }
        stopFlash(run);
      })();
    },
    [courseId, onFailure, queryClient, stopFlash, tasks],
  );

  // A result not seen before is the latest for 3 seconds (the first load marks nothing).
  const [seen, setSeen] = useState<{ results: typeof results; ids: ReadonlySet<string> | null }>({
    results: undefined,
    ids: null,
  });
  const [latest, setLatest] = useState<ReadonlySet<string>>(new Set());
  if (results !== seen.results) {
    const ids = results ? new Set(results.map((result) => result.id)) : seen.ids;
    setSeen({ results, ids });
    const known = seen.ids;
    if (results && known) {
      const fresh = results.filter((result) => !known.has(result.id)).map((result) => result.id);
      if (fresh.length > 0) setLatest(new Set(fresh));
    }
  }
  useEffect(() => {
    if (latest.size === 0) return;
    const timer = setTimeout(() => setLatest(new Set()), LATEST_MS);
    return () => clearTimeout(timer);
  }, [latest]);

  // The scores come by the live stream before the report task is seen done: the flash stops then.
  useEffect(() => {
    if (!results) return;
    const scored = new Set(results.map((result) => result.sessionId));
    for (const [run, session] of sessions.current) if (scored.has(session)) stopFlash(run);
  }, [results, stopFlash]);

  const scoring = useMemo(() => new Set([...flashing.values()].flat()), [flashing]);
  return { scoring, latest, follow };
}
