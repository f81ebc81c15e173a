import { useEffect, useRef, useState, type SubmitEvent, type KeyboardEvent } from "react";
import { NOTES } from "@study-well/shared";
import { Alert } from "../../../components/ui/alert";
import { Button } from "../../../components/ui/button";
import { useLengthLimit } from "../../../components/ui/limit-note";
import type { DraftStore } from "../../../lib/kept-drafts";
import { TEXT_LIMIT } from "../../../lib/text-limits";
import type { NoteDraft } from "./notes-list-context";

const field =
  "block w-full rounded-lg border border-slate-300 bg-white px-3 py-2 text-slate-800 placeholder:text-slate-500 focus:border-brand-600 focus:outline-2 focus:outline-brand-600/30";

/**
 * Title and content of a note; Ctrl+Enter (or Cmd+Enter) saves and Escape cancels. With `keep`,
 * what is typed is kept in its store under its key as it is typed, and taken up again when the
 * form is shown anew (the page's other tab visited meanwhile); the caller forgets it on save or
 * cancel.
 */
export function AddTextForm({
  initialTitle = "",
  initialText = "",
  keep,
  notice,
  onSave,
  onCancel,
}: {
  initialTitle?: string;
  initialText?: string;
  /** Why the form is open again with its text: its save was refused. */
  notice?: string | undefined;
  /** `version`: what the form's text is saved over, kept with it (see NoteDraft). */
  keep?: { store: DraftStore<NoteDraft>; key: string; version?: number | undefined };
  onSave: (title: string, text: string) => void;
  onCancel: () => void;
}) {
  const kept = keep?.store.get(keep.key);
  const [title, setTitleState] = useState(kept?.title ?? initialTitle);
  const [text, setTextState] = useState(kept?.text ?? initialText);
  const setTitle = (value: string) => {
    setTitleState(value);
    keep?.store.set(keep.key, { title: value, text, version: keep.version });
  };
  const setText = (value: string) => {
    setTextState(value);
    keep?.store.set(keep.key, { title, text: value, version: keep.version });
  };
  const empty = !title.trim() && !text.trim();
  const titleLimit = useLengthLimit(title.length, TEXT_LIMIT.contentTitle, "mt-1");
  const textLimit = useLengthLimit(text.length, TEXT_LIMIT.contentText, "mt-1");

  function save() {
    if (!empty) onSave(title, text);
  }

  // Opened (and focused), the whole form is brought into view, its Save and Cancel too, above the
  // floating player when it shows (the page's scroll padding); one taller than the window keeps
  // its top, where the focus is.
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => {
    const element = form.current;
    if (!element?.contains(document.activeElement)) return;
    if (element.offsetHeight < window.innerHeight * 0.7)
      // (not in every DOM: jsdom has none)
      // eslint-disable-next-line @typescript-eslint/no-unnecessary-condition
      element.scrollIntoView?.({ block: "nearest" });
  }, []);

  function onKeyDown(event: KeyboardEvent) {
    if (event.key === "Enter" && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      save();
    } else if (event.key === "Escape") {
      event.preventDefault();
      onCancel();
    }
  }

  function onSubmit(event: SubmitEvent) {
    event.preventDefault();
    save();
  }

  return (
    <form
      ref={form}
      onSubmit={onSubmit}
      onKeyDown={onKeyDown}
      className="space-y-2 rounded-lg bg-white p-3 ring-1 ring-slate-200"
    >
      <div>
        <input
          aria-label={NOTES.contentTitle}
          placeholder={NOTES.contentTitle}
          value={title}
          {...titleLimit.controlProps}
          onChange={(e) => setTitle(e.target.value)}
          className={field}
          autoFocus
        />
        {titleLimit.note}
      </div>
      <div>
        <textarea
          aria-label={NOTES.contentBody}
          placeholder={NOTES.contentBody}
          value={text}
          {...textLimit.controlProps}
          onChange={(e) => setText(e.target.value)}
          rows={4}
          // As tall as its text, so a note opened for editing shows it whole (up to most of the screen).
          className={`${field} max-h-[60vh] min-h-[7.125rem] [field-sizing:content]`}
        />
        {textLimit.note}
      </div>
      {notice && <Alert tone="error">{notice}</Alert>}
      <div className="flex items-center justify-between gap-2">
        <p className="text-xs text-slate-500">{NOTES.addTextHint}</p>
        <div className="flex gap-2">
          <Button variant="secondary" onClick={onCancel}>
            {NOTES.cancel}
          </Button>
          <Button type="submit" disabled={empty}>
            {NOTES.save}
          </Button>
        </div>
      </div>
    </form>
  );
}
