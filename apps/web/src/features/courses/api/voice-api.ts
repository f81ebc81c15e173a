import { useMemo } from "react";
import type { TranscriptionResponse } from "@study-well/shared/api";
import { authorizedFetch } from "../../../lib/api/authorized-fetch";
import { useSessionManager } from "../../../lib/session/session-context";
import type { SessionManager } from "../../../lib/session/session-manager";

/**
 * Speech in and out for the quiz (spec §7 `transcribeAudioGroq`, `TTSChatFast`): a recording
 * becomes text, a reply becomes audio. Both send or receive raw bytes, which the typed client
 * does not carry.
 */
export function useVoiceApi() {
  const session = useSessionManager();
  return useMemo(() => voiceApi(session), [session]);
}

function voiceApi(session: SessionManager) {
  return {
    /**
     * What was said in the recording (the server reads its format from the bytes); an answer in a
     * quiz is written down in the words of the quiz's notes.
     */
    transcribe: async (
      recording: Blob,
      signal?: AbortSignal,
      quizSessionId?: string | null,
    ): Promise<string> => {
      const path = quizSessionId
        ? `/api/quiz-sessions/${encodeURIComponent(quizSessionId)}/transcribe`
        : "/api/ai/transcribe";
      const res = await authorizedFetch(session, path, {
        method: "POST",
        headers: { "content-type": recording.type || "application/octet-stream", accept: "application/json" },
        body: recording,
        signal: signal ?? null,
      });
      return ((await res.json()) as TranscriptionResponse).transcription;
    },
    /** The text spoken in the user's chosen voice, as audio the browser plays. */
    speak: async (text: string, signal?: AbortSignal): Promise<Blob> => {
      const res = await authorizedFetch(session, "/api/ai/speak", {
        method: "POST",
        headers: { "content-type": "application/json", accept: "audio/mpeg" },
        body: JSON.stringify({ text }),
        signal: signal ?? null,
      });
      return res.blob();
    },
  };
}
