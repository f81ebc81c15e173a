import type { FastifyPluginAsyncZod } from "fastify-type-provider-zod";
import {
  ActivateUserResponse,
  NoContent,
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
    app.delete(
      "/api/admin/waitlist/:id",
      {
        config: { access: "admin" },
        schema: {
          tags,
          description:
            "Removes a waitlist entry without making an account (a mistaken or unwanted one); its address " +
            "may join again. 404 when the entry is gone (activated or removed meanwhile).",
          params: WaitlistIdParams,
          response: { 204: NoContent },
        },
      },
      async (req, reply) => {
        await waitlist.remove(req.params.id);
        return reply.status(204).send(null);
      },
    );
  };
}
