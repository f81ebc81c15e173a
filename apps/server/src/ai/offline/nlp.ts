import winkNLP from "wink-nlp";
import model from "wink-eng-lite-web-model";
import { keptLately } from "./kept-lately";

/** The English pipeline, loaded once: the model ships inside its npm package, nothing is fetched. */
const nlp = winkNLP(model);
/** The `its` helpers used here: plain functions handed to `out` (wink's typings call them methods). */
const its: Readonly<Record<"lemma" | "pos" | "stopWordFlag" | "type" | "span", unknown>> = nlp.its;

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "NUM"]);

/**
 * The longest run of characters without a space that the reader is given whole. Its tokenizer
 * splits such a run with patterns whose cost grows with the square of the run's length (a pasted
 * run of 60,000 characters held the text thread for seconds; 200,000 for minutes): a longer run is
 * read as pieces of this length, which no word, formula or web address in study notes reaches.
 */
export const LONGEST_RUN = 200;
const LONG_RUN = new RegExp(`(?<!\\S)\\S{${LONGEST_RUN + 1},}`, "gu");
const RUN_PIECE = new RegExp(`\\S{1,${LONGEST_RUN}}`, "gu");

/** The text as the reader is given it: each run longer than `LONGEST_RUN` cut into pieces of it. */
export function readable(text: string): string {
  return text.replace(LONG_RUN, (run) => (run.match(RUN_PIECE) ?? []).join(" "));
}

/**
 * The most words (and marks) read as one sentence: a text of thousands of words with no full stop
 * is read as sentences of this many. Comparing an answer's sentence with the notes' costs the
 * product of their lengths, or more, and a paste with no full stop in 200,000 characters held the
 * text thread for a quarter of an hour; a sentence of study notes is seldom a third of this.
 */
export const LONGEST_SENTENCE = 250;

/**
 * From this many characters, a text's reading is kept (`read`, `readNoteSentences`): planning a
 * quiz on a long note read the whole of it, and its longest lines, up to four times each, and the
 * text thread every user's quiz waits on spent about a second doing so on a 200,000-character note.
 * Shorter texts (an answer, a sentence) are read in a few milliseconds; keeping them is not worth it.
 */
const KEPT_FROM = 2_000;
const keptDocs = keptLately<ReturnType<typeof nlp.readDoc>>(4);

/** `keep`: whether a long text's reading is kept (not a note's lines: their sentences are). */
function read(text: string, keep = true) {
  if (!keep || text.length < KEPT_FROM) return nlp.readDoc(readable(text));
  return keptDocs(text, () => nlp.readDoc(readable(text)));
}

/** Per-token facts of a text, as plain arrays (wink's own typings do not fit its `its` helpers). */
export interface TokenColumns {
  words: string[];
  lemmas: string[];
  pos: string[];
  stop: boolean[];
  types: string[];
}

interface TokenCollection {
  out(itsf?: unknown): unknown;
}

function columns(tokens: TokenCollection): TokenColumns {
  return {
    words: tokens.out() as string[],
    lemmas: tokens.out(its.lemma) as string[],
    pos: tokens.out(its.pos) as string[],
    stop: tokens.out(its.stopWordFlag) as boolean[],
    types: tokens.out(its.type) as string[],
  };
}

export function readTokens(text: string): TokenColumns {
  return columns(read(text).tokens());
}

export interface Sentence {
  text: string;
  /** Lemmas of the sentence's content words (no stop words, no punctuation). */
  terms: string[];
}

/** A sentence with its tokens, as `readTokens` of its text gives them. */
export interface TokenizedSentence extends Sentence {
  tokens: TokenColumns;
}

/** Splits text into sentences with the content words of each (one pass over the text's tokens). */
export function readSentences(text: string): Sentence[] {
  return sentencesOf(text, false);
}

/**
 * `readSentences`, each with its tokens taken from the one reading of the whole text, not read
 * again sentence by sentence (on a 200,000-character note, 1,800 more readings, as long as the
 * first), less the spaces before and after it. The tagger reads the whole text at once, so a word
 * at a sentence's edge might be tagged otherwise than in the sentence read alone; on the graded
 * set's passages none is (nlp.test.ts). Where the words differ from the sentence's, it is read
 * alone after all.
 */
export function readTokenizedSentences(text: string): TokenizedSentence[] {
  return sentencesOf(text, true) as TokenizedSentence[];
}

function sentencesOf(text: string, withTokens: boolean, keep = true): Sentence[] {
  const doc = read(text, keep);
  const { words, lemmas, pos, stop, types } = columns(doc.tokens());
  const tokensOf = (from: number, to: number, sentence: string): TokenColumns => {
    let first = from;
    let last = to;
    while (first <= last && pos[first] === "SPACE") first++;
    while (last >= first && pos[last] === "SPACE") last--;
    const slice = <T>(column: T[]) => column.slice(first, last + 1);
    const tokens = {
      words: slice(words),
      lemmas: slice(lemmas),
      pos: slice(pos),
      stop: slice(stop),
      types: slice(types),
    };
    const bare = (written: string) => written.replace(/\s+/gu, "");
    return bare(tokens.words.join("")) === bare(sentence) ? tokens : readTokens(sentence);
  };
  const sentences = doc.sentences() as TokenCollection;
  const texts = sentences.out() as string[];
  const spans = sentences.out(its.span) as [number, number][];
  const result: (Sentence & { tokens?: TokenColumns })[] = [];
  spans.forEach(([first, last], index) => {
    const sentence = (texts[index] ?? "").trim();
    if (!sentence) return;
    const termsOf = (from: number, to: number) => {
      const terms: string[] = [];
      for (let i = from; i <= to; i++) {
        const lemma = lemmas[i] ?? "";
        if (types[i] === "word" && !stop[i] && CONTENT_POS.has(pos[i] ?? "") && lemma.length > 1)
          terms.push(lemma);
      }
      return terms;
    };
    if (last - first < LONGEST_SENTENCE) {
      result.push(
        withTokens
          ? { text: sentence, terms: termsOf(first, last), tokens: tokensOf(first, last, sentence) }
          : { text: sentence, terms: termsOf(first, last) },
      );
      return;
    }
    // At most `LONGEST_SENTENCE` words at a time (see there), each piece as the sentence writes it:
    // where each word is in it is found word by word.
    const ends: [number, number][] = [];
    let at = 0;
    for (let i = first; i <= last; i++) {
      const word = words[i] ?? "";
      const found = sentence.indexOf(word, at);
      ends.push(found >= 0 ? [found, found + word.length] : [at, at]);
      if (found >= 0) at = found + word.length;
    }
    for (let from = first; from <= last; from += LONGEST_SENTENCE) {
      const to = Math.min(last, from + LONGEST_SENTENCE - 1);
      const [start = 0] = ends[from - first] ?? [];
      const [, end = sentence.length] = ends[to - first] ?? [];
      const text = sentence.slice(start, to === last ? sentence.length : end).trim();
      if (!text) continue;
      result.push(
        withTokens
          ? { text, terms: termsOf(from, to), tokens: readTokens(text) }
          : { text, terms: termsOf(from, to) },
      );
    }
  });
  return result;
}

/** A full stop after a number's unit ("37 °C.", "10 kg.") before a capital letter: a sentence ends there. */
const UNIT_STOP =
  /(?<=\d\s?(?:°\s?[CFK]|(?:k|m|c|µ|n)?(?:g|m|s|l|L|J|W|N|V|A|Hz|Pa)|min|h|mol|mph|K)\.)\s+(?=\p{Lu})/u;

/** A formula or an arrow says something without a verb: "Formula: V = IR", "DNA -> RNA". */
const SAYS_BY_SIGN = /[=→]|->/;

/**
 * Words the reader takes for a short form when a full stop follows them ("Sun." Sunday's, "Sat.",
 * "Wed.", "Mar.", "reps."): where they end a sentence they are the word, and the stop the sentence's.
 */
export const SHORT_FORMS = ["sun", "sat", "wed", "mar", "reps"] as const;

/** A full stop after one of SHORT_FORMS before a capital: "The Earth orbits the Sun. Venus ..." is two sentences. */
const WORD_STOP = new RegExp(
  `(?<=\\b(?:${SHORT_FORMS.map((w) => `[${w.charAt(0).toUpperCase()}${w.charAt(0)}]${w.slice(1)}|${w.toUpperCase()}`).join("|")})\\.)\\s+(?=\\p{Lu})`,
  "u",
);

/**
 * A line's sentences, a piece after an abbreviation ("vol. of acid", "file (.exe)") read on with
 * the sentence it belongs to, in the line's own spacing ("(.exe)", not "(. exe)"): a sentence does
 * not start with a small letter or a closing bracket. `keep` leaves a piece out (one read on is kept).
 */
export function readLineSentences(line: string, keep: (piece: Sentence) => boolean = () => true): Sentence[] {
  const sentences: Sentence[] = [];
  // Where the last sentence starts in the line; undefined when the reader changed its text.
  let start: number | undefined;
  let at = 0;
  // (the reader takes a unit's letter for an initial and reads on: "37 °C. A pH outside ...")
  const parts = line.split(UNIT_STOP).flatMap((part) => part.split(WORD_STOP));
  for (const piece of parts.flatMap((part) => sentencesOf(part, false, false))) {
    const found = line.indexOf(piece.text, at);
    if (found >= 0) at = found + piece.text.length;
    const last = sentences[sentences.length - 1];
    // (not past the longest a sentence is read as: a run-on paste's pieces open in lower case too)
    const words = (text: string) => text.split(/\s+/).length;
    if (
      last &&
      /^[\p{Ll})\]]/u.test(piece.text) &&
      words(last.text) + words(piece.text) <= LONGEST_SENTENCE
    ) {
      sentences[sentences.length - 1] = {
        text: start !== undefined && found >= 0 ? line.slice(start, at).trim() : `${last.text} ${piece.text}`,
        terms: [...last.terms, ...piece.terms],
      };
    } else if (keep(piece)) {
      sentences.push(piece);
      start = found >= 0 ? found : undefined;
    }
  }
  return sentences;
}

/**
 * A note's sentences as its writer meant them: each line on its own (notes put one point per line),
 * less its bullet or list number, a piece that opens in lower case read on from an abbreviation
 * ("exact vol. of acid needed"), and a heading ("Nuclear fission": a few words, no verb, no full
 * stop) left out.
 */
export function readNoteSentences(text: string): Sentence[] {
  const sentences =
    text.length < KEPT_FROM ? noteSentences(text) : keptNoteSentences(text, () => noteSentences(text));
  // (a copy: what a caller does with it does not change what the next one is given)
  return sentences.map((sentence) => ({ text: sentence.text, terms: [...sentence.terms] }));
}

const keptNoteSentences = keptLately<Sentence[]>(4);

const BULLET = /^\s*(?:[-*•–]|\(?\d{1,2}[.)])\s+/u;
/** Words a line that heads a list of points has at most ("Uses of the glucose", "Response to exercise"). */
const LIST_HEADING_WORDS = 6;

function noteSentences(text: string): Sentence[] {
  const lines = text.split(/\n+/).filter((line) => line.trim() !== "");
  return lines.flatMap((line, at) => {
    // A short line with no full stop over a list of points heads it, though it opens with a verb
    // ("Uses of the glucose", "Limiting factors"); not one that says something of a thing
    // ("Photosynthesis happens in chloroplasts").
    const next = lines[at + 1];
    const headsList =
      !BULLET.test(line) &&
      next !== undefined &&
      BULLET.test(next) &&
      !/[.!?]\s*$/.test(line) &&
      line.trim().split(/\s+/).length <= LIST_HEADING_WORDS &&
      // (a formula or an arrow says something: "Formula: V = IR", "Photosynthesis: CO2 + H2O -> glucose")
      !SAYS_BY_SIGN.test(line) &&
      !/[+\d]/.test(line) &&
      !readTokens(line).pos.some((p, i) => i > 0 && (p === "VERB" || p === "AUX"));
    if (headsList) return [];
    return readLineSentences(
      line.replace(BULLET, ""),
      (piece) => !/^\(?\d{1,2}[.)]$/.test(piece.text) && !isHeading(piece.text),
    );
  });
}

function isHeading(text: string): boolean {
  if (/[.!?]$/.test(text)) return false;
  // A line in capitals is one however long: "CAUSES OF THE FIRST WORLD WAR (1914) - MAIN".
  // (not a chain written in capitals, "DNA -> RNA -> PROTEIN": an arrow or "=" says something)
  if (!/\p{Ll}/u.test(text) && !SAYS_BY_SIGN.test(text) && (text.match(/\p{Lu}{3,}/gu) ?? []).length >= 3)
    return true;
  // (a formula or a chain of arrows says something without a verb: "Formula: V = IR")
  if (text.split(/\s+/).length > 5 || SAYS_BY_SIGN.test(text)) return false;
  return !readTokens(text).pos.some((p) => p === "VERB" || p === "AUX");
}

export interface Term {
  /** The word as written. */
  word: string;
  lemma: string;
}

/** Content words (nouns, verbs, adjectives, numbers) of a text, in order, each once. */
export function contentTerms(text: string): Term[] {
  const { words, lemmas, pos, stop, types } = readTokens(text);
  const seen = new Set<string>();
  const terms: Term[] = [];
  lemmas.forEach((lemma, i) => {
    const key = lemma.toLowerCase();
    const keep =
      (types[i] === "word" || types[i] === "number") &&
      !stop[i] &&
      CONTENT_POS.has(pos[i] ?? "") &&
      key.length > 1 &&
      !seen.has(key);
    if (keep) {
      seen.add(key);
      terms.push({ word: words[i] ?? lemma, lemma: key });
    }
  });
  return terms;
}
