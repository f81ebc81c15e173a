import { availableParallelism } from "node:os";
import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
    // Most files wait on a database, a child process or a socket: on a 2-core machine two at
    // once take about two thirds of the time one at a time does (Vitest's default is cores - 1).
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        test: {
          name: "shared",
          root: "packages/shared",
          environment: "node",
          setupFiles: ["../../vitest.setup.ts"],
        },
      },
      {
        test: {
          name: "server",
          root: "apps/server",
          environment: "node",
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
        },
      },
    ],
  },
});
