import { spawnSync } from "node:child_process";
import { readFileSync } from "node:fs";
import { request as httpRequest } from "node:http";
import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, describe, expect, it, vi } from "vitest";
import { call, errorCode, signUp } from "../test/api-client";
import { createCourseTree } from "../test/course-fixtures";
import { settled, upload } from "../test/uploads";
import { readMp3 } from "../test/mp3";
import { encodeRecording, firstRecording } from "../test/speech-recordings";
import { wav } from "../test/wav";
import { wavDeclaring } from "./test-support/recordings";
import { characterAccuracy, closeRenderer, renderText } from "../test/render-text";
import { startTestServer, type TestServer } from "../test/test-server";
import { OfflineTutorEngine } from "./offline/offline-tutor.engine";

const passage = readFileSync(new URL("./offline/fixtures/photosynthesis.txt", import.meta.url), "utf8");

describe("AI text routes", () => {
  let t: TestServer;
  // One server for the file, and one more for the tests of a low AI limit (each of those has
  // users of its own, and the limit is each user's): starting one per test took most of the time.
  const servers = new Map<string, Promise<TestServer>>();
  const server = (aiRequestsPerMinute?: string) => {
    const key = aiRequestsPerMinute ?? "default";
    let started = servers.get(key);
    if (!started) {
      started = startTestServer(
        "pglite",
        aiRequestsPerMinute ? { env: { AI_REQUESTS_PER_MINUTE: aiRequestsPerMinute } } : {},
      );
      servers.set(key, started);
    }
    return started;
  };
  // A test's spies on the server's services end with it.
  afterEach(() => vi.restoreAllMocks());
  afterAll(async () => {
    for (const started of servers.values()) await (await started).stop();
  });

  it('answer "User not authenticated" without a token', async () => {
    t = await server();
    for (const url of [
      "/api/ai/summarize",
      "/api/ai/title-and-summary",
      "/api/ai/speak",
      "/api/ai/ocr",
      "/api/ai/transcribe",
    ]) {
      const res = await call(t, "POST", url, { body: { text: passage } });
      expect(res.status).toBe(401);
      expect(res.body).toEqual({ error: { code: "unauthenticated", message: "User not authenticated" } });
    }
  });

  it("summarise and title a text, saying which engine did it", async () => {
    t = await server();
    const { token } = await signUp(t);
    const summary = await call<{ summary: string; engine: string }>(t, "POST", "/api/ai/summarize", {
      token,
      body: { text: passage, instruction: "Summarise this for a spoken lecture." },
    });
    expect(summary.status).toBe(200);
    expect(summary.body.engine).toBe("offline-extractive");
    expect(summary.body.summary.startsWith("Photosynthesis is the process")).toBe(true);

    const titled = await call<{ title: string; summary: string; engine: string }>(
      t,
      "POST",
      "/api/ai/title-and-summary",
      {
        token,
        body: { text: passage },
      },
    );
    expect(titled.body).toMatchObject({ title: "Photosynthesis", engine: "offline-extractive" });
  });

  it("refuse empty and over-long text with clear messages", async () => {
    t = await server();
    const { token } = await signUp(t);
    const empty = await call(t, "POST", "/api/ai/summarize", { token, body: { text: "   " } });
    expect(empty.status).toBe(400);
    expect(empty.body).toEqual({
      error: { code: "invalid-argument", message: "There is no text to summarize." },
    });
    const long = await call(t, "POST", "/api/ai/summarize", {
      token,
      body: { text: "word ".repeat(40_001) },
    });
    expect(long.status).toBe(400);
    expect((long.body as { error: { message: string } }).error.message).toBe(
      "The text is too long: at most 200,000 characters.",
    );
  });

  it("count no refused upload against the user: a file of the wrong type costs none of their calls", async () => {
    t = await server("2");
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const place = { courseId: course.id, dayId: day.id };
    for (let i = 0; i < 3; i++) {
      const refused = await upload(
        t,
        a.token,
        place,
        "image",
        new TextEncoder().encode("<html>not a picture"),
      );
      expect(refused.status).toBe(415);
    }
    const ask = () => call(t, "POST", "/api/ai/summarize", { token: a.token, body: { text: passage } });
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(200);
    expect((await ask()).status).toBe(429);
  });

  it("throttle each user: the N+1th call in a minute gets 429 with Retry-After", async () => {
    t = await server("2");
    const a = await signUp(t);
    const b = await signUp(t);
    const ask = (token: string) => call(t, "POST", "/api/ai/summarize", { token, body: { text: passage } });
    expect((await ask(a.token)).status).toBe(200);
    expect((await ask(a.token)).status).toBe(200);
    const third = await ask(a.token);
    expect(third.status).toBe(429);
    expect(errorCode(third)).toBe("ai/too-many-requests");
    const seconds = Number(third.headers.get("retry-after"));
    expect(seconds).toBeGreaterThan(0);
    // Whose limit and how long, not the sign-in's "blocked all requests from this device".
    expect((third.body as { error: { message: string } }).error.message).toBe(
      `You have made too many AI requests in the last minute. Wait ${seconds} ${seconds === 1 ? "second" : "seconds"} before the next one.`,
    );
    expect((await ask(b.token)).status).toBe(200);
  });

  it("counts a background task once, when it is asked for: what it does later is not refused", async () => {
    t = await server("2");
    const a = await signUp(t);
    const { course, day } = await createCourseTree(t, a.token);
    const place = { courseId: course.id, dayId: day.id };
    // The upload is one call; the user's next takes the last of the minute's.
    const sent = await upload(t, a.token, place, "image", await renderText("Mitochondria release energy."));
    expect(sent.status).toBe(202);
    expect(
      (await call(t, "POST", "/api/ai/summarize", { token: a.token, body: { text: passage } })).status,
    ).toBe(200);
    // Its reading and writing-up are not refused for them.
    expect((await settled(t, a.token, sent.body.id)).state).toBe("done");
    // A third upload in the minute is refused when asked for, not failed later.
    const third = await upload(t, a.token, place, "image", await renderText("More notes."));
    expect(third.status).toBe(429);
  });

  it("gets the caller's tutor ready when asked, as none of their AI calls, and answers 204 even when it cannot", async () => {
    t = await server("2");
    expect((await call(t, "POST", "/api/ai/tutor/warm-up")).status).toBe(401);
    const a = await signUp(t);
    const warmUp = vi.spyOn(OfflineTutorEngine.prototype, "warmUp");
    for (let n = 0; n < 3; n++) {
      const res = await call(t, "POST", "/api/ai/tutor/warm-up", { token: a.token });
      expect(res.status).toBe(204);
    }
    // The offline tutor (no language model is configured), for this user, behind others' work.
    expect(warmUp.mock.calls).toEqual(
      Array(3).fill([
        { owner: a.user.uid, priority: "background", signal: expect.any(AbortSignal) as AbortSignal },
      ]),
    );
    // A tutor that cannot get ready is not the caller's error: the first question says why.
    warmUp.mockRejectedValueOnce(new Error("the text thread could not start"));
    expect((await call(t, "POST", "/api/ai/tutor/warm-up", { token: a.token })).status).toBe(204);
    // None of it counted against the user's two AI calls a minute.
    for (let n = 0; n < 2; n++) {
      const res = await call(t, "POST", "/api/ai/summarize", { token: a.token, body: { text: passage } });
      expect(res.status).toBe(200);
    }
  });

  it("read text aloud as MP3, naming the engine, the voice and the length", async () => {
    t = await server();
    const { token } = await signUp(t);
    const res = await t.fetch("/api/ai/speak", {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
      body: JSON.stringify({
        text: "Chlorophyll absorbs red and blue light.",
        voiceName: "en-US-AvaMultilingualNeural",
      }),
    });
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toBe("audio/mpeg");
    expect(res.headers.get("x-engine")).toBe("offline-flite");
    expect(res.headers.get("x-voice")).toBe("slt");
    const mp3 = readMp3(new Uint8Array(await res.arrayBuffer()));
    expect(mp3.durationSeconds).toBeGreaterThan(1);
    expect(Math.abs(mp3.durationSeconds - Number(res.headers.get("x-audio-duration")))).toBeLessThan(0.2);

    const blank = await call(t, "POST", "/api/ai/speak", { token, body: { text: " " } });
    expect(blank.body).toEqual({
      error: { code: "invalid-argument", message: "There is no text to read aloud." },
    });
    const long = await call(t, "POST", "/api/ai/speak", { token, body: { text: "x".repeat(20_001) } });
    expect((long.body as { error: { message: string } }).error.message).toBe(
      "The text is too long to read aloud: at most 20,000 characters.",
    );
  });

  it("read aloud in the voice the user chose in Settings, unless the caller names one", async () => {
    t = await server();
    const { token } = await signUp(t);
    const speak = (body: Record<string, string>) =>
      t.fetch("/api/ai/speak", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify(body),
      });
    const voiceOf = (res: Response) => [res.headers.get("x-engine"), res.headers.get("x-voice")];
    expect(voiceOf(await speak({ text: "Cells divide." }))).toEqual(["offline-flite", "slt"]);
    await call(t, "PUT", "/api/settings", { token, body: { lectureVoice: "rms" } });
    expect(voiceOf(await speak({ text: "Cells divide." }))).toEqual(["offline-flite", "rms"]);
    expect(voiceOf(await speak({ text: "Cells divide.", voiceName: "kal16" }))).toEqual([
      "offline-flite",
      "kal16",
    ]);
    await call(t, "PUT", "/api/settings", { token, body: { lectureVoice: "espeak" } });
    expect(voiceOf(await speak({ text: "Cells divide." }))).toEqual(["offline-espeak-ng", "en-us"]);
  });

  it("find the text in a picture sent as its own bytes, and refuse what is not a picture", async () => {
    t = await server();
    const { token } = await signUp(t);
    const words = "Enzymes speed up reactions without being used up.";
    const png = await renderText(words);
    await closeRenderer();
    const res = await call<{ text: string; confidence: number; engine: string }>(t, "POST", "/api/ai/ocr", {
      token,
      raw: { type: "image/png", bytes: png },
    });
    expect(res.status).toBe(200);
    expect(res.body.engine).toBe("offline-tesseract");
    expect(characterAccuracy(words, res.body.text)).toBeGreaterThanOrEqual(0.98);

    const text = await call(t, "POST", "/api/ai/ocr", {
      token,
      raw: { type: "image/png", bytes: new TextEncoder().encode("hello") },
    });
    expect(text.status).toBe(400);
    expect(errorCode(text)).toBe("ai/unreadable-image");
    const json = await call(t, "POST", "/api/ai/ocr", { token, body: { image: "x" } });
    expect(json.status).toBe(415);
    const huge = await call(t, "POST", "/api/ai/ocr", {
      token,
      raw: { type: "image/png", bytes: new Uint8Array(10 * 1024 * 1024 + 1) },
    });
    expect(huge.status).toBe(413);
    expect(huge.body).toMatchObject({ error: { message: "The file is too large: at most 10 MB." } });
    // Bytes sent as what they are not said to be: the route's own words, not "Unsupported Media Type".
    const untyped = await call(t, "POST", "/api/ai/ocr", {
      token,
      raw: { type: "application/octet-stream", bytes: png },
    });
    expect(untyped.status).toBe(415);
    expect(untyped.body).toMatchObject({
      error: { message: "Send the picture itself, with an image/* Content-Type." },
    });
    const empty = await call(t, "POST", "/api/ai/ocr", {
      token,
      raw: { type: "image/png", bytes: new Uint8Array(0) },
    });
    expect(empty.status).toBe(400);
    expect(empty.body).toMatchObject({ error: { message: "The file is empty." } });
  });

  it(
    "transcribe a recording as the browser sends it, and explain what cannot be transcribed",
    { timeout: 60_000 },
    async () => {
      t = await server();
      const { token } = await signUp(t);
      const recording = await firstRecording();
      const scratch = await mkdtemp(path.join(tmpdir(), "transcribe-route-"));
      try {
        const webm = await readFile(
          await encodeRecording(recording.file, scratch, "webm (opus, as Chrome records)"),
        );
        const res = await call<{ transcription: string; durationSeconds: number; engine: string }>(
          t,
          "POST",
          "/api/ai/transcribe",
          { token, raw: { type: "audio/webm;codecs=opus", bytes: webm } },
        );
        expect(res.status).toBe(200);
        expect(res.body.engine).toBe("offline-pocketsphinx");
        expect(res.body.transcription).toMatch(/leisure to consider/i);
        expect(res.body.durationSeconds).toBeCloseTo(7.1, 0);
      } finally {
        await rm(scratch, { recursive: true, force: true });
      }

      const silence = await call(t, "POST", "/api/ai/transcribe", {
        token,
        raw: { type: "audio/wav", bytes: wav(new Float32Array(32_000), 16_000) },
      });
      expect(silence.status).toBe(422);
      expect(silence.body).toEqual({
        error: { code: "ai/empty-transcription", message: "Transcription failed or returned empty." },
      });
      const garbage = await call(t, "POST", "/api/ai/transcribe", {
        token,
        raw: { type: "audio/mpeg", bytes: new TextEncoder().encode("not audio") },
      });
      expect(garbage.status).toBe(400);
      expect(errorCode(garbage)).toBe("ai/unreadable-audio");
      const json = await call(t, "POST", "/api/ai/transcribe", { token, body: { audio: "x" } });
      expect(json.status).toBe(415);
      const huge = await call(t, "POST", "/api/ai/transcribe", {
        token,
        raw: { type: "audio/wav", bytes: new Uint8Array(25 * 1024 * 1024 + 1) },
      });
      expect(huge.status).toBe(413);
      expect(huge.body).toMatchObject({ error: { message: "The file is too large: at most 25 MB." } });
      const untyped = await call(t, "POST", "/api/ai/transcribe", {
        token,
        raw: { type: "application/octet-stream", bytes: new Uint8Array(100) },
      });
      expect(untyped.status).toBe(415);
      expect(untyped.body).toMatchObject({
        error: { message: "Send the recording itself, with an audio/* Content-Type." },
      });
      const empty = await call(t, "POST", "/api/ai/transcribe", {
        token,
        raw: { type: "audio/webm;codecs=opus", bytes: new Uint8Array(0) },
      });
      expect(empty.status).toBe(400);
      expect(empty.body).toMatchObject({ error: { message: "The file is empty." } });
    },
  );

  it("refuse pictures and recordings whose headers ask for too much, before any decoding, with clear 4xx", async () => {
    t = await server();
    const { token } = await signUp(t);
    const png = new Uint8Array(33);
    png.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]);
    new DataView(png.buffer).setUint32(16, 16_000);
    new DataView(png.buffer).setUint32(20, 16_000);
    const picture = await call(t, "POST", "/api/ai/ocr", { token, raw: { type: "image/png", bytes: png } });
    expect(picture.status).toBe(413);
    expect(picture.body).toEqual({
      error: {
        code: "ai/unsupported-image",
        message:
          "The picture is too large (16,000 × 16,000 pixels): at most 40 megapixels and 12,000 pixels on a side.",
      },
    });

    const transcribe = (bytes: Uint8Array) =>
      call(t, "POST", "/api/ai/transcribe", { token, raw: { type: "audio/wav", bytes } });
    // Before: 8 s frozen and 818 MB; a 500 at 4e9 Hz; 5 s frozen then "too long" at 250 Hz.
    for (const [rate, size] of [
      [200_000_000, 3000],
      [4_000_000_000, 3000],
      [250, 1_000_000],
    ] as const) {
      const res = await transcribe(wavDeclaring({ rate }, size));
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        error: {
          code: "ai/unreadable-audio",
          message: `The recording's sample rate (${rate.toLocaleString("en-US")} Hz) is not supported: use 8,000 to 192,000 Hz.`,
        },
      });
    }
    // 16 minutes at 8 kHz, 8-bit (7.7 MB): refused by its header's length.
    const long = await transcribe(wavDeclaring({ rate: 8_000, bits: 8 }, 8_000 * 60 * 16));
    expect(long.status).toBe(413);
    expect(long.body).toEqual({
      error: { code: "ai/audio-too-long", message: "The recording is too long: at most 15 minutes." },
    });
  });

  it(
    "stops recognising a recording when its client leaves before the answer",
    { timeout: 120_000 },
    async () => {
      t = await server();
      const { token } = await signUp(t);
      // Five minutes of noise: the recogniser spends a while on each of its 90-second parts.
      let seed = 1;
      const noise = new Float32Array(16_000 * 300).map(() => {
        seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
        return (seed / 2 ** 31 - 0.5) * 0.6;
      });
      // The server runs in this process: its recognisers are this process's children.
      const recognisers = () =>
        spawnSync("ps", ["--ppid", String(process.pid), "-o", "comm="], { encoding: "utf8" })
          .stdout.split("\n")
          .filter((command) => command.startsWith("pocketsphinx")).length;
      const leaving = new AbortController();
      const request = t
        .fetch("/api/ai/transcribe", {
          method: "POST",
          headers: { authorization: `Bearer ${token}`, "content-type": "audio/wav" },
          body: wav(noise, 16_000),
          signal: leaving.signal,
        })
        .catch((error: unknown) => error);
      await vi.waitFor(() => expect(recognisers()).toBe(1), { timeout: 60_000, interval: 50 });
      leaving.abort();
      expect(await request).toMatchObject({ name: "AbortError" });
      // Before: the recogniser went on through every part of a recording nobody was waiting for
      // (the next part was being recognised within a second of the last).
      await vi.waitFor(() => expect(recognisers()).toBe(0), { timeout: 5_000, interval: 50 });
      for (const watching = Date.now(); Date.now() - watching < 3_000;) {
        expect(recognisers()).toBe(0);
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      // And the next recording is heard as usual.
      const next = await call<{ transcription: string }>(t, "POST", "/api/ai/transcribe", {
        token,
        raw: { type: "audio/wav", bytes: await readFile((await firstRecording()).file) },
      });
      expect(next.status).toBe(200);
      expect(next.body.transcription).toMatch(/leisure/i);
    },
  );

  it("stops reading aloud, at the next sentence, when its client leaves before the answer", async () => {
    t = await server();
    const { token } = await signUp(t);
    const speak = vi.spyOn(t.server.app.services.ai, "speak");
    const leaving = new AbortController();
    const request = t
      .fetch("/api/ai/speak", {
        method: "POST",
        headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
        body: JSON.stringify({ text: "Each sentence is read in its turn. ".repeat(100) }),
        signal: leaving.signal,
      })
      .catch((error: unknown) => error);
    await vi.waitFor(() => expect(speak).toHaveBeenCalled());
    const signal = speak.mock.calls[0]?.[3];
    // Before: no signal, so the whole text was read for nobody.
    expect(signal?.aborted).toBe(false);
    leaving.abort();
    expect(await request).toMatchObject({ name: "AbortError" });
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
    await expect(speak.mock.results[0]?.value).rejects.toMatchObject({ cause: { name: "AbortError" } });
  });

  it("stops reading a picture when its client leaves before the answer", async () => {
    t = await server();
    const { token } = await signUp(t);
    const recognize = vi.spyOn(t.server.app.services.ai, "recognize");
    const page = await renderText(
      "The Calvin cycle fixes carbon dioxide into sugar in the stroma.\n".repeat(12),
      {
        width: 1240,
        fontPx: 22,
      },
    );
    // Sent with node:http, whose connection ends with the request (fetch's pool opens another).
    const request = httpRequest(`${t.url}/api/ai/ocr`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "image/png" },
    });
    request.on("error", () => undefined);
    request.end(page);
    await vi.waitFor(() => expect(recognize).toHaveBeenCalled());
    const signal = recognize.mock.calls[0]?.[2]?.signal;
    // Before: no signal, so the page was read for nobody.
    expect(signal?.aborted).toBe(false);
    request.destroy();
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
    await expect(recognize.mock.results[0]?.value).rejects.toMatchObject({ name: "AbortError" });
  });

  it("lets go of a title and summary when its client leaves before the answer", async () => {
    t = await server();
    const { token } = await signUp(t);
    // A summary that takes until it is cancelled (a busy worker, a slow provider).
    const titleAndSummary = vi
      .spyOn(t.server.app.services.ai, "titleAndSummary")
      .mockImplementation(
        (_uid, _text, _priority, signal) =>
          new Promise((_resolve, reject) =>
            signal?.addEventListener("abort", () => reject(new Error("cancelled", { cause: signal.reason }))),
          ),
      );
    const request = httpRequest(`${t.url}/api/ai/title-and-summary`, {
      method: "POST",
      headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    });
    request.on("error", () => undefined);
    request.end(JSON.stringify({ text: "Mitosis makes two identical cells." }));
    await vi.waitFor(() => expect(titleAndSummary).toHaveBeenCalled());
    const signal = titleAndSummary.mock.calls[0]?.[3];
    // Before: no signal, so the summary was written (or a provider asked, and retried) for nobody.
    expect(signal?.aborted).toBe(false);
    request.destroy();
    await vi.waitFor(() => expect(signal?.aborted).toBe(true));
  });
});
