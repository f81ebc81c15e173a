// Voice answers in the notes' words (issue 14): npm run bench:voice-answers (run with tsx).
// Answers of the team's graded set, read aloud by the offline voice (flite's "rms"; synthesised
// speech, not people), recognised by the offline recogniser (Debian's pocketsphinx) with its
// general language model and with that model biased toward the notes the answer is about
// (notes-language-model.ts, as a quiz does), and compared word for word with what was said. The
// notes' model is measured twice: with its words the dictionary lacks said as their relatives
// there only ("vapour" as "vapor"), and with flite's letter-to-sound rules for the rest
// ("amylase"), as the server does. flite's voices say a word by the same rules, so with them the
// last row is kind to those words (BENCH_VOICE picks another of its voices: "slt", "awb", ...).
// Answers in the notes' own words ("close", and "variant" ones in plain words) and in other words
// ("paraphrase") are counted apart. The weights of the notes' model were chosen on the tune,
// report and fresh parts: the other parts, reported here, were not looked at (BENCH_PARTS, a
// regular expression, picks others). Answers with digits or symbols are left out: what was said
// is what a voice reads.
import { readFileSync } from "node:fs";
import { FairQueue } from "../apps/server/src/ai/job-queue.ts";
import { FliteSpeechEngine } from "../apps/server/src/ai/offline/flite-speech.engine.ts";
import { nothingSaid } from "../apps/server/src/ai/offline/letter-to-sound.ts";
import { OfflineSpeechEngine } from "../apps/server/src/ai/offline/offline-speech.engine.ts";
import { OfflineTranscriptionEngine } from "../apps/server/src/ai/offline/offline-transcription.engine.ts";
import { wordErrorRate } from "../apps/server/src/ai/word-error-rate.ts";
import { at } from "../scripts/build-if-needed.mjs";

const parts = new RegExp(`^(?:${process.env.BENCH_PARTS ?? "blind\\d*"})$`);
const set = JSON.parse(readFileSync(at("apps/server/src/ai/offline/grading/graded-set.json"), "utf8"));
const queue = new FairQueue();
const speech = new FliteSpeechEngine({ fallback: new OfflineSpeechEngine({ queue }), queue });
const voice = process.env.BENCH_VOICE ?? "rms";
const recogniser = new OfflineTranscriptionEngine();
const withoutRules = new OfflineTranscriptionEngine({ pronounce: async () => nothingSaid() });
const missing = await recogniser.unavailableReason();
if (missing) throw new Error(missing);

const group = (category) => (category === "paraphrase" ? "in other words" : "in the notes' words");
const spoken = set.items
  .filter((item) => parts.test(item.split ?? ""))
  .flatMap((item) =>
    item.answers
      .filter((a) => ["close", "variant", "paraphrase"].includes(a.category))
      .filter((a) => /^[\p{L}\s,.'-]+$/u.test(a.text) && a.text.split(/\s+/).length >= 3)
      .map((a) => ({ notes: `${item.title}. ${item.passage}`, group: group(a.category), text: a.text })),
  );
const totals = {};
const count = (row, answer, heard) => {
  const words = answer.text.split(/\s+/).filter(Boolean).length;
  for (const key of [answer.group, "all"]) {
    const cell = ((totals[row] ??= {})[key] ??= { errors: 0, words: 0 });
    cell.errors += wordErrorRate(answer.text, heard) * words;
    cell.words += words;
  }
};
const started = performance.now();
const took = { general: 0, notes: 0 };
for (const answer of spoken) {
  const audio = await speech.speak({ text: answer.text, voice });
  let t = performance.now();
  const plain = (await recogniser.transcribe(audio.audio)).text;
  took.general += performance.now() - t;
  const relatives = (await withoutRules.transcribe(audio.audio, { vocabulary: answer.notes })).text;
  t = performance.now();
  const biased = (await recogniser.transcribe(audio.audio, { vocabulary: answer.notes })).text;
  took.notes += performance.now() - t;
  count("general language model", answer, plain);
  count("notes' model, relatives only", answer, relatives);
  count("notes' model, and letter-to-sound", answer, biased);
  if (process.env.VERBOSE) {
    console.log(`said: ${answer.text}\ngeneral: ${plain}\nrelatives: ${relatives}\nnotes: ${biased}\n`);
  }
}
const rate = (cell) => (cell ? `${((100 * cell.errors) / cell.words).toFixed(1)}%` : "-");
const first = Object.values(totals)[0] ?? {};
console.log(
  `${spoken.length} answers of the parts ${parts.source}, read by ${voice === "rms" ? `flite's "rms" voice` : `the voice "${voice}"`} (synthesised speech), in ${((performance.now() - started) / 1000).toFixed(0)} s; word error rate:`,
);
console.table(
  Object.fromEntries(
    Object.entries(totals).map(([row, cells]) => [
      row,
      Object.fromEntries(
        ["in the notes' words", "in other words", "all"].map((key) => [
          `${key} (${first[key]?.words ?? 0} words)`,
          rate(cells[key]),
        ]),
      ),
    ]),
  ),
);
const each = (ms) => `${(ms / Math.max(1, spoken.length)).toFixed(0)} ms`;
console.log(
  `recognition per answer: ${each(took.general)} with the general model, ${each(took.notes)} with the notes' (written once per note)`,
);
await Promise.all([speech.close?.(), recogniser.close(), withoutRules.close()]);
process.exit(0);
