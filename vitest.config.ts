import { defineConfig } from "vitest/config";

export default defineConfig({
  test: {
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
