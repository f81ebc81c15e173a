import { Loader2, Pause, Play, RotateCcw, X } from "lucide-react";
import { useEffect, useEffectEvent, useRef, useState, type Ref } from "react";
import { format, parseISO } from "date-fns";
import type { Course, Day } from "@study-well/shared/api";
import { DATE_FORMAT, LECTURES, PLAYER } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";
import { ApiError } from "../../../lib/api/errors";
import { formatClock } from "../../../lib/format";
import { useFileUrl } from "../api/tasks-api";

/** Seconds the keys move the lecture by, back or on. */
const SEEK_KEYS: Record<string, number> = {
  ArrowLeft: -5,
  ArrowDown: -5,
  ArrowRight: 5,
  ArrowUp: 5,
  PageDown: -30,
  PageUp: 30,
};

export interface Track {
  /** What is playing, as "Lecture: Cell biology": cut short when long. */
  title: string;
  /** What tells it from the others of its title (a day's date): always shown whole. */
  detail?: string;
  fileId: string;
  /**
   * A lecture's audio as the course now has it: a lecture made again in another tab has a new
   * file, and the old one is deleted. Absent for a reading aloud, made for this one playing.
   */
  current?: (course: Course) => string | null | undefined;
  /**
   * Its title and detail as the course now has them: a topic renamed or a day's date moved, here
   * or in another tab, names the lecture anew. Undefined once the topic or day is gone.
   */
  named?: (course: Course) => Pick<Track, "title" | "detail"> | undefined;
}

/**
 * What the player says it is playing, as "Lecture: Cell structure", for a day with its date as
 * the detail: a topic's days are told apart by it, however long the topic's title.
 */
export function dayTrack(kind: string, course: Course, day: Day): Pick<Track, "title" | "detail"> {
  const topic = course.topics.find((t) => t.days.some((d) => d.id === day.id));
  const date = format(parseISO(day.date), DATE_FORMAT);
  return topic ? { title: `${kind}: ${topic.title}`, detail: date } : { title: `${kind}: ${date}` };
}

/** A day's track named as a course has it (Track.named); undefined once the day is gone. */
export const namedDay =
  (kind: string, dayId: string) =>
  (course: Course): Pick<Track, "title" | "detail"> | undefined => {
    const day = course.topics.flatMap((t) => t.days).find((d) => d.id === dayId);
    return day && dayTrack(kind, course, day);
  };

/** "Lecture: Cell biology, December 2, 2026": the track's name, whole. */
const trackName = ({ title, detail }: Pick<Track, "title" | "detail">): string =>
  detail ? `${title}, ${detail}` : title;

/**
 * The floating lecture player (spec §2): play/pause, elapsed and total time, a progress bar to
 * seek with, and close. It sits above the page, so it keeps playing while the user scrolls or
 * edits, and says what it is playing. Escape, from inside it, closes it.
 *
 * `focus`: the track was asked for by the user, and the focus moves to Play/Pause: the player
 * comes last in the page, far from the button that asked for it.
 *
 * Audio that cannot be loaded (its address or the file itself answers an error) is said in the
 * player, with the spec's words, and Play/Pause becomes "Try again": a disabled Play was left,
 * unexplained, once the page's alert was closed.
 */
export function LecturePlayer({
  ref,
  track,
  named,
  focus,
  onClose,
  onGone,
}: {
  ref?: Ref<HTMLElement>;
  track: Track;
  /** Its title and detail as the course now has them (Track.named), shown in place of its own. */
  named?: Pick<Track, "title" | "detail"> | undefined;
  focus: boolean;
  onClose: () => void;
  /** The server no longer has the track's file (a lecture made again or deleted in another tab). */
  onGone?: () => void;
}) {
  const audio = useRef<HTMLAudioElement>(null);
  const toggleButton = useRef<HTMLButtonElement>(null);
  const link = useFileUrl(track.fileId);
  const ready = Boolean(link.data);
  const [playing, setPlaying] = useState(false);
  /** Asked to play, its sound has not started (or ran out mid-way): it is still on its way. */
  const [waiting, setWaiting] = useState(false);
  const [elapsed, setElapsed] = useState(0);
  const [duration, setDuration] = useState(0);
  /** Each "Try again" loads the audio into a new element: its address may be the same as before. */
  const [attempt, setAttempt] = useState(0);
  const source = link.data && `${attempt} ${link.data}`;
  /** The source that failed: a new one (another attempt, a new address) has not, yet. */
  const [failedSource, setFailedSource] = useState<string | undefined>(undefined);
  /** Where to go on from after "Try again" (the connection dropped halfway through). */
  const resumeAt = useRef(0);
  const linkFailed = link.isError && !link.data;
  const audioFailed = failedSource !== undefined && failedSource === source;
  // Not while its address is asked for again.
  const failed = (linkFailed || audioFailed) && !link.isFetching;
  // On a slow connection "Pause" and 0:00 showed, and nothing said the sound was coming (QA). The
  // audio's address comes first: the lecture is asked to play as soon as it does.
  const loading = !failed && (playing ? waiting : !link.data && link.isFetching);
  // Told once per file: the page reads the course again, and plays the lecture's new file if it has one.
  const gone = link.error instanceof ApiError && link.error.status === 404;
  const tellGone = useEffectEvent(() => onGone?.());
  useEffect(() => {
    if (gone) tellGone();
  }, [gone]);

  // Play/Pause is disabled until the audio's address is known, so the focus moves once it is (or
  // once it is known that it cannot be), unless the user has put it somewhere else meanwhile.
  // (`track` is new each time it is asked for, the same lecture again included.)
  const usable = ready || failed;
  const focusFrom = useRef<Element | null | undefined>(undefined);
  useEffect(() => {
    focusFrom.current = focus ? document.activeElement : undefined;
  }, [track, focus]);
  useEffect(() => {
    const from = focusFrom.current;
    if (!usable || from === undefined) return;
    focusFrom.current = undefined;
    const now = document.activeElement;
    if (now === from || now === document.body) toggleButton.current?.focus();
  }, [usable, track]);

  useEffect(() => {
    const element = audio.current;
    if (!element || !link.data) return;
    // Browsers may refuse to start sound without a gesture; the Play button is then there.
    element.play().catch(() => setPlaying(false));
  }, [link.data, attempt]);

  const fail = () => {
    setFailedSource(source);
    setPlaying(false);
    // A link made for an earlier session (signed out and in again, a new password) no longer
    // works: a new one is asked for at once, and the sound loads from it, from where it was.
    resumeAt.current = elapsed;
    link.renew();
  };

  const retry = () => {
    // Its address is asked for again too: it may have been the link that had expired. Without one
    // the button is disabled meanwhile, and the focus comes back to it.
    if (!link.data) focusFrom.current = document.activeElement;
    resumeAt.current = elapsed;
    setAttempt((n) => n + 1);
    void link.refetch();
  };

  const seek = (seconds: number) => {
    const element = audio.current;
    if (!element) return;
    element.currentTime = seconds;
    setElapsed(seconds);
  };

  const toggle = () => {
    const element = audio.current;
    if (!element) return;
    if (!element.paused) element.pause();
    else
      element.play().catch((error: unknown) => {
        // Paused again before it started: nothing failed.
        if (!(error instanceof DOMException && error.name === "AbortError")) fail();
      });
  };

  const shown = named ?? track;
  const name = trackName(shown);

  return (
    <section
      ref={ref}
      aria-label={`${PLAYER.nowPlaying}: ${name}`}
      onKeyDown={(event) => {
        // Only from inside: elsewhere Escape belongs to the dialogs and editors of the page.
        if (event.key !== "Escape" || event.defaultPrevented) return;
        event.preventDefault();
        onClose();
      }}
      className="fixed inset-x-3 bottom-3 z-30 rounded-2xl bg-white p-3 shadow-xl ring-1 ring-slate-200 sm:left-auto sm:w-96"
    >
      {link.data && (
        <audio
          key={attempt}
          ref={audio}
          src={link.data}
          preload="metadata"
          onPlay={(event) => {
            setPlaying(true);
            setWaiting(event.currentTarget.readyState < HTMLMediaElement.HAVE_FUTURE_DATA);
          }}
          onPlaying={() => setWaiting(false)}
          onCanPlay={() => setWaiting(false)}
          onWaiting={() => setWaiting(true)}
          onStalled={(event) => {
            if (event.currentTarget.readyState < HTMLMediaElement.HAVE_FUTURE_DATA) setWaiting(true);
          }}
          onPause={() => setPlaying(false)}
          onEnded={() => setPlaying(false)}
          onTimeUpdate={(event) => setElapsed(event.currentTarget.currentTime)}
          onLoadedMetadata={(event) => {
            setDuration(event.currentTarget.duration);
            if (resumeAt.current > 0) event.currentTarget.currentTime = resumeAt.current;
            resumeAt.current = 0;
          }}
          onDurationChange={(event) => setDuration(event.currentTarget.duration)}
          onError={fail}
        />
      )}
      <div className="flex items-center gap-2">
        {/* One button, whichever it is, so that the focus stays on it when the audio fails. */}
        <IconButton
          ref={toggleButton}
          label={failed ? PLAYER.retry : playing ? PLAYER.pause : PLAYER.play}
          onClick={failed ? retry : toggle}
          disabled={!failed && !link.data}
          busy={loading}
          colors="bg-brand-700 text-white hover:bg-brand-800"
        >
          {failed ? (
            <RotateCcw size={16} aria-hidden />
          ) : loading ? (
            <Loader2 size={16} aria-hidden className="animate-spin motion-reduce:animate-none" />
          ) : playing ? (
            <Pause size={16} aria-hidden />
          ) : (
            <Play size={16} aria-hidden />
          )}
        </IconButton>
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-words text-slate-900" title={name}>
            <span className="sr-only">{PLAYER.nowPlaying}: </span>
            {/* Up to two lines: cut to one, a long title was only whole for a mouse's hover. Its
                detail is never cut: by it the days of a topic's lectures are told apart. */}
            <span className="line-clamp-2">{shown.title}</span>
            {shown.detail && (
              <span className="block">
                <span className="sr-only">, </span>
                {shown.detail}
              </span>
            )}
          </p>
          <div className="flex items-baseline">
            {failed ? (
              <p role="alert" className="min-w-0 text-xs text-red-700">
                {LECTURES.audioLoadFailed}
              </p>
            ) : (
              <p className="text-xs whitespace-nowrap text-slate-600 tabular-nums">
                <span aria-label="Elapsed time">{formatClock(elapsed)}</span> /{" "}
                <span aria-label="Total time">{formatClock(duration)}</span>
              </p>
            )}
            {/* Shown too, beside the times on their line (no line of its own to jump in and out):
                a spinner and "0:00 / 0:00" did not say that the sound was coming (QA). Kept on the
                page, so that what comes into it is read out. */}
            <p role="status" className={`min-w-0 truncate text-xs text-slate-600 ${loading ? "ml-2" : ""}`}>
              {loading ? PLAYER.loading : ""}
            </p>
          </div>
        </div>
        <IconButton label={PLAYER.close} onClick={onClose}>
          <X size={16} aria-hidden />
        </IconButton>
      </div>
      <input
        type="range"
        aria-label={PLAYER.seek}
        min={0}
        max={Number.isFinite(duration) && duration > 0 ? duration : 0}
        step={0.1}
        value={Math.min(elapsed, duration || 0)}
        aria-valuetext={`${formatClock(elapsed)} / ${formatClock(duration)}`}
        disabled={!duration || failed}
        onChange={(event) => seek(Number(event.target.value))}
        onKeyDown={(event) => {
          // The arrows move a step a listener hears (the range's own step, 0.1 s, is for dragging).
          const by = SEEK_KEYS[event.key];
          if (by === undefined || !duration) return;
          event.preventDefault();
          seek(Math.max(0, Math.min(duration, elapsed + by)));
        }}
        className="mt-2 w-full accent-brand-700"
      />
    </section>
  );
}
