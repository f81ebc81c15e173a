import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  SpeakRequest,
  SummarizeRequest,
  SummaryResponse,
  TitleAndSummaryRequest,
  TitleAndSummaryResponse,
} from "@study-well/shared/api";
import { callerOf } from "../auth/auth-guard";
import type { Services } from "../services";

const tags = ["ai"];

export function aiRoutes({ ai }: Services): FastifyPluginAsyncZod {
  return async (app) => {
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
