import type { FastifyInstance } from "fastify";
import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OCR_MAX_IMAGE_BYTES,
  AiEnginesResponse,
  NoContent,
  TRANSCRIBE_MAX_AUDIO_BYTES,
  TranscriptionResponse,
  RecognizedTextResponse,
  SpeakRequest,
  SummarizeRequest,
  SummaryResponse,
  TitleAndSummaryRequest,
  TitleAndSummaryResponse,
} from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import { AppError } from "../http/app-error";
import { untilClientLeaves } from "../http/client-left";
import type { AiService } from "./ai.service";

const tags = ["ai"];

/**
 * Recordings arrive as their raw bytes: audio/webm;codecs=opus from MediaRecorder, audio/mp4 from
 * Safari, or an uploaded file's own type (for the plugin `app` is, and its routes).
 */
export function acceptRecordings(app: FastifyInstance): void {
  app.addContentTypeParser(
    /^(audio\/[\w.+-]+|video\/(webm|mp4|ogg)|application\/ogg)(\s*;.*)?$/,
    { parseAs: "buffer", bodyLimit: TRANSCRIBE_MAX_AUDIO_BYTES },
    (_req, body, done) => done(null, body),
  );
}

/** The bytes a recording or picture route was sent: none (another type, or an empty body) is refused. */
export function sentBytes(body: unknown, notSent: "ai/audio-not-sent" | "ai/image-not-sent"): Uint8Array {
  if (!Buffer.isBuffer(body)) throw AppError.of(notSent);
  if (body.length === 0) throw AppError.of("upload/empty");
  return new Uint8Array(body);
}

export function aiRoutes(ai: AiService): FastifyPluginAsyncZod {
  return async (app) => {
    // Pictures arrive as their raw bytes (Content-Type image/png, image/jpeg...).
    app.addContentTypeParser(
      /^image\/[\w.+-]+$/,
      { parseAs: "buffer", bodyLimit: OCR_MAX_IMAGE_BYTES },
      (_req, body, done) => done(null, body),
    );
    app.post(
      "/api/ai/ocr",
      {
        config: { rawBody: "picture" },
        schema: {
          tags,
          description:
            "Finds the text in a picture sent as the request body (Content-Type image/*, at most 10 MB).",
          response: { 200: RecognizedTextResponse },
        },
      },
      async (req, reply) => {
        const picture = sentBytes(req.body, "ai/image-not-sent");
        // A client that leaves (a closed tab, an aborted fetch) stops the reading.
        return ai.recognize(callerOf(req).uid, picture, {
          signal: untilClientLeaves(reply),
        });
      },
    );
    acceptRecordings(app);
    app.post(
      "/api/ai/transcribe",
      {
        config: { rawBody: "recording" },
        schema: {
          tags,
          description:
            "Writes down what is said in a recording sent as the request body (WebM or Ogg Opus, MP3, M4A/AAC or WAV; at most 25 MB and 15 minutes).",
          response: { 200: TranscriptionResponse },
        },
      },
      async (req, reply) => {
        const recording = sentBytes(req.body, "ai/audio-not-sent");
        const result = await ai.transcribe(callerOf(req).uid, recording, "interactive", {
          signal: untilClientLeaves(reply),
        });
        return { transcription: result.text, durationSeconds: result.durationSeconds, engine: result.engine };
      },
    );
    app.get(
      "/api/ai/engines",
      {
        schema: {
          tags,
          description:
            "Which engine answers each AI capability for the caller, and, for one that cannot run here, how to enable it.",
          response: { 200: AiEnginesResponse },
        },
      },
      (req) => ai.engines(callerOf(req).uid),
    );
    app.post(
      "/api/ai/tutor/warm-up",
      {
        schema: {
          tags,
          description:
            "Gets the caller's quiz tutor ready (the offline tutor loads its models: about a second and a half, once), so the first question and answer of a quiz do not wait for it. Answers when it is ready; a caller that leaves before then drops it; a tutor that cannot get ready is not an error here (its first question says why).",
          response: { 204: NoContent },
        },
      },
      async (req, reply) => {
        try {
          // (a client that leaves, the tab left before its turn came, drops it from the queue)
          await ai.warmUpTutor(callerOf(req).uid, untilClientLeaves(reply));
        } catch (error) {
          req.log.warn({ err: error }, "the tutor could not warm up");
        }
        return reply.status(204).send(null);
      },
    );
    app.post(
      "/api/ai/summarize",
      { bodyLimit: 1_048_576, schema: { tags, body: SummarizeRequest, response: { 200: SummaryResponse } } },
      // A client that leaves stops a summary still waiting its turn, or a provider's request.
      (req, reply) => ai.summarize(callerOf(req).uid, req.body, "interactive", untilClientLeaves(reply)),
    );
    app.post(
      "/api/ai/title-and-summary",
      {
        bodyLimit: 1_048_576,
        schema: { tags, body: TitleAndSummaryRequest, response: { 200: TitleAndSummaryResponse } },
      },
      (req, reply) =>
        ai.titleAndSummary(callerOf(req).uid, req.body.text, "interactive", untilClientLeaves(reply)),
    );
    app.post(
      "/api/ai/speak",
      {
        schema: {
          tags,
          description:
            "Reads the text aloud. Answers audio/mpeg; the x-engine header names the engine, x-voice the voice and x-audio-duration the length in seconds.",
          body: SpeakRequest,
        },
      },
      async (req, reply) => {
        const speech = await ai.speak(
          callerOf(req).uid,
          { text: req.body.text, voice: req.body.voiceName },
          "interactive",
          untilClientLeaves(reply),
        );
        return reply
          .type(speech.contentType)
          .headers({
            "x-engine": speech.engine,
            "x-voice": speech.voice,
            "x-audio-duration": speech.durationSeconds.toFixed(2),
          })
          .send(Buffer.from(speech.audio));
      },
    );
  };
}
