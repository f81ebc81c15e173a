import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authorizedFetch } from "../../../lib/api/authorized-fetch";
import { ApiError } from "../../../lib/api/errors";
import { readEvents } from "../../../lib/api/event-stream";
import { useSessionManager } from "../../../lib/session/session-context";
import { quizKeys } from "./quiz-api";

const RETRY_MS = 3000;

/**
 * Follows the server's live stream of this course's quiz results (server-sent events, read with
 * fetch so the session's token goes with it) and refreshes the results when one arrives, in
 * every tab of the user. A dropped stream reconnects with Last-Event-ID, so nothing is missed.
 */
export function useQuizResultsStream(courseId: string, enabled: boolean): void {
  const session = useSessionManager();
  const queryClient = useQueryClient();
  useEffect(() => {
    if (!enabled) return;
    const stop = new AbortController();
    // Read afresh after each wait: the page may leave at any moment.
    const stopped = () => stop.signal.aborted;
    let lastEventId: string | undefined;
    const follow = async () => {
      while (!stopped()) {
        try {
          const res = await authorizedFetch(
            session,
            `/api/courses/${encodeURIComponent(courseId)}/quiz-results/stream`,
            { headers: lastEventId ? { "last-event-id": lastEventId } : {}, signal: stop.signal },
          );
          if (!res.body) throw new Error("the stream has no body");
          await readEvents(res.body, (event) => {
            if (!event.id) return;
            lastEventId = event.id;
            void queryClient.invalidateQueries({ queryKey: quizKeys.results(courseId) });
          });
        } catch (error) {
          // Signed out: nothing more to follow. Dropped, refused or offline: try again shortly.
          if (error instanceof ApiError && error.status === 401) return;
        }
        if (!stopped()) await new Promise((resolve) => setTimeout(resolve, RETRY_MS));
      }
    };
    void follow();
    return () => {
      stop.abort();
    };
  }, [courseId, enabled, queryClient, session]);
}
