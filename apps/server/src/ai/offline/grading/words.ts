import { keptLately } from "../kept-lately";
import { readTokens, SHORT_FORMS } from "../nlp";
import { stem } from "../stem";
import { americanSpelling, normalizeText } from "./normalize";
import { sharedWordNet } from "./wordnet";

/** How the grader reads a text: its words, lemmas and parts of speech, and which say something. */
export interface Token {
  /** As written, lower case, one spelling. */
  word: string;
  /** As written, lower case, where its spelling is not `word`'s ("colour"): what a student is shown. */
  written?: string;
  lemma: string;
  pos: string;
  stop: boolean;
}

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "NUM", "ADV"]);
export const NEGATIONS = new Set([
  "not",
  "n't",
  "no",
  "never",
  "none",
  "nothing",
  "neither",
  "nor",
  "without",
  "cannot",
  "nobody",
  "nowhere",
  "hardly",
  "barely",
  "instead",
  "rather",
  "anywhere",
]);

/** Verbs of relation that the tagger reads as plural nouns at times ("active transport needs energy"). */
export const CLAIM_VERBS =
  /^(?:needs|uses|makes|causes|means|forms|moves|pumps|changes|carries|turns|shows|gives|takes|breaks|increases|decreases|rises|falls|stops|drives|releases|absorbs|produces|contains|depends|allows|prevents|reduces|raises|lowers|goes|comes|gets|has|does|keeps|stays|becomes)$/;

/** The same verbs as said of many ("cells release insulin"), which the tagger reads as nouns at times. */
export const CLAIM_VERBS_PLURAL = new Set(
  CLAIM_VERBS.source
    .replace(/^\^\(\?:|\)\$$/g, "")
    .split("|")
    .map(
      (verb) =>
        ({ has: "have", does: "do", goes: "go" })[verb] ??
        verb
          .replace(/ies$/, "y")
          .replace(/(ch|sh|ss|x)es$/, "$1")
          .replace(/s$/, ""),
    ),
);

/** Whether the token at `index` says what something does: a verb, or a verb read as a noun. */
export function verbAt(list: Token[], index: number): boolean {
  const t = list[index];
  if (!t) return false;
  return t.pos === "VERB" || t.pos === "AUX" || (index > 0 && CLAIM_VERBS.test(t.word));
}

/**
 * The word a privative word denies: "deoxygenated" (oxygenated), "unlimited", "disagree",
 * "nonliving", "colourless" (colour); undefined for any other word. "Blood without oxygen" says
 * what "deoxygenated blood" says.
 */
export function privativeRoot(lemma: string, known: (word: string) => boolean): string | undefined {
  const prefixed = /^(?:de|dis|un|non)-?(.{4,})$/.exec(lemma)?.[1];
  if (prefixed && known(prefixed)) return prefixed;
  const suffixed = /^(.{3,})less$/.exec(lemma)?.[1];
  if (suffixed && known(suffixed)) return suffixed;
  return undefined;
}

/** Whether `lemma` is the privative word's root, in any form ("oxygen" for "oxygenate"). */
export function isRoot(root: string, lemma: string): boolean {
  // (the privative word itself is not its root: "colourless" does not say "colour")
  if (lemma.endsWith("less") && !root.endsWith("less")) return false;
  const a = stem(root);
  const b = stem(lemma);
  return a === b || (Math.min(a.length, b.length) >= 5 && (a.startsWith(b) || b.startsWith(a)));
}

/** Prepositions that start a phrase of their own: a negation before one does not reach past it. */
/** Negations of a thing rather than of a claim: their reach ends at the noun they deny. */
const DETERMINING = new Set(["no", "without", "none", "nothing", "nobody"]);

const SCOPE_ENDS = new Set(["to", "from", "into", "onto", "at", "in", "on", "across", "through", "towards"]);

/** "so" before how much of a quality: "not so fast". */
function degree(list: Token[], at: number): boolean {
  const next = list[at + 1];
  return list[at]?.word === "so" && (next?.pos === "ADJ" || next?.pos === "ADV");
}

/** Words that open a clause of its own, where a negation before them does not reach. */
const CLAUSE_OPENS = new Set([
  "when",
  "whenever",
  "while",
  "whilst",
  "because",
  "since",
  "if",
  "unless",
  "although",
  "though",
  "whereas",
  "which",
  "who",
  "where",
  "so",
  "but",
]);

/**
 * Whether a negation comes just before the token at `index` ("not moving", "isn't steep"): up to
 * three words back, not counting the small ones ("no longer had to be built"), and not past a
 * preposition ("blood without oxygen to the lungs" does not negate the lungs).
 */
export function negatedAt(list: Token[], index: number): boolean {
  return negationAt(list, index) >= 0;
}

/** Where the negation of the token at `index` is (-1: none). */
export function negationAt(list: Token[], index: number): number {
  let words = 0;
  // "no" and "without" before a noun deny that thing, not what is said of it: "no medium for
  // sound, fastest in solids".
  let noun = false;
  for (let i = index - 1; i >= 0 && words < 3; i--) {
    const t = list[i];
    if (!t) break;
    if (NEGATIONS.has(t.word) || NEGATIONS.has(t.lemma)) return noun && DETERMINING.has(t.word) ? -1 : i;
    if (t.pos === "ADP" && SCOPE_ENDS.has(t.word)) return -1;
    // nor past the start of another clause: "they didn't owe anything when prices fell" (not the
    // "so" of "isn't so fast")
    if ((CLAUSE_OPENS.has(t.word) && !degree(list, i)) || t.pos === "SCONJ") return -1;
    // ... nor to a verb of its own after "and", in a form of its own: "nothing holds it up and it
    // falls" (not "doesn't lose water and shrink", whose "shrink" the "doesn't" still governs)
    const verb = list[index];
    if (t.word === "and" && verb?.pos === "VERB" && verb.word !== verb.lemma) return -1;
    if (t.pos === "NOUN" || t.pos === "PROPN") noun = true;
    if (!t.stop) words++;
  }
  return -1;
}
/** Words too general to show that an answer knows anything. */
export const GENERIC = new Set([
  "be",
  "have",
  "do",
  "make",
  "take",
  "get",
  "use",
  "call",
  "thing",
  "way",
  "process",
  "part",
  "kind",
  "type",
  "place",
  "also",
  "very",
  "really",
  "just",
  "so",
  "then",
  "there",
  "here",
  "well",
  "lot",
  "much",
  "many",
  "some",
  "other",
  "such",
  "called",
  "mean",
  "refer",
  "say",
  "state",
  "show",
  "happen",
  "occur",
  "example",
  "note",
  "notes",
]);
/** Words wink counts as stop words that say something in study notes ("moves the plates", "pH below 7"). */
const MEANINGFUL = new Set([
  "move",
  "moves",
  "top",
  "bottom",
  "front",
  "back",
  "side",
  "empty",
  "full",
  "first",
  "last",
  "above",
  "below",
  "amount",
  "behind",
  "under",
  "over",
  "between",
  "against",
  "often",
  "whole",
  "third",
]);

/**
 * Texts read lately: a grade reads its note's sentences for every part and check, and a quiz's
 * answers share a note. The least recently read is forgotten first, so a note of more sentences
 * than are kept is still read once a grade, not once each time a sentence is looked at (it was
 * all forgotten at once when full: each answer to a note of 2,000 sentences took 2 seconds).
 */
const READ_KEPT = 6000;
const readTexts = keptLately<Token[]>(READ_KEPT);
/** A whole note (or a long run-on sentence) is kept apart, a few at a time, so that texts of 100,000 characters do not fill the cache of sentences. */
const LONG_TEXT = 2000;
const readLongTexts = keptLately<Token[]>(16);

/** The text's words, symbols and spellings written one way (normalizeText), as the grader reads them. */
export function tokens(text: string): Token[] {
  return (text.length > LONG_TEXT ? readLongTexts : readTexts)(text, () => readFreshTokens(text));
}

/**
 * Words the tokenizer reads with a full stop as the short form of a day or a month ("Sun.",
 * "Sat.", "Wed.", "Mar."), or of repetitions: at the end of a sentence they are the word ("...
 * orbits the Sun."), and were read as "sun." (no "sun" of an answer met it); before a date's
 * number ("Wed. 3 Mar.") they are left as they are.
 */
const NOT_SHORTENED = new RegExp(`\\b(${SHORT_FORMS.join("|")})\\.(?=\\s+(?!\\d)|$)`, "gi");

function readFreshTokens(text: string): Token[] {
  const { words, lemmas, pos, stop, types } = readTokens(normalizeText(text).replace(NOT_SHORTENED, "$1 ."));
  const out: Token[] = [];
  // (the words that open a sentence or a clause after a stop, for actionsRead)
  const opening = new Set<number>();
  words.forEach((word, i) => {
    if (types[i] !== "word" && types[i] !== "number") {
      if (/^[.!?;:]$/.test(word)) opening.add(out.length);
      return;
    }
    const lower = word.toLowerCase();
    const spelt = americanSpelling(lower);
    out.push({
      word: spelt,
      ...(spelt !== lower ? { written: lower } : {}),
      lemma: americanSpelling((lemmas[i] ?? lower).toLowerCase()),
      pos: types[i] === "number" ? "NUM" : (pos[i] ?? "X"),
      stop: Boolean(stop[i]) && !NEGATIONS.has(lower) && !MEANINGFUL.has(lower),
    });
  });
  return actionsRead(out, opening);
}

/** Words that stand for the thing named just before them: "the index, which tracks ...". */
export const RELATIVES: ReadonlySet<string> = new Set(["which", "that", "who"]);
/** Who does something: "they release", "we need". */
const DOERS = new Set(["they", "we", "you", "i"]);
/** What may follow a verb: its object, or the particle of a verb phrase ("take in"). */
const AFTER_VERB = new Set(["DET", "NOUN", "PROPN", "ADJ", "NUM", "PRON"]);
const VERB_PARTICLE = new Set(["in", "off", "out", "up", "down", "away", "back"]);

/**
 * The tagger reads a verb after a plural subject or after "and" as a noun at times: "Plants
 * release carbon dioxide", "they take in oxygen and release carbon dioxide" (the answer was then
 * a list of words, and no claim). A word far more often a verb than a noun (WordNet's counts), in
 * its plain form, is read as the verb right after a plural thing or "they" (with its object or
 * nothing after it), or after "and" or "then" when a verb in its plain form acting on a thing came
 * shortly before (with its object after it).
 */
function actionsRead(list: Token[], opening: ReadonlySet<number>): Token[] {
  list.forEach((t, i) => {
    if (t.pos !== "NOUN" || t.word !== t.lemma || i === 0 || opening.has(i)) return;
    const before = list[i - 1];
    // (what comes after a stop is another sentence's: "need warmth and cover. Birds eat them")
    const after = opening.has(i + 1) ? undefined : list[i + 1];
    if (!before) return;
    const doer =
      DOERS.has(before.word) ||
      ((before.pos === "NOUN" || before.pos === "PROPN") &&
        /[^s]s$/.test(before.word) &&
        (before.pos === "NOUN"
          ? before.lemma !== before.word
          : sharedWordNet().knows(before.word.slice(0, -1))));
    // (a verb acting on a thing, "take in oxygen and release ...", not one with a preposition
    // after it, "depend on demand and supply", nor a thing that may be a verb itself, "draw demand
    // and supply curves")
    const actsOn = (at: number) => {
      const v = list[at];
      let next = at + 1;
      while (VERB_PARTICLE.has(list[next]?.word ?? "")) next++;
      return v?.pos === "VERB" && v.word === v.lemma && AFTER_VERB.has(list[next]?.pos ?? "");
    };
    const thing = list[i - 2];
    let alongside =
      (before.word === "and" || before.word === "then") &&
      after !== undefined &&
      thing !== undefined &&
      !sharedWordNet().oftenVerb(thing.lemma);
    if (alongside) {
      alongside = false;
      // (in this sentence: "Firms sell goods. Price and release dates vary.")
      for (let at = i - 2; at >= Math.max(0, i - 8) && !alongside && !opening.has(at + 1); at--)
        alongside = actsOn(at);
    }
    if (!doer && !alongside) return;
    if (after && !AFTER_VERB.has(after.pos) && !VERB_PARTICLE.has(after.word)) return;
    if (sharedWordNet().mostlyVerb(t.lemma)) list[i] = { ...t, pos: "VERB", stop: false };
  });
  // A verb in -s after "which", "that" or "who" and before what it acts on: "the index, which
  // tracks the price".
  list.forEach((t, i) => {
    const after = list[i + 1];
    if (
      t.pos === "NOUN" &&
      i > 0 &&
      !opening.has(i) &&
      RELATIVES.has(list[i - 1]?.word ?? "") &&
      after?.pos === "DET" &&
      !opening.has(i + 1) &&
      (t.word === `${t.lemma}s` || t.word === `${t.lemma}es`) &&
      sharedWordNet().posesOf(t.lemma).includes("verb")
    )
      list[i] = { ...t, pos: "VERB", stop: false };
  });
  return list;
}

export function isContent(token: Token): boolean {
  return (
    !token.stop &&
    CONTENT_POS.has(token.pos) &&
    (token.lemma.length > 1 || token.pos === "NUM") &&
    !GENERIC.has(token.lemma)
  );
}

export interface KeyTerm extends Token {
  /** How much this word says of what the answer should get across. */
  weight: number;
  /** Where it stands in its sentence (counted in words), when it comes from one. */
  at?: number;
}

/** `text` matched as itself in a regular expression. */
export function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
