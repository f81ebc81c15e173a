import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { RateLimiter } from "../http/rate-limiter";
import { AiService } from "./ai.service";
import type { OfflineEngines } from "./engines";

const unused = () => Promise.reject(new Error("not used in this test"));

/** Offline engines that answer at once, so the service's own choices can be tested alone. */
function fakeOffline(): OfflineEngines & {
  closed: boolean;
  owners: string[];
  voices: (string | undefined)[];
} {
  const fake = {
    closed: false,
    owners: [] as string[],
    voices: [] as (string | undefined)[],
    text: {
      name: "fake-text",
      summarize: (input: { text: string }, options?: { owner?: string }) => {
        fake.owners.push(options?.owner ?? "");
        return Promise.resolve({ summary: input.text.toUpperCase(), engine: "fake-text" });
      },
      titleAndSummary: unused,
    },
    tutor: { name: "fake-tutor", tutorTurn: unused, assess: unused },
    speech: {
      name: "fake-speech",
      speak: (input: { text: string; voice?: string | undefined }) => {
        fake.voices.push(input.voice);
        return Promise.resolve({
          audio: new Uint8Array(0),
          contentType: "audio/mpeg" as const,
          durationSeconds: 0,
          voice: input.voice ?? "",
          engine: "fake-speech",
        });
      },
    },
    ocr: { name: "fake-ocr", recognize: unused },
    transcription: {
      name: "fake-transcription",
      transcribe: unused,
      unavailableReason: () => Promise.resolve(undefined),
    },
    close: () => {
      fake.closed = true;
      return Promise.resolve();
    },
  };
  return fake;
}

describe("AiService", () => {
  let database: Database;
  beforeAll(async () => {
    database = await openDatabase({ memory: true });
    await database.migrate();
  });
  afterAll(() => database.close());

  it("answers with the engines it is given, as the caller, within the caller's limit", async () => {
    const offline = fakeOffline();
    const ai = new AiService({
      limiter: new RateLimiter(database.db),
      perUser: { max: 2, windowMs: 60_000 },
      engines: {
        providers: {
          claude: undefined,
          gemini: undefined,
          openai: undefined,
          transcribers: [],
          speakers: [],
          readers: [],
        },
        offline,
      },
      preferredLlm: () => Promise.resolve("gemini"),
      speechVoice: () => Promise.resolve("slt"),
    });
    expect(await ai.summarize("user-1", { text: "cells divide" })).toEqual({
      summary: "CELLS DIVIDE",
      engine: "fake-text",
    });
    expect((await ai.engines("user-1")).summarize).toEqual({ engine: "fake-text", available: true });
    await ai.summarize("user-1", { text: "again" });
    await expect(ai.summarize("user-1", { text: "third" })).rejects.toMatchObject({ statusCode: 429 });
    expect(offline.owners).toEqual(["user-1", "user-1"]);
    await ai.close();
    expect(offline.closed).toBe(true);
  });

  it("speaks in the user's chosen voice unless the caller names one", async () => {
    const offline = fakeOffline();
    const chosen: Record<string, string> = { ada: "rms", bob: "espeak" };
    const ai = new AiService({
      limiter: new RateLimiter(database.db),
      perUser: { max: 10, windowMs: 60_000 },
      engines: {
        providers: {
          claude: undefined,
          gemini: undefined,
          openai: undefined,
          transcribers: [],
          speakers: [],
          readers: [],
        },
        offline,
      },
      preferredLlm: () => Promise.resolve("gemini"),
      speechVoice: (uid) => Promise.resolve(chosen[uid] ?? "slt"),
    });
    await ai.speak("ada", { text: "Cells divide." }, "background");
    await ai.speak("bob", { text: "Cells divide." });
    await ai.speak("ada", { text: "Cells divide.", voice: "en-GB-RyanNeural" });
    await ai.speak("ada", { text: "Cells divide.", voice: "" });
    expect(offline.voices).toEqual(["rms", "espeak", "en-GB-RyanNeural", "rms"]);
  });
});
