import { existsSync } from "node:fs";
import { readdir } from "node:fs/promises";
import path from "node:path";
import { sql } from "drizzle-orm";
import { contentItems } from "../db/schema";
import { afterAll, beforeAll, describe, expect, it, onTestFinished, vi } from "vitest";
import { AI_TEXTS, LECTURES } from "@study-well/shared";
import type { ContentItem, Day, FileLink, Task, Topic } from "@study-well/shared/api";
import { call, errorCode, signUp } from "../test/api-client";
import { createCourseTree, readCourse } from "../test/course-fixtures";
import { databaseKinds } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { settled } from "../test/uploads";
import { notesFingerprint, notesNow } from "../courses/course-document";
import { extractiveSummary } from "../ai/offline/extractive-summary";
import { readSentences } from "../ai/offline/nlp";
import { notesForSpeech, upTo, withinLimit } from "./lectures.service";
import { TasksRepository } from "../tasks/tasks.repository";

async function lectureFiles(t: TestServer): Promise<string[]> {
  const root = path.join(t.database.dataDir, "files");
  if (!existsSync(root)) return [];
  const entries = await readdir(root, { recursive: true, withFileTypes: true });
  return entries.filter((e) => e.isFile()).map((e) => path.relative(root, path.join(e.parentPath, e.name)));
}

/** Fetches a file through its link, as the player does; its bytes. */
async function play(
  t: TestServer,
  token: string,
  fileId: string,
): Promise<{ status: number; type: string | null; bytes: number }> {
  const link = await call<FileLink>(t, "GET", `/api/files/${fileId}/link`, { token });
  if (link.status !== 200) return { status: link.status, type: null, bytes: 0 };
  const audio = await t.fetch(link.body.url);
  return {
    status: audio.status,
    type: audio.headers.get("content-type"),
    bytes: (await audio.arrayBuffer()).byteLength,
  };
}

describe("the notes a lecture is made of", () => {
  it("says each note's title, then its text, and a title its text opens with once; a title alone is nothing", () => {
    expect(
      notesForSpeech([
        { title: "Cell division", body: "Mitosis makes two identical cells." },
        { title: "Mitochondria", body: "Mitochondria release energy from glucose." },
        { title: "Cell", body: "Cells divide." },
        { title: "Meiosis.", body: "meiosis makes four gametes" },
        { title: "Empty", body: "  " },
      ]),
    ).toBe(
      [
        "Cell division. Mitosis makes two identical cells.",
        "Mitochondria release energy from glucose.",
        "Cell. Cells divide.",
        "meiosis makes four gametes",
      ].join("\n\n"),
    );
  });
});

describe("the notes a lecture's summary is made from", () => {
  it("lead each title into its note, so that the summary keeps the notes' sentences, not their titles", () => {
    const notes = [
      {
        title: "Repair pathways",
        body: "Base excision repair removes a single damaged base, and DNA polymerase fills the gap. Nucleotide excision repair cuts out a stretch of the strand around a bulky lesion. Mismatch repair corrects errors that DNA polymerase left behind after replication.",
      },
      {
        title: "Alternative splicing",
        body: "One gene can give many proteins when its exons are joined in different combinations. Drosophila Dscam can produce over 38,000 isoforms by alternative splicing of its exons. Splicing factors bind the pre-mRNA and decide which exons the spliceosome keeps.",
      },
      {
        title: "Telomeres?",
        body: "Telomerase adds repeats to the ends of chromosomes in germ cells and stem cells. DNA polymerase cannot copy the very end of the lagging strand, so telomeres shorten.",
      },
    ];
    const text = notesForSpeech(notes, { leadIn: true });
    expect(text).toContain("Alternative splicing: One gene can give many proteins");
    expect(text).toContain("Telomeres? Telomerase adds repeats");
    const sentences = readSentences(extractiveSummary(text)).map((s) => s.text.replace(/[.:?\s]+$/, ""));
    for (const { title } of notes) expect(sentences).not.toContain(title.replace(/\?$/, ""));
    expect(sentences.length).toBeGreaterThanOrEqual(3);
  });
});

describe("the notes of a lecture on a large topic", () => {
  it("are cut to a limit, each note to its share: short ones whole, the beginning of the others", () => {
    const long = (n: number) =>
      Array.from({ length: 3_000 }, (_, i) => `Point ${i} of note ${n} is made here.`).join(" ");
    const notes = [
      { title: "Short", body: "A short note is kept whole." },
      { title: "Long one", body: long(1) },
      { title: "Long two", body: long(2) },
    ];
    const cut = withinLimit(notes, 20_000);
    expect(cut[0]).toEqual(notes[0]);
    const total = cut.reduce((sum, note) => sum + note.title.length + note.body.length, 0);
    expect(total).toBeLessThanOrEqual(20_000);
    expect(total).toBeGreaterThan(19_500);
    for (const [i, note] of cut.slice(1).entries()) {
      expect(note.body).toMatch(new RegExp(`^Point 0 of note ${i + 1} .* is made here\\.$`));
      expect(note.body.length).toBeGreaterThan(9_500);
    }
    expect(withinLimit(notes, Infinity)).toEqual(notes);
  });
});

describe("a day read aloud", () => {
  it("is read up to a limit, ending at a sentence's end", () => {
    const notes = Array.from({ length: 400 }, (_, i) => `Sentence ${i + 1} of the notes is here.`).join(" ");
    const read = upTo(notes, 2_000);
    expect(read.length).toBeLessThanOrEqual(2_000);
    expect(read.length).toBeGreaterThan(1_900);
    expect(read).toMatch(/is here\.$/);
    expect(notes.startsWith(read)).toBe(true);
    expect(upTo("Short notes.", 2_000)).toBe("Short notes.");
    // One endless word is cut at the limit.
    expect(upTo("x".repeat(5_000), 2_000)).toHaveLength(2_000);
  });
});

describe.each(databaseKinds)("lectures on %s", (kind) => {
  let t: TestServer;
  beforeAll(async () => {
    // A sweep every second: what a lecture replaced is settled soon after its task is made old.
    t = await startTestServer(kind, { env: { TASK_SWEEP_SECONDS: "1" } });
  });
  afterAll(() => t.stop());

  /** Makes the task look finished long ago: a cancel can no longer take its result back. */
  const finishedLongAgo = (taskId: string) =>
    t.server.database.db.execute(
      sql`update tasks set updated_at = now() - interval '1 minute' where id = ${taskId}`,
    );

  /** Waits (for the sweep) until the file no longer plays. */
  async function gone(token: string, fileId: string): Promise<void> {
    for (let i = 0; i < 100 && (await play(t, token, fileId)).status !== 404; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await play(t, token, fileId)).status).toBe(404);
  }

  const lectureOfDay = async (token: string, courseId: string) =>
    (await readCourse(t, token, courseId)).topics[0]?.days[0]?.lecture ?? null;

  async function makeDayLecture(token: string, base: string, dayId: string): Promise<Task> {
    const task = await call<Task>(t, "POST", `${base}/days/${dayId}/lecture`, { token });
    const done = await settled(t, token, task.body.id);
    expect(done.state).toBe("done");
    return done;
  }

  it("makes a day's lecture: a summary with its time, and speech that plays; regenerating replaces it", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const { course, day, base } = await createCourseTree(t, a.token);
    // Read (and so cached) before the task writes: the lecture must still show afterwards.
    expect((await readCourse(t, a.token, course.id)).topics[0]?.days[0]?.lecture).toBeNull();
    const started = await call<Task>(t, "POST", `${base}/days/${day.id}/lecture`, { token: a.token });
    expect(started.status).toBe(202);
    expect(started.body.kind).toBe("day-lecture");
    const done = await settled(t, a.token, started.body.id);
    expect(done.state).toBe("done");
    const lecture = (await readCourse(t, a.token, course.id)).topics[0]?.days[0]?.lecture;
    expect(lecture?.summary).toMatch(/carbon chain/);
    expect(lecture?.audioFileId).toBe(done.fileId);
    const first = await play(t, a.token, lecture?.audioFileId ?? "");
    expect(first).toMatchObject({ status: 200, type: "audio/mpeg" });
    expect(first.bytes).toBeGreaterThan(1000);
    // Another user can neither start one nor hear it.
    expect((await call(t, "POST", `${base}/days/${day.id}/lecture`, { token: b.token })).status).toBe(404);
    expect((await play(t, b.token, lecture?.audioFileId ?? "")).status).toBe(404);

    const again = await settled(
      t,
      a.token,
      (await call<Task>(t, "POST", `${base}/days/${day.id}/lecture`, { token: a.token })).body.id,
    );
    const replaced = (await readCourse(t, a.token, course.id)).topics[0]?.days[0]?.lecture;
    expect(replaced?.audioFileId).toBe(again.fileId);
    expect(replaced?.audioFileId).not.toBe(lecture?.audioFileId);
    // The one replaced is kept while a Cancel may still take the new one back, then deleted.
    expect((await lectureFiles(t)).filter((f) => f.includes(`${day.id}/lecture/`))).toHaveLength(2);
    await finishedLongAgo(again.id);
    await gone(a.token, lecture?.audioFileId ?? "");
    expect((await lectureFiles(t)).filter((f) => f.includes(`${day.id}/lecture/`))).toHaveLength(1);
    expect((await play(t, a.token, again.fileId ?? "")).status).toBe(200);
  });

  it("a Cancel as the lecture finished discards it: the one before is back, with its speech", async () => {
    const a = await signUp(t);
    const { course, day, base } = await createCourseTree(t, a.token);
    const dayFiles = async () => (await lectureFiles(t)).filter((f) => f.includes(`${day.id}/lecture/`));

    // The first lecture taken back: there is none again.
    const first = await makeDayLecture(a.token, base, day.id);
    const undone = await call<Task>(t, "POST", `/api/tasks/${first.id}/cancel`, { token: a.token });
    expect(undone.body).toMatchObject({ state: "cancelled", fileId: null });
    expect(await lectureOfDay(a.token, course.id)).toBeNull();
    expect(await dayFiles()).toEqual([]);

    const kept = await makeDayLecture(a.token, base, day.id);
    await finishedLongAgo(kept.id);
    const before = await lectureOfDay(a.token, course.id);
    expect(before?.audioFileId).toBe(kept.fileId);
    const next = await makeDayLecture(a.token, base, day.id);
    expect((await lectureOfDay(a.token, course.id))?.audioFileId).toBe(next.fileId);
    expect((await call<Task>(t, "POST", `/api/tasks/${next.id}/cancel`, { token: a.token })).body.state).toBe(
      "cancelled",
    );
    expect(await lectureOfDay(a.token, course.id)).toEqual(before);
    expect((await play(t, a.token, kept.fileId ?? "")).status).toBe(200);
    expect((await play(t, a.token, next.fileId ?? "")).status).toBe(404);
    expect(await dayFiles()).toHaveLength(1);
    // A second Cancel changes nothing; nor does a cancel of the lecture long done.
    await call(t, "POST", `/api/tasks/${next.id}/cancel`, { token: a.token });
    expect((await call<Task>(t, "POST", `/api/tasks/${kept.id}/cancel`, { token: a.token })).body.state).toBe(
      "done",
    );
    expect(await lectureOfDay(a.token, course.id)).toEqual(before);
    expect((await play(t, a.token, kept.fileId ?? "")).status).toBe(200);
  });

  it("a Cancel of a topic's lecture another has replaced since leaves the later one, which taken back brings the first", async () => {
    const a = await signUp(t);
    const { course, topic, base } = await createCourseTree(t, a.token);
    const make = async () => {
      const task = await call<Task>(t, "POST", `${base}/topics/${topic.id}/lecture`, { token: a.token });
      const done = await settled(t, a.token, task.body.id);
      expect(done.state).toBe("done");
      return done;
    };
    const lectureOfTopic = async () => (await readCourse(t, a.token, course.id)).topics[0]?.topicLecture;
    const first = await make();
    await finishedLongAgo(first.id);
    const firstLecture = await lectureOfTopic();
    const second = await make();
    const third = await make();
    const latest = await lectureOfTopic();
    expect(latest?.audioFileId).toBe(third.fileId);
    const cancelled = await call<Task>(t, "POST", `/api/tasks/${second.id}/cancel`, { token: a.token });
    expect(cancelled.body.state).toBe("cancelled");
    expect(await lectureOfTopic()).toEqual(latest);
    // The second's speech goes at once; the first's waits, as the third can still be taken back.
    expect((await play(t, a.token, second.fileId ?? "")).status).toBe(404);
    expect((await play(t, a.token, first.fileId ?? "")).status).toBe(200);
    const undone = await call<Task>(t, "POST", `/api/tasks/${third.id}/cancel`, { token: a.token });
    expect(undone.body.state).toBe("cancelled");
    expect(await lectureOfTopic()).toEqual(firstLecture);
    expect((await play(t, a.token, third.fileId ?? "")).status).toBe(404);
    expect((await lectureFiles(t)).filter((f) => f.includes(`${topic.id}/lecture/`))).toHaveLength(1);
  });

  it("deletes the lecture replaced once a Cancel can no longer take the new one back, on its own", async () => {
    // A server whose window is a second, and which never sweeps in the test's time.
    const quick = await startTestServer(kind, {
      env: { TASK_CANCEL_WINDOW_SECONDS: "1", TASK_SWEEP_SECONDS: "600" },
    });
    try {
      const a = await signUp(quick);
      const { day, base } = await createCourseTree(quick, a.token);
      const make = async () => {
        const task = await call<Task>(quick, "POST", `${base}/days/${day.id}/lecture`, { token: a.token });
        return settled(quick, a.token, task.body.id);
      };
      const first = await make();
      const second = await make();
      for (let i = 0; i < 100 && (await play(quick, a.token, first.fileId ?? "")).status !== 404; i++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      expect((await play(quick, a.token, first.fileId ?? "")).status).toBe(404);
      expect((await play(quick, a.token, second.fileId ?? "")).status).toBe(200);
      // Too late to take it back now.
      await new Promise((resolve) => setTimeout(resolve, 1100));
      const late = await call<Task>(quick, "POST", `/api/tasks/${second.id}/cancel`, { token: a.token });
      expect(late.body.state).toBe("done");
      expect((await play(quick, a.token, second.fileId ?? "")).status).toBe(200);
    } finally {
      await quick.stop();
    }
  });

  it("works out which notes a lecture is made from as the course document does", async () => {
    const ids = ["f0000000", "0a000000", "a0000000", "0b000000"].map(
      (head) => `${head}-0000-4000-8000-000000000000`,
    );
    const notes = ids.map((id, i) => ({ id, version: [3, 1, 12, 2][i] ?? 1 }));
    const inDatabase = async (from: string) => {
      const result = await t.server.database.db.execute(sql.raw(`select ${notesNow(from)} as m`));
      return (result as { rows: { m: string }[] }).rows[0]?.m;
    };
    const rows = notes.map((n) => `('${n.id}'::uuid, ${n.version})`).join(", ");
    expect(await inDatabase(`from (values ${rows}) as i(id, version)`)).toBe(notesFingerprint(notes));
    expect(await inDatabase("from (select null::uuid as id, 1 as version where false) as i")).toBe(
      notesFingerprint([]),
    );
    expect(notesFingerprint(notes)).not.toBe(notesFingerprint(notes.slice(1)));
  });

  it("says when the notes a lecture was made from have changed since: added, edited or deleted", async () => {
    const a = await signUp(t);
    const token = a.token;
    const { course, topic, day, base, content } = await createCourseTree(t, token);
    const other = (
      await call<Day>(t, "POST", `${base}/topics/${topic.id}/days`, { token, body: { date: "2026-11-25" } })
    ).body;
    const make = async (route: string) => {
      const task = await call<Task>(t, "POST", `${base}/${route}/lecture`, { token });
      expect((await settled(t, token, task.body.id)).state).toBe("done");
    };
    const changed = async () => {
      const doc = await readCourse(t, token, course.id);
      return [doc.topics[0]?.topicLecture?.notesChanged, doc.topics[0]?.days[0]?.lecture?.notesChanged];
    };
    await make(`days/${day.id}`);
    await make(`topics/${topic.id}`);
    expect(await changed()).toEqual([false, false]);
    // A note on the topic's other day: the topic's lecture has changed, not the day's.
    const added = await call<ContentItem>(t, "POST", `${base}/days/${other.id}/content`, {
      token,
      body: { title: "Isomers", text: "Butane has two isomers." },
    });
    expect(await changed()).toEqual([true, false]);
    await make(`topics/${topic.id}`);
    expect(await changed()).toEqual([false, false]);
    // The day's note edited (even to its title alone), then the lectures made again, then deleted.
    await call(t, "PATCH", `${base}/content/${content.id}`, { token, body: { title: "Renamed" } });
    expect(await changed()).toEqual([true, true]);
    await make(`days/${day.id}`);
    await make(`topics/${topic.id}`);
    expect(await changed()).toEqual([false, false]);
    await call(t, "DELETE", `${base}/content/${added.body.id}`, { token });
    expect(await changed()).toEqual([true, false]);
  });

  it("says there is nothing to summarise in an empty topic or day, or one with only a photo with no text", async () => {
    const a = await signUp(t);
    const { base, course } = await createCourseTree(t, a.token);
    const topic = (
      await call<Topic>(t, "POST", `${base}/topics`, { token: a.token, body: { title: "Empty" } })
    ).body;
    const topicLecture = await call(t, "POST", `${base}/topics/${topic.id}/lecture`, { token: a.token });
    expect(topicLecture.status).toBe(422);
    expect(topicLecture.body).toEqual({
      error: { code: "lecture/no-content", message: LECTURES.noContentTopic },
    });
    const day = (
      await call<Day>(t, "POST", `${base}/topics/${topic.id}/days`, {
        token: a.token,
        body: { date: "2026-11-21" },
      })
    ).body;
    const empty = async () => {
      for (const route of ["lecture", "read-aloud"]) {
        const res = await call(t, "POST", `${base}/days/${day.id}/${route}`, { token: a.token });
        expect(res.status).toBe(422);
        expect(errorCode(res)).toBe("lecture/no-content");
        expect((res.body as { error: { message: string } }).error.message).toBe(LECTURES.noContentDay);
      }
    };
    await empty();
    // A photo with no text on it (QA: it made a lecture saying "New Content: No text detected").
    await t.server.database.db.insert(contentItems).values({
      courseId: course.id,
      dayId: day.id,
      position: 0,
      type: "image",
      title: "New Content",
      data: { text: "", summary: AI_TEXTS.noTextDetected, url: "/api/files/none" },
    });
    await empty();
  });

  it("deleting topic 1 keeps topic 2's lecture with topic 2", async () => {
    const a = await signUp(t);
    const { course, topic: first, base } = await createCourseTree(t, a.token);
    const second = (
      await call<Topic>(t, "POST", `${base}/topics`, { token: a.token, body: { title: "Alkenes" } })
    ).body;
    const day = (
      await call<Day>(t, "POST", `${base}/topics/${second.id}/days`, {
        token: a.token,
        body: { date: "2026-11-22" },
      })
    ).body;
    await call(t, "POST", `${base}/days/${day.id}/content`, {
      token: a.token,
      body: { title: "Double bonds", text: "Alkenes have a carbon to carbon double bond." },
    });
    for (const topic of [first, second]) {
      const task = await call<Task>(t, "POST", `${base}/topics/${topic.id}/lecture`, { token: a.token });
      expect((await settled(t, a.token, task.body.id)).state).toBe("done");
    }
    const before = await readCourse(t, a.token, course.id);
    const kept = before.topics.find((x) => x.id === second.id)?.topicLecture;
    expect(kept?.summary).toMatch(/double bond/);
    await call(t, "DELETE", `${base}/topics/${first.id}`, { token: a.token });
    const after = await readCourse(t, a.token, course.id);
    expect(after.topics.map((x) => x.id)).toEqual([second.id]);
    expect(after.topics[0]?.topicLecture).toEqual(kept);
    expect((await play(t, a.token, kept?.audioFileId ?? "")).status).toBe(200);
    expect((await lectureFiles(t)).filter((f) => f.includes(first.id))).toEqual([]);
  });

  it("reads a day aloud: its notes spoken as an MP3 the player can fetch", async () => {
    const a = await signUp(t);
    const { day, base } = await createCourseTree(t, a.token);
    const task = await settled(
      t,
      a.token,
      (await call<Task>(t, "POST", `${base}/days/${day.id}/read-aloud`, { token: a.token })).body.id,
    );
    expect(task).toMatchObject({ state: "done", kind: "read-aloud" });
    const reading = await play(t, a.token, task.fileId ?? "");
    expect(reading).toMatchObject({ status: 200, type: "audio/mpeg" });
  });

  it("says how far a reading aloud and a lecture have come as their speech is said (QA: no progress for 46 s)", async () => {
    // Each figure the overlay is given is written to the task as it changes (its lease renewed).
    const renew = vi.spyOn(TasksRepository.prototype, "renew");
    onTestFinished(() => renew.mockRestore());
    const toldFor = (taskId: string) =>
      renew.mock.calls.filter(([id, , progress]) => id === taskId && progress !== undefined).map((c) => c[2]);
    const a = await signUp(t);
    const { day, base } = await createCourseTree(t, a.token);
    const sentences = Array.from(
      { length: 12 },
      (_v, i) => `Sentence ${i + 1} says that alkanes hold only single bonds between their carbon atoms.`,
    );
    const added = await call(t, "POST", `${base}/days/${day.id}/content`, {
      token: a.token,
      body: { title: "Bonds", text: sentences.join(" ") },
    });
    expect(added.status).toBe(201);
    for (const kind of ["read-aloud", "lecture"]) {
      const started = await call<Task>(t, "POST", `${base}/days/${day.id}/${kind}`, { token: a.token });
      expect(await settled(t, a.token, started.body.id)).toMatchObject({ state: "done", progress: 100 });
      const told = toldFor(started.body.id);
      // Figures between none and all, in order, before the task is done.
      expect(told.filter((p) => p !== undefined && p > 0 && p < 100).length).toBeGreaterThan(1);
      expect(told).toEqual([...told].sort((x, y) => (x ?? 0) - (y ?? 0)));
    }
  });

  it("deletes a whole course with its notes, lectures and files, and leaves the owner's other courses and anyone else's alone", async () => {
    const a = await signUp(t);
    const b = await signUp(t);
    const readAloud = async (token: string) => {
      const { course, day, base } = await createCourseTree(t, token);
      const task = await settled(
        t,
        token,
        (await call<Task>(t, "POST", `${base}/days/${day.id}/read-aloud`, { token })).body.id,
      );
      return { course, base, fileId: task.fileId ?? "" };
    };
    const gone = await readAloud(a.token);
    const kept = await readAloud(a.token);
    const theirs = await readAloud(b.token);
    expect((await lectureFiles(t)).filter((f) => f.includes(gone.course.id))).not.toEqual([]);

    // Nobody but its owner may delete it.
    expect((await call(t, "DELETE", kept.base, { token: b.token })).status).toBe(404);
    expect((await call(t, "DELETE", theirs.base, { token: a.token })).status).toBe(404);

    expect((await call(t, "DELETE", gone.base, { token: a.token })).status).toBe(204);
    expect((await call(t, "GET", gone.base, { token: a.token })).status).toBe(404);
    expect((await call(t, "DELETE", gone.base, { token: a.token })).status).toBe(404);
    const list = await call<{ id: string }[]>(t, "GET", "/api/courses", { token: a.token });
    expect(list.body.map((c) => c.id)).toEqual([kept.course.id]);
    expect((await play(t, a.token, gone.fileId)).status).toBe(404);
    const files = await lectureFiles(t);
    expect(files.filter((f) => f.includes(gone.course.id))).toEqual([]);
    expect(files.filter((f) => f.includes(kept.course.id))).not.toEqual([]);
    expect(await play(t, a.token, kept.fileId)).toMatchObject({ status: 200 });
    expect(await play(t, b.token, theirs.fileId)).toMatchObject({ status: 200 });
  });
});
