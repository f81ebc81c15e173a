import { afterEach, describe, expect, it } from "vitest";
import { SMTPServer } from "smtp-server";
import { call, readOutbox, signUp, unfold } from "../test/api-client";
import { startTestServer, type TestServer } from "../test/test-server";

interface Received {
  from: string;
  to: string[];
  data: string;
}

/** A real SMTP server on loopback that keeps what it receives. */
async function startSmtp(): Promise<{ port: number; received: Received[]; close(): Promise<void> }> {
  const received: Received[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ["STARTTLS"],
    logger: false,
    onData(stream, session, callback) {
      let data = "";
      stream.on("data", (chunk: Buffer) => (data += chunk.toString()));
      stream.on("end", () => {
        received.push({
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : "",
          to: session.envelope.rcptTo.map((r) => r.address),
          data,
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const address = server.server.address();
  const port = typeof address === "object" && address ? address.port : 0;
  return { port, received, close: () => new Promise((resolve) => server.close(() => resolve())) };
}

describe("mail delivery", () => {
  let t: TestServer;
  afterEach(() => t.stop());

  it("goes out by SMTP when SMTP_URL is set", async () => {
    const smtp = await startSmtp();
    try {
      t = await startTestServer("pglite", {
        env: { SMTP_URL: `smtp://127.0.0.1:${smtp.port}`, MAIL_FROM: "Study Well <study@example.org>" },
      });
      const a = await signUp(t);
      const res = await call(t, "POST", "/api/auth/send-oob-code", {
        body: { requestType: "PASSWORD_RESET", email: a.input.email },
      });
      expect(res.status).toBe(204);
      expect(smtp.received).toHaveLength(1);
      const [mail] = smtp.received;
      expect(mail?.from).toBe("study@example.org");
      expect(mail?.to).toEqual([a.input.email]);
      expect(unfold(mail?.data ?? "")).toMatch(/\/reset-password\?oobCode=[\w.%-]+/);
      expect(await readOutbox(t.database.dataDir)).toEqual([]);
    } finally {
      await smtp.close();
    }
  });

  it("is written to DATA_DIR/outbox as .eml without SMTP", async () => {
    t = await startTestServer("pglite");
    const a = await signUp(t);
    await call(t, "POST", "/api/auth/send-oob-code", {
      body: { requestType: "PASSWORD_RESET", email: a.input.email },
    });
    const [mail] = await readOutbox(t.database.dataDir);
    expect(mail).toContain(`To: ${a.input.email}`);
    expect(mail).toContain("From: Study Well <no-reply@localhost>");
  });
});
