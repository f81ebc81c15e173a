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
  TranscriptionResponse,
} from "@study-well/shared/api";
import { LIVE_STREAMS_PER_USER } from "@study-well/shared";
import { z } from "zod";
import { acceptRecordings, sentBytes } from "../ai/ai.routes";
import { AppError } from "../http/app-error";
import { callerOf } from "../http/auth-guard";
import { untilClientLeaves } from "../http/client-left";
import { streamedAnswer, openEventStream } from "../http/event-stream";
import type { TutorStreamOptions } from "../ai/capabilities";
import type { Change, ChangesFeed } from "../live/changes-feed";
import type { QuizService } from "./quiz.service";

const tags = ["quiz"];
const EndQuizResponse = z.object({ task: Task.nullable() }).meta({ id: "EndQuizResponse" });

const HEARTBEAT_MS = 15_000;

/** A tutor reply's words as stream events. */
function tutorWords(progress: (event: string, data: unknown) => void): TutorStreamOptions {
  return {
    onText: (text) => progress("text", { text }),
    onRestart: () => progress("restart", {}),
  };
}

export function quizRoutes(quiz: QuizService, changes: ChangesFeed): FastifyPluginAsyncZod {
  return async (app) => {
    const streams = new Set<() => void>();
    // Open streams per user (a refused tab's page tries again every few seconds).
    const open = new Map<string, number>();
    // Before the server waits for requests in flight to finish: an open stream never would.
    app.addHook("preClose", (done) => {
      for (const end of streams) end();
      done();
    });

    // Server-sent events: each result of the caller's for the course as it is stored (`quiz-result`,
    // with its id), and a `course` event ({version}, no id) when the course document changes (an
    // edit in another tab, a finished upload or lecture), so an open page reads it again; one with
    // no version when change notices were lost a while. Not in the OpenAPI document (it is a
    // stream, not a JSON answer); the web reads it with fetch.
    app.get(
      "/api/courses/:courseId/quiz-results/stream",
      { schema: { tags, params: CourseParams, hide: true } },
      async (req, reply) => {
        const { uid } = callerOf(req);
        const { courseId } = req.params;
        await quiz.assertCourse(uid, courseId);
        const held = open.get(uid) ?? 0;
        // (the app's tabs try again after three seconds: so may any client)
        if (held >= LIVE_STREAMS_PER_USER)
          throw AppError.of("quiz/too-many-streams", LIVE_STREAMS_PER_USER).withHeaders({
            "retry-after": "3",
          });
        const lastEventId = req.headers["last-event-id"];
        const live: { unsubscribe?: () => void; heartbeat?: NodeJS.Timeout } = {};
        const stream = openEventStream(reply);
        const watcher = {
          onChange: (change: Change) => {
            if (change.kind === "course" && change.id === courseId)
              stream.send("course", { version: change.version });
          },
          onConnection: (up: boolean) => {
            if (up) stream.send("course", {});
          },
        };
        const end = () => {
          clearInterval(live.heartbeat);
          changes.remove(watcher);
          live.unsubscribe?.();
          if (streams.delete(end)) {
            const left = (open.get(uid) ?? 1) - 1;
            if (left > 0) open.set(uid, left);
            else open.delete(uid);
          }
          stream.end();
        };
        // Listened for first: a client may leave while the stream is being set up.
        req.raw.once("close", end);
        streams.add(end);
        open.set(uid, held + 1);
        stream.retry(3000);
        const stop = await quiz.follow(
          uid,
          courseId,
          typeof lastEventId === "string" ? lastEventId : undefined,
          (result) => stream.send("quiz-result", result, result.id),
        );
        if (!streams.has(end)) {
          stop();
          return;
        }
        live.unsubscribe = stop;
        changes.add(watcher);
        live.heartbeat = setInterval(() => stream.comment("heartbeat"), HEARTBEAT_MS);
      },
    );
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
    // The same two calls, answered as server-sent events so a language model's words show as they
    // are written: `text` events carry the pieces ({text}; `restart` drops what came, when an
    // overloaded model is retried), the last event is `session` or `turn` with the same body as the
    // JSON route, or `error` with an error body. A failure before anything was streamed is an
    // ordinary error answer. Not in the OpenAPI document (a stream, not a JSON answer).
    app.post(
      "/api/courses/:courseId/quiz-sessions/stream",
      { schema: { tags, params: CourseParams, body: StartQuizRequest, hide: true } },
      (req, reply) =>
        streamedAnswer(req, reply, "session", (progress) =>
          quiz.start(callerOf(req).uid, req.params.courseId, req.body.contentIds, tutorWords(progress)),
        ),
    );
    app.post(
      "/api/quiz-sessions/:sessionId/messages/stream",
      { schema: { tags, params: QuizSessionParams, body: QuizTurnRequest, hide: true } },
      (req, reply) =>
        streamedAnswer(req, reply, "turn", (progress) =>
          quiz.turn(callerOf(req).uid, req.params.sessionId, req.body.text, tutorWords(progress)),
        ),
    );
    acceptRecordings(app);
    app.post(
      "/api/quiz-sessions/:sessionId/transcribe",
      {
        config: { rawBody: "recording" },
        schema: {
          tags,
          description:
            "Writes down a spoken answer sent as the request body (as /api/ai/transcribe takes it), in the words of the quiz's notes where the offline recogniser heard something that sounds like them.",
          params: QuizSessionParams,
          response: { 200: TranscriptionResponse },
        },
      },
      async (req, reply) => {
        const audio = sentBytes(req.body, "ai/audio-not-sent");
        return quiz.transcribe(callerOf(req).uid, req.params.sessionId, audio, untilClientLeaves(reply));
      },
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
