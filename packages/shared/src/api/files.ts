import { z } from "zod";
import { ERRORS } from "../errors";
import { DayParams } from "./courses";

export const FileParams = z.object({ fileId: z.uuid() });

/** An expiring address of a stored file, for `<img>` and `<audio>`. */
export const FileLink = z.object({ url: z.string(), expiresAt: z.iso.datetime() }).meta({ id: "FileLink" });
export type FileLink = z.infer<typeof FileLink>;

/**
 * A signed link cut short or mangled (copied in part, an address typed by hand) is said to be
 * what it is, a link that no longer works, not in zod's words ("expires: Invalid input: expected
 * number, received NaN").
 */
const BROKEN_LINK = { error: ERRORS["file/link-invalid"].message };

/** The file of a link the server signed itself. */
export const SignedFileParams = z.object({ fileId: z.uuid(BROKEN_LINK) });

/** The query of a link the server signed itself (files kept in the local folder). */
export const SignedFileQuery = z.object({
  expires: z.coerce.number(BROKEN_LINK).int(BROKEN_LINK).positive(BROKEN_LINK),
  /** The session the link was made for (none for a token without one). */
  session: z.uuid(BROKEN_LINK).optional(),
  /** The account's session version then. */
  version: z.coerce.number(BROKEN_LINK).int(BROKEN_LINK).nonnegative(BROKEN_LINK),
  signature: z.string(BROKEN_LINK).regex(/^[A-Za-z0-9_-]{1,100}$/, BROKEN_LINK),
});

export const UploadKind = z.enum(["image", "audio"]);
export type UploadKind = z.infer<typeof UploadKind>;
export const UploadParams = DayParams.extend({ kind: UploadKind });

export const TaskKind = z.enum([
  "image",
  "audio",
  "topic-lecture",
  "day-lecture",
  "read-aloud",
  "quiz-report",
]);
export type TaskKind = z.infer<typeof TaskKind>;
export const TaskState = z.enum(["queued", "running", "done", "failed", "cancelled"]);
export type TaskState = z.infer<typeof TaskState>;

/**
 * Work the server does in the background (an upload's processing, a lecture, a reading): the
 * screen follows it by polling, and may cancel it until it is done.
 */
export const Task = z
  .object({
    id: z.string(),
    kind: TaskKind,
    state: TaskState,
    /** Percent done, when the work can tell (long recordings); else null. */
    progress: z.number().int().min(0).max(100).nullable(),
    courseId: z.string(),
    topicId: z.string().nullable(),
    dayId: z.string().nullable(),
    /** The content item an upload became, once done. */
    contentId: z.string().nullable(),
    /** The speech a lecture or a reading produced, once done. */
    fileId: z.string().nullable(),
    /** What went wrong, when the state is failed. */
    error: z.string().nullable(),
    createdAt: z.iso.datetime(),
    updatedAt: z.iso.datetime(),
  })
  .meta({ id: "Task" });
export type Task = z.infer<typeof Task>;

export const TaskParams = z.object({ taskId: z.uuid() });
