import type { Server } from "node:http";
import type { Socket } from "node:net";

/**
 * Connections that have not sent a request yet: a browser opens them ahead of need, and Node's
 * fetch opens one after a request it aborted. Closing the server does not end them (Node counts
 * them neither idle nor busy), so shutting down waited for the headers time-out, or for the
 * shutdown's grace period to run out. Returns a function, called as the server closes, that
 * ends them at once; connections with a request are left to finish it (or closed when idle).
 */
export function trackUnusedConnections(server: Server): () => void {
  const unused = new Set<Socket>();
  server.on("connection", (socket: Socket) => {
    unused.add(socket);
    socket.once("close", () => unused.delete(socket));
  });
  server.on("request", (request: { socket: Socket }) => unused.delete(request.socket));
  return () => {
    for (const socket of unused) socket.destroy();
    unused.clear();
  };
}
