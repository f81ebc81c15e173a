import { useQueryClient } from "@tanstack/react-query";
import {
  createContext,
  use,
  useCallback,
  useEffect,
  useLayoutEffect,
  useMemo,
  useRef,
  useState,
  type ReactNode,
} from "react";
import type { Course, Task } from "@study-well/shared/api";
import { LECTURES, refusedWith, UPLOADS, withReason } from "@study-well/shared";
import { ConfirmDialog, MessageDialog } from "../../../components/ui/dialogs";
import { lazyDialog } from "../../../components/ui/lazy-dialog";
import { ApiError, isRefusal, NetworkError, serverMessage } from "../../../lib/api/errors";
import { courseKeys } from "../api/courses-api";
import { useTasksApi, type Sending } from "../api/tasks-api";
import { focusAfter } from "../hooks/use-focus-on-removal";
import { noteAnchor } from "./content-item-view";
import { LecturePlayer, namedDay, type Track } from "./lecture-player";

const BusyOverlay = lazyDialog(
  async () => (await import("./busy-overlay")).BusyOverlay,
  (props) => props.busy !== null,
);

export type BusyKind = "file" | "lecture";

/**
 * What a failure is told with: the spec's words (`failed`), and the words a refusal's reason
 * follows (`refused`, refusedWith; null: the reason alone) when the server refuses the work for
 * good (a 4xx), where "Please try again" would mislead. A string is both.
 */
export type FailureWords = string | { failed: string; refused: string | null };

/** Long work on the course, with the spec's busy overlay, alerts, confirmations and player. */
export interface CourseWork {
  /**
   * Starts a server task and follows it under the busy overlay. Resolves with the finished task;
   * undefined when the user cancelled or it failed (the failure is shown, in the spec's words).
   * `start` is given, for a file it sends, how to tell the overlay how much has gone and when to
   * stop (Cancel). `after`: what a finished task leads to (play its speech, or say it has none);
   * done here, so that a task followed again after a reload leads to it too.
   */
  run(
    kind: BusyKind,
    start: (sending: Required<Sending>) => Promise<Task>,
    failure: FailureWords,
    after?: AfterTask,
  ): Promise<Task | undefined>;
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

/** What a finished task leads to. */
export interface AfterTask {
  /** Its speech is played, under this title... */
  play?: string;
  /** ...and this detail (a day's date), which the player shows whole however long the title. */
  playDetail?: string;
  /** Said when it finished without speech. */
  withoutSpeech?: string;
  /** A day's speech: named, as it plays, after the day as the course then has it (Track.named). */
  playNamed?: { kind: string; dayId: string };
}

/** A task being followed, kept in the tab so that a reload follows it again. */
interface Followed {
  taskId: string;
  kind: BusyKind;
  failure: string;
  after?: AfterTask;
}

const isFollowed = (value: unknown): value is Followed => {
  if (typeof value !== "object" || value === null) return false;
  const { taskId, kind, failure, after } = value as Record<string, unknown>;
  return (
    typeof taskId === "string" &&
    (kind === "file" || kind === "lecture") &&
    typeof failure === "string" &&
    (after === undefined || (typeof after === "object" && after !== null))
  );
};

/**
 * The tab's record of the task its page follows for a course (the one under the busy overlay):
 * written as it starts, forgotten as it ends, read as the page opens again after a reload.
 */
function followedStore(scope: string | undefined) {
  // Beside the drafts (kept-drafts.ts), so it goes with them: at sign-out, and from a tab the
  // browser duplicated (the original follows it).
  const key = scope && `study-well:drafts:${scope}:following`;
  const storage = (): Storage | undefined => {
    try {
      return window.sessionStorage;
    } catch {
      return undefined;
    }
  };
  return {
    read(): Followed | undefined {
      try {
        const raw = key ? storage()?.getItem(key) : null;
        const value: unknown = raw ? JSON.parse(raw) : undefined;
        return isFollowed(value) ? value : undefined;
      } catch {
        return undefined;
      }
    },
    write(followed: Followed): void {
      try {
        if (key) storage()?.setItem(key, JSON.stringify(followed));
      } catch {
        // Full or refused: a reload will not follow it again, as before.
      }
    },
    forget(taskId: string): void {
      try {
        if (key && this.read()?.taskId === taskId) storage()?.removeItem(key);
      } catch {
        // Nothing kept.
      }
    },
  };
}

/**
 * What the busy overlay shows. A file goes in two phases, each with its own figure, named on the
 * overlay: its bytes sent (`sent`, a percentage, while it is being sent), then the server's work
 * on it (`progress`, the task's own figure, once the server has it). The bar starts again between
 * them under another name, rather than a made-up blend of the two, whose shares no one knows (a
 * large recording on a slow connection, or a long one to transcribe); within a phase it never goes
 * back.
 */
export interface Busy {
  kind: BusyKind;
  /** The share of the file sent, 0 to 100, while it is being sent; else null. */
  sent: number | null;
  progress: number | null;
  cancel: () => void;
}

const POLL_MS = 700;
/**
 * How long a finished task's 100% stays before the overlay closes: long enough to be seen, and
 * no longer than reading the course with its new note usually takes, which goes on meanwhile.
 */
const DONE_SHOWN_MS = 300;
/**
 * How long a task being followed is read again through a moment offline, or a server restarting,
 * before the wait is given up: the task goes on on the server meanwhile (QA: a blip of a few seconds
 * said "Failed to upload audio", and the note came all the same, so a second upload made two).
 */
const OFFLINE_WAIT_MS = 2 * 60_000;
const OFFLINE_POLL_MS = 3000;
/** How lately a task followed again after a reload may have ended for its end to be told. */
const RESUMED_NEWS_MS = 2 * 60_000;
/**
 * A task read again while it is followed: an answer that never came (offline) or a 5xx (the server
 * restarting) is asked for again, until OFFLINE_WAIT_MS have passed; undefined once cancelled.
 */
async function readThrough(read: () => Promise<Task>, cancelled: () => boolean): Promise<Task | undefined> {
  const until = Date.now() + OFFLINE_WAIT_MS;
  for (;;) {
    try {
      return await read();
    } catch (error) {
      const passing = error instanceof NetworkError || (error instanceof ApiError && error.status >= 500);
      if (!passing || Date.now() > until) throw error;
    }
    await sleep(OFFLINE_POLL_MS);
    if (cancelled()) return undefined;
  }
}

const titleOf = (kind: BusyKind) => (kind === "file" ? UPLOADS.alertTitle : LECTURES.alertTitle);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * `scope`: the user and course the tab keeps the followed task under (none: not kept, as for a
 * course that is not there).
 */
export function CourseWorkProvider({
  courseId,
  course,
  scope,
  children,
}: {
  courseId: string;
  /** The course as shown: a lecture playing is named as it now has it. */
  course?: Course | undefined;
  scope?: string | undefined;
  children: ReactNode;
}) {
  const tasks = useTasksApi();
  const [following] = useState(() => followedStore(scope));
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<Busy | null>(null);
  /** `returnTo`: where the focus goes once it is closed, if what had it as it opened is gone. */
  const [message, setMessage] = useState<{
    text: string;
    title: string;
    returnTo?: HTMLElement | null;
  } | null>(null);
  const [question, setQuestion] = useState<{ message: string; answer: (yes: boolean) => void } | null>(null);
  /**
   * What had the focus as the question was asked (Regenerate?): the work a yes starts begins with
   * the focus on the question's button as it goes, or on the body until the question gives it back.
   */
  const asker = useRef<HTMLElement | null>(null);
  /** `focus`: the player takes the focus (it was asked for by the user, not by a reload). */
  const [player, setPlayer] = useState<{ track: Track; focus: boolean } | null>(null);
  /** What had the focus when the player was asked for: it gets it back when the player closes. */
  const playerOpener = useRef<HTMLElement | null>(null);
  const startTrack = useCallback((track: Track, opener = focusedElement(), focus = true) => {
    playerOpener.current = opener;
    setPlayer({ track, focus });
  }, []);
  // A lecture whose topic or day the course as shown no longer has (deleted here, or in a tab this
  // one has heard from) stops and closes: it played on, under its old name (QA). (Its name is then
  // undefined; a track without a name to follow, a reading resumed from an older page, plays on.)
  const named = course && player?.track.named?.(course);
  if (player && course && player.track.named && !named) setPlayer(null);
  /**
   * The player taken off the page holding the focus (its lecture's day deleted in another tab) gives
   * it to what asked for it, while that is still on the page: React takes the player off before the
   * rows of the page, so the day's Listen has it as its row goes, and moves it on to the next day's
   * controls (useFocusOnRemoval), not to the page's body. What asked for it may be gone already
   * (the student went on to the Outline tab meanwhile; the rows of a long list near the screen
   * only): then the control before the player in the page, where Shift+Tab from it would go (QA:
   * the focus fell to the body, and the next Tab went from "Skip to content").
   */
  const playerBox = useCallback((box: HTMLElement | null) => {
    if (!box) return undefined;
    return () => {
      if (!box.contains(document.activeElement)) return;
      const back = playerOpener.current;
      if (back?.isConnected) back.focus();
      else focusAfter(box);
    };
  }, []);

  /**
   * Where the focus goes as the busy overlay closes, which Radix gave to the page's body (the
   * overlay is opened by the page, not by a trigger of its own), so that the next Tab went from the
   * top of the page (QA): for an upload, to the new note once the course shows it, else back to the
   * upload button (after a Cancel or a failure, or a note the page does not show: its day
   * collapsed); for a lecture, back to the button that asked for it (a reading's player takes it
   * from there). Not once the student has put it somewhere else. `closed`: the overlay has gone.
   */
  const landing = useRef<{ back: HTMLElement | null; note?: string; closed: boolean } | null>(null);
  const shownCourse = useRef(course);
  const land = useCallback(() => {
    const to = landing.current;
    if (!to?.closed) return;
    const shown = shownCourse.current;
    // (the course read after it is not shown yet)
    if (to.note !== undefined && !(shown && hasNote(shown, to.note))) return;
    landing.current = null;
    const now = document.activeElement;
    if (now && now !== document.body && now.isConnected && now !== to.back) return;
    const note = to.note === undefined ? null : document.getElementById(noteAnchor(to.note));
    if (note) note.focus();
    else if (to.back?.isConnected) to.back.focus();
  }, []);
  useLayoutEffect(() => {
    shownCourse.current = course;
    land();
  }, [course, land]);

  const refresh = useCallback(
    () => queryClient.invalidateQueries({ queryKey: courseKeys.detail(courseId) }),
    [queryClient, courseId],
  );

  /**
   * The playing lecture's file is gone (made again, or deleted, in a tab this one did not hear
   * from): the course is read again, and the lecture's new file, if it has one, is played in its
   * place; with none the player goes on saying it cannot load the audio.
   */
  const followLecture = useCallback(
    async (track: Track) => {
      if (!track.current) return;
      await refresh();
      const course = queryClient.getQueryData<Course>(courseKeys.detail(courseId));
      const next = course && track.current(course);
      if (!next || next === track.fileId) return;
      setPlayer((now) => (now?.track === track ? { track: { ...track, fileId: next }, focus: true } : now));
    },
    [refresh, queryClient, courseId],
  );

  /**
   * Aborted when the page goes (Back, a link): its tasks go on on the server, no longer asked
   * after here, and are followed again when the page is back (the tab's record of them is kept).
   */
  const pageGone = useRef(new AbortController());
  useEffect(() => {
    const gone = new AbortController();
    pageGone.current = gone;
    return () => gone.abort();
  }, []);

  /**
   * Follows a task under the busy overlay: `start` gives it (started now, or as it now is when
   * followed again after a reload, `resumed`: a failure to read it then is no news).
   */
  const follow = useCallback(
    async (
      { kind, failure, after }: Omit<Followed, "taskId">,
      start: (sending: Required<Sending>) => Promise<Task>,
      /** The task's id, when it is followed again after a reload (it is known before it is read). */
      resumed?: string,
      /** What a refusal to start it says before its reason (FailureWords). */
      refused: string | null = failure,
    ): Promise<Task | undefined> => {
      const cancelling = new AbortController();
      const gone = pageGone.current.signal;
      // (the button that asked for a reading, which the player gives the focus back to)
      const focused = focusedElement();
      const opener = focused && !focused.closest('[role="alertdialog"]') ? focused : asker.current;
      asker.current = null;
      landing.current = resumed ? null : { back: opener, closed: false };
      // A function, read afresh after each wait: the user may cancel, or leave, at any moment.
      const cancelled = () => cancelling.signal.aborted || gone.aborted;
      let taskId: string | undefined = resumed;
      setBusy({
        kind,
        // A file is sent first (unless it is followed again after a reload: it was sent then).
        sent: kind === "file" && !resumed ? 0 : null,
        progress: null,
        cancel: () => {
          cancelling.abort();
          setBusy(null);
          if (taskId) void tasks.cancel(taskId).then(refresh, () => undefined);
        },
      });
      try {
        let task = await start({
          signal: cancelling.signal,
          progress: (share) => {
            const sent = Math.floor(share * 100);
            setBusy((current) => (current && sent !== current.sent ? { ...current, sent } : current));
          },
        });
        taskId = task.id;
        const first = task.progress;
        setBusy((current) => current && { ...current, sent: null, progress: first });
        const record = { taskId: task.id, kind, failure, ...(after ? { after } : {}) };
        if (gone.aborted && !cancelling.signal.aborted) {
          // Left as it started: followed when the page is back.
          following.write(record);
          return undefined;
        }
        if (cancelled()) {
          // (a resumed one was cancelled by the Cancel itself)
          if (!resumed) await tasks.cancel(task.id);
          return undefined;
        }
        // Followed again, a task that ended before the page was back, or is another course's,
        // leads to nothing but a fresh read: a record left from a visit long ago must not play an
        // old reading or tell an old failure.
        if (
          resumed &&
          (task.courseId !== courseId ||
            (task.state !== "queued" &&
              task.state !== "running" &&
              Date.now() - Date.parse(task.updatedAt) > RESUMED_NEWS_MS))
        ) {
          setBusy(null);
          void refresh();
          return undefined;
        }
        following.write(record);
        const followed = task.id;
        while (task.state === "queued" || task.state === "running") {
          await sleep(POLL_MS);
          if (cancelled()) return undefined;
          const read = await readThrough(() => tasks.get(followed), cancelled);
          if (!read) return undefined;
          task = read;
          const progress = task.progress;
          setBusy((current) => current && { ...current, progress });
        }
        if (cancelled()) return undefined;
        if (task.state === "done" && task.contentId && landing.current) landing.current.note = task.contentId;
        if (task.state === "done") {
          // Its end is shown before the overlay closes (QA: it closed at the last figure polled,
          // 70%, and never showed it finished), while the course with its new note is read.
          setBusy((current) => current && { ...current, progress: 100 });
          const reading = refresh();
          await sleep(DONE_SHOWN_MS);
          if (cancelled()) return undefined;
          setBusy(null);
          await reading;
          const read = queryClient.getQueryData<Course>(courseKeys.detail(courseId));
          if (landing.current?.note && !(read && hasNote(read, landing.current.note))) {
            // (the course could not be read: the upload button has it)
            delete landing.current.note;
            land();
          }
          if (task.fileId && after?.play) {
            const { playNamed } = after;
            const track: Track = {
              title: after.play,
              ...(after.playDetail === undefined ? {} : { detail: after.playDetail }),
              fileId: task.fileId,
              // (a record kept by an older page may lack it, or be malformed: then the name stays)
              ...(typeof playNamed?.kind === "string" && typeof playNamed.dayId === "string"
                ? { named: namedDay(playNamed.kind, playNamed.dayId) }
                : {}),
            };
            // Followed again after a reload, it was not asked for on this page: the focus stays.
            // Otherwise the player takes it, from wherever the overlay's end has put it.
            landing.current = null;
            startTrack(track, opener, !resumed);
          } else if (!task.fileId && after?.withoutSpeech) {
            setMessage({ text: after.withoutSpeech, title: titleOf(kind), returnTo: opener });
          }
          return task;
        }
        setBusy(null);
        // (the server's words for it: the spec's, or a refusal's reason in its own)
        if (task.state === "failed")
          setMessage({ text: task.error ?? failure, title: titleOf(kind), returnTo: opener });
        return undefined;
      } catch (error) {
        if (!cancelled()) {
          setBusy(null);
          if (resumed) void refresh();
          else {
            const reason = serverMessage(error, failure);
            // Refused at the start for good (a 4xx: a file of a type not taken), it is told in the
            // refusal's words; anything else (offline, a 5xx) in the spec's, which ask to try again.
            const text =
              taskId === undefined && isRefusal(error)
                ? refusedWith(refused, reason)
                : withReason(failure, reason);
            setMessage({ text, title: titleOf(kind), returnTo: opener });
          }
        }
        return undefined;
      } finally {
        // (kept when the page went before the task ended: it is followed again when it is back)
        if (taskId && !(gone.aborted && !cancelling.signal.aborted)) following.forget(taskId);
      }
    },
    [courseId, following, refresh, tasks, startTrack, queryClient, land],
  );

  const run = useCallback<CourseWork["run"]>(
    (kind, start, failure, after) => {
      const { failed, refused } =
        typeof failure === "string" ? { failed: failure, refused: failure } : failure;
      return follow({ kind, failure: failed, ...(after ? { after } : {}) }, start, undefined, refused);
    },
    [follow],
  );

  // While the player floats over the page's foot, what is scrolled into view (a field focused, a
  // form opened) stops above it.
  const playing = player !== null;
  useEffect(() => {
    if (!playing) return;
    const root = document.documentElement;
    root.style.scrollPaddingBottom = "10rem";
    return () => {
      root.style.scrollPaddingBottom = "";
    };
  }, [playing]);

  // A task this tab followed when the page went (a reload while a photo is read): followed again,
  // under the overlay, to its end.
  const resumed = useRef(false);
  useEffect(() => {
    // Once, as the page opens (even where effects run twice), and not in the effect's own turn.
    if (resumed.current) return;
    resumed.current = true;
    const left = following.read();
    if (left) queueMicrotask(() => void follow(left, () => tasks.get(left.taskId), left.taskId));
  }, [follow, following, tasks]);

  const work = useMemo<CourseWork>(
    () => ({
      run,
      alert: (text, title = LECTURES.alertTitle) => setMessage({ text, title }),
      confirm: (text) => {
        asker.current = focusedElement();
        return new Promise((resolve) => setQuestion({ message: text, answer: resolve }));
      },
      play: (next) => startTrack(next),
    }),
    [run, startTrack],
  );

  return (
    <CourseWorkContext value={work}>
      {children}
      <BusyOverlay
        busy={busy}
        onClosed={(event) => {
          if (!landing.current) return;
          event.preventDefault();
          landing.current.closed = true;
          land();
        }}
      />
      <MessageDialog
        title={message?.title ?? ""}
        message={message?.text ?? null}
        returnTo={message?.returnTo}
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
      {player && <div aria-hidden className="h-36" />}
      {player && (
        <LecturePlayer
          ref={playerBox}
          key={player.track.fileId}
          track={player.track}
          named={named}
          focus={player.focus}
          onGone={() => void followLecture(player.track)}
          onClose={() => {
            setPlayer(null);
            const back = playerOpener.current;
            if (back?.isConnected) back.focus();
          }}
        />
      )}
    </CourseWorkContext>
  );
}

const hasNote = (course: Course, id: string): boolean =>
  course.topics.some((topic) => topic.days.some((day) => day.content.some((item) => item.id === id)));

/** The element with the focus, unless nothing has it. */
function focusedElement(): HTMLElement | null {
  const element = document.activeElement;
  return element instanceof HTMLElement && element !== document.body ? element : null;
}
