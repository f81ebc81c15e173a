import net from "node:net";

/**
 * A raw HTTP client on its own socket: what the server answered and when it closed the
 * connection. Requests are written as given (`write`), never half-closed: Node drops a request
 * whose client half-closes before it is answered.
 */
export function rawClient(url: string) {
  const { hostname, port } = new URL(url);
  const socket = net.connect(Number(port), hostname);
  let answer = "";
  socket.setEncoding("utf8");
  socket.on("data", (chunk: string) => (answer += chunk));
  socket.on("error", () => undefined);
  const closed = new Promise<void>((resolve) => socket.once("close", () => resolve()));
  return { socket, closed, answer: () => answer };
}
