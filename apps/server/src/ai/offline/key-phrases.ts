import { readTokens } from "./nlp";

const PHRASE_POS = new Set(["ADJ", "NOUN", "PROPN"]);
const HEAD_POS = new Set(["NOUN", "PROPN"]);
const MAX_WORDS = 4;

interface Candidate {
  words: string[];
  lemmas: string[];
  first: number;
}

/**
 * Noun phrases (adjectives and nouns ending in a noun) scored by how often their words occur in
 * the whole text, with a lift for phrases in the topic sentence, early on, or used more than once.
 */
export function keyPhrases(text: string, limit = 3): string[] {
  const { words, lemmas, pos, stop } = readTokens(text);

  const topicSentenceEnd = words.findIndex((w) => /^[.!?]$/.test(w)) >>> 0;
  const frequency = new Map<string, number>();
  lemmas.forEach((lemma, i) => {
    if (!stop[i] && HEAD_POS.has(pos[i] ?? "")) frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  });

  const candidates: Candidate[] = [];
  let run: number[] = [];
  const flush = () => {
    // A phrase ends in a noun; leading adjectives are kept, trailing ones dropped.
    while (run.length > 0 && !HEAD_POS.has(pos[run[run.length - 1] ?? 0] ?? "")) run.pop();
    if (run.length > 0) {
      const span = run.slice(-MAX_WORDS);
      candidates.push({
        words: span.map((i) => words[i] ?? ""),
        lemmas: span.map((i) => lemmas[i] ?? ""),
        first: span[0] ?? 0,
      });
    }
    run = [];
  };
  pos.forEach((tag, i) => {
    if (PHRASE_POS.has(tag) && !stop[i] && /\p{L}/u.test(words[i] ?? "")) run.push(i);
    else flush();
  });
  flush();

  const byKey = new Map<string, { phrase: Candidate; score: number; count: number }>();
  for (const phrase of candidates) {
    const key = phrase.lemmas.join(" ").toLowerCase();
    const base = phrase.lemmas.reduce((sum, lemma) => sum + (frequency.get(lemma) ?? 1), 0);
    // The topic sentence names what the text is about; later phrases count a little less.
    const early = (phrase.first < topicSentenceEnd ? 2 : 1) * (1 + 1 / (1 + phrase.first / 50));
    const entry = byKey.get(key);
    if (entry) entry.count++;
    else byKey.set(key, { phrase, score: base * early, count: 1 });
  }
  return [...byKey.values()]
    .map((e) => ({ e, score: e.score * (1 + Math.log(e.count)) }))
    .sort((a, b) => b.score - a.score || a.e.phrase.first - b.e.phrase.first)
    .slice(0, limit)
    .map(({ e }) => e.phrase.words.join(" "));
}

/** "cell membrane" → "Cell Membrane"; words already capitalised (DNA, Calvin) keep their case. */
export function titleCase(phrase: string): string {
  return phrase
    .split(/\s+/)
    .map((w) => (w === w.toLowerCase() ? w.charAt(0).toUpperCase() + w.slice(1) : w))
    .join(" ");
}
