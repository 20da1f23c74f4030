import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

describe('outbox mailer', () => {
  it('writes each message as an .eml file when no SMTP server is configured', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    const mailer = createMailer({
      smtpUrl: undefined,
      from: '"Shop" <no-reply@localhost>',
      outboxDir,
      log: pino({ level: 'silent' }),
    });
    await mailer.send({
      to: 'a@example.com',
      subject: 'Hello',
      text: 'Plain https://x.example/link',
      html: '<p>Hi</p>',
    });
    const files = readdirSync(outboxDir);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = readFileSync(join(outboxDir, files[0]!), 'utf8');
    expect(raw).toContain('To: a@example.com');
    expect(raw).toContain('Subject: Hello');
    expect(raw).toContain('https://x.example/link');
  });
});
