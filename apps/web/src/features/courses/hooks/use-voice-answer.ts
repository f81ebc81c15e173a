import { useCallback, useEffect, useRef, useState } from "react";
import { AiErrorCode, QUIZ } from "@study-well/shared";
import { ApiError } from "../../../lib/api/errors";
import { useVoiceApi } from "../api/voice-api";

/** Where the microphone button stands. */
export type MicState = "idle" | "starting" | "recording" | "transcribing" | "denied";

/** What a voice answer can come to besides text: a chat line (spec: "appends") or an alert. */
export interface VoiceAnswerEvents {
  /** The transcription, to send as the student's message. */
  onText: (text: string) => void;
  /** A transcription failure or an empty result, appended to the chat. */
  onFailedLine: (message: string) => void;
  /** A microphone problem, or a hint; null clears it. */
  onNotice: (message: string | null) => void;
}

/** Shorter presses are taps, not answers: the student is told to hold the button. */
const SHORTEST_ANSWER_MS = 400;

const refused = (error: unknown) =>
  error instanceof DOMException && (error.name === "NotAllowedError" || error.name === "SecurityError");

/**
 * The hold-to-record microphone of the quiz (spec §4 "Recording"): pressing starts recording;
 * releasing, leaving or cancelling the press stops it and sends the recording for transcription,
 * whose text becomes the student's message. A refused microphone leaves the button disabled.
 */
export function useVoiceAnswer(events: VoiceAnswerEvents, quizSessionId: string | null = null) {
  const voice = useVoiceApi();
  const [state, setState] = useState<MicState>("idle");
  const live = useRef({
    pressed: false,
    recorder: null as MediaRecorder | null,
    stream: null as MediaStream | null,
    startedAt: 0,
    unmounted: false,
    abort: new AbortController(),
  });
  const handlers = useRef(events);
  useEffect(() => {
    handlers.current = events;
  });

  // A microphone the browser already refuses shows as disabled before anyone presses it.
  useEffect(() => {
    let status: PermissionStatus | undefined;
    const follow = () => {
      if (!status) return;
      setState((current) =>
        status?.state === "denied" ? "denied" : current === "denied" ? "idle" : current,
      );
    };
    // Older Safari has no Permissions API; insecure pages have no microphone at all.
    const permissions = navigator.permissions as Permissions | undefined;
    permissions
      ?.query({ name: "microphone" })
      .then((result) => {
        status = result;
        status.addEventListener("change", follow);
        follow();
      })
      .catch(() => {
        // Not every browser can be asked; pressing the button will tell.
      });
    const current = live.current;
    current.unmounted = false;
    return () => {
      status?.removeEventListener("change", follow);
      current.unmounted = true;
      current.abort.abort();
      current.abort = new AbortController();
      current.stream?.getTracks().forEach((track) => track.stop());
      if (current.recorder?.state === "recording") current.recorder.stop();
    };
  }, []);

  const transcribe = useCallback(
    async (recording: Blob) => {
      const { abort } = live.current;
      setState("transcribing");
      try {
        const text = (await voice.transcribe(recording, abort.signal, quizSessionId)).trim();
        if (abort.signal.aborted) return;
        if (text === "") handlers.current.onFailedLine(QUIZ.chat.transcriptionEmpty);
        else handlers.current.onText(text);
      } catch (error) {
        if (abort.signal.aborted) return;
        // Silence, or nothing the recogniser could make out, is its own message (spec §8).
        const empty = error instanceof ApiError && error.code === AiErrorCode.emptyTranscription;
        handlers.current.onFailedLine(empty ? QUIZ.chat.transcriptionEmpty : QUIZ.chat.transcriptionFailed);
      } finally {
        if (!live.current.unmounted) setState((current) => (current === "transcribing" ? "idle" : current));
      }
    },
    [voice, quizSessionId],
  );

  const press = useCallback(() => {
    const current = live.current;
    if (current.pressed || current.recorder) return;
    current.pressed = true;
    handlers.current.onNotice(null);
    setState("starting");
    const failed = (error: unknown) => {
      current.stream?.getTracks().forEach((track) => track.stop());
      current.stream = null;
      current.recorder = null;
      if (current.unmounted) return;
      if (refused(error)) {
        setState("denied");
        handlers.current.onNotice(QUIZ.chat.micPermission);
      } else {
        setState("idle");
        handlers.current.onNotice(QUIZ.chat.micError);
      }
    };
    const devices = navigator.mediaDevices as MediaDevices | undefined;
    if (!devices || typeof MediaRecorder === "undefined") {
      failed(new Error("no microphone API"));
      return;
    }
    devices.getUserMedia({ audio: true }).then((stream) => {
      current.stream = stream;
      if (current.unmounted || !current.pressed) {
        // Let go before the microphone opened: a tap, not an answer.
        stream.getTracks().forEach((track) => track.stop());
        current.stream = null;
        if (!current.unmounted) {
          setState("idle");
          handlers.current.onNotice(QUIZ.chat.holdLonger);
        }
        return;
      }
      try {
        const recorder = new MediaRecorder(stream);
        const chunks: Blob[] = [];
        recorder.addEventListener("dataavailable", (event) => {
          if (event.data.size > 0) chunks.push(event.data);
        });
        recorder.addEventListener("stop", () => {
          stream.getTracks().forEach((track) => track.stop());
          current.stream = null;
          current.recorder = null;
          if (current.unmounted) return;
          const recording = new Blob(chunks, { type: recorder.mimeType || chunks[0]?.type || "" });
          if (performance.now() - current.startedAt < SHORTEST_ANSWER_MS || recording.size === 0) {
            setState("idle");
            handlers.current.onNotice(QUIZ.chat.holdLonger);
            return;
          }
          void transcribe(recording);
        });
        current.recorder = recorder;
        current.startedAt = performance.now();
        recorder.start();
        setState("recording");
      } catch (error) {
        failed(error);
      }
    }, failed);
  }, [transcribe]);

  const release = useCallback(() => {
    const current = live.current;
    if (!current.pressed) return;
    current.pressed = false;
    const recorder = current.recorder;
    if (recorder?.state !== "recording") return;
    try {
      recorder.stop();
    } catch {
      current.stream?.getTracks().forEach((track) => track.stop());
      current.stream = null;
      current.recorder = null;
      setState("idle");
      handlers.current.onNotice(QUIZ.chat.micStopFailed);
    }
  }, []);

  return { state, press, release };
}
