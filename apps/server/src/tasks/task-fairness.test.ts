import { readFile } from "node:fs/promises";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { Task } from "@study-well/shared/api";
import { call, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { renderText } from "../test/render-text";
import { longRecording } from "../test/speech-recordings";
import { commandsContaining } from "../test/processes";
import { makeTempDir } from "../test/test-database";
import { startTestServer, type TestServer } from "../test/test-server";
import { settled, upload } from "../test/uploads";

describe("background tasks of several users", () => {
  let t: TestServer;
  beforeAll(async () => {
    // The default number of workers (two).
    t = await startTestServer("pglite");
  });
  afterAll(() => t.stop());

  it("leaves a worker for others while one user's recordings wait their turn", async () => {
    const bob = await signUp(t);
    const bobs = await createCourseTree(t, bob.token);
    const alice = await signUp(t);
    const alices = await createCourseTree(t, alice.token);
    // A minute of speech: its transcription takes many seconds.
    const long = await longRecording(await makeTempDir(), 60);
    const recording = await readFile(long);
    const sent: string[] = [];
    for (let n = 0; n < 3; n++) {
      const res = await upload(
        t,
        bob.token,
        { courseId: bobs.course.id, dayId: bobs.day.id },
        "audio",
        recording,
      );
      expect(res.status).toBe(202);
      sent.push(res.body.id);
    }
    const states = async () =>
      Promise.all(
        sent.map(
          async (id) => (await call<Task>(t, "GET", `/api/tasks/${id}`, { token: bob.token })).body.state,
        ),
      );
    // One of Bob's runs; the others wait, though a worker is free.
    for (let tries = 0; (await states())[0] !== "running"; tries++) {
      expect(tries).toBeLessThan(300);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect(await states()).toEqual(["running", "queued", "queued"]);

    // Alice's photo does not wait for them.
    const photo = await upload(
      t,
      alice.token,
      { courseId: alices.course.id, dayId: alices.day.id },
      "image",
      await renderText("Mitochondria release energy from glucose."),
    );
    expect(photo.status).toBe(202);
    expect((await settled(t, alice.token, photo.body.id)).state).toBe("done");
    const after = await states();
    expect(after[2]).toBe("queued");
    expect(after.filter((state) => state === "running").length).toBeLessThanOrEqual(1);

    for (const id of sent) await call(t, "POST", `/api/tasks/${id}/cancel`, { token: bob.token });
  }, 180_000);
});

describe("a task whose day or account is deleted while it runs", () => {
  let t: TestServer;
  beforeAll(async () => {
    // Leases renewed only every 20 minutes: the work must stop on the deletion itself.
    t = await startTestServer("pglite", { env: { TASK_LEASE_SECONDS: "3600" } });
  });
  afterAll(() => t.stop());

  it.each(["day", "account"] as const)(
    "stops its work at once when its %s is deleted: its recogniser is gone in seconds, not when the recording is done",
    async (deleted) => {
      const bob = await signUp(t);
      const { course, day, base } = await createCourseTree(t, bob.token);
      const long = await longRecording(await makeTempDir(), 120);
      const sent = await upload(
        t,
        bob.token,
        { courseId: course.id, dayId: day.id },
        "audio",
        await readFile(long),
      );
      expect(sent.status).toBe(202);
      // Recognising: this server's recogniser reads a part from its own folder (named for this process).
      const ownFolder = `study-well-speech-${process.pid}-`;
      for (let tries = 0; (await commandsContaining(ownFolder)).length === 0; tries++) {
        expect(tries).toBeLessThan(600);
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      if (deleted === "day") {
        expect((await call(t, "DELETE", `${base}/days/${day.id}`, { token: bob.token })).status).toBe(204);
        expect((await call(t, "GET", `/api/tasks/${sent.body.id}`, { token: bob.token })).status).toBe(404);
      } else {
        expect((await call(t, "DELETE", "/api/auth/account", { token: bob.token })).status).toBe(204);
      }
      // Two minutes of speech take far longer to recognise than this.
      let recognising = await commandsContaining(ownFolder);
      for (let tries = 0; recognising.length > 0 && tries < 50; tries++) {
        await new Promise((resolve) => setTimeout(resolve, 100));
        recognising = await commandsContaining(ownFolder);
      }
      expect(recognising).toEqual([]);
    },
  );
});
