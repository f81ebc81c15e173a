import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DayParams, Task, TopicParams } from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import type { LecturesService } from "./lectures.service";

const tags = ["lectures"];
const started = { 202: Task };

export function lecturesRoutes(lectures: LecturesService): FastifyPluginAsyncZod {
  return async (app) => {
    const base = "/api/courses/:courseId";
    app.post(
      `${base}/topics/:topicId/lecture`,
      {
        schema: {
          tags,
          description: "Starts (or restarts) the topic's lecture: a summary of its notes, then its speech.",
          params: TopicParams,
          response: started,
        },
      },
      async (req, reply) =>
        reply
          .status(202)
          .send(await lectures.startTopicLecture(callerOf(req).uid, req.params.courseId, req.params.topicId)),
    );
    app.post(
      `${base}/days/:dayId/lecture`,
      {
        schema: {
          tags,
          description: "Starts (or restarts) the day's lecture: a summary of its notes, then its speech.",
          params: DayParams,
          response: started,
        },
      },
      async (req, reply) =>
        reply
          .status(202)
          .send(await lectures.startDayLecture(callerOf(req).uid, req.params.courseId, req.params.dayId)),
    );
    app.post(
      `${base}/days/:dayId/read-aloud`,
      {
        schema: {
          tags,
          description:
            "Speaks the day's notes as they are (titles, then text or summaries); the task's fileId plays it.",
          params: DayParams,
          response: started,
        },
      },
      async (req, reply) =>
        reply
          .status(202)
          .send(await lectures.startReadAloud(callerOf(req).uid, req.params.courseId, req.params.dayId)),
    );
  };
}
