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
