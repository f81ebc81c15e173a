import { mkdtemp, readFile, rm } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { EmptyTranscriptionError } from "../engine-errors";
import { OfflineSpeechEngine } from "../offline/offline-speech.engine";
import { json, startLoopback, type Loopback } from "../../test/loopback";
import { readMp3 } from "../../test/mp3";
import { encodeRecording, firstRecording } from "../../test/speech-recordings";
import { withRecordedWaits } from "../../test/provider-engines";

let server: Loopback;
let mp3: Uint8Array;
const { slept, engines } = withRecordedWaits();

beforeAll(async () => {
  server = await startLoopback();
  // Real MP3 bytes for the speech providers to send back.
  const speech = new OfflineSpeechEngine();
  mp3 = (await speech.speak({ text: "Cells divide." })).audio;
  await speech.close();
});
afterAll(() => server.close());

const openai = (features: ("language" | "transcription" | "speech")[]) => ({
  apiKey: "sk-test",
  baseUrl: `${server.url}/v1`,
  model: "gpt-test",
  transcriptionModel: "whisper-1",
  speechModel: "tts-1",
  speechVoice: "nova",
  features,
});

/** The multipart form fields of a recorded upload, by name. */
function formFields(body: Buffer, contentType: string | undefined): Record<string, string> {
  const boundary = /boundary=(.+)$/.exec(contentType ?? "")?.[1] ?? "";
  const fields: Record<string, string> = {};
  for (const part of body.toString("latin1").split(`--${boundary}`)) {
    const name = /name="([^"]+)"/.exec(part)?.[1];
    if (name) fields[name] = part.slice(part.indexOf("\r\n\r\n") + 4).replace(/\r\n$/, "");
  }
  return fields;
}

describe("transcription providers", () => {
  it("Groq: uploads the browser's WebM recording to whisper-large-v3 and reads the text", async () => {
    const scratch = await mkdtemp(path.join(tmpdir(), "groq-test-"));
    const recording = await readFile(
      await encodeRecording((await firstRecording()).file, scratch, "webm (opus, as Chrome records)"),
    );
    await rm(scratch, { recursive: true, force: true });
    server.answer(json({ text: " He was not an ill disposed young man. ", x_groq: { id: "req_01" } }));
    const [groq] = engines({
      groq: {
        apiKey: "gsk-test",
        baseUrl: `${server.url}/openai/v1`,
        transcriptionModel: "whisper-large-v3",
      },
    }).transcribers;
    const result = await groq?.transcribe(new Uint8Array(recording));
    expect(result).toMatchObject({
      text: "He was not an ill disposed young man.",
      engine: "groq:whisper-large-v3",
    });
    expect(result?.durationSeconds).toBeCloseTo(7.1, 0);
    const [request] = server.requests;
    expect(request?.url).toBe("/openai/v1/audio/transcriptions");
    expect(request?.headers.authorization).toBe("Bearer gsk-test");
    expect(request?.headers["content-type"]).toMatch(/^multipart\/form-data; boundary=/);
    const fields = formFields(request?.body ?? Buffer.alloc(0), request?.headers["content-type"]);
    expect(fields.model).toBe("whisper-large-v3");
    expect(fields.file?.length).toBe(recording.length);
    // Whisper servers go by the file name's extension.
    expect(request?.body.toString("latin1")).toMatch(
      /name="file"; filename="audio\.webm"\r\nContent-Type: audio\/webm/,
    );
  });

  it("OpenAI-compatible: retries 503, and an empty text is the spec's empty result", async () => {
    server.answer(json({ error: { message: "busy" } }, 503), json({ text: "" }));
    const [whisper] = engines({ openai: openai(["transcription"]) }).transcribers;
    expect(whisper?.name).toBe("openai:whisper-1");
    await expect(whisper?.transcribe(new Uint8Array(mp3))).rejects.toThrow(
      new EmptyTranscriptionError("Transcription failed or returned empty."),
    );
    expect(slept).toEqual([1000]);
    expect(server.requests.map((r) => r.url)).toEqual([
      "/v1/audio/transcriptions",
      "/v1/audio/transcriptions",
    ]);
  });

  it("drops the provider's request, and retries nothing, when its caller leaves", async () => {
    // A provider that would answer 503 (overloaded: retried) only after a while.
    server.answer({ ...json({ error: { message: "busy" } }, 503), delayMs: 5_000 });
    const [whisper] = engines({ openai: openai(["transcription"]) }).transcribers;
    const leaving = new AbortController();
    const heard = whisper?.transcribe(new Uint8Array(mp3), { signal: leaving.signal });
    const refused = expect(heard).rejects.toMatchObject({ name: "AbortError" });
    await vi.waitFor(() => expect(server.requests).toHaveLength(1));
    leaving.abort();
    await refused;
    // Before: the request ran on, and was retried three times, for nobody.
    expect(slept).toEqual([]);
    expect(server.requests).toHaveLength(1);
  });

  it("Groq comes before an OpenAI-compatible server when both are set", () => {
    const both = engines({
      groq: { apiKey: "g", baseUrl: undefined, transcriptionModel: "whisper-large-v3" },
      openai: openai(["transcription"]),
    });
    expect(both.transcribers.map((t) => t.name)).toEqual(["groq:whisper-large-v3", "openai:whisper-1"]);
  });
});

describe("speech providers", () => {
  it("Azure: sends SSML for the spec's multilingual neural voice and returns the MP3", async () => {
    server.answer({ status: 200, headers: { "content-type": "audio/mpeg" }, body: mp3 });
    const [azure] = engines({
      azureSpeech: { apiKey: "az-key", baseUrl: server.url, voice: "en-US-AvaMultilingualNeural" },
    }).speakers;
    const speech = await azure?.speak({
      text: "Cells <divide> & grow.",
      voice: "en-US-AvaMultilingualNeural",
    });
    expect(speech).toMatchObject({
      engine: "azure-speech",
      voice: "en-US-AvaMultilingualNeural",
      contentType: "audio/mpeg",
    });
    expect(speech?.audio).toEqual(mp3);
    expect(Math.abs((speech?.durationSeconds ?? 0) - readMp3(mp3).durationSeconds)).toBeLessThan(0.1);
    const [request] = server.requests;
    expect(request?.url).toBe("/cognitiveservices/v1");
    expect(request?.headers["ocp-apim-subscription-key"]).toBe("az-key");
    expect(request?.headers["content-type"]).toBe("application/ssml+xml");
    expect(request?.headers["x-microsoft-outputformat"]).toBe("audio-24khz-48kbitrate-mono-mp3");
    expect(request?.body.toString()).toBe(
      '<speak version="1.0" xmlns="http://www.w3.org/2001/10/synthesis" xml:lang="en-US"><voice name="en-US-AvaMultilingualNeural">Cells &#60;divide&#62; &#38; grow.</voice></speak>',
    );
  });

  it("Azure: retries 529 three times, then reports the overload", async () => {
    server.answer({ status: 529, body: "" });
    const [azure] = engines({
      azureSpeech: { apiKey: "k", baseUrl: server.url, voice: "en-US-AvaMultilingualNeural" },
    }).speakers;
    await expect(azure?.speak({ text: "Hello." })).rejects.toThrow(
      "azure-speech is overloaded. Please try again in a minute.",
    );
    expect(slept).toEqual([1000, 2000, 4000]);
    expect(server.requests).toHaveLength(4);
  });

  it("OpenAI-compatible: posts model, input and voice to /audio/speech", async () => {
    server.answer({ status: 200, headers: { "content-type": "audio/mpeg" }, body: mp3 });
    const [speaker] = engines({ openai: openai(["speech"]) }).speakers;
    const speech = await speaker?.speak({ text: "Cells divide." });
    expect(speech).toMatchObject({ engine: "openai:tts-1", voice: "nova" });
    expect(server.requests[0]?.url).toBe("/v1/audio/speech");
    expect(server.requests[0]?.json).toMatchObject({
      model: "tts-1",
      input: "Cells divide.",
      voice: "nova",
      response_format: "mp3",
    });
  });

  it("refuses audio that is not MP3", async () => {
    server.answer({
      status: 200,
      headers: { "content-type": "audio/mpeg" },
      body: "<html>proxy error</html>",
    });
    const [speaker] = engines({ openai: openai(["speech"]) }).speakers;
    await expect(speaker?.speak({ text: "Hi." })).rejects.toThrow(
      "openai:tts-1 returned audio that is not MP3.",
    );
  });
});

describe("Google Vision OCR", () => {
  const vision = () => engines({ googleVision: { apiKey: "gv-key", baseUrl: server.url } }).readers[0];

  it("posts the picture as base64 for TEXT_DETECTION and reads the first annotation", async () => {
    server.answer(
      json({
        responses: [
          { textAnnotations: [{ description: "Mitosis\nmakes two cells" }, { description: "Mitosis" }] },
        ],
      }),
    );
    const picture = new Uint8Array([0x89, 0x50, 0x4e, 0x47, 1, 2, 3]);
    const result = await vision()?.recognize(picture);
    expect(result).toEqual({ text: "Mitosis\nmakes two cells", confidence: 100, engine: "google-vision" });
    const [request] = server.requests;
    expect(request?.url).toBe("/v1/images:annotate");
    expect(request?.headers["x-goog-api-key"]).toBe("gv-key");
    expect(request?.json).toEqual({
      requests: [
        {
          image: { content: Buffer.from(picture).toString("base64") },
          features: [{ type: "TEXT_DETECTION" }],
        },
      ],
    });
  });

  it('says "No text detected" when there are no annotations, and refuses a malformed answer', async () => {
    server.answer(json({ responses: [{}] }));
    expect((await vision()?.recognize(new Uint8Array([1])))?.text).toBe("No text detected");
    server.answer(json({ answer: "what?" }));
    await expect(vision()?.recognize(new Uint8Array([1]))).rejects.toThrow(
      "google-vision returned an answer in an unexpected format.",
    );
    server.answer(json({ responses: [{ error: { code: 3, message: "Bad image data." } }] }));
    await expect(vision()?.recognize(new Uint8Array([1]))).rejects.toThrow(
      "google-vision failed: Bad image data.",
    );
  });
});
