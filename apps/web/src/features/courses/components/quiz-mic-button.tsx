import { Loader2, Mic, MicOff } from "lucide-react";
import type { KeyboardEvent, PointerEvent } from "react";
import { createPortal } from "react-dom";
import { QUIZ } from "@study-well/shared";
import { useVoiceAnswer, type VoiceAnswerEvents } from "../hooks/use-voice-answer";

const HOLD_KEYS = new Set([" ", "Enter"]);

/**
 * The quiz's hold-to-record microphone: hold it (pointer, or Space/Enter from the keyboard) while
 * speaking; letting go sends the recording for transcription. "Mic disabled" once the microphone
 * is refused.
 */
export function QuizMicButton({
  disabled,
  onPress,
  quizSessionId,
  statusIn,
  ...events
}: VoiceAnswerEvents & {
  /** The quiz the answer belongs to: its notes' words are preferred. */
  quizSessionId: string | null;
  /** Where "Recording..." and "Transcribing..." show, in the flow of the dialog (see below). */
  statusIn: HTMLElement | null;
  /** While the tutor is answering. */
  disabled: boolean;
  /** Recording starts (what is being read aloud should stop). */
  onPress: () => void;
}) {
  const { state, press, release } = useVoiceAnswer(events, quizSessionId);
  const denied = state === "denied";
  const busy = state === "transcribing";
  const recording = state === "recording" || state === "starting";

  const start = () => {
    if (busy || (disabled && !recording)) return;
    onPress();
    press();
  };
  const onPointerDown = (event: PointerEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    // Keeps focus and text selection where they are while the button is held.
    event.preventDefault();
    start();
  };
  const onKeyDown = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    if (!event.repeat) start();
  };
  const onKeyUp = (event: KeyboardEvent<HTMLButtonElement>) => {
    if (!HOLD_KEYS.has(event.key)) return;
    event.preventDefault();
    release();
  };

  const label = denied ? QUIZ.chat.micDisabled : QUIZ.chat.holdToRecord;
  const status = state === "recording" ? QUIZ.chat.recording : busy ? QUIZ.chat.transcribing : "";
  return (
    <>
      <button
        type="button"
        aria-label={label}
        title={label}
        aria-pressed={recording}
        // While a recording is transcribed the button only says so: disabling it would drop the
        // keyboard focus of a student who held Space on it.
        aria-disabled={busy || (disabled && !recording) || undefined}
        disabled={denied}
        onPointerDown={onPointerDown}
        onPointerUp={release}
        onPointerLeave={release}
        onPointerCancel={release}
        onKeyDown={onKeyDown}
        onKeyUp={onKeyUp}
        onBlur={release}
        onContextMenu={(event) => event.preventDefault()}
        // Refused, it says so in words: on a phone in two short lines, so the answer box keeps its width.
        className={`inline-flex h-10 shrink-0 touch-none ${denied ? "w-14 flex-col text-[11px] leading-none font-medium sm:w-auto sm:flex-row sm:gap-1.5 sm:px-3 sm:text-sm" : "w-10"} items-center justify-center rounded-full border transition-colors select-none focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-600 disabled:cursor-not-allowed aria-disabled:cursor-not-allowed aria-disabled:opacity-50 ${denied ? "" : "disabled:opacity-50"} ${
          recording
            ? "border-red-600 bg-red-600 text-white motion-safe:animate-pulse"
            : "border-slate-300 bg-white text-slate-700 hover:bg-slate-100"
        }`}
      >
        {busy ? (
          <Loader2 size={18} aria-hidden className="animate-spin motion-reduce:animate-none" />
        ) : denied ? (
          <>
            <MicOff size={18} aria-hidden className="hidden sm:block" />
            {/* Shown, not only said: the spec's words on the button. */}
            <span aria-hidden className="text-center">
              {label}
            </span>
          </>
        ) : (
          <Mic size={18} aria-hidden />
        )}
      </button>
      {/* Said to screen readers, and shown where the dialog puts it (`statusIn`), in its flow:
          above the button itself it covered the answer box's corner, and laid over the row above
          the answers it covered Read replies aloud on a phone. Recording is not colour alone. */}
      {statusIn &&
        createPortal(
          <span
            role="status"
            className={
              status ? "-my-0.5 block rounded-md bg-slate-900 px-2 py-1 text-xs text-white shadow" : "sr-only"
            }
          >
            {status}
          </span>,
          statusIn,
        )}
    </>
  );
}
