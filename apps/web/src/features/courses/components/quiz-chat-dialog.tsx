import { Loader2, Send, X } from "lucide-react";
import { Dialog } from "radix-ui";
import { useEffect, useId, useRef, useState, type KeyboardEvent } from "react";
import { QUIZ } from "@study-well/shared";
import { buttonClass } from "../../../components/ui/button";
import { IconButton } from "../../../components/ui/icon-button";
import type { ChatLine, QuizChat } from "../hooks/use-quiz-chat";

const BUBBLE: Record<ChatLine["role"], string> = {
  assistant: "mr-8 self-start bg-slate-100 text-slate-900",
  user: "ml-8 self-end bg-brand-700 text-white",
  error: "self-stretch border border-red-200 bg-red-50 text-red-700",
};
const SPEAKER: Record<ChatLine["role"], string> = {
  assistant: QUIZ.chat.tutor,
  user: QUIZ.chat.you,
  error: QUIZ.chat.tutor,
};

/** Spec §2 "Quiz chat modal": the tutor's questions, the student's answers, and a box to answer in. */
export function QuizChatDialog({
  chat,
  onClose,
  returnFocus,
}: {
  chat: QuizChat;
  onClose: () => void;
  /** Where focus goes back to once it closes (the Quiz Me button). */
  returnFocus: () => void;
}) {
  const [text, setText] = useState("");
  const box = useRef<HTMLTextAreaElement>(null);
  const log = useRef<HTMLDivElement>(null);
  const boxId = useId();
  const { lines, thinking } = chat;

  // Keep the newest message in view as the conversation grows.
  useEffect(() => {
    const list = log.current;
    if (list) list.scrollTop = list.scrollHeight;
  }, [lines.length, thinking]);

  function submit() {
    if (chat.send(text)) setText("");
    box.current?.focus();
  }

  function onKeyDown(event: KeyboardEvent<HTMLTextAreaElement>) {
    // Enter sends; Shift+Enter is left to the text box, which starts a new line.
    if (event.key !== "Enter" || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  }

  return (
    <Dialog.Root
      open={chat.open}
      onOpenChange={(open) => {
        if (!open) {
          setText("");
          onClose();
        }
      }}
    >
      <Dialog.Portal>
        <Dialog.Overlay className="fixed inset-0 z-40 bg-slate-900/50" />
        <Dialog.Content
          onOpenAutoFocus={(event) => {
            event.preventDefault();
            box.current?.focus();
          }}
          onInteractOutside={(event) => event.preventDefault()}
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
                {line.text}
              </p>
            ))}
            {thinking && (
              <div className="flex items-center gap-2 self-start text-sm text-slate-600">
                <Loader2 size={16} aria-hidden className="animate-spin motion-reduce:animate-none" />
                {QUIZ.chat.thinking}
              </div>
            )}
          </div>
          <form
            className="flex items-end gap-2 border-t border-slate-200 px-5 py-3"
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
              className="min-w-0 flex-1 resize-none rounded-lg border border-slate-300 px-3 py-2 text-sm text-slate-900 placeholder:text-slate-500 focus:border-brand-600 focus:outline-none focus-visible:outline-2 focus-visible:outline-brand-600"
            />
            <button
              type="submit"
              disabled={text.trim() === "" || thinking}
              className={buttonClass("primary", "shrink-0")}
            >
              <Send size={16} aria-hidden />
              {QUIZ.chat.send}
            </button>
          </form>
        </Dialog.Content>
      </Dialog.Portal>
    </Dialog.Root>
  );
}
