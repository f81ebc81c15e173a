import { useCallback, useEffect, useRef, useState } from "react";
import { QUIZ } from "@study-well/shared";
import { playOneAtATime } from "../../../lib/one-sound";
import { useVoiceApi } from "../api/voice-api";

const PREFERENCE = "study-well:read-replies-aloud";

function savedPreference(): boolean {
  try {
    return localStorage.getItem(PREFERENCE) === "on";
  } catch {
    return false;
  }
}

/**
 * "Read replies aloud" (spec §7 `TTSChatFast`): each tutor reply spoken in the user's voice, so a
 * whole quiz can be taken by voice. The choice is remembered on this device. A new reply, a
 * recording or closing the chat stops what is being read.
 */
export function useReadAloud(onFailure: (message: string) => void) {
  const voice = useVoiceApi();
  const [enabled, setEnabled] = useState(savedPreference);
  const playing = useRef<{ abort: AbortController; audio?: HTMLAudioElement; url?: string } | null>(null);
  const failure = useRef(onFailure);
  useEffect(() => {
    failure.current = onFailure;
  });

  const stop = useCallback(() => {
    const current = playing.current;
    playing.current = null;
    if (!current) return;
    current.abort.abort();
    current.audio?.pause();
    if (current.url) URL.revokeObjectURL(current.url);
  }, []);

  const speak = useCallback(
    (text: string) => {
      stop();
      const current: NonNullable<typeof playing.current> = { abort: new AbortController() };
      playing.current = current;
      voice
        .speak(text, current.abort.signal)
        .then(async (audio) => {
          if (current.abort.signal.aborted) return;
          current.url = URL.createObjectURL(audio);
          current.audio = new Audio(current.url);
          // Never put in the page, so the page's rule of one sound at a time is told of it here.
          playOneAtATime(current.audio);
          current.audio.addEventListener("ended", () => {
            if (playing.current === current) stop();
          });
          await current.audio.play();
        })
        .catch(() => {
          if (!current.abort.signal.aborted) failure.current(QUIZ.chat.speechFailed);
        });
    },
    [stop, voice],
  );

  const toggle = useCallback(
    (on: boolean) => {
      setEnabled(on);
      if (!on) stop();
      try {
        localStorage.setItem(PREFERENCE, on ? "on" : "off");
      } catch {
        // Private browsing without storage: the choice lasts as long as the page.
      }
    },
    [stop],
  );

  useEffect(() => stop, [stop]);

  return { enabled, toggle, speak, stop };
}
