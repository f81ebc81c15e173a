import type { ContentItem, Course, Day, Objective, Topic } from "@study-well/shared/api";
import { COURSE_DEFAULTS, COURSE_PAGE, NOTES } from "@study-well/shared";
import { useApi } from "../../../lib/session/session-context";
import { temporaryId, useCourseMutation } from "./course-mutation";
import { mapContent, mapDays, mapTopics, replaceId, sortDays } from "./course-tree";

/** Every targeted edit of one course (spec §2 course page), shown optimistically. */
export function useCourseEdits(courseId: string) {
  const api = useApi();
  const base = `/api/courses/${courseId}`;
  const now = () => new Date().toISOString();

  const updateCourse = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: (changes: { title?: string; description?: string }) => api.patch(base, changes),
    apply: (course, changes) => ({ ...course, ...changes }),
  });
  const setSummary = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: (summary: string) => api.put(`${base}/outline/summary`, { summary }),
    apply: (course, summary) => ({ ...course, outline: { ...course.outline, summary } }),
  });

  const addObjective = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: ({ text }: { tempId: string; text: string }) => api.post<Objective>(`${base}/objectives`, { text }),
    apply: (course, { tempId, text }) =>
      withObjectives(course, [...course.outline.objectives, { id: tempId, text }]),
    settle: (course, { tempId }, saved) =>
      withObjectives(course, replaceId(course.outline.objectives, tempId, saved)),
  });
  const updateObjective = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: ({ id, text }: Objective) => api.patch(`${base}/objectives/${id}`, { text }),
    apply: (course, edited) =>
      withObjectives(course, replaceId(course.outline.objectives, edited.id, edited)),
  });
  const deleteObjective = useCourseMutation({
    courseId,
    failure: COURSE_PAGE.updateFailed,
    send: (id: string) => api.delete(`${base}/objectives/${id}`),
    apply: (course, id) =>
      withObjectives(
        course,
        course.outline.objectives.filter((o) => o.id !== id),
      ),
  });

  const addTopic = useCourseMutation({
    courseId,
    failure: NOTES.errors.addTopic,
    send: ({ title }: { tempId: string; title: string }) => api.post<Topic>(`${base}/topics`, { title }),
    apply: (course, { tempId, title }) => ({
      ...course,
      topics: [...course.topics, { id: tempId, title, days: [], topicLecture: null }],
    }),
    settle: (course, { tempId }, saved) => ({ ...course, topics: replaceId(course.topics, tempId, saved) }),
  });
  const renameTopic = useCourseMutation({
    courseId,
    failure: NOTES.errors.update,
    send: ({ id, title }: { id: string; title: string }) => api.patch(`${base}/topics/${id}`, { title }),
    apply: (course, { id, title }) => mapTopics(course, (t) => (t.id === id ? { ...t, title } : t)),
  });
  const deleteTopic = useCourseMutation({
    courseId,
    failure: NOTES.errors.deleteTopic,
    send: (id: string) => api.delete(`${base}/topics/${id}`),
    apply: (course, id) => ({ ...course, topics: course.topics.filter((t) => t.id !== id) }),
  });

  const addDay = useCourseMutation({
    courseId,
    failure: NOTES.errors.addDay,
    send: ({ topicId, date }: { tempId: string; topicId: string; date: string }) =>
      api.post<Day>(`${base}/topics/${topicId}/days`, { date }),
    apply: (course, { tempId, topicId, date }) =>
      mapTopics(course, (t) =>
        t.id === topicId
          ? { ...t, days: sortDays([...t.days, { id: tempId, date, content: [], lecture: null }]) }
          : t,
      ),
    settle: (course, { tempId }, saved) => mapDays(course, (d) => (d.id === tempId ? saved : d)),
  });
  const setDayDate = useCourseMutation({
    courseId,
    failure: NOTES.errors.update,
    send: ({ id, date }: { id: string; date: string }) => api.patch(`${base}/days/${id}`, { date }),
    apply: (course, { id, date }) =>
      mapTopics(course, (t) => ({
        ...t,
        days: sortDays(t.days.map((d) => (d.id === id ? { ...d, date } : d))),
      })),
  });
  const deleteDay = useCourseMutation({
    courseId,
    failure: NOTES.errors.deleteDay,
    send: (id: string) => api.delete(`${base}/days/${id}`),
    apply: (course, id) => mapTopics(course, (t) => ({ ...t, days: t.days.filter((d) => d.id !== id) })),
  });

  const addText = useCourseMutation({
    courseId,
    failure: NOTES.errors.addContent,
    send: ({ dayId, title, text }: { tempId: string; dayId: string; title: string; text: string }) =>
      api.post<ContentItem>(`${base}/days/${dayId}/content`, { title, text }),
    apply: (course, { tempId, dayId, title, text }) =>
      mapDays(course, (d) =>
        d.id === dayId
          ? {
              ...d,
              content: [
                ...d.content,
                {
                  id: tempId,
                  type: "text",
                  title: title.trim() || COURSE_DEFAULTS.contentTitle,
                  data: text,
                  timestamp: now(),
                },
              ],
            }
          : d,
      ),
    settle: (course, { tempId }, saved) => mapContent(course, (c) => (c.id === tempId ? saved : c)),
  });
  const updateContent = useCourseMutation({
    courseId,
    failure: NOTES.errors.update,
    send: ({ id, title, text }: { id: string; title: string; text: string }) =>
      api.patch<ContentItem>(`${base}/content/${id}`, { title, text }),
    apply: (course, { id, title, text }) =>
      mapContent(course, (c) =>
        c.id === id ? withBody({ ...c, title: title.trim() || COURSE_DEFAULTS.contentTitle }, text) : c,
      ),
    settle: (course, { id }, saved) => mapContent(course, (c) => (c.id === id ? saved : c)),
  });
  const deleteContent = useCourseMutation({
    courseId,
    failure: NOTES.errors.deleteContent,
    send: (id: string) => api.delete(`${base}/content/${id}`),
    apply: (course, id) => mapDays(course, (d) => ({ ...d, content: d.content.filter((c) => c.id !== id) })),
  });

  return {
    updateCourse,
    setSummary,
    addObjective: (text: string) => addObjective.mutate({ tempId: temporaryId(), text }),
    updateObjective,
    deleteObjective,
    addTopic: (title: string) => addTopic.mutate({ tempId: temporaryId(), title }),
    renameTopic,
    deleteTopic,
    addDay: (topicId: string, date: string) => addDay.mutate({ tempId: temporaryId(), topicId, date }),
    setDayDate,
    deleteDay,
    addText: (dayId: string, title: string, text: string) =>
      addText.mutate({ tempId: temporaryId(), dayId, title, text }),
    updateContent,
    deleteContent,
  };
}

export type CourseEdits = ReturnType<typeof useCourseEdits>;

const withObjectives = (course: Course, objectives: Objective[]): Course => ({
  ...course,
  outline: { ...course.outline, objectives },
});

/** The body of an item: the text itself, or the summary of an image or a recording. */
export function bodyOf(item: ContentItem): string {
  return item.type === "text" ? item.data : item.data.summary;
}

function withBody(item: ContentItem, text: string): ContentItem {
  return item.type === "text"
    ? { ...item, data: text }
    : ({ ...item, data: { ...item.data, summary: text } } as ContentItem);
}
