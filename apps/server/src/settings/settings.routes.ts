import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UpdateSettingsRequest, UserSettings } from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import type { SettingsService } from "./settings.service";

const tags = ["settings"];

export function settingsRoutes(settings: SettingsService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/settings", { schema: { tags, response: { 200: UserSettings } } }, (req) =>
      settings.get(callerOf(req).uid),
    );
    app.put(
      "/api/settings",
      {
        schema: {
          tags,
          description: "Changes the settings sent (any of them, at least one) and answers all of them.",
          body: UpdateSettingsRequest,
          response: { 200: UserSettings },
        },
      },
      (req) => settings.update(callerOf(req).uid, req.body),
    );
  };
}
