import type { AssessInput, TutorTurnInput } from "../capabilities";
import { extractiveSummary, titledSummary } from "./extractive-summary";
import { assess, tutorTurn } from "./tutor";

/** The offline text work, as the text worker thread runs it (plain functions of plain data). */
export const textTask = {
  summarize: (text: string) => extractiveSummary(text),
  titleAndSummary: (text: string) => titledSummary(text),
  tutorTurn: ({ input, questionCount }: { input: TutorTurnInput; questionCount: number }) =>
    tutorTurn(input, questionCount),
  assess: (input: AssessInput) => assess(input),
};
export type TextTask = typeof textTask;

/** speech-worker.mjs runs these when its role is "text". */
export const textTasks = Object.fromEntries(
  Object.entries(textTask).map(([name, run]) => [
    name,
    (input: never) => Promise.resolve({ result: (run as (input: never) => unknown)(input) }),
  ]),
);
