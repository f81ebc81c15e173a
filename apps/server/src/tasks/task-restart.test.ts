import { readdir, readFile } from "node:fs/promises";
import { createServer } from "node:net";
import { afterEach, describe, expect, it } from "vitest";
import type { Course, Task } from "@study-well/shared/api";
import { longRecording } from "../test/speech-recordings";
import { commandsContaining } from "../test/processes";
import { spawnServer, type SpawnedServer } from "../test/spawn-server";
import { makeTempDir } from "../test/test-database";
import type { TestServer } from "../test/test-server";
import { call, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { upload } from "../test/uploads";

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });

/** Enough of a TestServer for the API helpers: a base URL and fetch. */
const client = (url: string) =>
  ({ url, fetch: (p: string, init?: RequestInit) => fetch(`${url}${p}`, init) }) as TestServer;

describe("a task whose server is killed", () => {
  const children: SpawnedServer[] = [];
  afterEach(async () => {
    for (const c of children.splice(0)) {
      if (c.child.exitCode === null) {
        c.child.kill("SIGKILL");
        await c.exited;
      }
    }
  });

  /**
   * Starts a server, sends it twelve seconds of speech and, once it is being recognised, stops
   * the server with `signal`; then starts another on the same data folder at once and follows
   * the task to its end.
   */
  async function stopMidway(signal: "SIGKILL" | "SIGTERM", leaseSeconds = 2) {
    const dataDir = await makeTempDir();
    const port = await freePort();
    // A temporary folder of their own, to see what the stopped one left there.
    const temporary = await makeTempDir();
    const env = {
      DATA_DIR: dataDir,
      TMPDIR: temporary,
      PORT: String(port),
      TASK_LEASE_SECONDS: String(leaseSeconds),
      TASK_SWEEP_SECONDS: "1",
    };
    const first = spawnServer(env);
    children.push(first);
    expect(await first.ready, first.output()).toBe("running");
    const t = client(`http://127.0.0.1:${port}`);
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    // Twelve seconds of speech: long enough to be caught half-way (its transcription takes a few
    // seconds; the loop below looks every tenth of one).
    const long = await longRecording(dataDir, 12);
    const sent = await upload(
      t,
      a.token,
      { courseId: course.id, dayId: day.id },
      "audio",
      await readFile(long),
    );
    expect(sent.status).toBe(202);
    // Stopped while the recording is being recognised: its parts are in a folder of the server's,
    // and the recogniser reads one of them.
    const speechFolders = async () =>
      (await readdir(temporary)).filter((name) => name.startsWith("study-well-speech-"));
    const ownFolder = `study-well-speech-${first.child.pid}-`;
    for (;;) {
      const task = await call<Task>(t, "GET", `/api/tasks/${sent.body.id}`, { token: a.token });
      if (task.body.state === "running" && (await commandsContaining(ownFolder)).length > 0) break;
      expect(task.body.state).toMatch(/^(queued|running)$/);
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
    first.child.kill(signal);
    const code = await first.exited;
    const left = await speechFolders();
    // The recogniser dies with the server.
    let recognising = await commandsContaining(ownFolder);
    for (let waited = 0; recognising.length > 0 && waited < 3000; waited += 100) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      recognising = await commandsContaining(ownFolder);
    }

    // Started again at once, as a supervisor restarts a server.
    const second = spawnServer(env);
    children.push(second);
    expect(await second.ready, second.output()).toBe("running");
    // The same session goes on: the signing key and the account live in the data folder.
    const token = a.token;
    let task: Task;
    for (;;) {
      task = (await call<Task>(t, "GET", `/api/tasks/${sent.body.id}`, { token })).body;
      if (task.state !== "queued" && task.state !== "running") break;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    expect(task.state).toBe("done");
    const doc = (await call<Course>(t, "GET", `/api/courses/${course.id}`, { token })).body;
    const audio = doc.topics[0]?.days[0]?.content.filter((item) => item.type === "audio") ?? [];
    expect(audio.map((item) => item.id)).toEqual([task.contentId]);
    return {
      code,
      left,
      recognising,
      after: await speechFolders(),
      pid: first.child.pid,
    };
  }

  it("is taken up again by a server started at once after a crash, and finishes, once", async () => {
    // A lease far longer than the test: the task is taken up at the next start, not once it passes.
    const { left, after, pid, recognising } = await stopMidway("SIGKILL", 3600);
    // Its recogniser was killed with it (it went on decoding its part, up to 90 s).
    expect(recognising).toEqual([]);
    expect(left).toHaveLength(1);
    expect(left[0]).toMatch(new RegExp(`^study-well-speech-${pid}-`));
    // What the killed server left is deleted by the next (and the next deletes its own).
    expect(after).toEqual([]);
  }, 180_000);

  it("is stopped and given back when the server is told to stop, and the next one finishes it", async () => {
    const { code, left, after, recognising } = await stopMidway("SIGTERM");
    expect(recognising).toEqual([]);
    // A clean stop: the recogniser is stopped, not waited for (which took over 10 s and exited 1).
    expect(code).toBe(0);
    expect(left).toEqual([]);
    expect(after).toEqual([]);
  }, 180_000);
});
