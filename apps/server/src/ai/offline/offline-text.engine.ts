import type {
  SummarizeEngine,
  SummarizeInput,
  Summary,
  TitleAndSummaryEngine,
  TitledSummary,
} from "../capabilities";
import { keyPhrases, titleCase } from "./key-phrases";
import { readSentences } from "./nlp";
import { rankSentences } from "./text-rank";

export const OFFLINE_TEXT_ENGINE = "offline-extractive";
const FALLBACK_TITLE = "Study Notes";

/** How many sentences a summary keeps: about a fifth, at least 3, at most 12. */
export function summaryLength(sentenceCount: number): number {
  return Math.min(sentenceCount, Math.max(3, Math.min(12, Math.round(sentenceCount / 5))));
}

/**
 * Extractive summaries: sentences chosen by TextRank and kept in their original order, always
 * starting with the topic sentence. Nothing is invented; every sentence is the author's own.
 */
export class OfflineTextEngine implements SummarizeEngine, TitleAndSummaryEngine {
  readonly name = OFFLINE_TEXT_ENGINE;

  async summarize({ text }: SummarizeInput): Promise<Summary> {
    return { summary: extract(text), engine: this.name };
  }

  async titleAndSummary(text: string): Promise<TitledSummary> {
    const [phrase] = keyPhrases(text, 1);
    return { title: phrase ? titleCase(phrase) : FALLBACK_TITLE, summary: extract(text), engine: this.name };
  }
}

function extract(text: string): string {
  const sentences = readSentences(text);
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
