import type { QuizContentItem } from "../capabilities";
import { keyPhrases } from "./key-phrases";
import { readSentences } from "./nlp";
import { rankSentences } from "./text-rank";

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
   * For explain questions: other passages that answer it as well (each sentence of the notes
   * about the subject); an answer is graded against the one it recalls best.
   */
  alternatives?: string[];
}

const DEFINITION =
  /^(?:the |an? )?([\p{L}][\p{L}\p{N} -]{1,40}?) (is|are|was|were|means|refers to) (.{8,})$/iu;
const BLANK = "_____";
/**
 * Questions planned per item at most. A quiz asks a handful, items taking turns, so this many
 * is never reached in practice; it keeps a 200,000-character note from costing a pattern
 * search for every sentence.
 */
export const MAX_QUESTIONS_PER_ITEM = 50;
/** The central sentences about the explain question's subject that an answer may recall. */
const EXPLAIN_PASSAGES = 6;

/**
 * Questions drawn from the selected content only, most central sentences first (TextRank):
 * a definition where a sentence defines something, fill-in-the-blank on a key phrase, and an
 * explain-in-your-own-words on the item's main idea. Items take turns, so every selected item is
 * asked about before any is asked about twice. No two questions have the same wording.
 */
export function planQuestions(content: QuizContentItem[], count: number): PlannedQuestion[] {
  const perItem = content.map(questionsFor).filter((questions) => questions.length > 0);
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

function questionsFor(item: QuizContentItem): PlannedQuestion[] {
  const sentences = readSentences(item.text).filter((s) => s.terms.length >= 2);
  if (sentences.length === 0) return [];
  const scores = rankSentences(sentences);
  const ranked = sentences
    .map((sentence, index) => ({ sentence, score: scores[index] ?? 0, index }))
    .sort((a, b) => b.score - a.score || a.index - b.index)
    .map(({ sentence }) => sentence.text);
  const phrases = keyPhrases(item.text, 20);
  const title = item.title.trim().toLowerCase();
  // Blanks hide a short key phrase that the item's title does not give away.
  const blankable = phrases.filter((p) => p.split(" ").length <= 2 && p.toLowerCase() !== title);
  const base = { contentId: item.id };
  const questions: PlannedQuestion[] = [];

  let definition: { sentence: string; match: RegExpExecArray } | undefined;
  for (const sentence of ranked) {
    const match = DEFINITION.exec(sentence.replace(/[.!]$/, ""));
    if (match && (match[1] ?? "").split(" ").length <= 4) {
      definition = { sentence, match };
      break;
    }
  }
  if (definition) {
    const [, subject = "", verb = "is", predicate = ""] = definition.match;
    const plural = verb === "are" || verb === "were";
    questions.push({
      ...base,
      kind: "definition",
      prompt: `What ${plural ? "are" : "is"} ${sentenceCase(subject)}?`,
      passage: definition.sentence,
      expected: predicate,
    });
  }

  const blanks = ranked.filter((sentence) => sentence !== definition?.sentence);
  const about = phrases[0];
  // The explanation expected: the most central sentences that speak of what is asked about.
  const aboutPattern = about ? wholeWords(about, "i") : undefined;
  const aboutIt: string[] = [];
  for (const sentence of ranked) {
    if (aboutIt.length >= EXPLAIN_PASSAGES) break;
    if (aboutPattern?.test(sentence)) aboutIt.push(sentence);
  }
  const topSentences = (aboutIt.length > 0 ? aboutIt : ranked).slice(0, 2).join(" ");
  const explain: PlannedQuestion = {
    ...base,
    kind: "explain",
    prompt:
      !about || about.toLowerCase() === title
        ? `In your own words, explain ${sentenceCase(item.title)}, as your notes on "${item.title}" describe it.`
        : `In your own words, what do your notes on "${item.title}" say about ${sentenceCase(about)}?`,
    passage: topSentences,
    expected: topSentences,
    alternatives: aboutIt.slice(0, EXPLAIN_PASSAGES),
  };
  const patterns = blankable.map((phrase) => ({ phrase, pattern: wholeWords(phrase) }));
  const blankQuestions: PlannedQuestion[] = [];
  for (const sentence of blanks) {
    if (blankQuestions.length >= MAX_QUESTIONS_PER_ITEM) break;
    let found: { phrase: string; at: RegExpExecArray } | undefined;
    for (const { phrase, pattern } of patterns) {
      if (phrase.length >= sentence.length / 2) continue;
      const at = pattern.exec(sentence);
      if (at) {
        found = { phrase, at };
        break;
      }
    }
    if (!found) continue;
    const { phrase, at } = found;
    const blanked = sentence.slice(0, at.index) + BLANK + sentence.slice(at.index + phrase.length);
    blankQuestions.push({
      ...base,
      kind: "blank",
      prompt: `Fill in the blank: "${blanked}"`,
      passage: sentence,
      expected: phrase,
    });
  }
  // Variety first: one of each kind, then the remaining blanks.
  const [firstBlank, ...otherBlanks] = blankQuestions;
  if (firstBlank) questions.push(firstBlank);
  questions.push(explain);
  questions.push(...otherBlanks);
  return questions;
}

/**
 * A light suffix-stripper on top of the lemmatiser, for the forms it leaves apart
 * ("Plants" read as a name, "losing" and "loss", "copied" and "copies").
 */
export function stem(word: string): string {
  let w = word.toLowerCase().replace(/'s$/, "");
  if (w.length > 4) {
    if (w.endsWith("ies")) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("ied")) w = `${w.slice(0, -3)}y`;
    else if (w.endsWith("ing")) w = w.slice(0, -3);
    else if (w.endsWith("ed")) w = w.slice(0, -2);
    else if (w.endsWith("es")) w = w.slice(0, -2);
    else if (w.endsWith("s") && !w.endsWith("ss")) w = w.slice(0, -1);
  }
  return w.length > 3 && w.endsWith("e") ? w.slice(0, -1) : w;
}

/** "a, b and c" */
export function listWords(words: string[], limit = 5): string {
  const shown = words.slice(0, limit);
  if (shown.length <= 1) return shown.join("");
  return `${shown.slice(0, -1).join(", ")} and ${shown[shown.length - 1] ?? ""}`;
}

/** "Photosynthesis" → "photosynthesis" mid-sentence; "DNA" and "RuBisCO" keep their capitals. */
function sentenceCase(phrase: string): string {
  return /^\p{Lu}\p{Ll}/u.test(phrase) ? phrase.charAt(0).toLowerCase() + phrase.slice(1) : phrase;
}

/** The phrase as whole words: "cell" is not found in "cells", nor "product" in "by-product". */
function wholeWords(phrase: string, flags = ""): RegExp {
  const escaped = phrase.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
  return new RegExp(`(?<![\\p{L}\\p{N}-])${escaped}(?![\\p{L}\\p{N}-])`, `u${flags}`);
}
