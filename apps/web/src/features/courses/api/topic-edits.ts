import { NOTES } from "@study-well/shared";
import { unwrap, unwrapDeleted } from "../../../lib/api/client";
import { useApi } from "../../../lib/session/session-context";
import { settledAs, temporaryId, useCourseMutation, useOneAtATime } from "./course-mutation";
import { mapTopics } from "./course-tree";

/** The course's topics: added, renamed, deleted. */
export function useTopicEdits(courseId: string) {
  const api = useApi();
  const topic = (topicId: string) => ({ params: { path: { courseId, topicId } } });

  const addTopic = useCourseMutation({
    courseId,
    failure: NOTES.errors.addTopic,
    send: ({ title }: { tempId: string; title: string }) =>
      unwrap(api.POST("/api/courses/{courseId}/topics", { params: { path: { courseId } }, body: { title } })),
    apply: (course, { tempId, title }) => ({
      ...course,
      topics: [...course.topics, { id: tempId, title, days: [], topicLecture: null }],
    }),
    settle: (course, { tempId }, saved) => mapTopics(course, settledAs(tempId, saved)),
  });
  const renameTopic = useCourseMutation({
    courseId,
    failure: NOTES.errors.update,
    // Renamed in another tab since this rename began: refused, said, and the course read again.
    refusals: { "course/topic-renamed": NOTES.errors.topicRenamed },
    // `from`: the title as the rename began, so another tab's rename meanwhile is not overwritten.
    send: ({ id, title, from }: { id: string; title: string; from?: string | undefined }) =>
      unwrap(
        api.PATCH("/api/courses/{courseId}/topics/{topicId}", {
          ...topic(id),
          body: { title, ...(from === undefined ? {} : { from }) },
        }),
      ),
    apply: (course, { id, title }) => mapTopics(course, (t) => (t.id === id ? { ...t, title } : t)),
  });
  const deleteTopic = useCourseMutation({
    courseId,
    failure: NOTES.errors.deleteTopic,
    // Notes added to it meanwhile (another tab) keep it: the course is read again, and shows them.
    refusals: { "course/topic-changed": NOTES.errors.topicChanged },
    // Gone already (deleted in another tab) counts as deleted. `items`: the notes the user was
    // shown it holding; the server deletes it only if it holds no more.
    send: ({ id, items }: { id: string; items: number }) =>
      unwrapDeleted(
        api.DELETE("/api/courses/{courseId}/topics/{topicId}", {
          params: { path: { courseId, topicId: id }, query: { items } },
        }),
      ),
    apply: (course, { id }) => ({ ...course, topics: course.topics.filter((t) => t.id !== id) }),
  });

  // A double click on Delete topic deletes once.
  const deleteTopicOnce = useOneAtATime(deleteTopic, ({ id }) => id);

  return {
    addTopic: (title: string) => addTopic.mutate({ tempId: temporaryId(), title }),
    renameTopic,
    deleteTopic: (id: string, items: number) => deleteTopicOnce({ id, items }),
  };
}
