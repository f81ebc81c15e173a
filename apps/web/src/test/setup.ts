import "@testing-library/jest-dom/vitest";
import { cleanup, configure } from "@testing-library/react";
import { afterEach, vi } from "vitest";
import { dropWaitingDeletes } from "../features/courses/api/pending-deletes";

// A screen's code that loads on demand (the Assessment tab, a route) is imported and transformed
// the first time a test renders it: on a busy 2-core machine that took over the default 1 s.
configure({ asyncUtilTimeout: 5_000 });

afterEach(() => {
  cleanup();
  // A note's delete left waiting for its Undo is not the next test's course's.
  dropWaitingDeletes();
  // What a screen kept in the browser (drafts, choices) is not the next test's.
  localStorage.clear();
  sessionStorage.clear();
  // The files of a worker share one jsdom (vitest.config.ts): what a test stubbed or spied on, and
  // a fake clock it left running, are not the next file's.
  vi.useRealTimers();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});
