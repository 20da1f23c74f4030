import { createServer, type AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FeedMetal } from '#domain/rates/rate-feed.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import type { RateFeedSettings } from '../modules/rate-feed/rate-feed.settings.ts';
import { createMailer } from '../providers/mail/mailer.ts';
import { signUp } from '../testing/accounts.ts';
import { capturedLog } from '../testing/captured-log.ts';
import {
  standInSettings,
  startFeedStandIn,
  TROY_OUNCE_GRAMS,
  type FeedStandIn,
} from '../testing/rate-feed-stand-in.ts';
import { recordingMailer } from '../testing/recording-mailer.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { shopRateWarningSources } from '../workflows/admin/rate-warning-sources.ts';
import { sendRateAlerts } from '../workflows/rate-alerts/send-rate-alerts.ts';
import type { WorkflowDeps } from '../workflows/workflow-deps.ts';
import { runRateFeed } from './rate-feed.ts';

// The admins' rate alerts against the real database and the feed stand-in, pass by pass with a
// clock the test moves (no timer): what is mailed, to whom, how often, and what a failed mail does.

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const REPEAT_HOURS = 12;

let t: TestApp;
let feed: FeedStandIn;
let clock: Date;
const mailer = recordingMailer();
const log = capturedLog();
let staff: string[];
let shopper: string;

beforeAll(async () => {
  t = await createTestApp({}, { mailer, logger: { level: 'info', stream: log.stream } });
  await seedDemoDataIfEmpty(t.database.db);
  feed = await startFeedStandIn();
  clock = new Date();
  const admin = await signUp(t.app, t.database.db, 'admin');
  const owner = await signUp(t.app, t.database.db, 'owner');
  shopper = (await signUp(t.app, t.database.db)).email;
  staff = [admin.email, owner.email].sort();
});
afterAll(async () => {
  await feed.stop();
  await t.close();
});

const feedSettings = (): RateFeedSettings => standInSettings(feed);

const options = () => ({
  repeatHours: REPEAT_HOURS,
  feedDownMinutes: 30,
  staleAfterHours: 48,
  sources: shopRateWarningSources(feedSettings()),
});

/** Moves the clock on, then runs one alert pass at it. */
function pass(afterMs = MINUTE, deps: WorkflowDeps = t.app.workflowDeps) {
  clock = new Date(clock.getTime() + afterMs);
  return sendRateAlerts(deps, options(), clock);
}

/** One feed round, 15 minutes on; the stand-in quotes a minute before it. */
async function feedRound() {
  clock = new Date(clock.getTime() + 15 * MINUTE);
  feed.quotedAt = new Date(clock.getTime() - MINUTE);
  return runRateFeed(t.app.workflowDeps, feedSettings(), clock);
}

/** Has the stand-in quote every metal at its current rate, and `moved` at these per-gram cents. */
async function quote(moved: Partial<Record<FeedMetal, number>> = {}) {
  t.app.workflowDeps.services.rates.invalidate();
  const rates = await t.app.workflowDeps.services.rates.list();
  const cents = (metal: FeedMetal) => moved[metal] ?? rates.find((rate) => rate.metal === metal)!.pricePerGram;
  const ounce = (perGram: number) => Math.round((perGram / 100) * TROY_OUNCE_GRAMS * 1e6) / 1e6;
  feed.prices = { gold: ounce(cents('Gold')), silver: ounce(cents('Silver')), platinum: ounce(cents('Platinum')) };
  return Object.fromEntries(rates.map((rate) => [rate.metal, rate.pricePerGram])) as Record<FeedMetal, number>;
}

/** The mails sent since the last call. */
function newMail() {
  return mailer.sent.splice(0);
}

describe('a failing feed', () => {
  it('mails the admins once it keeps failing, not again within the period, again after it', async () => {
    await quote();
    feed.mode = 'ok';
    await feedRound();
    feed.mode = 'fail';
    expect((await feedRound()) as object).toMatchObject({ outcome: 'failed' });
    expect(await pass()).toMatchObject({ sent: [], holding: 1 });
    await feedRound();
    expect((await pass()).sent).toEqual([]);
    await feedRound();
    expect((await pass()).sent).toEqual(['feed_fetch_failed:all']);

    const [mail, ...more] = newMail();
    expect(more).toEqual([]);
    expect(mail!.to.split(', ').sort()).toEqual(staff);
    expect(mail!.to).not.toContain(shopper);
    expect(mail!.subject).toBe('Rate alert: The rate feed keeps failing');
    expect(mail!.text).toContain("The rate feed's last fetch failed");
    expect(mail!.text).toContain('Metal: All metals');
    expect(mail!.text).toMatch(/Since: \d{4}-\d\d-\d\d \d\d:\d\d UTC/);
    expect(mail!.text).toContain(`Metal Price page: ${t.app.workflowDeps.publicUrl}/dashboard/updateprice`);
    expect(mail!.html).toContain(`href="${t.app.workflowDeps.publicUrl}/dashboard/updateprice"`);
    // The feed's log lines name its host; nothing names its address or key.
    for (const secret of [feed.key, new URL(feed.origin).host, feedSettings().url]) {
      expect(JSON.stringify(mail)).not.toContain(secret);
    }
    expect(log.text()).not.toContain(feed.key);
    expect(log.text()).not.toContain(feedSettings().url);

    // Still failing: nothing more within the period, on any pass.
    await feedRound();
    expect((await pass()).sent).toEqual([]);
    expect((await pass(REPEAT_HOURS * HOUR - 20 * MINUTE)).sent).toEqual([]);
    expect(newMail()).toEqual([]);
    // The period is over and it still fails: mailed again.
    expect((await pass(20 * MINUTE)).sent).toEqual(['feed_fetch_failed:all']);
    expect(newMail()).toHaveLength(1);

    // A good fetch ends it.
    feed.mode = 'ok';
    await quote();
    await feedRound();
    expect(await pass()).toMatchObject({ sent: [], holding: 0 });
  });
});

describe('a move held for approval', () => {
  it('is mailed at once, naming the metal', async () => {
    const rates = await quote();
    await quote({ Gold: Math.round(rates.Gold * 1.2) });
    await feedRound();
    expect((await pass()).sent).toEqual(['feed_move_pending:Gold']);
    const [mail] = newMail();
    expect(mail!.subject).toBe('Rate alert: A rate move waits for approval (Gold)');
    expect(mail!.text).toContain('Metal: Gold');
    expect(mail!.text).toMatch(/A Gold move of \+20\.00 %/);
    expect(mail!.to.split(', ').sort()).toEqual(staff);
    expect((await pass()).sent).toEqual([]);
  });

  it('is mailed once when two passes (two instances) run at once', async () => {
    const rates = await quote();
    await quote({ Silver: Math.round(rates.Silver * 0.8) });
    await feedRound();
    clock = new Date(clock.getTime() + MINUTE);
    const passes = await Promise.all([1, 2, 3].map(() => sendRateAlerts(t.app.workflowDeps, options(), clock)));
    expect(passes.flatMap((report) => report.sent)).toEqual(['feed_move_pending:Silver']);
    expect(newMail()).toHaveLength(1);
  });
});

describe('a mail that fails', () => {
  it('leaves the alert unsent, and the next pass sends it (over SMTP, to each admin)', async () => {
    const rates = await quote();
    await quote({ Platinum: Math.round(rates.Platinum * 1.3) });
    await feedRound();
    const overSmtp = (port: number) =>
      createMailer({
        smtpUrl: `smtp://127.0.0.1:${port}`,
        from: 'shop@example.com',
        outboxDir: '/nonexistent',
        log: t.app.log,
      });

    const failed = await pass(MINUTE, { ...t.app.workflowDeps, mailer: overSmtp(await closedPort()) });
    expect(failed).toMatchObject({ sent: [], failed: ['feed_move_pending:Platinum'] });
    expect(log.text()).toContain('rate alert: mail to the admins not sent');

    const smtp = await startSmtpStandIn();
    try {
      const retried = await pass(MINUTE, { ...t.app.workflowDeps, mailer: overSmtp(smtp.port) });
      expect(retried.sent).toEqual(['feed_move_pending:Platinum']);
      expect(smtp.received).toHaveLength(1);
      expect(smtp.received[0]!.recipients.sort()).toEqual(staff);
      expect(smtp.received[0]!.raw).toContain('Subject: Rate alert: A rate move waits for approval (Platinum)');
    } finally {
      await smtp.stop();
    }
    expect((await pass()).sent).toEqual([]);
    expect(newMail()).toEqual([]);
  });
});

describe('a stale rate', () => {
  it('is mailed once older than RATE_STALE_HOURS, in one mail with whatever else is due', async () => {
    // Diamond has no feed: nothing sets it, so two days on it is stale; the held move is due again.
    const report = await pass(49 * HOUR);
    expect(report.sent).toEqual(expect.arrayContaining(['rate_stale:Diamond', 'feed_move_pending:Platinum']));
    const [mail, ...more] = newMail();
    expect(more).toEqual([]);
    expect(mail!.subject).toBe(`Rate alert: A rate is stale (Gold) and ${report.sent.length - 1} more`);
    expect(mail!.text).toMatch(/The Diamond rate was last updated 2 days and \d+ hours? ago/);
    expect(mail!.text).toContain('Metal: Diamond');
  });
});

/** An SMTP server on 127.0.0.1 that keeps every message with its envelope's recipients. */
async function startSmtpStandIn() {
  const received: Array<{ recipients: string[]; raw: string }> = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS', 'AUTH'],
    onData(stream, session, done) {
      let raw = '';
      stream.on('data', (chunk: Buffer) => (raw += chunk.toString('utf8')));
      stream.on('end', () => {
        received.push({ recipients: session.envelope.rcptTo.map((to) => to.address), raw });
        done();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.server.address() as AddressInfo;
  return { port, received, stop: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

/** A port nothing listens on: one the system gave out and took back. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
