import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import { AdminUserUpdate, UidParams, UserProfile } from "@study-well/shared/api";
import { AppError } from "../http/app-error";
import { toProfile } from "../users/users.repository";
import type { Services } from "../services";

export function adminRoutes({ auth, usersRepository }: Services): FastifyPluginAsyncZod {
  return async (app) => {
    app.patch(
      "/api/admin/users/:uid",
      {
        config: { access: "admin" },
        schema: { tags: ["admin"], params: UidParams, body: AdminUserUpdate, response: { 200: UserProfile } },
      },
      async (req) => {
        const { uid } = req.params;
        if (req.body.role !== undefined) await usersRepository.update(uid, { role: req.body.role });
        if (req.body.disabled !== undefined) await auth.setDisabled(uid, req.body.disabled);
        const user = await usersRepository.findById(uid);
        if (!user) throw AppError.of("user/not-found");
        return toProfile(user);
      },
    );
  };
}
