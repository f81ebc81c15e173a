import { stem } from "../stem";
import type { Relations, WordNet } from "./wordnet";
import { OPPOSITE, direction, measureOf, type Measure } from "./opposites";
import { isContent, isRoot, negatedAt, privativeRoot, type KeyTerm, type Token } from "./words";

const RELATED_STRENGTH = 0.6;
/** What a related word counts for as the answer to a fill-in blank: a part of it, not the word. */
export const RELATED_IN_BLANK = 0.3;
/** A word met at least this closely is said by the answer, not only related to what it says. */
const SAID_STRENGTH = 0.85;
/** Weighted key words that make a full answer to one part, if the sentence is short. */
const ENOUGH = 3;
/**
 * A longer sentence asks for more: a full answer reaches this share of its weighted key words
 * (with ENOUGH alone, a part counted as full once three of them matched, and half-answers got 3).
 */
const PROPORTION = 0.6;
/** "wear away" for "erosion": a synonym of a word derived from the notes' word (erode). */
function viaDerivation(noteWord: string, said: string, wordnet: WordNet): boolean {
  const theirs = wordnet.relationsOf(said).synonyms;
  return [...wordnet.relationsOf(noteWord).related].some((w) => theirs.has(w));
}

/** A word or phrase of the answer, and where its words stand in it. */
export type Said = Token & { at: number[] };

/** What a term of the notes came to in an answer, and which of the answer's words it met. */
interface Met {
  strength: number;
  /** The index in `said` of the word or phrase it met, -1 for none. */
  index: number;
  match: string | undefined;
}

const NOT_MET: Met = { strength: 0, index: -1, match: undefined };

const PARTICLES = new Set([
  "up",
  "down",
  "off",
  "out",
  "away",
  "over",
  "back",
  "in",
  "into",
  "on",
  "through",
  "along",
]);

/**
 * WordNet's phrases an answer uses, as words of their own: "give off", "wears the bank away"
 * ("wear away": a synonym of the notes' "erosion"), "interest rate".
 */
function phrasesOf(words: Token[], wordnet: WordNet): Said[] {
  const found: Said[] = [];
  words.forEach((token, i) => {
    if (token.pos === "PUNCT" || token.lemma.length < 2) return;
    // A particle may come after the verb's object: "wears the bank away".
    for (let j = i + 1; j < Math.min(words.length, i + 4); j++) {
      const next = words[j];
      if (!next) break;
      const adjacent = j === i + 1;
      if (!adjacent && !PARTICLES.has(next.word)) continue;
      for (const phrase of [`${token.lemma} ${next.word}`, `${token.word} ${next.word}`]) {
        if (wordnet.knows(phrase)) {
          found.push({
            word: `${token.word} ${next.word}`,
            lemma: phrase,
            pos: token.pos === "NOUN" ? "NOUN" : "VERB",
            stop: false,
            at: [i, j],
          });
          break;
        }
      }
      if (PARTICLES.has(next.word)) break;
    }
  });
  return found;
}

/** Two words written apart that are one word of the notes: "Arch Duke" for "archduke", "water wheel". */
function joinedOf(words: Token[]): Said[] {
  const found: Said[] = [];
  words.forEach((token, i) => {
    const next = words[i + 1];
    if (!next || token.stop || next.stop || token.pos === "NUM" || next.pos === "NUM") return;
    const word = `${token.word}${next.word}`;
    found.push({ word, lemma: `${token.word}${next.lemma}`, pos: next.pos, stop: false, at: [i, i + 1] });
  });
  return found;
}

/** A word of the notes being looked for, with what it is looked for by. */
export interface Sought {
  term: Token;
  mine: Relations;
  way: "up" | "down" | undefined;
  /** How fast, big, high or strong it says a thing is, if it does ("slow", "larger") */
  measure: Measure | undefined;
  /** "without oxygen", "no longer has oxygen" for "deoxygenated" */
  root: string | undefined;
}

/**
 * The measure a word gives, by its own form first ("faster" before its lemma "fast"); a verb's
 * lemma gives none: "slows" is a change, as "weakens" is.
 */
const measureIn = (token: Token) =>
  measureOf(token.word) ?? (token.pos === "VERB" || token.pos === "AUX" ? undefined : measureOf(token.lemma));
const wayIn = (token: Token) => measureIn(token)?.way ?? direction(token.lemma) ?? direction(token.word);

/**
 * Whether a word says the sought one's direction: words of change and comparatives meet each other
 * ("gets faster" for "rises", "a smaller pH" for "a lower pH"); a plain measure meets only the same
 * measure ("quickly" for "fast"), and says no change ("slow cooling" is no "falls").
 */
function sameWay({ way, measure }: Sought, token: Token): boolean {
  if (!way || wayIn(token) !== way) return false;
  const theirs = measureIn(token);
  if (measure?.kind !== "plain" && theirs?.kind !== "plain") return true;
  return measure?.measure === theirs?.measure;
}

export function seeking(term: Token, wordnet: WordNet): Sought {
  return {
    term,
    mine: wordnet.relationsOf(term.lemma),
    way: wayIn(term),
    measure: measureIn(term),
    root: privativeRoot(term.lemma, (w) => wordnet.knows(w)),
  };
}

/**
 * How closely one of the answer's words or phrases meets a word of the notes other than by being
 * it (any form or spelling of it is met at once): `negated` says whether the answer denies it there.
 */
function meeting(
  sought: Sought,
  token: Token,
  negated: () => boolean,
  wordnet: WordNet,
  related: number,
): number {
  const { term, mine, root } = sought;
  if (!isContent(token) && !OPPOSITE.has(token.lemma) && !wayIn(token)) return 0;
  const opposite = mine.antonyms.has(token.lemma) || (OPPOSITE.get(term.lemma)?.has(token.lemma) ?? false);
  // "not moving" for "stationary"; "fell" never says "rising", however related WordNet finds them
  if (opposite) return negated() ? 0.85 : 0;
  if (root && isRoot(root, token.lemma) && negated()) return 0.85;
  if (sameWay(sought, token) && !negated()) return 0.85;
  if (mine.synonyms.has(token.lemma) || mine.synonyms.has(token.word)) return 0.9;
  if (wordnet.relationsOf(token.lemma).synonyms.has(term.lemma)) return 0.9;
  if (mine.related.has(token.lemma) || wordnet.relationsOf(token.lemma).related.has(term.lemma))
    return related;
  if (misspelt(term.lemma, token.word) && !wordnet.knows(token.word)) return 0.85;
  if (viaDerivation(term.lemma, token.lemma, wordnet)) return RELATED_STRENGTH;
  return 0;
}

/**
 * Whether a matcher with this word or phrase among its own may say `sought` (strength 0.85 or
 * more) by it, whatever is around it: a note of many sentences is looked through by its distinct
 * words once, not sentence by sentence. A word in the same form is found by its forms (formsOf).
 */
export function mayBeSaid(sought: Sought, token: Token, wordnet: WordNet): boolean {
  return (
    Math.max(
      meeting(sought, token, () => true, wordnet, RELATED_STRENGTH),
      meeting(sought, token, () => false, wordnet, RELATED_STRENGTH),
    ) >= SAID_STRENGTH
  );
}

/**
 * Which of many distinct words may say a sought word (mayBeSaid), found by what it could be said by
 * rather than by asking each: a long note has thousands, and a long answer hundreds of words it
 * lacks. Gives every word `mayBeSaid` holds for, and some more, which the caller asks about; only
 * what reaches SAID_STRENGTH is looked for unless `related` is asked for too: then every word that
 * meets it at all (a related word, or one by derivation, as `meeting` finds them).
 */
export function mayBeSaidIndex(
  words: readonly Token[],
  wordnet: WordNet,
): (sought: Sought, related?: boolean) => Iterable<number> {
  const push = (map: Map<string, number[]>, key: string, at: number) => {
    const list = map.get(key);
    if (list) list.push(at);
    else map.set(key, [at]);
  };
  const by = (key: (token: Token) => string) => {
    const found = new Map<string, number[]>();
    words.forEach((token, at) => push(found, key(token), at));
    return found;
  };
  const byLemma = by((t) => t.lemma);
  const byWord = by((t) => t.word);
  // Words whose own synonyms hold a word: what says that word by being its synonym the other way.
  const bySynonym = new Map<string, number[]>();
  words.forEach((token, at) => {
    for (const synonym of wordnet.relationsOf(token.lemma).synonyms) push(bySynonym, synonym, at);
  });
  const ways = words.flatMap((token, at) => (wayIn(token) ? [at] : []));
  // Words WordNet does not know, by their first letter: what a misspelling may be.
  const unknown = new Map<string, number[]>();
  words.forEach((token, at) => {
    if (token.word.length >= 4 && !wordnet.knows(token.word)) push(unknown, token.word.charAt(0), at);
  });
  const all = words.map((_t, at) => at);
  // Words whose own related words hold a word (made when first asked for).
  let byRelated: Map<string, number[]> | undefined;
  const relatedTo = () => {
    if (byRelated) return byRelated;
    const made = new Map<string, number[]>();
    words.forEach((token, at) => {
      for (const word of wordnet.relationsOf(token.lemma).related) push(made, word, at);
    });
    return (byRelated = made);
  };
  return ({ term, mine, way, root }, related = false) => {
    const found = new Set<number>();
    const add = (list: number[] | undefined) => list?.forEach((at) => found.add(at));
    for (const synonym of mine.synonyms) {
      add(byLemma.get(synonym));
      add(byWord.get(synonym));
    }
    add(bySynonym.get(term.lemma));
    for (const opposite of [...mine.antonyms, ...(OPPOSITE.get(term.lemma) ?? [])])
      add(byLemma.get(opposite));
    if (root) add(all);
    if (way) add(ways);
    if (term.lemma.length >= 5) add(unknown.get(term.lemma.charAt(0)));
    if (related) {
      for (const word of mine.related) {
        add(byLemma.get(word));
        // (by derivation: a word whose synonym is related to the sought one; see viaDerivation)
        add(bySynonym.get(word));
      }
      add(relatedTo().get(term.lemma));
    }
    return found;
  };
}

/** The forms a word is looked up by: any of them met is the word itself. */
export function formsOf(token: Token): string[] {
  return [token.lemma, token.word, stem(token.lemma)];
}

/** How an answer's words meet the notes' words. */
/** Terms a matcher keeps what they came to for, at most. */
const MOST_MEASURED = 20_000;
/** Words of its own a matcher asks one by one whether they say a term (see `says`). */
const FEW_SAID = 64;

export class Matcher {
  private readonly byLemma = new Map<string, number>();
  private readonly lastMatch = new Map<string, string>();
  /** What each term came to, and the word it met: a note's words are asked about again and again. */
  private readonly measured = new Map<string, Met>();

  private readonly said: Said[];

  /**
   * `related`: what a word only related to the notes' word counts for (a kind of it, what it is a
   * kind of: "line" for "product"). A fill-in blank asks for the word itself: there it is a part.
   */
  constructor(
    words: Token[],
    private readonly wordnet: WordNet,
    private readonly related = RELATED_STRENGTH,
    /** Up to how many words of its own it asks one by one, not by an index (a test asks every word). */
    private readonly fewSaid = FEW_SAID,
  ) {
    this.said = [
      ...words.map((token, i) => ({ ...token, at: [i] })),
      ...phrasesOf(words, wordnet),
      ...joinedOf(words),
    ];
    for (const [index, token] of this.said.entries()) {
      for (const form of [token.lemma, token.word, stem(token.lemma)])
        if (!this.byLemma.has(form)) this.byLemma.set(form, index);
    }
  }

  /** 1 for the same word (any form or spelling), less for a synonym or relation, 0 for none. */
  strength(term: Token): number {
    return this.met(term).strength;
  }

  private sayers?: (sought: Sought) => Iterable<number>;
  private readonly saying = new Map<string, boolean>();

  /**
   * Whether the answer says the term: `strength(term) >= 0.85`, found by the words that could say
   * it (mayBeSaidIndex) rather than by asking each of them, as the reading of a long sentence asks
   * of every word of another (a paste of hundreds of words, read against the notes', took seconds).
   */
  says(term: Token): boolean {
    const key = `${term.lemma}\u0000${term.word}`;
    const met = this.measured.get(key);
    if (met) return met.strength >= SAID_STRENGTH;
    const known = this.saying.get(key);
    if (known !== undefined) return known;
    if (this.saying.size >= MOST_MEASURED) this.saying.clear();
    const said = this.findSaying(term);
    this.saying.set(key, said);
    return said;
  }

  private findSaying(term: Token): boolean {
    if (formsOf(term).some((form) => this.byLemma.has(form))) return true;
    const sought = seeking(term, this.wordnet);
    // (a few words are asked one by one: an index of them would cost more than it saves)
    const candidates =
      this.said.length <= this.fewSaid
        ? this.said.keys()
        : (this.sayers ??= mayBeSaidIndex(this.said, this.wordnet))(sought);
    for (const index of candidates) {
      const token = this.said[index];
      if (!token || whenWord(this.said, index)) continue;
      const s = meeting(sought, token, () => negatedAt(this.said, index), this.wordnet, this.related);
      if (s >= SAID_STRENGTH) return true;
    }
    return false;
  }

  private met(term: Token): Met {
    const key = `${term.lemma}\u0000${term.word}`;
    const known = this.measured.get(key) ?? this.measure(term);
    // (a matcher kept for a note is asked about every answer's words: what it keeps is bounded)
    if (this.measured.size >= MOST_MEASURED && !this.measured.has(key)) this.measured.clear();
    this.measured.set(key, known);
    if (known.match !== undefined) this.lastMatch.set(term.lemma, known.match);
    return known;
  }

  /** `taken`: the answer's words already given to another of the notes' words (see cover). */
  private measure(term: Token, taken?: ReadonlySet<number>): Met {
    const free = (index: number) => !taken || !(this.said[index]?.at ?? []).some((at) => taken.has(at));
    const forms = [term.lemma, term.word, stem(term.lemma)];
    for (const form of forms) {
      const index = this.byLemma.get(form);
      if (index !== undefined && free(index)) return { strength: 1, index, match: this.said[index]?.lemma };
      if (index !== undefined && taken) {
        // the same word written again, further on
        const again = this.said.findIndex(
          (t, i) => free(i) && (t.lemma === form || t.word === form || stem(t.lemma) === form),
        );
        if (again >= 0) return { strength: 1, index: again, match: this.said[again]?.lemma };
      }
    }
    const sought = seeking(term, this.wordnet);
    let best = NOT_MET;
    // Only the words that may meet it at all, in their order (the first of the closest is taken):
    // a paste of hundreds of words, each asked about every term of a whole note, took seconds.
    const candidates =
      this.said.length <= this.fewSaid
        ? this.said.keys()
        : [...(this.sayers ??= mayBeSaidIndex(this.said, this.wordnet))(sought, true)].sort((a, b) => a - b);
    for (const index of candidates) {
      const token = this.said[index];
      if (!token || !free(index)) continue;
      // "last week" says when, not what: its "last" is no "net" ("the net result").
      if (whenWord(this.said, index)) continue;
      const s = meeting(sought, token, () => negatedAt(this.said, index), this.wordnet, this.related);
      if (s > best.strength) best = { strength: s, index, match: token.lemma };
    }
    return best;
  }

  /** The answer's words and phrases as the matcher reads them (for a note's index of them: see mayBeSaid). */
  get words(): readonly Said[] {
    return this.said;
  }

  /**
   * What each of `key`'s terms came to when each of the answer's words stands for one of them:
   * "takes" said once is the notes' "takes", not also their "returned" (a sense of take), nor is
   * "air" both "air" and "atmosphere". The closest meetings are given their words first; a term
   * whose word went to another is met by another of the answer's words, or not at all. The same
   * word of the notes twice may be met by one word. A word of the answer that is a word of `own`
   * (the sentence the terms are from, question's words and all) is that word, no other.
   */
  private assigned(key: KeyTerm[], own: readonly Token[]): Met[] {
    const first = key.map((term) => this.met(term));
    const order = [...key.keys()].sort(
      (a, b) => (first[b]?.strength ?? 0) - (first[a]?.strength ?? 0) || a - b,
    );
    const taken = new Set<number>();
    const takenBy = new Map<number, string>();
    const written = new Set(own.filter((t) => !t.stop && t.pos !== "PUNCT").map((t) => t.lemma));
    for (const token of this.said) {
      const [position] = token.at;
      if (position !== undefined && token.at.length === 1 && written.has(token.lemma)) {
        taken.add(position);
        takenBy.set(position, token.lemma);
      }
    }
    const result: Met[] = [...first];
    for (const i of order) {
      const term = key[i];
      let met = first[i];
      if (!term || !met || met.strength === 0) continue;
      const at = this.said[met.index]?.at ?? [];
      const shared = at.every((p) => !taken.has(p) || takenBy.get(p) === term.lemma);
      if (!shared) {
        const others = new Set([...taken].filter((p) => takenBy.get(p) !== term.lemma));
        met = this.measure(term, others);
        result[i] = met;
      }
      for (const p of this.said[met.index]?.at ?? []) {
        taken.add(p);
        takenBy.set(p, term.lemma);
      }
    }
    return result;
  }

  /** Where in the answer `term` is given (-1 if it is not, or only by a relation). */
  position(term: Token): number {
    return this.said.findIndex(
      (t) => t.lemma === term.lemma || t.word === term.word || stem(t.lemma) === stem(term.lemma),
    );
  }

  matchedLemma(term: Token): string | undefined {
    return this.strength(term) > 0 ? this.lastMatch.get(term.lemma) : undefined;
  }

  /**
   * The weighted share of the key terms the answer gets across: `share` of what a full answer
   * gives (in proportion to the sentence's key content), `some` of a few key words (a part).
   */
  cover(
    key: KeyTerm[],
    enough = ENOUGH,
    own: readonly Token[] = key,
  ): {
    share: number;
    some: number;
    recalled: string[];
    missed: string[];
    said: string[];
    /** Of `said`, those the answer says in other words ("atmosphere" as "air"), with its words. */
    saidAs: Map<string, string>;
  } {
    if (key.length === 0) return { share: 1, some: 1, recalled: [], missed: [], said: [], saidAs: new Map() };
    let total = 0;
    let got = 0;
    let reached = 0;
    const recalled: string[] = [];
    const missedTerms: { term: KeyTerm; at: number }[] = [];
    const saidAt: number[] = [];
    // Those the answer says in so many words (the same word, a synonym, a misspelling), not only by
    // a looser relation: what a student is told they got across.
    const said: string[] = [];
    const saidAs = new Map<string, string>();
    const met = this.assigned(key, own);
    for (const [index, term] of key.entries()) {
      const at = term.at ?? index;
      total += term.weight;
      const s = met[index]?.strength ?? 0;
      got += term.weight * s;
      if (s >= 0.6) reached += term.weight;
      // (in the notes' own spelling: "colour" for notes that write it so)
      if (s >= 0.6) recalled.push(term.written ?? term.word);
      else missedTerms.push({ term, at });
      if (s >= SAID_STRENGTH) {
        said.push(term.written ?? term.word);
        saidAt.push(at);
        const as = this.said[met[index]?.index ?? -1]?.word;
        if (s < 1 && as) saidAs.set((term.written ?? term.word).toLowerCase(), as);
      }
    }
    // A question is answered by its point, not by every word of the sentence that holds it.
    // A longer sentence asks for more: besides enough of its point, a full answer reaches this share
    // of its key words, each counted whole however loosely it is said (a paraphrase's synonyms and
    // everyday relations reach as far as the notes' own words; a half-answer does not).
    const reach = Math.min(1, reached / Math.min(total, Math.max(enough, PROPORTION * total)));
    const some = Math.min(1, got / Math.min(total, enough));
    return {
      share: Math.min(some, reach),
      // Some of the point: a few key words, whatever the sentence's length.
      some,
      recalled,
      // Nearest first to the words the answer says in so many words, those it is told it got
      // across (the rest of the list it began: "alliances" and "imperialism" after "militarism",
      // before the sentence's "Historians"), then the weightiest: what a student is told to go
      // over names those. With none said, the weightiest first.
      missed: missedTerms
        .map(({ term, at }) => ({ term, away: Math.min(Infinity, ...saidAt.map((r) => Math.abs(r - at))) }))
        .sort((a, b) => (a.away === b.away ? 0 : a.away - b.away) || b.term.weight - a.term.weight)
        .map(({ term }) => term.written ?? term.word),
      said,
      saidAs,
    };
  }
}

/** One edit apart for a word of 5 letters or more, two for 9 or more: a typo, not another word. */
function misspelt(expected: string, written: string): boolean {
  if (expected.length < 5 || written.length < 4 || !written.startsWith(expected.charAt(0))) return false;
  const allowed = expected.length >= 9 ? 2 : 1;
  if (Math.abs(expected.length - written.length) > allowed) return false;
  return editDistance(expected, written, allowed) <= allowed;
}

/**
 * The edits between two words, or `cap + 1` when more: a letter added, dropped or changed, or two
 * letters side by side the wrong way round ("natoinal"), each one edit. Only the cells within
 * `cap` of the diagonal are worked out (any path through another passes more than `cap` edits), so
 * a word of hundreds of letters costs its length, not its square.
 */
function editDistance(a: string, b: string, cap: number): number {
  if (Math.abs(a.length - b.length) > cap) return cap + 1;
  const over = cap + 1;
  let previous = Array.from({ length: b.length + 1 }, (_v, j) => (j <= cap ? j : over));
  let before: number[] = [];
  for (let i = 1; i <= a.length; i++) {
    const current = Array<number>(b.length + 1).fill(over);
    if (i <= cap) current[0] = i;
    let rowMin = current[0] ?? over;
    for (let j = Math.max(1, i - cap); j <= Math.min(b.length, i + cap); j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const swapped = i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1];
      const value = Math.min(
        (previous[j] ?? over) + 1,
        (current[j - 1] ?? over) + 1,
        (previous[j - 1] ?? over) + cost,
        swapped ? (before[j - 2] ?? over) + 1 : over,
        over,
      );
      current[j] = value;
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return over;
    before = previous;
    previous = current;
  }
  return previous[b.length] ?? over;
}

const WHEN_WORDS = new Set(["last", "next", "past", "previous", "coming", "following"]);
const TIMES = new Set([
  "week",
  "month",
  "year",
  "day",
  "night",
  "time",
  "term",
  "semester",
  "lesson",
  "lecture",
  "class",
  "session",
  "weekend",
  "morning",
  "evening",
  "summer",
  "winter",
  "spring",
  "autumn",
  "fall",
]);

/** The word says when, with the time after it ("last week", "next term"), not a thing or a quality. */
function whenWord(said: readonly Token[], index: number): boolean {
  return WHEN_WORDS.has(said[index]?.lemma ?? "") && TIMES.has(said[index + 1]?.lemma ?? "");
}
