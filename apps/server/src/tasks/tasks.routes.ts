import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Task, TaskParams } from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import type { TasksService } from "./tasks.service";

const tags = ["tasks"];

export function tasksRoutes(tasks: TasksService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/tasks/:taskId", { schema: { tags, params: TaskParams, response: { 200: Task } } }, (req) =>
      tasks.get(callerOf(req).uid, req.params.taskId),
    );
    app.post(
      "/api/tasks/:taskId/cancel",
      {
        schema: {
          tags,
          description:
            "Cancels the task; nothing it makes is kept, even when it finishes in the same moment.",
          params: TaskParams,
          response: { 200: Task },
        },
      },
      (req) => tasks.cancel(callerOf(req).uid, req.params.taskId),
    );
  };
}
