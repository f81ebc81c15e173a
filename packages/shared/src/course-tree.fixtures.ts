// Test data for the quiz logic's tests: small course trees built from a sketch, not literals.
import type { ContentItem, Course, Day, Topic } from "./api/courses";

const TIMESTAMP = "2025-01-06T09:00:00.000Z";

export const buildText = (id: string, text = `Notes of ${id}.`): ContentItem => ({
  id,
  title: `Title ${id}`,
  timestamp: TIMESTAMP,
  version: 1,
  type: "text",
  data: text,
});

export const buildImage = (id: string, data: { text?: string; summary: string }): ContentItem =>
  ({
    id,
    title: `Title ${id}`,
    timestamp: TIMESTAMP,
    version: 1,
    type: "image",
    // An older image item has no `text`: the cast lets a test build one.
    data: { url: `/api/files/${id}`, fileId: `file-${id}`, summary: data.summary, text: data.text },
  }) as ContentItem;

export const buildAudio = (id: string, data: { transcription: string; summary: string }): ContentItem => ({
  id,
  title: `Title ${id}`,
  timestamp: TIMESTAMP,
  version: 1,
  type: "audio",
  data: {
    url: `/api/files/${id}`,
    fileId: `file-${id}`,
    fileName: `${id}.mp3`,
    durationSeconds: 60,
    ...data,
  },
});

export const buildDay = (id: string, content: (ContentItem | string)[]): Day => ({
  id,
  date: "2025-01-06",
  content: content.map((item) => (typeof item === "string" ? buildText(item) : item)),
  lecture: null,
});

/** A topic from its days; each day is a list of content (a string is a text note with that id). */
export const buildTopic = (id: string, days: (ContentItem | string)[][], title = `Topic ${id}`): Topic => ({
  id,
  title,
  days: days.map((content, i) => buildDay(`${id}-day${i + 1}`, content)),
  topicLecture: null,
});

export const buildCourse = (topics: Topic[]): Course => ({
  id: "course-1",
  title: "Biology",
  description: "Cells and more",
  createdAt: TIMESTAMP,
  updatedAt: TIMESTAMP,
  userId: "user-1",
  outline: { summary: "", objectives: [] },
  assessment: "",
  topics,
});
