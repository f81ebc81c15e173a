import { createContext, use, type CSSProperties, type ReactNode } from "react";
import type { DraftStore } from "../../../lib/kept-drafts";

/** The edits a row can make; stable across renders, so a memoised row re-renders only for its data. */
export interface NotesActions {
  /** `from`: the title as the rename began (renamed since elsewhere, it is refused). */
  renameTopic: (id: string, title: string, from?: string) => void;
  /** `items`: how many notes the user was shown the topic holding. */
  deleteTopic: (id: string, items: number) => void;
  addDay: (topicId: string) => void;
  setDayDate: (id: string, date: string) => void;
  /** `items`: how many notes the user was shown the day holding. */
  deleteDay: (id: string, items: number) => void;
  /** `formKey`: the add form's, opened again with the text should the note be refused. */
  addText: (dayId: string, title: string, text: string, formKey: string) => void;
  /** `version` is the note's when its edit began (undefined: replace whatever is there). */
  updateContent: (id: string, title: string, text: string, version: number | undefined) => void;
  /** `title`: the note's, for the toast that offers Undo; `version`: the note's as it is deleted. */
  deleteContent: (id: string, title: string, version: number) => void;
}

export interface NoteDraft {
  title: string;
  text: string;
  /**
   * The version to save it over: the one its edit began from or, after a refusal for another
   * tab's change (which the student has been told of), the one the note then has. Undefined,
   * whatever the note holds: a new note's, or until (unless) the course has been read again.
   */
  version?: number | undefined;
  /** Why the draft is back in its form: the save was refused, for this reason. */
  notice?: string | undefined;
}

/** What the rows of the windowed notes list share. */
export interface NotesList {
  /** On each row's element (with `data-index`), so its real height is used. */
  measure: (element: HTMLElement | null) => void;
  readOnly: boolean;
  actions: NotesActions;
  /** Topics and days the student collapsed (kept here: rows come and go as the page scrolls). */
  collapsed: ReadonlySet<string>;
  toggle: (id: string) => void;
  /** Rows with a form open (a note being edited or added), kept rendered wherever the page is. */
  openForms: ReadonlySet<string>;
  setForm: (key: string, open: boolean) => void;
  /**
   * Note forms whose save was refused (by a note's id, or an add form's key): the student's own
   * title and text, shown in the form opened again, to save once more or to drop. Lost to nothing.
   */
  drafts: ReadonlyMap<string, NoteDraft>;
  /** What is typed in each open note form (see NotesView.typed). */
  typed: DraftStore<NoteDraft>;
  /** Forgets a form's draft and what was typed in it: it was saved, or cancelled. */
  dropDraft: (id: string) => void;
  /** Disclosures the student opened (a lecture's text, a transcript), kept as rows come and go. */
  opened: ReadonlySet<string>;
  setOpened: (key: string, open: boolean) => void;
}

export const NotesListContext = createContext<NotesList | null>(null);

export function useNotesList(): NotesList {
  const value = use(NotesListContext);
  if (!value) throw new Error("NotesListContext is missing");
  return value;
}

/**
 * A disclosure in a row of the notes list ("Lecture", "Transcript"): it stays open, or closed, when
 * its row is scrolled away and rendered again.
 */
export function KeptDisclosure({
  id,
  summary,
  className,
  summaryClassName,
  children,
}: {
  id: string;
  summary: string;
  className: string;
  summaryClassName: string;
  children: ReactNode;
}) {
  const { opened, setOpened } = useNotesList();
  return (
    <details
      className={className}
      open={opened.has(id)}
      onToggle={(event) => {
        const { open } = event.currentTarget;
        if (open !== opened.has(id)) setOpened(id, open);
      }}
    >
      <summary className={summaryClassName}>{summary}</summary>
      {children}
    </details>
  );
}

/** The room left for rows not rendered before a rendered one: nothing to read, nothing to focus. */
export function Spacer({ height, listItem = false }: { height: number | undefined; listItem?: boolean }) {
  if (!height) return null;
  const style: CSSProperties = { height };
  return listItem ? <li role="none" aria-hidden style={style} /> : <div aria-hidden style={style} />;
}
