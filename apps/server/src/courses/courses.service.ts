import type {
  ContentItem,
  CourseSummary,
  CreateCourseRequest,
  CreateTextContentRequest,
  Day,
  Objective,
  Topic,
  UpdateContentRequest,
  UpdateCourseRequest,
} from "@study-well/shared/api";
import { contentTitleOf, COURSE_FULL, COURSE_LIMITS, showsNothing } from "@study-well/shared";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import { contentPrefix, coursePrefix, dayPrefix, topicPrefix } from "../storage/file-keys";
import { courseEtag, type CachedCourse, type Encoding } from "./course-cache";
import type { CoursePart, CoursesRepository, CourseWrites } from "./courses.repository";

/** Deletes stored files once their rows are gone (FilesService). */
export interface StoredFiles {
  deleteStored(prefix: string): Promise<void>;
}

const notFound = (what: string) => AppError.of("course/not-found", what);

/** The value, or 404 naming `what` when the lookup matched nothing. */
function found<T>(value: T | undefined, what: string): T {
  if (value === undefined) throw notFound(what);
  return value;
}

const full = (most: string) => AppError.of("course/full", most);
const count = (n: number) => n.toLocaleString("en-US");
const MOST_NOTES = COURSE_FULL.notes(count(COURSE_LIMITS.notes));
const MOST_TEXT = COURSE_FULL.textBytes(count(COURSE_LIMITS.textBytes / 1024 / 1024));

/** Refuses a new one of the part once the course holds the most it may (COURSE_LIMITS). */
async function roomFor(course: CourseWrites, part: CoursePart): Promise<void> {
  if ((await course.count(part)) >= COURSE_LIMITS[part])
    throw full(COURSE_FULL[part](count(COURSE_LIMITS[part])));
}

/** The bytes a text takes in the course's document, as the database measures it (JSON). */
const jsonBytes = (text: string) => Buffer.byteLength(JSON.stringify(text));

/**
 * Refuses a note, or a note's new text, past the notes or the bytes of note text a course may
 * hold. What does not grow a note (a new title, a shorter text) is never refused, even in a
 * course already past the limit.
 */
async function roomForNote(course: CourseWrites, text: string, replacing?: string): Promise<void> {
  const held = await course.notes(replacing);
  if (!replacing && held.notes + held.uploading >= COURSE_LIMITS.notes) throw full(MOST_NOTES);
  const size = jsonBytes(text);
  if (size > held.itemBody && held.bytes - held.itemBody + size > COURSE_LIMITS.textBytes)
    throw full(MOST_TEXT);
}

/**
 * The course rules: who may change what, and what a value must be. Every write is one targeted
 * change inside a claimed course (see CoursesRepository.edit); another user's course answers as if
 * it did not exist.
 */
export class CoursesService {
  constructor(
    private readonly courses: CoursesRepository,
    private readonly files: StoredFiles,
  ) {}

  list(uid: string): Promise<CourseSummary[]> {
    return this.courses.listByOwner(uid);
  }

  /** Creates the course and returns its document as JSON bytes (see readCourseJson). */
  async create(uid: string, input: CreateCourseRequest): Promise<Buffer> {
    const title = input.title.trim();
    const description = input.description.trim();
    // (a title of zero-width spaces says nothing either, as an edit to one is refused)
    if (showsNothing(title) || showsNothing(description)) throw AppError.of("course/fill-all-fields");
    // Not in a transaction: creates at the same moment may each pass, by one each.
    if ((await this.courses.countByOwner(uid)) >= COURSE_LIMITS.coursesPerUser)
      throw AppError.of("course/too-many", COURSE_LIMITS.coursesPerUser);
    return (await this.get(uid, await this.courses.insert(uid, title, description))).json;
  }

  /** The course document as JSON text, ready to send, with its version's ETag. */
  async get(uid: string, courseId: string): Promise<CachedCourse> {
    return found(await this.courses.readDocument(uid, courseId), "Course");
  }

  /** The course's current ETag, read without its document (for a conditional read); 404 if not theirs. */
  async etagOf(uid: string, courseId: string): Promise<string> {
    return courseEtag(found(await this.courses.versionOf(uid, courseId), "Course"));
  }

  /** The document compressed; made once per version of the course. */
  encode(course: CachedCourse, encoding: Encoding): Promise<Buffer> {
    return this.courses.cache.encode(course, encoding);
  }

  /** `from`: the title and description the edit began from (see renameTopic): changed since, it is refused. */
  update(uid: string, courseId: string, input: UpdateCourseRequest): Promise<CourseSummary> {
    // The schema has trimmed the values and refused blank ones (nonBlank).
    const { from, ...changes } = input;
    return this.edit(uid, courseId, async (course) => {
      const updated = found(await course.update(changes, from), "Course");
      if (updated === "changed") throw AppError.of("course/details-changed");
      return updated;
    });
  }

  /** `from`: the summary the edit began from (see renameTopic): changed since, it is refused. */
  setOutlineSummary(
    uid: string,
    courseId: string,
    summary: string,
    from?: string,
  ): Promise<{ summary: string }> {
    return this.edit(uid, courseId, async (course) => {
      if (!(await course.setOutlineSummary(summary, from))) throw AppError.of("course/summary-changed");
      return { summary };
    });
  }

  addObjective(uid: string, courseId: string, text: string): Promise<Objective> {
    return this.edit(uid, courseId, async (course) => {
      await roomFor(course, "objectives");
      return course.addObjective(text);
    });
  }

  /** `from`: the text the edit began from (see renameTopic): changed since, it is refused. */
  updateObjective(
    uid: string,
    courseId: string,
    objectiveId: string,
    text: string,
    from?: string,
  ): Promise<Objective> {
    return this.edit(uid, courseId, async (course) => {
      const updated = found(await course.updateObjective(objectiveId, text, from), "Objective");
      if (updated === "changed") throw AppError.of("course/objective-changed");
      return updated;
    });
  }

  deleteObjective(uid: string, courseId: string, objectiveId: string): Promise<void> {
    return this.edit(uid, courseId, async (course) => {
      if (!(await course.deleteObjective(objectiveId))) throw notFound("Objective");
    });
  }

  addTopic(uid: string, courseId: string, title: string): Promise<Topic> {
    return this.edit(uid, courseId, async (course) => {
      await roomFor(course, "topics");
      return course.addTopic(title);
    });
  }

  /**
   * `from`: the title the rename began from; renamed since to something else (another tab), the
   * rename is refused with course/topic-renamed rather than overwrite that change.
   */
  renameTopic(
    uid: string,
    courseId: string,
    topicId: string,
    title: string,
    from?: string,
  ): Promise<{ id: string; title: string }> {
    return this.edit(uid, courseId, async (course) => {
      const renamed = found(await course.renameTopic(topicId, title, from), "Topic");
      if (renamed === "changed") throw AppError.of("course/topic-renamed");
      return renamed;
    });
  }

  /**
   * Deletes the course with everything in it (topics, notes, lectures, quizzes and their results)
   * and every file under it; work on its tasks stops, in every process, as the course is gone.
   */
  async deleteCourse(uid: string, courseId: string): Promise<void> {
    await this.edit(uid, courseId, (course) => course.deleteCourse());
    await this.files.deleteStored(coursePrefix({ uid, courseId }));
  }

  /** Deletes the topic with its days, notes, lectures and every file under them. */
  /** `shownItems`: the notes the user saw it holding; more now, and it is not deleted. */
  async deleteTopic(uid: string, courseId: string, topicId: string, shownItems?: number): Promise<void> {
    const prefix = topicPrefix({ uid, courseId, topicId });
    await this.edit(uid, courseId, async (course) => {
      if (shownItems !== undefined && (await course.itemsOfTopic(topicId)) > shownItems)
        throw AppError.of("course/topic-changed");
      if (!(await course.deleteTopic(topicId))) throw notFound("Topic");
      await course.forgetFilesUnder(prefix);
    });
    await this.files.deleteStored(prefix);
  }

  addDay(uid: string, courseId: string, topicId: string, date: string): Promise<Day> {
    return this.edit(uid, courseId, async (course) => {
      await roomFor(course, "days");
      return found(await course.addDay(topicId, date), "Topic");
    });
  }

  setDayDate(
    uid: string,
    courseId: string,
    dayId: string,
    date: string,
  ): Promise<{ id: string; date: string }> {
    return this.edit(uid, courseId, async (course) => found(await course.setDayDate(dayId, date), "Day"));
  }

  /** `shownItems`: the notes the user saw it holding; more now, and it is not deleted. */
  async deleteDay(uid: string, courseId: string, dayId: string, shownItems?: number): Promise<void> {
    const prefix = await this.edit(uid, courseId, async (course) => {
      if (shownItems !== undefined && (await course.itemsOfDay(dayId)) > shownItems)
        throw AppError.of("course/day-changed");
      const day = found(await course.deleteDay(dayId), "Day");
      const dayFiles = dayPrefix({ uid, courseId, topicId: day.topicId, dayId });
      await course.forgetFilesUnder(dayFiles);
      return dayFiles;
    });
    await this.files.deleteStored(prefix);
  }

  addTextContent(
    uid: string,
    courseId: string,
    dayId: string,
    input: CreateTextContentRequest,
  ): Promise<ContentItem> {
    if (showsNothing(input.title) && showsNothing(input.text)) throw AppError.of("course/empty-note");
    return this.edit(uid, courseId, async (course) => {
      await roomForNote(course, input.text);
      return found(await course.addTextContent(dayId, contentTitleOf(input.title), input.text), "Day");
    });
  }

  updateContent(
    uid: string,
    courseId: string,
    contentId: string,
    input: UpdateContentRequest,
  ): Promise<ContentItem> {
    // A note is not emptied by an edit, as none is made empty (an upload's file stays its own).
    if (
      input.title !== undefined &&
      input.text !== undefined &&
      showsNothing(input.title) &&
      showsNothing(input.text)
    )
      throw AppError.of("course/empty-note");
    const changes = {
      ...(input.title !== undefined ? { title: contentTitleOf(input.title) } : {}),
      ...(input.text !== undefined ? { text: input.text } : {}),
    };
    return this.edit(uid, courseId, async (course) => {
      // The room is checked once the note is known to be there, as the edit began from: a stale
      // edit is told of the other tab's change, one to another course's note is not found.
      const text = changes.text;
      const admit = text === undefined ? undefined : () => roomForNote(course, text, contentId);
      const updated = found(await course.updateContent(contentId, changes, input.version, admit), "Content");
      if (updated === "changed") throw AppError.of("course/note-changed");
      return updated;
    });
  }

  /** `version`: the note's as the student deleted it (changed since, the delete is refused). */
  async deleteContent(uid: string, courseId: string, contentId: string, version?: number): Promise<void> {
    const prefix = await this.edit(uid, courseId, async (course) => {
      const place = found(await course.deleteContent(contentId, version), "Content");
      if (place === "changed") throw AppError.of("course/note-changed");
      const itemFiles = contentPrefix({ uid, courseId, ...place, contentId });
      await course.forgetFilesUnder(itemFiles);
      return itemFiles;
    });
    await this.files.deleteStored(prefix);
  }

  /**
   * Refuses an upload to a course that holds the most notes, or bytes of note text, it may: a
   * photo or recording on its way counts as a note already. Checked before the file is received,
   * then again in `locked.tx`, the transaction making its task, with the course locked: two uploads (or
   * an upload and a note) cannot both take the last place. Bytes are checked as they are before
   * the upload's note is written (its text is not known until it has been read): uploads in
   * flight together may pass the bytes by their text.
   */
  async roomForUpload(courseId: string, locked?: { tx: Db; uid: string }): Promise<void> {
    const held = await this.courses.noteRoom(courseId, locked);
    if (held.notes + held.uploading >= COURSE_LIMITS.notes) throw full(MOST_NOTES);
    if (held.bytes >= COURSE_LIMITS.textBytes) throw full(MOST_TEXT);
  }

  private async edit<T>(
    uid: string,
    courseId: string,
    change: (course: CourseWrites) => Promise<T>,
  ): Promise<T> {
    const result = await this.courses.edit(uid, courseId, change);
    if (!result.owned) throw notFound("Course");
    return result.value;
  }
}
