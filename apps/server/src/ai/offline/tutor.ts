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
import { contentTerms } from "./nlp";
import {
  listWords,
  planQuestions,
  scoreBlank,
  scoreRecall,
  stem,
  type PlannedQuestion,
  type Recall,
} from "./quiz-plan";

import { NOTHING_TO_ASK, OFFLINE_QUIZ_LENGTH, QUIZ_OVER } from "./tutor-texts";

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
): Omit<TutorReply, "engine"> {
  const plan = planQuestions(input.content, questionCount);
  if (plan.length === 0) return { text: NOTHING_TO_ASK, done: true };
  const asked = askedQuestions(plan, input.history);
  const current = asked[asked.length - 1];
  const next = plan.find((question) => !asked.includes(question));
  const reply = (parts: string[], done: boolean) => ({ text: parts.join("\n\n"), done });
  const ask = (question: PlannedQuestion) =>
    `Question ${plan.indexOf(question) + 1} of ${plan.length}: ${question.prompt}`;
  if (input.isInitial || !current) {
    const first = next ?? plan[0];
    if (!first) return reply([NOTHING_TO_ASK], true);
    const titles = listWords([...new Set(input.content.map((item) => `"${item.title}"`))], 4);
    return reply(
      [
        `Let's see what you remember about ${titles}. I'll ask ${plan.length} question${plan.length === 1 ? "" : "s"}, one at a time. Answer in your own words; it's fine to say you don't know.`,
        ask(first),
      ],
      false,
    );
  }
  if (!next && lastTutorTurn(input.history).includes(QUIZ_OVER)) return reply([QUIZ_OVER], true);
  const said = feedback(current, input.message, titleOf(input.content, current.contentId));
  return next ? reply([said, ask(next)], false) : reply([said, QUIZ_OVER], true);
}

/** Scores each answered question against the passage it came from, and writes the report. */
export function assess(input: AssessInput): Omit<Assessment, "engine"> {
  // Every question this tutor could have asked, so its own questions are recognised exactly.
  const plan = planQuestions(input.content, Number.MAX_SAFE_INTEGER);
  let passages: Passages | undefined;
  const graded = answeredQuestions(input.messages).map(({ question, answer }) => {
    const source =
      plan.find((q) => question.includes(q.prompt)) ??
      closestPassage((passages ??= readPassages(input.content)), question);
    return source ? { source, recall: grade(source, answer) } : undefined;
  });
  const byItem = new Map<string, { question: PlannedQuestion; recall: Recall }[]>();
  for (const entry of graded) {
    if (!entry) continue;
    const list = byItem.get(entry.source.contentId) ?? [];
    list.push({ question: entry.source, recall: entry.recall });
    byItem.set(entry.source.contentId, list);
  }
  const contentScores: Record<string, ContentScore> = {};
  for (const [id, answers] of byItem) {
    const mean = answers.reduce((sum, a) => sum + a.recall.score, 0) / answers.length;
    contentScores[id] = {
      score: Math.min(3, Math.max(1, Math.round(mean))) as Score,
      title: titleOf(input.content, id),
      reason: reason(answers.map((a) => a.recall)),
    };
  }
  return { contentScores, report: report(input.content, byItem, contentScores) };
}

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

function feedback(question: PlannedQuestion, answer: string, title: string): string {
  const { passage, ...recall } = grade(question, answer);
  const verdict =
    recall.score === 3
      ? "Well done, that's right."
      : recall.score === 2
        ? `Partly right. You left out ${listWords(recall.missed)}.`
        : question.kind === "blank"
          ? `Not quite: the missing words are "${question.expected}".`
          : `Not quite. The key points are ${listWords(recall.missed)}.`;
  return `${verdict} From your notes on "${title}": “${passage}”`;
}

/** The answer's grade, and the passage it was graded against (quoted in feedback). */
function grade(question: PlannedQuestion, answer: string): Recall & { passage: string } {
  if (question.kind === "blank")
    return { ...scoreBlank(question.expected, answer), passage: question.passage };
  const whole = { ...scoreRecall(question.expected, answer, question.prompt), passage: question.passage };
  // An explanation that gets one of the notes' points across in full counts as much as the main one.
  return (question.alternatives ?? [])
    .map((passage) => ({ ...scoreRecall(passage, answer, question.prompt), passage }))
    .reduce((best, next) => (next.score > best.score ? next : best), whole);
}

/** One sentence for all the answers about an item: what they recalled and what they missed. */
function reason(recalls: Recall[]): string {
  const recalled = unique(recalls.flatMap((r) => r.recalled));
  const said = new Set(recalled.map((word) => word.toLowerCase()));
  const missed = unique(recalls.flatMap((r) => r.missed)).filter((word) => !said.has(word.toLowerCase()));
  if (missed.length === 0) return `Recalled ${listWords(recalled)}.`;
  if (recalled.length === 0) return `Missed ${listWords(missed)}.`;
  return `Recalled ${listWords(recalled)} but missed ${listWords(missed)}.`;
}

function unique(words: string[]): string[] {
  const seen = new Set<string>();
  return words.filter((word) => !seen.has(word.toLowerCase()) && seen.add(word.toLowerCase()));
}

function titleOf(content: QuizContentItem[], id: string): string {
  return content.find((item) => item.id === id)?.title ?? "your notes";
}

/** Tutor questions (the last line of a tutor turn that asks something) paired with the answer that followed. */
function answeredQuestions(messages: ChatTurn[]): { question: string; answer: string }[] {
  const pairs: { question: string; answer: string }[] = [];
  messages.forEach((turn, i) => {
    const reply = messages[i + 1];
    if (turn.role !== "assistant" || reply?.role !== "user" || !reply.content.trim()) return;
    const lines = turn.content.split("\n").filter((line) => line.trim());
    const question = [...lines].reverse().find((line) => /\?|_____|explain|describe/i.test(line));
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
 * For a question another tutor (a language model) asked: the content item and sentences that
 * share the most content words with it, which is what a full answer should recall.
 */
function closestPassage({ sentences, frequency }: Passages, question: string): PlannedQuestion | undefined {
  const asked = new Set(contentTerms(question).map((t) => stem(t.lemma)));
  let best: { item: QuizContentItem; sentence: string; weight: number } | undefined;
  for (const { item, sentence, terms, title } of sentences) {
    let weight = [...title].some((t) => asked.has(t)) ? 0.5 : 0;
    for (const term of terms)
      if (asked.has(term) && !title.has(term)) weight += 1 / (frequency.get(term) ?? 1);
    if (weight > 0.5 && (!best || weight > best.weight)) best = { item, sentence, weight };
  }
  if (!best) return undefined;
  return {
    contentId: best.item.id,
    kind: "explain",
    prompt: question,
    passage: best.sentence,
    expected: best.sentence,
  };
}

function report(
  content: QuizContentItem[],
  byItem: Map<string, { question: PlannedQuestion; recall: Recall }[]>,
  scores: Record<string, ContentScore>,
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
  const mean = answers.reduce((sum, a) => sum + a.recall.score, 0) / answers.length;
  const grasp =
    mean >= 2.5
      ? "a strong grasp of this material"
      : mean >= 1.75
        ? "a fair grasp, with some gaps"
        : "that this material needs more review";
  const overall = `You answered ${answers.length} question${answers.length === 1 ? "" : "s"} on ${byItem.size} note${byItem.size === 1 ? "" : "s"} and scored ${mean.toFixed(1)} out of 3 on average, which shows ${grasp}.`;

  const byTopic: Record<string, string> = {};
  const topics = new Map<string, ContentScore[]>();
  for (const [id, score] of Object.entries(scores)) {
    const topic = content.find((item) => item.id === id)?.topic ?? "Other";
    topics.set(topic, [...(topics.get(topic) ?? []), score]);
  }
  for (const [topic, list] of topics) {
    const average = list.reduce((sum, s) => sum + s.score, 0) / list.length;
    byTopic[topic] = `${average.toFixed(1)} out of 3 across ${listWords(
      list.map((s) => `"${s.title}"`),
      6,
    )}.`;
  }

  const strengths: string[] = [];
  const improvements: string[] = [];
  const recommendations: string[] = [];
  for (const [id, list] of byItem) {
    const title = scores[id]?.title ?? titleOf(content, id);
    const recalled = [...new Set(list.flatMap((a) => a.recall.recalled))];
    const missed = [...new Set(list.flatMap((a) => a.recall.missed))];
    if ((scores[id]?.score ?? 1) === 3) strengths.push(`"${title}": you recalled ${listWords(recalled)}.`);
    else {
      improvements.push(`"${title}": go over ${listWords(missed)}.`);
      recommendations.push(`Re-read "${title}", then explain it aloud in your own words without looking.`);
    }
  }
  if (recommendations.length === 0) {
    recommendations.push(
      "Quiz yourself on this material again in a few days to keep it fresh, then move on to new notes.",
    );
  } else {
    recommendations.push("Listen to the lecture for these topics, then take the quiz again.");
  }
  return { overall, byTopic, strengths, improvements, recommendations };
}
