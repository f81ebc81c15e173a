import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminUserUpdate, UidParams, UserProfile } from "@study-well/shared/api";
import type { AdminService } from "./admin.service";

export function adminRoutes(admin: AdminService): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      "/api/admin/users/:uid",
      {
        config: { access: "admin" },
        schema: { tags: ["admin"], params: UidParams, body: AdminUserUpdate, response: { 200: UserProfile } },
      },
      (req) => admin.updateUser(req.params.uid, req.body),
    );
  };
}
