import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { DayParams, Task, TopicParams } from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import type { LecturesService } from "./lectures.service";

const tags = ["lectures"];
const base = "/api/courses/:courseId";

export function lecturesRoutes(lectures: LecturesService): FastifyPluginAsyncZod {
  return async (app) => {
    /** A route that starts a task and answers 202 with it. */
    const starts = <P extends typeof TopicParams | typeof DayParams>(
      url: string,
      params: P,
      description: string,
      start: (uid: string, params: P["_output"]) => Promise<Task>,
    ) => {
      app.post(url, { schema: { tags, description, params, response: { 202: Task } } }, async (req, reply) =>
        reply.status(202).send(await start(callerOf(req).uid, req.params as P["_output"])),
      );
    };
    starts(
      `${base}/topics/:topicId/lecture`,
      TopicParams,
      "Starts (or restarts) the topic's lecture: a summary of its notes, then its speech.",
      (uid, { courseId, topicId }) => lectures.startTopicLecture(uid, courseId, topicId),
    );
    starts(
      `${base}/days/:dayId/lecture`,
      DayParams,
      "Starts (or restarts) the day's lecture: a summary of its notes, then its speech.",
      (uid, { courseId, dayId }) => lectures.startDayLecture(uid, courseId, dayId),
    );
    starts(
      `${base}/days/:dayId/read-aloud`,
      DayParams,
      "Speaks the day's notes as they are (titles, then text or summaries); the task's fileId plays it.",
      (uid, { courseId, dayId }) => lectures.startReadAloud(uid, courseId, dayId),
    );
  };
}
