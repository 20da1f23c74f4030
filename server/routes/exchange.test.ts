import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminAppointmentList } from '#domain/appointments/appointment.ts';
import type { Estimate } from '#domain/exchange/estimate.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { exchangeEstimates } from '../modules/exchange/exchange.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { registerOwner, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// An online offer for old metal: weight × the buy rate of its purity, less the assay deduction,
// kept for EXCHANGE_OFFER_HOLD_HOURS and read back by its id; limited per address like bookings.

const NOW = new Date('2026-03-09T12:00:00Z');
let t: TestApp;
let anonymous: TestShopper;

beforeAll(async () => {
  t = await createTestApp(
    {
      authRateLimits: ROOMY_AUTH_LIMITS,
      appointmentRateLimit: { perIp: 1000, windowMinutes: 1 },
      exchange: { assayDeductionBasisPoints: 150, offerHoldHours: 24 },
    },
    { now: () => NOW },
  );
  await seedDemoDataIfEmpty(t.database.db);
  anonymous = new TestShopper(t.app);
  await t.database.db.update(metalPrices).set({ pricePerGram: '75.0000' }).where(eq(metalPrices.metal, 'Gold'));
  t.app.services.rates.invalidate();
  expect((await anonymous.get('/api/metals')).json<MetalPrice[]>().find((m) => m.metal === 'Gold')).toMatchObject({
    pricePerGram: 7_500,
  });
});
afterAll(() => t.close());

describe('POST /api/exchange/estimates', () => {
  it('offers 10 g of 22K at the buy rate, less the assay deduction, line by line, held 24 hours', async () => {
    const response = await anonymous.post('/api/exchange/estimates', { metal: 'Gold', fineness: 916, grams: 10 });
    expect(response.statusCode, response.body).toBe(201);
    const estimate = response.json<Estimate>();
    expect(estimate).toMatchObject({
      metal: 'Gold',
      fineness: 916,
      grams: 10,
      buyRatePerGramCents: 6_595,
      offerCents: 64_963,
      expiresAt: '2026-03-10T12:00:00.000Z',
      lines: [
        { kind: 'metal', milligrams: 10_000, fineness: 916, buyRatePerGramCents: 6_595, cents: 65_952 },
        { kind: 'assay', basisPoints: 150, cents: -989 },
      ],
    });
    expect(estimate.id).toMatch(/^est_[0-9A-Za-z]{24}$/);

    const read = await anonymous.get(`/api/exchange/estimates/${estimate.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<Estimate>()).toEqual(estimate);
  });

  it('refuses a purity the shop does not buy, or a weight past a milligram, with 400', async () => {
    for (const body of [
      { metal: 'Gold', fineness: 1000, grams: 10 },
      { metal: 'Gold', fineness: 916, grams: 0.0001 },
      { metal: 'Gold', fineness: 916, grams: -1 },
      { metal: 'Gold', fineness: 916 },
      { metal: 'Gold', fineness: 916, grams: 5, extra: true },
    ]) {
      const response = await anonymous.post('/api/exchange/estimates', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
  });

  it('makes no offer while the metal’s rate is under review (409, ask in store)', async () => {
    const [silver] = await t.database.db.select().from(metalPrices).where(eq(metalPrices.metal, 'Silver'));
    await t.database.db.delete(metalPrices).where(eq(metalPrices.metal, 'Silver'));
    t.app.services.rates.invalidate();
    try {
      const response = await anonymous.post('/api/exchange/estimates', { metal: 'Silver', fineness: 925, grams: 50 });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toMatchObject({ error: 'price_under_review', reason: 'problem.exchange.askInStore' });
    } finally {
      await t.database.db.insert(metalPrices).values(silver!);
      t.app.services.rates.invalidate();
    }
  });
});

describe('GET /api/exchange/estimates/:id', () => {
  it('answers 404 for an unknown id or an expired offer, and 400 for what is not an id', async () => {
    expect((await anonymous.get('/api/exchange/estimates/est_000000000000000000000000')).statusCode).toBe(404);
    expect((await anonymous.get('/api/exchange/estimates/nope')).statusCode).toBe(400);
    const made = (
      await anonymous.post('/api/exchange/estimates', { metal: 'Gold', fineness: 750, grams: 3.5 })
    ).json<Estimate>();
    await t.database.db
      .update(exchangeEstimates)
      .set({ expiresAt: new Date(NOW.getTime() - 1) })
      .where(eq(exchangeEstimates.id, made.id));
    const expired = await anonymous.get(`/api/exchange/estimates/${made.id}`);
    expect(expired.statusCode).toBe(404);
    expect(expired.json()).toMatchObject({ reason: 'problem.exchange.notFound' });
  });
});

describe('a visit to have the offer assayed', () => {
  it('keeps a valid offer with the visit booked from it, for the dashboard; an unknown one is dropped', async () => {
    const made = (
      await anonymous.post('/api/exchange/estimates', { metal: 'Gold', fineness: 875, grams: 8 })
    ).json<Estimate>();
    const book = (startsAt: string, estimateId: string) =>
      anonymous.post('/api/appointments', {
        branchId: 'louisiana',
        startsAt,
        purpose: 'sell_gold',
        estimateId,
        name: 'Layla Haddad',
        phone: '(504) 555-0100',
        email: 'layla@example.com',
      });
    expect((await book('2026-03-09T15:00:00Z', made.id)).statusCode).toBe(201);
    expect((await book('2026-03-09T15:30:00Z', 'est_000000000000000000000000')).statusCode).toBe(201);
    expect((await book('2026-03-09T16:00:00Z', 'not-an-offer')).statusCode).toBe(400);
    const admin = await registerOwner(t.app, 'Counter Admin');
    const day = (
      await admin.get('/api/admin/appointments?branchId=louisiana&date=2026-03-09')
    ).json<AdminAppointmentList>();
    expect(day.items.map((item) => item.estimateId)).toEqual([made.id, null]);
  });
});

describe('the offers limit', () => {
  it('answers 429 once an address has asked its share', async () => {
    const limited = await createTestApp({ appointmentRateLimit: { perIp: 1, windowMinutes: 60 } });
    try {
      await seedDemoDataIfEmpty(limited.database.db);
      const body = { metal: 'Gold', fineness: 585, grams: 2 };
      expect((await new TestShopper(limited.app).post('/api/exchange/estimates', body)).statusCode).toBe(201);
      const refused = await new TestShopper(limited.app).post('/api/exchange/estimates', body);
      expect(refused.statusCode).toBe(429);
      expect(refused.json()).toMatchObject({ reason: 'problem.exchange.tooMany' });
      // Booking a visit is counted apart, under its own name.
    } finally {
      await limited.close();
    }
  });
});
