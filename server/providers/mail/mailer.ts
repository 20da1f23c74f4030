import { chmodSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { FastifyBaseLogger } from 'fastify';

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html: string;
  /** Files sent with the mail (a visit's calendar entry). */
  attachments?: Array<{ filename: string; content: string; contentType: string }>;
}

export interface Mailer {
  send(message: MailMessage): Promise<void>;
}

export interface MailerOptions {
  /** smtp:// or smtps:// URL; without it messages go to the outbox folder. */
  smtpUrl: string | undefined;
  from: string;
  outboxDir: string;
  log: FastifyBaseLogger;
}

/**
 * Real mail over SMTP when configured; otherwise every message is written as an .eml file
 * to the outbox folder (0600 files in a 0700 folder), so password resets work on a machine with no
 * mail server.
 * nodemailer (about 16 MB resident) is loaded by the first message, not at start.
 */
export function createMailer({ smtpUrl, from, outboxDir, log }: MailerOptions): Mailer {
  if (smtpUrl) {
    const transport = once(async () => (await loadNodemailer()).createTransport(smtpUrl));
    return {
      async send(message) {
        await (await transport()).sendMail({ from, ...message });
      },
    };
  }
  const transport = once(async () =>
    (await loadNodemailer()).createTransport({ streamTransport: true, buffer: true, newline: 'unix' }),
  );
  return {
    async send(message) {
      const info = await (await transport()).sendMail({ from, ...message });
      // The messages hold password-reset links: owner-only, and a folder an earlier version made 0755 is closed.
      mkdirSync(outboxDir, { recursive: true, mode: 0o700 });
      chmodSync(outboxDir, 0o700);
      const file = join(
        outboxDir,
        `${new Date().toISOString().replace(/[:.]/g, '-')}-${info.messageId.replace(/[<>@]/g, '')}.eml`,
      );
      writeFileSync(file, info.message as Buffer, { mode: 0o600 });
      log.info({ to: message.to, file }, `Mail written to the outbox: ${message.subject}`);
    },
  };
}

/** nodemailer (about 16 MB resident) is loaded by the first message, not by every shop process at start. */
const loadNodemailer = () => import('nodemailer').then((module) => module.default);

/** The transport made on first use and kept (a failure to make it fails each send with its error). */
function once<T>(make: () => Promise<T>): () => Promise<T> {
  let made: Promise<T> | undefined;
  return () => (made ??= make());
}
