import { useRef } from "react";
import { useMutation, useQueryClient, type NetworkMode } from "@tanstack/react-query";
import type { Course } from "@study-well/shared/api";
import { ApiError, refusalMessage } from "../../../lib/api/errors";
import { useCourseNotice } from "../hooks/use-course-notice";
import { courseKeys } from "./courses-api";
import { forgetCourseEtag, isStale, markStale, readsOf } from "./course-query";
import { sendWaitingDeletes } from "./pending-deletes";

interface CourseMutation<V, R> {
  courseId: string;
  send: (vars: V) => Promise<R>;
  /** The change as the user expects it, shown at once. */
  apply: (course: Course, vars: V) => Course;
  /** Folds the server's answer in (e.g. the real id of something just created). */
  settle?: (course: Course, vars: V, result: R) => Course;
  /** The spec's message when the server refuses (a refused value is named in words instead). */
  failure: string;
  /** Messages for refusals this edit expects, by the server's code (said as the screen has it). */
  refusals?: Record<string, string>;
  /**
   * Whether the form the edit came from opens again and says why it failed (`failureOf`), where
   * the student is looking, instead of the course's notice at the top of the page.
   */
  saidInPlace?: (error: unknown) => boolean;
  /**
   * Whether the notes deleted on the page and waiting out their Undo are sent first (true unless
   * told): the server then acts on the notes the student sees (a day's delete counts them).
   */
  waitsForDeletes?: boolean;
  /**
   * "online" (unless told): offline, the edit is shown and sent once the connection is back;
   * "always": `send` runs at once and waits for the connection itself (a delete's Undo is offered
   * offline too).
   */
  networkMode?: NetworkMode;
}

/** Why an edit failed, in the screen's words: an expected refusal's, a refused value's, or `failure`. */
export function failureOf(error: unknown, failure: string, refusals?: Record<string, string>): string {
  const expected = error instanceof ApiError ? refusals?.[error.code] : undefined;
  return expected ?? refusalMessage(error) ?? failure;
}

/**
 * An edit shown before the server answers. When the server refuses, the course is read again,
 * which rolls the edit back without undoing other edits that did succeed meanwhile. A later
 * edit that succeeds clears the message, which would otherwise outlive the state it spoke of.
 *
 * A read of the course started after the edit was shown (a finished upload's, a tab's focus)
 * may answer with the course as it was before the server had the edit, changed otherwise, and
 * hide the edit, even after the edit's own answer: a course read while an edit was on its way is
 * read again once its last edit is in (which cancels a read still on its way). One in flight
 * when the edit starts is cancelled; an unchanged course answers 304 and the shown edit stays.
 */
export function useCourseMutation<V, R>({
  courseId,
  send,
  apply,
  settle,
  failure,
  refusals,
  saidInPlace = () => false,
  waitsForDeletes = true,
  networkMode = "online",
}: CourseMutation<V, R>) {
  const queryClient = useQueryClient();
  const notice = useCourseNotice();
  const key = courseKeys.detail(courseId);
  return useMutation({
    mutationFn: async (vars: V) => {
      if (waitsForDeletes) await sendWaitingDeletes(courseId);
      return send(vars);
    },
    meta: { courseId },
    networkMode,
    onMutate: async (vars: V) => {
      const noticeMark = notice.mark();
      // (before the cancel: a read answering during it counts)
      const reads = readsOf(courseId);
      // A read cancelled here may have carried news (a rolled-back edit or an Undo read again, another
      // tab's change): the course is read again once this edit is in.
      if (queryClient.isFetching({ queryKey: key }) > 0) markStale(courseId);
      await queryClient.cancelQueries({ queryKey: key });
      queryClient.setQueryData<Course>(key, (course) => course && apply(course, vars));
      return { noticeMark, reads };
    },
    onSuccess: (result, vars, started) => {
      // A refusal that came in while this edit was on its way stays up.
      notice.clearShownBefore(started.noticeMark);
      if (settle) queryClient.setQueryData<Course>(key, (course) => course && settle(course, vars, result));
      if (readsOf(courseId) !== started.reads) markStale(courseId);
      // (this one still counts as on its way; a later edit's start may cancel the read, which its
      // own success then starts again)
      const editing = queryClient.isMutating({ predicate: (m) => m.meta?.courseId === courseId });
      if (editing <= 1 && isStale(courseId)) void queryClient.invalidateQueries({ queryKey: key });
    },
    onError: (error) => {
      if (!saidInPlace(error)) notice.show(failureOf(error, failure, refusals));
      // The course as the server holds it, without the edit shown meanwhile: an unchanged course
      // would answer 304, and the cache keep the edit.
      forgetCourseEtag(courseId);
      void queryClient.invalidateQueries({ queryKey: key });
    },
  });
}

/**
 * An edit of one thing at a time (by `keyOf`: a topic's Add day, a note's delete): a call made
 * while that thing's request is still on its way is dropped, so a double click sends one request.
 * The mark is set at once, not at the next render as `isPending` is, and kept here rather than in
 * the row, which the windowed notes list may render anew meanwhile. A failure is told by the edit
 * itself.
 */
export function useOneAtATime<V>(
  mutation: { mutateAsync: (vars: V) => Promise<unknown> },
  keyOf: (vars: V) => string,
): (vars: V) => void {
  const inFlight = useRef(new Set<string>());
  return (vars) => {
    const key = keyOf(vars);
    if (inFlight.current.has(key)) return;
    inFlight.current.add(key);
    const done = () => inFlight.current.delete(key);
    mutation.mutateAsync(vars).then(done, done);
  };
}

let counter = 0;
/** A stand-in id for something not yet saved; controls on it wait for the real one. */
export const temporaryId = () => `tmp-${Date.now()}-${++counter}`;
export const isTemporary = (id: string) => id.startsWith("tmp-");

/** The stand-in id each saved thing was first shown under, by its real id. */
const firstShownAs = new Map<string, string>();

/**
 * An edit's `settle` for something added: puts `saved` in the place of what was shown under the
 * stand-in id `temporary`, remembering the stand-in (`rowKey`) only then: a read of the course that
 * came meanwhile may already have shown the saved thing under its real id, as a row of its own.
 */
export function settledAs<T extends { id: string }>(temporary: string, saved: T): (shown: T) => T {
  return (shown) => {
    if (shown.id !== temporary) return shown;
    if (temporary !== saved.id) firstShownAs.set(saved.id, temporary);
    return saved;
  };
}

/**
 * The key of a row (and of what the student opened in it) for as long as the page is open: the id
 * it was first shown under. A note shown at once under a stand-in id and saved meanwhile keeps its
 * row, and with it its Show more opened, the focus, and its place in the windowed list, rather than
 * being taken off the page and put back under its real id.
 */
export const rowKey = (id: string): string => firstShownAs.get(id) ?? id;
