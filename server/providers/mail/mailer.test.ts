import { chmodSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pino from 'pino';
import { describe, expect, it } from 'vitest';
import { createMailer } from './mailer.ts';

const outboxMailer = (outboxDir: string) =>
  createMailer({
    smtpUrl: undefined,
    from: '"Shop" <no-reply@localhost>',
    outboxDir,
    log: pino({ level: 'silent' }),
  });

/** Permission bits of a file or folder, as 0o600-style numbers. */
const modeOf = (path: string) => statSync(path).mode & 0o777;

describe('outbox mailer', () => {
  it('writes each message as an .eml file when no SMTP server is configured', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    await outboxMailer(outboxDir).send({
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

  // The messages hold password-reset links: nobody but the shop's own user may read them.
  it.runIf(process.platform !== 'win32')('keeps the messages owner-only: files 0600 in a 0700 folder', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    await outboxMailer(outboxDir).send({ to: 'b@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' });
    expect(modeOf(outboxDir).toString(8)).toBe('700');
    const [file] = readdirSync(outboxDir);
    expect(modeOf(join(outboxDir, file!)).toString(8)).toBe('600');
  });

  it.runIf(process.platform !== 'win32')('closes an outbox folder an earlier version left open (0755)', async () => {
    const outboxDir = join(mkdtempSync(join(tmpdir(), 'outbox-')), 'outbox');
    mkdirSync(outboxDir);
    chmodSync(outboxDir, 0o755);
    await outboxMailer(outboxDir).send({ to: 'c@example.com', subject: 'Reset', text: 'link', html: '<p>link</p>' });
    expect(modeOf(outboxDir).toString(8)).toBe('700');
  });
});
