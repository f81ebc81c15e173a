import { afterAll, describe, expect, it } from "vitest";
import { readMp3 } from "../../test/mp3";
import { OfflineSpeechEngine, espeakVoice, speechChunks } from "./offline-speech.engine";

const engine = new OfflineSpeechEngine();
afterAll(() => engine.close());

const SHORT = "Photosynthesis turns light energy into chemical energy.";
const LONG = Array.from(
  { length: 6 },
  () => "The Calvin cycle fixes carbon dioxide from the air into sugar, using the energy made by light.",
).join(" ");

describe("offline speech", () => {
  it("speaks text as a valid MP3 whose length fits the text", async () => {
    const speech = await engine.speak({ text: SHORT });
    expect(speech).toMatchObject({ contentType: "audio/mpeg", engine: "offline-espeak-ng", voice: "en-us" });
    const mp3 = readMp3(speech.audio);
    expect(mp3.sampleRate).toBe(22050);
    // Seven words at eSpeak's 175 words a minute: between 2 and 6 seconds.
    expect(mp3.durationSeconds).toBeGreaterThan(2);
    expect(mp3.durationSeconds).toBeLessThan(6);
    expect(Math.abs(mp3.durationSeconds - speech.durationSeconds)).toBeLessThan(0.2);
  });

  it("takes longer for more text, spoken piece by piece", async () => {
    const short = readMp3((await engine.speak({ text: SHORT })).audio).durationSeconds;
    const long = readMp3((await engine.speak({ text: LONG })).audio).durationSeconds;
    expect(long / short).toBeGreaterThan(6);
    expect(long / short).toBeLessThan(18);
  });

  it("tells how much of a long text is spoken as each piece is said, up to all of it", async () => {
    const shares: number[] = [];
    await engine.speak({ text: LONG }, { onProgress: (share) => shares.push(share) });
    expect(speechChunks(LONG).length).toBeGreaterThan(1);
    expect(shares).toHaveLength(speechChunks(LONG).length);
    expect(shares).toEqual([...shares].sort((a, b) => a - b));
    expect(shares.at(-1)).toBe(1);
  });

  it("chooses a British voice when asked for one, and splits long text at sentence ends", async () => {
    expect(espeakVoice("en-GB-RyanNeural")).toBe("en-gb");
    expect(espeakVoice("en-US-AvaMultilingualNeural")).toBe("en-us");
    expect(espeakVoice(undefined)).toBe("en-us");
    const chunks = speechChunks("One two. ".repeat(300));
    expect(chunks.length).toBeGreaterThan(1);
    for (const chunk of chunks) {
      expect(chunk.length).toBeLessThanOrEqual(1000);
      expect(chunk.endsWith(".")).toBe(true);
    }
    const britishSpeech = await engine.speak({ text: SHORT, voice: "en-GB-RyanNeural" });
    expect(britishSpeech.voice).toBe("en-gb");
    expect(readMp3(britishSpeech.audio).frames).toBeGreaterThan(0);
  });
});

describe("offline speech shared between users", () => {
  it("cuts a sentence too long for one piece between words", () => {
    const chunks = speechChunks(`${"word ".repeat(700)}end.`);
    expect(chunks.length).toBeGreaterThan(3);
    for (const chunk of chunks) expect(chunk.length).toBeLessThanOrEqual(500);
    expect(chunks.join(" ")).toBe(`${"word ".repeat(700)}end.`);
    expect(speechChunks("x".repeat(1200)).map((c) => c.length)).toEqual([500, 500, 200]);
  });

  it("answers another user's short text while a long one is still being spoken", async () => {
    await engine.speak({ text: "Warm up." });
    const long = "The Calvin cycle fixes carbon dioxide into sugar. ".repeat(120);
    expect(speechChunks(long).length).toBe(12);
    const finished: string[] = [];
    const longJob = engine.speak({ text: long }, { owner: "a" }).then((speech) => {
      finished.push("long");
      return speech;
    });
    // The other user asks a moment later, when the long text is well under way.
    await new Promise((resolve) => setTimeout(resolve, 300));
    const started = performance.now();
    const hello = await engine.speak({ text: "Hello." }, { owner: "b" });
    const waited = performance.now() - started;
    finished.push("hello");
    const speech = await longJob;
    // Before: one job at a time, so "Hello." waited for the whole long text (22 s behind 20,000 characters).
    expect(finished).toEqual(["hello", "long"]);
    expect(readMp3(hello.audio).durationSeconds).toBeLessThan(3);
    // The long text is still one MP3, as long as all its pieces.
    expect(readMp3(speech.audio).durationSeconds).toBeGreaterThan(200);
    expect(Math.abs(readMp3(speech.audio).durationSeconds - speech.durationSeconds)).toBeLessThan(0.5);
    console.info(`"Hello." took ${Math.round(waited)} ms while a 6,000-character text was spoken`);
  });

  it("speaks background work only when no one is waiting", async () => {
    const finished: string[] = [];
    const background = engine
      .speak(
        { text: "This lecture is generated in the background. ".repeat(40) },
        { owner: "lectures", priority: "background" },
      )
      .then(() => finished.push("background"));
    const interactive = engine
      .speak({ text: "Right now, please." }, { owner: "a" })
      .then(() => finished.push("interactive"));
    await Promise.all([background, interactive]);
    expect(finished).toEqual(["interactive", "background"]);
  });
});
