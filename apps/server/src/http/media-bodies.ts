import type { FastifyInstance } from "fastify";
import { AppError } from "./app-error";
import type { RawBody } from "./error-handler";

/**
 * Pictures and recordings a user may be sending at once to the routes that read them whole into
 * memory (up to 25 MB each): the body of one more is refused before it is read (attack: 20
 * recordings at once from one user added 670 MB, and the per-user AI limit is only counted once
 * a body has arrived).
 */
export const MEDIA_BODIES_PER_USER = 2;

const HELD_WHOLE = new Set<RawBody>(["recording", "picture"]);

/** Counts each user's picture and recording bodies on their way in, and refuses one past the limit. */
export function limitMediaBodies(app: FastifyInstance, most = MEDIA_BODIES_PER_USER): void {
  const receiving = new Map<string, number>();
  app.addHook("preParsing", async (request, reply, payload) => {
    const { rawBody } = request.routeOptions.config as { rawBody?: RawBody };
    const uid = request.caller?.uid;
    if (!rawBody || !HELD_WHOLE.has(rawBody) || uid === undefined) return payload;
    const now = receiving.get(uid) ?? 0;
    if (now >= most) {
      throw AppError.of("ai/too-many-at-once", most).withHeaders({ "retry-after": "5" });
    }
    receiving.set(uid, now + 1);
    // Until the answer is sent or the client has gone, whichever comes first.
    reply.raw.once("close", () => {
      const left = (receiving.get(uid) ?? 1) - 1;
      if (left > 0) receiving.set(uid, left);
      else receiving.delete(uid);
    });
    return payload;
  });
}
