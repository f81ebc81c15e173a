import type { Score } from "../../capabilities";
import { readable, readLineSentences } from "../nlp";
import {
  formsOf,
  Matcher,
  mayBeSaid,
  mayBeSaidIndex,
  RELATED_IN_BLANK,
  seeking,
  type Sought,
} from "./matcher";
import { americanSpelling, normalizeText } from "./normalize";
import { OPPOSITE, oppositesOf } from "./opposites";
import { deniedFill, notesMeasures, reversed, ruledOut, wrongMeasure, wrongTerm } from "./reversal";
import {
  calibratedScore,
  FIRM_VERDICTS,
  WORD_SCORES,
  type GradeSignals,
  type WordVerdict,
} from "./calibration";
import { similarity, type SentenceVectors } from "./sentence-vectors";
import { sharedWordNet, type WordNet } from "./wordnet";
import {
  CLAIM_VERBS,
  CLAIM_VERBS_PLURAL,
  escapeRegExp,
  GENERIC,
  isContent,
  NEGATIONS,
  negatedAt,
  tokens,
  verbAt,
  type KeyTerm,
  type Token,
} from "./words";
import { keptLately } from "../kept-lately";
import { stem } from "../stem";

/** One answer to one question, and the note it is about. */
export interface GradeInput {
  /** The note's text (or the notes' text: every sentence may be what the question is after). */
  note: string;
  question: string;
  answer: string;
  /**
   * The whole of the note when `note` is only the part a question is after (a planned question's
   * passage): an answer that gives another part of it is told so ("That is in your notes, but ..."),
   * not that the notes say otherwise, and a word of a name the note writes elsewhere ("long-term
   * causes" beside "the short-term trigger") is not taken for the opposite of the passage's.
   */
  context?: string;
  /**
   * The rest of an answer graded without the sentence of a slip (a wrong number, a term crossed):
   * a slip there is wrong, and the rest of that is not graded again, so that an answer of many
   * slips costs one grading more, not one each.
   */
  slipsRead?: boolean;
}

/** What kind of answer it was, as the reason explains it. */
export type Verdict = WordVerdict;

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
  /** The sentence of the notes each part of the question was judged against. */
  asked?: string[];
  /** The measures the grade was read from, for the calibrated score (see calibration.ts). */
  signals: GradeSignals;
}

const NO_SIGNALS: GradeSignals = {
  verdict: "empty",
  parts: 0,
  wholeMin: 0,
  wholeMax: 0,
  someMin: 0,
  elsewhere: 0,
  recalled: 0,
  missed: 0,
  words: 0,
  passageWords: 0,
};

/** What students write when they do not know. */
const NO_ANSWER =
  /^(?:i\s*(?:do\s*n[o']?t|dont|don't)\s*(?:know|remember|recall)|idk|dunno|no\s+(?:idea|clue)|not\s+sure|pass|skip|i\s*forgot|can'?t\s+remember|no\s+answer|nothing|\?+|-+|\.+|n\/a|none)\b/i;
/** Doubt said before an answer: "I'm not sure, but", "I don't know exactly, but". */
const HEDGE =
  /^(?:(?:i\s*(?:am|'m|’m)\s+)?not\s+(?:really\s+|totally\s+|completely\s+)?sure|i\s*(?:do\s*n[o']?t|don't|don’t|dont)\s+(?:really\s+)?(?:know|remember)(?:\s+(?:exactly|for\s+sure|the\s+details))?)\s*[,;]?\s*(?:but|though|however)\b\s*,?\s*(?=\S)/i;

/**
 * A yes or no that opens an answer, before what it says: "no, correlation does not prove
 * causation" denies the proof, not the correlation.
 */
const REPLY = /^(?:no|nope|nah|yes|yeah|yep)\s*(?:[,;:!]|\s[-–—])\s*(?=\S)/i;

/** A question that a yes or a no answers: "Does correlation prove causation?". */
const YES_OR_NO =
  /^(?:question \d+ of \d+:\s*)?(?:is|are|was|were|do|does|did|can|could|will|would|should|has|have|had|must|may)\b/i;
/** A denial of the answer's own: "no, correlation does not prove causation". */
const ITS_OWN_NO = /\b(?:not|no|never|none|nothing|cannot)\b|n['’]t\b/i;

/**
 * What of an answer is read: past doubt said first ("I'm not sure, but"), and a yes or no, unless
 * that is the answer to a question a yes or no answers and what follows does not say it again
 * ("No, they have delocalised electrons" to "Are metals good conductors?" says no).
 */
function answerRead(answer: string, question = ""): string {
  const unhedged = answer.trim().replace(HEDGE, "");
  const rest = unhedged.replace(REPLY, "");
  if (rest === unhedged) return rest;
  const no = /^\s*(?:no|nope|nah)\b/i.test(unhedged);
  return !YES_OR_NO.test(question.trim()) || !no || ITS_OWN_NO.test(rest) ? rest : unhedged;
}

/** Letters fewer, at least, a word shortened as in notes ("seq", "diff"; three letters or more) has. */
const SHORTENED_BY = 3;

/** A note's words of letters, lower-cased, sorted, each once: to find those a shortened word begins. */
const noteWordsSorted = keptLately<string[]>(16);

/**
 * The answer with the notes' words it writes shortened, as notes do, spelled out: "seq" for
 * "sequence", "conc" for "concentration", "pos" and "neg". A word of three letters or more that no
 * dictionary knows, which begins one word of the notes only (in its forms: "sequences" too), three
 * letters longer or more: not "con" (a word), nor "ind" beside "India" and "industry".
 */
function spelledOut(answer: string, note: string, wordnet: WordNet): string {
  const words = noteWordsSorted(note, () =>
    [...new Set(note.toLowerCase().match(/\p{Ll}{3,}/gu) ?? [])].sort(),
  );
  // (words that say something, "with" is no "without", by their dictionary form: "tens" is "ten";
  // read only for an answer with a word that begins a longer one of the notes, as few have)
  let content: Map<string, string> | undefined;
  const lemmaOf = (written: string) =>
    (content ??= new Map(
      tokens(answer)
        .filter(isContent)
        .map((t) => [t.written ?? t.word, t.lemma]),
    )).get(written);
  return answer.replace(/(?<![\p{L}\p{N}'’-])\p{Ll}{3,}(?![\p{L}\p{N}'’-])/gu, (written) => {
    if (wordnet.knows(written)) return written;
    // (the first of the words it begins, by a binary search, then those after it)
    let low = 0;
    let high = words.length;
    while (low < high) {
      const middle = (low + high) >> 1;
      if ((words[middle] ?? "") < written) low = middle + 1;
      else high = middle;
    }
    const begun: string[] = [];
    for (let at = low; at < words.length && words[at]?.startsWith(written); at++) {
      // (a word the notes write so themselves is theirs: "conc." beside "concordant")
      if (words[at] === written) return written;
      begun.push(words[at] ?? "");
      if (begun.length > 8) return written;
    }
    const shortest = begun.reduce<string | undefined>(
      (a, b) => (a === undefined || b.length < a.length ? b : a),
      undefined,
    );
    if (!shortest || shortest.length < written.length + SHORTENED_BY) return written;
    // (nor one the reader writes out its own way: "approx" is "about")
    const one = begun.every((word) => stem(word) === stem(shortest));
    if (!one || normalizeText(written).trim() !== written) return written;
    const lemma = lemmaOf(written);
    return lemma === undefined || wordnet.knows(lemma) ? written : shortest;
  });
}

/** The same said as a whole answer in more words: "I'm not sure.", "I have no idea". */
const NO_ANSWER_WHOLE =
  /^(?:sorry,?\s*)?i\s*(?:am|'m|’m)\s+(?:really\s+|just\s+)?(?:not\s+sure|unsure|stuck)(?:\s+(?:sorry|about\s+(?:this|that)))?[.!\s]*$|^(?:sorry,?\s*)?i\s*(?:have|'ve|’ve)\s+no\s+(?:idea|clue)[.!\s]*$/i;

/**
 * An answer that says what the notes are about rather than what they say: "it's about how water
 * moves around the earth", "its to do with prices", "inflation is to do with prices".
 */
const GIST =
  /^(?:(?:so|well|basically|ok|okay|um+|erm)[,\s]+)?(?:(?:it|this|that|they|these|the\s+(?:notes?|topic|text)|my\s+notes?)\s*(?:'s|’s|s|is|was|are|were)|its|thats|theyre)\s+(?:(?:all|mainly|mostly|basically|really|just|kind\s+of|sort\s+of)\s+)?(?:about|to\s+do\s+with)\b|^[\p{L}\p{N}'’ -]{1,40}?\s+(?:is|are|was|were)\s+(?:all\s+)?to\s+do\s+with\b/iu;
/** Recalled words from which a gist gives a point in full. */
const GIST_FULL = 5;

/** Content words of a thin answer at most, and the notes' key words it gives at most. */
const THIN_WORDS = 6;
const THIN_RECALLED = 3;
/** Key words from elsewhere in the notes a fragment (isFragment) may have, at most. */
const FRAGMENT_STRAYS = 1;
/** The share of a sentence's point from which a thin answer gives it in full. */
const FULL_POINT = 0.9;

/**
 * On a question about the whole note, a short statement true to the notes but thin: one sentence
 * of a few content words, nearly all the notes' own, giving one to three of their key words ("sound
 * is a kind of wave", "the Bank of England is in charge of interest rates"). Teachers score it
 * partly right: it says something the notes say, but little of it. (Not one with words of its own
 * besides: that may be a claim the notes never make.)
 */
function isThin(text: string, answer: Token[], recalled: number, notes: Matcher): boolean {
  if (recalled === 0 || recalled > THIN_RECALLED || /[.!?;]\s+\S/.test(text.trim())) return false;
  const content = answer.filter(isContent);
  const foreign = content.filter((t) => !notes.says(t)).length;
  return content.length <= THIN_WORDS && foreign <= 2;
}

/** Key words of the notes an unfounded account gives at most, and words of its own it has at least. */
const UNFOUNDED_RECALLED = 3;
const UNFOUNDED_OWN = 4;
const UNFOUNDED_SHARE = 0.4;

/**
 * On a question about the whole note, an account of it that gives few of the notes' key words and
 * is mostly words they never use, by the same word or a synonym ("Plants mostly photosynthesise at
 * night when it's cooler, and they store the sunlight in their roots during the day"): what it
 * says is not what the notes say, however close to their subject. A correct summary in everyday
 * words is taken for one at times ("Plants use sunlight to make their own food (sugar) out of air
 * and water and give off oxygen"): counting words WordNet relates to the notes' as theirs, or
 * leaving light verbs out, let most invented accounts through on the tune part.
 */
function isUnfounded(answer: Token[], recalled: number, notes: Matcher): boolean {
  if (recalled > UNFOUNDED_RECALLED) return false;
  const content = answer.filter(isContent);
  const own = content.filter((t) => !notes.says(t)).length;
  return own >= UNFOUNDED_OWN && own >= UNFOUNDED_SHARE * content.length;
}

/**
 * On a question about part of the notes, a short statement wholly in the notes' words and about
 * what was asked, not another part of them ("The pancreas releases insulin.", "It goes line by
 * line."), which gives too little of the point to be an answer on its own: teachers score it
 * partly right. (One with a word the notes never use may be a claim they never make.)
 */
function isFragment(
  text: string,
  answer: Token[],
  question: Token[],
  notes: Matcher,
  notesRead: { sentences: string[]; whole: string[] },
  wordnet: WordNet,
): boolean {
  const { sentences, whole } = notesRead;
  // (nor a list: "line by line, executable, machine code, translate")
  if (/[.!?;]\s+\S/.test(text.trim()) || (text.match(/,/g) ?? []).length >= 2) return false;
  const content = answer.filter(isContent);
  const asked = new Set(question.map((t) => t.lemma));
  const own = content.filter((t) => !asked.has(t.lemma));
  if (content.length > THIN_WORDS || own.length === 0 || !content.every((t) => notes.says(t))) return false;
  // Its words are said together in the notes, in one sentence or two running on ("monitored by
  // the pancreas." then "beta cells release insulin"), not gathered from all over them ("the roots
  // release chlorophyll").
  const wholeAt = wholeSentenceAt(whole);
  const pointers = everyWordOf(sentences, wordnet);
  const at = own.map((t) => new Set(hitsOf(pointers, t, wordnet).map((hit) => wholeAt[hit.at])));
  // Nor one the notes deny: "the monopolist is a price taker" of "price maker, not price taker".
  const denied = (t: Token) => {
    const uses = pointers.read.flatMap((list) =>
      list.flatMap((n, i) => (n.lemma === t.lemma ? [negatedAt(list, i)] : [])),
    );
    return uses.length > 0 && uses.every(Boolean);
  };
  if (own.some(denied)) return false;
  return [...(at[0] ?? [])].some(
    (first) =>
      first !== undefined && [first - 1, first].some((i) => at.every((set) => set.has(i) || set.has(i + 1))),
  );
}

/** The answer is one sentence, and only a gist of the notes (GIST). */
function isGist(answer: string): boolean {
  const text = answer.trim();
  return GIST.test(text) && !/[.!?;]\s+\S/.test(text);
}

/** Shares of a part's key content, weighted, from which its answer counts as full or as partial. */
const FULL_SHARE = 0.5;
const PARTIAL_SHARE = 0.2;
/** Sentences this nearly as close to the question as the closest may be the one it is after. */
/** How many of the note's sentences a word may be in before it weighs less. */
const SPREAD = 2;
const CLOSE_ENOUGH = 0.5;
const CLOSENESS_POWER = 1;
/** The same for one claim of a sentence. */
const CLAIM_ENOUGH = 2;
/** How much of each claim a full answer gives, relative to FULL_SHARE of the whole. */
const CLAIM_SHARE = 0.5;
/** A claim whose content words the question gives this share of is the question's premise. */
const MOSTLY_GIVEN = 0.6;
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
export function gradeAnswer(
  given: GradeInput,
  wordnet: WordNet = sharedWordNet(),
  vectors?: SentenceVectors,
): AnswerGrade {
  const read = gradeAsRead(given, wordnet, vectors);
  const grade = { ...read, reason: asAnswered(read.reason, given.answer) };
  // The note is read with its abbreviations spelled out; what the student is shown quotes it as written.
  const written = asWrittenIn(given.note);
  return written ? { ...grade, passage: written(grade.passage), reason: written(grade.reason) } : grade;
}

/**
 * The answer's own words quoted back as the student wrote them ("pH", "UK": the reader lower-cases
 * them), where a reason says what the answer says: "(as “…”)", "your answer says “…”". (Not as
 * a sentence opens with them: "Putting" is "putting".)
 */
function asAnswered(reason: string, answer: string): string {
  return reason.replace(/(\(as |your answer says )“([^”]+)”/g, (quoted, before: string, word: string) => {
    const bare = escapeRegExp(word.replace(/\.$/, ""));
    const found = [
      ...answer.matchAll(new RegExp(`(?<![\\p{L}\\p{N}])${bare}(?![\\p{L}\\p{N}])`, "giu")),
    ].find((m) => !opensSentence(answer, m.index));
    return found ? `${before}“${found[0]}”` : quoted;
  });
}

/** Whether a sentence opens at this place of a text (what comes before it ends one, or nothing does). */
function opensSentence(text: string, at: number): boolean {
  // (a few characters back: an answer may say a word a thousand times)
  const before = text.slice(Math.max(0, at - 16), at).trimEnd();
  return before === "" ? at <= 16 : /[.!?:;]$/.test(before);
}

function gradeAsRead(given: GradeInput, wordnet: WordNet, vectors: SentenceVectors | undefined): AnswerGrade {
  const reading = readAnswerOnce(given, wordnet);
  if ("score" in reading) return { ...reading, signals: { ...reading.signals } };
  const { input, answerText, noteSentences, targets, reversal, verdict, full, parts, asked } = reading;
  // What the student is shown: the notes' whole sentences ("..., but its causes had been building
  // for decades.", not "but its causes ..."), and their words as the notes write them ("Sarajevo").
  const passage = reading.shown;
  // (no word is longer than the reader's longest run, readable(): the pattern is never too large)
  // (a word the reader took with the full stop after it, "sun." before "when", is the word)
  const asWritten = (word: string) =>
    (word.length > 2 && word.endsWith(".")
      ? new RegExp(`\\b${escapeRegExp(word.slice(0, -1))}\\b`, "i").exec(input.note)?.[0]
      : undefined) ??
    new RegExp(`\\b${escapeRegExp(word)}\\b`, "i").exec(input.note)?.[0] ??
    (/^\d+(?:st|nd|rd|th|\/\d+)?$/.test(word) ? numberAsWritten(word, input.note) : undefined) ??
    word;
  // The words a student is told of: "leads" is how the notes' arrows read ("A -> B"), no word
  // to have got across or to go over (it still counts in the measures, as a cause said); nor is
  // a heading's "vs" ("Photosynthesis vs respiration").
  // Only what the answer says in so many words is named to the student ("you got across
  // “water”" of an answer that never says water would be false), though looser relations count
  // in the measures.
  const recalled = reading.said.filter(toTell).map(asWritten);
  const saidAs = (word: string) => reading.saidAs.get(word.toLowerCase());
  // Nor is a word that is only ever an adverb ("slowly", "usually") named as one the notes give,
  // nor who says so ("Historians often group ...", "Economists argue that ...") unless the
  // question asks who (or which of them, or to name one) or is a blank they may fill.
  const asksWho = /\b(?:who|whom|whose|which|name)\b/i.test(input.question) || input.question.includes(BLANK);
  const sayers =
    asksWho || reading.missed.length === 0
      ? new Set<string>()
      : whoSaysSo(tokens(normalizeText(passage)), wordnet);
  const missed = reading.missed
    .filter(
      (word) =>
        toTell(word) &&
        !onlyAdverb(word, wordnet) &&
        !sayers.has(word.toLowerCase()) &&
        !sayers.has(lemmaOf(word)),
    )
    .map(asWritten);
  const signals = { ...reading.signals };
  // With sentence vectors, the answer's closeness in meaning is weighed with the word measures.
  // A fill-in blank is answered by the words it hides: the word rules read that whole, and how
  // alike a word or two is to a sentence says nothing ("ATP" for "using the _____ and NADPH").
  const meaning =
    FIRM_VERDICTS.has(verdict) || input.question.includes(BLANK)
      ? undefined
      : meaningOf(vectors, { ...input, answer: answerText }, noteSentences, targets);
  if (meaning) signals.meaning = meaning;
  const weighed = meaning ? calibratedScore(signals) : WORD_SCORES[verdict];
  // On a question about the whole note, an answer that only says what the notes are about ("it's
  // about how plants make food") is a gist: partly right when it names something they are about,
  // however much of a short sentence of theirs its words cover; nothing of theirs, missed. One
  // that gives a point in full that way ("it's about how light energy turns carbon dioxide and
  // water into glucose in the chloroplasts") stands.
  const claim = verdict !== "reversed" && verdict !== "keywords";
  const gistOnly = reading.gist !== undefined && claim && !(weighed === 3 && recalled.length >= GIST_FULL);
  // (a point given in full in few words is no thin answer: "pitch depends on frequency")
  const thin = reading.thin && claim && signals.wholeMax < FULL_POINT;
  // A short statement in the notes' words, on a question about part of them, that gives too little
  // to be an answer: partly right, unless its words are another part's (a true fact off the
  // question: "phagocytes engulf and digest pathogens").
  const fragment = reading.fragment && claim && weighed === 1 && signals.elsewhere <= FRAGMENT_STRAYS;
  // (with a word of theirs: "how volcanoes erupt" is no gist of notes on photosynthesis)
  // A question that asks what and then why ("..., and why?") is answered in part by a bare answer
  // that gives no reason at all ("it doubles"), whether the calibration weighs it full or, its
  // words all given, partly right.
  const unreasoned =
    claim &&
    (weighed === 3 || (weighed === 2 && signals.verdict === "right")) &&
    asksWhyToo(input.question) &&
    !givesReason(answerText);
  // ... as is one that gives only the reason, and not what the question asks first ("because
  // they have low boiling points" for "where are short-chain hydrocarbons collected, and why?").
  const reasonOnly =
    claim && weighed === 3 && asksWhyToo(input.question) && onlyReason(answerText, input.question);
  const unfounded = reading.unfounded && claim && !gistOnly && !thin && weighed === 3;
  const score: Score = gistOnly
    ? (reading.gist ?? 0) > 0
      ? 2
      : 1
    : unfounded
      ? 1
      : thin || fragment || unreasoned || reasonOnly
        ? 2
        : weighed;
  const grade = { score, passage, recalled, missed, asked, signals };

  // A claim the notes make of something else, or with another number: wrong, shown with the
  // sentence of theirs it crosses.
  const shownOf = (sentence: string) => wholeOf(sentence, [sentence], wholeSentencesOf(input.note));
  const crossed = (sentence: string, why: (shown: string) => string): AnswerGrade => {
    const shown = shownOf(sentence);
    return { ...grade, score: 1, passage: shown, verdict: "reversed", reason: why(shown) };
  };
  // A point given in full beside a slip (a wrong number, a term crossed) is partly right: the rest
  // of the answer, the sentences of the slip left out, graded on its own.
  const besides = (rest: string[], slip: string): AnswerGrade | undefined => {
    const restGrade =
      !given.slipsRead && rest.length > 0 && rest.join(" ").length < answerText.length
        ? gradeAnswer({ ...given, answer: rest.join(" "), slipsRead: true }, wordnet, vectors)
        : undefined;
    return restGrade?.score === 3
      ? {
          ...restGrade,
          score: 2,
          verdict: "partial",
          reason: `Partly right: ${restGrade.reason.replace(/^Right: /, "").replace(/\.$/, "")}. But ${slip.replace(/^[TY]/, (first) => first.toLowerCase())}`,
        }
      : undefined;
  };
  if (verdict === "keywords") {
    return {
      ...grade,
      verdict: "keywords",
      reason:
        "A list of words is not an answer yet: say in a sentence how they fit together to answer the question.",
    };
  }
  if (reading.otherSubject) {
    const { sentence, asked: thing, said: other, piece, equated } = reading.otherSubject;
    const why = (shown: string) =>
      equated
        ? `Your notes tell “${thing}” and “${other}” apart. Your notes: “${shown}”`
        : `That is what your notes say of “${other}”, not of “${thing}”. Your notes: “${shown}”`;
    // (an account of more than that sentence is partly right when the rest of it is right)
    const rest = piece
      ? wholeSentencesOf(answerText)
          .flatMap(piecesOf)
          .filter((part) => part !== piece)
      : [];
    return besides(rest, why(shownOf(sentence))) ?? crossed(sentence, why);
  }
  if (reading.misnumbered) {
    const { said, sentence } = reading.misnumbered;
    const notNoted = (shown: string) =>
      `That is not the number your notes give (“${said}”). Your notes: “${shown}”`;
    // A point given in full beside the wrong number is partly right: the number is a slip ("Sound is
    // a longitudinal wave, ... Humans hear from 20 Hz to 2,000 Hz").
    // On a question about a whole note, an account of it that is right but for a number in the same
    // sentence is too: "on 14 July 1798 a crowd in Paris stormed the Bastille" (the number asked
    // for, "16 bits make a byte", is the answer).
    const sentences = answerText
      .split(/(?<=[.!?;])\s+/)
      .filter((part) => !wrongMeasure(input.note, noteSentences, part));
    const number = (said.split(" ")[0] ?? "").replace(/,/g, "");
    const rest =
      sentences.length > 0 || !reading.wholeNote
        ? sentences
        : [answerText.replace(new RegExp(`\\b${number.split("").map(escapeRegExp).join(",?")}\\b`, "g"), "")];
    return besides(rest, notNoted(shownOf(sentence))) ?? crossed(sentence, notNoted);
  }
  if (reading.misnamed) {
    const { said, noted, sentence } = reading.misnamed;
    const writtenIn = (word: string, text: string) =>
      new RegExp(word.split(" ").map(escapeRegExp).join("\\W+"), "i").exec(text)?.[0] ?? word;
    const shown = shownOf(sentence);
    // (the notes' words without what they add in brackets: "constructive", not "constructive (divergent")
    const theirs = writtenIn(noted, shown).replace(/\s*\(.*$/, "");
    const notNoted = `That is not what your notes say: your answer has “${writtenIn(said, answerText)}” where they have “${theirs}”. Your notes: “${shown}”`;
    // The rest of an account of the notes right is partly right: the term is a slip.
    const term = new RegExp(`\\b${escapeRegExp(writtenIn(said, answerText))}\\b`, "i");
    const rest = answerText.split(/(?<=[.!?;])\s+/).filter((part) => !term.test(part));
    return besides(rest, notNoted) ?? crossed(sentence, () => notNoted);
  }
  if (reversal) {
    // (shown with the sentence it turns round: "fall" of "Inflation is a sustained rise ...", not
    // the sentence about savers the answer was closest to)
    const shown = reading.reversedSentence ? shownOf(reading.reversedSentence) : passage;
    return {
      ...grade,
      passage: shown,
      verdict: "reversed",
      reason: `That is the opposite of what your notes say (${reversal}). Your notes: “${shown}”`,
    };
  }
  if (score === 3) {
    return {
      ...grade,
      verdict: "right",
      reason: input.question.includes(BLANK)
        ? reading.missed.length > 0
          ? "Right: in your own words, that is what the missing words say."
          : reading.recalled.length === 1
            ? "Right: that is the missing word."
            : "Right: those are the missing words."
        : recalled.length >= 2
          ? `Right: you got across ${listOf(together(recalled, passage, saidAs), undefined, saidAs)}.`
          : "Right: in your own words, that is what your notes say.",
    };
  }
  if (unreasoned) {
    return {
      ...grade,
      verdict: "partial",
      reason: `Partly right: that is in your notes, but the question also asks why. Your notes: “${passage}”`,
    };
  }
  if (gistOnly && score === 2) {
    return {
      ...grade,
      verdict: "partial",
      reason: `Partly right: that is what your notes are about, but not yet what they say about it. Among other things, they say: “${passage}”`,
    };
  }
  if (unfounded) {
    const theirs = listOf(together(recalled, passage, saidAs), undefined, saidAs);
    return {
      ...grade,
      verdict: "missed",
      reason: `That is not what your notes say: most of it is not in them${recalled.length > 0 ? `, only ${theirs}` : ""}. Among other things, they say: “${passage}”`,
    };
  }
  if (fragment) {
    return {
      ...grade,
      verdict: "partial",
      reason: `Partly right: that is in your notes, but it is only a little of what was asked. Your notes: “${passage}”`,
    };
  }
  if (thin && !gistOnly) {
    return {
      ...grade,
      verdict: "partial",
      reason: `Partly right: that is in your notes, but it is only a little of what they say. Among other things, they say: “${passage}”`,
    };
  }
  if (score === 2) {
    const you =
      parts > 1 && full > 0 ? "You answered one part of the question but not the other: you" : "You";
    return {
      ...grade,
      verdict: "partial",
      reason:
        recalled.length === 0
          ? `Partly right: you have some of the idea, but not yet the whole of what was asked. Your notes: “${passage}”`
          : missed.length > 0
            ? `Partly right. ${you} got across ${listOf(together(recalled, passage, saidAs), undefined, saidAs)}, but your notes also give ${listOf(together(missed, passage), GIVE_ALSO)}.`
            : `Partly right. ${you} got across ${listOf(together(recalled, passage, saidAs), undefined, saidAs)}, but not yet the whole of what was asked.`,
    };
  }
  if (reading.hedged) {
    const { given: right, other } = reading.hedged;
    return {
      ...grade,
      verdict: "missed",
      reason: `Give one answer: “${right}” is in your notes, but with “${other}” offered beside it, it is a guess between them. Your notes: “${passage}”`,
    };
  }
  const elsewhere = reading.wholeNote
    ? undefined
    : answeredElsewhere(answerText, input.question, targets, input.context ?? input.note, wordnet);
  return {
    ...grade,
    verdict: "missed",
    reason: reading.wholeNote
      ? `That is not yet what your notes say. Among other things, they say: “${passage}”`
      : elsewhere === "one"
        ? `That is in your notes, but it is not what this question asks. The question is about this: “${passage}”`
        : recalled.length > 0 || elsewhere === "some"
          ? `That does not answer what was asked. The question is about this: “${passage}”`
          : `That is not what your notes say. They say: “${passage}”`,
  };
}

/**
 * What an answer that misses the part asked about gives instead, of the notes' other sentences.
 * "one": one sentence holds most of its key words (beyond the question's), denies no more or less
 * than it, and is about the same thing (its subject is in the answer, or it opens with a pronoun),
 * as "They contain chlorophyll" for "What are chloroplasts?". "some": its key words are in other
 * sentences, but not so ("Chloroplasts store water" of notes where the vacuole does): nothing is
 * said of whether it is true. Otherwise undefined.
 */
function answeredElsewhere(
  answer: string,
  question: string,
  asked: Set<string>,
  notes: string,
  wordnet: WordNet,
): "one" | "some" | undefined {
  const questionWords = new Set(tokens(normalizeText(question)).map((t) => t.lemma));
  const answerTokens = tokens(normalizeText(answer));
  const said = answerTokens.filter((t) => isContent(t) && !questionWords.has(t.lemma));
  if (said.length < 2) return undefined;
  // Where each of the answer's words is said, found in the notes' index of their sentences' words:
  // a long note's other sentences, read as one text again for each answer, took most of its time
  // (a note of 2,000 sentences typed without full stops: 50 ms of an answer's 126).
  const sentences = sentencesOf(notes, wholeSentencesOf(notes));
  const pointers = everyWordOf(sentences, wordnet);
  const elsewhere = (at: number) => {
    const sentence = sentences[at];
    return sentence !== undefined && ![...asked].some((a) => a.includes(sentence));
  };
  const saidIn = said.map(
    (t) => new Set(hitsOf(pointers, t, wordnet).flatMap((hit) => (elsewhere(hit.at) ? [hit.at] : []))),
  );
  const enoughOf = (found: number) => found >= 2 && found / said.length >= 0.6;
  if (!enoughOf(saidIn.filter((at) => at.size > 0).length)) return undefined;
  const times = new Map<number, number>();
  for (const at of saidIn.flatMap((set) => [...set])) times.set(at, (times.get(at) ?? 0) + 1);
  const others = [...times]
    .filter(([, found]) => enoughOf(found))
    .map(([at]) => at)
    .sort((a, b) => a - b)
    .map((at) => sentences[at] ?? "");
  const enough = (matcher: Matcher) => enoughOf(said.filter((t) => matcher.says(t)).length);
  const inAnswer = new Matcher(answerTokens, wordnet);
  const denies = (list: Token[]) => list.some((t) => NEGATIONS.has(t.word));
  const one = others.some((sentence) => {
    const own = tokens(normalizeText(sentence));
    if (!enough(new Matcher(own, wordnet)) || denies(own) !== denies(answerTokens)) return false;
    const subject = own.find((t) => t.pos === "NOUN" || t.pos === "PROPN" || t.pos === "PRON");
    return subject !== undefined && (subject.pos === "PRON" || inAnswer.says(subject));
  });
  return one ? "one" : "some";
}

/**
 * A number as the notes write it in words ("twenty-five" for 25, "eighteenth" for 18th): the
 * grader reads numbers as digits, and a student is told the notes' own words.
 */
function numberAsWritten(number: string, note: string): string | undefined {
  const words = [...note.matchAll(/\p{L}+/gu)];
  for (const [i, first] of words.entries()) {
    // (or a fraction's "a" or "one": "a third")
    const fraction = number.includes("/") && /^(?:an?|one)$/i.test(first[0]);
    if (!fraction && !/\d/.test(normalizeText(first[0]))) continue;
    for (const last of words.slice(i, i + 6)) {
      const span = note.slice(first.index, last.index + last[0].length);
      const said = normalizeText(span).trim();
      if (said === number) return span;
    }
  }
  return undefined;
}

/** What the word rules make of an answer, before its closeness in meaning is weighed. */
interface WordReading {
  input: GradeInput;
  answerText: string;
  noteSentences: string[];
  /** The sentences of the notes the question's parts were judged against. */
  targets: Set<string>;
  passage: string;
  /** The passage as the student is shown it: the notes' whole sentences the targets come from. */
  shown: string;
  /** The question is the tutor's about a whole note (WHOLE_NOTE). */
  wholeNote: boolean;
  /**
   * The answer only says what the notes are about ("it's about how plants make food": GIST): how
   * many of its words the notes have. Undefined for any other answer.
   */
  gist: number | undefined;
  /** The answer is a short true statement of a word or three of the notes' (isThin). */
  thin: boolean;
  /** An account of a whole note mostly in words the notes never use, with few of theirs (isUnfounded). */
  unfounded: boolean;
  /** The answer is a short statement in the notes' own words (isFragment). */
  fragment: boolean;
  recalled: string[];
  missed: string[];
  /** The recalled words the answer says in so many words: what the student is told. */
  said: string[];
  /** Of those, the ones said in other words, with the answer's words ("atmosphere": "air"). */
  saidAs: ReadonlyMap<string, string>;
  reversal: string | undefined;
  /** The notes' sentence the answer turns round, when it is not the passage asked about. */
  reversedSentence?: string | undefined;
  /** The answer says what the notes say of another thing than the one asked about. */
  otherSubject?: OtherSubject;
  /** A number the answer gives of something the notes give another number of (wrongMeasure). */
  misnumbered?: { said: string; sentence: string } | undefined;
  /** A term the answer puts where the sentence it gives names another (wrongTerm). */
  misnamed?: { said: string; noted: string; sentence: string } | undefined;
  /** A fill-in answer that offers the missing word with another thing beside it. */
  hedged?: Hedge | undefined;
  verdict: WordVerdict;
  signals: GradeSignals;
  /** Parts of the question, and those answered in full. */
  parts: number;
  full: number;
  asked: string[];
}

/**
 * The word rules' reading of the answers read lately: grading with sentence vectors reads an
 * answer twice (once to learn which vectors it needs), and the tutor grades an answer when it is
 * given and again in the assessment.
 */
const answersRead = new WeakMap<
  WordNet,
  (key: string, make: () => AnswerGrade | WordReading) => AnswerGrade | WordReading
>();

function readAnswerOnce(given: GradeInput, wordnet: WordNet): AnswerGrade | WordReading {
  const kept = answersRead.get(wordnet) ?? keptLately<AnswerGrade | WordReading>(256);
  answersRead.set(wordnet, kept);
  // (the whole note by a number: a key holding it would copy it for every answer kept)
  const context = given.context ? `\u0000${contextNumber(given.context)}` : "";
  const slips = given.slipsRead ? "\u0000slips read" : "";
  return kept(`${given.note}\u0000${given.question}\u0000${given.answer}${context}${slips}`, () =>
    readAnswer(given, wordnet),
  );
}

function readAnswer(given: GradeInput, wordnet: WordNet): AnswerGrade | WordReading {
  const input = readInput(given);
  // "I'm not sure, but ..." hedges what follows: its "not" denies nothing the notes say.
  // (with the notes' words it writes shortened spelled out: "seq" for "sequence")
  const answerText = spelledOut(answerRead(input.answer, input.question), input.note, wordnet);
  const wholeSentences = wholeSentencesOf(input.note);
  const noteSentences = sentencesOf(input.note, wholeSentences);
  const question = askedTokens(input.question, wordnet, input.note);
  const answer = tokens(normalizeText(answerText));
  const matcher = new Matcher(answer, wordnet, input.question.includes(BLANK) ? RELATED_IN_BLANK : undefined);
  const parts = questionParts(input.question);
  // The tutor's question about a whole note: every sentence of it may be the one given, and none
  // is elsewhere.
  const wholeNote = WHOLE_NOTE.test(input.question);
  // The tutor's question about one subject of a note is given its sentences about it: any of them
  // may be the one the answer gives (the title's words in the question point at none of them).
  const aboutOne = ABOUT_ONE.test(input.question);
  const anyOf = wholeNote || aboutOne;
  const sentenceTerms = noteSentences.map((sentence) => new Set(tokens(sentence).map((t) => t.lemma)));
  const questionLemmas = new Set(question.map((t) => t.lemma));
  const spread = (lemma: string) => sentenceTerms.filter((terms) => terms.has(lemma)).length || 1;

  // (whole, as every passage shown is: a piece's abbreviations would show spelled out, asWrittenIn)
  const asked = (): string => {
    const piece = bestSentences(noteSentences, question, wordnet)[0]?.sentence ?? "";
    return piece && wholeOf(piece, [piece], wholeSentences);
  };
  const empty = (reason: string, passage = asked()): AnswerGrade => ({
    score: 1,
    verdict: "empty",
    reason,
    passage,
    recalled: [],
    missed: [],
    signals: { ...NO_SIGNALS, words: answerText.split(/\s+/).filter(Boolean).length },
  });
  // The part to look at is quoted, in the report as in the chat (QA: "this part" named none).
  const lookAt = (start: string) => {
    const passage = asked();
    const quote = passage ? `: “${passage}”` : ".";
    return empty(`${start} Look at this part of your notes again, then try to explain it${quote}`, passage);
  };
  if (answerText === "") return lookAt("No answer was given.");
  const bare = answerText.replace(/^["'\s]+/, "");
  if (NO_ANSWER.test(bare) || NO_ANSWER_WHOLE.test(bare)) {
    return lookAt("That's fine to say: it shows what to go over.");
  }
  // A formula for an answer ("V = IR", "a² + b² = c²"): the notes' own, or another.
  const formula = onlyFormula(answerText) ? formulaGiven(answerText, wholeSentences) : undefined;
  if (formula) {
    const signals = { ...NO_SIGNALS, ruled: true, words: answerText.split(/\s+/).filter(Boolean).length };
    if (!formula.same)
      return {
        score: 1,
        verdict: "missed",
        reason: `That is not the formula your notes give. Your notes: “${formula.sentence}”`,
        passage: formula.sentence,
        recalled: [],
        missed: [],
        signals: { ...signals, verdict: "missed" },
      };
    // (the notes' formula for something else is no answer: "P = VI" to "What does Ohm's law say?")
    const pointed = [question, ...parts.map((part) => askedTokens(part, wordnet, input.note))].flatMap(
      (asking) => bestSentences(noteSentences, asking, wordnet).map((c) => c.sentence),
    );
    const offQuestion =
      !WHOLE_NOTE.test(input.question) &&
      !ABOUT_ONE.test(input.question) &&
      !pointed.some((sentence) => sentence.includes(formula.sentence) || formula.sentence.includes(sentence));
    const about = asked();
    const shown = wholeSentences.find((sentence) => sentence.includes(about)) ?? about;
    if (offQuestion)
      return {
        score: 1,
        verdict: "missed",
        reason: `That is in your notes, but it is not what this question asks. The question is about this: “${shown}”`,
        passage: shown,
        recalled: [],
        missed: [],
        signals: { ...signals, verdict: "missed" },
      };
    const asksFor = /\b(?:formula|equation)\b/i.test(input.question);
    return {
      score: asksFor ? 3 : 2,
      verdict: asksFor ? "right" : "partial",
      reason: asksFor
        ? "Right: that is the formula your notes give."
        : `Partly right: that is the formula your notes give. Say in words what it means for the question, too. Your notes: “${formula.sentence}”`,
      passage: formula.sentence,
      recalled: [],
      missed: [],
      signals: { ...signals, verdict: asksFor ? "right" : "partial" },
    };
  }
  if (!answer.some((t) => isContent(t))) {
    return empty("That answer does not say anything about the question yet.");
  }
  // Notes with no words (a photo in which none could be read) give nothing to grade against.
  if (noteSentences.length === 0) {
    return empty("Your notes have no text yet, so there is nothing to check this answer against.");
  }

  // What an earlier part of the question asked about is not the answer to a later one.
  const earlier: { target: string; terms: Set<string> }[] = [];
  // Every sentence the question may be after: an answer that agrees with one of them is not reversed.
  const contradicted: string[] = [];
  // The sentences each part's own words point at most.
  const partsPointAt: string[] = [];
  const graded: PartGrade[] = [];
  for (const part of input.question.includes(BLANK) ? [input.question] : parts) {
    graded.push(gradePart(part));
  }
  function gradePart(part: string): PartGrade {
    // A fill-in sentence is the note's whole sentence, "..., but ..." and all.
    if (part.includes(BLANK)) return blankPart(part, wholeSentences, answer, matcher, wordnet);
    const partTokens = askedTokens(part, wordnet, input.note);
    const asksWhere = /^\s*(?:and\s+)?where\b/i.test(part);
    // A part is read in the light of the whole question ("and how does it work?"), its own words first.
    const asked = parts.length > 1 ? [...partTokens, ...partTokens, ...question] : question;
    const given = new Matcher(question, wordnet);
    // Any of the sentences the question is after may be the one the answer gives.
    const claimed = (sentence: string, term: Token) =>
      earlier.some((e) => e.target !== sentence && e.terms.has(term.lemma));
    // (of a long note, those the answer's own words point at: each sentence judged costs time)
    const pointed =
      wholeNote || aboutOne
        ? (noteSentences.length > MOST_JUDGED
            ? bestSentences(noteSentences, answer, wordnet)
                .slice(0, MOST_JUDGED)
                .map((c) => c.sentence)
            : noteSentences
          ).map((sentence) => ({ sentence, closeness: 1 }))
        : answeredIn(bestSentences(noteSentences, asked, wordnet), noteSentences);
    const candidateOf = ({ sentence, closeness }: { sentence: string; closeness: number }) => {
      const isGiven = (term: Token) => given.says(term) || claimed(sentence, term);
      // Any sentence may be the one given, but not a piece that only names what the one before
      // says ("…, the response fades; this is called extinction"): the two are one claim.
      const before = wholeNote || aboutOne ? namedBefore(sentence, noteSentences) : undefined;
      const read = before ? `${before} ${sentence}` : sentence;
      const own = tokens(read);
      const key = keyTerms(own, isGiven, spread);
      const cover = matcher.cover(key, undefined, own);
      // Each claim the sentence makes beyond what the question gives ("A happens, so B") is part
      // of a full answer: the weakest one says whether the answer is whole.
      // What the question asks of this sentence: its claims, less a second fact joined by "and".
      const claims = claimsOf(own, isGiven, spread, (t) => questionLemmas.has(t.lemma));
      // A "where" is answered by a place the sentence names for what it asks ("in the chloroplasts"
      // of "in the chloroplasts of plant cells, mainly in the leaves").
      // (the first it names, where the thing asked of is: not "in the blood" of "Insulin is made in
      // the pancreas and travels in the blood", nor a place named after it)
      const place = asksWhere
        ? placesOf(key, own).find(
            (t) => claims.asked.length === 0 || claims.asked.some((a) => a.lemma === t.lemma),
          )
        : undefined;
      const placeGiven = place !== undefined && matcher.says(place);
      const whole = placeGiven
        ? 1
        : Math.min(
            claims.asked.length > 0 ? matcher.cover(claims.asked, undefined, own).share : cover.share,
            ...claims.required.map(
              (claimKey) => matcher.cover(claimKey, CLAIM_ENOUGH, own).share / CLAIM_SHARE,
            ),
          );
      // A sentence further from the question needs a fuller answer to be the one it gives.
      const weight = closeness ** CLOSENESS_POWER;
      return {
        target: before ? [before, sentence] : [sentence],
        key,
        ...cover,
        // (what the student is told is missing: what the question asks of it, not "cyclical" and
        // "taxes" of "The government can reduce structural unemployment through retraining schemes,
        // and cyclical unemployment by ... cutting taxes" for "How can the government reduce it?".
        // The measures count all it misses, as the calibration learned them.)
        untold:
          claims.asked.length > 0 && claims.asked.length < key.length
            ? missedOf(cover.missed, claims.asked)
            : undefined,
        share: cover.share * weight,
        // Some of its point, for a partial answer: a few key words, however long the sentence.
        some: cover.some * weight,
        whole: whole * weight,
        all: sentence,
        closeness,
      };
    };
    const candidates = pointed.map(candidateOf);
    // A point of a list that says what a question asking why is about is no answer to it when the
    // point after it gives the notes' reason: that one is ("-> $1 group rated the task as MORE
    // enjoyable" / "-> why? $1 = not enough justification for lying ..." for "Why did the $1 group
    // rate the task as more enjoyable?").
    if (partTokens.some((t) => t.lemma === "why"))
      for (const c of [...candidates]) {
        const next = noteSentences[noteSentences.indexOf(c.all) + 1];
        if (next === undefined || depthOf(c.all) === 0 || depthOf(next) < depthOf(c.all)) continue;
        if (REASON.test(c.all) || !ANSWERED_WHY.test(next)) continue;
        if (candidates.some((o) => o.all === next)) candidates.splice(candidates.indexOf(c), 1);
        else candidates[candidates.indexOf(c)] = candidateOf({ sentence: next, closeness: c.closeness });
      }
    // A later part asks about something else, unless its own words point at the same sentence.
    const ownBest = new Set(
      bestSentences(noteSentences, partTokens, wordnet)
        .filter((c) => c.closeness >= 1)
        .map((c) => c.sentence),
    );
    // The same sentence may answer both parts ("Convection currents ... move the plates a few
    // centimetres a year" for "what moves the plates, and how fast do they move?"), when no
    // sentence has the words only this part asks with ("fast"), and the earlier one has its others.
    const others = new Set(
      parts.filter((p) => p !== part).flatMap((p) => askedTokens(p, wordnet, input.note).map((t) => t.lemma)),
    );
    const own = partTokens.filter((t) => !t.stop && !GENERIC.has(t.lemma) && t.lemma.length > 1);
    const specific = own.filter((t) => !others.has(t.lemma));
    const unpointed =
      specific.length > 0 && !specific.some((t) => sentenceTerms.some((terms) => terms.has(t.lemma)));
    const again = unpointed
      ? graded.flatMap((before) => {
          const target = before.target[0] ?? "";
          const lemmas = new Set(tokens(target).map((t) => t.lemma));
          if (ownBest.has(target) || !own.some((t) => lemmas.has(t.lemma))) return [];
          return [{ ...before, key: before.key ?? [], all: target, closeness: 1 }];
        })
      : [];
    // A sentence with nothing to get across beyond the question ("Also:", a heading) is given by
    // any answer at all: it is the one asked about only when no sentence has more.
    // A sentence another part's own words point at, and this part's do not, is that part's
    // ("Why do ionic compounds have high melting points, and when can they conduct electricity?").
    const othersOwn = new Set(
      parts
        .filter((p) => p !== part)
        .flatMap((p) => bestSentences(noteSentences, askedTokens(p, wordnet, input.note), wordnet))
        .filter((c) => c.closeness >= 1)
        .map((c) => c.sentence),
    );
    const mine =
      ownBest.size > 0 ? candidates.filter((c) => ownBest.has(c.all) || !othersOwn.has(c.all)) : candidates;
    const telling = mine.filter((c) => c.key.length > 0);
    const offered = telling.length > 0 ? telling : mine.length > 0 ? mine : candidates;
    const fresh = [
      ...offered.filter((c) => ownBest.has(c.all) || !earlier.some((e) => e.target === c.all)),
      ...again,
    ];
    // Of the note's sentences any of which the question is after, the one the answer gives most
    // words of, when it gives two in full ("The rate of photosynthesis goes down as light
    // intensity increases" gives three words of the short "Light energy is used to turn carbon
    // dioxide and water into glucose", all it asks, but is about the rate).
    const most = (list: typeof fresh) =>
      list.reduce((best, next) =>
        next.share > best.share ||
        (anyOf && next.share === best.share && next.recalled.length > best.recalled.length)
          ? next
          : best,
      );
    const first = most(fresh.length > 0 ? fresh : offered);
    // A later part is not judged again against an earlier part's sentence when the answer gives
    // another sentence its words point at in full ("What does bile do, and where is it made?":
    // "... it is made in the liver" gives "Bile is made in the liver ...", not "It emulsifies fats").
    const unclaimed = fresh.filter((c) => c.whole >= FULL_SHARE && !earlier.some((e) => e.target === c.all));
    const chosen =
      earlier.some((e) => e.target === first.all) && unclaimed.length > 0 ? most(unclaimed) : first;
    contradicted.push(...candidates.map((c) => c.all));
    // (a question about the whole note, or one subject of it, points at no sentence)
    if (!wholeNote && !aboutOne) partsPointAt.push(...ownBest);
    earlier.push({ target: chosen.target[0] ?? "", terms: new Set(chosen.key.map((t) => t.lemma)) });
    return chosen;
  }
  const passage = [...new Set(graded.flatMap((g) => g.target))].join(" ");
  const recalled = unique(graded.flatMap((g) => g.recalled));
  // Each part's nearest missed words in turn, so a short list names some of every part.
  const missed = unique(inTurn(graded.map((g) => g.missed))).filter((w) => !recalled.includes(w));
  const told = unique(inTurn(graded.map((g) => (g.untold?.length ? g.untold : g.missed)))).filter(
    (w) => !recalled.includes(w),
  );
  const said = unique(graded.flatMap((g) => g.said ?? g.recalled));
  // An answer whose own key words belong to another part of the notes, and which gives less than
  // the whole of this part, is about something else: a wrong fact, or true but off the question.
  const elsewhere =
    // (a question on the whole note has no rest of the notes)
    (wholeNote ? 0 : strayTerms(answer, passage, noteSentences, wordnet)) +
    wrongValues(answer, graded, input.note, wordnet);

  // A claim that turns the notes round is wrong, however many of their words it uses.
  // "cost-push" beside "demand-pull", "long-term" beside "short-term": names, not opposite claims.
  // (the whole note's: a planned question's passage is only part of it. Only its names: a claim
  // true of another case it tells of, "in a recession unemployment rises", is still the opposite.)
  const noteWords = new Set([...namesOf(input.note), ...(input.context ? namesOf(input.context) : [])]);
  // "A, while B" is read as two sentences: the contrast is read with the half asked about.
  const contrasted = graded.flatMap((g) =>
    g.target.flatMap((target) => {
      const at = noteSentences.indexOf(target);
      if (at < 0) return [];
      const next = noteSentences[at + 1];
      const before = at > 0 ? noteSentences[at - 1] : undefined;
      // The other case, told next to it: "Slow cooling -> large crystals" beside "Fast cooling ->
      // small crystals".
      const lemmas = new Set(tokens(target).map((t) => t.lemma));
      const otherCase = (sentence: string) =>
        tokens(sentence).some((t) => [...(OPPOSITE.get(t.lemma) ?? [])].some((o) => lemmas.has(o)));
      return [
        ...(next && (CONTRAST.test(next) || otherCase(next)) ? [next] : []),
        ...(before && (CONTRAST.test(target) || otherCase(before)) ? [before] : []),
      ];
    }),
  );
  // An answer that gives the passage asked about word for word (the notes pasted in) says what
  // they say, whatever else it holds: no reversal. Unless it says so only to deny it ("it is not
  // true that ...", "... but that is wrong").
  const plain = (text: string) =>
    text
      .toLowerCase()
      .replace(/[^\p{L}\p{N}]+/gu, " ")
      .trim();
  const plainAnswer = ` ${plain(answerText)} `;
  const repeats =
    graded.length > 0 &&
    graded.every((g) =>
      g.target.every((target) => {
        // (a heading's bare name, "Sedimentary", is no statement repeated)
        if (plain(target).split(" ").length < 3) return false;
        const at = plainAnswer.indexOf(` ${plain(target)} `);
        if (at < 0) return false;
        const before = plainAnswer.slice(0, at).split(" ").slice(-6).join(" ");
        const after = plainAnswer
          .slice(at + plain(target).length + 2)
          .split(" ")
          .slice(0, 6)
          .join(" ");
        return !DENIED_AROUND.test(before) && !DENIED_AROUND.test(after);
      }),
    );
  // (what the reversal reads beside the passage, and where it found the claim turned round)
  const turnedRound: { sentence?: string; pointed?: string[] } = { pointed: partsPointAt };
  const reversal = repeats
    ? undefined
    : (reversed(
        passage,
        [...new Set([passage, ...contradicted, ...contrasted])],
        answerText,
        wordnet,
        noteWords,
        input.note,
        turnedRound,
      ) ??
      // A fill-in answer that names the missing words only to deny them gives the opposite.
      (input.question.includes(BLANK)
        ? (deniedFill(answerText, recalled) ?? graded.find((g) => g.opposite)?.opposite)
        : (repliedOtherwise(graded, noteSentences, input.answer, turnedRound) ??
          // (what the notes rule out anywhere in them: "..., NOT the covalent bonds")
          ruledOut(noteSentences, answerText, turnedRound))));
  // A number the notes give of something else than the answer gives it of: "16 bits make a byte".
  const misnumbered =
    reversal || repeats || input.question.includes(BLANK)
      ? undefined
      : wrongMeasure(input.note, noteSentences, answerText);
  // A term of the notes put where the sentence the answer gives names another: "led by the President".
  const misnamed =
    reversal || misnumbered || repeats || input.question.includes(BLANK)
      ? undefined
      : wrongTerm(
          // (an account of a whole note may cross any sentence of it judged)
          new Set(wholeNote ? contradicted : graded.flatMap((g) => g.target)),
          noteSentences,
          answer,
          matcher,
          notesMatcher(input.note, wordnet),
          wordnet,
        );
  const swapped =
    reversal || misnumbered || misnamed || repeats || input.question.includes(BLANK) || wholeNote || aboutOne
      ? undefined
      : otherSubject(
          noteSentences,
          unconceded(question),
          ASIDE.test(answerText) ? tokens(normalizeText(beforeAsides(answerText).join(" "))) : answer,
          wordnet,
          ASKS_WHAT_IT_IS.test(input.question),
        );
  const swappedOwn =
    reversal || misnumbered || misnamed || swapped || repeats || input.question.includes(BLANK)
      ? undefined
      : saidOfAnother(
          noteSentences,
          answerText,
          wordnet,
          wholeNote || parts.length > 1 ? undefined : unconceded(question),
        );
  const full = graded.filter((g) => g.whole >= FULL_SHARE).length;
  const some =
    elsewhere >= STRAY_LIMIT && full < graded.length
      ? 0
      : graded.filter((g) => g.some >= PARTIAL_SHARE).length;
  // A list of words with no claim turns nothing round, whatever order it has them in (QA: told it
  // had "demand" and "equilibrium" the wrong way round).
  // A fill-in question is answered by the words it leaves out: a short list of them is an answer.
  const keywords =
    !/[=<>]/.test(answerText) &&
    !input.question.includes(BLANK) &&
    isKeywordList(
      answer,
      asksOnlyForNames(input.question, answer),
      wordnet,
      EXPLAIN.test(input.question) ? given.answer : "",
    );
  const verdict: WordVerdict = keywords
    ? "keywords"
    : reversal || swapped || swappedOwn || misnumbered || misnamed
      ? "reversed"
      : full === graded.length
        ? "right"
        : some > 0
          ? "partial"
          : "missed";
  const signals: GradeSignals = {
    verdict,
    parts: graded.length,
    wholeMin: Math.min(...graded.map((g) => g.whole)),
    wholeMax: Math.max(...graded.map((g) => g.whole)),
    someMin: Math.min(...graded.map((g) => g.some)),
    elsewhere,
    recalled: recalled.length,
    missed: missed.length,
    words: answerText.split(/\s+/).filter(Boolean).length,
    passageWords: passage.split(/\s+/).filter(Boolean).length,
  };
  return {
    input,
    answerText,
    noteSentences,
    targets: new Set(graded.flatMap((g) => g.target)),
    passage,
    shown: wholeOf(
      passage,
      graded.flatMap((g) => g.target),
      wholeSentences,
    ),
    wholeNote,
    gist:
      anyOf && isGist(answerText)
        ? answer.filter((t) => isContent(t) && notesMatcher(input.note, wordnet).says(t)).length
        : undefined,
    thin: wholeNote && isThin(answerText, answer, recalled.length, notesMatcher(input.note, wordnet)),
    unfounded: wholeNote && isUnfounded(answer, recalled.length, notesMatcher(input.note, wordnet)),
    fragment:
      !wholeNote &&
      !input.question.includes(BLANK) &&
      isFragment(
        answerText,
        answer,
        question,
        notesMatcher(input.note, wordnet),
        { sentences: noteSentences, whole: wholeSentences },
        wordnet,
      ),
    recalled,
    missed: told,
    said,
    saidAs: new Map(graded.flatMap((g) => [...(g.saidAs ?? [])])),
    reversal,
    reversedSentence: reversal ? turnedRound.sentence : undefined,
    misnumbered,
    misnamed,
    otherSubject: swapped ?? swappedOwn,
    hedged: graded.find((g) => g.hedged)?.hedged,
    verdict,
    signals,
    parts: graded.length,
    full,
    asked: graded.map((g) => g.target.join(" ")),
  };
}

/**
 * A question the notes ask is no claim: what they say is its answer, the sentence after it ("Are
 * viruses alive?" / "No: they cannot reproduce on their own ..."), when that is no question too.
 */
function answeredIn(
  found: { sentence: string; closeness: number }[],
  sentences: string[],
): { sentence: string; closeness: number }[] {
  const seen = new Set<string>();
  return found.flatMap(({ sentence, closeness }) => {
    const next = ASKS.test(sentence) ? sentences[sentences.indexOf(sentence) + 1] : undefined;
    const told = next !== undefined && !ASKS.test(next) ? next : sentence;
    if (seen.has(told)) return [];
    seen.add(told);
    return [{ sentence: told, closeness }];
  });
}

/** A sentence that asks: it ends with a question mark. */
const ASKS = /\?\s*$/;
/** The yes or no a sentence opens with. */
const REPLIED = /^[^\p{L}]*(?:(yes|yeah|yep)|(no|nope|nah))\b/iu;

/**
 * An answer that opens with a yes where the notes answer the question they ask with a no, or the
 * other way round ("Yes, viruses are alive ..." against "Are viruses alive? / No: ...").
 */
function repliedOtherwise(
  graded: PartGrade[],
  sentences: string[],
  answer: string,
  where: { sentence?: string },
): string | undefined {
  const said = REPLIED.exec(answer.trim().replace(HEDGE, ""));
  if (!said) return undefined;
  const saysYes = said[1] !== undefined;
  for (const target of graded.flatMap((g) => g.target)) {
    const at = sentences.indexOf(target);
    const asked = at > 0 ? sentences[at - 1] : undefined;
    const theirs = REPLIED.exec(target);
    if (!asked || !theirs || !ASKS.test(asked) || !YES_OR_NO.test(asked.replace(/^[^\p{L}]+/u, ""))) continue;
    if (saysYes === (theirs[1] !== undefined)) continue;
    where.sentence = target;
    return `your answer says ${saysYes ? "yes" : "no"}, your notes say ${saysYes ? "no" : "yes"}`;
  }
  return undefined;
}

/**
 * A setting a question opens with before what it asks: "In a fractionating column,", "During the
 * Blitz,". Not a question word's own ("In which year did ...", "At what temperature ..."), nor
 * "According to Marxists,", which tells the cases of the notes apart.
 */
const SETTING =
  /^(?:in|within|during|for|on|at|under|with)\b(?!\s+(?:which|what|whom|whose|how)\b)[^,?]{3,60},(?=\s+\S+\s+\S+)/i;

/** Question words of a setting, which point at a sentence at half weight (bestSentences). */
const SETTING_WORDS = new WeakSet<Token>();

/** Quoted words of a question read as written, at most: a question is short. */
const MOST_QUOTED = 5;

/**
 * A question's words as they point at the notes' sentences. A word it quotes that no dictionary
 * knows, and that the notes write so, is read as written: "mistakes like 'goed'" points at the
 * notes' "saying 'goed'", not by "go" at "pass" ("What are 'refugees'?" still points by
 * "refugee"). The words of a setting it opens with point less than what it asks ("In a
 * fractionating column, where are ...": the sentence about the column is not the one about where
 * things collect).
 */
function askedTokens(text: string, wordnet: WordNet, note: string): Token[] {
  const read = tokens(normalizeText(text));
  const setting = SETTING.exec(normalizeText(text));
  const settingWords = setting ? tokens(setting[0]).length : 0;
  const quoted = new Set(
    [...text.matchAll(/['‘"“](\p{L}+)['’"”]/gu)]
      .slice(0, MOST_QUOTED)
      .map((m) => (m[1] ?? "").toLowerCase())
      .filter((word) => !wordnet.knows(word) && new RegExp(`\\b${escapeRegExp(word)}\\b`, "i").test(note)),
  );
  // (and what it grants: "... even if one of them has an absolute advantage")
  const asked = new Set(unconceded(read));
  const granted = new Set(read.filter((t) => !asked.has(t)));
  if (settingWords === 0 && quoted.size === 0 && granted.size === 0) return read;
  return read.map((t, i) => {
    const setting = i < settingWords || granted.has(t);
    const own = quoted.has(t.word) ? { ...t, lemma: t.word } : setting ? { ...t } : t;
    if (setting) SETTING_WORDS.add(own);
    return own;
  });
}

/** Texts as their vectors are asked for by: every answer of a quiz asks for its note's sentences'. */
const normalizedLately = keptLately<string>(6000);

/**
 * How alike in meaning the answer is to the passage asked about, the rest of the notes, the
 * question and the whole note, when the sentence vectors of all of them are there. Every text is
 * asked for before any is missed, so one pass learns all a grading needs.
 */
function meaningOf(
  vectors: SentenceVectors | undefined,
  text: { answer: string; question: string; note: string },
  sentences: string[],
  passage: Set<string>,
): GradeSignals["meaning"] {
  if (!vectors) return undefined;
  const [answer, question, note, ...each] = [
    openingOf(text.answer),
    text.question,
    text.note,
    ...sentences,
  ].map((t) => vectors.get(normalizedLately(t, () => normalizeText(t))));
  if (!answer || !question || !note || each.some((v) => !v)) return undefined;
  const closest = (inPassage: boolean) =>
    Math.max(
      -1,
      ...sentences.flatMap((sentence, i) => {
        const vector = each[i];
        return vector && passage.has(sentence) === inPassage ? [similarity(answer, vector)] : [];
      }),
    );
  const inPassage = closest(true);
  // Notes with nothing outside the passage (a question on the whole of a note, a note of one
  // sentence) say nothing of an answer about another part of them: the rest counts as alike as
  // the passage, as it is on average in the graded answers (not -1, which the calibration never
  // saw, and which weighed as an answer far closer to the passage than to the rest).
  const rest = sentences.some((sentence) => !passage.has(sentence)) ? closest(false) : inPassage;
  return {
    passage: inPassage,
    rest,
    question: similarity(answer, question),
    note: similarity(answer, note),
  };
}

/**
 * How much of an answer the encoder reads for its closeness in meaning: its opening words. The
 * encoder's time grows with the text (about 0.8 ms a word past the first ten, measured), and a
 * longer answer's closeness says no more (leave-one-passage-out 77.4% with the whole answer, 77.5%
 * with 40 words); the word rules read all of it.
 */
const MEANING_WORDS = 40;

function openingOf(answer: string): string {
  return answer.split(/\s+/).slice(0, MEANING_WORDS).join(" ");
}

/**
 * The text of the answer whose sentence vector grading it reads: it can be worked out (in the
 * encoder's own thread) while the word rules read the answer.
 */
export function answerTexts(given: GradeInput): string[] {
  const input = readInput(given);
  return [normalizeText(openingOf(answerRead(input.answer, input.question)))];
}

/** The note, question and answer as they are graded: the note's own abbreviations written out. */
/** The words of a note's hyphenated names ("long-term", "cost-push"), read once a note. */
const namesRead = keptLately<Set<string>>(16);

function namesOf(note: string): Set<string> {
  return namesRead(
    note,
    () =>
      new Set(
        [...note.matchAll(/(?<!\p{L})\p{L}+(?:-\p{L}+)+/gu)].flatMap((m) =>
          m[0].split("-").map((w) => americanSpelling(w.toLowerCase())),
        ),
      ),
  );
}

/** A number for each whole note graded with lately: never the same for two notes while kept. */
const contextNumbers = keptLately<number>(64);
let contextsSeen = 0;

function contextNumber(context: string): number {
  return contextNumbers(context, () => ++contextsSeen);
}

function readInput(given: GradeInput): GradeInput {
  // A run of hundreds of characters with no space (a pasted number or code) is read in pieces, as
  // the reader reads it: patterns over words cost the square of a word's length.
  const note = readable(given.note);
  // The note's own abbreviations ("short-term memory (STM)") read as what they stand for.
  const expand = abbreviationsOf(note);
  return {
    note: expand(note),
    question: expand(readable(given.question).replace(/^\s*Question \d+ of \d+:\s*/i, "")),
    answer: expand(readable(given.answer)),
    ...(given.context === undefined ? {} : { context: readable(given.context) }),
  };
}

/**
 * The texts whose sentence vectors grading an answer to this question reads, but for the answer:
 * they can be worked out when the question is asked, before any answer comes.
 */
export function notesTexts(given: Omit<GradeInput, "answer">): string[] {
  const input = readInput({ ...given, answer: "" });
  return [input.question, input.note, ...sentencesOf(input.note)].map(normalizeText);
}

/**
 * Reads the notes a question asks about before any answer comes, when the question is asked: their
 * sentences, and what the question points at in them, are then ready for every answer to it.
 */
export function readNotesAhead(given: Omit<GradeInput, "answer">, wordnet: WordNet = sharedWordNet()): void {
  gradeAnswer({ ...given, answer: given.question }, wordnet);
  // (an answer's numbers are checked against the note's: wrongMeasure)
  const { note } = readInput({ ...given, answer: "" });
  notesMeasures(note, sentencesOf(note));
}

interface OtherSubject {
  /** The sentence about the thing asked about, and that thing and the other as the notes write them. */
  sentence: string;
  asked: string;
  said: string;
  /** The answer's sentence that says it, when the answer names the thing (saidOfAnother). */
  piece?: string;
  /** Whether that sentence says the thing is the other ("Anions are the positive ions"). */
  equated?: boolean;
}

/** Pairs of sentences compared for an answer said of another thing, at most. */
const MOST_COMPARED = 20_000;
const NOUN_PHRASE = new Set(["ADJ", "NOUN", "PROPN", "NUM"]);
/** Headings that label a part of the notes, not a thing of them: "Example: a straw …", "Problems: …". */
const LABELS = new Set([
  "example",
  "examples",
  "note",
  "aim",
  "method",
  "finding",
  "findings",
  "conclusion",
  "pro",
  "pros",
  "con",
  "cons",
  "feature",
  "function",
  "study",
  "term",
  "key",
  "idea",
  "definition",
  "summary",
  "advantage",
  "disadvantage",
  "problem",
  "criticism",
  "downside",
  "upside",
  "strength",
  "weakness",
  "evaluation",
  "cause",
  "effect",
  "reason",
  "result",
  "use",
  "fact",
]);
/** How many headings either side of a heading's are taken for things of its kind. */
const HEADINGS_NEAR = 12;
/** How many sentences, at most, an answer's subjects are compared with (a long note is read no further). */
const MOST_COMPARED_OF_ANOTHER = 2_000;
/** How firmly an answer says a word of another thing's claim to be taken for saying it: "more" is no "rise". */
const FIRMLY_SAID = 0.95;
/** A line or sentence that opens with a term and a colon or "=": "Sedimentary: layers buried …". */
const HEADING = /^\s*(?:[-•*]\s*)?(\p{L}[\p{L}'’-]*(?:\s+\p{L}[\p{L}'’-]*){0,2})\s*(?::|=)\s/u;
/** Words a sentence may open with before its subject: "When light enters ...". */
const OPENING = new Set(["when", "if", "while", "whereas", "because", "in", "during", "at", "on", "for"]);

/** Sentences about the thing a question names, at most, for an answer that names none to be read as of it. */
const ASKED_SENTENCES = 12;

/** Words after which an answer tells of another thing than its subject: "unlike rent". */
const ASIDE =
  /\b(?:unlike|rather than|instead of|as opposed to|in contrast to|compared (?:with|to)|not like)\b/i;

/** The pieces of an answer's sentences, each up to an aside of another thing ("unlike rent"). */
function beforeAsides(answerText: string): string[] {
  return wholeSentencesOf(answerText)
    .flatMap(piecesOf)
    .map((piece) => piece.split(ASIDE)[0]?.trim() ?? "")
    .filter(Boolean);
}

/** A sentence's subject as it writes it: "Positive ions" (from its first word to its last). */
function subjectOf(sentence: string, subject: Token[]): string {
  const words = subject.map((t) => escapeRegExp(t.written ?? t.word));
  const match = new RegExp(`\\b${words.join("\\b.*?\\b")}\\b`, "i").exec(sentence);
  // (with its bracket closed: "Positive ions (cations)")
  const found =
    match &&
    `${match[0]}${/\([^)]*$/.test(match[0]) && sentence[match.index + match[0].length] === ")" ? ")" : ""}`;
  return found && found.length <= 40 ? found : subject.map((t) => t.written ?? t.word).join(" ");
}

/** Sentences either side of one whose subject another sentence's may be compared with. */
const NEIGHBOURS = 3;

/** Whether a sentence says what its subject is: "Weight is the force of gravity ...", not "... is tilted". */
function definesIts(sentence: string): boolean {
  const list = tokens(sentence);
  const be = list.findIndex((t) => t.lemma === "be");
  if (be <= 0 || list.slice(0, be).some((t) => t.pos === "VERB" || t.pos === "AUX")) return false;
  const next = list.slice(be + 1).find((t) => t.pos !== "ADV");
  return next !== undefined && next.pos !== "VERB" && next.pos !== "ADP";
}

/**
 * A question less what it grants: "Explain why two countries can both gain from trade even if one
 * of them has an absolute advantage in both goods" asks about trade, not about absolute advantage.
 */
function unconceded(question: Token[]): Token[] {
  const at = question.findIndex(
    (t, i) =>
      t.lemma === "although" ||
      t.lemma === "despite" ||
      (t.lemma === "even" && ["if", "though"].includes(question[i + 1]?.lemma ?? "")),
  );
  if (at <= 0) return question;
  const end = question.findIndex((t, i) => i > at && (t.word === "," || t.word === ";"));
  return [...question.slice(0, at), ...(end < 0 ? [] : question.slice(end))];
}

/** A question that asks what a thing is, as the tutor asks for a definition ("What is weight?"). */
const ASKS_WHAT_IT_IS = /^(?:In your notes on .+?, )?what (?:is|are|was|were) [^,?]+\?$/i;

/**
 * The answer says of the thing asked about what the notes say of another, in a sentence that
 * parallels the one asked about: "they go to the anode and lose electrons" of positive ions, when
 * the notes say "Positive ions ... move to the cathode, where they gain electrons" and "Negative
 * ions ... move to the anode, where they lose electrons". Only when the question names what only
 * the sentence asked about has, and the answer says nothing only it has.
 */
function otherSubject(
  noteSentences: string[],
  question: Token[],
  answer: Token[],
  wordnet: WordNet,
  definition = false,
): OtherSubject | undefined {
  const asked = new Matcher(question, wordnet);
  const said = new Matcher(answer, wordnet);
  // (the sentence the answer was judged against may be the other one: it says more of it)
  const { reads, kindsByWord } = subjectsOf(noteSentences, wordnet);
  let compared = 0;
  for (const [n, target] of noteSentences.entries()) {
    const own = reads[n];
    if (!own || own.subject.length === 0 || !own.subject.some((t) => asked.says(t))) continue;
    // (a thing's absence is not what a question about the thing names: "- no starch: stays
    // orange-brown" for "What colour change shows that a food contains starch?")
    if (own.subject.some((t) => NEGATIONS.has(t.lemma)) && !question.some((t) => NEGATIONS.has(t.lemma)))
      continue;
    const ownLemmas = own.claimLemmas;
    const subjectLemmas = new Set(own.subject.map((t) => t.lemma));
    // Two of a kind: "Positive ions" and "Negative ions", "Short-chain hydrocarbons" and
    // "long-chain ones" (not "Earth's axis" and "The seasons", which tell of one thing): a subject
    // that shares a word with this one and has one of its own.
    const others: number[] = [];
    for (const kind of new Set(own.subject.flatMap((t) => kindsByWord.get(t.lemma) ?? [])))
      if ([...kind.lemmas].some((lemma) => !subjectLemmas.has(lemma))) others.push(...kind.sentences);
    // Or, asked what a thing is, two things the notes tell of side by side in the same way: "Mass is the amount of matter
    // in an object, measured in kilograms. Weight is the force of gravity on an object, measured
    // in newtons." (the mass's said of weight was right)
    // (each saying what its thing is, not what is done to it: "Earth's axis is tilted ..." and
    // "The seasons are caused by this tilt" tell of one thing's cause)
    if (definition && definesIts(target))
      for (let m = Math.max(0, n - NEIGHBOURS); m <= n + NEIGHBOURS && m < noteSentences.length; m++)
        if (m !== n && (reads[m]?.subject.length ?? 0) > 0 && definesIts(noteSentences[m] ?? ""))
          others.push(m);
    for (const m of [...new Set(others)].sort((x, y) => x - y)) {
      const other = noteSentences[m];
      const theirs = reads[m];
      if (other === undefined || other === target || !theirs) continue;
      // (a long note read so is read no further: an answer is graded in milliseconds)
      if (++compared > MOST_COMPARED) return undefined;
      const theirLemmas = theirs.claimLemmas;
      const common = own.claim.filter((t) => theirLemmas.has(t.lemma)).length;
      // Parallel: the same claim, for the most part, of another subject.
      if (common < 2 || 3 * common < Math.max(own.claim.length, theirs.claim.length)) continue;
      // The question names this sentence's subject, not the other's.
      const names = (subject: Token[]) => subject.some((t) => asked.says(t) && !theirLemmas.has(t.lemma));
      if (!names(own.subject) || theirs.subject.some((t) => !subjectLemmas.has(t.lemma) && asked.says(t)))
        continue;
      const unasked = (t: Token) => !asked.says(t);
      const saysOwn = own.claim.filter((t) => !theirLemmas.has(t.lemma) && unasked(t) && said.says(t));
      const saysTheirs = theirs.claim.filter((t) => !ownLemmas.has(t.lemma) && unasked(t) && said.says(t));
      if (saysOwn.length === 0 && saysTheirs.length >= 2)
        return {
          sentence: target,
          asked: subjectOf(target, own.subject),
          said: subjectOf(other, theirs.subject),
        };
    }
  }
  return undefined;
}

/** The things a subject of two names together names: "clergy" and "nobles" (none for one thing). */
function conjunctsOf(subject: Token[]): Token[][] {
  const and = subject.findIndex((t) => t.word === "and");
  return and < 0 ? [] : [subject.slice(0, and), subject.slice(and + 1).filter((t) => t.pos !== "DET")];
}

/** A name's word, read alike wherever it stands: "Anions", opening a sentence, is "anions". */
function nameOf(t: Token): string {
  if (t.lemma.endsWith("ies") && t.lemma.length > 4) return `${t.lemma.slice(0, -3)}y`;
  return /[^s]s$/.test(t.lemma) && t.lemma.length > 3 ? t.lemma.slice(0, -1) : t.lemma;
}

function nameLemmas(list: Token[]): Set<string> {
  return new Set(list.map(nameOf));
}

/** The names a sentence gives its subject: itself, the other in brackets, each of two together. */
function subjectNames(read: SubjectRead): Token[][] {
  return [read.subject, read.alias, ...conjunctsOf(read.subject)].filter((list) => list.length > 0);
}

/** A sentence's subject as it writes it, with the other name it gives it: "Positive ions (cations)". */
function namedIn(sentence: string, read: SubjectRead): string {
  const name = subjectOf(sentence, read.subject);
  const alias = read.alias.map((t) => t.written ?? t.word).join(" ");
  return alias && !name.includes("(") ? `${name} (${alias})` : name;
}

/**
 * An answer that says of one thing of the notes what they say of another of its kind, naming the
 * thing itself: "Cost-push inflation is when total demand grows faster than supply" (the notes'
 * demand-pull inflation), "abrasion is when meltwater freezes onto rocks at the back wall and pulls
 * them away" (plucking), "Anions are the positive ions" (cations). A sentence of the answer whose
 * subject is a sentence's subject of the notes (or the other name they give it) says, in the same
 * words, two or more words only another of theirs says of a thing of the same kind (a name that
 * shares a word with it, a heading near it, the other side of a "while" in its sentence, or a
 * sentence beside it with the same verb), and at most one only its own says, without naming that
 * other thing; or it says its subject is the other, a thing of its kind.
 */
function saidOfAnother(
  noteSentences: string[],
  answerText: string,
  wordnet: WordNet,
  question?: Token[],
): OtherSubject | undefined {
  const { reads, kindsByWord, spread, nameSets, claimed } = subjectsOf(noteSentences, wordnet);
  let compared = 0;
  // The notes' sentences about a subject: all of a name of theirs is in it, and no more than one
  // word besides ("Sedimentary rocks" for "Sedimentary:").
  const fitsOf = (subject: Token[]) => {
    const mineLemmas = nameLemmas(subject);
    return nameSets.map((sets) =>
      Math.max(
        0,
        ...sets.map((lemmas) =>
          [...lemmas].every((l) => mineLemmas.has(l)) && mineLemmas.size - lemmas.size <= 1 ? lemmas.size : 0,
        ),
      ),
    );
  };
  // (what follows "unlike" or "rather than" is said of the other thing, in passing: "Variable costs
  // change with output, unlike fixed costs such as rent")
  for (const piece of beforeAsides(answerText)) {
    const pieceTokens = tokens(piece);
    let mine = readSubject(piece, wordnet);
    let fits = fitsOf(mine.subject);
    // (or a name of theirs the answer opens with, however the tagger reads its words: "Cost push
    // inflation is …", its "push" a verb)
    if (Math.max(0, ...fits) === 0) {
      let start = 0;
      while (pieceTokens[start]?.pos === "DET" || OPENING.has(pieceTokens[start]?.word ?? "")) start++;
      for (let k = 4; k >= 2; k--) {
        const opening = pieceTokens.slice(start, start + k);
        const lemmas = nameLemmas(opening);
        if (opening.length < k || opening.some((t) => t.stop)) continue;
        if (
          !nameSets.some((sets) =>
            sets.some((name) => name.size === lemmas.size && [...name].every((l) => lemmas.has(l))),
          )
        )
          continue;
        mine = {
          subject: opening,
          ...claimOf(opening, pieceTokens.slice(start + k)),
          alias: [],
          heading: false,
        };
        fits = fitsOf(opening);
        break;
      }
    }
    // (or, of an answer that names nothing of theirs, "a reaction that takes in energy …", "it …",
    // the one thing of theirs a question of one part names: "What is an endothermic reaction?")
    if (Math.max(0, ...fits) === 0 && question) {
      const asked = askedThing(question, nameSets);
      // (when the answer's own subject is none, or a word of that name: not "arteries carry …", nor
      // "the items need to be in order …")
      const askedNames = new Set((asked ?? []).map(nameOf));
      if (asked && mine.subject.every((t) => askedNames.has(nameOf(t)))) {
        const askedFits = fitsOf(asked);
        // (a thing the notes tell of again and again, a record's, is no thing of a kind: "The kidney
        // of specimen 481 weighed …" of 2,000 such sentences)
        const best = Math.max(0, ...askedFits);
        if (askedFits.filter((fit) => fit === best).length <= ASKED_SENTENCES) {
          mine = { subject: asked, ...claimOf(asked, pieceTokens), alias: [], heading: false };
          fits = askedFits;
        }
      }
    }
    // (a number is no thing's name)
    if (mine.subject.length === 0 || mine.subject.some((t) => t.pos === "NUM")) continue;
    // (nor is what a thing is not said of it: "Cost-push inflation isn't when total demand grows …")
    const last = mine.subject.at(-1);
    const subjectEnd = pieceTokens.findIndex((t) => t.lemma === last?.lemma) + 1;
    if (
      pieceTokens
        .slice(subjectEnd, subjectEnd + 3)
        .some((t) => NEGATIONS.has(t.word) || NEGATIONS.has(t.lemma))
    )
      continue;
    // (the nearest name: "negative correlation" is "Negative correlation:", not "Correlation does …")
    const nearest = Math.max(0, ...fits);
    if (nearest === 0) continue;
    const said = new Matcher(pieceTokens, wordnet);
    const pieceLemmas = nameLemmas(pieceTokens);
    // (whether it says what its subject is: two things each said what it is, side by side, are
    // compared only then, "Weather is …", "Climate is …", not "average weather over 30 years")
    const pieceDefines = definesIts(piece);
    // (what any sentence of its own says of it is its own: "The left ventricle pumps oxygenated
    // blood …" beside "The left ventricle has a thicker wall …")
    // (read when a sentence of another is compared: most answers' never are)
    let ownRead: { tokens: Token[]; lemmas: Set<string> } | undefined;
    const ownOf = () => {
      if (ownRead) return ownRead;
      const ownTokens = reads.flatMap((read, k) => (fits[k] === nearest ? read.claim : []));
      ownRead = { tokens: ownTokens, lemmas: new Set(ownTokens.map((t) => t.lemma)) };
      return ownRead;
    };
    const writtenMine = subjectOf(piece, mine.subject);
    const from = piece.toLowerCase().indexOf(writtenMine.toLowerCase());
    // "Anions are the positive ions": what the answer says its subject is, first word first.
    const equatedWith =
      from >= 0
        ? /^\s*(?:=|is|are|was|were|means?)\s+(?:(?:the|a|an)\s+)?([\p{L}\p{N}'’-]+)/iu.exec(
            piece.slice(from + writtenMine.length),
          )?.[1]
        : undefined;
    const equatedLemma = equatedWith
      ? nameOf(tokens(equatedWith)[0] ?? { word: "", lemma: "", pos: "", stop: true })
      : "";
    for (const [n, own] of reads.entries()) {
      if (fits[n] !== nearest || !claimed[n]) continue;
      const ownSubject = new Set([...nameLemmas(own.subject), ...nameLemmas(own.alias)]);
      const kin: number[] = [];
      for (const kind of new Set(own.subject.flatMap((t) => kindsByWord.get(t.lemma) ?? [])))
        if ([...kind.lemmas].some((lemma) => !ownSubject.has(lemma))) kin.push(...kind.sentences);
      const ofKind = new Set(kin);
      const others = [...kin];
      // (a heading's are the note's other headings near it)
      const labels = (read: SubjectRead) => read.subject.some((t) => LABELS.has(t.lemma));
      if (own.heading && !labels(own))
        for (let m = Math.max(0, n - HEADINGS_NEAR); m <= n + HEADINGS_NEAR && m < reads.length; m++)
          if (reads[m]?.heading && !labels(reads[m] as SubjectRead)) others.push(m);
      const headed = new Set(others);
      // (and sentences either side, when they tell of their things alike)
      for (let m = Math.max(0, n - NEIGHBOURS); m <= n + NEIGHBOURS && m < noteSentences.length; m++)
        if (m !== n) others.push(m);
      for (const m of [...new Set(others)].sort((x, y) => x - y)) {
        const theirs = reads[m];
        if (!theirs || theirs.subject.length === 0 || (fits[m] ?? 0) > 0 || !claimed[m]) continue;
        if (++compared > MOST_COMPARED_OF_ANOTHER) return undefined;
        const theirSubject = new Set([...nameLemmas(theirs.subject), ...nameLemmas(theirs.alias)]);
        const theirNames = [...theirs.subject, ...theirs.alias]
          .filter((t) => !t.stop && t.pos !== "DET")
          .map(nameOf);
        // (each has a word of its own: "Demand-pull inflation" is of a kind with "cost-push
        // inflation", not with "Inflation")
        if (
          [...theirSubject].every((l) => ownSubject.has(l)) ||
          [...ownSubject].every((l) => theirSubject.has(l)) ||
          theirs.subject.some((t) => t.pos === "NUM")
        )
          continue;
        const found = (equated: boolean): OtherSubject => ({
          sentence: noteSentences[n] ?? "",
          asked: writtenMine,
          said: namedIn(noteSentences[m] ?? "", theirs),
          piece,
          equated,
        });
        // Said to be the other, a thing of its kind that the notes tell apart from it ("Negative ions
        // (anions)", "Positive ions (cations)"); not a kind it is of ("Osmosis is the diffusion of
        // water", "An enzyme is a protein"), nor what its own sentence says it is.
        const ownClaim = new Set(own.claim.map(nameOf));
        const distinct = theirNames.filter((l) => !ownSubject.has(l));
        if (
          equatedLemma &&
          ofKind.has(m) &&
          (nameSets[m] ?? []).some((lemmas) => [...lemmas][0] === equatedLemma) &&
          !distinct.every((l) => ownClaim.has(l))
        )
          return found(true);
        // (an answer that names the other thing tells of both)
        if (distinct.length > 0 && distinct.every((l) => pieceLemmas.has(l))) continue;
        const theirLemmas = theirs.claimLemmas;
        const common = own.claim.filter((t) => theirLemmas.has(t.lemma)).length;
        // (told alike: things of a kind, headings, two set against each other in a sentence, "The
        // Third Estate paid most of the taxes, while the clergy and nobles were largely exempt", or
        // sentences with the same verb, "Plucking happens when …", "Abrasion happens when …")
        const contrasted = Math.abs(m - n) === 1 && CONTRAST.test(noteSentences[Math.max(m, n)] ?? "");
        // (or two things each said what it is, side by side, when the answer says so of its own)
        const alike =
          headed.has(m) ||
          contrasted ||
          (common >= 2 && ((own.verb !== undefined && own.verb === theirs.verb) || ofKind.has(m))) ||
          (pieceDefines &&
            Math.abs(m - n) === 1 &&
            definesIts(noteSentences[n] ?? "") &&
            definesIts(noteSentences[m] ?? ""));
        if (!alike) continue;
        // Words only the other's claim has, said firmly and not denied ("while diffusion … needs no
        // energy"), of few sentences of the notes.
        const saysTheirs = theirs.claim.filter((t) => {
          if (ownOf().lemmas.has(t.lemma) || ownSubject.has(nameOf(t)) || (spread.get(t.lemma) ?? 0) > 2)
            return false;
          if (said.strength(t) < FIRMLY_SAID) return false;
          const at = pieceTokens.findIndex((c) => c.lemma === said.matchedLemma(t));
          return at < 0 || !negatedAt(pieceTokens, at);
        });
        // (a number beside one word is no account of the other: "Stalin had his rival exiled in 1929")
        // (one word is, when it is the opposite of one of its own's that the answer does not say:
        // "savers gain" where "Savers lose out …, while borrowers gain")
        const named = saysTheirs.filter((t) => t.pos !== "NUM").length;
        if (named === 0) continue;
        const opposing =
          named === 1 &&
          saysTheirs.some((t) =>
            own.claim.some((o) => !said.says(o) && oppositesOf(o, wordnet).has(t.lemma)),
          );
        // (nor anything any sentence of its own says: "The left ventricle pumps blood to the body, not
        // to the lungs")
        const sole =
          named === 1 &&
          saysTheirs.length === 1 &&
          (contrasted || ofKind.has(m)) &&
          !ownOf().tokens.some((t) => !theirLemmas.has(t.lemma) && said.says(t));
        if (named < (opposing || sole ? 1 : 2)) continue;
        // (a word of the answer that is the other's is not its own's too: "wages rise" says "rise",
        // not "grows faster")
        const theirWords = new Set(saysTheirs.map((t) => said.matchedLemma(t)));
        const saysAnyOwn = own.claim.filter(
          (t) => !theirLemmas.has(t.lemma) && said.says(t) && !theirWords.has(said.matchedLemma(t)),
        );
        // (what only its own sentence says of it: "variables", said of every kind of correlation, is not)
        const saysOwn = saysAnyOwn.filter(
          (t) => !theirSubject.has(nameOf(t)) && (spread.get(t.lemma) ?? 0) <= 1,
        );
        // (and of the answer's words, those of the other's claim outnumber those of its own)
        if (
          saysOwn.length <= 1 &&
          saysTheirs.length >=
            Math.max(
              opposing || (sole && saysAnyOwn.length === 0) ? 1 : 2,
              3 * saysOwn.length,
              2 * saysAnyOwn.length,
            )
        )
          return found(false);
      }
    }
  }
  return undefined;
}

/**
 * The one thing of the notes a question names, as the question writes it: the longest of their
 * sentences' names all of whose words it has ("endothermic reaction" of "What is an endothermic
 * reaction?"). None when it names two alike long, or none.
 */
function askedThing(question: Token[], nameSets: Set<string>[][]): Token[] | undefined {
  const words = nameLemmas(question);
  let best: Set<string> | undefined;
  let tied = false;
  for (const name of nameSets.flat()) {
    if (![...name].every((l) => words.has(l))) continue;
    if (!best || name.size > best.size) {
      best = name;
      tied = false;
    } else if (name.size === best.size && [...name].some((l) => !best?.has(l))) tied = true;
  }
  if (!best || tied) return undefined;
  const name = best;
  return question.filter((t) => name.has(nameOf(t)));
}

/** What words say of a subject: their content words, each once, but the subject's own. */
function claimOf(subject: Token[], words: Token[]): Pick<SubjectRead, "claim" | "claimLemmas"> {
  const seen = new Set(subject.map((t) => t.lemma));
  const claim = words.filter((t) => isContent(t) && !seen.has(t.lemma) && seen.add(t.lemma));
  return { claim, claimLemmas: new Set(claim.map((t) => t.lemma)) };
}

interface SubjectRead {
  subject: Token[];
  /** Another name the sentence gives its subject, in brackets: "anions". */
  alias: Token[];
  /** Whether the subject is a heading's ("Sedimentary: …"). */
  heading: boolean;
  /** The verb right after the subject, if the word there is one: "happen" of "Plucking happens when …". */
  verb?: string;
  claim: Token[];
  claimLemmas: Set<string>;
}

/** Sentences whose subjects have the same words ("Positive ions"). */
interface SubjectKind {
  lemmas: Set<string>;
  sentences: number[];
}

interface SubjectsRead {
  reads: SubjectRead[];
  /** The kinds of subject each word is in. */
  kindsByWord: Map<string, SubjectKind[]>;
  /** How many sentences each word is in, as a subject's or a claim's. */
  spread: Map<string, number>;
  /** Each sentence's names for its subject (subjectNames), as sets of their words (nameOf). */
  nameSets: Set<string>[][];
  /** Whether each sentence says anything of its subject beside the other name it gives it. */
  claimed: boolean[];
}

/** The subjects of a note's sentences, read once for every answer to it. */
const subjectsRead = keptByLength<SubjectsRead>(32, 4);

function subjectsOf(noteSentences: string[], wordnet: WordNet): SubjectsRead {
  return subjectsRead(wordnet, noteSentences.join("\u0000"), () => {
    const reads = noteSentences.map((sentence) => readSubject(sentence, wordnet));
    // A heading whose claim was split off after its colon ("Sedimentary: Layers buried …") says
    // the next sentence of its subject.
    reads.forEach((read, at) => {
      const next = noteSentences[at + 1];
      const named = tokens(noteSentences[at] ?? "");
      const bare =
        named.length > 0 && named.length <= 3 && named.every((t) => NOUN_PHRASE.has(t.pos) && !t.stop);
      if (!bare || read.claim.length > 0 || next === undefined) return;
      reads[at] = { ...read, subject: named, ...claimOf(named, tokens(next)), heading: true };
    });
    const kinds = new Map<string, SubjectKind>();
    const kindsByWord = new Map<string, SubjectKind[]>();
    reads.forEach(({ subject }, at) => {
      if (subject.length === 0) return;
      const lemmas = new Set(subject.map((t) => t.lemma));
      const key = [...lemmas].sort().join("\u0000");
      let kind = kinds.get(key);
      if (!kind) {
        kind = { lemmas, sentences: [] };
        kinds.set(key, kind);
        for (const lemma of lemmas) kindsByWord.set(lemma, [...(kindsByWord.get(lemma) ?? []), kind]);
      }
      kind.sentences.push(at);
    });
    const spread = new Map<string, number>();
    for (const read of reads)
      for (const lemma of new Set([...read.claimLemmas, ...read.subject.map((t) => t.lemma)]))
        spread.set(lemma, (spread.get(lemma) ?? 0) + 1);
    const nameSets = reads.map((read) => subjectNames(read).map(nameLemmas));
    const claimed = reads.map((read) => {
      const alias = nameLemmas(read.alias);
      return read.claim.some((t) => !alias.has(nameOf(t)));
    });
    return { reads, kindsByWord, spread, nameSets, claimed };
  });
}

/**
 * A sentence's subject, the noun phrase it opens with ("Positive ions (cations)", after any
 * "When", "The"; not "After a meal"), and the content words it says of it. None when it opens
 * otherwise ("it", a verb).
 */
function readSubject(sentence: string, wordnet: WordNet): SubjectRead {
  const list = [...tokens(sentence)];
  // A heading's term ("Sedimentary: layers buried …", "Fiscal policy = govt using …").
  const heading = HEADING.exec(sentence)?.[1];
  if (heading) {
    const named = tokens(heading);
    if (
      named.length <= 3 &&
      named.some((t) => NOUN_PHRASE.has(t.pos) && !t.stop) &&
      named.every((t) => NOUN_PHRASE.has(t.pos) || t.pos === "DET")
    ) {
      return { subject: named, ...claimOf(named, list.slice(named.length)), alias: [], heading: true };
    }
  }
  let at = 0;
  while (at < list.length && (list[at]?.pos === "DET" || OPENING.has(list[at]?.word ?? ""))) at++;
  // (a thing's part is named after its owner: "The heart's right ventricle pumps …")
  const owner = list.slice(at, at + 3).findIndex((t) => /^['’]s?$/.test(t.word));
  if (owner > 0 && list.slice(at, at + owner).every((t) => ["NOUN", "PROPN"].includes(t.pos)))
    at += owner + 1;
  let end = at;
  // (a word joined to the one before by a hyphen is of the name: "Cost-push inflation")
  const joined = (i: number) => {
    const before = list[i - 1];
    const word = list[i];
    return (
      i > at &&
      before !== undefined &&
      word !== undefined &&
      new RegExp(`\\b${escapeRegExp(before.word)}-${escapeRegExp(word.word)}\\b`, "i").test(sentence)
    );
  };
  // (a first word the tagger took for a verb, before a noun, is of the name: "left" of "The
  // heart's left ventricle")
  const first = list[at];
  if (
    first?.pos === "VERB" &&
    !first.word.endsWith("s") &&
    !first.word.endsWith("ing") &&
    ["NOUN", "PROPN"].includes(list[at + 1]?.pos ?? "")
  )
    list[at] = { ...first, pos: "ADJ", lemma: first.word.toLowerCase() };
  while (
    end < list.length &&
    end - at < 4 &&
    ((end - at < 3 && NOUN_PHRASE.has(list[end]?.pos ?? "") && !list[end]?.stop) || joined(end))
  )
    end++;
  while (end > at && !["NOUN", "PROPN"].includes(list[end - 1]?.pos ?? "")) end--;
  // (two things said together: "The clergy and nobles were largely exempt")
  if (end > at && list[end]?.word === "and") {
    let next = end + 1;
    while (list[next]?.pos === "DET") next++;
    let last = next;
    while (last < next + 2 && ["NOUN", "PROPN"].includes(list[last]?.pos ?? "")) last++;
    if (last > next && ["VERB", "AUX"].includes(list[last]?.pos ?? "")) end = last;
  }
  // (a doing named before what it does: "Plucking happens when …")
  const next = list[at + 1];
  if (
    end === at &&
    at === 0 &&
    list[at]?.pos === "VERB" &&
    list[at]?.word.endsWith("ing") &&
    next &&
    (next.pos === "VERB" || next.pos === "AUX" || wordnet.posesOf(next.lemma).includes("verb"))
  )
    end = at + 1;
  // (a verb read as a noun after one: "The right ventricle pumps ...", but not "Cell walls are ...")
  let verbRead = false;
  const last = list[end - 1];
  // (or after many: "savers gain because …")
  const many = list[end - 2];
  if (
    end - at >= 2 &&
    many?.pos === "NOUN" &&
    last &&
    (last.word.endsWith("s") ||
      (many.word.endsWith("s") && many.word !== many.lemma && last.word === last.lemma)) &&
    wordnet.posesOf(last.lemma).includes("verb") &&
    list[end]?.pos !== "AUX"
  ) {
    end--;
    verbRead = true;
  }
  // (and the other name it gives it in brackets, not of the subject: "Negative ions (anions)")
  let written = end > at ? subjectOf(sentence, list.slice(at, end)) : "";
  // (nor what follows a comma: "At a constructive boundary, plates …")
  const comma = written.indexOf(",");
  if (comma > 0) {
    end = Math.min(end, at + tokens(written.slice(0, comma)).length);
    written = written.slice(0, comma).trim();
  }
  const opened = written.indexOf("(");
  if (opened > 0) {
    end = Math.min(end, at + tokens(written.slice(0, opened)).length);
    written = written.slice(0, opened).trim();
  }
  const subject = list.slice(at, end);
  const from = written ? sentence.toLowerCase().indexOf(written.toLowerCase()) : -1;
  const bracketed =
    from >= 0 ? /^\s*\(([^()]{1,30})\)/.exec(sentence.slice(from + written.length))?.[1] : undefined;
  const inBrackets = bracketed ? tokens(bracketed) : [];
  const alias =
    inBrackets.length <= 3 && inBrackets.every((t) => NOUN_PHRASE.has(t.pos) && !t.stop) ? inBrackets : [];
  return {
    subject,
    ...claimOf(subject, list.slice(end)),
    alias,
    heading: false,
    verb: verbRead || ["VERB", "AUX"].includes(list[end]?.pos ?? "") ? list[end]?.lemma : undefined,
  };
}

/** How one part of a question was answered: the sentence it asks about and how much of it. */
interface PartGrade {
  target: string[];
  key?: KeyTerm[];
  share: number;
  some: number;
  whole: number;
  recalled: string[];
  missed: string[];
  /** Of `missed`, those of what the question asks of the sentence, when that is less than all of it. */
  untold?: string[];
  /** Of `recalled`, those the answer says in so many words (Matcher.cover). */
  said?: string[];
  /** Of `said`, those said in other words, with the answer's words. */
  saidAs?: ReadonlyMap<string, string>;
  /** A fill-in answer's opposite of a missing word, as the reason says it. */
  opposite?: string;
  /** A fill-in answer that offers the missing word and another beside it ("glucose or starch"). */
  hedged?: Hedge;
}

/** The missing word as an answer offered it, and the other thing it offered beside it. */
interface Hedge {
  given: string;
  other: string;
}

const BLANK = "_____";
/** Sentences of a note judged against an answer to a question about the whole of it, at most. */
const MOST_JUDGED = 40;
/** Words that give a reason, and how much more a "why" question points at a sentence with one. */
const REASON = /\b(?:because|since|due to|as a result|therefore|hence|so that|this means|caused by)\b/i;
const REASON_WEIGHT = 1.5;
/** A reason as notes give it by asking and answering ("Why dropwise near end? One extra drop ..."). */
const ANSWERED_WHY = /\bwhy\b[^?]*\?\s+\S/i;
/** A sentence of the notes split off another at its contrast: "while the clergy were exempt". */
const CONTRAST = /^(?:but|while|whilst|whereas|although)\b/i;
/** A piece of a sentence that names what the one before it says: "this is called extinction". */
const NAMES_BEFORE =
  /^(?:this|that|these|those|it|which)\s+(?:is|are|was|were)\s+(?:called|known\s+as|named|termed)\b/i;

/** The piece of the notes before `sentence`, when `sentence` only names what that one says. */
function namedBefore(sentence: string, sentences: string[]): string | undefined {
  if (!NAMES_BEFORE.test(sentence.trim())) return undefined;
  const at = sentences.indexOf(sentence);
  return at > 0 ? sentences[at - 1] : undefined;
}

/** A point of a list ("- ...", "• ..."), and a point under one ("-> ..."). */
const BULLET = /^\s*(?:[-–—•*·▪]\s|[-–—•*·▪](?=\p{L})|(?:->|→|=>)\s*)/u;
const SUB_BULLET = /^\s*(?:->|→|=>)\s*/u;
/** A line that reminds, not one that heads a list: "Don't confuse ...", "NB ...". */
const REMINDER = /^\s*(?:don['’]?t|do not|never|nb|n\.b\.|note|remember|careful)\b/iu;

/** How deep in a list a sentence of notes stands: 0 a line of its own, 1 a point, 2 a point under one. */
function depthOf(sentence: string): number {
  return SUB_BULLET.test(sentence) ? 2 : BULLET.test(sentence) ? 1 : 0;
}

/**
 * For each sentence, the line of its own it stands under as a point of a list (its index), or -1:
 * "TEST for C=C: shake w/ bromine water" for "- alkene: orange -> colourless", which says of what
 * it goes colourless only there. Not the note's title, which every point is about, nor a statement
 * of its own (a full stop ends it), nor a reminder ("Don't confuse ..."). In one pass: a list of
 * thousands of points is read in its length's time.
 */
function headingsOf(sentences: string[]): number[] {
  let heading = -1;
  return sentences.map((sentence, i) => {
    const depth = depthOf(sentence);
    if (depth === 0) heading = i > 0 && !REMINDER.test(sentence) && !/[.!]\s*$/.test(sentence) ? i : -1;
    return depth === 1 ? heading : -1;
  });
}

/** A sentence about what the one before was about: "It ...", "Above it ...", "In this ...". */
const PRONOUN_OPENING = /^(?:\p{L}+\s+)?(?:it|they|this|these|that|those)\b/iu;

/** Notes' abbreviations read lately: every answer of a quiz reads its note's (20 ms for 115,000 characters). */
const abbreviationsRead = keptLately<(text: string) => string>(32);

/**
 * Abbreviations a note defines, "short-term memory (STM)" or "STM (short-term memory)", as a
 * function that writes them out in any text.
 */
function abbreviationsOf(note: string): (text: string) => string {
  return abbreviationsRead(note, () => readAbbreviations(note));
}

const writtenRead = keptLately<((text: string) => string) | undefined>(32);

/**
 * Quotes of a note read with its abbreviations spelled out, as the note writes them: each of its
 * sentences that reads otherwise spelled out is put back (QA: “Price elasticity of demand (Price
 * elasticity of demand) = …” for “Price elasticity of demand (PED) = …”). Undefined when the note
 * has no abbreviation to spell out.
 */
function asWrittenIn(note: string): ((text: string) => string) | undefined {
  return writtenRead(note, () => {
    const asRead = readable(note);
    const expand = abbreviationsOf(asRead);
    const pairs = readWholeSentences(asRead)
      .map((sentence) => [expand(sentence), sentence] as const)
      .filter(([spelled, sentence]) => spelled !== sentence)
      .sort(([a], [b]) => b.length - a.length);
    if (pairs.length === 0) return undefined;
    return (text) => pairs.reduce((out, [spelled, sentence]) => out.replaceAll(spelled, sentence), text);
  });
}

function readAbbreviations(note: string): (text: string) => string {
  const found = new Map<string, string>();
  const initials = (words: string) =>
    words
      .split(/[\s-]+/)
      .filter(Boolean)
      .map((w) => w[0]?.toUpperCase() ?? "")
      .join("");
  for (const m of note.matchAll(/(?<!\p{L})((?:\p{L}+[\s-]){1,5}\p{L}+)\s*\(([A-Z]{2,6})s?\)/gu)) {
    const [, words = "", short = ""] = m;
    // The last as many words as the abbreviation has letters (or one more, for "of"/"the").
    const list = words.split(/\s+/);
    for (const take of [short.length, short.length + 1, short.length - 1]) {
      // "(STM) and long-term memory (LTM)": the phrase starts at a word of its own.
      const phrase = list
        .slice(-take)
        .join(" ")
        .replace(/^(?:of|the|and|in)\s+/i, "");
      if (take > 0 && initials(phrase.replace(/\b(?:of|the|and|in)\b/gi, "")) === short) {
        found.set(short, phrase);
        break;
      }
    }
  }
  for (const m of note.matchAll(/\b([A-Z]{2,6})\s*\(((?:\p{L}+[\s-]){1,5}\p{L}+)\)/gu)) {
    const [, short = "", phrase = ""] = m;
    if (initials(phrase.replace(/\b(?:of|the|and|in)\b/gi, "")) === short) found.set(short, phrase);
  }
  if (found.size === 0) return (text) => text;
  const pattern = new RegExp(`\\b(${[...found.keys()].join("|")})s?\\b`, "g");
  // At a sentence's start the phrase starts with a capital, as the abbreviation did.
  return (text) =>
    text.replace(pattern, (_m, short: string, at: number) => {
      const phrase = found.get(short) ?? short;
      const opening = at === 0 || /(?:[.!?]\s+|\n\s*)$/.test(text.slice(Math.max(0, at - 3), at));
      return opening ? phrase.charAt(0).toUpperCase() + phrase.slice(1) : phrase;
    });
}

/**
 * A fill-in question is about the one sentence it quotes; a full answer gives the words of that
 * sentence the blanks stand for (with the same matching as any other answer).
 */
function blankPart(
  asked: string,
  sentences: string[],
  answer: Token[],
  matcher: Matcher,
  wordnet: WordNet,
): PartGrade {
  // The sentence with its blanks, without the words that put it ('Fill in the blank: "..."').
  const question = /["“](.*)["”]\s*$/s.exec(asked)?.[1] ?? asked;
  const around = tokens(normalizeText(question.replaceAll(BLANK, " ")));
  const sentence = bestSentences(sentences, around, wordnet)[0]?.sentence ?? "";
  const words = tokens(sentence);
  const given = new Matcher(around, wordnet);
  // The question is the sentence itself: a word of it is given when the question has the same word
  // (a synonym in it, "shifts" for "movement", is no word of the blank's given away).
  const inQuestion = words.map((t) => isContent(t) && given.strength(t) >= 1);
  const first = inQuestion.indexOf(true);
  const last = inQuestion.lastIndexOf(true);
  // The blanks lie between the quoted words, or just before or after them.
  // (Only small words before or after it, "The First _____ began", count as none.)
  const saysSomething = (text: string) => tokens(normalizeText(text)).some(isContent);
  const opensWithBlank = !saysSomething(question.slice(0, question.indexOf(BLANK)));
  const endsWithBlank = !saysSomething(question.slice(question.lastIndexOf(BLANK) + BLANK.length));
  let from = first < 0 ? 0 : first;
  let to = last < 0 ? words.length - 1 : last;
  if (opensWithBlank) from = 0;
  if (endsWithBlank) {
    to = words.length - 1;
    // Up to where the sentence's point ends: an example or an aside is not what the blank hides.
    // (after the blank's first word: "… made into cellulose for _____" hides "cell walls")
    const hidden = words.findIndex((t, i) => i > last && isContent(t));
    const stop = words.findIndex(
      (t, i) => hidden >= 0 && i > hidden && /^(?:e\.g|eg|for|such|example|which|where)$/.test(t.word),
    );
    if (stop > 0) to = stop - 1;
  }
  const seen = new Set<string>();
  const key: KeyTerm[] = [];
  words.forEach((t, i) => {
    if (i < from || i > to || inQuestion[i] || !isContent(t) || seen.has(t.lemma)) return;
    seen.add(t.lemma);
    key.push({ ...t, weight: WEIGHT[t.pos] ?? 0.5, at: i });
  });
  const target = [sentence];
  const said = answer.filter(isContent);
  // An answer of the sentence's own words ("shift" where it goes on "… shifts the whole curve")
  // names what the sentence sets the missing word against, not the missing word.
  if (key.length > 0 && said.length > 0 && said.every((t) => given.strength(t) >= 1)) {
    return { target, share: 0, some: 0, whole: 0, recalled: [], missed: key.map((t) => t.word) };
  }
  const { recalled, missed, said: saidKey } = matcher.cover(key);
  const blanks = question.split(BLANK).length - 1;
  const head = key.at(-1);
  // A blank that hides a term of a noun and the words before it that qualify it ("total revenue",
  // "cell walls": side by side in the sentence, no verb among them, none joined by "of") is answered
  // by that noun. Without it, an answer that meets the rest only by a looser relation, in no word of
  // the notes' nor a synonym, gives none of it (QA: "cats equals dogs" was right, "equals" being
  // related to "total"); one that puts a single word of its own in its place names another thing
  // ("total cost", "cell membranes"). One that says more may give it in its own words ("new set of
  // rules for the government" for "new constitution").
  const nounTerm =
    blanks === 1 &&
    head !== undefined &&
    key.length > 1 &&
    (head.pos === "NOUN" || head.pos === "PROPN") &&
    key.every((k, i) => k.pos !== "VERB" && (i === 0 || k.at === (key[i - 1]?.at ?? -2) + 1)) &&
    // (a word that qualifies a noun is not plural: "breaks glucose" is a verb's, tagged a noun)
    key.slice(0, -1).every((k) => !/[^s]s$/i.test(k.word));
  const headMissed = nounTerm && missed.includes(head.written ?? head.word);
  // The answer's words that are neither the sentence's nor the blank's (asked only when needed).
  const ownWords = () =>
    said.filter((t) => given.strength(t) < 1 && !key.some((k) => sameWord(t, k, wordnet)));
  // Nor does one that makes a claim of its own in the noun's place, with a verb of its own: it
  // names no thing (QA: "sum equals dogs" was right, "sum" being a synonym of "total"; a
  // participle may qualify a name, "total money earned").
  const claimOfItsOwn = () =>
    answer.some((t, i) => {
      if (t.pos !== "VERB" || /(?:ed|en|ing)$/.test(t.word) || !ownWords().includes(t)) return false;
      // (right after a word of the term: "sum equals ...", not "rules that govern the country")
      const before = answer.slice(0, i).findLast((b) => b.pos !== "DET");
      return before !== undefined && key.some((k) => sameWord(before, k, wordnet));
    });
  if (headMissed && (saidKey.length === 0 || ownWords().length === 1 || claimOfItsOwn()))
    return { target, share: 0, some: 0, whole: 0, recalled: [], missed: key.map((t) => t.word) };
  // A noun that only says what kind of thing the term is ("glucose molecule", "amylase enzyme"),
  // left out by an answer that gives the rest, itself a thing of that kind: the term is given (QA:
  // "glucose" was partly right). Not "transition" of "transition metal", "growth" of "growth hormone".
  if (
    headMissed &&
    UNIT_NOUNS.has(head.lemma) &&
    missed.length === 1 &&
    recalled.length === key.length - 1 &&
    ownWords().length === 0 &&
    key.slice(0, -1).every((k) => k.pos === "NOUN" || k.pos === "PROPN") &&
    wordnet.kindOf(
      key
        .slice(0, -1)
        .map((k) => k.lemma)
        .join(" "),
      head.lemma,
      KIND_STEPS,
    )
  )
    return { target, share: 1, some: 1, whole: 1, recalled: key.map((t) => t.written ?? t.word), missed: [] };
  // The opposite of a missing word ("good falls" for "good rises"): the claim turned round.
  const opposite = key
    .filter((k) => missed.includes(k.word))
    .flatMap((k) => {
      const opposites = oppositesOf(k, wordnet);
      const turned = said.find((t) => opposites.has(t.lemma));
      return turned ? [`“${turned.word}” where your notes say “${k.word}”`] : [];
    })[0];
  // Another word in a missing word's place before the one it qualifies ("Jacobin uprising" for
  // "royalist uprising"): another thing, not part of this one.
  // (a word of the same root or a near relation of the missing one says it in other words:
  // "cities on the coast" for "coastal cities", "small capacity" for "limited capacity")
  const missedKey = key.filter((k) => k !== head && missed.includes(k.word));
  const swapped =
    blanks === 1 &&
    head !== undefined &&
    recalled.includes(head.word) &&
    missedKey.length > 0 &&
    // (none of the answer's own words near one: "big cities on the coast" says "coastal")
    ownWords().length > 0 &&
    !ownWords().some((t) => missedKey.some((k) => new Matcher([t], wordnet).strength(k) >= NEAR_RELATION));
  if (swapped) return { target, share: 0, some: 0, whole: 0, recalled: [], missed: key.map((t) => t.word) };
  // Two things offered for one ("glucose or starch"): a guess between them, not the missing word,
  // however right one of them is, as a teacher marks it. (Not two words for the same thing,
  // "glucose or sugar", nor a missing text that is itself a choice, "water or carbon dioxide".)
  const hedged = recalled.length > 0 ? hedgeOf(answer, key, given, wordnet) : undefined;
  if (hedged)
    return { target, share: 0, some: 0, whole: 0, recalled: [], missed: key.map((t) => t.word), hedged };
  const share = key.length === 0 ? 1 : recalled.length / key.length;
  // Each blank hides a term the student must know: a full answer gives them all. An answer of some
  // of its words and nothing more ("uprising" for "royalist uprising") gives part of it.
  const onlySome =
    recalled.length < key.length &&
    said.every((t) => given.strength(t) >= 1 || key.some((k) => sameWord(t, k, wordnet)));
  const whole = recalled.length >= blanks && !onlySome ? share : Math.min(share, FULL_SHARE / 2);
  return { target, share, some: share, whole, recalled, missed, ...(opposite ? { opposite } : {}) };
}

/** Steps of ever more general kinds from a term to the noun after it ("glucose" is a molecule in 10). */
const KIND_STEPS = 10;
/** Nouns that say only what kind of thing a term before them is: "glucose molecule", "insulin hormone". */
const UNIT_NOUNS = new Set([
  "molecule",
  "particle",
  "gas",
  "substance",
  "chemical",
  "compound",
  "element",
  "mineral",
  "metal",
  "enzyme",
  "hormone",
  "process",
  "method",
  "technique",
]);

/** How near a word of the student's own must be to a missing word to say it in other words. */
const NEAR_RELATION = 0.5;

/** Content words one thing offered as an alternative has, at most ("glucose", "carbon dioxide"). */
const CHOICE_WORDS = 2;

/**
 * An answer of things offered as alternatives ("glucose or starch"), one of which says the missing
 * words and another of which names something else: in no word of the missing words' nor the
 * sentence's, nor near any of them. Only an answer of names joined by "or", with no verb: "glucose,
 * which the plant uses for energy or growth" says more of the missing word.
 */
function hedgeOf(answer: Token[], key: KeyTerm[], given: Matcher, wordnet: WordNet): Hedge | undefined {
  // (a noun the tagger took for a verb is a name: "maybe starch")
  if (answer.some((t) => t.pos === "VERB" && wordnet.oftenVerb(t.lemma))) return undefined;
  const choices: Token[][] = [[]];
  for (const t of answer) {
    if (t.word === "or") choices.push([]);
    else choices.at(-1)?.push(t);
  }
  const offered = choices.map((c) => c.filter(isContent)).filter((c) => c.length > 0);
  if (offered.length < 2 || offered.some((c) => c.filter((t) => t.pos !== "ADV").length > CHOICE_WORDS))
    return undefined;
  const says = (choice: Token[]) => {
    const read = new Matcher(choice, wordnet);
    return key.some((k) => read.strength(k) >= NEAR_RELATION);
  };
  const right = offered.find(says);
  // (a more or less general name of the same thing is no other thing: "glucose or sugar")
  const other = offered.find(
    (c) =>
      !says(c) &&
      c.every(
        (t) =>
          given.strength(t) < 1 &&
          !key.some((k) => sameWord(t, k, wordnet) || wordnet.kindOf(t.lemma, k.lemma)),
      ),
  );
  if (!right || !other) return undefined;
  // (the words that say what is offered, not how sure of it the student is: "maybe starch")
  const text = (choice: Token[]) =>
    (choice.some((t) => t.pos !== "ADV") ? choice.filter((t) => t.pos !== "ADV") : choice)
      .map((t) => t.word)
      .join(" ");
  return { given: text(right), other: text(other) };
}

/** The same word, in any form or spelling, or a synonym. */
function sameWord(a: Token, b: Token, wordnet: WordNet): boolean {
  return new Matcher([a], wordnet).strength(b) >= 0.9;
}

/** Notes whose sentences were read lately: every answer of a quiz reads its note's. */
const sentencesRead = keptLately<string[]>(32);

/** The note's whole sentences; a note written as one point per line reads as one sentence per line. */
function wholeSentencesOf(note: string): string[] {
  return sentencesRead(note, () => readWholeSentences(note));
}

function readWholeSentences(note: string): string[] {
  return (
    note
      .split(/\n+/)
      // (a list's number is no number of its step: "3. drag = weight", "1. Rinse the burette")
      .map((line) => line.replace(LIST_NUMBER, ""))
      .flatMap((line) => withAnswers(readLineSentences(line).map((s) => s.text.trim())))
      .filter(Boolean)
  );
}

/** The number a step of a numbered list opens with: "3. ", "2) ". */
const LIST_NUMBER = /^\s*\d{1,2}[.)]\s+(?=\S)/;

/**
 * A question the notes ask and answer on one line ("Why dropwise near end? One extra drop can
 * overshoot -> titre too big") is one claim: the answer says why, the question what of.
 */
function withAnswers(line: string[]): string[] {
  const out: string[] = [];
  for (const sentence of line) {
    const last = out.length - 1;
    const asked = out[last];
    // (a question a "why", "how" or "what" opens, not a yes or no one, "Are viruses alive? No, they
    // cannot reproduce", whose answer is no claim without it; not another question, "What is
    // osmosis? What is diffusion?"; nor a list's number, "1. Why swirl? 2. Why dropwise ...?")
    if (asked !== undefined && NOTES_ASK.test(asked) && /\p{L}/u.test(sentence) && !sentence.endsWith("?"))
      out[last] = `${asked} ${sentence}`;
    else out.push(sentence);
  }
  return out;
}

/** A question of the notes' own that they answer after it: "Why dropwise near end?". */
const NOTES_ASK = /^[^\p{L}]*(?:q\s*[:.)]\s*)?(?:why|how|what|which|when|where|who)\b[^?]*\?$/iu;

/**
 * Words a sentence is judged in at most: a note typed or pasted without full stops would otherwise
 * be one sentence of thousands of words, which the grader reads in time that grows with its
 * square (half a minute an answer for 200,000 characters). A fill-in question is still read
 * against its whole sentence, as the quiz planner wrote it.
 */
const LONGEST_SENTENCE = 80;

/** A run-on sentence in pieces of at most LONGEST_SENTENCE words, each ended at a comma if it has one. */
function inReadableLengths(sentence: string): string[] {
  const words = sentence.split(/\s+/);
  if (words.length <= LONGEST_SENTENCE) return [sentence];
  const pieces: string[] = [];
  let start = 0;
  while (start < words.length) {
    let end = Math.min(words.length, start + LONGEST_SENTENCE);
    if (end < words.length) {
      const comma = words.slice(start, end).findLastIndex((w) => /[,;:]$/.test(w));
      if (comma >= LONGEST_SENTENCE / 2) end = start + comma + 1;
    }
    pieces.push(words.slice(start, end).join(" "));
    start = end;
  }
  return pieces;
}

/** The note's sentences, a sentence of two statements read as two (see wholeSentencesOf). */
export function sentencesOf(note: string, whole: string[] = wholeSentencesOf(note)): string[] {
  return whole.flatMap(piecesOf);
}

/** For each of sentencesOf's sentences, the whole sentence of the notes it is part of. */
function wholeSentenceAt(whole: string[]): number[] {
  return whole.flatMap((sentence, at) => piecesOf(sentence).map(() => at));
}

function piecesOf(sentence: string): string[] {
  return (
    sentence
      // A sentence of two statements ("acids release H+; alkalis release OH-") is two things to ask about.
      .split(
        /;\s+|:\s+(?=\p{Lu})|,\s+(?=(?:but|whereas|while|although|whilst)\b)|,\s+and\s+(?=(?:\p{L}+\s+){0,2}(?:is|are|was|were|has|have|had|can|will|becomes?|forms?)\b)/u,
      )
      .flatMap((s) => inReadableLengths(s.trim()))
      .filter(Boolean)
  );
}

const WEIGHT: Record<string, number> = { NUM: 1.5, PROPN: 1.2, NOUN: 1, VERB: 0.7, ADJ: 0.7, ADV: 0.4 };

/** Words before the place a thing is in: "in the chloroplasts", "at the surface". */
const PLACED = new Set(["in", "at", "on", "inside", "within", "into", "onto", "near"]);
/** Times a thing is in, not places: "in the 19th century". */
const WHEN = new Set([
  "century",
  "decade",
  "year",
  "month",
  "week",
  "day",
  "hour",
  "minute",
  "second",
  "time",
  "period",
  "era",
  "age",
  "morning",
  "afternoon",
  "evening",
  "night",
  "season",
  "spring",
  "summer",
  "autumn",
  "winter",
  "stage",
  "phase",
  "future",
  "past",
  "january",
  "february",
  "march",
  "april",
  "may",
  "june",
  "july",
  "august",
  "september",
  "october",
  "november",
  "december",
]);

/** Of these key terms, the nouns a sentence names as where something is: "in the (green) leaves". */
function placesOf(terms: KeyTerm[], sentence: Token[]): KeyTerm[] {
  return terms.filter((term) => {
    if ((term.pos !== "NOUN" && term.pos !== "PROPN") || WHEN.has(term.lemma)) return false;
    const at = term.at ?? 0;
    for (let i = at - 1; i >= Math.max(0, at - 3); i--) {
      const t = sentence[i];
      if (!t) return false;
      if (PLACED.has(t.word)) return true;
      if (t.pos !== "DET" && t.pos !== "ADJ" && t.pos !== "NOUN" && t.pos !== "PROPN") return false;
    }
    return false;
  });
}

/** Of the words missed, those of these key terms. */
function missedOf(missed: string[], asked: KeyTerm[]): string[] {
  const words = new Set(asked.flatMap((t) => [t.word, t.lemma]));
  return missed.filter((word) => word.split(/\s+/).some((w) => words.has(w)));
}

/** The content words a full answer gives: the target's, less those the question already gave. */
function keyTerms(
  words: Token[],
  given: (term: Token) => boolean,
  spread: (lemma: string) => number = () => 1,
): KeyTerm[] {
  const seen = new Set<string>();
  const terms: KeyTerm[] = [];
  for (const [at, token] of words.entries()) {
    if (!isContent(token) || seen.has(token.lemma)) continue;
    seen.add(token.lemma);
    if (given(token)) continue;
    // A word the note uses in sentence after sentence says less about this one.
    const weight = (WEIGHT[token.pos] ?? 0.5) * Math.min(1, SPREAD / spread(token.lemma));
    terms.push({ ...token, weight, at });
  }
  return terms;
}

/** Words that open a claim following from, or qualifying, the one before: "A, so B", "A by B-ing". */
const CLAIM_OPENERS = new Set([
  "so",
  "because",
  "until",
  "which",
  "therefore",
  "thus",
  "hence",
  "causing",
  "making",
  "leading",
]);

/**
 * The key terms of each claim of one sentence that a full answer gives. A sentence is split where
 * a consequence, cause, means or limit begins ("so they collide more often", "by providing a
 * route", "until another factor becomes limiting"): the question asks for all of those. A second
 * statement joined by "and" ("and lasts about 18-30 seconds") is another fact, asked for only if
 * it is the one the question names. A claim the question mostly restates is its premise.
 */
function claimsOf(
  words: Token[],
  isGiven: (term: Token) => boolean,
  spread: (lemma: string) => number,
  inQuestion: (term: Token) => boolean = () => true,
): { asked: KeyTerm[]; required: KeyTerm[][] } {
  const groups: Token[][][] = [[[]]];
  words.forEach((token, i) => {
    const group = groups[groups.length - 1] ?? [];
    const current = group[group.length - 1] ?? [];
    const next = words[i + 1];
    const said = current.some(isContent);
    const hasVerb = group.flat().some((t) => t.pos === "VERB" || t.pos === "AUX");
    // "...and lasts 18-30 seconds" (a second predicate), "..., and lipase breaks down fats" (the
    // same predicate of something else) are other facts; "and the vapour condenses" goes on.
    const ahead = words.slice(i + 1, i + 5);
    const end = ahead.findIndex((t) => t.word === "and");
    // (wink tags "breaks" as a noun at times: the same word in the same place will do)
    const parallel = (end < 0 ? ahead : ahead.slice(0, end))
      .slice(1)
      .some((a) => (!a.stop || a.pos === "AUX") && group.flat().some((t) => t.lemma === a.lemma));
    if (said && token.word === "and" && ((hasVerb && next?.pos === "VERB") || parallel))
      groups.push([[token]]);
    else if (
      said &&
      (CLAIM_OPENERS.has(token.word) ||
        (token.word === "by" && next?.pos === "VERB" && next.word.endsWith("ing")))
    )
      group.push([token]);
    else current.push(token);
  });
  const givenIn = (list: Token[]) => list.filter((t) => isContent(t) && isGiven(t)).length;
  // The statements the question names by a word the others lack ("lipase", not "breaks down").
  const lemmasOf = (group: Token[][]) => new Set(group.flat().map((t) => t.lemma));
  const namedBy = (group: Token[][], given: (term: Token) => boolean) =>
    group
      .flat()
      .some(
        (t) =>
          isContent(t) &&
          given(t) &&
          groups.some((other) => other !== group && !lemmasOf(other).has(t.lemma)),
      );
  // (by the question's own words, when some statement is: "cutting taxes" is no statement the
  // question "how can the government reduce it?" names beside "The government can reduce ...")
  const literally = groups.filter((group) => namedBy(group, (t) => isGiven(t) && inQuestion(t)));
  const named = literally.length > 0 ? literally : groups.filter((group) => namedBy(group, isGiven));
  const asked = named.length > 0 ? named.flat() : groups.flat();
  const required = asked
    .filter((claim) => {
      const content = claim.filter(isContent).length;
      return asked.length === 1 || givenIn(claim) < MOSTLY_GIVEN * content;
    })
    .map((claim) => keyTerms(claim, isGiven, spread))
    .filter((key) => key.length > 0);
  return { asked: keyTerms(asked.flat(), isGiven, spread), required };
}

/**
 * Words a part may open with before its question word, after a comma: ", and in which state does
 * it travel fastest?" (not "the things in and on which bacteria grow", nor "to what extent", one
 * question with the one before it).
 */
const ASKED_WITH = "in|at|on|for|to|by|from|with|under|during";
const ASKED_WITH_PART = new RegExp(
  `[,;]\\s+and\\s+(?=(?:${ASKED_WITH})\\s+(?!what\\s+extent\\b)(?:which|what|whom|whose|how|when|where)\\b)`,
  "i",
);
/**
 * ... unless the part before it names a thing by such words too and the part after asks nothing:
 * "the organelle in which respiration happens, and in which photosynthesis happens".
 */
const RELATIVE = new RegExp(`\\b(?:${ASKED_WITH})\\s+(?:which|whom|whose)\\b`, "i");
/** Characters of a question read for its parts, at most: a question is a sentence or two. */
const LONGEST_QUESTION = 1000;

/**
 * The parts of a question that each want an answer: "What is X, and why does Y?" has two, as has
 * "Name two ... and say what each does", and one that compares two things ("What is the difference
 * between X and Y?", "Why is X larger than Y?"): one each. Most questions have one.
 */
export function questionParts(question: string, { compared = true } = {}): string[] {
  const text = question.replace(/^(?:question \d+ of \d+:\s*)/i, "").trim();
  const asks =
    "what|why|how|where|when|which|who|whom|whose|name|give|explain|describe|say|state|list|identify|outline|compare|define";
  if (text.length > LONGEST_QUESTION) return [text];
  const parts = text
    .split(new RegExp(`(?:\\?\\s+|[,;]?\\s+and\\s+(?=(?:${asks})\\b)|;\\s+(?=(?:${asks})\\b))`, "i"))
    .flatMap((piece) => {
      const at = ASKED_WITH_PART.exec(piece);
      // (a second part that asks, "and in which organelle does it happen?", is split all the same)
      const after = piece.slice(at ? at.index + at[0].length : 0);
      if (!at || (RELATIVE.test(piece.slice(0, at.index)) && !/\?\s*$/.test(after))) return [piece];
      return [piece.slice(0, at.index), piece.slice(at.index + at[0].length)];
    })
    .map((p) => p.trim())
    .filter((p) => p.length > 3);
  if (compared && parts.length === 1) {
    const sides = comparedSides(parts[0] ?? text) ?? pairAsked(parts[0] ?? text);
    if (sides) return sides;
  }
  return parts.length > 0 ? parts : [text];
}

/** Words that tie no two names together: "the wavelength and the frequency" share only "the". */
const FUNCTION_WORDS = /^(?:the|a|an|of|to|in|on|at|for|by|with|its|their|his|her|this|that|these|those)$/;

/**
 * Two things of a kind a question asks of together, each a part of it: "What happens to quantity
 * demanded and quantity supplied when the price rises?" asks of each (names of as many words, one
 * of them the same in the same place, "quantity").
 */
function pairAsked(question: string): string[] | undefined {
  const pair = /^(.*?)\s+and\s+(.*)$/i.exec(question);
  if (!pair) return undefined;
  const before = (pair[1] ?? "").split(/\s+/);
  const after = (pair[2] ?? "").split(/\s+/);
  for (let k = 3; k >= 2; k--) {
    const left = before.slice(-k);
    const right = after.slice(0, k);
    if (left.length < k || right.length < k || before.length === k) continue;
    const plain = (w: string) => w.toLowerCase().replace(/[^\p{L}\p{N}'-]/gu, "");
    if (right.some((w, i) => plain(w) === "" || plain(left[i] ?? "") === "")) continue;
    // (a word of the name, not "the": "the wavelength and the frequency" are not of a kind by it)
    const same = right.filter(
      (w, i) => plain(w) === plain(left[i] ?? "") && !FUNCTION_WORDS.test(plain(w)),
    ).length;
    if (same === 0 || same === k) continue;
    const head = before.slice(0, -k).join(" ");
    const tail = after.slice(k).join(" ");
    return [`${head} ${left.join(" ")} ${tail}`.trim(), `${head} ${right.join(" ")} ${tail}`.trim()];
  }
  return undefined;
}

/** Words that compare: "larger", "more slowly", "fewer" (not every word in -er: "water", "leader"). */
const COMPARATIVE =
  /\b(?:more|less|fewer|greater|larger|bigger|smaller|higher|lower|faster|slower|quicker|stronger|weaker|longer|shorter|heavier|lighter|hotter|colder|warmer|cooler|denser|harder|softer|older|younger|newer|better|worse|earlier|later|wider|narrower|deeper|shallower|thicker|thinner|easier|cheaper|richer|poorer|safer|brighter|darker|louder|quieter|steeper|tougher)\b/i;

/** What a question compares a thing with that is no thing: "than ever", "from what was expected". */
const NO_THING =
  /^(?:ever|before|usual|normal|expected|average|once|twice|half|a\s+half|a\s+third|a\s+quarter|one|any|anything|anyone|others?|each\s+other|one\s+another|that|this|it|them|they|what|its|their|the\s+target|the\s+maximum|the\s+minimum)\b/i;

/**
 * The two things a question compares, each a part of it: "What is the difference between lossless
 * and lossy compression?" asks of both, as "Explain why granite has larger crystals than basalt"
 * asks of granite's cooling and of basalt's.
 */
function comparedSides(question: string): string[] | undefined {
  const plain = question.replace(/[?.!\s]+$/, "");
  const between = /^(.*\bdifferences?\s+between\s+)(.+?)\s+and\s+(.+)$/i.exec(plain);
  if (between) return [`${between[1]}${between[2]}`, `${between[1]}${between[3]}`];
  const from = /^(.*?)\s+(?:different|differs?)\s+from\s+(.+)$/i.exec(plain);
  const thing = (side: string) => side.split(/\s+/).length <= 4 && !NO_THING.test(side);
  if (from) return thing(from[2] ?? "") ? [from[1] ?? "", from[2] ?? ""] : undefined;
  const than = /^(.*?)\s+than\s+(?:that\s+of\s+|those\s+of\s+)?([\p{L}\s'-]+)$/iu.exec(plain);
  // (a thing, not a measure: "than ever", "than half", "than expected"; and no "rather than")
  const before = than?.[1] ?? "";
  const other = than?.[2] ?? "";
  if (than && COMPARATIVE.test(before) && !/\b(?:rather|other)$/i.test(before) && thing(other))
    return [before, other];
  return undefined;
}

/** A question that asks something, then why: "What happens to ..., and why?" */
function asksWhyToo(question: string): boolean {
  return questionParts(question)
    .slice(1)
    .some((part) => /^(?:and\s+)?why\b/i.test(part));
}

/**
 * Words that give a reason or a purpose, as the notes write them (REASON) and as students do
 * ("bc", "cos", "to", "which is why", an arrow, a colon), or at least the start of one.
 */
const GIVES_REASON = new RegExp(
  `${REASON.source}|\\b(?:becuase|becase|becos|becoz|bcos|bcoz|bcuz|bc|b\\/c|cos|coz|cuz|as|so|thus|why|which|to|with|means?|meaning|causes?|thanks|owing|otherwise)\\b|->|→|=|⇒|[:,;]|\\s-\\s`,
  "i",
);
/**
 * An answer that opens with its reason ("because ...", "cos ...", "due to ..."; not "as" nor
 * "since", which open a time as often: "As the temperature rises, the rate increases").
 */
const OPENS_WITH_REASON = /^\s*(?:because|becuase|cos|coz|cuz|bc|b\/c|due to)\b/i;
/** Words up to which an answer that opens with its reason gives nothing else. */
const REASON_ALONE = 12;

/**
 * Whether an answer is only a reason, one short claim opened by "because" (or "cos", "due to"),
 * to a question that first asks something else ("where ..., and why?"; not "why ..., and what
 * ...?").
 */
function onlyReason(answer: string, question: string): boolean {
  const first = questionParts(question)[0] ?? "";
  if (
    /\bwhy\b/i.test(first) ||
    !OPENS_WITH_REASON.test(answer) ||
    answer.trim().split(/\s+/).length > REASON_ALONE ||
    /[.;:,!?]\s*\S/.test(answer.trim())
  )
    return false;
  // (one claim, the reason's: not "because they have low boiling points they are collected near
  // the top", its answer after it; "they've got", "move faster and collide" are one)
  const read = tokens(normalizeText(answer));
  const claims = read.filter(
    (t, i) =>
      verbAt(read, i) &&
      // (an auxiliary of the verb after it is one claim with it: "they've got", "are collected")
      !(t.pos === "AUX" && read[i + 1]?.pos === "VERB") &&
      !["and", "or"].includes(read[i - 1]?.word ?? ""),
  );
  return claims.length <= 1;
}

/** Words past which an answer is no bare one: it may give its reason in other ways. */
const BARE_ANSWER = 5;

function givesReason(answer: string): boolean {
  return GIVES_REASON.test(answer) || answer.trim().split(/\s+/).length > BARE_ANSWER;
}

/** The tutor's question about a whole note (quiz-plan.ts): no one sentence of it is asked for. */
export const WHOLE_NOTE =
  /^(?:Question \d+ of \d+:\s*)?In your own words, explain what your notes on ".+" say\.?$/;

/** The tutor's question about one subject of a note (quiz-plan.ts). */
const ABOUT_ONE = /^In your own words, explain what your notes on ".+" say about .+\.$/;

/** Verbs a question asks for what something says with. */
const CONTENT_VERBS = new Set(["say", "state", "show", "mean"]);

interface Pointers {
  /** Each sentence's words a question may point at it by. */
  read: Token[][];
  /** In how many sentences each word is. */
  frequency: Map<string, number>;
  matchers: Matcher[];
  /** Each sentence's lemmas, all of them. */
  lemmas: Set<string>[];
  /** The line of its own each sentence stands under as a point of a list, or -1 (headingsOf). */
  headings: number[];
  /** The sentences each word asked with points at (hitsOf): a quiz's questions ask with the same words. */
  hits: Map<string, Hit[]>;
  /** The sentences' words and phrases as their matchers read them, each once, and where they are (hitsOf). */
  index?: {
    words: { token: Token; at: number[] }[];
    forms: Map<string, Set<number>>;
    /** Which of `words` may say a sought word (mayBeSaidIndex). */
    mayBeSaid: (sought: Sought) => Iterable<number>;
  };
}

/** Each sentence's every word, to find where an answer's words are said (answeredElsewhere). */
const everyWordRead = keptByLength<Pointers>(16, 4);

function everyWordOf(sentences: string[], wordnet: WordNet): Pointers {
  return everyWordRead(wordnet, sentences.join("\u0000"), () => {
    const read = sentences.map((sentence) => tokens(sentence));
    const matchers = read.map((list) => new Matcher(list, wordnet));
    return { read, frequency: new Map(), matchers, lemmas: [], headings: [], hits: new Map() };
  });
}

/** Words whose sentences are kept for one note, at most. */
const MOST_HITS = 5000;

interface Hit {
  /** The sentence's index, how strongly the word points at it, and the sentence's word it meets. */
  at: number;
  strength: number;
  lemma: string;
}

/** The sentences a word points at, by the same word or a synonym (not by looser relations). */
function hitsOf(pointers: Pointers, term: Token, wordnet: WordNet): Hit[] {
  const { read, matchers, hits } = pointers;
  const key = `${term.lemma}\u0000${term.word}`;
  const known = hits.get(key);
  if (known) return known;
  // (every word answers have been read with: a note kept long is asked with new ones all along)
  if (hits.size >= MOST_HITS) hits.clear();
  // Only the sentences with a word that may say it are measured: those with one of its forms, and
  // those with a word that is, say, its synonym (a note's distinct words are far fewer than its
  // sentences' words).
  const index = (pointers.index ??= wordIndex(matchers, wordnet));
  const candidates = new Set<number>();
  for (const form of formsOf(term)) for (const at of index.forms.get(form) ?? []) candidates.add(at);
  const sought = seeking(term, wordnet);
  for (const i of index.mayBeSaid(sought)) {
    const word = index.words[i];
    if (word && mayBeSaid(sought, word.token, wordnet)) for (const n of word.at) candidates.add(n);
  }
  const found: Hit[] = [];
  for (const at of [...candidates].sort((a, b) => a - b)) {
    const list = read[at] ?? [];
    const matcher = matchers[at] ?? new Matcher(list, wordnet);
    const strength = list.some((t) => t.lemma === term.lemma) ? 1 : matcher.strength(term);
    if (strength >= 0.85) found.push({ at, strength, lemma: matcher.matchedLemma(term) ?? term.lemma });
  }
  hits.set(key, found);
  return found;
}

/** The distinct words and phrases of the sentences' matchers, and the sentences each form is in. */
function wordIndex(matchers: Matcher[], wordnet: WordNet): NonNullable<Pointers["index"]> {
  const words = new Map<string, { token: Token; at: number[] }>();
  const forms = new Map<string, Set<number>>();
  matchers.forEach((matcher, at) => {
    for (const token of matcher.words) {
      const key = `${token.lemma}\u0000${token.word}\u0000${token.pos}\u0000${token.stop}`;
      const entry = words.get(key) ?? { token, at: [] };
      if (entry.at.at(-1) !== at) entry.at.push(at);
      words.set(key, entry);
      for (const form of formsOf(token)) forms.set(form, (forms.get(form) ?? new Set()).add(at));
    }
  });
  const distinct = [...words.values()];
  return {
    words: distinct,
    forms,
    mayBeSaid: mayBeSaidIndex(
      distinct.map((w) => w.token),
      wordnet,
    ),
  };
}

/** The notes' words, read once for every answer to them (a quiz asks about the same notes). */
const pointersRead = keptByLength<Pointers>(64, 4);

function pointersOf(sentences: string[], wordnet: WordNet): Pointers {
  return pointersRead(wordnet, sentences.join("\u0000"), () => readPointers(sentences, wordnet));
}

function readPointers(sentences: string[], wordnet: WordNet): Pointers {
  // A sentence that opens with "It", "They" or "Above it" is about what the one before was about.
  const read = sentences.map((s, i) => {
    const own = tokens(s).filter((t) => !t.stop || GENERIC.has(t.lemma));
    const before = i > 0 && PRONOUN_OPENING.test(s.trim()) ? sentences[i - 1] : undefined;
    const carried = before
      ? tokens(before).filter((t) => isContent(t) && (t.pos === "NOUN" || t.pos === "PROPN"))
      : [];
    return [...own, ...carried].filter((t) => (isContent(t) || GENERIC.has(t.lemma)) && t.lemma.length > 1);
  });
  const frequency = new Map<string, number>();
  for (const list of read)
    for (const lemma of new Set(list.map((t) => t.lemma)))
      frequency.set(lemma, (frequency.get(lemma) ?? 0) + 1);
  return {
    read,
    frequency,
    matchers: read.map((list) => new Matcher(list, wordnet)),
    lemmas: sentences.map((sentence) => new Set(tokens(sentence).map((t) => t.lemma))),
    headings: headingsOf(sentences),
    hits: new Map(),
  };
}

/** Words that say a thing is not there: "no starch", "without oxygen". */
const ABSENT = new Set(["no", "without"]);
/** Words of a question about a thing's absence: "in the absence of oxygen", "if it lacks water". */
const ABSENCE = new Set([
  "absence",
  "absent",
  "lack",
  "missing",
  "remove",
  "deficiency",
  "deficient",
  "lose",
]);

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
  const pointers = pointersOf(sentences, wordnet);
  const { frequency, lemmas: sentenceLemmas } = pointers;
  // Words like "take place" say less than "chloroplast", but they still point at a sentence.
  // "What does the theorem say?" points at "The theorem says that ...", however small the word.
  const askedContent = asked.filter(
    (t) => isContent(t) || (GENERIC.has(t.lemma) && (!t.stop || CONTENT_VERBS.has(t.lemma))),
  );
  const scores = sentences.map(() => 0);
  for (const term of askedContent) {
    const weight = (GENERIC.has(term.lemma) ? 0.5 : 1) * (SETTING_WORDS.has(term) ? 0.5 : 1);
    // (a word of the question the notes say often points at a sentence no more by a synonym the
    // notes say once: "probability" is in four sentences, "chance" in one)
    const own = frequency.get(term.lemma) ?? 1;
    for (const { at, strength, lemma } of hitsOf(pointers, term, wordnet))
      scores[at] = (scores[at] ?? 0) + (weight * strength) / Math.max(frequency.get(lemma) ?? 1, own);
  }
  // The point of a list the question points at most by words of its own points as the line it
  // stands under does too: "- alkene: orange -> colourless" under "TEST for C=C: shake w/ bromine
  // water", for "What happens when bromine water is shaken with an alkene?" (not a point beside
  // it the question points at less: "- Stalin cut off road + rail links to West Berlin" beside "-
  // West responded with the Berlin Airlift", for "How did the West respond to the Blockade?").
  const own = [...scores];
  const mostUnder = new Map<number, number>();
  pointers.headings.forEach((heading, i) => {
    if (heading >= 0) mostUnder.set(heading, Math.max(mostUnder.get(heading) ?? 0, own[i] ?? 0));
  });
  pointers.headings.forEach((heading, i) => {
    const mine = own[i] ?? 0;
    if (heading >= 0 && mine > 0 && mine >= (mostUnder.get(heading) ?? 0))
      scores[i] = mine + (own[heading] ?? 0);
  });
  // A sentence that says the opposite of the question's premise ("above equilibrium" for a
  // question about "below" it) is about the other case, when a sentence about this one is there.
  // (A question that names both, "from short-term to long-term memory", has no such premise, nor
  // has one that compares two things: "larger than basalt" says basalt's are smaller.)
  const askedLemmas = new Set(asked.map((t) => t.lemma));
  const premises =
    askedLemmas.has("than") && COMPARATIVE.test(asked.map((t) => t.word).join(" "))
      ? []
      : asked.filter(
          (t) => OPPOSITE.has(t.lemma) && ![...(OPPOSITE.get(t.lemma) ?? [])].some((o) => askedLemmas.has(o)),
        );
  // So is one about the thing's absence ("- no starch: stays orange-brown") for a question about
  // the thing ("What colour change shows that a food contains starch?").
  const asksAbsence = asked.some(
    (t, i) =>
      NEGATIONS.has(t.lemma) ||
      ABSENCE.has(t.lemma) ||
      (["run", "short", "starve", "deprive"].includes(t.lemma) &&
        ["out", "of"].includes(asked[i + 1]?.lemma ?? "")),
  );
  const absent = (i: number) => {
    if (asksAbsence || (scores[i] ?? 0) <= 0) return false;
    const list = tokens(sentences[i] ?? "");
    return list.some(
      (t, k) =>
        ABSENT.has(list[k - 1]?.lemma ?? "") &&
        isContent(t) &&
        askedLemmas.has(t.lemma) &&
        !list.some((u, m) => m !== k && u.lemma === t.lemma && !ABSENT.has(list[m - 1]?.lemma ?? "")),
    );
  };
  const against = sentences.map((_sentence, i) => {
    const lemmas = sentenceLemmas[i] ?? new Set<string>();
    return (
      premises.some(
        (t) => !lemmas.has(t.lemma) && [...(OPPOSITE.get(t.lemma) ?? [])].some((o) => lemmas.has(o)),
      ) || absent(i)
    );
  });
  // A "why" question is after a sentence that gives a reason ("Stable because ...") more than one
  // that only shares its words ("main sequence star").
  if (asked.some((t) => t.lemma === "why")) {
    sentences.forEach((sentence, i) => {
      if (REASON.test(sentence) || ANSWERED_WHY.test(sentence)) scores[i] = (scores[i] ?? 0) * REASON_WEIGHT;
    });
  }
  const best = Math.max(...scores.filter((_s, i) => !against[i]), 0) || Math.max(...scores);
  if (best <= 0) return sentences.map((sentence) => ({ sentence, closeness: 1 }));
  const kept = (i: number) => !against[i] || scores.every((score, j) => score <= 0 || against[j]);
  return sentences
    .map((sentence, i) => ({ sentence, score: kept(i) ? (scores[i] ?? 0) : 0 }))
    .filter(({ score }) => score >= best * CLOSE_ENOUGH)
    .sort((a, b) => b.score - a.score)
    .slice(0, 8)
    .map(({ sentence, score }) => ({ sentence, closeness: score / best }));
}

/**
 * Names and numbers the answer gives where the notes have others ("France in the 19th century"
 * for "Britain in the mid-18th century"), when it gets none of the notes' own right.
 */
function wrongValues(
  answer: Token[],
  graded: { key?: KeyTerm[]; recalled: string[] }[],
  note: string,
  wordnet: WordNet,
): number {
  const values = (t: Token) => t.pos === "NUM" || t.pos === "PROPN" || /^\d+(?:st|nd|rd|th)$/.test(t.word);
  const key = graded.flatMap((g) => g.key ?? []).filter(values);
  if (key.length === 0 || key.some((t) => graded.some((g) => g.recalled.includes(t.word)))) return 0;
  const inNotes = notesMatcher(note, wordnet);
  return answer.filter((t) => values(t) && isContent(t) && !inNotes.says(t)).length;
}

/**
 * Matchers over the notes' words, kept: every answer of a quiz reads the same note's, and reading
 * a long note's again took most of an answer's time (a note of 2,000 sentences: 40 ms of 120). One
 * over a long note holds about 14 MB (115,000 characters): few of those are kept.
 */
const notesMatchers = keptByLength<Matcher>(64, 4);

function keptMatcher(wordnet: WordNet, key: string, words: () => Token[]): Matcher {
  return notesMatchers(wordnet, key, () => new Matcher(words(), wordnet));
}

/** A matcher over all of a note's words, kept. */
function notesMatcher(note: string, wordnet: WordNet): Matcher {
  return keptMatcher(wordnet, `notes\u0000${note}`, () => tokens(normalizeText(note)));
}

/** Keys longer than this are a long note's (or hold one). */
const LONG_NOTES = 2000;

/**
 * Readings of notes with a WordNet, kept lately: `short` of short notes and only `long` of long
 * ones, whose readings (matchers, pointers, subjects) hold megabytes each.
 */
function keptByLength<V>(short: number, long: number): (wordnet: WordNet, key: string, make: () => V) => V {
  const kept = new WeakMap<
    WordNet,
    { short: (key: string, make: () => V) => V; long: (key: string, make: () => V) => V }
  >();
  return (wordnet, key, make) => {
    let lists = kept.get(wordnet);
    if (!lists) {
      lists = { short: keptLately<V>(short), long: keptLately<V>(long) };
      kept.set(wordnet, lists);
    }
    return (key.length > LONG_NOTES ? lists.long : lists.short)(key, make);
  };
}

/** Key words of the answer that the notes use only outside the passage asked about. */
function strayTerms(answer: Token[], passage: string, sentences: string[], wordnet: WordNet): number {
  const here = keptMatcher(wordnet, `passage\u0000${passage}`, () => tokens(passage));
  // A word the passage lacks is in the rest of the notes when it is in the notes at all: found in
  // the index of the note's distinct words (hitsOf), which one reading of the note serves every
  // question on it with. (A matcher over all its words looked through every one of them for each
  // word of the answer it did not have: a minute for a long answer on a note of 200,000 characters.)
  const notes = everyWordOf(sentences, wordnet);
  return answer
    .filter(isContent)
    .filter((t) => here.strength(t) < 0.6 && hitsOf(notes, t, wordnet).length > 0).length;
}

/**
 * Questions whose every part asks for names, places or dates ("Name two ...", "When and where
 * ...?", "Who ...?"): a short list of them is an answer, not a list of key words. A place is a
 * name: "where" is asked for names only when the answer gives one (or a number).
 */
function asksOnlyForNames(question: string, answer: Token[]): boolean {
  const values = answer.some((t) => t.pos === "PROPN" || t.pos === "NUM");
  return questionParts(question, { compared: false }).every(
    (part) =>
      /^\s*(?:when|who|whom|whose|which|name|list|give|identify|state|in what year|what year)\b/i.test(
        part,
      ) ||
      // "What are the four stages of mitosis?" asks for terms.
      /^\s*what\s+(?:are|were)\s+the\s+(?:two|three|four|five|six|seven|eight|nine|ten|\d+)\b/i.test(part) ||
      // "What is sodium chloride made of?", "What does a vaccine contain?" ask for what is in it.
      /^\s*what\s+(?:is|are|was|were|does|do|did)\b[^?]*\b(?:made(?:\s+up)?\s+of|composed\s+of|consists?\s+of|contains?)\s*\??\s*$/i.test(
        part,
      ) ||
      (values && /^\s*where\b/i.test(part)),
  );
}

/** A question that asks for an explanation, not for names or terms. */
const EXPLAIN = /\b(?:why|how|explain|describe|what happens|what does|what did)\b/i;
/** Terms between commas that make a list, at least. */
const LIST_ITEMS = 4;

/** What a verb after it has as its subject. */
const SUBJECT = new Set(["PROPN", "PRON"]);
/** Words a thing is named by, before the verb that ends a claim. */
const NAMING = new Set(["NOUN", "PROPN", "PRON"]);

/**
 * Content words and nothing that makes a claim of them, whatever the question word: a claim needs
 * a verb or a relation ("of", "to", "because"). "limiting" or "released" in a list is a word of it,
 * not a claim; a run of five or more words with no small word between them is a list even with a
 * verb among them ("liked accepted group knows better"). Names and dates, for a question that asks
 * for those, are an answer.
 */
function isKeywordList(answer: Token[], namesAsked: boolean, wordnet: WordNet, text = ""): boolean {
  const content = answer.filter(isContent);
  if (content.length < 3 || namesAsked) return false;
  // A formula said in words is a claim: "voltage equals current times resistance".
  if (answer.some((t, i) => EQUALS.has(t.word) && i > 0 && i < answer.length - 1)) return false;
  // Four or more terms of a word or two between commas, whatever their words' kinds, for a question
  // that asks how or why: "program counter, MAR, MDR, control unit, decode" (`text`, the answer as
  // written, is given only then: "what are the four stages" is answered by a list).
  const items = text.split(/\s*[,;]\s*/).filter(Boolean);
  if (items.length >= LIST_ITEMS && items.every((item) => item.split(/\s+/).length <= 2)) return true;
  const glue = answer.filter((t) => t.stop || t.pos === "ADP" || t.pos === "CCONJ" || t.pos === "SCONJ");
  const bare = glue.length === 0 && answer.length === content.length;
  const verbs = answer.filter(
    (t, i) =>
      t.pos === "AUX" ||
      (t.pos === "VERB" &&
        // (one that ends the answer after what it is said of: "Absolute mobility increased.")
        ((t.word.endsWith("ed") && i === answer.length - 1 && NAMING.has(answer[i - 1]?.pos ?? "")) ||
          // "dissolved oxygen" is a list's adjective; "Germany invaded" is a claim.
          ((!/(?:ing|ed)$/.test(t.word) ||
            (t.word.endsWith("ed") && SUBJECT.has(answer[i - 1]?.pos ?? ""))) &&
            // With no small word round it, "left" or "dilute" is the adjective of a list; after a name
            // or pronoun it is a verb ("Germany lost Alsace-Lorraine").
            !(bare && !SUBJECT.has(answer[i - 1]?.pos ?? "") && wordnet.posesOf(t.word).includes("adj"))))) ||
      (i > 0 &&
        i < answer.length - 1 &&
        t.pos !== "VERB" &&
        (CLAIM_VERBS.test(t.word) || (CLAIM_VERBS_PLURAL.has(t.word) && isPlural(answer[i - 1], wordnet)))),
  );
  if (verbs.length === 0 && glue.length <= Math.floor(content.length / 4)) return true;
  // (a long run of bare words has a few the tagger calls verbs: a pasted word list's "anchor")
  return bare && content.length >= 5 && verbs.length <= Math.max(1, Math.floor(content.length / 10));
}

/** A piece of a formula: a symbol of up to three letters ("V", "mc²"), a number, an operator. */
const FORMULA_SYMBOL = /^(?:\(?[A-Za-z]{1,3}[²³]?\)?|[\d.]+[A-Za-z]{0,3}[²³]?|[()+\-−–×*·/÷^²³=]+)$/;
/** ... or letters and digits with a sign or digit among them ("C6H12O6", "(x+1)"). */
const FORMULA_CHARACTERS = /^[A-Za-z0-9²³()+\-−–×*·/÷^.]+$/;
const FORMULA_SIGN = /[()+\-−–×*·/÷^²³\d]/;
/** Longer than this, a piece is no formula's (and is not read: each test is linear, but a note is long). */
const LONGEST_PIECE = 40;
/** Pieces read on either side of a note's "=" at most. */
const MOST_PIECES = 15;

function isFormulaPiece(piece: string): boolean {
  return (
    piece.length <= LONGEST_PIECE &&
    (FORMULA_SYMBOL.test(piece) || (FORMULA_CHARACTERS.test(piece) && FORMULA_SIGN.test(piece)))
  );
}

/** A text with its "=" signs set apart: "V=I*R" is "V = I*R". */
function spacedFormula(text: string): string {
  // (split and trimmed, not by a pattern: a long run of spaces is read once)
  const sides = text.split("=");
  return sides
    .map((side, i) => (i > 0 ? side.trimStart() : side))
    .map((side, i) => (i < sides.length - 1 ? side.trimEnd() : side))
    .join(" = ");
}

/** Whether an answer is a formula and nothing else ("V = IR", "a² + b² = c²"). */
function onlyFormula(answer: string): boolean {
  const pieces = spacedFormula(answer.replace(/[.;]\s*$/, ""))
    .trim()
    .split(/\s+/);
  return answer.split("=").length === 2 && pieces.every(isFormulaPiece);
}

/** A formula as compared: no spaces or signs of multiplying, one minus, powers as written. */
function formulaKey(formula: string): string {
  return (
    formula
      .toLowerCase()
      .replace(/\s+/g, "")
      .replace(/[×*·⋅]/g, "")
      .replace(/[−–]/g, "-")
      .replace(/\^2/g, "²")
      .replace(/\^3/g, "³")
      // (a power typed as a plain digit: "a2 + b2 = c2"; a note's "H2O" is read the same way)
      .replace(
        /([a-z)])([23])(?![\d.])/g,
        (_m, before: string, power: string) => `${before}${power === "2" ? "²" : "³"}`,
      )
      .replace(/[.,;:]+$/, "")
      .split("=")
      // (a product's factors in any order: "IV" is "V × I")
      .map((side) =>
        /^[a-z\d²³]+$/.test(side) ? (side.match(/[a-z][²³]?|\d+/g) ?? []).sort().join("") : side,
      )
      .join("=")
  );
}

/** The formulas a note writes, each with its sentence: the pieces on either side of each "=". */
function formulasOf(sentences: string[]): { key: string; sentence: string }[] {
  return sentences.flatMap((sentence) => {
    const words = spacedFormula(sentence).split(/\s+/);
    return words.flatMap((word, at) => {
      if (word !== "=") return [];
      const left: string[] = [];
      for (let i = at - 1; i >= 0 && at - i <= MOST_PIECES && isFormulaPiece(words[i] ?? ""); i--)
        left.unshift(words[i] ?? "");
      const right: string[] = [];
      for (let i = at + 1; i < words.length && i - at <= MOST_PIECES; i++) {
        const piece = words[i] ?? "";
        const bare = piece.replace(/[,;:.]+$/, "");
        if (!isFormulaPiece(bare)) break;
        right.push(bare);
        if (bare !== piece) break;
      }
      if (left.length === 0 || right.length === 0) return [];
      return [{ key: `${formulaKey(left.join(" "))}=${formulaKey(right.join(" "))}`, sentence }];
    });
  });
}

/**
 * An answer that is a formula, set against the notes' formulas: the same one (either way round:
 * "IR = V"), or, when they write formulas, the one nearest it that it is not.
 */
function formulaGiven(answer: string, sentences: string[]): { same: boolean; sentence: string } | undefined {
  const noted = formulasOf(sentences);
  if (noted.length === 0) return undefined;
  const [left = "", right = ""] = answer.split("=").map(formulaKey);
  const same = noted.find((f) => f.key === `${left}=${right}` || f.key === `${right}=${left}`);
  if (same) return { same: true, sentence: same.sentence };
  const shared = (f: { key: string }) =>
    [...new Set(`${left}${right}`)].filter((c) => f.key.includes(c)).length;
  const nearest = noted.reduce((best, next) => (shared(next) > shared(best) ? next : best));
  return { same: false, sentence: nearest.sentence };
}

/** Words that say two things are the same amount. */
const EQUALS = new Set(["equals", "equal", "="]);

/** A noun said of many ("cells"), not one that ends in "s" ("pancreas"). */
function isPlural(token: Token | undefined, wordnet: WordNet): boolean {
  return (
    (token?.pos === "NOUN" || token?.pos === "PROPN") &&
    /s$/i.test(token.word) &&
    (token.word.toLowerCase() !== token.lemma ||
      // (a capitalised first word the tagger takes for a name keeps its plural: "Cartels")
      (token.pos === "PROPN" && wordnet.posesOf(token.lemma.slice(0, -1)).includes("noun")))
  );
}

function toTell(word: string): boolean {
  return word !== "leads" && !/^(?:vs|versus)\.?$/i.test(word);
}

/** Verbs that report what someone holds, not what is so ("Economists argue that ..."). */
const REPORTING = new Set([
  "argue",
  "believe",
  "think",
  "suggest",
  "conclude",
  "say",
  "agree",
  "disagree",
  "claim",
]);
/** Verbs by which a kind of people frame something as something ("Historians group its causes as ..."). */
const FRAMING = new Set(["group", "describe", "see", "view", "classify", "define", "regard"]);

/**
 * The words of a passage that say who holds its view, not the view itself: a kind of person
 * ("economists", not a name) and the verb that reports their view ("argue", "claim that"), or
 * people of a kind and the verb by which they frame something as something ("Historians often
 * group its causes as ..."). Those the notes' claim is about ("Peasants paid ...", "Settlers
 * claimed land") are not.
 */
function whoSaysSo(passage: Token[], wordnet: WordNet): Set<string> {
  const sayers = new Set<string>();
  passage.forEach((t, i) => {
    if (t.pos !== "NOUN" && t.pos !== "PROPN") return;
    // The tagger reads "Historians" at the start of a sentence as a name: its singular is tried.
    const kind = [t.lemma, t.lemma.replace(/ies$/, "y"), t.lemma.replace(/e?s$/, "")].find((w) =>
      wordnet.namesPeople(w),
    );
    if (!kind) return;
    // The next word but an adverb ("Historians often group"), within three.
    const at = passage.slice(i + 1, i + 4).findIndex((n) => n.pos !== "ADV") + i + 1;
    const verb = at > i ? passage[at] : undefined;
    if (verb?.pos !== "VERB") return;
    const reports = REPORTING.has(verb.lemma) && (verb.lemma !== "claim" || passage[at + 1]?.word === "that");
    const plural = /[^s]s$/.test(t.word);
    const frames =
      FRAMING.has(verb.lemma) && plural && passage.slice(at + 1, at + 12).some((n) => n.word === "as");
    if (reports || frames) sayers.add(t.word).add(kind).add(verb.lemma);
  });
  return sayers;
}

function lemmaOf(word: string): string {
  return tokens(word)[0]?.lemma ?? word.toLowerCase();
}

function onlyAdverb(word: string, wordnet: WordNet): boolean {
  const poses = wordnet.posesOf(word);
  return poses.length > 0 && poses.every((pos) => pos === "adv");
}

/** The lists' first items, then their second ones, and so on. */
function inTurn(lists: string[][]): string[] {
  const longest = Math.max(0, ...lists.map((list) => list.length));
  return Array.from({ length: longest }, (_, i) => lists.flatMap((list) => list[i] ?? [])).flat();
}

function unique(words: string[]): string[] {
  return [...new Set(words)];
}

/** The words a partly right answer is told the notes also give, at most: the nearest to its own. */
const GIVE_ALSO = 3;

/**
 * Words listed near each other that the notes write together, as one: “carbon dioxide”, not
 * “carbon” and “dioxide” (nor “dioxide” and “carbon”); “Austria-Hungary”. Not a word named beside
 * the answer's own for it (`as`).
 */
function together(words: string[], passage: string, as?: (word: string) => string | undefined): string[] {
  const out: string[] = [];
  // (on one line: a list of key words, one a line, is no phrase)
  const pattern = (text: string) => escapeRegExp(text).replace(/ /g, "[^\\S\\n]+");
  const joinedOf = (first: string, second: string) =>
    new RegExp(`\\b${pattern(first)}(?:[^\\S\\n]+|-)${pattern(second)}\\b`, "i").exec(passage)?.[0];
  for (const word of words) {
    // (as many as a list shows: an answer may give hundreds of the notes' words)
    if (out.length >= LISTED + TOGETHER_BACK) break;
    // (with one of the last few listed, either way round: the words of each part are listed in
    // turn, "“dioxide”, “oxygen” and “carbon”")
    let joined: { at: number; text: string } | undefined;
    for (
      let at = out.length - 1;
      !as?.(word) && !joined && at >= Math.max(0, out.length - TOGETHER_BACK);
      at--
    ) {
      const before = out[at] ?? "";
      const text = as?.(before) ? undefined : (joinedOf(before, word) ?? joinedOf(word, before));
      if (text) joined = { at, text };
    }
    if (joined) out[joined.at] = joined.text.replace(/\s+/g, " ");
    else out.push(word);
  }
  return out;
}

/** How many of the words listed before one it may be written together with. */
const TOGETHER_BACK = 3;

/** How many words a reason lists at most. */
const LISTED = 5;

/**
 * "“a”, “b” and “c”". `as`: the answer's own words for one of them, said after it ("“atmosphere”
 * (as “air”)"), so a student told a word of the notes they did not write sees what stood for it.
 */
function listOf(words: string[], most = LISTED, as?: (word: string) => string | undefined): string {
  const shown = words.slice(0, most).map((w) => {
    const theirs = as?.(w);
    return theirs ? `“${w}” (as “${theirs}”)` : `“${w}”`;
  });
  if (shown.length === 0) return "the main point";
  if (shown.length === 1) return shown[0] ?? "";
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1] ?? ""}`;
}

/** Words around a passage quoted in an answer that deny it. */
const DENIED_AROUND = /\b(?:not|no|never|false|untrue|wrong|incorrect|isn t|aren t|doesn t|don t|nt)\b/;

/** Whether a text has a piece in it as whole words: "reduction leads to" is not in "photo-reduction leads to". */
function wordsIn(text: string, piece: string): boolean {
  let at = text.indexOf(piece);
  while (at >= 0) {
    const before = text[at - 1] ?? " ";
    const after = text[at + piece.length] ?? " ";
    if (!/[\p{L}\p{N}-]/u.test(before) && !/[\p{L}\p{N}]/u.test(after)) return true;
    at = text.indexOf(piece, at + 1);
  }
  return false;
}

/** The whole sentences of the note that the targets (pieces of them, at times) come from. */
function wholeOf(passage: string, targets: readonly string[], whole: readonly string[]): string {
  // (a piece of a run-on sentence is shown as it is: its whole may be thousands of words)
  const shown = [...new Set(targets)].map((piece) => {
    // (or as the reversal read it, written one way: "As platform gets wider leads to waves ..." is
    // shown as the notes write it, "As platform gets wider -> waves ...")
    const sentence =
      whole.find((candidate) => candidate.includes(piece)) ??
      whole.find((candidate) =>
        wordsIn(
          normalizedLately(candidate, () => normalizeText(candidate)),
          piece,
        ),
      );
    return sentence && sentence.split(/\s+/).length <= LONGEST_SENTENCE ? sentence : piece;
  });
  return shown.length > 0 ? [...new Set(shown)].join(" ") : passage;
}
