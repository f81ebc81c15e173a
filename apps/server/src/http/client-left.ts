import type { FastifyReply } from "fastify";

/**
 * A signal aborted when the client goes away before its answer is sent (a tab closed, a fetch
 * cancelled): work done only for that answer, such as recognising a recording, can stop rather
 * than hold an engine another user is waiting for.
 */
export function untilClientLeaves(reply: FastifyReply): AbortSignal {
  const controller = new AbortController();
  const response = reply.raw;
  const left = () => controller.abort(new DOMException("The client left", "AbortError"));
  // Gone already (between the request's arrival and this call), or when it goes.
  if (response.destroyed && !response.writableFinished) left();
  else
    response.once("close", () => {
      if (!response.writableFinished) left();
    });
  return controller.signal;
}
