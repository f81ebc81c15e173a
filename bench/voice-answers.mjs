// Voice answers in the notes' words (issue 14): npm run bench:voice-answers (run with tsx).
// The answers of the team's graded set that are in the notes' own words ("close" and "variant"
// categories), read aloud by the offline voice (flite's "rms"; synthesised speech, not people),
// recognised by the offline recogniser (Debian's pocketsphinx), and compared word for word with
// what was said: the word error rate as recognised, and after the recognised words are put back
// into the words of the passage the answer is about (notes-vocabulary.ts). Symbols and numerals
// are left out of the comparison's text (what was said is what a voice reads).
import { readFileSync } from "node:fs";
import path from "node:path";
import { FairQueue } from "../apps/server/src/ai/job-queue.ts";
import { FliteSpeechEngine } from "../apps/server/src/ai/offline/flite-speech.engine.ts";
import { Pronunciations, towardNotes } from "../apps/server/src/ai/offline/notes-vocabulary.ts";
import { OfflineSpeechEngine } from "../apps/server/src/ai/offline/offline-speech.engine.ts";
import { OfflineTranscriptionEngine } from "../apps/server/src/ai/offline/offline-transcription.engine.ts";
import { wordErrorRate } from "../apps/server/src/ai/word-error-rate.ts";
import { at } from "../scripts/build-if-needed.mjs";

const MODEL = "/usr/share/pocketsphinx/model/en-us";
const set = JSON.parse(readFileSync(at("apps/server/src/ai/offline/grading/graded-set.json"), "utf8"));
const queue = new FairQueue();
const speech = new FliteSpeechEngine({ fallback: new OfflineSpeechEngine({ queue }), queue });
const recogniser = new OfflineTranscriptionEngine();
const missing = await recogniser.unavailableReason();
if (missing) throw new Error(missing);
const dictionary = new Pronunciations(path.join(MODEL, "cmudict-en-us.dict"));

// (The blind parts, added later, are left out: the figures in the README are on the others.)
const spoken = set.items
  .filter((item) => !item.split?.startsWith("blind"))
  .flatMap((item) =>
    item.answers
      .filter((a) => a.category === "close" || (a.category === "variant" && /^[\p{L}\s,.'-]+$/u.test(a.text)))
      .map((a) => ({ passage: item.passage, split: item.split, text: a.text })),
  );
const totals = { plain: { errors: 0, words: 0 }, biased: { errors: 0, words: 0 } };
const started = performance.now();
for (const answer of spoken) {
  const audio = await speech.speak({ text: answer.text, voice: "rms" });
  const heard = (await recogniser.transcribe(audio.audio)).text;
  const corrected = towardNotes(heard, answer.passage, dictionary);
  const words = answer.text.split(/\s+/).filter(Boolean).length;
  totals.plain.errors += wordErrorRate(answer.text, heard) * words;
  totals.biased.errors += wordErrorRate(answer.text, corrected) * words;
  totals.plain.words += words;
  totals.biased.words += words;
  if (process.env.VERBOSE) console.log(`said: ${answer.text}\nheard: ${heard}\nnotes' words: ${corrected}\n`);
}
const rate = (t) => `${((100 * t.errors) / t.words).toFixed(1)}%`;
console.log(
  `${spoken.length} answers (${totals.plain.words} words) in the notes' own words, read by flite's "rms" voice (synthesised speech), in ${((performance.now() - started) / 1000).toFixed(0)} s`,
);
console.table({
  "offline recogniser, general language model": { "word error rate": rate(totals.plain) },
  "the same, put back into the notes' words": { "word error rate": rate(totals.biased) },
});
await speech.close?.();
process.exit(0);
