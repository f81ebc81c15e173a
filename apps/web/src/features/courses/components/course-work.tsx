import { useQueryClient } from "@tanstack/react-query";
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import type { Task } from "@study-well/shared/api";
import { LECTURES, UPLOADS, withReason } from "@study-well/shared";
import { ConfirmDialog, MessageDialog } from "../../../components/ui/dialogs";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { serverMessage } from "../../../lib/api/errors";
import { courseKeys } from "../api/courses-api";
import { useTasksApi } from "../api/tasks-api";
import { LecturePlayer, type Track } from "./lecture-player";

const BusyOverlay = lazyDialog(
  async () => (await import("./busy-overlay")).BusyOverlay,
  (props) => props.busy !== null,
);

export type BusyKind = "file" | "lecture";

/** Long work on the course, with the spec's busy overlay, alerts, confirmations and player. */
export interface CourseWork {
  /**
   * Starts a server task and follows it under the busy overlay. Resolves with the finished task;
   * undefined when the user cancelled or it failed (the failure is shown, in the spec's words).
   */
  run(kind: BusyKind, start: () => Promise<Task>, failure: string): Promise<Task | undefined>;
  /** Shows one of the spec's alerts; `title` says what it is about (a lecture, an upload). */
  alert(message: string, title?: string): void;
  /** Asks; resolves true on the confirm button ("Regenerate"). */
  confirm(message: string): Promise<boolean>;
  play(track: Track): void;
}

const CourseWorkContext = createContext<CourseWork | null>(null);

export function useCourseWork(): CourseWork {
  const value = use(CourseWorkContext);
  if (!value) throw new Error("CourseWorkProvider is missing");
  return value;
}

export interface Busy {
  kind: BusyKind;
  progress: number | null;
  cancel: () => void;
}

const POLL_MS = 700;
const titleOf = (kind: BusyKind) => (kind === "file" ? UPLOADS.alertTitle : LECTURES.alertTitle);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function CourseWorkProvider({ courseId, children }: { courseId: string; children: ReactNode }) {
  const tasks = useTasksApi();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy | null>(null);
  const [message, setMessage] = useState<{ text: string; title: string } | null>(null);
  const [question, setQuestion] = useState<{ message: string; answer: (yes: boolean) => void } | null>(null);
  const [track, setTrack] = useState<Track | null>(null);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
    [queryClient, courseId],
  );

  const run = useCallback<CourseWork["run"]>(
    async (kind, start, failure) => {
      const cancelling = new AbortController();
      // A function, read afresh after each wait: the user may cancel at any moment.
      const cancelled = () => cancelling.signal.aborted;
      let taskId: string | undefined;
      setBusy({
        kind,
        progress: null,
        cancel: () => {
          cancelling.abort();
          setBusy(null);
          if (taskId) void tasks.cancel(taskId).then(refresh, () => undefined);
        },
      });
      try {
        let task = await start();
        taskId = task.id;
        if (cancelled()) {
          await tasks.cancel(task.id);
          return undefined;
        }
        while (task.state === "queued" || task.state === "running") {
          await sleep(POLL_MS);
          if (cancelled()) return undefined;
          task = await tasks.get(task.id);
          const progress = task.progress;
          setBusy((current) => current && { ...current, progress });
        }
        if (cancelled()) return undefined;
        setBusy(null);
        if (task.state === "done") {
          await refresh();
          return task;
        }
        if (task.state === "failed")
          setMessage({ text: withReason(failure, task.error), title: titleOf(kind) });
        return undefined;
      } catch (error) {
        if (!cancelled()) {
          setBusy(null);
          setMessage({ text: withReason(failure, serverMessage(error, failure)), title: titleOf(kind) });
        }
        return undefined;
      }
    },
    [refresh, tasks],
  );

  const work = useMemo<CourseWork>(
    () => ({
      run,
      alert: (text, title = LECTURES.alertTitle) => setMessage({ text, title }),
      confirm: (text) => new Promise((resolve) => setQuestion({ message: text, answer: resolve })),
      play: setTrack,
    }),
    [run],
  );
  const showError = useCallback((text: string) => setMessage({ text, title: LECTURES.alertTitle }), []);

  return (
    <CourseWorkContext value={work}>
      {children}
      <BusyOverlay busy={busy} />
      <MessageDialog
        title={message?.title ?? ""}
        message={message?.text ?? null}
        onClose={() => setMessage(null)}
      />
      <ConfirmDialog
        open={question !== null}
        onOpenChange={(open) => {
          if (!open) {
            question?.answer(false);
            setQuestion(null);
          }
        }}
        title={LECTURES.confirmTitle}
        message={question?.message ?? ""}
        confirmLabel={LECTURES.regenerate}
        cancelLabel={LECTURES.cancel}
        tone="primary"
        onConfirm={() => {
          question?.answer(true);
          setQuestion(null);
        }}
      />
      {/* Room below the page for the floating player, so it never hides the last controls. */}
      {track && <div aria-hidden className="h-36" />}
      {track && (
        <LecturePlayer key={track.fileId} track={track} onClose={() => setTrack(null)} onError={showError} />
      )}
    </CourseWorkContext>
  );
}
