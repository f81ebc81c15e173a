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
 * An extractive summary: sentences chosen by TextRank and kept in their original order, always
 * starting with the topic sentence. Nothing is invented; every sentence is the author's own.
 */
export function extractiveSummary(text: string): string {
  const sentences = once(readSentences(text));
  if (sentences.length <= 3) return sentences.map((s) => s.text).join(" ");
  const scores = rankSentences(sentences);
  const keep = new Set<number>([0]);
  const byScore = scores.map((score, index) => ({ score, index })).sort((a, b) => b.score - a.score);
  for (const { index } of byScore) {
    if (keep.size >= summaryLength(sentences.length)) break;
    keep.add(index);
  }
  return [...keep]
    .sort((a, b) => a - b)
    .map((i) => sentences[i]?.text ?? "")
    .join(" ");
}

/** Each sentence once: a note's title read with its first sentence, or a point made twice, is said once. */
function once(sentences: Sentence[]): Sentence[] {
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
