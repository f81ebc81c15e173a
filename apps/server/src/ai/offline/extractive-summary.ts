import { plainWords } from "@study-well/shared";
import { keyPhrases, noteHeading, titleCase, topicPhrase } from "./key-phrases";
import { readSentences, type Sentence } from "./nlp";
import { rankSentences } from "./text-rank";

const FALLBACK_TITLE = "Study Notes";

/** How many sentences a summary keeps: about a fifth, at least 3, at most 12. */
export function summaryLength(sentenceCount: number): number {
  return Math.min(sentenceCount, Math.max(3, Math.min(12, Math.round(sentenceCount / 5))));
}

/**
 * A sentence longer than this many words counts for less, in proportion: a recording's transcript
 * runs on for sixty words and more without a full stop, shares words with everything, and would
 * otherwise fill a lecture with little else.
 */
const LONG_SENTENCE_WORDS = 40;

/**
 * An extractive summary: sentences chosen by TextRank and kept in their original order, always
 * starting with the topic sentence. Nothing is invented; every sentence is the author's own.
 * A text of several parts (paragraphs: a lecture's notes, one to a paragraph) is heard from in
 * every part, up to 12: each part's best sentence first, the best parts first.
 */
export function extractiveSummary(text: string): string {
  const sentences = once(
    text
      .split(/\n\s*\n/)
      .filter((part) => part.trim())
      .flatMap((part, index) => readSentences(part).map((sentence) => ({ ...sentence, part: index }))),
  );
  if (sentences.length <= 3) return sentences.map((s) => s.text).join(" ");
  const scores = rankSentences(sentences).map((score, i) => {
    const words = sentences[i]?.text.split(/\s+/).length ?? 0;
    return words > LONG_SENTENCE_WORDS ? (score * LONG_SENTENCE_WORDS) / words : score;
  });
  const score = (i: number) => scores[i] ?? 0;
  const parts = new Set(sentences.map((s) => s.part)).size;
  const length = Math.min(sentences.length, Math.max(summaryLength(sentences.length), Math.min(12, parts)));
  const keep = new Set<number>([0]);
  const bestOfPart = new Map<number, number>();
  sentences.forEach(({ part }, i) => {
    const best = bestOfPart.get(part);
    if (best === undefined || score(i) > score(best)) bestOfPart.set(part, i);
  });
  const heardFrom = sentences[0]?.part;
  const firsts = [...bestOfPart]
    .filter(([part]) => part !== heardFrom)
    .map(([, i]) => i)
    .sort((a, b) => score(b) - score(a));
  const byScore = sentences.map((_s, i) => i).sort((a, b) => score(b) - score(a));
  for (const i of [...firsts, ...byScore]) {
    if (keep.size >= length) break;
    keep.add(i);
  }
  withWhatTheyReferTo(sentences, keep);
  return [...keep]
    .sort((a, b) => a - b)
    .map((i) => sentences[i]?.text ?? "")
    .join(" ");
}

/** A sentence's opening word that points back to the sentence before: "His answer was…", "It…". */
const POINTS_BACK = /^(?:he|she|it|they|his|her|its|their|this|these|those|such)\b/i;

/**
 * Keeps the sentence each kept one points back to ("His answer was…" the one before it; "The
 * pamphlet argued…", where nothing kept so far names the pamphlet, the one just before that names
 * it), within its part, two steps at most: a summary does not speak of someone it never introduced
 * (QA).
 */
function withWhatTheyReferTo(sentences: readonly (Sentence & { part: number })[], keep: Set<number>): void {
  for (const i of [...keep].sort((a, b) => a - b)) {
    let at = i;
    for (let step = 0; step < 2; step++) {
      const referent = referentOf(sentences, keep, at);
      if (referent === undefined || keep.has(referent)) break;
      keep.add(referent);
      at = referent;
    }
  }
}

/** The sentence `at` points back to, in its part, when it does and no kept sentence before it says what it means. */
function referentOf(
  sentences: readonly (Sentence & { part: number })[],
  keep: ReadonlySet<number>,
  at: number,
): number | undefined {
  const sentence = sentences[at];
  const sameParts = [at - 1, at - 2].filter((i) => sentences[i]?.part === sentence?.part);
  if (!sentence || sameParts.length === 0) return undefined;
  if (POINTS_BACK.test(sentence.text)) return sameParts[0];
  const thing = /^[Tt]he\s+(\p{Ll}[\p{L}-]+)\s+\p{Ll}/u.exec(sentence.text)?.[1];
  if (!thing) return undefined;
  const named = new RegExp(`(?<![\\p{L}])${thing}`, "iu");
  if (sentences.slice(0, at).some((s, i) => keep.has(i) && named.test(s.text))) return undefined;
  return sameParts.find((i) => named.test(sentences[i]?.text ?? ""));
}

/** Each sentence once: a note's title read with its first sentence, or a point made twice, is said once. */
function once<T extends Sentence>(sentences: T[]): T[] {
  const seen = new Set<string>();
  return sentences.filter((sentence) => {
    const key = plainWords(sentence.text);
    if (seen.has(key)) return false;
    seen.add(key);
    return true;
  });
}

/**
 * The summary with a title naming what the text is about, in its own words: what its heading names
 * ("Lecture 3 - Membrane Transport" gives "Membrane Transport"), else the phrase its sentences
 * come back to. A heading is not read into the summary's first sentence.
 */
export function titledSummary(text: string): { title: string; summary: string } {
  const heading = noteHeading(text);
  const body = heading?.body ?? text;
  const phrase = heading?.topic ?? topicPhrase(body) ?? keyPhrases(body, 1)[0];
  return { title: phrase ? titleCase(phrase) : FALLBACK_TITLE, summary: extractiveSummary(body) };
}
