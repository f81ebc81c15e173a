import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME } from "../messages/validation";
import { VALIDATION } from "../messages/validation";
import { calendarDate, limitedText, lineText, nonBlank, nonBlankLine } from "./text";

export const Lecture = z.object({
  summary: z.string(),
  timestamp: z.iso.datetime(),
  /** The lecture's speech, once made; a file id for /api/files/{fileId}/link. */
  audioFileId: z.string().nullable(),
  /**
   * Whether the notes it was made from have changed since (one added, edited or deleted): made
   * again, it would say something else.
   */
  notesChanged: z.boolean(),
});
export type Lecture = z.infer<typeof Lecture>;

/** A photo of notes: the article written from it, and the text read off it (the quiz uses it). */
export const ImageData = z.object({
  summary: z.string(),
  /** The picture's API address; /api/files/{fileId}/link gives the browser an expiring one. */
  url: z.string(),
  fileId: z.string(),
  text: z.string(),
});
export const AudioData = z.object({
  url: z.string(),
  fileId: z.string(),
  /** The sanitised name of the uploaded file (letters, digits and dots). */
  fileName: z.string(),
  summary: z.string(),
  transcription: z.string(),
  durationSeconds: z.number(),
});

const contentBase = {
  id: z.string(),
  title: z.string(),
  timestamp: z.iso.datetime(),
  /** Moves with every edit of the note (see UpdateContentRequest.version). */
  version: z.number().int().min(1),
};
export const ContentItem = z
  .discriminatedUnion("type", [
    z.object({ ...contentBase, type: z.literal("text"), data: z.string() }),
    z.object({ ...contentBase, type: z.literal("image"), data: ImageData }),
    z.object({ ...contentBase, type: z.literal("audio"), data: AudioData }),
  ])
  .meta({ id: "ContentItem" });
export type ContentItem = z.infer<typeof ContentItem>;

export const Day = z
  .object({
    id: z.string(),
    /** Calendar date, YYYY-MM-DD. */
    date: z.iso.date(),
    content: z.array(ContentItem),
    lecture: Lecture.nullable(),
  })
  .meta({ id: "Day" });
export type Day = z.infer<typeof Day>;

export const Topic = z
  .object({ id: z.string(), title: z.string(), days: z.array(Day), topicLecture: Lecture.nullable() })
  .meta({ id: "Topic" });
export type Topic = z.infer<typeof Topic>;

export const Objective = z.object({ id: z.string(), text: z.string() }).meta({ id: "Objective" });
export type Objective = z.infer<typeof Objective>;

export const CourseSummary = z
  .object({
    id: z.string(),
    title: z.string(),
    description: z.string(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "CourseSummary" });
export type CourseSummary = z.infer<typeof CourseSummary>;

/** The spec's course document (§3), assembled from the normalised tables. */
export const Course = CourseSummary.extend({
  userId: z.string(),
  outline: z.object({ summary: z.string(), objectives: z.array(Objective) }),
  assessment: z.string(),
  topics: z.array(Topic),
}).meta({ id: "Course" });
export type Course = z.infer<typeof Course>;

export const CreateCourseRequest = z.object({
  title: lineText(MAX_LENGTH.courseTitle, FIELD_NAME.courseTitle),
  description: limitedText(MAX_LENGTH.courseDescription, FIELD_NAME.courseDescription),
});
export type CreateCourseRequest = z.infer<typeof CreateCourseRequest>;
export const UpdateCourseRequest = z
  .object({
    title: nonBlankLine(MAX_LENGTH.courseTitle, FIELD_NAME.courseTitle, "The course title"),
    description: nonBlank(
      MAX_LENGTH.courseDescription,
      FIELD_NAME.courseDescription,
      "The course description",
    ),
    from: z
      .object({
        title: limitedText(MAX_LENGTH.courseTitle, FIELD_NAME.courseTitle),
        description: limitedText(MAX_LENGTH.courseDescription, FIELD_NAME.courseDescription),
      })
      .partial()
      .describe(
        "The title and description as the edit began: when a field sent was changed since (in another tab) to something else, the edit is refused with 409 course/details-changed instead of overwriting that change.",
      ),
  })
  .partial()
  .refine(
    ({ title, description }) => title !== undefined || description !== undefined,
    VALIDATION.nothingToChange,
  );
export type UpdateCourseRequest = z.infer<typeof UpdateCourseRequest>;

export const OutlineSummaryRequest = z.object({
  summary: nonBlank(MAX_LENGTH.outlineSummary, FIELD_NAME.outlineSummary, "The summary"),
});
export const OutlineSummaryUpdate = OutlineSummaryRequest.extend({
  from: limitedText(MAX_LENGTH.outlineSummary, FIELD_NAME.outlineSummary)
    .optional()
    .describe(
      "The summary as the edit began: when it was changed since (in another tab) to something else, the edit is refused with 409 course/summary-changed instead of overwriting that change.",
    ),
});
/** A learning objective. */
export const TextRequest = z.object({
  text: nonBlankLine(MAX_LENGTH.objective, FIELD_NAME.objective, "A learning objective"),
});
export const ObjectiveUpdateRequest = TextRequest.extend({
  from: limitedText(MAX_LENGTH.objective, FIELD_NAME.objective)
    .optional()
    .describe(
      "The objective's text as the edit began: when it was changed since (in another tab) to something else, the edit is refused with 409 course/objective-changed instead of overwriting that change.",
    ),
});
/** A topic title. */
export const TitleRequest = z.object({
  title: nonBlankLine(MAX_LENGTH.topicTitle, FIELD_NAME.topicTitle, "A topic title"),
});
export const RenameTopicRequest = TitleRequest.extend({
  from: limitedText(MAX_LENGTH.topicTitle, FIELD_NAME.topicTitle)
    .optional()
    .describe(
      "The topic's title as the rename began: when it was renamed since (in another tab) to something else, the rename is refused with 409 course/topic-renamed instead of overwriting that change.",
    ),
});
export type RenameTopicRequest = z.infer<typeof RenameTopicRequest>;
export const DayRequest = z.object({ date: calendarDate });
export const CreateTextContentRequest = z.object({
  title: lineText(MAX_LENGTH.contentTitle, FIELD_NAME.contentTitle),
  text: limitedText(MAX_LENGTH.contentText, FIELD_NAME.contentText),
});
export type CreateTextContentRequest = z.infer<typeof CreateTextContentRequest>;
export const UpdateContentRequest = CreateTextContentRequest.partial()
  .extend({
    version: z
      .number()
      .int()
      .min(1)
      .optional()
      .describe(
        "The note's version the edit began from: when the note was changed since (in another tab), the edit is refused with 409 course/note-changed instead of overwriting that change.",
      ),
  })
  .refine((value) => value.title !== undefined || value.text !== undefined, VALIDATION.nothingToChange);
export type UpdateContentRequest = z.infer<typeof UpdateContentRequest>;

export const CourseParams = z.object({ courseId: z.uuid() });
export const ObjectiveParams = CourseParams.extend({ objectiveId: z.uuid() });
export const TopicParams = CourseParams.extend({ topicId: z.uuid() });
export const DayParams = CourseParams.extend({ dayId: z.uuid() });
/**
 * Deleting a day or a topic: `items`, how many notes the user was shown it holding (and asked
 * about). One holding more now (added in another tab) is not deleted: 409 course/day-changed or
 * course/topic-changed.
 */
export const DeleteWithNotesQuery = z.object({ items: z.coerce.number().int().nonnegative().optional() });
export const ContentParams = CourseParams.extend({ contentId: z.uuid() });
/**
 * `version`: the note's as the student deleted it; changed since (an edit in another tab meanwhile),
 * the delete is refused with 409 course/note-changed. Absent: deleted whatever it holds.
 */
export const DeleteContentQuery = z.object({ version: z.coerce.number().int().positive().optional() });

export const UpdatedAt = z.object({ updatedAt: z.iso.datetime() });

export const CourseSummaries = z.array(CourseSummary);
/** A renamed topic. */
export const TopicTitle = z.object({ id: z.string(), title: z.string() });
/** A day moved to another date. */
export const DayDate = z.object({ id: z.string(), date: z.string() });

/** A course read may name the version the client holds; an unchanged course answers 304. */
export const CourseReadHeaders = z.object({
  "if-none-match": z
    .string()
    .max(1024)
    .optional()
    .describe("The ETag of the course document the client already has: answered 304 while it is current"),
});
