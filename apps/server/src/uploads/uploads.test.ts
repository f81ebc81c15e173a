import { execFile } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdtemp, readdir, readFile, rm, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { promisify } from "node:util";
import { eq, sql } from "drizzle-orm";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { ERRORS, MAX_UPLOAD_BYTES, UPLOADS } from "@study-well/shared";
import type { ContentItem, Course, FileLink, Task } from "@study-well/shared/api";
import { tasks } from "../db/schema";
import { call, errorCode, signIn, signUp } from "../test/api-client";
import { createCourseTree, readCourse } from "../test/course-fixtures";
import { closeRenderer, renderText } from "../test/render-text";
import { firstRecording } from "../test/speech-recordings";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { buildMp4 } from "../test/mp4";
import { multipartFile, settled, upload } from "../test/uploads";
import { wav } from "../test/wav";

/** The picture as an iPhone would keep it: HEIC, made by libheif's heif-enc (Debian's libheif-examples). */
async function heicOf(png: Uint8Array): Promise<Buffer> {
  const folder = await mkdtemp(path.join(tmpdir(), "heic-"));
  try {
    await writeFile(path.join(folder, "in.png"), png);
    await promisify(execFile)("heif-enc", [
      "-q",
      "80",
      "-o",
      path.join(folder, "out.heic"),
      path.join(folder, "in.png"),
    ]);
    return await readFile(path.join(folder, "out.heic"));
  } finally {
    await rm(folder, { recursive: true, force: true });
  }
}

/** Starts like an iPhone photo; holds no picture. */
const brokenHeic = () =>
  new Uint8Array([
    ...[0, 0, 0, 24],
    ...new TextEncoder().encode("ftypheic\0\0\0\0mif1heic"),
    ...new Uint8Array(64),
  ]);

const fixture = (name: string) => readFile(path.join(import.meta.dirname, "fixtures", name));
const NOTES = "Mitochondria release energy from glucose. Ribosomes build proteins from amino acids.";

/** Every stored file under DATA_DIR/files, as paths relative to it. */
async function storedFiles(t: TestServer): Promise<string[]> {
  const root = path.join(t.database.dataDir, "files");
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

const itemsOf = (course: Course) =>
  course.topics.flatMap((topic) => topic.days.flatMap((day) => day.content));

describe.each(databaseKinds)("uploads on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer(kind);
  });
  afterAll(async () => {
    await t.stop();
    await closeRenderer();
  });
  /**
   * What is refused or re-encoded (a file of the wrong kind, empty or too big, a polyglot GIF),
   * and engine work (a HEIC decoded, a recording transcribed), write only the rows a photo's
   * upload writes: these run once, on PGlite, and are not listed for PostgreSQL. The rows' lives
   * (an item made, cancelled, edited, deleted with its files) are tried on both databases.
   */
  const onceAcrossDatabases = kind === databaseKinds[0] ? it : undefined;

  it("turns a photo of typed notes into an image item with an article, served privately", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const place = { courseId: course.id, dayId: day.id };
    const sent = await upload(
      t,
      a.token,
      place,
      "image",
      await renderText(NOTES),
      "../../etc/pass\r\nwd\0.png",
    );
    expect(sent.status).toBe(202);
    expect(sent.body).toMatchObject({ kind: "image", state: "queued", dayId: day.id, contentId: null });
    // Another user cannot follow or cancel it.
    expect((await call(t, "GET", `/api/tasks/${sent.body.id}`, { token: b.token })).status).toBe(404);
    expect((await call(t, "POST", `/api/tasks/${sent.body.id}/cancel`, { token: b.token })).status).toBe(404);

    const done = await settled(t, a.token, sent.body.id);
    expect(done).toMatchObject({ state: "done", progress: 100, error: null });
    const item = itemsOf(await readCourse(t, a.token, course.id)).find((i) => i.id === done.contentId);
    if (item?.type !== "image") throw new Error(`no image item: ${JSON.stringify(item)}`);
    expect(item.data.text).toMatch(/Mitochondria/);
    expect(item.data.summary.length).toBeGreaterThan(10);
    expect(item.title).not.toBe("");
    expect(item.data.url).toBe(`/api/files/${item.data.fileId}`);

    const link = await call<FileLink>(t, "GET", `/api/files/${item.data.fileId}/link`, { token: a.token });
    expect(link.status).toBe(200);
    const picture = await t.fetch(link.body.url);
    expect(picture.status).toBe(200);
    expect(picture.headers.get("content-type")).toBe("image/webp");
    expect(picture.headers.get("x-content-type-options")).toBe("nosniff");
    // The name keeps letters, digits and dots only: no path, no CR/LF, no NUL; and it says WebP,
    // which the picture now is.
    expect(picture.headers.get("content-disposition")).toMatch(
      /^inline; filename="[A-Za-z0-9][A-Za-z0-9.]*\.webp"$/,
    );
    expect(new Uint8Array(await picture.arrayBuffer()).subarray(8, 12)).toEqual(
      new TextEncoder().encode("WEBP"),
    );

    // Only the owner gets a link; an altered link is refused.
    expect((await call(t, "GET", `/api/files/${item.data.fileId}/link`, { token: b.token })).status).toBe(
      404,
    );
    const altered = link.body.url.replace(
      /signature=(.)/,
      (_m, c: string) => `signature=${c === "A" ? "B" : "A"}`,
    );
    expect((await t.fetch(altered)).status).toBe(403);
    const later = link.body.url.replace(/expires=(\d+)/, (_m, n: string) => `expires=${Number(n) + 1}`);
    expect((await t.fetch(later)).status).toBe(403);
    expect((await t.fetch(`/api/files/${item.data.fileId}/content`)).status).toBe(400);

    // A link dies with the session it was made for (an attacker's find: links worked for up to
    // 6 hours after a sign-out); another session's link goes on working.
    const elsewhere = await signIn(t, a.input.email, a.input.password);
    const otherLink = await call<FileLink>(t, "GET", `/api/files/${item.data.fileId}/link`, {
      token: elsewhere.token,
    });
    const status = async (url: string) => {
      const res = await t.fetch(url);
      await res.arrayBuffer();
      return res.status;
    };
    expect(await status(link.body.url)).toBe(200);
    await call(t, "POST", "/api/auth/sign-out", { body: { refreshToken: a.refreshToken } });
    expect(await status(link.body.url)).toBe(403);
    expect(await status(otherLink.body.url)).toBe(200);
    // A new password ends every session, and so every link.
    const changed = await call(t, "POST", "/api/auth/update", {
      token: elsewhere.token,
      body: { password: "another long password", currentPassword: a.input.password },
    });
    expect(changed.status).toBe(200);
    expect(await status(otherLink.body.url)).toBe(403);
  });

  onceAcrossDatabases?.(
    "tells how far a photo's reading has come as it goes, in steps, not only once it is done (QA: no figure)",
    async () => {
      const a = await signUp(t);
      const { course, day } = await createCourseTree(t, a.token);
      const page = Array.from({ length: 10 }, (_, i) => `${i + 1}. ${NOTES}`).join("\n");
      const sent = await upload(
        t,
        a.token,
        { courseId: course.id, dayId: day.id },
        "image",
        await renderText(page, { width: 1240, fontPx: 22 }),
        "page.png",
      );
      expect(sent.status).toBe(202);
      const seen = new Set<number>();
      for (;;) {
        const read = await call<Task>(t, "GET", `/api/tasks/${sent.body.id}`, { token: a.token });
        if (read.body.state !== "queued" && read.body.state !== "running") break;
        if (read.body.progress !== null) seen.add(read.body.progress);
        await new Promise((resolve) => setTimeout(resolve, 20));
      }
      // The picture made ready, then read as the engine tells, and written up: before, nothing.
      const between = [...seen].filter((figure) => figure > 0 && figure < 100);
      expect(between.length).toBeGreaterThanOrEqual(3);
      expect(Math.max(...between)).toBeLessThanOrEqual(99);
      expect(await settled(t, a.token, sent.body.id)).toMatchObject({ state: "done", progress: 100 });
    },
  );

  onceAcrossDatabases?.("reads a HEIC photo (an iPhone's) like any other, keeping it as WebP", async () => {
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const photo = await heicOf(await renderText(NOTES));
    expect(String.fromCharCode(...photo.subarray(4, 12))).toBe("ftypheic");
    const sent = await upload(
      t,
      a.token,
      { courseId: course.id, dayId: day.id },
      "image",
      photo,
      "IMG_0001.HEIC",
    );
    expect(sent.status).toBe(202);
    const done = await settled(t, a.token, sent.body.id);
    expect(done).toMatchObject({ state: "done", error: null });
    const item = itemsOf(await readCourse(t, a.token, course.id)).find((i) => i.id === done.contentId);
    if (item?.type !== "image") throw new Error(`no image item: ${JSON.stringify(item)}`);
    expect(item.data.text).toMatch(/Mitochondria/);
    const link = await call<FileLink>(t, "GET", `/api/files/${item.data.fileId}/link`, { token: a.token });
    const picture = await t.fetch(link.body.url);
    expect(picture.headers.get("content-type")).toBe("image/webp");
  });

  onceAcrossDatabases?.(
    "turns a recording into an audio item with a transcript; the player can seek in it",
    async () => {
      const a = await signUp(t);
      const { course, day } = await createCourseTree(t, a.token);
      const recording = await firstRecording();
      const sent = await upload(
        t,
        a.token,
        { courseId: course.id, dayId: day.id },
        "audio",
        await readFile(recording.file),
        "Lecture 1 (Dashwood).wav",
      );
      expect(sent.status).toBe(202);
      const done = await settled(t, a.token, sent.body.id);
      expect(done.state).toBe("done");
      const item = itemsOf(await readCourse(t, a.token, course.id)).find((i) => i.id === done.contentId);
      if (item?.type !== "audio") throw new Error(`no audio item: ${JSON.stringify(item)}`);
      expect(item.data.fileName).toBe("Lecture1Dashwood.wav");
      // PocketSphinx hears "and mister john dashwood had then leisure..." roughly.
      expect(item.data.transcription).toMatch(/john/i);
      expect(item.data.transcription).toMatch(/leisure/i);
      expect(item.data.durationSeconds).toBeGreaterThan(5);

      const link = await call<FileLink>(t, "GET", `/api/files/${item.data.fileId}/link`, { token: a.token });
      const part = await t.fetch(link.body.url, { headers: { range: "bytes=100-199" } });
      expect(part.status).toBe(206);
      expect(part.headers.get("content-type")).toBe("audio/wav");
      expect(part.headers.get("content-range")).toMatch(/^bytes 100-199\/\d+$/);
      expect((await part.arrayBuffer()).byteLength).toBe(100);
      // A range past the end is told in JSON, with the file's size to ask again.
      const past = await t.fetch(link.body.url, { headers: { range: "bytes=999999999-" } });
      expect(past.status).toBe(416);
      expect(past.headers.get("content-range")).toMatch(/^bytes \*\/\d+$/);
      expect(((await past.json()) as { error: { message: string } }).error.message).toBe(
        ERRORS["file/range-not-satisfiable"].message,
      );
      // A Range that is not one (RFC 9110 lets it be ignored) gets the whole file (QA: a 416).
      const whole = await t.fetch(link.body.url, { headers: { range: "bytes=abc" } });
      expect(whole.status).toBe(200);
      expect((await whole.arrayBuffer()).byteLength).toBeGreaterThan(200);
    },
  );

  onceAcrossDatabases?.(
    "refuses what is not a picture or a recording, an empty file and one over the limit, storing nothing",
    async () => {
      const a = await signUp(t);
      const b = await signUp(t);
      const { course, day } = await createCourseTree(t, a.token);
      const place = { courseId: course.id, dayId: day.id };
      const before = await storedFiles(t);
      const refused: [string, "image" | "audio", Uint8Array, number, string][] = [
        ["HTML named .png", "image", await fixture("page-named.png"), 415, "upload/unsupported-type"],
        ["SVG with a script", "image", await fixture("script.svg"), 415, "upload/unsupported-type"],
        [
          "a recording sent as a picture",
          "image",
          await readFile((await firstRecording()).file),
          415,
          "upload/unsupported-type",
        ],
        ["a picture sent as a recording", "audio", await renderText("x"), 415, "upload/unsupported-type"],
        ["a HEIC header with nothing after it", "image", brokenHeic(), 400, "ai/unreadable-image"],
        ["a zero-byte file", "image", new Uint8Array(0), 400, "invalid-argument"],
        ["a zero-byte recording", "audio", new Uint8Array(0), 400, "invalid-argument"],
      ];
      const tooBig = new Uint8Array(MAX_UPLOAD_BYTES.image + 1);
      tooBig.set(await renderText("x"));
      refused.push(["the limit + 1 byte", "image", tooBig, 413, "upload/too-large"]);
      for (const [what, uploadKind, bytes, status, code] of refused) {
        const res = await upload(t, a.token, place, uploadKind, bytes);
        expect({ what, status: res.status, code: errorCode(res) }).toEqual({ what, status, code });
      }
      const exact = new Uint8Array(MAX_UPLOAD_BYTES.image);
      exact.set(await renderText("x"));
      // Exactly the limit is taken (a PNG with padding after its end).
      const atLimit = await upload(t, a.token, place, "image", exact);
      expect(atLimit.status).toBe(202);
      await call(t, "POST", `/api/tasks/${atLimit.body.id}/cancel`, { token: a.token });
      await new Promise((resolve) => setTimeout(resolve, 1500));

      // Another user's day, and no file at all.
      expect((await upload(t, b.token, place, "image", await renderText("x"))).status).toBe(404);
      const empty = await t.fetch(`/api/courses/${course.id}/days/${day.id}/uploads/image`, {
        method: "POST",
        headers: { authorization: `Bearer ${a.token}`, "content-type": "application/json" },
        body: "{}",
      });
      expect(empty.status).toBe(400);
      // A form with no boundary, and one cut off inside its file: the client's error, not the server's.
      const form = (contentType: string, body: string) =>
        t.fetch(`/api/courses/${course.id}/days/${day.id}/uploads/image`, {
          method: "POST",
          headers: { authorization: `Bearer ${a.token}`, "content-type": contentType },
          body,
        });
      for (const res of [
        await form("multipart/form-data", "garbage"),
        await form(
          "multipart/form-data; boundary=XX",
          '--XX\r\ncontent-disposition: form-data; name="file"; filename="a.png"\r\ncontent-type: image/png\r\n\r\n\u0089PNG',
        ),
      ]) {
        expect(res.status).toBe(400);
        expect(((await res.json()) as { error: { code: string } }).error.code).toBe("invalid-argument");
      }
      // A form with a text field besides its file: told what the form should hold.
      const part = (name: string, file?: string) =>
        `--XX\r\ncontent-disposition: form-data; name="${name}"${file ? `; filename="${file}"\r\ncontent-type: image/png` : ""}\r\n\r\nx\r\n`;
      const withField = await form(
        "multipart/form-data; boundary=XX",
        `${part("title")}${part("file", "a.png")}--XX--\r\n`,
      );
      expect(withField.status).toBe(400);
      expect(((await withField.json()) as { error: { message: string } }).error.message).toBe(
        ERRORS["upload/one-file"].message,
      );
      // And one with two files: the second is not silently dropped.
      const twoFiles = await form(
        "multipart/form-data; boundary=XX",
        `${part("file", "a.png")}${part("file", "b.png")}--XX--\r\n`,
      );
      expect(twoFiles.status).toBe(400);
      expect(((await twoFiles.json()) as { error: { message: string } }).error.message).toBe(
        ERRORS["upload/one-file"].message,
      );
      expect(await storedFiles(t)).toEqual(before);
    },
  );

  onceAcrossDatabases?.(
    "takes an M4A recording, whatever its MP4 brand, and refuses a video or a broken MP4 as no recording",
    async () => {
      const a = await signUp(t);
      const { course, day } = await createCourseTree(t, a.token);
      const place = { courseId: course.id, dayId: day.id };
      for (const recording of [
        buildMp4(),
        buildMp4({ brand: "isom", moovLast: true }),
        buildMp4({ brand: "mp42", handlers: ["soun", "text"] }),
      ]) {
        const sent = await upload(t, a.token, place, "audio", recording, "lecture.m4a");
        expect(sent.status).toBe(202);
        await call(t, "POST", `/api/tasks/${sent.body.id}/cancel`, { token: a.token });
        await settled(t, a.token, sent.body.id);
      }

      const before = await storedFiles(t);
      const video = buildMp4({ handlers: ["vide", "soun"], brand: "isom", moovLast: true });
      const refused: [string, Uint8Array][] = [
        ["a video with sound", video],
        ["a video with no sound", buildMp4({ handlers: ["vide"], brand: "mp42" })],
        ["a video with its movie header cut short", video.subarray(0, video.length - 40)],
        ["an MP4 with no movie header", buildMp4().subarray(0, 32)],
        [
          "an MP4 whose first box is larger than the file",
          new Uint8Array([0x7f, 0xff, 0, 0, ...buildMp4().subarray(4)]),
        ],
        ["a HEIC photo sent as a recording", brokenHeic()],
      ];
      for (const [what, bytes] of refused) {
        const res = await upload(t, a.token, place, "audio", bytes, "lecture.m4a");
        const message = (res.body as unknown as { error: { message: string } }).error.message;
        expect({ what, status: res.status, code: errorCode(res), message }).toEqual({
          what,
          status: 415,
          code: "upload/unsupported-type",
          message: ERRORS["upload/not-audio"].message,
        });
      }
      expect(await storedFiles(t)).toEqual(before);
    },
  );

  onceAcrossDatabases?.(
    "says why a stored photo could not be read in its own words, without asking to try again",
    async () => {
      const a = await signUp(t);
      const { course, day } = await createCourseTree(t, a.token);
      // Its header says a picture of a page; its pixels are cut off.
      const cut = (await renderText(NOTES)).subarray(0, 120);
      const sent = await upload(t, a.token, { courseId: course.id, dayId: day.id }, "image", cut);
      expect(sent.status).toBe(202);
      const done = await settled(t, a.token, sent.body.id);
      expect(done).toMatchObject({ state: "failed", error: ERRORS["upload/not-image"].message });
    },
  );

  onceAcrossDatabases?.(
    "keeps nothing of a polyglot GIF but a re-encoded picture, or refuses it",
    async () => {
      const a = await signUp(t);
      const { course, day } = await createCourseTree(t, a.token);
      const sent = await upload(
        t,
        a.token,
        { courseId: course.id, dayId: day.id },
        "image",
        await fixture("polyglot.gif"),
        "x.gif",
      );
      if (sent.status === 400) {
        expect(errorCode(sent)).toBe("ai/unreadable-image");
        expect((await storedFiles(t)).filter((f) => f.includes(day.id))).toEqual([]);
        return;
      }
      expect(sent.status).toBe(202);
      const done = await settled(t, a.token, sent.body.id);
      if (done.state === "failed") {
        // Refused as no picture, in its own words; or failed for another reason, in the spec's.
        expect([ERRORS["upload/not-image"].message, UPLOADS.imageFailed]).toContain(done.error);
        expect(await storedFiles(t)).not.toContainEqual(expect.stringContaining(day.id));
      } else {
        const files = (await storedFiles(t)).filter((f) => f.includes(day.id));
        expect(files.every((f) => f.endsWith(".webp"))).toBe(true);
      }
    },
  );

  it("cancel discards the result: no item and no file, even after it finished", async () => {
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const place = { courseId: course.id, dayId: day.id };
    const photo = await renderText(NOTES);

    const early = await upload(t, a.token, place, "image", photo);
    const cancelled = await call<Task>(t, "POST", `/api/tasks/${early.body.id}/cancel`, { token: a.token });
    expect(cancelled.body.state).toBe("cancelled");

    const late = await upload(t, a.token, place, "image", photo);
    const finished = await settled(t, a.token, late.body.id);
    expect(finished.state).toBe("done");
    const undone = await call<Task>(t, "POST", `/api/tasks/${late.body.id}/cancel`, { token: a.token });
    expect(undone.body).toMatchObject({ state: "cancelled", contentId: null });

    // Wait past when the first would have finished.
    await new Promise((resolve) => setTimeout(resolve, 3000));
    expect((await settled(t, a.token, early.body.id)).state).toBe("cancelled");
    const items = itemsOf(await readCourse(t, a.token, course.id)).filter(
      (i: ContentItem) => i.type !== "text",
    );
    expect(items).toEqual([]);
    expect((await storedFiles(t)).filter((f) => f.includes(day.id))).toEqual([]);
  });

  /** A new user's photo of notes, uploaded to a new course and read. */
  async function photoNoteRead() {
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const sent = await upload(
      t,
      a.token,
      { courseId: course.id, dayId: day.id },
      "image",
      await renderText(NOTES),
    );
    const finished = await settled(t, a.token, sent.body.id);
    expect(finished.state).toBe("done");
    return { a, course, day, sent, finished };
  }

  it("a cancel as it finished that fails midway takes nothing back: the task stays done, with its note, and can be cancelled again", async () => {
    const { a, course, day, sent, finished } = await photoNoteRead();
    const { db } = t.server.database;
    // The note's deletion fails (as a server killed at that moment would leave it).
    await db.execute(
      sql.raw(
        `create function refuse_delete() returns trigger language plpgsql as $$ begin raise exception 'refused'; end $$`,
      ),
    );
    await db.execute(
      sql.raw(
        `create trigger refuse_delete before delete on content_items for each row execute function refuse_delete()`,
      ),
    );
    try {
      const failed = await call(t, "POST", `/api/tasks/${sent.body.id}/cancel`, { token: a.token });
      expect(failed.status).toBe(500);
    } finally {
      await db.execute(sql.raw(`drop trigger refuse_delete on content_items`));
      await db.execute(sql.raw(`drop function refuse_delete()`));
    }
    expect((await call<Task>(t, "GET", `/api/tasks/${sent.body.id}`, { token: a.token })).body.state).toBe(
      "done",
    );
    expect(itemsOf(await readCourse(t, a.token, course.id)).map((i: ContentItem) => i.id)).toContain(
      finished.contentId,
    );
    const undone = await call<Task>(t, "POST", `/api/tasks/${sent.body.id}/cancel`, { token: a.token });
    expect(undone.body).toMatchObject({ state: "cancelled", contentId: null });
    expect(
      itemsOf(await readCourse(t, a.token, course.id)).filter((i: ContentItem) => i.type !== "text"),
    ).toEqual([]);
    expect((await storedFiles(t)).filter((f) => f.includes(day.id))).toEqual([]);
  });

  it("a cancel keeps a note edited since, just as its upload finished (in another tab: QA) or long after: the task stays done", async () => {
    for (const finishedAgo of [0, 60_000]) {
      const { a, course, sent, finished } = await photoNoteRead();
      const contentId = finished.contentId ?? "";
      const edited = await call(t, "PATCH", `/api/courses/${course.id}/content/${contentId}`, {
        token: a.token,
        body: { title: "My own title", text: "What I added myself." },
      });
      expect(edited.status).toBe(200);
      // Finished a minute ago: a Cancel now was not sent while it ran.
      if (finishedAgo > 0)
        await t.server.database.db
          .update(tasks)
          .set({ updatedAt: new Date(Date.now() - finishedAgo) })
          .where(eq(tasks.id, sent.body.id));
      const cancel = await call<Task>(t, "POST", `/api/tasks/${sent.body.id}/cancel`, { token: a.token });
      expect(cancel.status).toBe(200);
      expect(cancel.body).toMatchObject({ state: "done", contentId });
      const item = itemsOf(await readCourse(t, a.token, course.id)).find(
        (i: ContentItem) => i.id === contentId,
      );
      expect(item).toMatchObject({ title: "My own title", version: 2 });
      if (item?.type !== "image") throw new Error("the photo's note is gone");
      const link = await call<FileLink>(t, "GET", `/api/files/${item.data.fileId}/link`, { token: a.token });
      expect(link.status).toBe(200);
    }
  });

  it("refuses an upload whose day, topic or course is deleted while the file arrives, as if it had gone before (QA: a 500)", async () => {
    const a = await signUp(t);
    const photo = await renderText(NOTES);
    for (const deleted of ["day", "topic", "course"] as const) {
      const { course, topic, day, base } = await createCourseTree(t, a.token);
      const { type, bytes } = multipartFile(photo, "notes.png");
      let arrive: () => void = () => undefined;
      const rest = new Promise<void>((resolve) => (arrive = resolve));
      const body = new ReadableStream<Uint8Array>({
        async start(controller) {
          controller.enqueue(bytes.subarray(0, 1000));
          await rest;
          controller.enqueue(bytes.subarray(1000));
          controller.close();
        },
      });
      const answer = t.fetch(`${base}/days/${day.id}/uploads/image`, {
        method: "POST",
        headers: { authorization: `Bearer ${a.token}`, "content-type": type },
        body,
        duplex: "half",
      });
      // The day is checked and the file is on its way when it is deleted.
      await new Promise((resolve) => setTimeout(resolve, 300));
      const path = { day: `${base}/days/${day.id}`, topic: `${base}/topics/${topic.id}`, course: base }[
        deleted
      ];
      expect((await call(t, "DELETE", path, { token: a.token })).status).toBe(204);
      arrive();
      const res = await answer;
      expect({ deleted, status: res.status, body: await res.json() }).toEqual({
        deleted,
        status: 404,
        body: { error: { code: "not-found", message: "Day not found." } },
      });
      // Nothing was made of it.
      if (deleted === "topic") expect(itemsOf(await readCourse(t, a.token, course.id))).toEqual([]);
    }
    expect(await storedFiles(t)).not.toContainEqual(expect.stringContaining(a.user.uid));
  });

  it("deleting a content item, a day, a topic or the account deletes its files", async () => {
    const a = await signUp(t);
    const { course, topic, day, base } = await createCourseTree(t, a.token);
    const place = { courseId: course.id, dayId: day.id };
    const photo = await renderText("Short note");
    const first = await settled(t, a.token, (await upload(t, a.token, place, "image", photo)).body.id);
    const second = await settled(t, a.token, (await upload(t, a.token, place, "image", photo)).body.id);
    const underDay = async () => (await storedFiles(t)).filter((f) => f.includes(day.id));
    expect(await underDay()).toHaveLength(2);
    await call(t, "DELETE", `${base}/content/${first.contentId}`, { token: a.token });
    expect(await underDay()).toHaveLength(1);
    expect((await underDay())[0]).toContain(second.contentId);
    await call(t, "DELETE", `${base}/topics/${topic.id}`, { token: a.token });
    expect(await underDay()).toEqual([]);

    // Deleting the account deletes every file it had.
    const again = await createCourseTree(t, a.token);
    await settled(
      t,
      a.token,
      (await upload(t, a.token, { courseId: again.course.id, dayId: again.day.id }, "image", photo)).body.id,
    );
    const ofUser = async () => (await storedFiles(t)).filter((f) => f.startsWith(`users/${a.user.uid}/`));
    expect(await ofUser()).toHaveLength(1);
    expect((await call(t, "DELETE", "/api/auth/account", { token: a.token })).status).toBe(204);
    expect(await ofUser()).toEqual([]);
  });
});

// An attacker's find: eight 172 MB recordings filled 1.3 GB in 20 s, on the disk the database is on.
describe("a user's room for files", () => {
  let t: TestServer;
  beforeAll(async () => {
    t = await startTestServer("pglite", { env: { USER_STORAGE_MB: "1" } });
  });
  afterAll(() => t.stop());

  it("refuses an upload that would take a user's files past USER_STORAGE_MB; another user's room is their own", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const mine = await createCourseTree(t, a.token);
    const place = { courseId: mine.course.id, dayId: mine.day.id };
    const photo = await renderText("Short note");
    expect((await settled(t, a.token, (await upload(t, a.token, place, "image", photo)).body.id)).state).toBe(
      "done",
    );
    // Forty seconds of 16 kHz audio: 1.28 MB, past the megabyte.
    const refused = await upload(t, a.token, place, "audio", wav(new Float32Array(16_000 * 40), 16_000));
    expect(refused.status).toBe(413);
    expect(refused.body).toEqual({
      error: { code: "upload/storage-full", message: ERRORS["upload/storage-full"].message(1024 * 1024) },
    });
    const theirs = await createCourseTree(t, b.token);
    const other = await upload(
      t,
      b.token,
      { courseId: theirs.course.id, dayId: theirs.day.id },
      "image",
      photo,
    );
    expect(other.status).toBe(202);
    await settled(t, b.token, other.body.id);
  });
});
