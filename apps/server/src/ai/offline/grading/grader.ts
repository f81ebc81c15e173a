import type { Score } from "../../capabilities";
import { readSentences, readTokens } from "../nlp";
import { stem } from "../quiz-plan";
import { americanSpelling, normalizeText } from "./normalize";
import { sharedWordNet, type WordNet } from "./wordnet";

/** One answer to one question, and the note it is about. */
export interface GradeInput {
  /** The note's text (or the notes' text: every sentence may be what the question is after). */
  note: string;
  question: string;
  answer: string;
}

/** What kind of answer it was, as the reason explains it. */
export type Verdict = "right" | "partial" | "missed" | "reversed" | "keywords" | "empty";

export interface AnswerGrade {
  score: Score;
  verdict: Verdict;
  /** In words a student understands: what was right, what was missing or wrong. */
  reason: string;
  /** The part of the notes the question asked about, which the grade rests on. */
  passage: string;
  /** Words of the notes the answer got across, and those it did not. */
  recalled: string[];
  missed: string[];
}

interface Token {
  /** As written, lower case, one spelling. */
  word: string;
  lemma: string;
  pos: string;
  stop: boolean;
}

interface KeyTerm extends Token {
  weight: number;
}

const CONTENT_POS = new Set(["NOUN", "PROPN", "VERB", "ADJ", "NUM", "ADV"]);
const NEGATIONS = new Set([
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

/** Whether a negation comes just before the token at `index` ("not moving", "isn't steep"). */
function negatedAt(list: Token[], index: number): boolean {
  for (let i = Math.max(0, index - 3); i < index; i++) {
    const t = list[i];
    if (t && (NEGATIONS.has(t.word) || NEGATIONS.has(t.lemma))) return true;
  }
  return false;
}
/** Words too general to show that an answer knows anything. */
const GENERIC = new Set([
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
  "happen",
  "occur",
  "example",
  "note",
  "notes",
]);
/** What students write when they do not know. */
const NO_ANSWER =
  /^(?:i\s*(?:do\s*n[o']?t|dont|don't)\s*(?:know|remember|recall)|idk|dunno|no\s+(?:idea|clue)|not\s+sure|pass|skip|i\s*forgot|can'?t\s+remember|no\s+answer|nothing|\?+|-+|\.+|n\/a|none)\b/i;

/**
 * Directions and opposites study notes turn on, beyond WordNet's antonyms: saying one for the
 * other reverses the claim.
 */
const OPPOSITES: [string, string][] = [
  ["rise", "fall"],
  ["increase", "decrease"],
  ["increase", "reduce"],
  ["raise", "lower"],
  ["up", "down"],
  ["more", "less"],
  ["more", "fewer"],
  ["high", "low"],
  ["higher", "lower"],
  ["gain", "lose"],
  ["gain", "loss"],
  ["absorb", "release"],
  ["absorb", "emit"],
  ["release", "take"],
  ["emit", "take"],
  ["absorb", "give"],
  ["take", "give"],
  ["expand", "contract"],
  ["heat", "cool"],
  ["warm", "cool"],
  ["hot", "cold"],
  ["before", "after"],
  ["inside", "outside"],
  ["above", "below"],
  ["north", "south"],
  ["east", "west"],
  ["positive", "negative"],
  ["strong", "weak"],
  ["fast", "slow"],
  ["attract", "repel"],
  ["import", "export"],
  ["surplus", "shortage"],
  ["surplus", "deficit"],
  ["evaporate", "condense"],
  ["melt", "freeze"],
  ["push", "pull"],
  ["enter", "leave"],
  ["allow", "prevent"],
  ["start", "end"],
  ["begin", "end"],
  ["first", "last"],
  ["early", "late"],
  ["large", "small"],
  ["big", "small"],
  ["long", "short"],
  ["add", "remove"],
  ["gain", "lose"],
  ["win", "lose"],
  ["accept", "reject"],
  ["left", "right"],
  ["upper", "lower"],
  ["maximum", "minimum"],
  ["most", "least"],
  ["acid", "base"],
  ["acidic", "alkaline"],
  ["produce", "consume"],
  ["create", "destroy"],
  ["build", "break"],
  ["speed", "slow"],
  ["open", "close"],
  ["dense", "sparse"],
  ["denser", "lighter"],
  ["heavy", "light"],
  ["wet", "dry"],
  ["rich", "poor"],
  ["inflation", "deflation"],
  ["expansion", "recession"],
  ["export", "import"],
  ["buy", "sell"],
  ["supply", "demand"],
  ["cause", "prevent"],
  ["same", "different"],
  ["direct", "inverse"],
  ["series", "parallel"],
  ["connect", "separate"],
  ["connected", "separated"],
  ["closed", "open"],
  ["forward", "backward"],
  ["clockwise", "anticlockwise"],
  ["clockwise", "counterclockwise"],
  ["always", "never"],
  ["all", "none"],
  ["majority", "minority"],
  ["victory", "defeat"],
  ["ally", "enemy"],
  ["legal", "illegal"],
  ["true", "false"],
];
/** Everyday ways of saying that something goes up, or down: a student's "gets faster" is the notes' "rises". */
const UP = new Set([
  "rise",
  "increase",
  "grow",
  "climb",
  "more",
  "high",
  "higher",
  "great",
  "greater",
  "fast",
  "faster",
  "quick",
  "quicker",
  "gain",
  "raise",
  "boost",
  "expand",
  "big",
  "bigger",
  "large",
  "larger",
  "up",
  "strong",
  "stronger",
  "speed",
  "accelerate",
  "soar",
  "double",
  "multiply",
]);
const DOWN = new Set([
  "fall",
  "decrease",
  "drop",
  "decline",
  "less",
  "low",
  "lower",
  "few",
  "fewer",
  "slow",
  "slower",
  "shrink",
  "reduce",
  "small",
  "smaller",
  "lose",
  "cut",
  "down",
  "weak",
  "weaker",
  "sink",
  "halve",
  "diminish",
  "lessen",
  "plummet",
]);
const direction = (lemma: string): "up" | "down" | undefined =>
  UP.has(lemma) ? "up" : DOWN.has(lemma) ? "down" : undefined;

const OPPOSITE = new Map<string, Set<string>>();
for (const [a, b] of OPPOSITES) {
  OPPOSITE.set(a, (OPPOSITE.get(a) ?? new Set()).add(b));
  OPPOSITE.set(b, (OPPOSITE.get(b) ?? new Set()).add(a));
}

/** Words that mark cause and effect: the cause comes before "causes", after "because". */
const CAUSE_FIRST =
  /\b(?:causes?|caused|causing|leads? to|led to|results? in|resulted in|produces?|makes?|so|therefore|thus|hence|which means|triggers?|drives?)\b/i;
const EFFECT_FIRST =
  /\b(?:because(?: of)?|due to|caused by|as a result of|results? from|since|comes? from|is driven by|are driven by)\b/i;

/** Shares of a part's key content, weighted, from which its answer counts as full or as partial. */
const FULL_SHARE = 0.5;
const PARTIAL_SHARE = 0.2;
/** Sentences this nearly as close to the question as the closest may be the one it is after. */
/** How many of the note's sentences a word may be in before it weighs less. */
const SPREAD = 2;
const RELATED_STRENGTH = 0.6;
const CLOSE_ENOUGH = 0.5;
const CLOSENESS_POWER = 2;
/** Weighted key words that make a full answer to one part, however long the sentence is. */
const ENOUGH = 3;
/** How many of an answer's key words from elsewhere in the notes make it an answer to something else. */
const STRAY_LIMIT = 1;

/**
 * Grades one answer against what its question asked, by meaning rather than by matching words
 * (issue 14): the sentences of the note each part of the question asks about are found; the
 * answer's words are matched to their content as the same word, another form or spelling of it,
 * a synonym or close relation (WordNet), or a forgivable misspelling; a claim that negates, turns
 * round or swaps cause and effect is wrong, a list of words with no claim is not an answer, and
 * every answer gets a grade and a reason, "I don't know" included.
 */
export function gradeAnswer(given: GradeInput, wordnet: WordNet = sharedWordNet()): AnswerGrade {
  // The note's own abbreviations ("short-term memory (STM)") read as what they stand for.
  const expand = abbreviationsOf(given.note);
  const input = {
    note: expand(given.note),
    question: expand(given.question.replace(/^\s*Question \d+ of \d+:\s*/i, "")),
    answer: expand(given.answer),
  };
  const answerText = input.answer.trim();
  const noteSentences = sentencesOf(input.note);
  const question = tokens(normalizeText(input.question));
  const answer = tokens(normalizeText(answerText));
  const matcher = new Matcher(answer, wordnet);
  const parts = questionParts(input.question);
  const sentenceTerms = noteSentences.map((sentence) => new Set(tokens(sentence).map((t) => t.lemma)));
  const spread = (lemma: string) => sentenceTerms.filter((terms) => terms.has(lemma)).length || 1;

  const empty = (reason: string): AnswerGrade => ({
    score: 1,
    verdict: "empty",
    reason,
    passage: bestSentences(noteSentences, question, wordnet)[0]?.sentence ?? "",
    recalled: [],
    missed: [],
  });
  if (answerText === "" || NO_ANSWER.test(answerText.replace(/^["'\s]+/, ""))) {
    return empty("No answer was given. Look at this part of your notes again, then try to explain it.");
  }
  if (!answer.some((t) => isContent(t))) {
    return empty("That answer does not say anything about the question yet.");
  }

  // What an earlier part of the question asked about is not the answer to a later one.
  const earlier: { target: string; terms: Set<string> }[] = [];
  // Every sentence the question may be after: an answer that agrees with one of them is not reversed.
  const contradicted: string[] = [];
  const graded = (input.question.includes(BLANK) ? [input.question] : parts).map((part) => {
    if (part.includes(BLANK)) return blankPart(part, noteSentences, matcher, wordnet);
    const partTokens = tokens(normalizeText(part));
    const asked = partTokens.length > 0 ? partTokens : question;
    const given = new Matcher(question, wordnet);
    // Any of the sentences the question is after may be the one the answer gives.
    const claimed = (sentence: string, term: Token) =>
      earlier.some((e) => e.target !== sentence && e.terms.has(term.lemma));
    const candidates = bestSentences(noteSentences, asked, wordnet).map(({ sentence, closeness }) => {
      const key = keyTerms(
        sentence,
        (term) => given.strength(term) >= 0.85 || claimed(sentence, term),
        spread,
      );
      const cover = matcher.cover(key);
      // A sentence further from the question needs a fuller answer to be the one it gives.
      return {
        target: [sentence],
        key,
        ...cover,
        share: cover.share * closeness ** CLOSENESS_POWER,
        all: sentence,
      };
    });
    const chosen = candidates.reduce((best, next) => (next.share > best.share ? next : best));
    contradicted.push(...candidates.map((c) => c.all));
    earlier.push({ target: chosen.target[0] ?? "", terms: new Set(chosen.key.map((t) => t.lemma)) });
    return chosen;
  });
  const passage = [...new Set(graded.flatMap((g) => g.target))].join(" ");
  const recalled = unique(graded.flatMap((g) => g.recalled));
  const missed = unique(graded.flatMap((g) => g.missed)).filter((w) => !recalled.includes(w));

  // A claim that turns the notes round is wrong, however many of their words it uses.
  const reversal = reversed(
    passage,
    [...new Set([passage, ...contradicted])].join(" "),
    answerText,
    matcher,
    wordnet,
  );
  if (reversal) {
    return {
      score: 1,
      verdict: "reversed",
      reason: `That is the opposite of what your notes say (${reversal}). Your notes: “${passage}”`,
      passage,
      recalled,
      missed,
    };
  }
  if (asksForClaim(input.question) && !/[=<>]/.test(answerText) && isKeywordList(answer)) {
    return {
      score: 1,
      verdict: "keywords",
      reason:
        "A list of words is not an answer yet: say in a sentence how they fit together to answer the question.",
      passage,
      recalled,
      missed,
    };
  }

  // An answer whose own key words belong to another part of the notes, and which gives less than
  // the whole of this part, is about something else: a wrong fact, or true but off the question.
  const elsewhere = strayTerms(answer, passage, noteSentences, wordnet);
  const full = graded.filter((g) => g.share >= FULL_SHARE).length;
  const some =
    elsewhere >= STRAY_LIMIT && full < graded.length
      ? 0
      : graded.filter((g) => g.share >= PARTIAL_SHARE).length;
  if (full === graded.length) {
    return {
      score: 3,
      verdict: "right",
      reason: `Right: you got across ${listOf(recalled)}.`,
      passage,
      recalled,
      missed,
    };
  }
  if (some > 0) {
    const you =
      graded.length > 1 && full > 0 ? "You answered one part of the question but not the other: you" : "You";
    return {
      score: 2,
      verdict: "partial",
      reason:
        missed.length > 0
          ? `Partly right. ${you} got across ${listOf(recalled)}, but your notes also give ${listOf(missed)}.`
          : `Partly right. ${you} got across ${listOf(recalled)}, but not yet the whole of what was asked.`,
      passage,
      recalled,
      missed,
    };
  }
  return {
    score: 1,
    verdict: "missed",
    reason:
      recalled.length > 0
        ? `That does not answer what was asked. The question is about this: “${passage}”`
        : `That is not what your notes say. They say: “${passage}”`,
    passage,
    recalled,
    missed,
  };
}

const BLANK = "_____";

/**
 * Abbreviations a note defines, "short-term memory (STM)" or "STM (short-term memory)", as a
 * function that writes them out in any text.
 */
function abbreviationsOf(note: string): (text: string) => string {
  const found = new Map<string, string>();
  const initials = (words: string) =>
    words
      .split(/[\s-]+/)
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase() ?? "")
      .join("");
  for (const m of note.matchAll(/((?:[\p{L}]+[\s-]){1,5}[\p{L}]+)\s*\(([A-Z]{2,6})s?\)/gu)) {
    const [, words = "", short = ""] = m;
    // The last as many words as the abbreviation has letters (or one more, for "of"/"the").
    const list = words.split(/\s+/);
    for (const take of [short.length, short.length + 1, short.length - 1]) {
      const phrase = list.slice(-take).join(" ");
      if (take > 0 && initials(phrase.replace(/\b(?:of|the|and|in)\b/gi, "")) === short) {
        found.set(short, phrase);
        break;
      }
    }
  }
  for (const m of note.matchAll(/\b([A-Z]{2,6})\s*\(((?:[\p{L}]+[\s-]){1,5}[\p{L}]+)\)/gu)) {
    const [, short = "", phrase = ""] = m;
    if (initials(phrase.replace(/\b(?:of|the|and|in)\b/gi, "")) === short) found.set(short, phrase);
  }
  if (found.size === 0) return (text) => text;
  const pattern = new RegExp(`\\b(${[...found.keys()].join("|")})s?\\b`, "g");
  return (text) => text.replace(pattern, (_m, short: string) => found.get(short) ?? short);
}

/**
 * A fill-in question is about the one sentence it quotes; a full answer gives the words of that
 * sentence the blanks stand for (with the same matching as any other answer).
 */
function blankPart(question: string, sentences: string[], matcher: Matcher, wordnet: WordNet) {
  const asked = tokens(normalizeText(question.replaceAll(BLANK, " ")));
  const sentence = bestSentences(sentences, asked, wordnet)[0]?.sentence ?? "";
  const words = tokens(sentence);
  const given = new Matcher(asked, wordnet);
  const inQuestion = words.map((t) => isContent(t) && given.strength(t) >= 0.85);
  const first = inQuestion.indexOf(true);
  const last = inQuestion.lastIndexOf(true);
  // The blanks lie between the quoted words, or just before or after them.
  const opensWithBlank = question.trim().startsWith(BLANK);
  const endsWithBlank = /_____\W*$/.test(question.trim());
  let from = first < 0 ? 0 : first;
  let to = last < 0 ? words.length - 1 : last;
  if (opensWithBlank) from = 0;
  if (endsWithBlank) {
    to = words.length - 1;
    // Up to where the sentence's point ends: an example or an aside is not what the blank hides.
    const stop = words.findIndex(
      (t, i) => i > last && /^(?:e\.g|eg|for|such|example|which|where)$/.test(t.word),
    );
    if (stop > 0) to = stop - 1;
  }
  const seen = new Set<string>();
  const key: KeyTerm[] = [];
  words.forEach((t, i) => {
    if (i < from || i > to || inQuestion[i] || !isContent(t) || seen.has(t.lemma)) return;
    seen.add(t.lemma);
    key.push({ ...t, weight: WEIGHT[t.pos] ?? 0.5 });
  });
  const { recalled, missed } = matcher.cover(key);
  const share = key.length === 0 ? 1 : recalled.length / key.length;
  return { target: [sentence], share, recalled, missed };
}

/** The note's sentences; a note written as one point per line reads as one sentence per line. */
function sentencesOf(note: string): string[] {
  return (
    note
      .split(/\n+/)
      .flatMap((line) => readSentences(line).map((s) => s.text.trim()))
      // A sentence of two statements ("acids release H+; alkalis release OH-") is two things to ask about.
      .flatMap((sentence) =>
        sentence.split(
          /;\s+|:\s+(?=\p{Lu})|,\s+(?=(?:but|whereas|while|although|whilst)\b)|,\s+(?:and|so)\s+(?=(?:\p{L}+\s+){0,2}(?:is|are|was|were|has|have|had|can|will|becomes?|forms?)\b)/u,
        ),
      )
      .map((s) => s.trim())
      .filter(Boolean)
  );
}

/** Texts read lately: a grade reads its note's sentences for every part and check, and a quiz's answers share a note. */
const readTexts = new Map<string, Token[]>();
const READ_KEPT = 2000;

/** The text's words, symbols and spellings written one way (normalizeText), as the grader reads them. */
function tokens(text: string): Token[] {
  const known = readTexts.get(text);
  if (known) return known;
  const fresh = readFreshTokens(text);
  if (readTexts.size >= READ_KEPT) readTexts.clear();
  readTexts.set(text, fresh);
  return fresh;
}

function readFreshTokens(text: string): Token[] {
  const { words, lemmas, pos, stop, types } = readTokens(normalizeText(text));
  const out: Token[] = [];
  words.forEach((word, i) => {
    if (types[i] !== "word" && types[i] !== "number") return;
    const lower = word.toLowerCase();
    out.push({
      word: americanSpelling(lower),
      lemma: americanSpelling((lemmas[i] ?? lower).toLowerCase()),
      pos: types[i] === "number" ? "NUM" : (pos[i] ?? "X"),
      stop: Boolean(stop[i]) && !NEGATIONS.has(lower),
    });
  });
  return out;
}

function isContent(token: Token): boolean {
  return !token.stop && CONTENT_POS.has(token.pos) && token.lemma.length > 1 && !GENERIC.has(token.lemma);
}

const WEIGHT: Record<string, number> = { NUM: 1.5, PROPN: 1.2, NOUN: 1, VERB: 0.7, ADJ: 0.7, ADV: 0.4 };

/** The content words a full answer gives: the target's, less those the question already gave. */
function keyTerms(
  text: string,
  given: (term: Token) => boolean,
  spread: (lemma: string) => number = () => 1,
): KeyTerm[] {
  const seen = new Set<string>();
  const terms: KeyTerm[] = [];
  for (const token of tokens(text)) {
    if (!isContent(token) || seen.has(token.lemma)) continue;
    seen.add(token.lemma);
    if (given(token)) continue;
    // A word the note uses in sentence after sentence says less about this one.
    terms.push({ ...token, weight: (WEIGHT[token.pos] ?? 0.5) * Math.min(1, SPREAD / spread(token.lemma)) });
  }
  return terms;
}

/**
 * The parts of a question that each want an answer: "What is X, and why does Y?" has two, as has
 * "Name two ... and say what each does"; most questions have one.
 */
export function questionParts(question: string): string[] {
  const text = question.replace(/^(?:question \d+ of \d+:\s*)/i, "").trim();
  const asks =
    "what|why|how|where|when|which|who|whom|whose|name|give|explain|describe|say|state|list|identify|outline|compare|define";
  const parts = text
    .split(new RegExp(`(?:\\?\\s+|[,;]?\\s+and\\s+(?=(?:${asks})\\b)|;\\s+(?=(?:${asks})\\b))`, "i"))
    .map((p) => p.trim())
    .filter((p) => p.length > 3);
  return parts.length > 0 ? parts : [text];
}

/**
 * The note's sentences a question asks about: the one sharing most of its rarer content with the
 * question (by the same words or related ones), and any other nearly as close.
 */
function bestSentences(
  sentences: string[],
  asked: Token[],
  wordnet: WordNet,
): { sentence: string; closeness: number }[] {
  if (sentences.length <= 1) return sentences.map((sentence) => ({ sentence, closeness: 1 }));
  // A sentence that opens with "It" or "They" is about what the one before was about.
  const read = sentences.map((s, i) => {
    const own = tokens(s).filter((t) => !t.stop || GENERIC.has(t.lemma));
    const before =
      i > 0 && /^(?:it|they|this|these|that|those)\b/i.test(s.trim()) ? sentences[i - 1] : undefined;
    const carried = before
      ? (tokens(before).find((t) => isContent(t) && (t.pos === "NOUN" || t.pos === "PROPN")) ?? [])
      : [];
    return [...own, ...[carried].flat()].filter(
      (t) => (isContent(t) || GENERIC.has(t.lemma)) && t.lemma.length > 1,
    );
  });
  const frequency = new Map<string, number>();
  for (const list of read)
    for (const lemma of new Set(list.map((t) => t.lemma)))
      frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  // Words like "take place" say less than "chloroplast", but they still point at a sentence.
  const askedContent = asked.filter((t) => isContent(t) || (GENERIC.has(t.lemma) && !t.stop));
  const scores = read.map((list) => {
    const matcher = new Matcher(list, wordnet);
    return askedContent.reduce((sum, term) => {
      const strength = matcher.strength(term) || (list.some((t) => t.lemma === term.lemma) ? 1 : 0);
      const lemma = matcher.matchedLemma(term) ?? term.lemma;
      const weight = GENERIC.has(term.lemma) ? 0.5 : 1;
      return sum + (weight * strength) / (frequency.get(lemma) ?? 1);
    }, 0);
  });
  const best = Math.max(...scores);
  if (best <= 0) return sentences.map((sentence) => ({ sentence, closeness: 1 }));
  return sentences
    .map((sentence, i) => ({ sentence, score: scores[i] ?? 0 }))
    .filter(({ score }) => score >= best * CLOSE_ENOUGH)
    .sort((a, b) => b.score - a.score)
    .slice(0, 8)
    .map(({ sentence, score }) => ({ sentence, closeness: score / best }));
}

/** How an answer's words meet the notes' words. */
class Matcher {
  private readonly byLemma = new Map<string, Token>();
  private readonly lastMatch = new Map<string, string>();

  constructor(
    private readonly said: Token[],
    private readonly wordnet: WordNet,
  ) {
    for (const token of said) {
      this.byLemma.set(token.lemma, token);
      this.byLemma.set(token.word, token);
      this.byLemma.set(stem(token.lemma), token);
    }
  }

  /** 1 for the same word (any form or spelling), less for a synonym or relation, 0 for none. */
  strength(term: Token): number {
    const forms = [term.lemma, term.word, stem(term.lemma)];
    for (const form of forms) {
      const hit = this.byLemma.get(form);
      if (hit) {
        this.lastMatch.set(term.lemma, hit.lemma);
        return 1;
      }
    }
    const mine = this.wordnet.relationsOf(term.lemma);
    const way = direction(term.lemma) ?? direction(term.word);
    let best = 0;
    for (const [index, token] of this.said.entries()) {
      if (!isContent(token) && !OPPOSITE.has(token.lemma) && !direction(token.lemma)) continue;
      let s = 0;
      const opposite =
        mine.antonyms.has(token.lemma) || (OPPOSITE.get(term.lemma)?.has(token.lemma) ?? false);
      if (opposite && negatedAt(this.said, index))
        s = 0.85; // "not moving" for "stationary"
      else if (
        way &&
        (direction(token.lemma) ?? direction(token.word)) === way &&
        !negatedAt(this.said, index)
      )
        s = 0.85;
      else if (mine.synonyms.has(token.lemma) || mine.synonyms.has(token.word)) s = 0.9;
      else if (this.wordnet.relationsOf(token.lemma).synonyms.has(term.lemma)) s = 0.9;
      else if (mine.related.has(token.lemma) || this.wordnet.relationsOf(token.lemma).related.has(term.lemma))
        s = RELATED_STRENGTH;
      else if (misspelt(term.lemma, token.word) && !this.wordnet.knows(token.word)) s = 0.85;
      if (s > best) {
        best = s;
        this.lastMatch.set(term.lemma, token.lemma);
      }
    }
    return best;
  }

  matchedLemma(term: Token): string | undefined {
    return this.strength(term) > 0 ? this.lastMatch.get(term.lemma) : undefined;
  }

  /** The weighted share of the key terms the answer gets across. */
  cover(key: KeyTerm[]): { share: number; recalled: string[]; missed: string[] } {
    if (key.length === 0) return { share: 1, recalled: [], missed: [] };
    let total = 0;
    let got = 0;
    const recalled: string[] = [];
    const missed: string[] = [];
    for (const term of key) {
      total += term.weight;
      const s = this.strength(term);
      got += term.weight * s;
      (s >= 0.6 ? recalled : missed).push(term.word);
    }
    // A question is answered by its point, not by every word of the sentence that holds it.
    return { share: Math.min(1, got / Math.min(total, ENOUGH)), recalled, missed };
  }
}

/** Whether the answer turns the notes round; if so, how (for the reason). */
function reversed(
  passage: string,
  around: string,
  answer: string,
  matcher: Matcher,
  wordnet: WordNet,
): string | undefined {
  const note = tokens(passage);
  const said = tokens(normalizeText(answer));
  const noteLemmas = new Set(note.map((t) => t.lemma));
  const saidLemmas = new Set(said.map((t) => t.lemma));
  // An opposite word: the answer says "falls" where the notes say "rises" (not "doesn't fall").
  for (const term of note) {
    if (!isContent(term) && !OPPOSITE.has(term.lemma)) continue;
    const opposites = new Set([
      ...(OPPOSITE.get(term.lemma) ?? []),
      ...wordnet.relationsOf(term.lemma).antonyms,
    ]);
    for (const [index, token] of said.entries()) {
      if (
        opposites.has(token.lemma) &&
        !noteLemmas.has(token.lemma) &&
        !saidLemmas.has(term.lemma) &&
        !negatedAt(said, index)
      ) {
        return `“${token.word}” where your notes say “${term.word}”`;
      }
    }
  }
  // The notes say it goes up, the answer that it goes down (in everyday words or not).
  const PREDICATE = new Set(["VERB", "ADJ", "ADV", "AUX"]);
  const ways = (list: Token[]) =>
    new Set(
      list
        .filter((t, i) => PREDICATE.has(t.pos) && !negatedAt(list, i))
        .map((t) => direction(t.lemma))
        .filter(Boolean),
    );
  const noteWays = ways(note);
  const saidWays = ways(said);
  if (noteWays.size === 1 && saidWays.size === 1 && [...noteWays][0] !== [...saidWays][0]) {
    return `your answer says it goes ${[...saidWays][0] ?? ""}, your notes say ${[...noteWays][0] ?? ""}`;
  }
  // A negation one side has and the other not, in a statement both make about the same things.
  const clauses = (text: string) =>
    normalizeText(text)
      .split(/[,;:.]|\b(?:and|but|so|because|while|whereas|which|since|although)\b/i)
      .map(tokens)
      .filter((list) => list.some(isContent));
  const negated = (list: Token[]) => list.some((t) => NEGATIONS.has(t.word) || NEGATIONS.has(t.lemma));
  // Any sentence the question may be after: an answer that agrees with one of them is not reversed.
  const noteClauses = clauses(around);
  for (const clause of clauses(answer)) {
    const saidHere = new Matcher(clause, wordnet);
    let best: { clause: Token[]; shared: number } | undefined;
    for (const noteClause of noteClauses) {
      const shared = noteClause.filter(isContent).filter((t) => saidHere.strength(t) >= 0.85).length;
      if (!best || shared > best.shared) best = { clause: noteClause, shared };
    }
    if (!best || best.shared < 2) continue;
    // "Isn't moving" for "stationary": a negated opposite says the same thing.
    const sameByOpposite = best.clause.some((t) => {
      const opposites = oppositesOf(t, wordnet);
      return clause.some((c, i) => opposites.has(c.lemma) && negatedAt(clause, i));
    });
    if (negated(clause) !== negated(best.clause) && !sameByOpposite) {
      return negated(clause) ? "your answer says it does not" : "your notes say it does not";
    }
  }
  // Cause and effect swapped: "A because B" for "A causes B".
  const order = (text: string) => {
    const cause = CAUSE_FIRST.exec(text);
    const effect = EFFECT_FIRST.exec(text);
    if (effect && (!cause || effect.index < cause.index)) {
      return { cause: text.slice(effect.index + effect[0].length), effect: text.slice(0, effect.index) };
    }
    if (cause)
      return { cause: text.slice(0, cause.index), effect: text.slice(cause.index + cause[0].length) };
    return undefined;
  };
  const noteOrder = order(passage.toLowerCase());
  const saidOrder = order(normalizeText(answer).toLowerCase());
  if (noteOrder && saidOrder) {
    const overlap = (a: string, b: string) => {
      const left = new Set(
        tokens(a)
          .filter(isContent)
          .map((t) => stem(t.lemma)),
      );
      return tokens(b)
        .filter(isContent)
        .filter((t) => left.has(stem(t.lemma))).length;
    };
    const straight = overlap(noteOrder.cause, saidOrder.cause) + overlap(noteOrder.effect, saidOrder.effect);
    const causeAsEffect = overlap(noteOrder.cause, saidOrder.effect);
    const effectAsCause = overlap(noteOrder.effect, saidOrder.cause);
    // Both halves must be there and each moved to the other side ("because" alone just answers "why").
    if (causeAsEffect >= 1 && effectAsCause >= 1 && causeAsEffect + effectAsCause > straight) {
      return "cause and effect are the wrong way round";
    }
  }
  return undefined;
}

/** Key words of the answer that the notes use only outside the passage asked about. */
function strayTerms(answer: Token[], passage: string, sentences: string[], wordnet: WordNet): number {
  const here = new Matcher(tokens(passage), wordnet);
  const rest = new Matcher(tokens(sentences.filter((s) => !passage.includes(s)).join(" ")), wordnet);
  return answer.filter(isContent).filter((t) => here.strength(t) < 0.6 && rest.strength(t) >= 0.85).length;
}

/** Why, how, explain, describe: questions a list of names cannot answer (unlike "when" or "name"). */
function asksForClaim(question: string): boolean {
  return /\b(?:why|how|explain|describe|what happens|what does .* (?:show|mean|do))\b/i.test(question);
}

/** Verbs too light for their WordNet antonyms to turn a claim round ("goes" is not "comes"). */
const LIGHT_VERBS = new Set([
  "go",
  "come",
  "get",
  "give",
  "take",
  "make",
  "do",
  "have",
  "put",
  "keep",
  "let",
  "bring",
  "stay",
  "be",
  "say",
  "see",
  "find",
  "know",
  "think",
  "look",
  "want",
  "need",
  "seem",
]);

/** The words that say the opposite of `term`: the list above, and WordNet's antonyms. */
function oppositesOf(term: Token, wordnet: WordNet): Set<string> {
  const listed = OPPOSITE.get(term.lemma) ?? new Set<string>();
  if (LIGHT_VERBS.has(term.lemma) || !isContent(term)) return listed;
  return new Set([...listed, ...wordnet.relationsOf(term.lemma).antonyms]);
}

/** Content words and nothing that makes a claim of them: no verb, hardly a function word. */
function isKeywordList(answer: Token[]): boolean {
  const content = answer.filter(isContent);
  if (content.length < 3) return false;
  // "limiting" or "released" in a list is a word of it, not a claim.
  const verbs = answer.filter((t) => t.pos === "AUX" || (t.pos === "VERB" && !/(?:ing|ed)$/.test(t.word)));
  const glue = answer.filter((t) => t.stop || t.pos === "ADP" || t.pos === "CCONJ" || t.pos === "SCONJ");
  return verbs.length === 0 && glue.length <= Math.floor(content.length / 4);
}

/** One edit apart for a word of 5 letters or more, two for 9 or more: a typo, not another word. */
function misspelt(expected: string, written: string): boolean {
  if (expected.length < 5 || written.length < 4 || !written.startsWith(expected.charAt(0))) return false;
  const allowed = expected.length >= 9 ? 2 : 1;
  if (Math.abs(expected.length - written.length) > allowed) return false;
  return editDistance(expected, written, allowed) <= allowed;
}

function editDistance(a: string, b: string, cap: number): number {
  let previous = Array.from({ length: b.length + 1 }, (_v, i) => i);
  for (let i = 1; i <= a.length; i++) {
    const current = [i];
    let rowMin = i;
    for (let j = 1; j <= b.length; j++) {
      const cost = a[i - 1] === b[j - 1] ? 0 : 1;
      const value = Math.min(
        (previous[j] ?? 0) + 1,
        (current[j - 1] ?? 0) + 1,
        (previous[j - 1] ?? 0) + cost,
      );
      current.push(value);
      rowMin = Math.min(rowMin, value);
    }
    if (rowMin > cap) return cap + 1;
    previous = current;
  }
  return previous[b.length] ?? cap + 1;
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

function listOf(words: string[]): string {
  const shown = words.slice(0, 5);
  if (shown.length === 0) return "the main point";
  if (shown.length === 1) return `“${shown[0] ?? ""}”`;
  return `${shown
    .slice(0, -1)
    .map((w) => `“${w}”`)
    .join(", ")} and “${shown[shown.length - 1] ?? ""}”`;
}
