import { readFileSync } from "node:fs";

/**
 * Pronunciations from the recogniser's own dictionary (Debian's cmudict-en-us.dict): a word's
 * phones, stress left out. Read on first use (about 135,000 words) and kept.
 */
export class Pronunciations {
  private phones: Map<string, string[]> | undefined;

  constructor(private readonly file: string) {}

  of(word: string): string[] | undefined {
    return this.read().get(word.toLowerCase());
  }

  private read(): Map<string, string[]> {
    if (this.phones) return this.phones;
    const phones = new Map<string, string[]>();
    for (const line of readFileSync(this.file, "latin1").split("\n")) {
      const [word, ...rest] = line.trim().split(/\s+/);
      // "word(2)" lines are other pronunciations: the first is kept.
      if (!word || rest.length === 0 || word.includes("(")) continue;
      phones.set(
        word,
        rest.map((p) => p.replace(/\d$/, "")),
      );
    }
    this.phones = phones;
    return phones;
  }
}

/** Words of the notes worth listening for: four letters or more, and known to the dictionary. */
function vocabulary(notes: string, dictionary: Pronunciations): Map<string, string[]> {
  const words = new Map<string, string[]>();
  for (const word of notes.toLowerCase().match(/[a-z][a-z']{3,}/g) ?? []) {
    if (words.has(word)) continue;
    const phones = dictionary.of(word);
    if (phones && phones.length >= 4) words.set(word, phones);
  }
  return words;
}

const VOWELS = new Set([
  "AA",
  "AE",
  "AH",
  "AO",
  "AW",
  "AY",
  "EH",
  "ER",
  "EY",
  "IH",
  "IY",
  "OW",
  "OY",
  "UH",
  "UW",
]);

/** How far apart two phone sequences are, as a share of the longer (0: the same). */
function distance(a: string[], b: string[]): number {
  let previous = Array.from({ length: b.length + 1 }, (_v, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    for (let j = 1; j <= b.length; j++) {
      const x = a[i - 1] ?? "";
      const y = b[j - 1] ?? "";
      // Vowels are what a recogniser confuses most ("stow matter" for "stomata"): half the cost.
      const cost = x === y ? 0 : VOWELS.has(x) && VOWELS.has(y) ? 0.5 : 1;
      current.push(
        Math.min((previous[j] ?? 0) + 1, (current[j - 1] ?? 0) + 1, (previous[j - 1] ?? 0) + cost),
      );
    }
    previous = current;
  }
  return (previous[b.length] ?? 0) / Math.max(a.length, b.length, 1);
}

/** Closer than this (a share of the phones), a heard word or run of words is taken as the notes' word. */
const CLOSE = 0.25;
/** Runs of up to this many heard words may be one word of the notes ("stow matter" for "stomata"). */
const LONGEST_RUN = 3;

/**
 * A recognised answer put back into the notes' words (issue 14): the offline recogniser knows
 * general English, so a term of the notes comes out as words that sound like it ("stow matter",
 * "core a plast"). A heard word, or run of up to three, whose phones are within a quarter of a
 * notes word's is replaced by it; words the notes use are left alone.
 */
export function towardNotes(heard: string, notes: string, dictionary: Pronunciations): string {
  const words = vocabulary(notes, dictionary);
  if (words.size === 0) return heard;
  const tokens = heard.split(/\s+/).filter(Boolean);
  const out: string[] = [];
  for (let i = 0; i < tokens.length;) {
    const token = tokens[i] ?? "";
    if (words.has(token.toLowerCase())) {
      out.push(token);
      i++;
      continue;
    }
    let best: { word: string; length: number; score: number } | undefined;
    for (let length = 1; length <= LONGEST_RUN && i + length <= tokens.length; length++) {
      const run = tokens.slice(i, i + length).map((t) => t.toLowerCase());
      if (run.some((t) => words.has(t))) break;
      const phones = run.map((t) => dictionary.of(t));
      if (phones.some((p) => !p)) break;
      const heardPhones = phones.flatMap((p) => p ?? []);
      for (const [word, wordPhones] of words) {
        const score = distance(heardPhones, wordPhones);
        if (
          score <= CLOSE &&
          (!best || score < best.score || (score === best.score && length > best.length))
        ) {
          best = { word, length, score };
        }
      }
    }
    if (best) {
      out.push(best.word);
      i += best.length;
    } else {
      out.push(token);
      i++;
    }
  }
  return out.join(" ");
}
