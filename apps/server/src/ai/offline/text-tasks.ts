import type { AssessInput, QuizContentItem, TutorTurnInput } from "../capabilities";
import { extractiveSummary, titledSummary } from "./extractive-summary";
import { notesTexts, readNotesAhead } from "./grading/grader";
import { embedTexts, withSentenceVectors } from "./grading/sentence-vectors";
import { planAhead, planQuestions, unplanned } from "./quiz-plan";
import { answeredTexts, assess, assessedAnswerTexts, everyQuestion, plannedNotes, tutorTurn } from "./tutor";

function assessed(input: AssessInput) {
  const plan = everyQuestion(input.content);
  return withSentenceVectors((vectors) => assess(input, vectors, plan), assessedAnswerTexts(input, plan));
}

const WARM_UP_QUIZ: AssessInput = {
  content: [{ id: "warm-up", title: "Water", topic: "Warm-up", text: "Water boils at 100 degrees Celsius." }],
  messages: [
    { role: "assistant", content: "At what temperature does water boil?" },
    { role: "user", content: "It boils at 100 degrees." },
  ],
};
let warm: Promise<void> | undefined;

/** The offline text work, as the text worker thread runs it (plain functions of plain data). */
export const textTask = {
  summarize: (text: string) => extractiveSummary(text),
  titleAndSummary: (text: string) => titledSummary(text),
  /** A slice of a quiz's notes planned ahead, so that the turn after it finds its plans kept. */
  planAhead: (content: QuizContentItem[]) => {
    planAhead(content);
    return null;
  },
  /** Which of a quiz's notes have no plan kept here (the thread may have been restarted, or forgotten some). */
  unplanned: (content: QuizContentItem[]) => unplanned(content),
  // Answers are graded with sentence vectors (grading/sentence-vectors.ts), worked out here; the
  // notes' own, and the word rules' reading of the notes, once the question is asked, so an
  // answer waits only for its own.
  // The plan is made once, not again on the second pass.
  tutorTurn: async ({ input, questionCount }: { input: TutorTurnInput; questionCount: number }) => {
    const plan = planQuestions(input.content, questionCount, input.askedBefore);
    const reply = await withSentenceVectors(
      (vectors) => tutorTurn(input, questionCount, vectors, plan),
      answeredTexts(input, plan),
    );
    if (!reply.done) {
      const notes = plannedNotes(plan, input.content);
      // Once the reply is on its way: the answers then wait only for their own reading.
      setTimeout(() => {
        try {
          notes.forEach((n) => readNotesAhead(n));
        } catch {
          // Only a head start: the answer's grading reads the notes itself.
        }
      }, 0);
      embedTexts(notes.flatMap(notesTexts)).catch(() => undefined);
    }
    return reply;
  },
  assess: (input: AssessInput) => assessed(input),
  /**
   * Loads what a quiz's first question and first answer would wait for (wink's model, WordNet's
   * index, the sentence encoder's thread and model: about a second and a half), by grading a
   * quiz of one line; once a thread, so asking again costs nothing.
   */
  warmUp: async () => {
    await (warm ??= assessed(WARM_UP_QUIZ).then(
      () => undefined,
      (error: unknown) => {
        warm = undefined;
        throw error;
      },
    ));
    return null;
  },
};
export type TextTask = typeof textTask;

/** speech-worker.mjs runs these when its role is "text". */
export const textTasks = Object.fromEntries(
  Object.entries(textTask).map(([name, run]) => [
    name,
    async (input: never) => ({ result: await (run as (input: never) => unknown)(input) }),
  ]),
);
