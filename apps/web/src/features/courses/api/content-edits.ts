import { useQueryClient } from "@tanstack/react-query";
import type { ContentItem, Course } from "@study-well/shared/api";
import { contentTitleOf, NOTES } from "@study-well/shared";
import { useToast } from "../../../components/ui/toast";
import { unwrap, unwrapDeleted } from "../../../lib/api/client";
import { ApiError } from "../../../lib/api/errors";
import { useApi } from "../../../lib/session/session-context";
import { failureOf, settledAs, temporaryId, useCourseMutation, useOneAtATime } from "./course-mutation";
import { courseKeys } from "./courses-api";
import {
  mapContent,
  mapNoteItems,
  mapNotes,
  placeOfNote,
  withNoteBack,
  withoutNotes,
  type NotePlace,
} from "./course-tree";
import { deleteAfterUndo, isDeleteUndone, whenOnline, type ShowUndo } from "./pending-deletes";

/** How long a deleted note's Undo is offered (held while the pointer or the focus is on it). */
export const UNDO_MS = 8000;

const UPDATE_REFUSALS = { "course/note-changed": NOTES.errors.noteChanged };

/**
 * A note's save refused is said in its form, opened again with the text, unless the note or its
 * day is gone (another tab deleted it): that form will not be there, so the course's notice says it.
 */
function inItsForm(error: unknown): boolean {
  return !(error instanceof ApiError && error.status === 404);
}

/** What the form of a note refused says (its text is in it again to save). */
export const noteFailure = {
  inItsForm,
  add: (error: unknown) => failureOf(error, NOTES.errors.addContent),
  update: (error: unknown) => failureOf(error, NOTES.errors.update, UPDATE_REFUSALS),
};

/** The content items of each day: text added, any item retitled or rewritten, deleted. */
export function useContentEdits(courseId: string) {
  const api = useApi();
  const toast = useToast();
  const queryClient = useQueryClient();
  const item = (contentId: string) => ({ params: { path: { courseId, contentId } } });

  const addText = useCourseMutation({
    courseId,
    failure: NOTES.errors.addContent,
    saidInPlace: inItsForm,
    send: ({ dayId, title, text }: { tempId: string; dayId: string; title: string; text: string }) =>
      unwrap(
        api.POST("/api/courses/{courseId}/days/{dayId}/content", {
          params: { path: { courseId, dayId } },
          body: { title, text },
        }),
      ),
    apply: (course, { tempId, dayId, title, text }) =>
      mapNotes(course, (d) =>
        d.id === dayId
          ? {
              ...d,
              content: [
                ...d.content,
                {
                  id: tempId,
                  type: "text",
                  title: contentTitleOf(title),
                  data: text,
                  timestamp: new Date().toISOString(),
                  version: 1,
                },
              ],
            }
          : d,
      ),
    settle: (course, { tempId }, saved) => mapContent(course, settledAs(tempId, saved)),
  });
  const updateContent = useCourseMutation({
    courseId,
    failure: NOTES.errors.update,
    refusals: UPDATE_REFUSALS,
    saidInPlace: inItsForm,
    // `version` is the note's as the edit began: a change made meanwhile elsewhere is not overwritten.
    send: ({ id, title, text, version }: { id: string; title: string; text: string; version?: number }) =>
      unwrap(
        api.PATCH("/api/courses/{courseId}/content/{contentId}", {
          ...item(id),
          body: { title, text, ...(version === undefined ? {} : { version }) },
        }),
      ),
    // The server moves the version by one with each edit: a second edit begun before this one's
    // answer came begins from the version this one makes, not from the one it replaced.
    apply: (course, { id, title, text }) =>
      mapNoteItems(course, (c) =>
        c.id === id ? withBody({ ...c, title: contentTitleOf(title), version: c.version + 1 }, text) : c,
      ),
    settle: (course, { id }, saved) => mapContent(course, (c) => (c.id === id ? saved : c)),
  });
  // The note goes from the page at once; the request waits out the Undo its toast offers
  // (pending-deletes.ts). Undone, nothing was sent, and the course read again has the note back.
  const deleteContent = useCourseMutation({
    courseId,
    failure: NOTES.errors.deleteContent,
    // Edited in another tab while its Undo was offered: kept, and read again with that edit.
    refusals: { "course/note-changed": NOTES.errors.changedNotDeleted },
    saidInPlace: isDeleteUndone,
    waitsForDeletes: false,
    // Offline, the Undo is offered at once all the same; the request waits for the connection.
    networkMode: "always",
    send: ({
      id,
      title,
      version,
      undone,
      place,
    }: {
      id: string;
      title: string;
      version: number;
      undone: () => void;
      /** Where the note was: Undo puts it back there at once (offline too), before it is read again. */
      place: NotePlace | undefined;
    }) => {
      const show: ShowUndo = ({ undo, timeUp }) =>
        toast({
          tone: "info",
          message: NOTES.contentDeleted(title),
          // (two notes of one title deleted in turn keep an Undo each)
          key: `delete-${id}`,
          duration: UNDO_MS,
          action: {
            label: NOTES.undo,
            name: NOTES.undoDelete(title),
            undo: true,
            run: () => {
              if (place) {
                queryClient.setQueryData<Course>(
                  courseKeys.detail(courseId),
                  (course) => course && withNoteBack(course, place),
                );
              }
              undo();
              undone();
            },
          },
          onClose: timeUp,
        });
      // Gone already (deleted in another tab) counts as deleted.
      return deleteAfterUndo(courseId, id, show, async (keepalive) => {
        // (as the page goes there is no waiting: it is tried once)
        if (!keepalive) await whenOnline();
        return unwrapDeleted(
          api.DELETE("/api/courses/{courseId}/content/{contentId}", {
            params: { path: { courseId, contentId: id }, query: { version } },
            keepalive,
          }),
        );
      });
    },
    apply: (course, { id }) => withoutNotes(course, new Set([id])),
  });

  // A double click on Delete content deletes once.
  const deleteContentOnce = useOneAtATime(deleteContent, ({ id }) => id);

  return {
    addText: (dayId: string, title: string, text: string) =>
      addText.mutateAsync({ tempId: temporaryId(), dayId, title, text }),
    updateContent,
    /**
     * `version`: the note's as it is deleted (edited elsewhere before the delete goes, it is kept);
     * `undone`: runs when the student takes the delete back with the toast's Undo.
     */
    deleteContent: (id: string, title: string, version: number, undone: () => void) => {
      const course = queryClient.getQueryData<Course>(courseKeys.detail(courseId));
      deleteContentOnce({ id, title, version, undone, place: course && placeOfNote(course, id) });
    },
  };
}

/** The server refused an edit of a note because it was changed elsewhere since the edit began. */
export const isNoteChanged = (error: unknown): boolean =>
  error instanceof ApiError && error.code === "course/note-changed";

/** The body of an item: the text itself, or the summary of an image or a recording. */
export function bodyOf(item: ContentItem): string {
  return item.type === "text" ? item.data : item.data.summary;
}

function withBody(item: ContentItem, text: string): ContentItem {
  return item.type === "text"
    ? { ...item, data: text }
    : ({ ...item, data: { ...item.data, summary: text } } as ContentItem);
}
