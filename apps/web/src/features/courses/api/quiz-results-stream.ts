import { useQueryClient } from "@tanstack/react-query";
import { useEffect } from "react";
import { authorizedFetch } from "../../../lib/api/authorized-fetch";
import { ApiError } from "../../../lib/api/errors";
import { readEvents } from "../../../lib/api/event-stream";
import { useSessionManager } from "../../../lib/session/session-context";
import { courseKeys, heldVersion, markStale } from "./course-query";
import { quizKeys } from "./quiz-api";

const RETRY_MS = 3000;

/** Changes told within this long are read as one: a burst of edits, one read. */
const COURSE_SETTLE_MS = 300;

/**
 * Follows the server's live stream of this course (server-sent events, read with fetch so the
 * session's token goes with it): refreshes the quiz results when one arrives, in every tab of the
 * user, and reads the course again when it changes elsewhere (another tab's edit, a finished
 * upload or lecture), so a tab left open never shows notes, or a lecture, that are gone. A dropped
 * stream reconnects with Last-Event-ID, so no result is missed; the course is read again then too.
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
    let connections = 0;
    let settling: ReturnType<typeof setTimeout> | undefined;
    const readCourse = () => {
      settling = undefined;
      // While an edit of this tab's is on its way, a read could hide it: the course is read once
      // the last one is in (useCourseMutation).
      if (queryClient.isMutating({ predicate: (m) => m.meta?.courseId === courseId }) > 0) {
        markStale(courseId);
        return;
      }
      // A hidden tab reads it when it is shown again.
      void queryClient.invalidateQueries({
        queryKey: courseKeys.detail(courseId),
        refetchType: document.hidden ? "none" : "active",
      });
    };
    const courseChanged = (version?: number) => {
      // This tab has that version already (its own edit, read back).
      if (version !== undefined && (heldVersion(courseId) ?? 0) >= version) return;
      settling ??= setTimeout(readCourse, COURSE_SETTLE_MS);
    };
    const follow = async () => {
      while (!stopped()) {
        try {
          const res = await authorizedFetch(
            session,
            `/api/courses/${encodeURIComponent(courseId)}/quiz-results/stream`,
            { headers: lastEventId ? { "last-event-id": lastEventId } : {}, signal: stop.signal },
          );
          if (!res.body) throw new Error("the stream has no body");
          // Connected again: what changed meanwhile was not heard.
          if (connections++ > 0) courseChanged();
          await readEvents(res.body, (event) => {
            if (event.event === "course") courseChanged(versionIn(event.data));
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
      clearTimeout(settling);
    };
  }, [courseId, enabled, queryClient, session]);
}

/** The version a `course` event names; none (read the course anyway) when it names none. */
function versionIn(data: string): number | undefined {
  try {
    const { version } = JSON.parse(data) as { version?: unknown };
    return typeof version === "number" ? version : undefined;
  } catch {
    return undefined;
  }
}
