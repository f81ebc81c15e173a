import { useState, type Dispatch, type SetStateAction } from "react";
import type { NoteDraft } from "./notes-list-context";

type Setter<T> = Dispatch<SetStateAction<T>>;

/**
 * What the student has open, closed and typed on the Course Notes tab. Held by the course page,
 * not the tab: a look at the outline or the assessment and back finds the notes as they were left,
 * a note half written included.
 */
export interface NotesView {
  collapsed: ReadonlySet<string>;
  setCollapsed: Setter<ReadonlySet<string>>;
  openForms: ReadonlySet<string>;
  setOpenForms: Setter<ReadonlySet<string>>;
  opened: ReadonlySet<string>;
  setOpened: Setter<ReadonlySet<string>>;
  drafts: ReadonlyMap<string, NoteDraft>;
  setDrafts: Setter<ReadonlyMap<string, NoteDraft>>;
  /**
   * What is typed in each open note form, by the form's key; written as the student types (no
   * render), read when the form is shown again.
   */
  typed: Map<string, NoteDraft>;
}

export function useNotesView(): NotesView {
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  const [openForms, setOpenForms] = useState<ReadonlySet<string>>(() => new Set());
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, NoteDraft>>(() => new Map());
  const [typed] = useState(() => new Map<string, NoteDraft>());
  return { collapsed, setCollapsed, openForms, setOpenForms, opened, setOpened, drafts, setDrafts, typed };
}
