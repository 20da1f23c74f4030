import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import { simpleParser } from 'mailparser';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifications } from '#server/modules/accounts/accounts.tables.ts';
import { GOOD_PASSWORD, sessionCookie, signUp } from '#server/testing/accounts.ts';
import { createTestApp, type TestApp } from '#server/testing/test-app.ts';

// Password reset end to end over real SMTP: nodemailer sends to an SMTP server the test runs.
interface Received {
  to: string;
  raw: string;
}

let smtp: SMTPServer;
let inbox: Received[] = [];
let t: TestApp;

beforeAll(async () => {
  smtp = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, callback) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        inbox.push({ to: session.envelope.rcptTo.map((r) => r.address).join(','), raw });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => smtp.listen(0, '127.0.0.1', resolve));
  const { port } = smtp.server.address() as AddressInfo;
  t = await createTestApp({ smtpUrl: `smtp://127.0.0.1:${port}` });
});
afterAll(async () => {
  await t.close();
  await new Promise<void>((resolve) => smtp.close(() => resolve()));
});

/** The reset link in a received message's plain-text part. */
async function resetLink(raw: string): Promise<string> {
  const { text = '' } = await simpleParser(raw);
  const match = /https?:\/\/[^\s"<>]+\/api\/auth\/reset-password\/[^\s"<>]+/.exec(text);
  if (!match) throw new Error(`no reset link in:\n${raw}`);
  return match[0];
}

async function requestReset(email: string) {
  inbox = [];
  const response = await t.app.inject({
    method: 'POST',
    url: '/api/auth/request-password-reset',
    payload: { email, redirectTo: '/reset-password' },
  });
  expect(response.statusCode).toBe(200);
  return response;
}

/** Follows the e-mailed link the way a browser would, returning the token the page receives. */
async function openLink(link: string): Promise<URL> {
  const url = new URL(link);
  const response = await t.app.inject({ method: 'GET', url: url.pathname + url.search });
  expect(response.statusCode).toBe(302);
  return new URL(response.headers.location as string, 'http://localhost:3000');
}

describe('password reset by e-mail', () => {
  it('mails a single-use link that sets a new password and ends old sessions', async () => {
    const user = await signUp(t.app, t.database.db);
    await requestReset(user.email);
    await expect.poll(() => inbox.length).toBe(1);
    expect(inbox[0]!.to).toBe(user.email);
    expect(inbox[0]!.raw).toMatch(/Subject: Reset your Al Zahra Jewelers password/);

    const landing = await openLink(await resetLink(inbox[0]!.raw));
    expect(landing.pathname).toBe('/reset-password');
    const token = landing.searchParams.get('token')!;
    expect(token).toBeTruthy();

    const weak = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'weakpass' },
    });
    expect(weak.statusCode).toBe(400);

    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'NewJewels2027' },
    });
    expect(reset.statusCode).toBe(200);

    // The old session is gone, the old password fails, the new one works.
    expect((await t.app.inject({ method: 'GET', url: '/api/me', headers: { cookie: user.cookie } })).statusCode).toBe(
      401,
    );
    const oldPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: GOOD_PASSWORD },
    });
    expect(oldPassword.statusCode).toBe(401);
    const newPassword = await t.app.inject({
      method: 'POST',
      url: '/api/auth/sign-in/email',
      payload: { email: user.email, password: 'NewJewels2027' },
    });
    expect(newPassword.statusCode).toBe(200);
    expect(sessionCookie(newPassword.headers['set-cookie'])).toBeTruthy();

    // Used once: the same token no longer works, nor does the link.
    const again = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'Another2028x' },
    });
    expect(again.statusCode).toBe(400);
    const relanding = await openLink(await resetLink(inbox[0]!.raw));
    expect(relanding.searchParams.get('error')).toBe('INVALID_TOKEN');
  });

  it('refuses a link after its hour is up', async () => {
    const user = await signUp(t.app, t.database.db);
    await requestReset(user.email);
    await expect.poll(() => inbox.length).toBe(1);
    const token = new URL(await resetLink(inbox[0]!.raw)).pathname.split('/').pop()!;
    const expiredRows = await t.database.db
      .update(verifications)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(verifications.identifier, `reset-password:${token}`))
      .returning();
    expect(expiredRows).toHaveLength(1);
    const expired = await t.app.inject({
      method: 'POST',
      url: '/api/auth/reset-password',
      payload: { token, newPassword: 'NewJewels2027' },
    });
    expect(expired.statusCode).toBe(400);
  });

  it('answers an unknown e-mail the same way and sends nothing', async () => {
    const response = await requestReset('nobody-here@example.com');
    expect(response.json()).toEqual(expect.objectContaining({ status: true }));
    await new Promise((resolve) => setTimeout(resolve, 300));
    expect(inbox).toHaveLength(0);
  });
});
