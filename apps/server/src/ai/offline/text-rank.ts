import type { Sentence } from "./nlp";

const DAMPING = 0.85;
const ITERATIONS = 40;
/**
 * Most sentences ranked as one graph. Comparing every pair costs n² (a 200,000-character text
 * can hold 50,000 sentences), so longer texts are ranked in consecutive blocks: of RANK_BLOCK
 * sentences, or fewer when there are so many that n × block would pass RANK_PAIRS, so the work
 * grows with n and stays below about a second. A note or a chapter fits in one block.
 */
export const RANK_BLOCK = 400;
const RANK_PAIRS = 1_200_000;
const SMALLEST_BLOCK = 50;

/**
 * Scores each sentence by TextRank (Mihalcea and Tarau, 2004): PageRank over the graph whose
 * edges weigh how many content words two sentences share. Long texts are ranked block by block
 * (blocks of equal size); every block's scores average about 1, so they compare across blocks.
 */
export function rankSentences(sentences: Sentence[]): number[] {
  const n = sentences.length;
  if (n <= RANK_BLOCK) return rankBlock(sentences);
  const longest = Math.max(SMALLEST_BLOCK, Math.min(RANK_BLOCK, Math.floor(RANK_PAIRS / n)));
  const blocks = Math.ceil(n / longest);
  const size = Math.ceil(n / blocks);
  const scores: number[] = [];
  for (let start = 0; start < n; start += size)
    scores.push(...rankBlock(sentences.slice(start, start + size)));
  return scores;
}

/** TextRank's sentence similarity: shared content words, normalised by sentence lengths. */
function similarity(a: Int32Array, b: Int32Array): number {
  if (a.length < 2 || b.length < 2) return 0;
  // Both are sorted sets of term numbers: count the common ones in one merge.
  let shared = 0;
  for (let i = 0, j = 0; i < a.length && j < b.length;) {
    const x = a[i] as number;
    const y = b[j] as number;
    if (x === y) {
      shared++;
      i++;
      j++;
    } else if (x < y) i++;
    else j++;
  }
  return shared === 0 ? 0 : shared / (Math.log(a.length) + Math.log(b.length));
}

/**
 * PageRank over one block's graph. The weights live in one m×m table per block (at most
 * RANK_BLOCK², about a megabyte); the iterations walk only the edges, as lists in index order.
 */
function rankBlock(sentences: Sentence[]): number[] {
  const n = sentences.length;
  const ids = new Map<string, number>();
  const sets = sentences.map((s) => {
    const numbers = new Set<number>();
    for (const term of s.terms) {
      let id = ids.get(term);
      if (id === undefined) {
        id = ids.size;
        ids.set(term, id);
      }
      numbers.add(id);
    }
    return Int32Array.from(numbers).sort();
  });
  const table = new Float64Array(n * n);
  let edges = 0;
  for (let i = 0; i < n; i++) {
    for (let j = i + 1; j < n; j++) {
      const w = similarity(sets[i] as Int32Array, sets[j] as Int32Array);
      if (w === 0) continue;
      table[i * n + j] = w;
      table[j * n + i] = w;
      edges += 2;
    }
  }
  const outSum = new Float64Array(n);
  for (let i = 0; i < n; i++) {
    let sum = 0;
    for (let j = 0; j < n; j++) sum += table[i * n + j] as number;
    outSum[i] = sum;
  }
  // Row i's edges (start[i] to start[i + 1]): the neighbour and its weight over the neighbour's total.
  const start = new Int32Array(n + 1);
  const neighbour = new Int32Array(edges);
  const share = new Float64Array(edges);
  for (let i = 0, e = 0; i < n; i++) {
    start[i] = e;
    for (let j = 0; j < n; j++) {
      const w = table[i * n + j] as number;
      if (w > 0) {
        neighbour[e] = j;
        share[e++] = w / (outSum[j] as number);
      }
    }
    start[i + 1] = e;
  }
  let scores = new Float64Array(n).fill(1);
  let next = new Float64Array(n);
  for (let iteration = 0; iteration < ITERATIONS; iteration++) {
    for (let i = 0; i < n; i++) {
      let incoming = 0;
      for (let e = start[i] as number; e < (start[i + 1] as number); e++)
        incoming += (share[e] as number) * (scores[neighbour[e] as number] as number);
      next[i] = 1 - DAMPING + DAMPING * incoming;
    }
    [scores, next] = [next, scores];
  }
  return Array.from(scores);
}
