import { randomUUID } from "node:crypto";
import { rm } from "node:fs/promises";
import type { Readable } from "node:stream";
import {
  AI_TEXTS,
  contentTitleOf,
  MAX_LENGTH,
  MAX_UPLOAD_BYTES,
  UPLOAD_REFUSED,
  UPLOADS,
} from "@study-well/shared";
import { toOneLine } from "@study-well/shared/api";
import type { Task, UploadKind } from "@study-well/shared/api";
import type { AiService } from "../ai/ai.service";
import type { Db } from "../db/database";
import { AppError } from "../http/app-error";
import type { CoursesRepository } from "../courses/courses.repository";
import type { CoursesService } from "../courses/courses.service";
import { contentFileKey, contentPrefix, sanitizeFileName, type ContentPath } from "../storage/file-keys";
import type { FilesRepository } from "../storage/files.repository";
import type { FilesService } from "../storage/files.service";
import type { TaskRow } from "../tasks/tasks.repository";
import type { TaskContext, TaskProcessor, TaskResult, TasksService } from "../tasks/tasks.service";
import { checkPictureSize, preparePicture } from "./picture";
import { receiveUpload } from "./receive-upload";
import { checkedUploadType } from "./upload-types";

/** Recordings as long as a lecture: an upload may run longer than a voice message. */
export const UPLOAD_AUDIO_MAX_SECONDS = 3 * 60 * 60;

export interface UploadsDeps {
  courses: CoursesRepository;
  courseEdits: CoursesService;
  files: FilesService;
  fileRows: FilesRepository;
  tasks: TasksService;
  ai: AiService;
  /** Where uploads wait while they arrive (DATA_DIR/tmp). */
  tmpDir: string;
  /** The most bytes a user's stored files may take (USER_STORAGE_MB). */
  storageBytes: number;
}

/**
 * Photos and recordings becoming notes (issue 12, spec §4 "Uploads"). The upload is checked by
 * its bytes and stored, then processed as a task: a photo is read (OCR) and written up as an
 * article; a recording is transcribed and summarised. The note appears when the task is done.
 */
export class UploadsService {
  constructor(private readonly deps: UploadsDeps) {
    deps.tasks.register(["image"], this.processor(UPLOADS.imageFailed, UPLOAD_REFUSED.image));
    deps.tasks.register(["audio"], this.processor(UPLOADS.audioFailed, UPLOAD_REFUSED.audio));
  }

  /** Stores the upload and starts its task; 202 with the task, which the screen follows. */
  async upload(
    uid: string,
    courseId: string,
    dayId: string,
    kind: UploadKind,
    file: { stream: Readable; fileName: string | undefined; end?: () => Promise<void> },
  ): Promise<Task> {
    const { courses, fileRows } = this.deps;
    const day = await courses.locateDay(uid, courseId, dayId);
    if (!day) throw AppError.of("course/not-found", "Day");
    await this.deps.courseEdits.roomForUpload(courseId);
    // Checked before and after the file arrives: one user cannot fill the disk the database and
    // everyone's notes are on. Uploads arriving at the same moment may each pass, so the room can
    // be overshot by what they carry (at most 200 MB each). Before the AI request is counted: an
    // upload refused for want of room costs none of the user's requests.
    const { storageBytes } = this.deps;
    if ((await fileRows.bytesOf(uid)) >= storageBytes) throw AppError.of("upload/storage-full", storageBytes);
    await this.deps.ai.admit(uid);
    // Refused before its task is made (the wrong type, too large, no room, the day gone), the
    // upload costs none of the user's AI requests: nothing was read.
    let queued = false;
    try {
      const task = await this.receive(uid, courseId, dayId, kind, file, day.topicId);
      queued = true;
      return task;
    } finally {
      if (!queued) await this.deps.ai.giveBack(uid).catch(() => undefined);
    }
  }

  private async receive(
    uid: string,
    courseId: string,
    dayId: string,
    kind: UploadKind,
    file: { stream: Readable; fileName: string | undefined; end?: () => Promise<void> },
    topicId: string,
  ): Promise<Task> {
    const { courses, files, fileRows, tasks, tmpDir, storageBytes } = this.deps;
    const received = await receiveUpload(file.stream, tmpDir, MAX_UPLOAD_BYTES[kind]);
    try {
      await file.end?.();
      if ((await fileRows.bytesOf(uid)) + received.size > storageBytes)
        throw AppError.of("upload/storage-full", storageBytes);
      const type = await checkedUploadType(kind, received);
      if (kind === "image") await checkPictureSize(received.path);
      const place: ContentPath = { uid, courseId, topicId, dayId, contentId: randomUUID() };
      const fileId = randomUUID();
      const key = contentFileKey(place, fileId, type.extension);
      const name = sanitizeFileName(file.fileName, `${kind}.${type.extension}`);
      await files.store.putFile(key, received.path, type.contentType);
      try {
        const task = await fileRows.transaction(async (tx) => {
          // Again, with the course held: another upload or note may have taken the last place
          // while this one arrived (it has been counted as an AI request, as any upload read).
          await this.deps.courseEdits.roomForUpload(courseId, { tx, uid });
          // And the day is still there: deleted (with its topic or course) while the file
          // arrived, the upload is refused as it would have been before (QA: a 500).
          if (!(await courses.locateDay(uid, courseId, dayId, tx)))
            throw AppError.of("course/not-found", "Day");
          await fileRows.insert(
            {
              id: fileId,
              userId: uid,
              courseId,
              key,
              contentType: type.contentType,
              size: received.size,
              name,
            },
            tx,
          );
          return tasks.create(
            {
              userId: uid,
              courseId,
              topicId,
              dayId,
              kind,
              inputFileId: fileId,
              contentId: place.contentId,
            },
            tx,
          );
        });
        return await tasks.enqueue(task);
      } catch (error) {
        await files.deleteStored(contentPrefix(place));
        throw error;
      }
    } finally {
      await rm(received.path, { force: true });
    }
  }

  private processor(failureMessage: string, refusalMessage: string | null): TaskProcessor {
    return {
      failureMessage,
      refusalMessage,
      run: (task, context) =>
        task.kind === "image" ? this.readPicture(task, context) : this.transcribe(task, context),
      cleanUp: (task) => this.discard(task),
      // Cancelled as it finished: its note goes, in the transaction that cancels the task, and
      // its files once that is committed.
      undo: async (tx, task) => {
        const { contentId } = task;
        const itemFiles = contentId
          ? await this.deps.courses.editIn(tx, task.courseId, async (course) => {
              const place = await course.deleteUneditedContent(contentId);
              // (deleted by the student already)
              if (!place) return undefined;
              // Edited since it was made (in another tab): the edits are not lost to a cancel.
              if (place === "edited") return "kept" as const;
              const prefix = contentPrefix({
                uid: task.userId,
                courseId: task.courseId,
                ...place,
                contentId,
              });
              await course.forgetFilesUnder(prefix);
              return prefix;
            })
          : undefined;
        if (itemFiles === "kept") return "kept";
        return async () => {
          if (itemFiles) await this.deps.files.deleteStored(itemFiles);
        };
      },
    };
  }

  /** The stored photo, made upright and small, then read and written up as an article. */
  private async readPicture(task: TaskRow, context: TaskContext): Promise<TaskResult> {
    const { files, fileRows } = this.deps;
    const ai = this.deps.ai.inTasks;
    const input = await this.inputFile(task);
    const picture = await preparePicture(await files.bytesOf(input));
    const key = input.key.replace(/\.[a-z0-9]+$/, ".webp");
    await files.store.put(key, picture.display, "image/webp");
    if (key !== input.key) {
      // Its name says what it now is ("note.png" is served as "note.webp").
      const name = input.name.replace(/(?:\.[a-z0-9]+)?$/i, ".webp");
      await fileRows.replace(input.id, {
        key,
        contentType: "image/webp",
        size: picture.display.length,
        name,
      });
      await files.store.delete(input.key);
    }
    context.signal.throwIfAborted();
    // The overlay's figure: the picture made ready, then read as the engine tells (the offline
    // one does, as it goes), then written up (the rest). It showed no figure at all for a photo.
    context.progress(PREPARED_SHARE);
    const recognized = await ai.recognize(task.userId, picture.forOcr, {
      signal: context.signal,
      onProgress: (share) => context.progress(PREPARED_SHARE + share * (READ_SHARE - PREPARED_SHARE)),
    });
    context.progress(READ_SHARE);
    context.signal.throwIfAborted();
    const hasText = recognized.text !== AI_TEXTS.noTextDetected;
    const written = hasText
      ? await ai.titleAndSummary(task.userId, recognized.text, undefined, context.signal)
      : { title: contentTitleOf(""), summary: AI_TEXTS.noTextDetected };
    return this.result(task, "image", written.title, {
      summary: written.summary,
      url: `/api/files/${input.id}`,
      fileId: input.id,
      text: hasText ? recognized.text : "",
    });
  }

  /**
   * The stored recording, transcribed in parts (progress as it goes), then summarised. It is read
   * from its file as it is decoded, never whole: an hour's recording costs no more memory than a minute's.
   */
  private async transcribe(task: TaskRow, context: TaskContext): Promise<TaskResult> {
    const { files, tmpDir } = this.deps;
    const ai = this.deps.ai.inTasks;
    const input = await this.inputFile(task);
    const transcription = await files.withLocalFile(input, tmpDir, (path) =>
      ai.transcribe(task.userId, { path }, "interactive", {
        maxSeconds: UPLOAD_AUDIO_MAX_SECONDS,
        signal: context.signal,
        onProgress: (share) => {
          context.progress(share * READ_SHARE);
        },
      }),
    );
    context.progress(READ_SHARE);
    context.signal.throwIfAborted();
    const written = await ai.titleAndSummary(task.userId, transcription.text, undefined, context.signal);
    return this.result(task, "audio", written.title, {
      url: `/api/files/${input.id}`,
      fileId: input.id,
      fileName: input.name,
      summary: written.summary,
      transcription: transcription.text,
      durationSeconds: Math.round(transcription.durationSeconds * 10) / 10,
    });
  }

  private result(task: TaskRow, type: "image" | "audio", title: string, data: object): TaskResult {
    const { contentId, dayId } = required(task);
    return {
      result: { contentId },
      write: (tx: Db) =>
        this.deps.courses.insertUploadedContent(tx, {
          id: contentId,
          courseId: task.courseId,
          dayId,
          type,
          // A title a language model wrote, from text read off a photo: one line, as a person's.
          title: contentTitleOf(toOneLine(title).slice(0, MAX_LENGTH.contentTitle)),
          data,
        }),
      discard: () => this.discard(task),
    };
  }

  private async inputFile(task: TaskRow) {
    const file = task.inputFileId ? await this.deps.fileRows.findById(task.inputFileId) : undefined;
    if (!file) throw AppError.of("file/not-found");
    return file;
  }

  /** Deletes the upload and anything made from it: its content item's prefix holds all of it. */
  private async discard(task: TaskRow): Promise<void> {
    if (!task.topicId || !task.dayId || !task.contentId) return;
    const prefix = contentPrefix({
      uid: task.userId,
      courseId: task.courseId,
      topicId: task.topicId,
      dayId: task.dayId,
      contentId: task.contentId,
    });
    await this.deps.fileRows.deleteUnder(prefix);
    await this.deps.files.deleteStored(prefix);
  }
}

/** The share of a photo's progress that making it upright and small stands for. */
const PREPARED_SHARE = 10;
/** Where an upload's progress is once its words are read (or heard); writing them up is the rest. */
const READ_SHARE = 90;

function required(task: TaskRow): { contentId: string; dayId: string } {
  if (!task.contentId || !task.dayId) throw new Error(`upload task ${task.id} lacks its content or day`);
  return { contentId: task.contentId, dayId: task.dayId };
}
