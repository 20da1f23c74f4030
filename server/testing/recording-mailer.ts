import type { MailMessage, Mailer } from '../providers/mail/mailer.ts';

/** A mailer that keeps what it is asked to send, for tests that read the mail. */
export function recordingMailer(): Mailer & { sent: MailMessage[] } {
  const sent: MailMessage[] = [];
  return {
    sent,
    async send(message) {
      sent.push(message);
    },
  };
}
