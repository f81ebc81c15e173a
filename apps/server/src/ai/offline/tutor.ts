import type {
  Assessment,
  AssessInput,
  ChatTurn,
  ContentScore,
  QuizContentItem,
  Score,
  TutorReply,
  TutorTurnInput,
} from "../capabilities";
import { COURSE_PAGE } from "@study-well/shared";
import { itemReason, itemScore } from "../item-score";
import { answerTexts, gradeAnswer, WHOLE_NOTE, type AnswerGrade, type GradeInput } from "./grading/grader";
import type { SentenceVectors } from "./grading/sentence-vectors";
import { sharedWordNet } from "./grading/wordnet";
import { keptLately } from "./kept-lately";
import { contentTerms, readNoteSentences } from "./nlp";
import { listWords, planQuestions, type PlannedQuestion } from "./quiz-plan";
import { stem } from "./stem";

import {
  NOTHING_TO_ASK,
  OFFLINE_QUIZ_LENGTH,
  QUESTION_GONE,
  QUIZ_OVER,
  QUIZ_OVER_OPENING,
  TAKING_OVER,
} from "./tutor-texts";

/**
 * A tutor that needs no model: it asks one question at a time drawn from the selected content,
 * gives feedback on each answer quoting the passage the question came from, never repeats a
 * question, and ends after a set number of questions. It keeps no state of its own: what was
 * asked is read back from the conversation, so any server instance can take the next turn.
 * (Runs in the text worker thread: offline-tutor.engine.ts.)
 */
export function tutorTurn(
  input: TutorTurnInput,
  questionCount = OFFLINE_QUIZ_LENGTH,
  vectors?: SentenceVectors,
  plan: PlannedQuestion[] = planQuestions(input.content, questionCount, input.askedBefore),
): Omit<TutorReply, "engine"> {
  if (plan.length === 0) return { text: NOTHING_TO_ASK, done: true };
  const asked = askedQuestions(plan, input.history);
  const current = asked[asked.length - 1];
  const next = plan.find((question) => !asked.includes(question));
  const reply = (parts: string[], done: boolean) => ({ text: parts.join("\n\n"), done });
  const ask = (question: PlannedQuestion) =>
    `Question ${plan.indexOf(question) + 1} of ${plan.length}: ${question.prompt}`;
  if (!input.isInitial && !current && ASKED.test(lastTutorTurn(input.history))) {
    // Every question asked so far was about notes changed or deleted since.
    const first = next ?? plan[0];
    return first ? reply([QUESTION_GONE, ask(first)], false) : reply([QUESTION_GONE, QUIZ_OVER], true);
  }
  if (input.isInitial || !current) {
    const first = next ?? plan[0];
    if (!first) return reply([NOTHING_TO_ASK], true);
    // A quiz a language model began: it goes on, with no second greeting.
    if (!input.isInitial && input.history.some((turn) => turn.role === "assistant"))
      return reply([TAKING_OVER, ask(first)], false);
    // The notes this quiz asks about, and how many of those selected they are when not all.
    const asking = [...new Set(plan.map((question) => question.contentId))];
    const titles = listWords(
      [...new Set(asking.map((id) => `"${titleOf(input.content, id)}"`))],
      OFFLINE_QUIZ_LENGTH,
    );
    const selected = new Set(input.content.map((item) => item.id)).size;
    const some =
      asking.length < selected ? `, on ${asking.length} of the ${selected} notes you selected` : "";
    return reply(
      [
        `Let's see what you remember about ${titles}. ${plan.length === 1 ? "I'll ask one question" : `I'll ask ${plan.length} questions, one at a time`}${some}. Answer in your own words; it's fine to say you don't know.`,
        ask(first),
      ],
      false,
    );
  }
  const lastTurn = lastTutorTurn(input.history);
  if (!next && lastTurn.includes(QUIZ_OVER)) return reply([QUIZ_OVER], true);
  // The question last put is no longer one the notes give (its note was changed or deleted in
  // another tab): the answer is not marked against an earlier question, or another note.
  if (ASKED.test(lastTurn) && !lastTurn.includes(current.prompt)) {
    return next ? reply([QUESTION_GONE, ask(next)], false) : reply([QUESTION_GONE, QUIZ_OVER], true);
  }
  const item = input.content.find((i) => i.id === current.contentId);
  const said = feedback(current, input.message, item?.title ?? "your notes", item?.text, vectors);
  return next ? reply([said, ask(next)], false) : reply([said, QUIZ_OVER], true);
}

/**
 * Grades every answer on its own against what its question asked (grading/grader.ts), and scores
 * each item from its answers: every answered question gets a grade and a reason, an answer to a
 * question this tutor did not plan (a language model's) is graded against the item whose notes
 * the question is about.
 */
export function assess(
  input: AssessInput,
  vectors?: SentenceVectors,
  plan: PlannedQuestion[] = everyQuestion(input.content),
): Omit<Assessment, "engine"> {
  const byItem = new Map<string, Graded[]>();
  for (const { itemId, given, planned } of assessedAnswers(input, plan)) {
    const graded = gradeAnswer(given, sharedWordNet(), vectors);
    // A fill-in answer's reason names the missing words, as the chat did, rather than quote again
    // the sentence the question quotes (QA: the report gave each such sentence twice).
    const blank = planned && blankReason(planned, graded);
    const grade = blank ? { ...graded, reason: blank } : graded;
    byItem.set(itemId, [...(byItem.get(itemId) ?? []), { question: given.question, grade }]);
  }
  const contentScores: Record<string, ContentScore> = {};
  for (const [id, answers] of byItem) {
    contentScores[id] = {
      score: itemScore(answers.map((a) => a.grade.score)),
      title: titleOf(input.content, id),
      reason: itemReason(
        answers.map((a) => ({ ...a.grade, question: a.question.replace(/^Question \d+ of \d+:\s*/, "") })),
      ),
    };
  }
  // (a note the tutor could ask nothing about, a photo with no words read, is not one to quiz again)
  const askable = new Set(plan.map((question) => question.contentId));
  return {
    contentScores,
    report: report(input.content, byItem, contentScores, endedAt(input.messages), askable),
  };
}

/**
 * The question a quiz was ended at, when the student closed it with a question of this tutor's
 * still unanswered (its last turn puts one, and nothing answers it): "Question 3 of 5".
 */
function endedAt(messages: ChatTurn[]): { at: number; of: number } | undefined {
  const last = messages.at(-1);
  if (last?.role !== "assistant") return undefined;
  const asked = /^Question (\d+) of (\d+): /m.exec(last.content);
  return asked ? { at: Number(asked[1]), of: Number(asked[2]) } : undefined;
}

interface Graded {
  question: string;
  grade: AnswerGrade;
}

/** Each answer an assessment grades, with the item it is about and the notes it is read against. */
function assessedAnswers(
  input: AssessInput,
  plan: PlannedQuestion[],
): { itemId: string; given: GradeInput; planned: PlannedQuestion | undefined }[] {
  let passages: Passages | undefined;
  return answeredQuestions(input.messages).flatMap(({ question, answer }) => {
    const planned = plan.find((q) => question.includes(q.prompt));
    // With notes deleted since the quiz began, one of this tutor's own questions that the notes
    // left no longer give was about one of those, or about a note edited since: it is marked
    // against a note only when the question shows it is that one's (edited), never against
    // another note's text, and is otherwise left out, as the next turn would have left it
    // (QUESTION_GONE).
    const edited =
      !planned && input.notesDeleted && ASKED.test(question)
        ? editedItemAsked(input.content, question)
        : undefined;
    if (!planned && input.notesDeleted && ASKED.test(question) && !edited) return [];
    const itemId =
      planned?.contentId ??
      edited ??
      (input.content.length === 1
        ? input.content[0]?.id
        : closestItem((passages ??= readPassages(input.content)), question));
    const item = input.content.find((i) => i.id === itemId);
    if (!item) return [];
    return [
      {
        itemId: item.id,
        given: planned
          ? plannedInput(planned, answer, item.text, question)
          : { note: item.text, question, answer },
        planned,
      },
    ];
  });
}

/**
 * The note one of this tutor's questions that the notes no longer give was about, when the question
 * shows it is one of the notes as they are now (edited since it was asked): the one note whose
 * title it names, or the one holding the sentence it blanked. Undefined when it does not show.
 */
function editedItemAsked(content: AssessInput["content"], question: string): string | undefined {
  const only = (items: AssessInput["content"]) =>
    new Set(items.map((item) => item.id)).size === 1 ? items[0]?.id : undefined;
  // (the question's own line: the feedback before it may name another note)
  const prompt = /^Question \d+ of \d+: (.+)$/m.exec(question)?.[1] ?? "";
  const title = /notes on "([^"]+)"/.exec(prompt)?.[1];
  if (title) return only(content.filter((item) => item.title === title));
  const blanked = /^Fill in the blank.*?: "(.+)"$/.exec(prompt)?.[1];
  if (!blanked) return undefined;
  const parts = blanked
    .split(/_{3,}/)
    .map((part) => part.trim())
    .filter((part) => part.length > 0);
  return parts.length === 0
    ? undefined
    : only(content.filter((item) => parts.every((part) => item.text.includes(part))));
}

/** The answers' texts whose sentence vectors an assessment reads, to work out before it grades. */
export function assessedAnswerTexts(input: AssessInput, plan: PlannedQuestion[]): string[] {
  return assessedAnswers(input, plan).flatMap(({ given }) => answerTexts(given));
}

/** The text of the answer a tutor turn grades, if it grades one, to work out before it does. */
export function answeredTexts(input: TutorTurnInput, plan: PlannedQuestion[]): string[] {
  const current = askedQuestions(plan, input.history).at(-1);
  if (input.isInitial || !current) return [];
  return answerTexts(plannedInput(current, input.message, textOf(input.content, current.contentId)));
}

/** Every question this tutor could have asked, so its own questions are recognised exactly. */
export function everyQuestion(content: AssessInput["content"]): PlannedQuestion[] {
  return planQuestions(content, Number.MAX_SAFE_INTEGER);
}

/** The notes and question of each planned question, whose sentence vectors can be worked out before the answers come. */
export function plannedNotes(
  plan: PlannedQuestion[],
  content: QuizContentItem[],
): { note: string; question: string }[] {
  return plan.map((q) => ({ note: notesOf(q, textOf(content, q.contentId)), question: q.prompt }));
}

/** An answer to a planned question, as it is graded. */
function plannedInput(
  question: PlannedQuestion,
  answer: string,
  context?: string,
  asked: string = question.prompt,
): GradeInput {
  return { note: notesOf(question, context), question: asked, answer, ...(context ? { context } : {}) };
}

/** What a planned question's answer is read against: its passage and the other passages that answer it. */
/** Notes' sentences read lately: every answer of a quiz reads its note's (a second an answer for 2,000 sentences). */
const sentencesOfNote = keptLately<string[]>(16);

function notesOf(question: PlannedQuestion, itemText?: string): string {
  // The question about a whole note is answered by any of its points, not only by those its
  // feedback quotes (QA: "Oxygen is released when water is split" was "not yet what your notes say").
  // Its own passages first: an answer that gives them as well as others is credited with those.
  const own = [...new Set([question.passage, ...(question.alternatives ?? [])])];
  if (itemText === undefined || question.kind !== "explain" || !WHOLE_NOTE.test(question.prompt))
    return own.join("\n");
  const rest = sentencesOfNote(itemText, () =>
    readNoteSentences(itemText).map((sentence) => sentence.text),
  ).filter((sentence) => !own.some((passage) => passage.includes(sentence)));
  return [...own, ...rest].join("\n");
}

/** A line of the offline tutor's that puts a question. */
const ASKED = /^Question \d+ of \d+: /m;

function lastTutorTurn(history: ChatTurn[]): string {
  return [...history].reverse().find((turn) => turn.role === "assistant")?.content ?? "";
}

/** Planned questions the tutor has already put, in the order it asked them. */
function askedQuestions(plan: PlannedQuestion[], history: ChatTurn[]): PlannedQuestion[] {
  const asked: PlannedQuestion[] = [];
  for (const turn of history) {
    if (turn.role !== "assistant") continue;
    for (const question of plan) {
      if (turn.content.includes(question.prompt) && !asked.includes(question)) asked.push(question);
    }
  }
  return asked;
}

function feedback(
  question: PlannedQuestion,
  answer: string,
  title: string,
  context: string | undefined,
  vectors: SentenceVectors | undefined,
): string {
  const grade = gradeAnswer(plannedInput(question, answer, context), sharedWordNet(), vectors);
  // A blank's own sentence, whole: the grader's passage may be a piece of it, which can stop short
  // of the missing word the feedback names.
  const passage = question.kind === "blank" ? question.passage : grade.passage || question.passage;
  const verdict =
    grade.score === 3 ? "Well done, that's right." : (blankReason(question, grade) ?? grade.reason);
  // A reason that quotes the notes already says where the answer is.
  if (verdict.includes(`“${passage}”`)) return verdict;
  return `${verdict} From your notes on "${title}": “${passage}”`;
}

/**
 * What a fill-in answer that is not right is told, naming the missing words (said alike in the chat
 * and the report): undefined for any other answer, and for a partly right one, whose reason says
 * what it got across.
 */
function blankReason(question: PlannedQuestion, grade: AnswerGrade): string | undefined {
  if (question.kind !== "blank" || grade.score === 3 || grade.verdict === "partial") return undefined;
  const missing = /\s/.test(question.expected.trim())
    ? `the missing words are “${question.expected}”`
    : `the missing word is “${question.expected}”`;
  if (grade.verdict === "empty" && grade.reason.startsWith("That's fine"))
    return `That's fine to say: ${missing}.`;
  // A reversed answer's reason is said too: why it is wrong.
  if (grade.verdict === "reversed") return `Not quite: ${missing}. ${grade.reason}`;
  return `Not quite: ${missing}.`;
}

function textOf(content: QuizContentItem[], id: string): string | undefined {
  return content.find((item) => item.id === id)?.text;
}

function titleOf(content: QuizContentItem[], id: string): string {
  return content.find((item) => item.id === id)?.title ?? "your notes";
}

/**
 * Each tutor turn that a student answered, as the question (the turn's last paragraph, where a
 * tutor puts its question after its feedback) and the answer. None is left out: an answer to a
 * question without a question mark, or a blank one, is graded too.
 */
function answeredQuestions(messages: ChatTurn[]): { question: string; answer: string }[] {
  const pairs: { question: string; answer: string }[] = [];
  messages.forEach((turn, i) => {
    const reply = messages[i + 1];
    if (turn.role !== "assistant" || reply?.role !== "user") return;
    // What is said after the quiz is over answers nothing; nor does an answer to a question whose
    // note was changed or deleted before it was marked.
    if (turn.content.includes(QUIZ_OVER_OPENING)) return;
    if (messages[i + 2]?.content.startsWith(QUESTION_GONE)) return;
    const lines = turn.content.split("\n").filter((line) => line.trim());
    const question =
      [...lines].reverse().find((line) => /^Question \d+ of \d+: |\?|_____/i.test(line)) ?? lines.at(-1);
    if (question) pairs.push({ question, answer: reply.content });
  });
  return pairs;
}

interface Passages {
  sentences: { item: QuizContentItem; sentence: string; terms: Set<string>; title: Set<string> }[];
  /** Rarer words say more about which sentence a question is after. */
  frequency: Map<string, number>;
}

/** The selected content's sentences and their content words, read once per assessment. */
function readPassages(content: QuizContentItem[]): Passages {
  // A sentence that comes again is read once.
  const read = new Map<string, Set<string>>();
  const termsOf = (sentence: string) => {
    let terms = read.get(sentence);
    if (!terms) {
      terms = new Set(contentTerms(sentence).map((t) => stem(t.lemma)));
      read.set(sentence, terms);
    }
    return terms;
  };
  const sentences = content.flatMap((item) => {
    // Every sentence of a note is about its title, so the title's words do not pick one out.
    const title = termsOf(item.title);
    return item.text.split(/(?<=[.!?])\s+/).map((sentence) => ({
      item,
      sentence,
      terms: termsOf(sentence),
      title,
    }));
  });
  const frequency = new Map<string, number>();
  for (const { terms } of sentences)
    for (const term of terms) frequency.set(term, (frequency.get(term) ?? 0) + 1);
  return { sentences, frequency };
}

/**
 * For a question another tutor (a language model) asked: the item whose sentences share the most
 * of the question's rarer content words; the only item, or the first, when none does.
 */
function closestItem({ sentences, frequency }: Passages, question: string): string | undefined {
  const asked = new Set(contentTerms(question).map((t) => stem(t.lemma)));
  let best: { id: string; weight: number } | undefined;
  for (const { item, terms, title } of sentences) {
    let weight = [...title].some((t) => asked.has(t)) ? 0.5 : 0;
    for (const term of terms)
      if (asked.has(term) && !title.has(term)) weight += 1 / (frequency.get(term) ?? 1);
    if (!best || weight > best.weight) best = { id: item.id, weight };
  }
  return best?.id;
}

function report(
  content: QuizContentItem[],
  byItem: Map<string, Graded[]>,
  scores: Record<string, ContentScore>,
  ended: { at: number; of: number } | undefined,
  askable: ReadonlySet<string>,
): Assessment["report"] {
  const answers = [...byItem.values()].flat();
  if (answers.length === 0) {
    return {
      overall: "No questions were answered, so there is nothing to assess yet.",
      byTopic: {},
      strengths: [],
      improvements: [],
      recommendations: ["Start a new quiz and answer each question in your own words."],
    };
  }
  const mean = averageOf(answers);
  // A note not yet known is no strong grasp, however well the others went.
  const weakest = Math.min(...Object.values(scores).map((s) => s.score));
  const grasp =
    mean >= 2.5 && weakest > 1
      ? "a strong grasp of this material"
      : mean >= 1.75
        ? "a fair grasp, with some gaps"
        : "that this material needs more review";
  const count = (score: number) => answers.filter((a) => a.grade.score === score).length;
  // Only what there was: "5 not yet right", not "0 fully right and 5 not yet right".
  const tally = (
    [
      [3, "fully right"],
      [2, "partly right"],
      [1, "not yet right"],
    ] as const
  ).flatMap(([score, said]) => (count(score) > 0 ? [`${count(score)} ${said}`] : []));
  // The notes selected that no answer was about (a quiz asks about a few of many, or was ended
  // early): they have no score, and the report says so rather than leave them out unremarked.
  const selected = [...new Map(content.map((item) => [item.id, item])).values()];
  const unscored = selected.filter((item) => !byItem.has(item.id) && askable.has(item.id));
  const overall =
    `You answered ${answers.length} question${answers.length === 1 ? "" : "s"} on ${byItem.size} note${byItem.size === 1 ? "" : "s"}: ${listWords(tally)}. ` +
    (answers.length === 1
      ? `Your answer scored ${mean} out of 3, which shows ${grasp}.`
      : `Your answers scored ${mean.toFixed(1)} out of 3 on average, which shows ${grasp}.`) +
    (ended ? ` You ended the quiz at question ${ended.at} of ${ended.of}.` : "") +
    (unscored.length === 0
      ? ""
      : ` No answer in this quiz was about ${unscored.length} of the ${selected.length} notes you selected, so ${unscored.length === 1 ? "it has" : "they have"} no score yet.`);

  // Each note's score is the one its badge shows; the answers' average says how close it was.
  const byTopic: Record<string, string> = {};
  const topics = new Map<string, string[]>();
  for (const id of Object.keys(scores)) {
    const topic = content.find((item) => item.id === id)?.topic ?? "Other";
    topics.set(topic, [...(topics.get(topic) ?? []), id]);
  }
  // A topic's notes with no score, after those it has: "“Meiosis” has no score yet: no answer was about it."
  const unscoredIn = (topic: string) => {
    const none = unscored.filter((item) => item.topic === topic);
    if (none.length === 0) return "";
    return none.length === 1
      ? `${titlesOf(none)} has no score yet: no answer was about it.`
      : `${titlesOf(none)} have no score yet: no answer was about them.`;
  };
  for (const [topic, ids] of topics) {
    const scored = listWords(
      ids.map(
        (id, i) =>
          `"${scores[id]?.title ?? ""}" ${i === 0 ? "scored " : ""}${scores[id]?.score ?? 1} out of 3`,
      ),
      6,
    );
    // With one topic its answers are all of them, and the overall line already gave their average.
    const rest = unscoredIn(topic);
    const also = rest ? ` ${rest}` : "";
    if (topics.size === 1) {
      byTopic[topic] = `${scored}.${also}`;
      continue;
    }
    const answers = ids.flatMap((id) => byItem.get(id) ?? []);
    const average = averageOf(answers);
    // One answer's score is the item's: nothing to add (QA: "The answer scored 3.0 out of 3 on average").
    byTopic[topic] =
      answers.length === 1
        ? `${scored}.${also}`
        : `${scored}. The ${answers.length} answers scored ${average.toFixed(1)} out of 3 on average.${also}`;
  }
  for (const item of unscored) byTopic[item.topic] ??= unscoredIn(item.topic);

  const strengths: string[] = [];
  const improvements: string[] = [];
  const recommendations: string[] = [];
  for (const [id, list] of byItem) {
    const title = scores[id]?.title ?? titleOf(content, id);
    // What was known and what to go over: the notes' own sentences, not a count or a list of words.
    const passages = (wanted: (score: Score) => boolean) =>
      [...new Set(list.filter((a) => wanted(a.grade.score)).map((a) => a.grade.passage))].filter(Boolean);
    // A sentence is known when every answer about it was right: one that another answer got wrong
    // (an explanation right, its blank not) is one to go over, as the note's score says (QA: a
    // strength the same report scored 1 out of 3).
    const short = passages((score) => score < 3);
    const known = passages((score) => score === 3)
      .filter((passage) => !short.includes(passage))
      .slice(0, GO_OVER);
    if (known.length > 0) strengths.push(`"${title}": you knew ${quotedList(known)}`);
    if (short.length > 0) improvements.push(`"${title}": go over ${quotedList(short.slice(0, GO_OVER))}`);
    if (list.some((a) => a.grade.score < 3)) {
      recommendations.push(`Re-read "${title}", then explain it aloud in your own words without looking.`);
    }
  }
  if (recommendations.length === 0) {
    recommendations.push(
      "Quiz yourself on this material again in a few days to keep it fresh, then move on to new notes.",
    );
  } else {
    recommendations.push(
      `Create and listen to a lecture on these notes (on the ${COURSE_PAGE.tabs.notes} tab), then take the quiz again.`,
    );
  }
  if (unscored.length > 0) {
    const them = unscored.length === 1 ? "it" : "them";
    recommendations.push(
      `Select ${titlesOf(unscored)} and take a quiz on ${them} too: this one gave ${them} no score.`,
    );
  }
  return { overall, byTopic, strengths, improvements, recommendations };
}

/** Notes' titles in a list, quoted: at most UNSCORED_NAMED, the rest counted ("…, "D" and 3 more"). */
function titlesOf(items: QuizContentItem[]): string {
  const titles = items.map((item) => `"${item.title}"`);
  return listWords(
    titles.length > UNSCORED_NAMED
      ? [...titles.slice(0, UNSCORED_NAMED - 1), `${titles.length - UNSCORED_NAMED + 1} more`]
      : titles,
    UNSCORED_NAMED,
  );
}

/** The notes with no score a report names together, at most ("…, "E" and 3 more"). */
const UNSCORED_NAMED = 5;

/** The passages an improvement names for one note, at most. */
const GO_OVER = 3;
/** The longest passage an improvement quotes whole. */
const QUOTED_CHARS = 140;

function averageOf(answers: readonly Graded[]): number {
  return answers.reduce((sum, a) => sum + a.grade.score, 0) / Math.max(1, answers.length);
}

/**
 * Passages quoted and listed as the sentence's parts: a quote's own full stop is left out and the
 * sentence ends in one (“A”, “B” and “C”. not “A.”, “B.” and “C.”.); a question or an
 * exclamation keeps its mark, as does an abbreviation ("U.S.", "e.g.", "etc."), and a last quote
 * ending in one needs no full stop after it.
 */
function quotedList(passages: string[]): string {
  const list = listWords(passages.map((p) => `“${withoutFullStop(shortened(p))}”`));
  return /[.!?…]”$/.test(list) ? list : `${list}.`;
}

/** Abbreviations a note's sentence may end in, besides letters with dots ("U.S.", "a.m."). */
const ABBREVIATIONS = new Set(["etc", "vs", "approx", "cf", "al", "inc", "ltd"]);

/** A sentence as a list quotes it: without its full stop, unless that ends an abbreviation. */
export function withoutFullStop(sentence: string): string {
  if (!sentence.endsWith(".") || sentence.endsWith("..")) return sentence;
  const last = /(\S+)\.$/u.exec(sentence)?.[1] ?? "";
  if (/(?:^|[^\p{L}])(?:\p{L}\.)+\p{L}$/u.test(last) || ABBREVIATIONS.has(last.toLowerCase()))
    return sentence;
  return sentence.slice(0, -1);
}

/** A passage as an improvement quotes it: whole, or its opening words up to a word's end. */
function shortened(passage: string): string {
  const text = passage.trim();
  if (text.length <= QUOTED_CHARS) return text;
  return `${text.slice(0, QUOTED_CHARS).replace(/\s+\S*$/, "")}…`;
}
