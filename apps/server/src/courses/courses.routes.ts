import type { FastifyReply } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ContentItem,
  NoContent,
  ContentParams,
  Course,
  CourseParams,
  CourseReadHeaders,
  CourseSummaries,
  CourseSummary,
  CreateCourseRequest,
  CreateTextContentRequest,
  Day,
  DayDate,
  DayParams,
  DeleteContentQuery,
  DeleteWithNotesQuery,
  DayRequest,
  Objective,
  ObjectiveParams,
  OutlineSummaryRequest,
  TextRequest,
  ObjectiveUpdateRequest,
  OutlineSummaryUpdate,
  RenameTopicRequest,
  TitleRequest,
  Topic,
  TopicParams,
  TopicTitle,
  UpdateContentRequest,
  UpdateCourseRequest,
} from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import { chooseEncoding, matchesIfNoneMatch, varyOnEncoding } from "../http/conditional";
import type { CoursesService } from "./courses.service";

const tags = ["courses"];

const JSON_TYPE = "application/json; charset=utf-8";

/**
 * The course document arrives as JSON text built by the database; its bytes are sent as they are,
 * without serialising it again. Its shape is the documented Course schema (checked in tests).
 */
function sendJsonText(reply: FastifyReply, json: Buffer) {
  return reply.type(JSON_TYPE).send(json);
}
/** The document already compressed (see CourseCache.encode). */
function sendEncoded(reply: FastifyReply, body: Buffer, encoding: string) {
  return reply.type(JSON_TYPE).header("content-encoding", encoding).send(body);
}
const noContent = { 204: NoContent };
const base = "/api/courses/:courseId";

export function coursesRoutes(courses: CoursesService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/courses", { schema: { tags, response: { 200: CourseSummaries } } }, (req) =>
      courses.list(callerOf(req).uid),
    );
    app.post(
      "/api/courses",
      { schema: { tags, body: CreateCourseRequest, response: { 201: Course } } },
      async (req, reply) =>
        sendJsonText(reply.status(201), await courses.create(callerOf(req).uid, req.body)),
    );
    app.get(
      base,
      {
        schema: {
          tags,
          params: CourseParams,
          headers: CourseReadHeaders,
          response: {
            200: Course,
            304: NoContent.describe("Not modified: the ETag in If-None-Match is the course's current one"),
          },
        },
      },
      async (req, reply) => {
        const { uid } = callerOf(req);
        // A copy that is still current is told so from the course's version alone: the document
        // (up to 20 MB) is not read for a 304.
        const ifNoneMatch = req.headers["if-none-match"];
        if (ifNoneMatch !== undefined) {
          const etag = await courses.etagOf(uid, req.params.courseId);
          if (matchesIfNoneMatch(ifNoneMatch, etag)) {
            varyOnEncoding(reply).header("etag", etag);
            return reply.status(304).send(null);
          }
        }
        const course = await courses.get(uid, req.params.courseId);
        varyOnEncoding(reply).header("etag", course.etag);
        if (matchesIfNoneMatch(ifNoneMatch, course.etag)) {
          return reply.status(304).send(null);
        }
        const encoding = chooseEncoding(req, course.size);
        if (!encoding) return sendJsonText(reply, course.json);
        return sendEncoded(reply, await courses.encode(course, encoding), encoding);
      },
    );
    app.patch(
      base,
      { schema: { tags, params: CourseParams, body: UpdateCourseRequest, response: { 200: CourseSummary } } },
      (req) => courses.update(callerOf(req).uid, req.params.courseId, req.body),
    );
    app.delete(base, { schema: { tags, params: CourseParams, response: noContent } }, async (req, reply) => {
      await courses.deleteCourse(callerOf(req).uid, req.params.courseId);
      return reply.status(204).send(null);
    });
    app.put(
      `${base}/outline/summary`,
      {
        schema: {
          tags,
          params: CourseParams,
          body: OutlineSummaryUpdate,
          response: { 200: OutlineSummaryRequest },
        },
      },
      (req) =>
        courses.setOutlineSummary(callerOf(req).uid, req.params.courseId, req.body.summary, req.body.from),
    );

    app.post(
      `${base}/objectives`,
      { schema: { tags, params: CourseParams, body: TextRequest, response: { 201: Objective } } },
      async (req, reply) =>
        reply
          .status(201)
          .send(await courses.addObjective(callerOf(req).uid, req.params.courseId, req.body.text)),
    );
    app.patch(
      `${base}/objectives/:objectiveId`,
      {
        schema: { tags, params: ObjectiveParams, body: ObjectiveUpdateRequest, response: { 200: Objective } },
      },
      (req) =>
        courses.updateObjective(
          callerOf(req).uid,
          req.params.courseId,
          req.params.objectiveId,
          req.body.text,
          req.body.from,
        ),
    );
    app.delete(
      `${base}/objectives/:objectiveId`,
      { schema: { tags, params: ObjectiveParams, response: noContent } },
      async (req, reply) => {
        await courses.deleteObjective(callerOf(req).uid, req.params.courseId, req.params.objectiveId);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/topics`,
      { schema: { tags, params: CourseParams, body: TitleRequest, response: { 201: Topic } } },
      async (req, reply) =>
        reply
          .status(201)
          .send(await courses.addTopic(callerOf(req).uid, req.params.courseId, req.body.title)),
    );
    app.patch(
      `${base}/topics/:topicId`,
      {
        schema: {
          tags,
          params: TopicParams,
          body: RenameTopicRequest,
          response: { 200: TopicTitle },
        },
      },
      (req) =>
        courses.renameTopic(
          callerOf(req).uid,
          req.params.courseId,
          req.params.topicId,
          req.body.title,
          req.body.from,
        ),
    );
    app.delete(
      `${base}/topics/:topicId`,
      { schema: { tags, params: TopicParams, querystring: DeleteWithNotesQuery, response: noContent } },
      async (req, reply) => {
        await courses.deleteTopic(
          callerOf(req).uid,
          req.params.courseId,
          req.params.topicId,
          req.query.items,
        );
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/topics/:topicId/days`,
      { schema: { tags, params: TopicParams, body: DayRequest, response: { 201: Day } } },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await courses.addDay(callerOf(req).uid, req.params.courseId, req.params.topicId, req.body.date),
          ),
    );
    app.patch(
      `${base}/days/:dayId`,
      {
        schema: {
          tags,
          params: DayParams,
          body: DayRequest,
          response: { 200: DayDate },
        },
      },
      (req) => courses.setDayDate(callerOf(req).uid, req.params.courseId, req.params.dayId, req.body.date),
    );
    app.delete(
      `${base}/days/:dayId`,
      { schema: { tags, params: DayParams, querystring: DeleteWithNotesQuery, response: noContent } },
      async (req, reply) => {
        await courses.deleteDay(callerOf(req).uid, req.params.courseId, req.params.dayId, req.query.items);
        return reply.status(204).send(null);
      },
    );

    app.post(
      `${base}/days/:dayId/content`,
      { schema: { tags, params: DayParams, body: CreateTextContentRequest, response: { 201: ContentItem } } },
      async (req, reply) =>
        reply
          .status(201)
          .send(
            await courses.addTextContent(callerOf(req).uid, req.params.courseId, req.params.dayId, req.body),
          ),
    );
    app.patch(
      `${base}/content/:contentId`,
      { schema: { tags, params: ContentParams, body: UpdateContentRequest, response: { 200: ContentItem } } },
      (req) => courses.updateContent(callerOf(req).uid, req.params.courseId, req.params.contentId, req.body),
    );
    app.delete(
      `${base}/content/:contentId`,
      { schema: { tags, params: ContentParams, querystring: DeleteContentQuery, response: noContent } },
      async (req, reply) => {
        await courses.deleteContent(
          callerOf(req).uid,
          req.params.courseId,
          req.params.contentId,
          req.query.version,
        );
        return reply.status(204).send(null);
      },
    );
  };
}
