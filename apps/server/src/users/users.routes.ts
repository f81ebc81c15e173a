import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { UpdateProfileRequest, UserProfile } from "@study-well/shared/api";
import { callerOf } from "../http/auth-guard";
import type { UsersService } from "./users.service";

const tags = ["users"];

export function usersRoutes(users: UsersService): FastifyPluginAsyncZod {
  return async (app) => {
    app.get("/api/users/me", { schema: { tags, response: { 200: UserProfile } } }, (req) =>
      users.getProfile(callerOf(req).uid),
    );
    app.patch(
      "/api/users/me",
      { schema: { tags, body: UpdateProfileRequest, response: { 200: UserProfile } } },
      (req) => users.updateProfile(callerOf(req).uid, req.body),
    );
  };
}
