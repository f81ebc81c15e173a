import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  OCR_MAX_IMAGE_BYTES,
  RecognizedTextResponse,
  SpeakRequest,
  SummarizeRequest,
  SummaryResponse,
  TitleAndSummaryRequest,
  TitleAndSummaryResponse,
} from "@study-well/shared/api";
import { callerOf } from "../auth/auth-guard";
import { AppError } from "../http/app-error";
import { UnreadableImageError } from "./offline/offline-ocr.engine";
import type { Services } from "../services";

const tags = ["ai"];

export function aiRoutes({ ai }: Services): FastifyPluginAsyncZod {
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
        schema: {
          tags,
          description:
            "Finds the text in a picture sent as the request body (Content-Type image/*, at most 10 MB).",
          response: { 200: RecognizedTextResponse },
        },
      },
      async (req) => {
        if (!Buffer.isBuffer(req.body)) {
          throw new AppError(
            415,
            "ai/unsupported-image",
            "Send the picture itself, with an image/* Content-Type.",
          );
        }
        try {
          return await ai.recognize(callerOf(req).uid, new Uint8Array(req.body));
        } catch (error) {
          if (error instanceof UnreadableImageError)
            throw new AppError(400, "ai/unreadable-image", error.message);
          throw error;
        }
      },
    );
    app.post(
      "/api/ai/summarize",
      { bodyLimit: 1_048_576, schema: { tags, body: SummarizeRequest, response: { 200: SummaryResponse } } },
      (req) => ai.summarize(callerOf(req).uid, req.body),
    );
    app.post(
      "/api/ai/title-and-summary",
      {
        bodyLimit: 1_048_576,
        schema: { tags, body: TitleAndSummaryRequest, response: { 200: TitleAndSummaryResponse } },
      },
      (req) => ai.titleAndSummary(callerOf(req).uid, req.body.text),
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
        const speech = await ai.speak(callerOf(req).uid, { text: req.body.text, voice: req.body.voiceName });
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
