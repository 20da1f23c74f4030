import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointmentList, Appointment, SlotList } from '#domain/appointments/appointment.ts';
import type { AuditList } from '#domain/admin/audit.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// Thursday 5 March 2026, 9 AM in Chicago: the clocks go forward on Sunday the 8th.
const NOW = new Date('2026-03-05T15:00:00Z');
// Monday 9 March, 10 AM in Chicago, summer time (UTC-5).
const MONDAY_TEN = '2026-03-09T15:00:00.000Z';

const mailer = recordingMailer();
let t: TestApp;
let admin: TestShopper;

const visit = (overrides: Record<string, unknown> = {}) => ({
  branchId: 'louisiana',
  startsAt: MONDAY_TEN,
  purpose: 'viewing',
  name: 'Layla Haddad',
  phone: '(504) 555-0100',
  email: 'layla@example.com',
  ...overrides,
});
const cancelToken = () => /cancel=([\w-]+)/.exec(mailer.sent.at(-1)!.text)![1]!;

beforeAll(async () => {
  t = await createTestApp(
    {
      authRateLimits: ROOMY_AUTH_LIMITS,
      appointmentSlotCapacity: 2,
      appointmentRateLimit: { perIp: 1000, windowMinutes: 1 },
    },
    { mailer, now: () => NOW },
  );
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Noor Admin');
  const me = (await admin.get('/api/me')).json<{ user: { id: string } }>().user;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, me.id, 'owner');
});
afterAll(() => t.close());

describe('GET /api/appointments/slots', () => {
  it("lists a branch's day in its own zone, across the change of clocks", async () => {
    const friday = (
      await t.app.inject({ url: '/api/appointments/slots?branchId=houston&date=2026-03-06' })
    ).json<SlotList>();
    expect(friday.timeZone).toBe('America/Chicago');
    expect(friday.slots[0]).toEqual({
      startsAt: '2026-03-06T16:00:00.000Z',
      endsAt: '2026-03-06T16:30:00.000Z',
      remaining: 2,
    });
    const monday = (
      await t.app.inject({ url: '/api/appointments/slots?branchId=houston&date=2026-03-09' })
    ).json<SlotList>();
    expect(monday.slots[0]!.startsAt).toBe(MONDAY_TEN);
  });

  it('offers none of the hours already gone today', async () => {
    const today = (
      await t.app.inject({ url: '/api/appointments/slots?branchId=houston&date=2026-03-05' })
    ).json<SlotList>();
    expect(today.slots[0]!.startsAt).toBe('2026-03-05T16:00:00.000Z');
    expect(today.slots.every((slot) => new Date(slot.startsAt) > NOW)).toBe(true);
  });

  it('refuses an unknown branch or a malformed date with a 400', async () => {
    expect((await t.app.inject({ url: '/api/appointments/slots?branchId=paris&date=2026-03-06' })).statusCode).toBe(
      400,
    );
    expect((await t.app.inject({ url: '/api/appointments/slots?branchId=houston&date=tomorrow' })).statusCode).toBe(
      400,
    );
  });
});

describe('POST /api/appointments', () => {
  it('books a visit for a visitor and mails an English confirmation with its calendar file', async () => {
    const response = await new TestShopper(t.app).post(
      '/api/appointments',
      visit({ startsAt: '2026-03-09T15:30:00Z' }),
    );
    expect(response.statusCode).toBe(201);
    expect(response.json<Appointment>()).toMatchObject({ status: 'booked', startsAt: '2026-03-09T15:30:00.000Z' });
    const mail = mailer.sent.at(-1)!;
    expect(mail.to).toBe('layla@example.com');
    expect(mail.text).toContain('Monday, March 9, 2026 at 10:30 AM');
    expect(mail.text).toMatch(/http:\/\/localhost:\d+\/book-a-visit\?cancel=[\w-]{40,}/);
    const ics = mail.attachments![0]!;
    expect(ics.filename).toBe('visit.ics');
    expect(ics.content).toContain('DTSTART:20260309T153000Z\r\n');
    expect(ics.content).toContain('DTEND:20260309T160000Z\r\n');
    expect(ics.content).toContain('LOCATION:Louisiana Main Store\\, 3301 Veterans Memorial Blvd');
  });

  it('writes the mail in Arabic, right to left, for an Arabic booker', async () => {
    await new TestShopper(t.app).post(
      '/api/appointments',
      visit({ startsAt: '2026-03-09T16:00:00Z', language: 'ar', purpose: 'sell_gold' }),
    );
    const mail = mailer.sent.at(-1)!;
    expect(mail.text).toContain('بيع الذهب القديم');
    expect(mail.text).toMatch(/\/ar\/book-a-visit\?cancel=/);
    expect(mail.html).toContain('dir="rtl"');
    expect(mail.attachments![0]!.content).toContain('SUMMARY:زيارة');
  });

  it('answers 409 with a clear sentence once the slot is full', async () => {
    const startsAt = '2026-03-10T15:00:00Z';
    for (const email of ['a@example.com', 'b@example.com']) {
      expect((await new TestShopper(t.app).post('/api/appointments', visit({ startsAt, email }))).statusCode).toBe(201);
    }
    const full = await new TestShopper(t.app).post('/api/appointments', visit({ startsAt }));
    expect(full.statusCode).toBe(409);
    expect(full.json()).toMatchObject({
      reason: 'problem.appointment.slotFull',
      message: 'That time is fully booked. Please choose another time.',
    });
    const day = (
      await t.app.inject({ url: '/api/appointments/slots?branchId=louisiana&date=2026-03-10' })
    ).json<SlotList>();
    expect(day.slots[0]!.remaining).toBe(0);
  });

  it('gives the last place of a slot to one of two bookings made at once', async () => {
    const startsAt = '2026-03-11T15:00:00Z';
    await new TestShopper(t.app).post('/api/appointments', visit({ startsAt }));
    const both = await Promise.all([
      new TestShopper(t.app).post('/api/appointments', visit({ startsAt, email: 'first@example.com' })),
      new TestShopper(t.app).post('/api/appointments', visit({ startsAt, email: 'second@example.com' })),
    ]);
    expect(both.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const day = (
      await t.app.inject({ url: '/api/appointments/slots?branchId=louisiana&date=2026-03-11' })
    ).json<SlotList>();
    expect(day.slots[0]!.remaining).toBe(0);
  });

  it('refuses a time that is not a slot, a past slot and a bad e-mail with a 400', async () => {
    const shopper = new TestShopper(t.app);
    expect((await shopper.post('/api/appointments', visit({ startsAt: '2026-03-09T15:10:00Z' }))).json()).toMatchObject(
      {
        reason: 'problem.appointment.notASlot',
      },
    );
    expect((await shopper.post('/api/appointments', visit({ startsAt: '2026-03-04T16:00:00Z' }))).statusCode).toBe(400);
    expect((await shopper.post('/api/appointments', visit({ email: 'nobody' }))).statusCode).toBe(400);
    expect((await shopper.post('/api/appointments', visit({ purpose: 'haggling' }))).statusCode).toBe(400);
  });
});

describe('cancelling', () => {
  it('cancels by the mail link token once, and frees the place', async () => {
    const startsAt = '2026-03-12T15:00:00Z';
    await new TestShopper(t.app).post('/api/appointments', visit({ startsAt }));
    const token = cancelToken();
    const guessed = await t.app.inject({
      method: 'POST',
      url: '/api/appointments/cancel',
      payload: { token: `${token.slice(0, -2)}xx` },
    });
    expect(guessed.statusCode).toBe(404);
    const cancelled = await new TestShopper(t.app).post('/api/appointments/cancel', { token });
    expect(cancelled.json<Appointment>().status).toBe('cancelled');
    expect((await new TestShopper(t.app).post('/api/appointments/cancel', { token })).statusCode).toBe(404);
    const day = (
      await t.app.inject({ url: '/api/appointments/slots?branchId=louisiana&date=2026-03-12' })
    ).json<SlotList>();
    expect(day.slots[0]!.remaining).toBe(2);
  });

  it("lists a signed-in customer's visits and cancels one from the account, never another's", async () => {
    const customer = new TestShopper(t.app);
    await customer.register();
    const booked = (
      await customer.post('/api/appointments', visit({ startsAt: '2026-03-13T15:00:00Z' }))
    ).json<Appointment>();
    expect((await customer.get('/api/account/appointments')).json<{ items: Appointment[] }>().items).toEqual([booked]);
    const stranger = new TestShopper(t.app);
    await stranger.register();
    expect((await stranger.post(`/api/account/appointments/${booked.id}/cancel`)).statusCode).toBe(404);
    const cancelled = await customer.post(`/api/account/appointments/${booked.id}/cancel`);
    expect(cancelled.json<Appointment>().status).toBe('cancelled');
  });

  it('asks a visitor to sign in for the account routes (401)', async () => {
    const visitor = new TestShopper(t.app);
    expect((await visitor.get('/api/account/appointments')).statusCode).toBe(401);
    expect((await visitor.post('/api/account/appointments/appt_x/cancel')).statusCode).toBe(401);
  });
});

describe('the dashboard day', () => {
  it("lists a branch's visits and marks one attended, audited", async () => {
    await new TestShopper(t.app).post(
      '/api/appointments',
      visit({ branchId: 'houston', startsAt: '2026-03-09T17:00:00Z', name: 'Omar' }),
    );
    const day = (
      await admin.get('/api/admin/appointments?branchId=houston&date=2026-03-09')
    ).json<AdminAppointmentList>();
    expect(day.items.map((item) => [item.name, item.startsAt])).toEqual([['Omar', '2026-03-09T17:00:00.000Z']]);
    const marked = await admin.patch(`/api/admin/appointments/${day.items[0]!.id}`, { status: 'attended' });
    expect(marked.json()).toMatchObject({ status: 'attended', phone: '(504) 555-0100' });
    const audit = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items[0]!;
    expect(audit).toMatchObject({ action: 'appointment.status', subjectId: day.items[0]!.id });
    expect((await admin.patch('/api/admin/appointments/appt_none', { status: 'missed' })).statusCode).toBe(404);
  });

  it('refuses a visitor (401) and a customer (403)', async () => {
    const customer = new TestShopper(t.app);
    await customer.register();
    for (const [shopper, status] of [
      [new TestShopper(t.app), 401],
      [customer, 403],
    ] as const) {
      expect((await shopper.get('/api/admin/appointments?branchId=houston&date=2026-03-09')).statusCode).toBe(status);
      expect((await shopper.patch('/api/admin/appointments/appt_x', { status: 'missed' })).statusCode).toBe(status);
    }
  });
});

describe('the booking limit', () => {
  it('answers 429 once an address has booked its share', async () => {
    const limited = await createTestApp(
      { appointmentRateLimit: { perIp: 1, windowMinutes: 60 } },
      { mailer, now: () => NOW },
    );
    try {
      expect((await new TestShopper(limited.app).post('/api/appointments', visit())).statusCode).toBe(201);
      const refused = await new TestShopper(limited.app).post(
        '/api/appointments',
        visit({ startsAt: '2026-03-09T15:30:00Z' }),
      );
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ reason: 'problem.appointment.tooMany' });
    } finally {
      await limited.close();
    }
  });
});
