import { useQueryClient } from "@tanstack/react-query";
import { useEffect, useRef } from "react";
import type { Course } from "@study-well/shared/api";
import { KeptDrafts, type DraftStore } from "../../../lib/kept-drafts";
import { useKeptDrafts } from "../../../lib/use-kept-drafts";
import type { CourseEdits } from "../api/course-edits";
import { courseKeys } from "../api/course-query";

/**
 * A topic's title or an objective typed in place and not yet saved, and the text it was typed
 * over; or the text in a box that adds a topic or an objective (`over` is then "").
 */
export interface TitleDraft {
  text: string;
  over: string;
}

/** Where one course's title drafts are kept, and whether this tab may still send them. */
export interface TitleDrafts {
  drafts: DraftStore<TitleDraft>;
  allowed: () => boolean;
}

export const topicTitleKey = (id: string) => `topic:${id}`;
export const objectiveKey = (id: string) => `objective:${id}`;
export const NEW_TOPIC_KEY = "new:topic";
export const NEW_OBJECTIVE_KEY = "new:objective";
/** The course's own title and description, in its edit dialog. */
export const COURSE_TITLE_KEY = "course:title";
export const COURSE_DESCRIPTION_KEY = "course:description";
/** Kept whatever the course holds: their text goes back into a box or a dialog, unsent. */
const UNSENT = new Set([NEW_TOPIC_KEY, NEW_OBJECTIVE_KEY, COURSE_TITLE_KEY, COURSE_DESCRIPTION_KEY]);

/** The text kept for `key`, if it was typed over what the course still says (else forgotten). */
export function keptOver(drafts: DraftStore<TitleDraft>, key: string, saved: string): string | undefined {
  const draft = drafts.get(key);
  if (draft === undefined) return undefined;
  if (draft.over === saved) return draft.text;
  drafts.delete(key);
  return undefined;
}

const isTitleDraft = (value: unknown): value is TitleDraft =>
  typeof value === "object" &&
  value !== null &&
  typeof (value as TitleDraft).text === "string" &&
  typeof (value as TitleDraft).over === "string";

/** What a key's title says in the course now; undefined for a box's key, or one no longer there. */
function savedText(course: Course, key: string): string | undefined {
  const [kind, id] = key.split(/:(.*)/s);
  if (kind === "topic") return course.topics.find((topic) => topic.id === id)?.title;
  if (kind === "objective") return course.outline.objectives.find((objective) => objective.id === id)?.text;
  return undefined;
}

/**
 * The titles and objectives typed on a course's page and not yet saved, kept in the tab (see
 * KeptDrafts) so that a reload before the field lost focus does not lose them. As the page opens
 * again, each is saved as leaving its field would have, if what it was typed over is still what
 * the course says; one typed over a title changed meanwhile (another tab, another device) gives
 * way to that change. A draft is forgotten once the server has answered (a refusal is told by the
 * edit's message, as any refused edit is). The boxes that add a topic or an objective get their
 * text back, unsent, and the course's edit dialog is open again with what was typed in it.
 *
 * `kept`: the user's course scope (none: nothing is stored), and whether the user is still signed
 * in here.
 */
export function useTitleDrafts(
  course: Course,
  edits: CourseEdits,
  kept: { scope: string; allowed: () => boolean } | undefined,
): TitleDrafts {
  const drafts = useKeptDrafts(
    () =>
      new KeptDrafts<TitleDraft>(kept && `${kept.scope}:titles`, {
        valid: isTitleDraft,
        keep: (key) => UNSENT.has(key) || savedText(course, key) !== undefined,
        ...(kept ? { allowed: kept.allowed } : {}),
      }),
  );
  const queryClient = useQueryClient();
  // Once, even where an effect is run twice (React's strict mode, in development).
  const restored = useRef(false);
  useEffect(() => {
    if (restored.current) return;
    restored.current = true;
    for (const [key, draft] of drafts.entries()) {
      const saved = savedText(course, key);
      if (saved === undefined) continue;
      const text = draft.text.trim();
      if (!text || text === saved || draft.over !== saved) {
        drafts.delete(key);
        continue;
      }
      const id = key.slice(key.indexOf(":") + 1);
      const saving = key.startsWith("topic:")
        ? edits.renameTopic.mutateAsync({ id, title: text, from: draft.over })
        : edits.updateObjective.mutateAsync({ id, text, from: draft.over });
      saving.then(
        () => {
          if (drafts.get(key)?.text === draft.text) drafts.delete(key);
          // Saved as the page opens, beside the course's own first read, which may answer after
          // the edit is shown, with the title as it was: the course is read again once saved.
          void queryClient.invalidateQueries({ queryKey: courseKeys.detail(course.id) });
        },
        // Refused: told by the edit's own message, and forgotten (not tried again, unseen, each
        // time the page opens).
        () => {
          if (drafts.get(key)?.text === draft.text) drafts.delete(key);
        },
      );
    }
    // Once, as the course's page first shows.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return { drafts, allowed: kept?.allowed ?? (() => false) };
}
