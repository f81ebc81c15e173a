import { useQueryClient } from "@tanstack/react-query";
import { Loader2 } from "lucide-react";
import { Dialog } from "radix-ui";
import { createContext, use, useCallback, useMemo, useState, type ReactNode } from "react";
import type { Task } from "@study-well/shared/api";
import { BUSY, LECTURES, UPLOADS } from "@study-well/shared";
import { buttonClass } from "../../../components/ui/button";
import { ConfirmDialog, MessageDialog } from "../../../components/ui/dialogs";
import { serverMessage } from "../../../lib/api/errors";
import { courseKeys } from "../api/courses-api";
import { useTasksApi } from "../api/tasks-api";
import { LecturePlayer, type Track } from "./lecture-player";

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

interface Busy {
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
        if (task.state === "failed") setMessage({ text: task.error ?? failure, title: titleOf(kind) });
        return undefined;
      } catch (error) {
        if (!cancelled()) {
          setBusy(null);
          setMessage({ text: serverMessage(error, failure), title: titleOf(kind) });
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

/** Spec §2: spinner, what is happening, "please don't close the page", progress, Cancel. */
function BusyOverlay({ busy }: { busy: Busy | null }) {
  return (
    <Dialog.Root open={busy !== null} onOpenChange={(open) => !open && busy?.cancel()}>
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content
          onInteractOutside={(event) => event.preventDefault()}
          className="fixed top-1/2 left-1/2 z-50 w-[calc(100vw-2rem)] max-w-sm -translate-x-1/2 -translate-y-1/2 rounded-2xl bg-white p-6 text-center shadow-xl focus:outline-none"
        >
          <Loader2
            size={36}
            aria-hidden
            className="mx-auto animate-spin text-brand-700 motion-reduce:animate-none"
          />
          <Dialog.Title className="mt-4 text-lg font-semibold text-slate-900">
            {busy?.kind === "lecture" ? BUSY.generatingLecture : BUSY.processingFile}
          </Dialog.Title>
          <Dialog.Description className="mt-2 text-sm text-slate-600">{BUSY.note}</Dialog.Description>
          {busy?.progress != null && busy.progress > 0 && (
            <div
              role="progressbar"
              aria-label="Progress"
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={busy.progress}
              className="mt-4 h-2 overflow-hidden rounded-full bg-slate-200"
            >
              <div
                className="h-full bg-brand-700 transition-[width]"
                style={{ width: `${busy.progress}%` }}
              />
            </div>
          )}
          <Dialog.Close className={buttonClass("secondary", "mt-6")}>{BUSY.cancel}</Dialog.Close>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
