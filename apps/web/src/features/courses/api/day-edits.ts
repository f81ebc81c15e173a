import { NOTES } from "@study-well/shared";
import { unwrap, unwrapDeleted } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";
import { settledAs, temporaryId, useCourseMutation, useOneAtATime } from "./course-mutation";
import { changedSince, mapDays, mapTopics, sortDays, withoutId } from "./course-tree";

/** The days of each topic: added, moved to another date, deleted. */
export function useDayEdits(courseId: string) {
  const api = useApi();
  const day = (dayId: string) => ({ params: { path: { courseId, dayId } } });

  const addDay = useCourseMutation({
    courseId,
    failure: NOTES.errors.addDay,
    send: ({ topicId, date }: { tempId: string; topicId: string; date: string }) =>
      unwrap(
        api.POST("/api/courses/{courseId}/topics/{topicId}/days", {
          params: { path: { courseId, topicId } },
          body: { date },
        }),
      ),
    apply: (course, { tempId, topicId, date }) =>
      mapTopics(course, (t) =>
        t.id === topicId
          ? { ...t, days: sortDays([...t.days, { id: tempId, date, content: [], lecture: null }]) }
          : t,
      ),
    settle: (course, { tempId }, saved) => mapDays(course, settledAs(tempId, saved)),
  });
  const setDayDate = useCourseMutation({
    courseId,
    failure: NOTES.errors.update,
    send: ({ id, date }: { id: string; date: string }) =>
      unwrap(api.PATCH("/api/courses/{courseId}/days/{dayId}", { ...day(id), body: { date } })),
    apply: (course, { id, date }) =>
      mapTopics(course, (t) =>
        t.days.some((d) => d.id === id)
          ? { ...t, days: sortDays(t.days.map((d) => (d.id === id ? { ...d, date } : d))) }
          : t,
      ),
  });
  const deleteDay = useCourseMutation({
    courseId,
    failure: NOTES.errors.deleteDay,
    // Notes added to it meanwhile (another tab) keep it: the course is read again, and shows them.
    refusals: { "course/day-changed": NOTES.errors.dayChanged },
    // Gone already (deleted in another tab) counts as deleted. `items`: the notes the user was
    // shown it holding, and asked about; the server deletes it only if it holds no more.
    send: ({ id, items }: { id: string; items: number }) =>
      unwrapDeleted(
        api.DELETE("/api/courses/{courseId}/days/{dayId}", {
          params: { path: { courseId, dayId: id }, query: { items } },
        }),
      ),
    // A day's notes go with it: the topic's lecture was made from them.
    apply: (course, { id }) =>
      mapTopics(course, (t) => {
        const days = withoutId(t.days, id);
        if (days === t.days) return t;
        const hadNotes = t.days.some((d) => d.id === id && d.content.length > 0);
        return { ...t, days, topicLecture: hadNotes ? changedSince(t.topicLecture) : t.topicLecture };
      }),
  });

  // One day at a time per topic: a double click on Add day adds one; on Delete day, deletes once.
  const addDayOnce = useOneAtATime(addDay, ({ topicId }) => topicId);
  const deleteDayOnce = useOneAtATime(deleteDay, ({ id }) => id);

  return {
    addDay: (topicId: string, date: string) => addDayOnce({ tempId: temporaryId(), topicId, date }),
    setDayDate,
    deleteDay: (id: string, items: number) => deleteDayOnce({ id, items }),
  };
}
