import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { openDatabase, type Database } from "../db/database";
import { RateLimiter } from "../http/rate-limiter";
import { AiService } from "./ai.service";
import { EngineUnavailableError } from "./engine-errors";
import type { OfflineEngines } from "./engines";
import { ProviderFaults } from "./provider-faults";
import type { ProviderEngines } from "./providers/provider-engines";
import { ProviderError } from "./providers/retry";

const unused = () => Promise.reject(new Error("not used in this test"));

/** Offline engines that answer at once, so the service's own choices can be tested alone. */
function fakeOffline(): OfflineEngines & {
  closed: boolean;
  owners: string[];
  voices: (string | undefined)[];
  warmed: unknown[];
} {
  const fake = {
    closed: false,
    owners: [] as string[],
    voices: [] as (string | undefined)[],
    warmed: [] as unknown[],
    text: {
      name: "fake-text",
      summarize: (input: { text: string }, options?: { owner?: string }) => {
        fake.owners.push(options?.owner ?? "");
        return Promise.resolve({ summary: input.text.toUpperCase(), engine: "fake-text" });
      },
      titleAndSummary: unused,
    },
    tutor: {
      name: "fake-tutor",
      tutorTurn: unused,
      assess: unused,
      warmUp: (options?: unknown) => {
        fake.warmed.push(options);
        return Promise.resolve();
      },
    },
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

  describe("a provider that cannot be used as configured", () => {
    const refused = (engine: string) =>
      new ProviderError(`${engine} failed: HTTP 401 invalid x-api-key`, engine, {
        unusable: "refused this server's key (HTTP 401)",
      });

    /** Claude played by `answer`; the offline engines are fakes. */
    function service(answer: (call: number) => Promise<string>, options: { now?: () => number } = {}) {
      const offline = fakeOffline();
      const log: unknown[] = [];
      let calls = 0;
      const claude = {
        name: "claude:claude-test",
        summarize: async () => ({ summary: await answer(++calls), engine: "claude:claude-test" }),
        titleAndSummary: unused,
        tutorTurn: async (_input: unknown, stream: { onText?: (piece: string) => void }) => {
          stream.onText?.("Hello");
          return { text: await answer(++calls), done: false, engine: "claude:claude-test" };
        },
        assess: unused,
      };
      const providers = {
        claude,
        gemini: undefined,
        openai: undefined,
        transcribers: [
          {
            name: "groq:whisper",
            transcribe: () => Promise.reject(refused("groq:whisper")),
            unavailableReason: () => Promise.resolve(undefined),
          },
        ],
        speakers: [],
        readers: [],
      } as unknown as ProviderEngines;
      const ai = new AiService({
        limiter: new RateLimiter(database.db),
        perUser: { max: 100, windowMs: 60_000 },
        engines: { providers, offline },
        preferredLlm: () => Promise.resolve("claude"),
        speechVoice: () => Promise.resolve("slt"),
        faults: new ProviderFaults(5 * 60_000, options.now),
        log: { warn: (fields: unknown) => log.push(fields) },
      });
      return { ai, offline, log, calls: () => calls };
    }

    it("is stood in for by the offline engine, passed over for five minutes, then tried again", async () => {
      let now = Date.parse("2026-12-02T10:00:00Z");
      const answers = [Promise.reject(refused("claude:claude-test")), Promise.resolve("Claude again")];
      const { ai, log, calls } = service((n) => answers[n - 1] ?? Promise.resolve("later"), {
        now: () => now,
      });
      expect(await ai.summarize("u", { text: "cells divide" })).toEqual({
        summary: "CELLS DIVIDE",
        engine: "fake-text",
      });
      expect(log).toEqual([
        { engine: "claude:claude-test", standIn: "fake-text", why: "refused this server's key (HTTP 401)" },
      ]);
      expect((await ai.engines("u")).summarize).toEqual({
        engine: "fake-text",
        available: true,
        reason:
          "Claude (claude-test) refused this server's key (HTTP 401), so it is passed over for now and tried again every 5 minutes.",
      });
      // Background work shares what the service found.
      expect((await ai.inTasks.summarize("u", { text: "more" })).engine).toBe("fake-text");
      now += 4 * 60_000;
      expect((await ai.summarize("u", { text: "more" })).engine).toBe("fake-text");
      expect(calls()).toBe(1);
      now += 60_000;
      expect((await ai.engines("u")).summarize).toEqual({ engine: "claude:claude-test", available: true });
      expect(await ai.summarize("u", { text: "more" })).toEqual({
        summary: "Claude again",
        engine: "claude:claude-test",
      });
      expect(calls()).toBe(2);
    });

    it("gets the offline tutor ready only while it would ask the questions", async () => {
      let now = Date.parse("2026-12-02T10:00:00Z");
      const { ai, offline } = service(() => Promise.reject(refused("claude:claude-test")), {
        now: () => now,
      });
      // Claude asks: nothing of the offline tutor's is loaded for nobody.
      await ai.warmUpTutor("u");
      expect(offline.warmed).toEqual([]);
      await expect(ai.summarize("u", { text: "cells divide" })).resolves.toMatchObject({
        engine: "fake-text",
      });
      // Claude is passed over now: the offline tutor will ask, so it gets ready, behind others' work.
      await ai.warmUpTutor("u");
      expect(offline.warmed).toEqual([{ owner: "u", priority: "background" }]);
      now += 5 * 60_000;
      await ai.warmUpTutor("u");
      expect(offline.warmed).toHaveLength(1);
    });

    it("is not stood in for when one request fails, or once the student has read part of a reply", async () => {
      const overloaded = new ProviderError("claude:claude-test is overloaded.", "claude:claude-test");
      const first = service(() => Promise.reject(overloaded));
      await expect(first.ai.summarize("u", { text: "cells" })).rejects.toBe(overloaded);
      expect((await first.ai.engines("u")).summarize.engine).toBe("claude:claude-test");

      const second = service(() => Promise.reject(refused("claude:claude-test")));
      const pieces: string[] = [];
      await expect(
        second.ai.tutorTurn("u", { content: [], history: [], message: "", isInitial: true }, "interactive", {
          onText: (piece) => pieces.push(piece),
        }),
      ).rejects.toMatchObject({ unusable: "refused this server's key (HTTP 401)" });
      expect(pieces).toEqual(["Hello"]);
    });

    it("says the provider's failure when the offline engine cannot run here, and keeps asking the provider", async () => {
      const { ai, offline } = service(() => Promise.resolve(""));
      offline.transcription.transcribe = () =>
        Promise.reject(new EngineUnavailableError("Install pocketsphinx."));
      offline.transcription.unavailableReason = () => Promise.resolve("Install pocketsphinx.");
      for (let i = 0; i < 2; i++) {
        await expect(ai.transcribe("u", new Uint8Array(0))).rejects.toMatchObject({
          message: "groq:whisper failed: HTTP 401 invalid x-api-key",
        });
      }
      expect((await ai.engines("u")).transcribe).toMatchObject({ engine: "groq:whisper", available: true });
      // With the recogniser here, it stands in, and the service is passed over.
      offline.transcription.unavailableReason = () => Promise.resolve(undefined);
      offline.transcription.transcribe = () =>
        Promise.resolve({ text: "heard", durationSeconds: 1, engine: "fake-transcription" });
      expect((await ai.transcribe("u", new Uint8Array(0))).engine).toBe("fake-transcription");
    });
  });
});
