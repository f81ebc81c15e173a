import { format } from "node:util";
import { afterEach, beforeEach, vi } from "vitest";

// A test that makes something log console.error has hidden a failure: fail it (STYLE.md).
let logged: string[] = [];

beforeEach(() => {
  logged = [];
  vi.spyOn(console, "error").mockImplementation((...args: unknown[]) => {
    logged.push(format(...args));
  });
});

afterEach(() => {
  const messages = logged;
  logged = [];
  if (messages.length > 0) {
    throw new Error(`console.error was called during the test:\n${messages.join("\n")}`);
  }
});
