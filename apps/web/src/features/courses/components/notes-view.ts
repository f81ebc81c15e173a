import { useState, type Dispatch, type SetStateAction } from "react";
import type { Course } from "@study-well/shared/api";
import { KeptDrafts, type DraftStore } from "../../../lib/kept-drafts";
import { useKeptDrafts } from "../../../lib/use-kept-drafts";
import type { NoteDraft } from "./notes-list-context";
import { dayEndKey } from "./notes-rows";

type Setter<T> = Dispatch<SetStateAction<T>>;

/**
 * What the student has open, closed and typed on the Course Notes tab. Held by the course page,
 * not the tab: a look at the outline or the assessment and back finds the notes as they were left,
 * a note half written included. What is typed is kept in the tab's storage too: after a reload
 * each note form half written is open again with its text (an edit saved over the version it
 * began from, so a change made meanwhile is told of).
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
  typed: DraftStore<NoteDraft>;
}

const isNoteDraft = (value: unknown): value is NoteDraft => {
  if (typeof value !== "object" || value === null) return false;
  const { title, text, version } = value as Record<string, unknown>;
  return (
    typeof title === "string" &&
    typeof text === "string" &&
    (version === undefined || typeof version === "number")
  );
};

/** The keys of the note forms a course has: each note's edit, each day's new note. */
function formKeys(course: Course): Set<string> {
  const keys = new Set<string>();
  for (const topic of course.topics)
    for (const day of topic.days) {
      keys.add(dayEndKey(day.id));
      for (const item of day.content) keys.add(item.id);
    }
  return keys;
}

/**
 * `kept`: where the drafts are kept (the user and the course: none, nothing is stored), the
 * course as it is read (a draft of a note or day deleted since is forgotten), and whether the user
 * is still signed in here.
 */
export function useNotesView(kept?: { scope: string; course: Course; allowed: () => boolean }): NotesView {
  const typed = useKeptDrafts(() => {
    const keys = kept && formKeys(kept.course);
    return new KeptDrafts<NoteDraft>(kept?.scope, {
      valid: isNoteDraft,
      keep: (key) => keys?.has(key) ?? false,
      ...(kept ? { allowed: kept.allowed } : {}),
    });
  });
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set());
  // The forms left half written are open again, with their text.
  const [openForms, setOpenForms] = useState<ReadonlySet<string>>(
    () => new Set(typed.entries().map(([key]) => key)),
  );
  const [opened, setOpened] = useState<ReadonlySet<string>>(() => new Set());
  const [drafts, setDrafts] = useState<ReadonlyMap<string, NoteDraft>>(() => new Map(typed.entries()));
  return { collapsed, setCollapsed, openForms, setOpenForms, opened, setOpened, drafts, setDrafts, typed };
}
