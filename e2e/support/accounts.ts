import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { simpleParser } from 'mailparser';
import type { BrowserContext, Locator, Page } from 'playwright-core';
import { expect } from 'vitest';
import type { User } from '#domain/accounts/user.ts';
import { eventually } from './pages.ts';
import { shopUnderTest } from './shop-under-test.ts';

/** Meets the password policy (8+ characters, lower, upper, digit). */
export const GOOD_PASSWORD = 'Jewels2026';

let counter = 0;

/**
 * An address no other test (or earlier run) uses: the server keeps its accounts and its
 * per-e-mail rate limits for the whole run.
 */
export function uniqueEmail(tag: string): string {
  return `${tag}.${Date.now().toString(36)}${(++counter).toString(36)}@example.com`;
}

/** A sonner toast whose title is exactly `title`. */
export function toast(page: Page, title: string): Locator {
  const exact = new RegExp(`^\\s*${title.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\s*$`);
  return page.locator('[data-sonner-toast]').filter({ has: page.locator('[data-title]', { hasText: exact }) });
}

/**
 * Waits for a toast with this title (and description) to appear. Success toasts close after
 * 1.5 s, so this looks for the element rather than for it being fully faded in.
 */
export async function expectToast(page: Page, title: string, description?: string): Promise<Locator> {
  const found = toast(page, title).first();
  try {
    await found.waitFor({ state: 'attached', timeout: 10_000 });
  } catch {
    const shown = await page.locator('[data-sonner-toast] [data-title]').allTextContents();
    throw new Error(`No toast titled ${JSON.stringify(title)} on ${page.url()}; toasts: ${JSON.stringify(shown)}`);
  }
  if (description !== undefined) {
    expect((await found.locator('[data-description]').textContent())?.trim()).toBe(description);
  }
  return found;
}

/**
 * Runs `act` and waits for a toast with this title raised by it: toasts already on screen (the
 * same message from a step before, which may close at any moment) do not count.
 */
export async function expectNewToast(
  page: Page,
  title: string,
  description: string | undefined,
  act: () => Promise<void>,
): Promise<Locator> {
  await page.evaluate(() => {
    for (const shown of document.querySelectorAll('[data-sonner-toast]')) shown.setAttribute('data-test-seen', '');
  });
  await act();
  const fresh = toast(page, title).and(page.locator(':not([data-test-seen])')).first();
  try {
    await fresh.waitFor({ state: 'attached', timeout: 10_000 });
  } catch {
    const shown = await page.locator('[data-sonner-toast] [data-title]').allTextContents();
    throw new Error(`No new toast titled ${JSON.stringify(title)} on ${page.url()}; toasts: ${JSON.stringify(shown)}`);
  }
  if (description !== undefined) {
    expect((await fresh.locator('[data-description]').textContent())?.trim()).toBe(description);
  }
  return fresh;
}

/** A call to our API from inside the page: same origin, the page's cookies. */
export async function callApi(
  page: Page,
  method: string,
  path: string,
  body?: unknown,
): Promise<{ status: number; body: unknown }> {
  return page.evaluate(
    async ({ method, path, body }) => {
      const response = await fetch(path, {
        method,
        credentials: 'same-origin',
        headers: body === undefined ? {} : { 'content-type': 'application/json' },
        body: body === undefined ? undefined : JSON.stringify(body),
      });
      const text = await response.text();
      let parsed: unknown = text;
      try {
        parsed = JSON.parse(text);
      } catch {
        // not JSON: keep the text
      }
      return { status: response.status, body: parsed };
    },
    { method, path, body },
  );
}

/** GET /api/me with the page's cookies: the user, or null when the server says 401. */
export async function whoAmI(page: Page): Promise<User | null> {
  const { status, body } = await callApi(page, 'GET', '/api/me');
  if (status === 401) return null;
  if (status !== 200) throw new Error(`GET /api/me answered ${status}: ${JSON.stringify(body)}`);
  return (body as { user: User }).user;
}

/** GET /api/me from outside the browser with a Cookie header: the HTTP status. */
export async function meStatusWithCookie(baseUrl: string, cookie: string): Promise<number> {
  const response = await fetch(`${baseUrl}/api/me`, { headers: { cookie } });
  await response.body?.cancel();
  return response.status;
}

/** The context's cookies as a Cookie header (to replay a session after the browser dropped it). */
export async function cookieHeader(context: BrowserContext): Promise<string> {
  const cookies = await context.cookies();
  expect(cookies.length, 'the browser holds a session cookie').toBeGreaterThan(0);
  return cookies.map((cookie) => `${cookie.name}=${cookie.value}`).join('; ');
}

/** Creates an account through the real endpoint from inside the page; the page is then signed in. */
export async function signUpFromPage(page: Page, name: string, email: string, password = GOOD_PASSWORD) {
  const result = await callApi(page, 'POST', '/api/auth/sign-up/email', { name, email, password });
  if (result.status !== 200) throw new Error(`sign-up of ${email}: ${result.status} ${JSON.stringify(result.body)}`);
}

/** Signs in through the real endpoint from inside the page (no UI): for tests about something else. */
export async function signInFromPage(page: Page, email: string, password: string) {
  const result = await callApi(page, 'POST', '/api/auth/sign-in/email', { email, password });
  if (result.status !== 200) throw new Error(`sign-in of ${email}: ${result.status} ${JSON.stringify(result.body)}`);
}

/** Fills and submits the /login form (the page must be on /login). */
export async function submitLogin(page: Page, email: string, password: string) {
  await page.getByLabel('Email address', { exact: true }).fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** One message of the outbox, decoded. */
export interface Mail {
  file: string;
  to: string;
  subject: string;
  /** The text/plain part ('' when there is none). */
  text: string;
  /** The text/html part ('' when there is none). */
  html: string;
}

/** Every message in the outbox folder, newest first (file names start with an ISO timestamp). */
async function outboxMessages(dataDir: string): Promise<Mail[]> {
  const outbox = join(dataDir, 'outbox');
  let names: string[] = [];
  try {
    names = readdirSync(outbox).filter((name) => name.endsWith('.eml'));
  } catch {
    // the folder appears with the first message
  }
  return Promise.all(
    names
      .sort()
      .reverse()
      .map(async (name) => {
        const mail = await simpleParser(readFileSync(join(outbox, name)));
        const to = Array.isArray(mail.to) ? mail.to[0] : mail.to;
        return {
          file: name,
          to: to?.value[0]?.address ?? '',
          subject: mail.subject ?? '',
          text: mail.text ?? '',
          html: typeof mail.html === 'string' ? mail.html : '',
        };
      }),
  );
}

/**
 * The newest message to `email` whose subject matches `subject`, from the outbox folder (the
 * server writes one .eml per message when no SMTP server is configured). Waits for it to arrive.
 */
export function readMail(dataDir: string, email: string, subject: RegExp): Promise<Mail> {
  return eventually(async () => {
    const messages = (await outboxMessages(dataDir)).filter(
      (mail) => mail.to.toLowerCase() === email.toLowerCase() && subject.test(mail.subject),
    );
    expect(
      messages.length,
      `mails to ${email} with a subject matching ${subject} in ${dataDir}/outbox`,
    ).toBeGreaterThan(0);
    return messages[0]!;
  });
}

/** The password-reset link of the newest password mail to `email`. Waits for it to arrive. */
export async function readResetLink(dataDir: string, email: string): Promise<string> {
  const mail = await readMail(dataDir, email, /password/i);
  const link = /https?:\/\/\S+\/api\/auth\/reset-password\/[^\s"<>]+/.exec(`${mail.text}\n${mail.html}`);
  expect(link, 'reset link in the mail').not.toBeNull();
  return link![0];
}

/** The header's account and admin entries, as seen on a desktop-wide page. */
export function headerEntries(page: Page) {
  const banner = page.getByRole('banner');
  return {
    login: banner.getByRole('link', { name: 'Login', exact: true }).filter({ visible: true }),
    logout: banner.getByRole('button', { name: 'Logout', exact: true }).filter({ visible: true }),
    dashboard: banner.getByRole('link', { name: 'Dashboard', exact: true }).filter({ visible: true }),
  };
}

/**
 * Where the account journeys run: where a stranger meets the shop after `npm start` (127.0.0.1,
 * which is not PUBLIC_URL) and at PUBLIC_URL itself (localhost).
 */
export function accountAddresses(): Array<{ at: string; origin: string }> {
  const { baseUrl, publicUrl } = shopUnderTest();
  return [
    { at: '127.0.0.1, not PUBLIC_URL', origin: baseUrl },
    { at: 'localhost, the PUBLIC_URL', origin: publicUrl },
  ];
}
