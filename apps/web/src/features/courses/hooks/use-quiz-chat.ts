import { useCallback, useEffect, useMemo, useRef, useState } from "react";
import type { Task } from "@study-well/shared/api";
import { QUIZ, withReason } from "@study-well/shared";
import { ApiError } from "../../../lib/api/errors";
import { useQuizApi, type TutorWords } from "../api/quiz-api";

/** One line of the chat: the tutor's, the student's, or the spec's failure message. */
export interface ChatLine {
  key: string;
  role: "assistant" | "user" | "error";
  text: string;
}

/** What closing the chat left behind: the items being scored and the report task, if any. */
export interface EndedQuiz {
  contentIds: string[];
  /** Answers the server took; with none there is nothing to score. */
  answered: number;
  /** The report task, or null when there is none (no answers, or the quiz never started). */
  task: Promise<Task | null>;
  /** The quiz session's id, or null when it never opened. */
  session: Promise<string | null>;
}

export interface QuizChat {
  open: boolean;
  lines: ChatLine[];
  /** The tutor's reply as a language model writes it, before it is whole; null otherwise. */
  draft: string | null;
  thinking: boolean;
  /** The tutor has asked its last question. */
  done: boolean;
  /** The session on the server, once it is open. */
  sessionId: string | null;
  /** Opens the chat and starts a session on the content; the tutor's first question follows. */
  start: (contentIds: string[]) => void;
  /**
   * Sends an answer; false when it was refused (blank, or the tutor is still answering). An answer
   * the server did not take leaves the chat and goes to `giveBack`, to be sent again.
   */
  send: (text: string, giveBack?: (answer: string) => void) => boolean;
  /** Appends a failure the chat shows in its own words (a recording that could not be transcribed). */
  fail: (message: string) => void;
  /** Closes at once and ends the session on the server (spec §4 "Quiz flow"). */
  close: () => EndedQuiz | null;
}

interface Running {
  contentIds: string[];
  /** The session's id once the server has opened it; null when opening failed. */
  session: Promise<string | null>;
  /** The same once settled: undefined while opening. */
  sessionId: string | null | undefined;
  answered: number;
  /** The answer on its way to the server, until it is taken or refused. */
  sending: Promise<void> | undefined;
  closed: boolean;
}

let lineCount = 0;
const line = (role: ChatLine["role"], text: string): ChatLine => ({ key: `line-${++lineCount}`, role, text });

/** The Quiz Session chat: the conversation held by the server, as the modal shows it. */
export function useQuizChat(courseId: string): QuizChat {
  const quiz = useQuizApi();
  const [open, setOpen] = useState(false);
  const [lines, setLines] = useState<ChatLine[]>([]);
  const [thinking, setThinking] = useState(false);
  const [draft, setDraft] = useState<string | null>(null);
  const [done, setDoneState] = useState(false);
  // Read in send(): once the tutor has asked its last question, there is nothing to answer.
  const doneRef = useRef(false);
  const setDone = useCallback((value: boolean) => {
    doneRef.current = value;
    setDoneState(value);
  }, []);
  const [sessionId, setSessionId] = useState<string | null>(null);
  const running = useRef<Running | null>(null);
  // Read in send(), which may run twice before React renders again (Enter pressed twice).
  const busy = useRef(false);

  const setBusy = useCallback((value: boolean) => {
    busy.current = value;
    setThinking(value);
    setDraft(null);
  }, []);

  /** The reply's words for the chat's draft line, while the chat is still open. */
  const words = useCallback(
    (chat: Running): TutorWords =>
      (piece) => {
        if (chat.closed) return;
        if (piece === "restart") setDraft(null);
        else setDraft((current) => (current ?? "") + piece.text);
      },
    [],
  );

  /** Opens a session for `chat`; its first message is the tutor's first question. */
  const begin = useCallback(
    (chat: Running) => {
      setBusy(true);
      chat.sessionId = undefined;
      chat.session = quiz.start(courseId, chat.contentIds, words(chat)).then(
        (session) => {
          chat.sessionId = session.id;
          if (!chat.closed) {
            setSessionId(session.id);
            setLines((current) => [
              ...current,
              ...session.messages.map((message) =>
                line(message.role === "user" ? "user" : "assistant", message.content),
              ),
            ]);
            setDone(session.done);
            setBusy(false);
          }
          return session.id;
        },
        (error: unknown) => {
          chat.sessionId = null;
          if (!chat.closed) {
            setLines((current) => [...current, line("error", failedTurn(error))]);
            setBusy(false);
          }
          return null;
        },
      );
    },
    [courseId, quiz, setBusy, setDone, words],
  );

  const start = useCallback(
    (contentIds: string[]) => {
      const chat: Running = {
        contentIds,
        session: Promise.resolve(null),
        sessionId: undefined,
        answered: 0,
        sending: undefined,
        closed: false,
      };
      running.current = chat;
      setSessionId(null);
      setLines([]);
      setDone(false);
      setOpen(true);
      begin(chat);
    },
    [begin, setDone],
  );

  const send = useCallback(
    (text: string, giveBack?: (answer: string) => void) => {
      const chat = running.current;
      const answer = text.trim();
      if (!chat || chat.closed || busy.current || answer === "" || doneRef.current) return false;
      const sessionId = chat.sessionId;
      if (sessionId == null) {
        // The quiz never opened: try again; the answer stays in the box for the question to come.
        begin(chat);
        return false;
      }
      setBusy(true);
      const said = line("user", answer);
      setLines((current) => [...current, said]);
      const sending = quiz.send(sessionId, answer, words(chat)).then(
        (turn) => {
          chat.answered++;
          if (chat.closed) return;
          setLines((current) => [...current, line("assistant", turn.reply.content)]);
          setDone(turn.done);
          setBusy(false);
        },
        (error: unknown) => {
          if (chat.closed) return;
          // Not taken: the answer is not shown as given, and comes back to be sent again.
          setLines((current) => [
            ...current.filter((shown) => shown !== said),
            line("error", failedTurn(error)),
          ]);
          setBusy(false);
          giveBack?.(answer);
        },
      );
      chat.sending = sending;
      void sending.finally(() => {
        if (chat.sending === sending) chat.sending = undefined;
      });
      return true;
    },
    [begin, quiz, setBusy, setDone, words],
  );

  const fail = useCallback((message: string) => {
    if (running.current) setLines((current) => [...current, line("error", message)]);
  }, []);

  const close = useCallback((): EndedQuiz | null => {
    setOpen(false);
    setBusy(false);
    return closeRunning(running, quiz);
  }, [quiz, setBusy]);

  // Left without Close (Back, another tab of the course, a reload, the browser tab closed): the
  // quiz ends as Close would end it, so its answers are scored and the session does not stay open
  // for good.
  const api = useRef(quiz);
  useEffect(() => {
    api.current = quiz;
  }, [quiz]);
  useEffect(() => {
    const leave = () => {
      setOpen(false);
      void closeRunning(running, api.current, { keepalive: true })?.task.catch(() => undefined);
      // A quiz closed a moment ago whose end waits for an answer on its way: it goes now.
      for (const goNow of endsWaiting) goNow();
    };
    window.addEventListener("pagehide", leave);
    return () => {
      window.removeEventListener("pagehide", leave);
      void closeRunning(running, api.current)?.task.catch(() => undefined);
    };
  }, []);

  return useMemo(
    () => ({ open, lines, draft, thinking, done, sessionId, start, send, fail, close }),
    [open, lines, draft, thinking, done, sessionId, start, send, fail, close],
  );
}

/** The ends of closed quizzes waiting for an answer on its way: each sends its end at once when called. */
const endsWaiting = new Set<() => void>();

/**
 * Ends the running chat's session on the server, once; null when there is none. An answer still on
 * its way is let through first (Close or Escape pressed while the tutor was thinking), so it is
 * scored; a tab being left (`keepalive`, or the page hidden while the end waits) cannot wait, and
 * the server waits for the answer instead.
 */
function closeRunning(
  running: { current: Running | null },
  quiz: ReturnType<typeof useQuizApi>,
  options?: { keepalive: boolean },
): EndedQuiz | null {
  const chat = running.current;
  if (!chat || chat.closed) return null;
  chat.closed = true;
  running.current = null;
  return {
    contentIds: chat.contentIds,
    // The answer on its way counts until it is refused.
    get answered() {
      return chat.answered + (chat.sending ? 1 : 0);
    },
    task: chat.session.then(async (sessionId) => {
      if (sessionId === null) return null;
      let leaving = options?.keepalive ?? false;
      const sending = chat.sending;
      if (!leaving && sending) {
        let goNow: () => void = () => undefined;
        const left = new Promise<boolean>((resolve) => (goNow = () => resolve(true)));
        endsWaiting.add(goNow);
        leaving = await Promise.race([sending.then(() => false), left]);
        endsWaiting.delete(goNow);
      }
      return (await quiz.end(sessionId, leaving ? { keepalive: true } : options)).task;
    }),
    session: chat.session,
  };
}

/**
 * The spec's words for a failed turn, then the server's reason when it refused the answer for one
 * the student can act on (the quiz ended, went on in another tab, or its notes were deleted).
 */
function failedTurn(error: unknown): string {
  return error instanceof ApiError && error.status >= 400 && error.status < 500
    ? withReason(QUIZ.chat.failed, error.message)
    : QUIZ.chat.failed;
}
