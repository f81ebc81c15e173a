import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
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
  };
}
