import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";
import { BaseSequencer, type TestSpecification } from "vitest/node";

/**
 * Files that take a minute or more (engines at work: recognition, speech, grading, fuzzing).
 * Without the timings of an earlier run (a fresh clone, as in CI) Vitest starts the largest files
 * first, and one of these, small but slow, was left to run alone at the end for over a minute.
 */
const SLOW = [
  "speech-intelligibility.test.ts",
  "grading/grading.test.ts",
  "offline-transcription.engine.test.ts",
  "openapi-fuzz.test.ts",
  "uploads/uploads.test.ts",
  "authorization-matrix.test.ts",
  "task-restart.test.ts",
];

/** Vitest's order, with the slow files first so the short ones fill the end. */
class SlowFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    const rank = (file: TestSpecification) => SLOW.findIndex((name) => file.moduleId.endsWith(name));
    const slow = sorted.filter((file) => rank(file) >= 0).sort((a, b) => rank(a) - rank(b));
    return [...slow, ...sorted.filter((file) => rank(file) < 0)];
  }
}

export default defineConfig({
  test: {
    sequence: { sequencer: SlowFirst },
    // Most files wait on a database, a child process or a socket: on a 2-core machine two at
    // once take about two thirds of the time one at a time does (Vitest's default is cores - 1).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          environment: "node",
          isolate: false,
          setupFiles: ["../../vitest.setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
          // One module graph per worker, not per file: each file imported the server anew (126 s of
          // the run, 15 s without), and the engines' data (WordNet, the sentence encoder) is loaded
          // once per worker. Each test starts its own server, with its own data folder.
          isolate: false,
          setupFiles: ["../../vitest.setup.ts"],
          globalSetup: ["./src/test/global-setup.ts"],
          testTimeout: 60_000,
          hookTimeout: 60_000,
        },
      },
      {
        extends: "./apps/web/vite.config.ts",
        test: {
          root: "apps/web",
          setupFiles: ["../../vitest.setup.ts", "./src/test/setup.ts"],
          // One jsdom and one module graph per worker, not per file: src/test/setup.ts undoes after
          // each test what a test may leave behind (rendered trees, storage, stubs, spies, a fake
          // clock). This took the screen tests from 104 s to 43 s (2 workers).
          isolate: false,
          // A screen test types and clicks as a user does: on a busy 2-core machine one that waits
          // out a 3 s highlight took just over the default 5 s.
          testTimeout: 15_000,
        },
      },
    ],
  },
});
