import type { Sentence } from "./nlp";

const DAMPING = 0.85;
const ITERATIONS = 40;

/** TextRank's sentence similarity: shared content words, normalised by sentence lengths. */
function similarity(a: Set<string>, b: Set<string>): number {
  if (a.size < 2 || b.size < 2) return 0;
  let shared = 0;
  for (const term of a) if (b.has(term)) shared++;
  return shared / (Math.log(a.size) + Math.log(b.size));
}

/**
 * Scores each sentence by TextRank (Mihalcea and Tarau, 2004): PageRank over the graph whose
 * edges weigh how many content words two sentences share.
 */
export function rankSentences(sentences: Sentence[]): number[] {
  const n = sentences.length;
  const sets = sentences.map((s) => new Set(s.terms));
  const weights: number[][] = Array.from({ length: n }, () => new Array<number>(n).fill(0));
  const outSum = new Array<number>(n).fill(0);
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = similarity(sets[i] as Set<string>, sets[j] as Set<string>);
      if (w === 0) continue;
      (weights[i] as number[])[j] = w;
      (weights[j] as number[])[i] = w;
      outSum[i] = (outSum[i] ?? 0) + w;
      outSum[j] = (outSum[j] ?? 0) + w;
    }
  }
  let scores = new Array<number>(n).fill(1);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    const next = new Array<number>(n).fill(1 - DAMPING);
    for (let i = 0; i < n; i++) {
      const row = weights[i] as number[];
      let incoming = 0;
      for (let j = 0; j < n; j++) {
        const w = row[j] ?? 0;
        if (w > 0) incoming += (w / (outSum[j] ?? 1)) * (scores[j] ?? 0);
      }
      next[i] = (next[i] ?? 0) + DAMPING * incoming;
    }
    scores = next;
  }
  return scores;
}
