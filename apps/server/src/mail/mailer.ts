import { randomBytes } from "node:crypto";
import { mkdir, writeFile } from "node:fs/promises";
import path from "node:path";
import nodemailer from "nodemailer";
import type { FastifyBaseLogger } from "fastify";
import type { Config } from "../config";

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
}

export interface Mailer {
  readonly kind: "smtp" | "outbox";
  send(message: MailMessage): Promise<void>;
  close(): void;
}

/** SMTP when SMTP_URL is set; otherwise every message becomes an .eml file in DATA_DIR/outbox. */
export function createMailer(config: Config, log: FastifyBaseLogger): Mailer {
  const from = config.mail.from;
  if (config.mail.smtpUrl) {
    const transport = nodemailer.createTransport(config.mail.smtpUrl);
    return {
      kind: "smtp",
      async send({ to, subject, text }) {
        await transport.sendMail({ from, to, subject, text });
        log.info({ to, subject }, "mail sent");
      },
      close: () => transport.close(),
    };
  }
  const outbox = path.join(config.dataDir, "outbox");
  const render = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: "unix" });
  return {
    kind: "outbox",
    async send({ to, subject, text }) {
      const info = await render.sendMail({ from, to, subject, text });
      await mkdir(outbox, { recursive: true });
      const name = `${new Date().toISOString().replace(/[:.]/g, "-")}-${randomBytes(4).toString("hex")}.eml`;
      const file = path.join(outbox, name);
      await writeFile(file, info.message as Buffer);
      // The file, not its links: a reset link in a log would let anyone who reads the log in.
      log.info({ to, subject, file }, "mail written to the outbox");
    },
    close: () => render.close(),
  };
}
