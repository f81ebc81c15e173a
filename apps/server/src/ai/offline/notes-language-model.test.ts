import { spawnSync } from "node:child_process";
import { existsSync } from "node:fs";
import { mkdir, mkdtemp, readFile, readdir, rm, utimes, writeFile } from "node:fs/promises";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import type { AudioWorker } from "../audio/audio-worker";
import { FairQueue } from "../job-queue";
import { wav } from "../../test/wav";
import { FliteSpeechEngine } from "./flite-speech.engine";
import type { Pronounce, Pronounced } from "./letter-to-sound";
import { ngramProbability, notesLanguageModel, NotLanguageModelError } from "./notes-language-model";
import { type Dictionary, readDictionary } from "./notes-pronunciations";
import { OfflineSpeechEngine } from "./offline-speech.engine";
import { OfflineTranscriptionEngine, type PocketsphinxOptions } from "./offline-transcription.engine";

const MODEL = "/usr/share/pocketsphinx/model/en-us";
const notes =
  "Leaves. Gas exchange happens through tiny pores called stomata. Chloroplasts hold chlorophyll, which absorbs light energy.";
const queue = new FairQueue();
const flite = new FliteSpeechEngine({ fallback: new OfflineSpeechEngine({ queue }), queue });
const recogniser = new OfflineTranscriptionEngine();
let dictionary: Dictionary;

beforeAll(async () => {
  // CI installs Debian's pocketsphinx and pocketsphinx-en-us (.ci/run).
  const reason = await recogniser.unavailableReason();
  if (reason) throw new Error(reason);
  dictionary = readDictionary(await readFile(`${MODEL}/cmudict-en-us.dict`, "latin1"));
});
afterAll(() => Promise.all([flite.close(), recogniser.close()]));

/** The engine's folder of notes' models, once it has made one. */
const notesModelsFolder = () =>
  (recogniser as unknown as { notesModelsFolder?: Promise<string> }).notesModelsFolder;

describe("the recogniser's language model, biased toward the notes", () => {
  it("adds the notes' words the general model lacks, in place of its rarest", async () => {
    const general = await readFile(`${MODEL}/en-us.lm.bin`);
    const { model, added } = notesLanguageModel(general, notes, (word) => dictionary.has(word));
    expect(added.sort()).toEqual(["chloroplasts", "stomata"]);
    // The same model, with the same number of words: only probabilities and two words differ.
    expect(model.subarray(0, 20).toString("latin1")).toBe(general.subarray(0, 20).toString("latin1"));
    expect(model.includes("\0stomata\0", 0, "latin1")).toBe(true);
    expect(general.includes("\0stomata\0", 0, "latin1")).toBe(false);
    expect(Math.abs(model.length - general.length)).toBeLessThan(40);
    expect(ngramProbability(model, ["stomata"])).toBeGreaterThan(-4);
  });

  it("weighs up the notes' words, pairs and triples, and leaves the rest of English as it was", async () => {
    const general = await readFile(`${MODEL}/en-us.lm.bin`);
    const notesOf = (text: string) => notesLanguageModel(general, text, (word) => dictionary.has(word)).model;
    const model = notesOf(`${notes} It is one of the most important processes.`);
    const rises = (words: string[]) =>
      (ngramProbability(model, words) ?? 0) - (ngramProbability(general, words) ?? 0);
    expect(rises(["exchange"])).toBeGreaterThan(1);
    expect(rises(["gas", "exchange"])).toBeGreaterThan(2);
    expect(rises(["of", "the", "most"])).toBeGreaterThan(1);
    expect(rises(["united", "states"])).toBe(0);
    expect(rises(["a", "lot", "of"])).toBe(0);
    // A word the recogniser cannot say parts the words either side: "light" and "energy" were
    // never said together here.
    expect(ngramProbability(notesOf("Light Krebsian energy."), ["light", "energy"])).toBe(
      ngramProbability(general, ["light", "energy"]),
    );
  });

  it("refuses a file that is not a trigram trie model", () => {
    const canSay = () => true;
    expect(() => notesLanguageModel(Buffer.from("ARPA \\data\\ ngram 1=3"), notes, canSay)).toThrow(
      NotLanguageModelError,
    );
    const header = (order: number) =>
      Buffer.concat([Buffer.from("Trie Language Model"), Buffer.from([order]), Buffer.alloc(64)]);
    // A bigram model, and a trigram one cut short.
    expect(() => notesLanguageModel(header(2), notes, canSay)).toThrow(/2-gram/);
    expect(() => notesLanguageModel(header(3), notes, canSay)).toThrow(/cut short/);
    expect(() => notesLanguageModel(header(3), notes, canSay)).toThrow(NotLanguageModelError);
  });

  it(
    "hears a term of the notes it could not hear before, and other words as before",
    { timeout: 120_000 },
    async () => {
      const said = await flite.speak({
        text: "Gas exchange happens through tiny pores called stomata.",
        voice: "rms",
      });
      const plain = await recogniser.transcribe(said.audio);
      expect(plain.text.toLowerCase()).not.toContain("stomata");
      // The notes' model is written once, in the audio thread, and kept for the next answer.
      const build = vi.spyOn((recogniser as unknown as { audio: AudioWorker }).audio, "notesLanguageModel");
      const biased = await recogniser.transcribe(said.audio, { vocabulary: notes });
      expect(biased.text.toLowerCase()).toContain("stomata");
      const other = await flite.speak({ text: "The weather was cold and wet all week.", voice: "rms" });
      const otherPlain = await recogniser.transcribe(other.audio);
      const otherBiased = await recogniser.transcribe(other.audio, { vocabulary: notes });
      expect(otherBiased.text).toBe(otherPlain.text);
      expect(build).toHaveBeenCalledTimes(1);
      const folder = await notesModelsFolder();
      expect(folder && (await readdir(folder))).toHaveLength(1);
      // Stopping the engine (with the server) deletes them.
      await recogniser.close();
      expect(folder && existsSync(folder)).toBe(false);
    },
  );
});

describe("the notes' words the recogniser's dictionary lacks", () => {
  it("hears them in the notes' spelling, said as their relatives there", { timeout: 120_000 }, async () => {
    const engine = new OfflineTranscriptionEngine();
    try {
      const water =
        "The water cycle. Water evaporates from the sea. The water vapour rises, cools and condenses into tiny droplets around dust, forming clouds.";
      const said = await flite.speak({
        text: "The water vapour condenses into tiny droplets.",
        voice: "rms",
      });
      // The dictionary has neither "vapour" nor "condenses": before, neither could be heard.
      expect((await engine.transcribe(said.audio)).text).toMatch(/vapor (?!condenses)/i);
      expect((await engine.transcribe(said.audio, { vocabulary: water })).text).toMatch(/vapour condenses/i);
      // Their pronunciations went into a dictionary of the notes' own, beside their model.
      const folder = await (engine as unknown as { notesModelsFolder: Promise<string> }).notesModelsFolder;
      const dictionary = (await readdir(folder)).find((name) => name.endsWith(".dict"));
      expect(dictionary && (await readFile(path.join(folder, dictionary), "latin1"))).toMatch(
        /\nvapour V EY P ER\n/,
      );
    } finally {
      await engine.close();
    }
  });

  it(
    "hears a term with no relative there, as flite's letter-to-sound rules say it",
    { timeout: 120_000 },
    async () => {
      const engine = new OfflineTranscriptionEngine();
      try {
        const digestion =
          "Digestion. Amylase in saliva breaks starch down into maltose. Protease breaks proteins into amino acids.";
        // Said by flite, whose rules made the pronunciation: synthesised speech, as in the bench.
        const said = await flite.speak({ text: "Amylase breaks starch down into maltose.", voice: "rms" });
        expect((await engine.transcribe(said.audio)).text).not.toMatch(/amylase/i);
        expect((await engine.transcribe(said.audio, { vocabulary: digestion })).text).toMatch(/^amylase/i);
        const folder = await (engine as unknown as { notesModelsFolder: Promise<string> }).notesModelsFolder;
        const dictionary = (await readdir(folder)).find((name) => name.endsWith(".dict"));
        expect(dictionary && (await readFile(path.join(folder, dictionary), "latin1"))).toMatch(
          /\namylase AE M IH L EY Z\n/,
        );
      } finally {
        await engine.close();
      }
    },
  );
});

describe("the notes' models the recogniser keeps", () => {
  it(
    "keeps four, deletes the rest, and deletes those a stopped server left",
    { timeout: 60_000 },
    async () => {
      const scratch = await mkdtemp(path.join(tmpdir(), "notes-models-test-"));
      // A stand-in recogniser that notes the language model it was given (its sixth argument).
      const log = path.join(scratch, "models.log");
      const command = path.join(scratch, "recogniser.sh");
      await writeFile(command, `#!/bin/sh\necho "$6" >> '${log}'\necho words\n`, { mode: 0o755 });
      const stand = new OfflineTranscriptionEngine({ command });
      // A folder of a process that has stopped.
      const gone = spawnSync("true").pid;
      const left = path.join(tmpdir(), `study-well-lm-${gone}-left`);
      await mkdir(left, { recursive: true });
      // And one under this process's number made before it started (a run before a restart).
      const earlier = path.join(tmpdir(), `study-well-lm-${process.pid}-earlier`);
      await mkdir(earlier, { recursive: true });
      const before = new Date(Date.now() - process.uptime() * 1000 - 60_000);
      await utimes(earlier, before, before);
      try {
        const tone = wav(
          new Float32Array(16_000).map((_v, i) => Math.sin(i / 5)),
          16_000,
        );
        await stand.transcribe(tone);
        for (let n = 1; n <= 6; n++) await stand.transcribe(tone, { vocabulary: `${notes} Note ${n}.` });
        await stand.transcribe(tone, { vocabulary: `${notes} Note 6.` });
        const models = (await readFile(log, "utf8")).trim().split("\n");
        expect(models[0]).toBe(`${MODEL}/en-us.lm.bin`);
        const folder = await (stand as unknown as { notesModelsFolder: Promise<string> }).notesModelsFolder;
        expect(models.slice(1).every((file) => path.dirname(file) === folder)).toBe(true);
        expect(new Set(models.slice(1)).size).toBe(6);
        // The same notes again: the same model, not written again.
        expect(models.at(-1)).toBe(models.at(-2));
        // (Those let go are deleted in the background.)
        const kept = models.slice(3, 7).map((file) => path.basename(file));
        await vi.waitFor(async () => expect((await readdir(folder)).sort()).toEqual(kept.sort()));
        expect(existsSync(left)).toBe(false);
        expect(existsSync(earlier)).toBe(false);
      } finally {
        await stand.close();
        await rm(left, { recursive: true, force: true });
        await rm(earlier, { recursive: true, force: true });
        await rm(scratch, { recursive: true, force: true });
      }
    },
  );

  /** A second of tone, for a stand-in recogniser to hear. */
  const tone = wav(
    new Float32Array(16_000).map((_v, i) => Math.sin(i / 5)),
    16_000,
  );

  /**
   * An engine whose recogniser is a stand-in that hears "words", with a spy on the writing of
   * its notes' models; `done` stops it and deletes its scratch folder. `prepare` readies the
   * scratch folder first (a model folder in it, say), and gives more options.
   */
  async function standIn(
    options: Omit<PocketsphinxOptions, "command"> = {},
    prepare?: (scratch: string) => Promise<PocketsphinxOptions>,
  ) {
    const scratch = await mkdtemp(path.join(tmpdir(), "notes-models-test-"));
    const command = path.join(scratch, "recogniser.sh");
    await writeFile(command, "#!/bin/sh\necho words\n", { mode: 0o755 });
    const more = await prepare?.(scratch);
    const stand = new OfflineTranscriptionEngine({ command, ...options, ...more });
    const build = vi.spyOn((stand as unknown as { audio: AudioWorker }).audio, "notesLanguageModel");
    const done = async () => {
      await stand.close();
      await rm(scratch, { recursive: true, force: true });
    };
    return { stand, build, done };
  }

  it("writes no model for an engine stopped while its words were being said", async () => {
    let said: (pronounced: Pronounced) => void = () => undefined;
    const asked = vi.fn(() => new Promise<Pronounced>((resolve) => (said = resolve)));
    const { stand, build, done } = await standIn({ pronounce: asked });
    try {
      const heard = stand.transcribe(tone, { vocabulary: "Amylase digests starch." });
      await vi.waitFor(() => expect(asked).toHaveBeenCalledWith(["amylase"], { background: false }), {
        timeout: 10_000,
      });
      await stand.close();
      said({ phones: new Map([["amylase", "AE M IH L EY Z"]]), interrupted: false });
      await heard.catch(() => undefined);
      expect(build).not.toHaveBeenCalled();
    } finally {
      await done();
    }
  });

  it("writes a model again in the background, a minute later, asking only for the words still unsaid", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    // The first time flite says "amylase", then is interrupted (it crashed, or was slow).
    const asked = vi.fn<Pronounce>(() =>
      Promise.resolve({ phones: new Map([["xylem", "Z AY L AH M"]]), interrupted: false }),
    );
    asked.mockResolvedValueOnce({ phones: new Map([["amylase", "AE M IH L EY Z"]]), interrupted: true });
    const { stand, build, done } = await standIn({ pronounce: asked });
    try {
      const hear = () =>
        stand.transcribe(tone, { vocabulary: "Amylase digests starch. Xylem carries water." });
      await hear();
      expect(asked).toHaveBeenLastCalledWith(["amylase", "xylem"], { background: false });
      // Too soon: the model written without "xylem" is used (and, a while later, still is).
      vi.setSystemTime(Date.now() + 59_000);
      await hear();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(asked).toHaveBeenCalledTimes(1);
      expect(build).toHaveBeenCalledTimes(1);
      // A minute on, the answer is heard with it as it is while it is written again.
      vi.setSystemTime(Date.now() + 2_000);
      expect((await hear()).text).toBe("Words.");
      await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      await build.mock.results[1]?.value;
      expect(asked).toHaveBeenLastCalledWith(["xylem"], { background: true });
      expect(build.mock.calls[1]?.[0].spoken).toEqual([
        ["amylase", "AE M IH L EY Z"],
        ["xylem", "Z AY L AH M"],
      ]);
      // Whole now: not written again.
      vi.setSystemTime(Date.now() + 120_000);
      await hear();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(build).toHaveBeenCalledTimes(2);
    } finally {
      vi.useRealTimers();
      await done();
    }
  });

  it("writes a model again to files of its own, and deletes the old ones once no recording uses them", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const asked = vi.fn<Pronounce>(() =>
      Promise.resolve({ phones: new Map([["xylem", "Z AY L AH M"]]), interrupted: false }),
    );
    asked.mockResolvedValueOnce({ phones: new Map([["amylase", "AE M IH L EY Z"]]), interrupted: true });
    let hold = "";
    let log = "";
    // A recogniser that notes the model and dictionary it was given (its sixth and eighth
    // arguments), and listens for as long as a "hold" file is there.
    const { stand, build, done } = await standIn({ pronounce: asked }, async (scratch) => {
      hold = path.join(scratch, "hold");
      log = path.join(scratch, "heard.log");
      const command = path.join(scratch, "holding.sh");
      await writeFile(
        command,
        `#!/bin/sh\necho "$6 $8" >> '${log}'\nwhile [ -e '${hold}' ]; do sleep 0.05; done\necho words\n`,
        { mode: 0o755 },
      );
      return { command };
    });
    const heard = async () => (await readFile(log, "utf8")).trim().split("\n").at(-1)?.split(" ") ?? [];
    try {
      const hear = () =>
        stand.transcribe(tone, { vocabulary: "Amylase digests starch. Xylem carries water." });
      await hear();
      const [firstModel = "", firstDictionary = ""] = await heard();
      expect(path.dirname(firstDictionary)).toBe(path.dirname(firstModel));
      // A minute on, an answer still being heard when the model has been written again.
      vi.setSystemTime(Date.now() + 61_000);
      await writeFile(hold, "");
      const listening = hear();
      await vi.waitFor(() => expect(build).toHaveBeenCalledTimes(2), { timeout: 10_000 });
      await build.mock.results[1]?.value;
      const rewritten = build.mock.calls[1]?.[0].file ?? "";
      expect(rewritten).not.toBe(firstModel);
      await vi.waitFor(() => expect(existsSync(rewritten)).toBe(true), { timeout: 10_000 });
      await vi.waitFor(() => expect(existsSync(`${rewritten}.dict`)).toBe(true), { timeout: 10_000 });
      // Its files are not changed under it, nor deleted.
      expect(await heard()).toEqual([firstModel, firstDictionary]);
      expect(existsSync(firstModel) && existsSync(firstDictionary)).toBe(true);
      await rm(hold);
      await listening;
      await vi.waitFor(() => expect(existsSync(firstModel) || existsSync(firstDictionary)).toBe(false), {
        timeout: 10_000,
      });
      // The next answer is heard with the new files.
      await hear();
      expect(await heard()).toEqual([rewritten, `${rewritten}.dict`]);
      const folder = path.dirname(rewritten);
      expect((await readdir(folder)).sort()).toEqual([
        path.basename(rewritten),
        `${path.basename(rewritten)}.dict`,
      ]);
    } finally {
      vi.useRealTimers();
      await rm(hold, { force: true });
      await done();
    }
  });

  it("writes a model at most three times, however often its words are interrupted", async () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    const asked = vi.fn<Pronounce>(() => Promise.resolve({ phones: new Map(), interrupted: true }));
    const { stand, build, done } = await standIn({ pronounce: asked });
    try {
      const hear = () => stand.transcribe(tone, { vocabulary: "Amylase digests starch." });
      for (let n = 1; n <= 3; n++) {
        // Heard until the model is written again: an answer heard while the last rewrite is
        // still being finished (its old files deleted) rightly starts none.
        await vi.waitFor(
          async () => {
            await hear();
            expect(build).toHaveBeenCalledTimes(n);
          },
          { timeout: 10_000 },
        );
        await build.mock.results[n - 1]?.value;
        vi.setSystemTime(Date.now() + 61_000);
      }
      await hear();
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(asked).toHaveBeenCalledTimes(3);
      expect(build).toHaveBeenCalledTimes(3);
    } finally {
      vi.useRealTimers();
      await done();
    }
  });

  it("uses a model written in full for good", async () => {
    const asked = vi.fn<Pronounce>(() =>
      Promise.resolve({ phones: new Map([["amylase", "AE M IH L EY Z"]]), interrupted: false }),
    );
    const { stand, build, done } = await standIn({ pronounce: asked });
    try {
      await stand.transcribe(tone, { vocabulary: "Amylase digests starch." });
      await stand.transcribe(tone, { vocabulary: "Amylase digests starch." });
      expect(asked).toHaveBeenCalledTimes(1);
      expect(build).toHaveBeenCalledTimes(1);
      expect(build.mock.calls[0]?.[0].spoken).toEqual([["amylase", "AE M IH L EY Z"]]);
    } finally {
      await done();
    }
  });

  it("uses the general model when the notes' one cannot be made, and tries again only if it may work", async () => {
    // A model folder with a language model in another format, and (at first) no dictionary.
    let modelDir = "";
    const { stand, build, done } = await standIn({}, async (scratch) => {
      modelDir = path.join(scratch, "model");
      await mkdir(path.join(modelDir, "en-us"), { recursive: true });
      await writeFile(path.join(modelDir, "en-us", "mdef"), "");
      await writeFile(path.join(modelDir, "en-us.lm.bin"), "\\data\\\nngram 1=1\n");
      return { modelDir };
    });
    try {
      const hear = () => stand.transcribe(tone, { vocabulary: notes });
      // No dictionary: heard with the general model, and tried again with the next answer.
      expect((await hear()).text).toBe("Words.");
      await hear();
      expect(build).toHaveBeenCalledTimes(2);
      await expect(build.mock.results[1]?.value).rejects.toThrow(/ENOENT/);
      // A dictionary, but a model it cannot read: not tried again for these notes.
      await writeFile(path.join(modelDir, "cmudict-en-us.dict"), "stomata S T OW M AH T AH\n");
      await hear();
      await hear();
      expect(build).toHaveBeenCalledTimes(3);
      await expect(build.mock.results[2]?.value).rejects.toMatchObject({ name: "NotLanguageModelError" });
    } finally {
      await done();
    }
  });
});
