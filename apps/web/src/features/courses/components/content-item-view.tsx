import { format } from "date-fns";
import { Pencil, Trash2 } from "lucide-react";
import { memo, useCallback, useLayoutEffect, useRef, useState } from "react";
import type { ContentItem } from "@study-well/shared/api";
import { NOTES, plainWords, TIME_FORMAT, UPLOADS } from "@study-well/shared";
import { IconButton } from "../../../components/ui/icon-button";
import { LongText } from "../../../components/ui/long-text";
import { bodyOf } from "../api/content-edits";
import { isTemporary, rowKey } from "../api/course-mutation";
import { focusAfter } from "../hooks/use-focus-on-removal";
import { useFocusOnReturn } from "../hooks/use-focus-on-return";
import { AddTextForm } from "./add-text-form";
import { ContentMedia, Transcript } from "./content-media";
import { Spacer, useNotesList } from "./notes-list-context";

/**
 * How much of a long note is shown until "Show more": a 5,700-word note was 18,000 px tall on a
 * phone, and every note after it as far down.
 */
const NOTE_SHOWN = { chars: 560, lines: 8 };

/** The id of a note's article on the page, which the focus is given to as an upload makes it. */
export const noteAnchor = (id: string) => `note-${id}`;

/**
 * Gives the focus to a note put back by Undo once the course read again shows it (from the Undo
 * button, gone with its toast, or from where Ctrl+Z was pressed), unless the student has put the
 * focus somewhere else since. Given up after a few seconds: the note may be out of view.
 */
export function focusNoteWhenBack(id: string): void {
  const until = performance.now() + 5000;
  const from = document.activeElement;
  const look = () => {
    const focused = document.activeElement;
    if (focused && focused !== document.body && focused !== from) return;
    const note = document.getElementById(noteAnchor(id));
    if (note) note.focus();
    else if (performance.now() < until) requestAnimationFrame(look);
  };
  requestAnimationFrame(look);
}

/**
 * One note, a row of the windowed list. Memoised: an edit elsewhere in the course keeps this
 * item's object (the optimistic updates copy only what they change), so the row is not rendered
 * again; its bottom padding is the gap to the next note.
 */
export const ContentItemView = memo(function ContentItemView({
  index,
  item,
  position,
  setSize,
  space,
}: {
  index: number;
  item: ContentItem;
  position: number;
  setSize: number;
  space: number | undefined;
}) {
  const { measure, readOnly, actions, openForms, setForm, drafts, typed, dropDraft, opened, setOpened } =
    useNotesList();
  const bodyKey = `body:${rowKey(item.id)}`;
  const editing = openForms.has(item.id);
  const draft = drafts.get(item.id);
  // The version the edit began from, kept when the form opens: the note may change while it is open.
  const [base, setBase] = useState(item.version);
  // The form closed, saved or not, the note's Edit content has the focus again.
  const { control: editButton, closing } = useFocusOnReturn();
  const pending = isTemporary(item.id);
  // Taken away holding the focus (its editor, when another tab deleted the note), the row gives it
  // to what follows it rather than to the page's body. (Not by the ref's clean-up: `measure`
  // changes as the list is laid out, and the ref is put on again, which would move the focus.)
  const row = useRef<HTMLLIElement | null>(null);
  useLayoutEffect(
    () => () => {
      if (row.current?.contains(document.activeElement)) focusAfter(row.current);
    },
    [],
  );
  const ref = useCallback(
    (element: HTMLLIElement | null) => {
      row.current = element;
      measure(element);
    },
    [measure],
  );
  const rowProps = {
    "data-index": index,
    ref,
    "aria-posinset": position,
    "aria-setsize": setSize,
    className: "pb-2",
  };

  if (editing) {
    return (
      <>
        <Spacer height={space} listItem />
        <li {...rowProps}>
          <AddTextForm
            // A draft arriving while the form is open (a refusal of an earlier save) replaces it.
            key={draft ? "draft" : "edit"}
            initialTitle={draft?.title ?? item.title}
            initialText={draft?.text ?? bodyOf(item)}
            keep={{ store: typed, key: item.id, version: draft ? draft.version : base }}
            notice={draft?.notice}
            onSave={(title, text) => {
              actions.updateContent(item.id, title, text, draft ? draft.version : base);
              dropDraft(item.id);
              closing();
              setForm(item.id, false);
            }}
            onCancel={() => {
              dropDraft(item.id);
              closing();
              setForm(item.id, false);
            }}
          />
        </li>
      </>
    );
  }
  return (
    <>
      <Spacer height={space} listItem />
      <li {...rowProps}>
        <article
          id={noteAnchor(item.id)}
          aria-label={item.title}
          // (for the page to give it the focus: not a stop of the Tab key)
          tabIndex={-1}
          className="rounded-lg bg-white p-3 ring-1 ring-slate-200 outline-none focus-visible:ring-2 focus-visible:ring-brand-600"
        >
          <div className="flex items-start justify-between gap-2">
            <div className="min-w-0">
              <h3 className="font-medium break-words text-slate-900">{item.title}</h3>
              <time dateTime={item.timestamp} className="text-xs text-slate-500">
                {format(new Date(item.timestamp), TIME_FORMAT)}
              </time>
            </div>
            {!readOnly && (
              <div className="flex shrink-0">
                <IconButton
                  ref={editButton}
                  label={NOTES.editContent}
                  subject={item.title}
                  disabled={pending}
                  onClick={() => {
                    setBase(item.version);
                    setForm(item.id, true);
                  }}
                >
                  <Pencil size={16} aria-hidden />
                </IconButton>
                <IconButton
                  label={NOTES.deleteContent}
                  subject={item.title}
                  disabled={pending}
                  onClick={(event) => {
                    // The focus goes on to what follows the note (the next note, or its day's Add
                    // text), not to the top of the page with the note's own button.
                    focusAfter(event.currentTarget.closest("li"));
                    actions.deleteContent(item.id, item.title, item.version);
                  }}
                >
                  <Trash2 size={16} aria-hidden />
                </IconButton>
              </div>
            )}
          </div>
          {item.type !== "text" && <ContentMedia item={item} />}
          <LongText
            text={bodyOf(item)}
            shown={NOTE_SHOWN}
            open={opened.has(bodyKey)}
            onOpenChange={(open) => setOpened(bodyKey, open)}
            subject={item.title}
            className="mt-2 text-sm leading-relaxed break-words whitespace-pre-wrap text-slate-700"
          />
          {item.type === "audio" && saysMore(item.data.transcription, item.data.summary) && (
            <Transcript id={item.id} text={item.data.transcription} />
          )}
          {item.type === "image" && item.data.text && saysMore(item.data.text, item.data.summary) && (
            <Transcript id={item.id} text={item.data.text} label={UPLOADS.photoText} />
          )}
        </article>
      </li>
    </>
  );
});

/** Whether a transcript says more than the summary shown: a short recording's summary is all of it. */
function saysMore(transcription: string, summary: string): boolean {
  const words = plainWords(transcription);
  return words !== "" && words !== plainWords(summary);
}
