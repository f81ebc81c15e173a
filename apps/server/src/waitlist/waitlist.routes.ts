import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ActivateUserResponse,
  JoinWaitlistRequest,
  JoinWaitlistResponse,
  WaitlistEntries,
  WaitlistIdParams,
} from "@study-well/shared/api";
import type { WaitlistService } from "./waitlist.service";

const tags = ["waitlist"];

export function waitlistRoutes(waitlist: WaitlistService): FastifyPluginAsyncZod {
  return async (app) => {
    app.post(
      "/api/waitlist",
      {
        config: { access: "public" },
        schema: { tags, body: JoinWaitlistRequest, response: { 201: JoinWaitlistResponse } },
      },
      async (req, reply) => {
        // The entry itself is only for administrators.
        await waitlist.join(req.body, req.ip);
        return reply.status(201).send({ ok: true });
      },
    );
    app.get(
      "/api/admin/waitlist",
      { config: { access: "admin" }, schema: { tags, response: { 200: WaitlistEntries } } },
      () => waitlist.list(),
    );
    app.post(
      "/api/admin/waitlist/:id/activate",
      {
        config: { access: "admin" },
        schema: { tags, params: WaitlistIdParams, response: { 200: ActivateUserResponse } },
      },
      (req) => waitlist.activate(req.params.id),
    );
  };
}
