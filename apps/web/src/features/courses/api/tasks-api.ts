import { useQuery } from "@tanstack/react-query";
import type { Task, UploadKind } from "@study-well/shared/api";
import { FILE_LINK_TTL_SECONDS } from "@study-well/shared";
import { useMemo } from "react";
import { unwrap, type ApiClient } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { fetchWithUploadProgress } from "../../../lib/api/upload-progress";
import { useApi } from "../../../lib/session/session-context";
import { sendWaitingDeletes } from "./pending-deletes";

/** How a file being sent is followed: how much of it has gone, and a way to stop sending it. */
export interface Sending {
  /** The share of the file sent so far, 0 to 1, never less than told before. */
  progress?: (share: number) => void;
  /**
   * Stops the sending while the file is still going out (the request rejects with an AbortError).
   * Once it has all been sent it is not stopped: the server may be making its task already, and
   * its answer says which task to cancel.
   */
  signal?: AbortSignal;
}

/** Background work on the server (uploads, lectures, readings): start, follow, cancel. */
export function useTasksApi() {
  const api = useApi();
  return useMemo(() => tasksApi(api), [api]);
}

function tasksApi(api: ApiClient) {
  return {
    upload: async (
      courseId: string,
      dayId: string,
      kind: UploadKind,
      file: File,
      { progress, signal }: Sending = {},
    ): Promise<Task> => {
      // (a note deleted on the page, waiting out its Undo, is deleted before the course gains one)
      await sendWaitingDeletes(courseId);
      const form = new FormData();
      form.append("file", file, file.name);
      const stop = new AbortController();
      let told = 0;
      let sent = false;
      const cancel = () => {
        if (!sent) stop.abort();
      };
      if (signal?.aborted) cancel();
      signal?.addEventListener("abort", cancel);
      try {
        return await unwrap(
          api.POST("/api/courses/{courseId}/days/{dayId}/uploads/{kind}", {
            params: { path: { courseId, dayId, kind } },
            // The form goes as it is: the browser writes the multipart boundary.
            body: form as never,
            bodySerializer: (body: unknown) => body as FormData,
            fetch: fetchWithUploadProgress({
              signal: stop.signal,
              onProgress: (bytes, total) => {
                if (total > 0 && bytes >= total) sent = true;
                // (sent again after a refreshed token, it starts over: the share shown waits for it)
                const share = total > 0 ? Math.min(1, bytes / total) : 0;
                if (share <= told) return;
                told = share;
                progress?.(share);
              },
            }),
          }),
        );
      } finally {
        signal?.removeEventListener("abort", cancel);
      }
    },
    // A lecture or a reading is of the notes the student sees: a note deleted on the page is
    // deleted first, not read out while it waits for its Undo.
    topicLecture: async (courseId: string, topicId: string): Promise<Task> => {
      await sendWaitingDeletes(courseId);
      return unwrap(
        api.POST("/api/courses/{courseId}/topics/{topicId}/lecture", {
          params: { path: { courseId, topicId } },
        }),
      );
    },
    dayLecture: async (courseId: string, dayId: string): Promise<Task> => {
      await sendWaitingDeletes(courseId);
      return unwrap(
        api.POST("/api/courses/{courseId}/days/{dayId}/lecture", { params: { path: { courseId, dayId } } }),
      );
    },
    readAloud: async (courseId: string, dayId: string): Promise<Task> => {
      await sendWaitingDeletes(courseId);
      return unwrap(
        api.POST("/api/courses/{courseId}/days/{dayId}/read-aloud", {
          params: { path: { courseId, dayId } },
        }),
      );
    },
    get: (taskId: string): Promise<Task> =>
      unwrap(api.GET("/api/tasks/{taskId}", { params: { path: { taskId } } })),
    cancel: (taskId: string): Promise<Task> =>
      unwrap(api.POST("/api/tasks/{taskId}/cancel", { params: { path: { taskId } } })),
  };
}

/**
 * An expiring address of one of the user's files, for <img> and <audio>; renewed before it
 * expires. `renew` asks for a new one when the browser could not load it: it dies with the session
 * it was made for (a new password in this tab or another), so a picture would stay broken until it
 * expired. At most once every 10 seconds, so a file that fails for another reason does not loop.
 */
export function useFileUrl(fileId: string | undefined) {
  const api = useApi();
  const query = useQuery({
    queryKey: ["file-link", fileId],
    enabled: fileId !== undefined,
    staleTime: (FILE_LINK_TTL_SECONDS - 10 * 60) * 1000,
    // A file the server no longer has (a lecture made again in another tab) is not asked for
    // again: the player reads the course for its new one at once.
    retry: (failures, error) => !(error instanceof ApiError && error.status === 404) && failures < 1,
    queryFn: async () =>
      (await unwrap(api.GET("/api/files/{fileId}/link", { params: { path: { fileId: fileId ?? "" } } }))).url,
  });
  const renew = () => {
    if (!query.isFetching && Date.now() - query.dataUpdatedAt > 10_000) void query.refetch();
  };
  return { ...query, renew };
}
