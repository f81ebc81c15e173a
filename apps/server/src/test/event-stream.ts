/** One server-sent event as a client reads it. */
export interface ServerEvent {
  id?: string;
  event: string;
  data: string;
}

/**
 * Reads server-sent events from a fetch response, as the web app does: `next()` waits for the
 * next event (comments and `retry:` lines are skipped) and fails when the stream ends first.
 */
export function eventReader(res: Response) {
  const reader = res.body?.getReader();
  const decoder = new TextDecoder();
  let buffer = "";
  const next = async (timeoutMs = 30_000): Promise<ServerEvent> => {
    const until = Date.now() + timeoutMs;
    for (;;) {
      const end = buffer.indexOf("\n\n");
      if (end >= 0) {
        const block = buffer.slice(0, end);
        buffer = buffer.slice(end + 2);
        const fields = Object.fromEntries(
          block
            .split("\n")
            .filter((line) => !line.startsWith(":") && line.includes(": "))
            .map((line) => [line.slice(0, line.indexOf(": ")), line.slice(line.indexOf(": ") + 2)]),
        ) as Partial<ServerEvent>;
        if (fields.event && fields.data !== undefined) return fields as ServerEvent;
        continue;
      }
      if (Date.now() > until) throw new Error("no event in time");
      const chunk = await reader?.read();
      if (!chunk || chunk.done) throw new Error("stream ended");
      buffer += decoder.decode(chunk.value as Uint8Array, { stream: true });
    }
  };
  return { next };
}
