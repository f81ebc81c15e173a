import type { AssessInput, TutorTurnInput } from "../capabilities";
import { extractiveSummary, titledSummary } from "./extractive-summary";
import { notesTexts } from "./grading/grader";
import { embedTexts, withSentenceVectors } from "./grading/sentence-vectors";
import { assess, plannedNotes, tutorTurn } from "./tutor";

/** The offline text work, as the text worker thread runs it (plain functions of plain data). */
export const textTask = {
  summarize: (text: string) => extractiveSummary(text),
  titleAndSummary: (text: string) => titledSummary(text),
  // Answers are graded with sentence vectors (grading/sentence-vectors.ts), worked out here; the
  // notes' own are worked out once the question is asked, so an answer waits only for its own.
  tutorTurn: async ({ input, questionCount }: { input: TutorTurnInput; questionCount: number }) => {
    const reply = await withSentenceVectors((vectors) => tutorTurn(input, questionCount, vectors));
    if (!reply.done) {
      const texts = plannedNotes(input.content, questionCount).flatMap(notesTexts);
      embedTexts(texts).catch(() => undefined);
    }
    return reply;
  },
  assess: (input: AssessInput) => withSentenceVectors((vectors) => assess(input, vectors)),
};
export type TextTask = typeof textTask;

/** speech-worker.mjs runs these when its role is "text". */
export const textTasks = Object.fromEntries(
  Object.entries(textTask).map(([name, run]) => [
    name,
    async (input: never) => ({ result: await (run as (input: never) => unknown)(input) }),
  ]),
);
