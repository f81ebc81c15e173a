import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { Task, UploadParams } from "@study-well/shared/api";
import { AppError } from "../http/app-error";
import { callerOf } from "../http/auth-guard";
import type { UploadsService } from "./uploads.service";

const tags = ["uploads"];

export function uploadsRoutes(uploads: UploadsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/courses/:courseId/days/:dayId/uploads/:kind",
      {
        // Another type of body (JSON, raw bytes) is told how an upload is sent.
        config: { rawBody: "form" },
        schema: {
          tags,
          description:
            "Uploads a photo (kind image) or a recording (kind audio) of notes to a day, as multipart/form-data " +
            "with the file in a field named file. The type is told by the bytes. Answers 202 with the task " +
            "that turns it into a content item (GET /api/tasks/{taskId}).",
          consumes: ["multipart/form-data"],
          params: UploadParams,
          response: { 202: Task },
        },
      },
      async (req, reply) => {
        const { courseId, dayId, kind } = req.params;
        const parts = req.isMultipart() ? req.parts() : undefined;
        const first = await parts?.next();
        const file = first && !first.done && first.value.type === "file" ? first.value : undefined;
        if (!parts || file?.fieldname !== "file") throw AppError.of("upload/no-file");
        const task = await uploads.upload(callerOf(req).uid, courseId, dayId, kind, {
          stream: file.file,
          fileName: file.filename,
          // Once the file is read, the form must be over: a second file is refused, not dropped.
          end: async () => {
            if (!(await parts.next()).done) throw AppError.of("upload/one-file");
          },
        });
        return reply.status(202).send(task);
      },
    );
  };
}
