import { randomUUID } from "node:crypto";
import { LECTURES, plainWords } from "@study-well/shared";
import { AI_MAX_TEXT_CHARS, SPEAK_MAX_TEXT_CHARS, type Task } from "@study-well/shared/api";
import type { AiService } from "../ai/ai.service";
import { notesFingerprint } from "../courses/course-document";
import { z } from "zod";
import type { CoursesRepository, Lecture, NoteText } from "../courses/courses.repository";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import { dayPrefix, lectureKey, readAloudKey } from "../storage/file-keys";
import type { FilesRepository } from "../storage/files.repository";
import type { FilesService } from "../storage/files.service";
import type { TaskRow } from "../tasks/tasks.repository";
import type {
  AfterCommit,
  TaskContext,
  TaskProcessor,
  TaskResult,
  TasksService,
} from "../tasks/tasks.service";

/** What the summariser is asked for; engines that cannot follow an instruction summarise as usual. */
const LECTURE_INSTRUCTION =
  "Write a short spoken lecture that teaches these notes to a student: plain sentences, no lists or markup.";

export interface LecturesDeps {
  courses: CoursesRepository;
  files: FilesService;
  fileRows: FilesRepository;
  tasks: TasksService;
  ai: AiService;
}

/** What is said of a note. */
type Spoken = Pick<NoteText, "title" | "body">;

/**
 * The notes cut to `limit` characters in all, each to its share: a short note whole, the others
 * the beginning of each, in equal parts of what is left. Every note is heard from.
 */
export function withinLimit<T extends Spoken>(notes: T[], limit: number): T[] {
  const size = (note: Spoken) => note.title.length + note.body.length;
  const shares = new Map<number, number>();
  let left = limit;
  let count = notes.length;
  for (const { note, at } of notes
    .map((note, at) => ({ note, at }))
    .sort((a, b) => size(a.note) - size(b.note))) {
    const share = Math.min(size(note), Math.floor(left / count));
    shares.set(at, share);
    left -= share;
    count--;
  }
  return notes.map((note, at) => {
    const share = shares.get(at) ?? 0;
    return size(note) <= share
      ? note
      : { ...note, body: upTo(note.body, Math.max(0, share - note.title.length)) };
  });
}

/**
 * The spec's joining of notes for speech: each note's title, then its text or summary; a title the
 * text already opens with ("Mitochondria" over "Mitochondria release energy…") is not said twice.
 * `leadIn`: each title leads into its note's first sentence ("Alternative splicing: One gene can
 * give…"), for a summary, which picks sentences: a title that is a sentence of its own was picked
 * for its few, key words, and a lecture said little but its notes' titles.
 */
export function notesForSpeech(notes: Spoken[], { leadIn = false } = {}): string {
  return notes
    .map((note) => {
      const title = note.title.trim();
      const body = note.body.trim();
      // A title alone is no content (a photo with no text on it has a title).
      if (!body) return "";
      const opensWithTitle = `${plainWords(body)} `.startsWith(`${plainWords(title)} `);
      const join = !leadIn ? ". " : /[.!?:;]$/.test(title) ? " " : ": ";
      return [opensWithTitle ? "" : title, body].filter(Boolean).join(join);
    })
    .filter(Boolean)
    .join("\n\n");
}

/**
 * Lectures for a topic or a day, and a day read aloud (spec §4 "Lecture generation"): the notes
 * are summarised by the user's preferred model, the summary is stored with its time, then spoken
 * and the speech stored, keyed by the topic's or day's id. Each runs as a task, so leaving the
 * page loses nothing and Cancel keeps nothing.
 */
export class LecturesService {
  constructor(private readonly deps: LecturesDeps) {
    deps.tasks.register(["topic-lecture", "day-lecture"], this.lectureProcessor());
    deps.tasks.register(["read-aloud"], this.readAloudProcessor());
  }

  async startTopicLecture(uid: string, courseId: string, topicId: string): Promise<Task> {
    await this.notesOf(uid, courseId, { topicId }, "lecture/no-content-topic");
    return this.start({ userId: uid, courseId, topicId, kind: "topic-lecture" });
  }

  async startDayLecture(uid: string, courseId: string, dayId: string): Promise<Task> {
    const day = await this.locateDay(uid, courseId, dayId);
    await this.notesOf(uid, courseId, { dayId }, "lecture/no-content-day");
    return this.start({ userId: uid, courseId, topicId: day.topicId, dayId, kind: "day-lecture" });
  }

  async startReadAloud(uid: string, courseId: string, dayId: string): Promise<Task> {
    const day = await this.locateDay(uid, courseId, dayId);
    await this.notesOf(uid, courseId, { dayId }, "lecture/no-content-day");
    return this.start({ userId: uid, courseId, topicId: day.topicId, dayId, kind: "read-aloud" });
  }

  private async start(task: Parameters<TasksService["create"]>[0]): Promise<Task> {
    await this.deps.ai.admit(task.userId);
    return this.deps.tasks.enqueue(await this.deps.tasks.create(task));
  }

  private async locateDay(uid: string, courseId: string, dayId: string) {
    const day = await this.deps.courses.locateDay(uid, courseId, dayId);
    if (!day) throw AppError.of("course/not-found", "Day");
    return day;
  }

  /**
   * The notes' text to speak or summarise, and which notes it is (notesFingerprint); 404 when the
   * place is not the user's, 422 when empty.
   */
  private async notesOf(
    uid: string,
    courseId: string,
    place: { topicId: string } | { dayId: string },
    emptyError: "lecture/no-content-topic" | "lecture/no-content-day",
    limit = Infinity,
    leadIn = false,
  ): Promise<{ text: string; fingerprint: string }> {
    const notes = await this.deps.courses.readNotes(uid, courseId, place);
    if (!notes) throw AppError.of("course/not-found", "topicId" in place ? "Topic" : "Day");
    const text = notesForSpeech(withinLimit(notes, limit), { leadIn });
    if (!text) throw AppError.of(emptyError);
    return { text, fingerprint: notesFingerprint(notes) };
  }

  private lectureProcessor(): TaskProcessor {
    return {
      failureMessage: LECTURES.lectureFailed,
      run: (task, context) => this.makeLecture(task, context),
      cleanUp: () => Promise.resolve(),
      replaced: {
        // Cancelled as it finished: the lecture before it is back, and its speech deleted.
        putBack: async (tx, task, others) => {
          const { previous, written } = replacedLecture.parse(task.replaced);
          const restored = await this.deps.courses.restoreLecture(
            tx,
            { ...placeOf(task), courseId: task.courseId },
            written,
            previous,
          );
          if (restored) return this.deleteRow(tx, written.fileId);
          // A later lecture replaced it since: that one, taken back in turn, brings back the one
          // before this (as if this had never been), and this one's speech goes now.
          for (const other of await others.list()) {
            const later = replacedLecture.safeParse(other.replaced);
            if (later.success && sameLecture(later.data.previous, written)) {
              await others.set(other.id, { ...later.data, previous });
              return this.deleteRow(tx, written.fileId);
            }
          }
          // (that one can no longer be taken back, or the topic or day is gone): the one before
          // this is nobody's.
          return this.deleteRow(tx, previous?.fileId);
        },
        drop: async (tx, task) => {
          const { previous } = replacedLecture.parse(task.replaced);
          return this.deleteRow(tx, previous?.fileId);
        },
      },
    };
  }

  /** Deletes a file's row in the transaction; what deletes the stored file once it is committed. */
  private async deleteRow(tx: Db, fileId: string | null | undefined): Promise<AfterCommit> {
    const key = fileId ? await this.deps.fileRows.deleteById(fileId, tx) : undefined;
    return async () => {
      if (key) await this.deps.files.store.delete(key).catch(() => undefined);
    };
  }

  private readAloudProcessor(): TaskProcessor {
    return {
      failureMessage: LECTURES.speechFailed,
      run: (task, context) => this.readAloud(task, context),
      cleanUp: () => Promise.resolve(),
    };
  }

  /**
   * Summarise, then speak. The summary and the speech are stored together when the task is done,
   * replacing the previous lecture; a speech engine that fails leaves the summary alone (the
   * spec's "audio does not exist yet" case), so the student can still read it.
   */
  private async makeLecture(task: TaskRow, context: TaskContext): Promise<TaskResult> {
    const { signal } = context;
    const { courses } = this.deps;
    const ai = this.deps.ai.inTasks;
    const place = placeOf(task);
    const { text, fingerprint } = await this.notesOf(
      task.userId,
      task.courseId,
      task.kind === "day-lecture" ? { dayId: place.dayId ?? "" } : { topicId: place.topicId },
      task.kind === "day-lecture" ? "lecture/no-content-day" : "lecture/no-content-topic",
      // As much as /api/ai/summarize takes: a topic of 200 long notes (40 MB) held the text
      // worker, and every other user's summary and tutor turn behind it, for half a minute.
      AI_MAX_TEXT_CHARS,
      true,
    );
    const { summary } = await ai.summarize(
      task.userId,
      { text, instruction: LECTURE_INSTRUCTION },
      "background",
      signal,
    );
    signal.throwIfAborted();
    // The overlay's progress: the summary written, then the speech as it is said.
    context.progress(SUMMARY_SHARE);
    const speech = await this.speakAndStore(
      task,
      summary,
      signal,
      (fileId) => lectureKey({ uid: task.userId, courseId: task.courseId, ...place }, fileId),
      (share) => context.progress(SUMMARY_SHARE + share * (100 - SUMMARY_SHARE)),
    ).catch((error: unknown) => {
      if (signal.aborted) throw error;
      return undefined;
    });
    let replaced: ReplacedLecture | undefined;
    return {
      result: speech ? { fileId: speech.fileId } : {},
      // The lecture it replaces is kept with the task, its speech too, while a Cancel may still
      // take this one back (FINISH_RACE_SECONDS); then it is deleted (the processor's `replaced`).
      write: async (tx: Db) => {
        const written = { at: new Date(), fileId: speech?.fileId ?? null };
        const set = await courses.setLecture(
          tx,
          { ...place, courseId: task.courseId },
          { summary, notes: fingerprint, ...written },
        );
        if (!set) throw new Error("the lecture's topic or day is gone");
        replaced = { previous: set.previous, written };
      },
      replaced: () => replaced,
      discard: () => (speech ? this.deleteFile(speech.key) : Promise.resolve()),
    };
  }

  /**
   * The day's notes spoken as they are, up to READ_ALOUD_CHARS (about 25 minutes): only the latest
   * reading of a day is kept.
   */
  private async readAloud(task: TaskRow, context: TaskContext): Promise<TaskResult> {
    const { signal } = context;
    const place = placeOf(task);
    const dayId = place.dayId ?? "";
    const { text: notes } = await this.notesOf(
      task.userId,
      task.courseId,
      { dayId },
      "lecture/no-content-day",
    );
    const text = upTo(notes, READ_ALOUD_CHARS);
    const readings = `${dayPrefix({ uid: task.userId, courseId: task.courseId, topicId: place.topicId, dayId })}/read-aloud`;
    await this.deps.fileRows.deleteUnder(readings);
    await this.deps.files.deleteStored(readings);
    const speech = await this.speakAndStore(
      task,
      text,
      signal,
      (fileId) =>
        readAloudKey({ uid: task.userId, courseId: task.courseId, topicId: place.topicId, dayId }, fileId),
      (share) => context.progress(share * 100),
    );
    return {
      result: { fileId: speech.fileId },
      write: () => Promise.resolve(),
      discard: () => this.deleteFile(speech.key),
    };
  }

  /** Speaks `text` with the user's engine and stores the MP3 with a row of its own. */
  private async speakAndStore(
    task: TaskRow,
    text: string,
    signal: AbortSignal,
    keyOf: (fileId: string) => string,
    onProgress: (share: number) => void,
  ) {
    const { files, fileRows } = this.deps;
    const ai = this.deps.ai.inTasks;
    const speech = await ai.speak(task.userId, { text }, "background", signal, onProgress);
    const fileId = randomUUID();
    const key = keyOf(fileId);
    await files.store.put(key, speech.audio, speech.contentType);
    await fileRows.insert({
      id: fileId,
      userId: task.userId,
      courseId: task.courseId,
      key,
      contentType: speech.contentType,
      size: speech.audio.length,
      name: task.kind === "read-aloud" ? "reading.mp3" : "lecture.mp3",
    });
    return { fileId, key };
  }

  private async deleteFile(key: string): Promise<void> {
    await this.deps.fileRows.deleteByKey(key);
    await this.deps.files.store.delete(key).catch(() => undefined);
  }
}

/** The share of a lecture's progress its summary stands for; the speech is the rest. */
const SUMMARY_SHARE = 20;

/** What a lecture replaced, as its task keeps it (JSON: the times are strings there). */
interface ReplacedLecture {
  previous: Lecture | null;
  written: { at: Date; fileId: string | null };
}

const replacedLecture: z.ZodType<ReplacedLecture> = z.object({
  previous: z
    .object({
      summary: z.string(),
      at: z.coerce.date(),
      fileId: z.string().nullable(),
      notes: z.string().nullable(),
    })
    .nullable(),
  written: z.object({ at: z.coerce.date(), fileId: z.string().nullable() }),
});

/** The lecture a task wrote, by its time and speech. */
const sameLecture = (lecture: Lecture | null, written: ReplacedLecture["written"]) =>
  lecture?.at.getTime() === written.at.getTime() && lecture.fileId === written.fileId;

/**
 * The most of a day's notes one reading speaks, like /api/ai/speak's limit: about 25 minutes. A
 * day of many long notes is read from its start, so one reading cannot hold the server's
 * background work for an hour.
 */
const READ_ALOUD_CHARS = SPEAK_MAX_TEXT_CHARS;

/** The text, cut at the last sentence's end within `limit` characters (or at a space, or at the limit). */
export function upTo(text: string, limit: number): string {
  if (text.length <= limit) return text;
  const head = text.slice(0, limit);
  const end = Math.max(
    head.lastIndexOf(". "),
    head.lastIndexOf("! "),
    head.lastIndexOf("? "),
    head.lastIndexOf("\n"),
  );
  if (end > limit / 2) return head.slice(0, end + 1).trim();
  const space = head.lastIndexOf(" ");
  return (space > limit / 2 ? head.slice(0, space) : head).trim();
}

function placeOf(task: TaskRow): { topicId: string; dayId?: string | undefined } {
  if (!task.topicId) throw new Error(`lecture task ${task.id} has no topic`);
  return { topicId: task.topicId, dayId: task.dayId ?? undefined };
}
