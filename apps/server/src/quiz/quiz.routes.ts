import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  CourseParams,
  QuizResults,
  QuizSession,
  QuizSessionParams,
  QuizTurnRequest,
  QuizTurnResponse,
  StartQuizRequest,
  Task,
} from "@study-well/shared/api";
import { z } from "zod";
import { callerOf } from "../http/auth-guard";
import type { QuizService } from "./quiz.service";

const tags = ["quiz"];
const EndQuizResponse = z.object({ task: Task.nullable() }).meta({ id: "EndQuizResponse" });

export function quizRoutes(quiz: QuizService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/courses/:courseId/quiz-sessions",
      {
        schema: {
          tags,
          description:
            "Opens a quiz on the caller's selected content; the tutor's first question is its first message.",
          params: CourseParams,
          body: StartQuizRequest,
          response: { 201: QuizSession },
        },
      },
      async (req, reply) =>
        reply.status(201).send(await quiz.start(callerOf(req).uid, req.params.courseId, req.body.contentIds)),
    );
    app.get(
      "/api/quiz-sessions/:sessionId",
      { schema: { tags, params: QuizSessionParams, response: { 200: QuizSession } } },
      (req) => quiz.get(callerOf(req).uid, req.params.sessionId),
    );
    app.post(
      "/api/quiz-sessions/:sessionId/messages",
      {
        schema: {
          tags,
          description: "The student's answer; the tutor's reply comes back.",
          params: QuizSessionParams,
          body: QuizTurnRequest,
          response: { 200: QuizTurnResponse },
        },
      },
      (req) => quiz.turn(callerOf(req).uid, req.params.sessionId, req.body.text),
    );
    app.post(
      "/api/quiz-sessions/:sessionId/end",
      {
        schema: {
          tags,
          description:
            "Ends the quiz. With answers, the task that writes the report; without, null (nothing is stored).",
          params: QuizSessionParams,
          response: { 200: EndQuizResponse },
        },
      },
      (req) => quiz.end(callerOf(req).uid, req.params.sessionId),
    );
    app.get(
      "/api/courses/:courseId/quiz-results",
      {
        schema: {
          tags,
          description: "The caller's results for the course, newest first.",
          params: CourseParams,
          response: { 200: QuizResults },
        },
      },
      (req) => quiz.results(callerOf(req).uid, req.params.courseId),
    );
  };
}
