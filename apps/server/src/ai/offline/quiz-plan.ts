import { createHash } from "node:crypto";
import { QUIZ_MAX_CONTENT } from "@study-well/shared/api";
import type { QuizContentItem } from "../capabilities";
import { keyPhrases, noteTopic } from "./key-phrases";
import { normalizeText } from "./grading/normalize";
import { escapeRegExp, GENERIC, tokens } from "./grading/words";
import { sharedWordNet } from "./grading/wordnet";
import { readNoteSentences, readTokens } from "./nlp";
import { rankSentences } from "./text-rank";
import { keptLately } from "./kept-lately";
import { stem } from "./stem";

export type QuestionKind = "definition" | "blank" | "explain";

export interface PlannedQuestion {
  contentId: string;
  kind: QuestionKind;
  /** The question as the tutor asks it. */
  prompt: string;
  /** The sentence(s) of the notes the question comes from, quoted in feedback. */
  passage: string;
  /** What a full answer recalls. */
  expected: string;
  /**
   * Passages that answer it as well: for explain questions each sentence of the notes about the
   * subject, for a definition the notes' other sentences about the same thing, for a two-part
   * question each part's; an answer is graded against the one it recalls best.
   */
  alternatives?: string[];
}

const DEFINITION = /^(the |an? )?([\p{L}][\p{L}\p{N} -]{1,40}?) (is|are|was|were|means|refers to) (.{8,})$/iu;
const BLANK = "_____";
/** A sentence whose subject is a word pointing back at an earlier one. */
const OPENS_WITH_PRONOUN = /^(?:it|its|they|their|this|these|those|he|she|his|her)\b/i;
/** A sentence that says more of what the one before was about: "It flows north…", "Its source…". */
const SAYS_MORE_OF_IT = /^(?:it|its)\b(?!['’])/i;
/** An "it" that stands for nothing before it: "It is thought that…", "It was hard to…". */
const EMPTY_IT =
  /^it\s+(?:is|was|has been|had been|seems|seemed|appears|appeared|takes|took)\s+(?:\S+\s+){0,2}?(?:that|to|for|whether|how|why|when)\b/i;

/** `pattern` with its article as the sentence's subject ("The Nile"), when the sentence opens with it. */
function subjectOf(sentence: string, pattern: RegExp): string | undefined {
  const found = pattern.exec(sentence);
  if (!found || !/^(?:(?:the|an?)\s+)?$/i.test(sentence.slice(0, found.index))) return undefined;
  return sentence.slice(0, found.index + found[0].length);
}

const capitalised = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

/** The sentence with its opening "It" or "Its" as `subject` in brackets: "[The Nile's] source…". */
function inBrackets(sentence: string, subject: string | undefined): string | undefined {
  const pronoun = SAYS_MORE_OF_IT.exec(sentence)?.[0];
  if (!subject || !pronoun || EMPTY_IT.test(sentence)) return undefined;
  const said = capitalised(pronoun.toLowerCase() === "its" ? `${subject}'s` : subject);
  return `[${said}]${sentence.slice(pronoun.length)}`;
}

/**
 * What a sentence is about when it opens with it: a short noun phrase before its verb ("The
 * Calvin cycle takes place…", "Mitosis produces…"), not "In 1215, the barons…" nor "This…".
 */
function leadingSubject(sentence: string): string | undefined {
  const { words, pos } = readTokens(sentence);
  const verb = pos.findIndex((p) => p === "VERB" || p === "AUX");
  if (verb < 1 || verb > 5) return undefined;
  const phrase = pos.slice(0, verb);
  const first = words[0]?.toLowerCase();
  if (pos[0] === "DET" ? first !== "the" : pos[0] !== "PROPN" && pos[0] !== "NOUN" && pos[0] !== "ADJ")
    return undefined;
  if (!phrase.slice(1).every((p) => p === "NOUN" || p === "PROPN" || p === "ADJ")) return undefined;
  if (phrase.at(-1) !== "NOUN" && phrase.at(-1) !== "PROPN") return undefined;
  // A plural ("Chloroplasts contain…") is no "it".
  if (/[^s]s$/i.test(words[verb - 1] ?? "") && phrase.at(-1) === "NOUN") return undefined;
  // The phrase as the sentence writes it ("light-dependent", not "light - dependent").
  let end = 0;
  for (const word of words.slice(0, verb)) end = sentence.indexOf(word, end) + word.length;
  return sentence.slice(0, end);
}

/** The sentence less its opening word, when that word points back ("It", "This"). */
const withoutOpening = (sentence: string) => sentence.replace(OPENS_WITH_PRONOUN, "");

/**
 * A word pointing back to something said before it ("it", "this movement"), or a noun that only
 * stands for something said before ("made the problem worse": which problem?), unless the
 * sentence says which ("the problem of…").
 */
const POINTS_BACK =
  /\b(?:it|its|they|them|their|he|him|his|she|her|this|these|those)\b|\b(?:the|such|that)\s+(?:problem|issue|situation|process|change|idea|result|effect|fact|matter|move|decision|plan|event|crisis|approach|method|step|development|trend)s?\b(?!\s+(?:of|that|which|who|in|to|for|between|called)\b)/i;
/**
 * Questions planned per item at most. A quiz asks a handful, items taking turns, so this many
 * is never reached in practice; it keeps a 200,000-character note from costing a pattern
 * search for every sentence.
 */
export const MAX_QUESTIONS_PER_ITEM = 50;
/** The key phrases of a note a blank may hide, at the least; a longer note's names and terms too. */
const KEY_PHRASES = 20;
const MORE_PHRASES_PER_SENTENCE = 3;
const MOST_KEY_PHRASES = 300;
/**
 * In this many of a note's sentences (or a quarter of them, in a long note) a word is what the
 * note is about, too plain to blank.
 */
const EVERYWHERE = 3;
/** The central sentences about the explain question's subject that an answer may recall. */
const EXPLAIN_PASSAGES = 6;
/** "Explain why ..." questions per item at most: the notes' causes, asked after a note's other kinds. */
const WHY_QUESTIONS = 3;
/** A sentence longer than this gives no "Explain why" question: its effect and cause are 25 words at most. */
const LONGEST_CAUSE_SENTENCE = 500;

/**
 * A sentence that gives the cause of what it says: "The secondary response is faster because
 * memory cells stay in the blood", "Prices rose due to the war", "Vaccines contain weakened
 * pathogens, so the body makes memory cells": what it explains (a clause "Explain why" can open:
 * no pronoun whose meaning is in another sentence), and its cause.
 */
function causeIn(sentence: string): { effect: string; cause: string } | undefined {
  // (both halves are short clauses: a longer sentence is no such statement, and is not searched)
  if (sentence.length > LONGEST_CAUSE_SENTENCE) return undefined;
  // (without a label the notes open a point with: "Nationalism: Serbia wanted ..., so ...")
  const plain = sentence
    .replace(/\s+/g, " ")
    .replace(/[.!]\s*$/, "")
    .replace(/^[\p{L}][\p{L} -]{0,30}:\s+/u, "")
    .trim();
  const found =
    /^(?<effect>[^;:]+?),?\s+(?:because(?:\s+of)?|due to|as a result of)\s+(?<cause>[^;]+)$/iu.exec(plain) ??
    /^(?<cause>[^;:]+?),\s*(?:so|therefore|and so)\s+(?!(?:that|as|on|far|much|many|called|too|do|does|did|is|are|was|were|has|have|had|can|could|will|would)\b)(?<effect>[^;]+)$/iu.exec(
      plain,
    );
  // ("... was close to bankruptcy, partly because ...": the question leaves out how much)
  const stated = found?.groups?.effect
    ?.replace(/,?\s+(?:partly|mainly|largely|mostly|probably|simply|just|only|also)$/i, "")
    .trim();
  const cause = found?.groups?.cause?.trim();
  if (!stated || !cause) return undefined;
  // A condition the effect opens with is asked after it: "Explain why the other bulbs stay lit if
  // one bulb breaks." (without its comma, where the condition ends is not known: no question; one
  // comma only: "If a magnet, for example a bar magnet, is cut ..." is not cut at its first). What
  // is left is checked as any effect is ("..., which is healthy", "..., decomposes into ...").
  let effect = stated;
  if (CONDITION_FIRST.test(stated)) {
    const [, condition = "", main = ""] = /^([^,]+),\s*([^,]+)$/u.exec(stated) ?? [];
    const then = main.replace(/^then\s+/i, "");
    if (!condition || then.split(/\s+/).length < 3) return undefined;
    effect = `${then} ${condition.charAt(0).toLowerCase()}${condition.slice(1)}`;
  }
  const words = (text: string) => text.split(/\s+/).filter((w) => /\p{L}/u.test(w));
  // (a clause, not a fragment of notes: "Inflation ↑ -> ...", "Cause: ...", "e.g. ...")
  const clause = (text: string, least: number) =>
    words(text).length >= least &&
    words(text).length <= 25 &&
    /^\p{L}/u.test(text) &&
    !/[=→↑↓]|->|<-|\be\.g\./iu.test(text) &&
    !/\b(?:because|due to|so)\b/i.test(text);
  if (!clause(effect, 3) || !clause(cause, 2)) return undefined;
  // "It is faster because ...", "in 1874 they held ...", "The situation got worse because ...":
  // what "it" is, the question could not say; nor what a cause after "A but B" explains; nor one
  // sentence of two the reader joined; nor half a clause ("The deaths were due to disease", "...
  // was due to visit", "Prices rose, not because ..."), nor an instruction ("Remember to warm up
  // because ...").
  if (
    POINTS_BACK.test(effect) ||
    /^(?:there|that|which|who|and|but|or|so)\b/i.test(effect) ||
    /\bbut\b|[.!?]\s/.test(effect) ||
    /\b(?:is|are|was|were|be|been|being|do|does|did|has|have|had|can|could|will|would|should|may|might|must|not)$/i.test(
      effect,
    ) ||
    ["VERB", "AUX"].includes(readTokens(effect).pos[0] ?? "")
  )
    return undefined;
  return { effect, cause };
}

/** A clause that opens with its condition: "If one bulb breaks, the others stay lit". */
const CONDITION_FIRST = /^(?:if|when|whenever|once|unless)\s/i;

/**
 * Questions drawn from the selected content only, most central sentences first (TextRank):
 * a definition where a sentence defines something, fill-in-the-blank on a key phrase, and an
 * explain-in-your-own-words on the item's main idea. Items take turns, so every selected item is
 * asked about before any is asked about twice. No two questions have the same wording.
 *
 * `askedBefore` (the questions of the student's earlier quizzes, most recent first) turns a new
 * quiz to what they have not been asked yet: an item's questions never asked come first, in
 * their order, then those asked longest ago.
 */
export function planQuestions(
  content: QuizContentItem[],
  count: number,
  askedBefore: readonly string[] = [],
): PlannedQuestion[] {
  const when = firstIndexOf(askedBefore);
  const perItem = itemsByLastAsked(
    acrossTopics(content)
      .map((item) => byLastAsked(questionsOnce(item), when))
      .filter((questions) => questions.length > 0),
    when,
  );
  const plan: PlannedQuestion[] = [];
  const prompts = new Set<string>();
  for (let round = 0; plan.length < count; round++) {
    let added = false;
    for (const questions of perItem) {
      const question = questions[round];
      if (!question) continue;
      added = true;
      if (prompts.has(question.prompt)) continue;
      prompts.add(question.prompt);
      plan.push(question);
      if (plan.length === count) break;
    }
    if (!added) break;
  }
  return plan;
}

/**
 * The items taken in turn from each topic (the first of each, then the second of each...): a quiz
 * shorter than a selection of two topics asks about both (QA: all five questions were on the first).
 */
function acrossTopics(content: QuizContentItem[]): QuizContentItem[] {
  const byTopic = new Map<string, QuizContentItem[]>();
  for (const item of content) byTopic.set(item.topic, [...(byTopic.get(item.topic) ?? []), item]);
  const topics = [...byTopic.values()];
  const longest = Math.max(0, ...topics.map((items) => items.length));
  return Array.from({ length: longest }, (_, at) => topics.flatMap((items) => items[at] ?? [])).flat();
}

/**
 * The items, those none of whose questions was asked before first (in the order selected), then
 * those asked about longest ago: a quiz shorter than the selection asks about the rest next time.
 */
function itemsByLastAsked(
  items: PlannedQuestion[][],
  when: ReadonlyMap<string, number>,
): PlannedQuestion[][] {
  if (when.size === 0) return items;
  const lastAsked = (questions: PlannedQuestion[]) =>
    Math.min(
      Number.MAX_SAFE_INTEGER,
      ...questions.map((q) => when.get(normalPrompt(q.prompt)) ?? Number.MAX_SAFE_INTEGER),
    );
  return items
    .map((questions, order) => ({ questions, order, ago: lastAsked(questions) }))
    .sort((a, b) => b.ago - a.ago || a.order - b.order)
    .map(({ questions }) => questions);
}

const normalPrompt = (text: string) => text.replace(/\s+/g, " ").trim().toLowerCase();

/** Where each prompt was last asked (its first place in a most-recent-first list). */
function firstIndexOf(askedBefore: readonly string[]): Map<string, number> {
  const when = new Map<string, number>();
  askedBefore.forEach((prompt, index) => {
    const key = normalPrompt(prompt);
    if (!when.has(key)) when.set(key, index);
  });
  return when;
}

/** An item's questions, those never asked before first, then the least recently asked. */
function byLastAsked(questions: PlannedQuestion[], when: ReadonlyMap<string, number>): PlannedQuestion[] {
  if (when.size === 0) return questions;
  // Never asked: as far back as can be; otherwise the later in the list, the longer ago.
  const ago = (question: PlannedQuestion) =>
    when.get(normalPrompt(question.prompt)) ?? Number.MAX_SAFE_INTEGER;
  return questions
    .map((question, order) => ({ question, order, ago: ago(question) }))
    .sort((a, b) => b.ago - a.ago || a.order - b.order)
    .map(({ question }) => question);
}

/**
 * An item's questions, kept for the items planned lately: every turn of a quiz and its assessment
 * plan from the same notes (and the plan is read-only to its users). Room for the largest quiz
 * twice over: a quiz on more notes than it holds would plan every note again at every turn (the
 * least recently used goes first, and a turn reads them all in the same order), holding the text
 * worker, and everyone's tutor behind it, for seconds. Kept by a digest of the note, not its text.
 */
const planned = keptLately<readonly PlannedQuestion[]>(2 * QUIZ_MAX_CONTENT);

/** What a note's plan is kept under: a digest of all it is made from, not the whole text. */
function planKey(item: QuizContentItem): string {
  return createHash("sha256")
    .update([item.id, item.title, item.topic, item.text, item.type ?? "text"].join("\u0000"))
    .digest("base64");
}

/** Plans each item's questions ahead, kept for the quiz's turns (a quiz's notes a slice at a time). */
export function planAhead(content: QuizContentItem[]): void {
  for (const item of content) questionsOnce(item);
}

/** The places in `content` of the items whose questions are not kept (to plan ahead). */
export function unplanned(content: QuizContentItem[]): number[] {
  return content.flatMap((item, index) => (planned.has(planKey(item)) ? [] : [index]));
}

function questionsOnce(item: QuizContentItem): PlannedQuestion[] {
  return [...planned(planKey(item), () => questionsFor(item))];
}

function questionsFor(item: QuizContentItem): PlannedQuestion[] {
  // A question in the notes is never the sentence asked about.
  const sentences = readNoteSentences(item.text).filter((s) => s.terms.length >= 2 && !isQuestion(s.text));
  if (sentences.length === 0) return [];
  const scores = rankSentences(sentences);
  const ranked = sentences
    .map((sentence, index) => ({ sentence, score: scores[index] ?? 0, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ sentence }) => sentence.text);
  // In how many of the note's sentences each word is: a word in most of them is what the note is
  // about, and a blank that hides it asks for nothing ("declared _____ on Serbia" in notes on a war).
  const spread = new Map<string, number>();
  for (const { text } of sentences)
    for (const word of new Set(
      text
        .split(/[^\p{L}\p{N}]+/u)
        .filter(Boolean)
        .map(stem),
    ))
      spread.set(word, (spread.get(word) ?? 0) + 1);
  const everywhere = Math.max(EVERYWHERE, Math.ceil(sentences.length / 4));
  const title = item.title.trim().toLowerCase();
  const titleWords = new Set(
    title
      .split(/[^\p{L}\p{N}]+/u)
      .filter((w) => w.length > 2)
      .map(stem),
  );
  const base = { contentId: item.id };
  const questions: PlannedQuestion[] = [];
  // No sentence is asked about twice, nor asked after a question that gave its answer away.
  const used = new Set<string>();

  // Terms the notes introduce ("tiny pores called stomata", "short-term memory (STM)"): what a
  // teacher asks a student to know.
  const terms = namedTerms(item.text).filter((t) => !titleWords.has(stem(t.term.split(" ").at(-1) ?? "")));

  let definition: { sentence: string; match: RegExpExecArray } | undefined;
  for (const sentence of ranked) {
    const match = DEFINITION.exec(sentence.replace(/[.!]$/, ""));
    if (
      match &&
      (match[2] ?? "").split(" ").length <= 4 &&
      DEFINES.test(match[4] ?? "") &&
      namesAThing(match[2] ?? "")
    ) {
      definition = { sentence, match };
      break;
    }
  }
  if (definition) {
    const [, article = "", subject = "", verb = "is", predicate = ""] = definition.match;
    // "Mitochondria is the powerhouse of the cell" asks "What are mitochondria?".
    // ("Magna Carta" is a name, not a plural of "carton".)
    const plural =
      verb === "are" ||
      verb === "were" ||
      (!sharedWordNet().writtenAsName(subject) && classicalPlural(subject.split(" ").at(-1) ?? ""));
    const past = verb === "was" || verb === "were";
    const be = past ? (plural ? "were" : "was") : plural ? "are" : "is";
    // The notes' own article: "The Calvin cycle is ..." asks "What is the Calvin cycle?". A plain
    // "the short-term trigger" is the notes' own: the question says which notes it means.
    // A person is asked who, by their name as the notes write it ("Darwin", even at a line's start).
    // (or whose name WordNet knows as a person's first of all: "Napoleon was a French emperor")
    const who =
      article === "" &&
      (saysAPerson(predicate) ||
        sharedWordNet().namesAPerson(subject) ||
        sharedWordNet().namesAPerson(subject.split(" ").at(-1) ?? ""));
    const thing = `${article.toLowerCase()}${who ? subject : sentenceCase(subject, item.text)}`;
    const plain = /^the\s/i.test(article) && !/\p{Lu}/u.test(subject);
    used.add(definition.sentence);
    // The notes' other sentences about the same thing answer it too ("Mitochondria: site of
    // aerobic respiration, make ATP" beside "Mitochondria is the powerhouse of the cell").
    // (A colon or a verb after it: "Cell membrane is ..." is about another thing than "cell".)
    const sameSubject = new RegExp(
      `^(?:the |an? )?${escapeRegExp(subject)}(?:\\s*:|\\s+(?:is|are|was|were|has|have|had|makes?|made|contains?|produces?|holds?|carr(?:y|ies)|controls?|releases?|uses?)\\b)`,
      "iu",
    );
    const restated = ranked
      .filter((sentence) => sentence !== definition.sentence && sameSubject.test(sentence))
      .slice(0, EXPLAIN_PASSAGES - 1);
    for (const sentence of restated) used.add(sentence);
    questions.push({
      ...base,
      kind: "definition",
      prompt: plain
        ? `In your notes on "${item.title}", what ${be} ${thing}?`
        : `${who ? "Who" : "What"} ${be} ${thing}?`,
      passage: definition.sentence,
      expected: predicate,
      ...(restated.length > 0 ? { alternatives: [definition.sentence, ...restated] } : {}),
    });
  }

  // Two terms the notes explain make a two-part question.
  const [firstTerm, secondTerm] = terms.filter((t) => !used.has(t.sentence));
  const twoPart: PlannedQuestion | undefined =
    firstTerm && secondTerm && firstTerm.sentence !== secondTerm.sentence
      ? {
          ...base,
          kind: "explain",
          prompt: `What is meant by ${firstTerm.term}, and what is meant by ${secondTerm.term}?`,
          passage: `${firstTerm.sentence} ${secondTerm.sentence}`,
          expected: `${firstTerm.sentence} ${secondTerm.sentence}`,
          alternatives: [firstTerm.sentence, secondTerm.sentence],
        }
      : undefined;
  if (twoPart) for (const t of [firstTerm, secondTerm]) if (t) used.add(t.sentence);

  // The explanation: what the note is about, from its most central sentences.
  const about = noteTopic(item.text);
  const aboutPattern = about ? wholeWords(about, "i") : undefined;
  // A sentence that goes on about the subject by a pronoun ("The Nile is the longest river in
  // Africa. It flows north through Egypt.") is about it too (QA: the second was "not what this
  // question asks"). It is quoted with the subject in brackets for its pronoun ("[The Nile] flows
  // north…"), so that the student and the grader both read what it is about.
  const inOrder = sentences.map((sentence) => sentence.text);
  const goesOn = new Map<string, string>();
  inOrder.forEach((sentence, at) => {
    const before = inOrder[at - 1];
    const quoted = inBrackets(sentence, before && aboutPattern ? subjectOf(before, aboutPattern) : undefined);
    if (quoted) goesOn.set(sentence, quoted);
  });
  const aboutIt: string[] = [];
  for (const sentence of ranked) {
    if (aboutIt.length >= EXPLAIN_PASSAGES) break;
    if (aboutPattern?.test(sentence)) aboutIt.push(sentence);
    else if (goesOn.has(sentence)) aboutIt.push(goesOn.get(sentence) ?? sentence);
  }
  // A topic of its own when the notes come back to it; otherwise the notes as a whole, where any
  // sentence answers it and its own passages are those that name the subject.
  const aboutOne =
    about !== undefined && aboutIt.length >= 2 && !titleWords.has(stem(about.split(" ").at(-1) ?? ""));
  const resolved = new Set(goesOn.values());
  const passages = aboutOne ? aboutIt : aboutIt.filter((sentence) => !resolved.has(sentence));
  const topSentences = (passages.length > 0 ? passages : ranked).slice(0, 2);
  const explain: PlannedQuestion = {
    ...base,
    kind: "explain",
    prompt: aboutOne
      ? // "explain what ... say about children", not "explain children": any subject reads well.
        `In your own words, explain what your notes on "${item.title}" say about ${asTheNotesSayIt(about, item.text)}.`
      : `In your own words, explain what your notes on "${item.title}" say.`,
    passage: topSentences.join(" "),
    expected: topSentences.join(" "),
    alternatives: passages,
  };
  const asInNotes = (sentence: string) =>
    [...goesOn].find(([, quoted]) => quoted === sentence)?.[0] ?? sentence;
  for (const sentence of topSentences) used.add(asInNotes(sentence));

  // "Explain why ...": what a sentence of the notes gives the cause of (QA: a quiz of 25 questions
  // asked no why or how). Its sentence is then no blank, nor one the explanation's feedback quotes.
  const quoted = new Set(explain.alternatives?.map(asInNotes));
  const whys: PlannedQuestion[] = [];
  for (const sentence of ranked) {
    if (whys.length >= WHY_QUESTIONS) break;
    if (used.has(sentence) || quoted.has(sentence)) continue;
    const why = causeIn(sentence);
    if (!why) continue;
    used.add(sentence);
    whys.push({
      ...base,
      kind: "explain",
      prompt: `Explain why ${clauseCase(why.effect, item.text)}.`,
      passage: sentence,
      expected: why.cause,
    });
  }

  // Blanks hide a term the student must know: a named term first, then a key phrase that the
  // title, the rest of the sentence or a unit does not give away.
  // On a long note, past its first KEY_PHRASES, the names, years and two-word terms of the rest
  // ("Bosnia", "1908", "naval race"): a single common word that far down is seldom a term ("causes").
  // (QA: a note of 25 sentences gave 7 questions, and a quiz after the second asked them again.)
  const keyRanked = keyPhrases(
    item.text,
    Math.min(MOST_KEY_PHRASES, Math.max(KEY_PHRASES, MORE_PHRASES_PER_SENTENCE * sentences.length)),
  );
  const phrases = [
    ...terms.map((t) => t.term),
    ...keyRanked.filter(
      (p, rank) =>
        p.split(" ").length <= 2 &&
        (rank < KEY_PHRASES || p.includes(" ") || /^\d{3,4}$/.test(p) || isName(p, item.text)),
    ),
  ];
  const named = new Set(terms.map((t) => t.term));
  const blankQuestions: PlannedQuestion[] = [];
  // Each term is asked for once: a second blank with the same answer teaches nothing new.
  const asked = new Set<string>();
  // What each sentence is about, when it says: its subject, or the one before's for an "It" after it.
  const subjects: (string | undefined)[] = [];
  inOrder.forEach((sentence, at) => {
    subjects.push(
      SAYS_MORE_OF_IT.test(sentence) && !EMPTY_IT.test(sentence)
        ? subjects[at - 1]
        : leadingSubject(sentence),
    );
  });
  // A sentence that points back by a pronoun mid-way ("…forced the king to accept it") asks about
  // what the question does not say: such sentences come after the others.
  // A recording's words are what the recogniser heard: a blank may hide a misheard word no student
  // could give, in a sentence garbled round it (QA M1), so a recording is asked to be explained.
  const blankOrder =
    item.type === "audio"
      ? []
      : [
          ...ranked.filter((sentence) => !POINTS_BACK.test(withoutOpening(sentence))),
          ...ranked.filter((sentence) => POINTS_BACK.test(withoutOpening(sentence))),
        ];
  for (const sentence of blankOrder) {
    if (blankQuestions.length >= MAX_QUESTIONS_PER_ITEM) break;
    if (used.has(sentence)) continue;
    let found: { phrase: string; at: RegExpExecArray } | undefined;
    for (const phrase of phrases) {
      // (a sentence without the phrase first: it is the most of them, on a long note, and the cheapest)
      if (
        !sentence.includes(phrase) ||
        asked.has(phrase.toLowerCase()) ||
        !blankable(phrase, sentence, titleWords, spread, everywhere)
      )
        continue;
      const at = wholeWords(phrase).exec(sentence);
      // Not part of a longer name: "The First _____ began" gives "World War" away.
      const before = at ? sentence.slice(0, at.index).trimEnd() : "";
      const after = at ? sentence.slice(at.index + phrase.length) : "";
      if (at && (/\s\p{Lu}[\p{L}-]*$/u.test(before) || /^\s\p{Lu}\p{Ll}/u.test(after))) continue;
      // Nor a name beside its own abbreviation: "the Consumer Prices Index (_____)" gives "CPI" away.
      if (at && spelledBeside(phrase, before, after)) continue;
      // Nor a word of how often: "meets eight _____ a year" asks for "times", "eight times a
      // _____" for "year".
      if (at && HOW_OFTEN.test(phrase)) continue;
      // Nor a verb, which asks for the notes' choice of word: "(CPI), which _____ the price of a
      // basket of goods" asked for "tracks". A term the notes name ("called ...") may be one.
      if (at && !named.has(phrase) && saidAsVerb(phrase, sentence)) continue;
      if (at) {
        found = { phrase, at };
        break;
      }
    }
    if (!found) continue;
    const { phrase, at } = found;
    used.add(sentence);
    asked.add(phrase.toLowerCase());
    const blanked = sentence.slice(0, at.index) + BLANK + sentence.slice(at.index + phrase.length);
    // A sentence that opens with "It" or "Its" after one about a named thing is quoted with that
    // thing in brackets ("[The Calvin cycle] uses the _____ …"). Another that opens with a word
    // pointing back says which notes it is from, or the student cannot tell what it means (the
    // title unquoted: the sentence is the quote a grader reads).
    const resolved = inBrackets(blanked, subjects[inOrder.indexOf(sentence) - 1]);
    blankQuestions.push({
      ...base,
      kind: "blank",
      prompt: resolved
        ? `Fill in the blank: "${resolved}"`
        : OPENS_WITH_PRONOUN.test(blanked)
          ? `Fill in the blank, from your notes on ${item.title.replace(/["“”]/g, "")}: "${blanked}"`
          : `Fill in the blank: "${blanked}"`,
      passage: sentence,
      expected: phrase,
    });
  }
  // Variety first: one of each kind, then the remaining blanks. The explain question's feedback
  // quotes one of its passages, which would give a later blank on it away: such a blank may only
  // come first.
  const firstBlank = blankQuestions.find((q) => quoted.has(q.passage)) ?? blankQuestions[0];
  const otherBlanks = blankQuestions.filter((q) => q !== firstBlank && !quoted.has(q.passage));
  if (firstBlank) questions.push(firstBlank);
  if (twoPart) questions.push(twoPart);
  questions.push(explain);
  // (a why after each of the first blanks: kinds take turns)
  const [firstWhy, ...laterWhys] = whys;
  if (firstWhy) questions.push(firstWhy);
  otherBlanks.forEach((blank, at) => {
    questions.push(blank);
    const why = laterWhys[at];
    if (why) questions.push(why);
  });
  questions.push(...laterWhys.slice(otherBlanks.length));
  return questions;
}

/**
 * A definition's subject names a thing: "Told it was a study" defines nothing, and "This is the
 * cohesion-tension theory" would ask "What is this?".
 */
/** Plurals of Latin and Greek nouns that English also uses as singulars ("the data is"). */
const ALSO_SINGULAR = new Set(["data", "media", "agenda", "trivia"]);

/**
 * A Latin or Greek plural ("mitochondria", "criteria", "stomata", "nuclei"): WordNet knows its
 * singular as a noun and not the word itself (it lists only singulars; "bacteria" and "fungi" are
 * in it as names of groups, and are left as the notes say them).
 */
function classicalPlural(word: string): boolean {
  const plural = word.toLowerCase();
  if (plural.length < 4 || ALSO_SINGULAR.has(plural)) return false;
  const stem = plural.replace(/(?:ae|a|i)$/, "");
  // "-ia" for "-ium" names an oxide as often ("yttria", "ceria"): of those, "cilia" is a plural.
  const singulars = plural.endsWith("ae")
    ? [`${stem}a`]
    : plural.endsWith("ata")
      ? [plural.slice(0, -2), `${stem}um`]
      : plural.endsWith("a")
        ? plural.endsWith("ia") && plural !== "cilia"
          ? [`${stem}on`]
          : [`${stem}on`, `${stem}um`]
        : plural.endsWith("i")
          ? [`${stem}us`]
          : [];
  if (singulars.length === 0) return false;
  const wordnet = sharedWordNet();
  return !wordnet.knows(plural) && singulars.some((singular) => wordnet.posesOf(singular).includes("noun"));
}

function namesAThing(subject: string): boolean {
  if (/^(?:this|that|these|those|it|they|there|here|such|which)\b/i.test(subject)) return false;
  const { pos } = readTokens(subject);
  return pos[0] !== "VERB" && pos[0] !== "AUX" && !pos.includes("PRON");
}

/** A definition's predicate: "a...", "the...", "when...", not "used to..." or "measured in...". */
const DEFINES = /^(?:a|an|the|one|any|when|how|where|what|whatever|each)\b/i;

/**
 * A definition's predicate says its subject is a person: its head noun, the last word before what
 * says more of it ("an English naturalist who ...", "a German philosopher, ..."), names a kind of
 * person. "Darwin was a naturalist" asks "Who was Darwin?"; "Mitochondria are the powerhouse"
 * still asks what.
 */
function saysAPerson(predicate: string): boolean {
  const phrase = predicate
    .replace(/^(?:a|an|the|one)\s+/i, "")
    .split(
      /\s+(?:who|whom|whose|which|that|of|in|from|for|at|on|with|by|and|known|famous|best)\b|[,;:(]/i,
    )[0];
  const head = phrase?.trim().split(/\s+/).at(-1) ?? "";
  return /^\p{Ll}+$/u.test(head) && sharedWordNet().namesPeople(head);
}

/**
 * Words that point back to what the sentence before said ("The product splits into two
 * molecules…"): hidden, they ask which word the notes chose, not a term a student must know.
 */
const REFERS_BACK = new Set([
  "product",
  "products",
  "result",
  "results",
  "outcome",
  "output",
  "rest",
  "remainder",
  "amount",
  "number",
  "total",
  "latter",
  "former",
  "same",
  "other",
  "others",
]);

/** Whether the notes write `phrase` with a capital where no sentence starts: "Bosnia", not "Muscles". */
function isName(phrase: string, text: string): boolean {
  if (!/^\p{Lu}/u.test(phrase)) return false;
  // (a space or two on the same line before it: a line's first word opens a sentence)
  const written = new RegExp(
    `(?<=[\\p{L}\\p{N},;(][^\\S\\n]{1,4})${escapeRegExp(phrase)}(?![\\p{L}\\p{N}])`,
    "u",
  );
  return written.test(text);
}

/**
 * Whether hiding `phrase` in `sentence` asks for something: not a word of the title, not a
 * general word ("place", "process"), not a word the sentence uses again elsewhere, not a unit or a number with its unit, not too long.
 */
function blankable(
  phrase: string,
  sentence: string,
  titleWords: Set<string>,
  spread: ReadonlyMap<string, number>,
  everywhere: number,
): boolean {
  const words = phrase.split(/\s+/);
  if (words.length > 3 || phrase.length >= sentence.length / 2) return false;
  if (words.every((w) => (spread.get(stem(w)) ?? 0) >= everywhere)) return false;
  // "take _____ in the thylakoid" asks for "place": a word too general to be a term.
  if (words.length === 1 && (GENERIC.has(phrase.toLowerCase()) || REFERS_BACK.has(phrase.toLowerCase())))
    return false;
  if (words.some((w) => titleWords.has(stem(w)))) return false;
  if (/^(?:km|m|cm|mm|kg|g|s|h|mph|m\/s|km\/h|°c|°f|%)$/i.test(phrase)) return false;
  // A unit's letter ("37 °C" hides "C") asks for nothing a student must know ("vitamin A" may).
  if (/^\p{L}\.?$/u.test(phrase) && new RegExp(`[\\d°]\\s?${escapeRegExp(phrase)}`, "u").test(sentence))
    return false;
  // What counts the term after it ("two _____ of 3-phosphoglycerate" asks for "molecules").
  const counted = new RegExp(
    `(?:^|[^\\p{L}\\p{N}])(?:\\d+|one|two|three|four|five|six|seven|eight|nine|ten|many|several)\\s+${escapeRegExp(phrase)}\\s+of\\s`,
    "iu",
  );
  if (words.length === 1 && counted.test(sentence)) return false;
  const head = stem(words.at(-1) ?? "");
  const mentions = sentence.split(/[^\p{L}\p{N}]+/u).filter((w) => stem(w) === head).length;
  return mentions <= 1;
}

/** Whether a one-word phrase is the sentence's verb where it stands ("which tracks the price"). */
function saidAsVerb(phrase: string, sentence: string): boolean {
  if (/\s/.test(phrase)) return false;
  const word = phrase.toLowerCase();
  const list = tokens(normalizeText(sentence));
  const found = list.find((t) => (t.written ?? t.word) === word);
  return found?.pos === "VERB" || found?.pos === "AUX";
}

/**
 * Terms the notes introduce, with the sentence that explains each: "pores called stomata",
 * "known as inertia", "short-term memory (STM)".
 */
/** A question the notes hold (one a student wrote to ask, or to revise by): nothing to ask back. */
const isQuestion = (sentence: string) => /\?[\s"'”’)\]]*$/u.test(sentence);

/** A small word after a named term's first word, which the term ends before. */
const TERM_ENDS_BEFORE =
  /\s+(?:and|or|but|is|are|was|were|be|been|has|have|had|can|could|may|might|will|would|which|that|who|where|when|while|because|so|as|on|in|at|of|to|from|by|with|for|into|onto|through|under|over|inside|within|along|across|near|between|during|after|before|around|above|below|the|a|an|its|their|this|these|those)$/i;

function namedTerms(text: string): { term: string; sentence: string }[] {
  const found: { term: string; sentence: string }[] = [];
  const seen = new Set<string>();
  for (const { text: sentence } of readNoteSentences(text)) {
    if (isQuestion(sentence)) continue;
    const patterns = [
      /\b(?:called|known as|termed)\s+(?:the\s+|a\s+|an\s+)?([\p{L}][\p{L}-]*(?:\s[\p{L}][\p{L}-]*)?)/giu,
      /\(([\p{Ll}][\p{L}-]*(?:\s[\p{L}][\p{L}-]*)?)\)/gu,
    ];
    for (const pattern of patterns) {
      for (const match of sentence.matchAll(pattern)) {
        // "tiny pores called stomata on the underside": the term is "stomata", not "stomata on".
        const term = (match[1] ?? "").replace(TERM_ENDS_BEFORE, "").trim();
        if (term.length < 3 || seen.has(term.toLowerCase())) continue;
        seen.add(term.toLowerCase());
        found.push({ term, sentence });
      }
    }
  }
  return found;
}

/** "a, b and c" */
export function listWords(words: string[], limit = 5): string {
  const shown = words.slice(0, limit);
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1] ?? ""}`;
}

/** Whether the notes write `word` (as it is, capital and all) after another word of a sentence. */
function capitalWithin(word: string, text: string): boolean {
  return new RegExp(`[\\p{L}\\p{N},;:)]\\s+${escapeRegExp(word)}(?![\\p{L}])`, "u").test(text);
}

/**
 * "Photosynthesis" → "photosynthesis" mid-sentence; "DNA" and "RuBisCO" keep their capitals, and
 * so does a name the notes capitalise mid-sentence too ("the Calvin cycle") or one WordNet knows
 * as a name first of all ("Paris", "Magna Carta", even when the notes only start a line with it).
 */
function sentenceCase(phrase: string, text: string): string {
  if (!/^\p{Lu}\p{Ll}/u.test(phrase)) return phrase;
  const first = phrase.split(/[^\p{L}]/u)[0] ?? "";
  const wordNet = sharedWordNet();
  if (wordNet.writtenAsName(phrase)) return phrase;
  // A plural of a common noun ("Mitochondria" at the start of a list's line) is no name.
  if (classicalPlural(first)) return phrase.charAt(0).toLowerCase() + phrase.slice(1);
  if (capitalWithin(first, text)) return phrase;
  if (phrase !== first && wordNet.writtenAsName(first)) return phrase;
  return phrase.charAt(0).toLowerCase() + phrase.slice(1);
}

/**
 * A clause mid-sentence: its first word in small letters as `sentenceCase` gives it, unless it is a
 * name ("Stresemann ended ...", "Franz Ferdinand was ...": a word WordNet does not know, or one a
 * capitalised word follows).
 */
function clauseCase(clause: string, text: string): string {
  const [first = "", ...rest] = clause.split(" ");
  if (/^\p{Lu}/u.test(rest[0] ?? "") || !sharedWordNet().knows(first.toLowerCase())) return clause;
  // (a word the notes also write in small letters, and never with its capital within a sentence,
  // is no name: "Ionic", beside "ionic bonds"; not "US" beside "us", nor "May" beside "in May")
  const small = first.toLowerCase();
  // (a name WordNet knows, only where the notes use the small word as a quality: "ionic bonds", not
  // "made of china" for "China", nor "soldiers march" for "March")
  const quality = () =>
    sharedWordNet().posesOf(small).includes("adj") &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(small)}\\s+\\p{L}`, "u").test(text);
  if (
    /^\p{Lu}\p{Ll}+$/u.test(first) &&
    new RegExp(`(?<![\\p{L}])${escapeRegExp(small)}(?![\\p{L}])`, "u").test(text) &&
    !capitalWithin(first, text) &&
    (!sharedWordNet().writtenAsName(first) || quality())
  )
    return [small, ...rest].join(" ");
  return [sentenceCase(first, text), ...rest].join(" ");
}

/**
 * The phrase with the article the notes mostly give it: "say about the rate" where the notes say
 * "the rate of photosynthesis", and still "say about children"; or as more than one, where the
 * notes count it ("say about bulbs").
 */
function asTheNotesSayIt(phrase: string, text: string): string {
  const said = sentenceCase(phrase, text);
  if (/^the\s/i.test(said)) return said;
  const all = text.match(new RegExp(wholeWords(phrase).source, "giu"))?.length ?? 0;
  const withThe =
    text.match(new RegExp(`(?<![\\p{L}])the\\s+${wholeWords(phrase).source}`, "giu"))?.length ?? 0;
  if (all > 0 && withThe * 2 >= all) return `the ${said}`;
  // A thing the notes count, as they write more than one: "say about bulbs", not "say about bulb"
  // ("each bulb", "the other bulbs").
  // (counted as the notes count it, not a verb: "The burner heats the beaker" is no "heats")
  if (!/s$/i.test(said) && !said.includes(" ")) {
    const forms = [`${said}s`, ...(/(?:s|x|z|ch|sh|o)$/i.test(said) ? [`${said}es`] : [])];
    const read = readTokens(text);
    const counted = (i: number) =>
      COUNTING.has(read.words[i - 1]?.toLowerCase() ?? "") || read.pos[i - 1] === "NUM";
    const plural = forms.find((form) =>
      read.words.some((word, i) => word.toLowerCase() === form.toLowerCase() && counted(i)),
    );
    if (plural) return plural;
  }
  return said;
}

/** Words before a noun that count it as more than one: "the other bulbs", "many changes". */
const COUNTING = new Set([
  "the",
  "other",
  "many",
  "these",
  "those",
  "some",
  "all",
  "both",
  "several",
  "few",
  "more",
  "most",
  "such",
  "their",
  "its",
  "two",
  "three",
  "four",
]);

/** Words of time and counting, no term to know. */
const HOW_OFTEN =
  /^(?:times?|years?|days?|weeks?|months?|hours?|minutes?|seconds?|decades?|century|centuries)$/i;

/** Small words an abbreviation leaves out or writes small: "Bank of England" (BoE). */
const SMALL_WORDS = new Set(["of", "and", "the", "for", "in", "on", "to", "a", "an", "&"]);

/** Whether the letters of `short` are the first letters of `words`' last ones (small words may be left out). */
function initialsOf(short: string, words: string): boolean {
  const letters = short.replace(/[^\p{L}]/gu, "").toLowerCase();
  if (letters.length < 2) return false;
  const list = words.split(/[\s-]+/).filter(Boolean);
  const all = list
    .slice(-letters.length)
    .map((w) => w.charAt(0).toLowerCase())
    .join("");
  const big = list.filter((w) => !SMALL_WORDS.has(w.toLowerCase()));
  const bigOnes = big
    .slice(-letters.length)
    .map((w) => w.charAt(0).toLowerCase())
    .join("");
  return all === letters || bigOnes === letters;
}

/**
 * A term written beside its abbreviation, or an abbreviation beside the words it shortens: either
 * gives the other away ("the Consumer Prices Index (CPI)").
 */
export function spelledBeside(phrase: string, before: string, after: string): boolean {
  const opening = /\(\s*$/.exec(before);
  if (opening && /^\s*\)/.test(after)) return initialsOf(phrase, before.slice(0, opening.index));
  // (or a few words on: "the _____ of England (BoE)")
  // (its letters reaching back into the phrase: "the interest rate set by the Bank of England
  // (BoE)" gives nothing of "interest rate" away)
  const beside = /^([\p{L}' ]{0,30}?)\s*\(([\p{L}&]{2,8})\)/u.exec(after);
  if (!beside) return false;
  const short = beside[2] ?? "";
  const between = (beside[1] ?? "").split(/\s+/).filter((w) => w && !SMALL_WORDS.has(w.toLowerCase()));
  return (
    between.length < short.replace(/[^\p{L}]/gu, "").length &&
    initialsOf(short, `${phrase} ${beside[1] ?? ""}`.trim())
  );
}

/** The phrase as whole words: "cell" is not found in "cells", nor "product" in "by-product". */
function wholeWords(phrase: string, flags = ""): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, `u${flags}`);
}
