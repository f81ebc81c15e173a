import { Loader2, Send, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { QUIZ } from "@study-well/shared";
import { useBackCloses } from "../../../components/ui/back-closes";
import { buttonClass } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import { useLengthLimit } from "../../../components/ui/limit-note";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import { useMediaQuery } from "../../../hooks/use-media-query";
import type { ChatLine, QuizChat } from "../hooks/use-quiz-chat";
import { useReadAloud } from "../hooks/use-read-aloud";
import { QuizMicButton } from "./quiz-mic-button";

const BUBBLE: Record<ChatLine["role"], string> = {
  assistant: "mr-8 self-start bg-slate-100 text-slate-900",
  user: "ml-8 self-end bg-brand-700 text-white",
  error: "self-stretch border border-red-200 bg-red-50 text-red-700",
};
/**
 * Arrows the notes write with two characters ("->", "<-", "=>") kept on one line: a narrow screen
 * broke "(photolysis) ->" after its "-" (QA, 390 px). An invisible word joiner holds the two
 * together.
 */
export function arrowsWhole(text: string): string {
  return text.replace(/([-=])(?=>)|(<)(?=-)/g, "$1$2\u2060");
}

const SPEAKER: Record<ChatLine["role"], string> = {
  assistant: QUIZ.chat.tutor,
  user: QUIZ.chat.you,
  error: QUIZ.chat.error,
};

/** Spec §2 "Quiz chat modal": the tutor's questions, the student's answers, and a box to answer in. */
export function QuizChatDialog({
  chat,
  onClose,
  returnFocus,
}: {
  chat: QuizChat;
  /** `report`: closed with Close and Get Report, so the report is to open once it is written. */
  onClose: (report: boolean) => void;
  /** Where focus goes back to once it closes (the Quiz Me button). */
  returnFocus: () => void;
}) {
  const [text, setText] = useState("");
  const [notice, setNotice] = useState<string | null>(null);
  const box = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const boxId = useId();
  const aloudId = useId();
  const { lines, draft, thinking } = chat;
  const readAloud = useReadAloud(setNotice);
  const heard = useRef<string | null>(null);
  const [micStatus, setMicStatus] = useState<HTMLElement | null>(null);
  const wantsReport = useRef(false);
  // Closed without the dialog's own close (the page going, kept in the browser's cache): the next
  // quiz starts with an empty box all the same.
  const [shown, setShown] = useState(chat.open);
  if (chat.open !== shown) {
    setShown(chat.open);
    if (!chat.open) {
      setText("");
      setNotice(null);
    }
  }
  // A touch screen's keyboard has no Shift+Enter: there Return starts a new line and Send sends.
  const touchOnly = useMediaQuery("(pointer: coarse)");
  // The longest answer the server takes: typing stops there, and a sentence says why.
  const limit = useLengthLimit(text.length, TEXT_LIMIT.quizAnswer, "px-5 pb-2");

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length, thinking, draft]);

  // Each new reply of the tutor is read aloud when the student asked for it.
  const { enabled: aloud, speak } = readAloud;
  useEffect(() => {
    const newest = lines.at(-1);
    if (!newest || newest.key === heard.current) return;
    heard.current = newest.key;
    if (aloud && newest.role === "assistant") speak(newest.text);
  }, [lines, aloud, speak]);

  /** An answer the server did not take comes back to the box, unless something new is typed there. */
  function giveBack(answer: string) {
    setText((current) => (current.trim() === "" ? answer : current));
  }

  function submit() {
    if (chat.send(text, giveBack)) setText("");
    box.current?.focus();
  }

  /** A transcribed answer goes out as if typed; if it cannot go now, it waits in the box. */
  function sendSpoken(spoken: string) {
    setNotice(null);
    if (!chat.send(spoken, giveBack)) setText(spoken);
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is left to the text box, which starts a new line.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing || touchOnly) return;
    event.preventDefault();
    submit();
  }

  function close() {
    setText("");
    setNotice(null);
    readAloud.stop();
    onClose(wantsReport.current);
    wantsReport.current = false;
  }
  // The browser's Back closes the quiz as Close does (its answers are scored), not the page.
  useBackCloses(chat.open, close);

  return (
    <Dialog.Root
      open={chat.open}
      onOpenChange={(open) => {
        if (!open) close();
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-scrim" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            box.current?.focus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
          // One key would throw away a typed answer and end the quiz (QA): with an answer in the
          // box, Escape keeps both and says how to end it. ✕ still closes.
          onEscapeKeyDown={(event) => {
            if (text.trim() === "") return;
            event.preventDefault();
            setNotice(QUIZ.chat.escapeKeepsAnswer);
          }}
          onCloseAutoFocus={(event) => {
            event.preventDefault();
            returnFocus();
          }}
          className="fixed top-1/2 left-1/2 z-50 flex h-[min(40rem,calc(100dvh-2rem))] w-[calc(100vw-2rem)] max-w-2xl -translate-x-1/2 -translate-y-1/2 flex-col rounded-2xl border border-slate-200 bg-white shadow-xl focus:outline-none"
        >
          <div className="flex items-start justify-between gap-3 border-b border-slate-200 px-5 py-3">
            <div className="min-w-0">
              <Dialog.Title className="text-lg font-semibold text-slate-900">{QUIZ.chat.title}</Dialog.Title>
              <Dialog.Description className="text-sm text-slate-600">
                {QUIZ.chat.description}
                {!touchOnly && ` ${QUIZ.chat.keysHint}`}
              </Dialog.Description>
            </div>
            <Dialog.Close asChild>
              <IconButton label={QUIZ.chat.close}>
                <X size={18} aria-hidden />
              </IconButton>
            </Dialog.Close>
          </div>
          <div
            ref={log}
            role="log"
            aria-live="polite"
            aria-label={QUIZ.chat.messages}
            tabIndex={0}
            className="flex min-h-0 flex-1 flex-col gap-3 overflow-y-auto px-5 py-4 focus-visible:outline-offset-[-2px]"
          >
            {lines.map((line) => (
              <p
                key={line.key}
                className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap ${BUBBLE[line.role]}`}
              >
                <span className="sr-only">{SPEAKER[line.role]}: </span>
                {arrowsWhole(line.text)}
              </p>
            ))}
            {draft !== null && (
              // The reply as it is written; the whole reply replaces it and is what is announced.
              <p
                aria-hidden
                className={`max-w-[85%] rounded-2xl px-4 py-2 text-sm leading-relaxed break-words whitespace-pre-wrap ${BUBBLE.assistant}`}
              >
                {arrowsWhole(draft)}
              </p>
            )}
            {thinking && draft === null && (
              <div className="flex items-center gap-2 self-start text-sm text-slate-600">
                <Loader2 size={16} aria-hidden className="animate-spin motion-reduce:animate-none" />
                {QUIZ.chat.thinking}
              </div>
            )}
          </div>
          <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-1 border-t border-slate-200 px-5 pt-2">
            <label htmlFor={aloudId} className="flex items-center gap-2 text-sm text-slate-700">
              <input
                id={aloudId}
                type="checkbox"
                checked={readAloud.enabled}
                onChange={(event) => readAloud.toggle(event.target.checked)}
                className="size-4 accent-brand-700"
              />
              {QUIZ.chat.readAloud}
            </label>
            {notice && (
              <p role="alert" className="text-sm text-red-700">
                {notice}
              </p>
            )}
            {/* The microphone's status, at the right, above the button: beside Read replies
                aloud, or on a line of its own under it where there is no room (a phone). */}
            <div ref={setMicStatus} className="ml-auto" />
          </div>
          {chat.done ? (
            // The last question is answered: nothing more to say, only the report to get.
            <div className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 px-5 pt-2 pb-3">
              <p role="status" className="min-w-0 text-sm text-slate-700">
                {QUIZ.chat.over}
              </p>
              <Dialog.Close asChild>
                {/* The answer box had the focus; it goes on to the one thing left to do. */}
                <button
                  type="button"
                  autoFocus
                  onClick={() => (wantsReport.current = true)}
                  className={buttonClass("primary", "shrink-0")}
                >
                  {QUIZ.chat.finish}
                </button>
              </Dialog.Close>
            </div>
          ) : (
            <form
              className="flex items-end gap-2 px-5 pt-2 pb-3"
              onSubmit={(event) => {
                event.preventDefault();
                submit();
              }}
            >
              <label htmlFor={boxId} className="sr-only">
                {QUIZ.chat.answer}
              </label>
              <textarea
                id={boxId}
                ref={box}
                rows={2}
                value={text}
                onChange={(event) => setText(event.target.value)}
                onKeyDown={onKeyDown}
                placeholder={QUIZ.chat.answer}
                {...limit.controlProps}
                className="max-h-40 min-h-[3.75rem] min-w-0 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 [field-sizing:content] placeholder:text-slate-500 focus:border-brand-600 focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-600"
              />
              <QuizMicButton
                quizSessionId={chat.sessionId}
                disabled={thinking || !chat.open}
                onPress={readAloud.stop}
                onText={sendSpoken}
                onFailedLine={chat.fail}
                onNotice={setNotice}
                statusIn={micStatus}
              />
              <button
                type="submit"
                disabled={text.trim() === "" || thinking}
                className={buttonClass("primary", "shrink-0")}
              >
                <Send size={16} aria-hidden />
                {/* On a phone the word gives way to the answer box; it stays the button's name. */}
                <span className="max-sm:sr-only">{QUIZ.chat.send}</span>
              </button>
            </form>
          )}
          {!chat.done && limit.note}
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
