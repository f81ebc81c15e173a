import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { useSessionManager } from "../../../lib/session/session-context";
import { quizKeys } from "./quiz-api";

const RETRY_MS = 3000;

/**
 * Follows the server's live stream of this course's quiz results (server-sent events, read with
 * fetch so the session's token goes with it) and refreshes the results when one arrives, in
 * every tab of the user. A dropped stream reconnects with Last-Event-ID, so nothing is missed.
 * (The one API path the contract cannot type: a stream is not a JSON answer.)
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
          const token = await session.getIdToken();
          if (!token) return;
          const res = await fetch(`/api/courses/${encodeURIComponent(courseId)}/quiz-results/stream`, {
            headers: {
              authorization: `Bearer ${token}`,
              ...(lastEventId ? { "last-event-id": lastEventId } : {}),
            },
            signal: stop.signal,
          });
          if (!res.ok || !res.body) throw new Error(`stream answered ${res.status}`);
          const reader = res.body.pipeThrough(new TextDecoderStream()).getReader();
          let buffer = "";
          for (;;) {
            const { value, done } = await reader.read();
            if (done) break;
            buffer += value;
            let end = buffer.indexOf("\n\n");
            while (end >= 0) {
              const id = /^id: (.+)$/m.exec(buffer.slice(0, end))?.[1];
              buffer = buffer.slice(end + 2);
              if (id) {
                lastEventId = id;
                void queryClient.invalidateQueries({ queryKey: quizKeys.results(courseId) });
              }
              end = buffer.indexOf("\n\n");
            }
          }
        } catch {
          // Dropped, refused or offline: try again shortly (unless the page left).
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
