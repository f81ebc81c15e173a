import { z } from "zod";
import { MAX_LENGTH } from "../limits";
import { FIELD_NAME } from "../messages/validation";
import { nonBlank } from "./text";

/** The most content items one quiz may be about (a whole course of notes, at a push). */
export const QUIZ_MAX_CONTENT = 500;
/** The longest answer a student may send in one message. */
export const QUIZ_MAX_MESSAGE = MAX_LENGTH.quizAnswer;

export const StartQuizRequest = z.object({
  contentIds: z
    .array(z.uuid())
    .min(1, "Select topics or content items to begin a quiz.")
    .max(QUIZ_MAX_CONTENT, `A quiz can cover at most ${QUIZ_MAX_CONTENT} content items.`),
});
export type StartQuizRequest = z.infer<typeof StartQuizRequest>;

export const QuizMessage = z
  .object({
    role: z.enum(["user", "assistant"]),
    content: z.string(),
    timestamp: z.iso.datetime(),
  })
  .meta({ id: "QuizMessage" });
export type QuizMessage = z.infer<typeof QuizMessage>;

/** A quiz held by the server: what it is about and what was said, which no client can rewrite. */
export const QuizSession = z
  .object({
    id: z.string(),
    courseId: z.string(),
    contentIds: z.array(z.string()),
    messages: z.array(QuizMessage),
    /** True once the tutor has asked its last question and given its feedback. */
    done: z.boolean(),
    /** Who answers: the offline tutor or a provider's model. */
    engine: z.string(),
    endedAt: z.iso.datetime().nullable(),
  })
  .meta({ id: "QuizSession" });
export type QuizSession = z.infer<typeof QuizSession>;

export const QuizTurnRequest = z.object({
  text: nonBlank(QUIZ_MAX_MESSAGE, FIELD_NAME.quizAnswer, "A chat message"),
});
export const QuizTurnResponse = z
  .object({ reply: QuizMessage, done: z.boolean(), engine: z.string() })
  .meta({ id: "QuizTurnResponse" });
export type QuizTurnResponse = z.infer<typeof QuizTurnResponse>;

export const QuizSessionParams = z.object({ sessionId: z.uuid() });

export const ContentScore = z
  .object({
    score: z.union([z.literal(1), z.literal(2), z.literal(3)]),
    title: z.string(),
    reason: z.string(),
  })
  .meta({ id: "ContentScore" });
export const QuizReport = z
  .object({
    overall: z.string(),
    byTopic: z.record(z.string(), z.string()),
    strengths: z.array(z.string()),
    improvements: z.array(z.string()),
    recommendations: z.array(z.string()),
  })
  .meta({ id: "QuizReport" });

/** The spec's quiz result (§3): scores per content id with their reasons, and the report. */
export const QuizResult = z
  .object({
    id: z.string(),
    userId: z.string(),
    courseId: z.string(),
    sessionId: z.string().nullable(),
    timestamp: z.iso.datetime(),
    contentScores: z.record(z.string(), ContentScore),
    report: QuizReport,
    engine: z.string(),
  })
  .meta({ id: "QuizResult" });
export type QuizResult = z.infer<typeof QuizResult>;
export const QuizResults = z.array(QuizResult);
