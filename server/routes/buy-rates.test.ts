import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { BuyRateAnswer, BuySpreadAnswer } from '#domain/exchange/buy-rates.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { registerOwner, TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// The shop's buy rates for old metal: a spread per metal (and per purity) below the sell rate,
// set by an admin (audited), followed at once by GET /api/buy-rates, and never quoted while the
// metal's sell rate is under review.

let t: TestApp;
let admin: TestShopper;
let customer: TestShopper;
let anonymous: TestShopper;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = await registerOwner(t.app, 'Spread Admin');
  customer = new TestShopper(t.app);
  await customer.register();
  anonymous = new TestShopper(t.app);
  // Gold at $75.00 a gram of pure metal: 22K sells at $68.70.
  const gold = (await anonymous.get('/api/metals')).json<MetalPrice[]>().find((m) => m.metal === 'Gold')!;
  expect((await admin.patch(`/api/metals/${gold.id}`, { pricePerGramHundredthCents: 750_000 })).statusCode).toBe(200);
});
afterAll(() => t.close());

const buyRates = async () => (await anonymous.get('/api/buy-rates')).json<BuyRateAnswer[]>();
const rateOf = async (metal: string, fineness: number) =>
  (await buyRates()).find((rate) => rate.metal === metal && rate.fineness === fineness)!;

describe('GET /api/buy-rates', () => {
  it('lists every purity the shop buys, below its sell rate by the demo spreads', async () => {
    const rates = await buyRates();
    expect(rates.map((rate) => `${rate.metal} ${rate.fineness}`)).toEqual([
      'Gold 999',
      'Gold 916',
      'Gold 875',
      'Gold 750',
      'Gold 585',
      'Gold 417',
      'Silver 999',
      'Silver 925',
      'Platinum 950',
      'Platinum 900',
    ]);
    // 22K: $75 × 0.916 = $68.70; 4% below: $65.952 → $65.95.
    expect(await rateOf('Gold', 916)).toEqual({
      metal: 'Gold',
      fineness: 916,
      sellRatePerGramCents: 6_870,
      buyRatePerGramCents: 6_595,
      priceReview: null,
    });
    for (const rate of rates) expect(rate.buyRatePerGramCents!).toBeLessThanOrEqual(rate.sellRatePerGramCents);
  });

  it('follows a new sell rate at once (the rates cache is dropped)', async () => {
    const gold = (await anonymous.get('/api/metals')).json<MetalPrice[]>().find((m) => m.metal === 'Gold')!;
    await admin.patch(`/api/metals/${gold.id}`, { pricePerGramHundredthCents: 800_000 });
    // $80 × 0.75 = $60.00; 4% below: $57.60.
    expect(await rateOf('Gold', 750)).toMatchObject({ sellRatePerGramCents: 6_000, buyRatePerGramCents: 5_760 });
    await admin.patch(`/api/metals/${gold.id}`, { pricePerGramHundredthCents: 750_000 });
  });

  it('quotes no buy rate while the sell rate is under review: ask in store', async () => {
    const [platinum] = await t.database.db.select().from(metalPrices).where(eq(metalPrices.metal, 'Platinum'));
    await t.database.db.delete(metalPrices).where(eq(metalPrices.metal, 'Platinum'));
    t.app.services.rates.invalidate();
    try {
      expect(await rateOf('Platinum', 950)).toMatchObject({ buyRatePerGramCents: null, priceReview: 'standby' });
    } finally {
      await t.database.db.insert(metalPrices).values(platinum!);
      t.app.services.rates.invalidate();
    }
  });
});

describe('the spreads, on the Metal Price page', () => {
  it('an admin sets a metal spread and a purity spread of its own, audited; clearing it follows the metal again', async () => {
    const metal = await admin.put('/api/admin/buy-spreads', { metal: 'Gold', basisPoints: 500 });
    expect(metal.statusCode, metal.body).toBe(200);
    expect(metal.json<BuySpreadAnswer[]>()).toContainEqual(
      expect.objectContaining({ metal: 'Gold', fineness: null, basisPoints: 500, updatedBy: 'Spread Admin' }),
    );
    // $68.70 × 0.95 = $65.265 → $65.27 (half-up).
    expect((await rateOf('Gold', 916)).buyRatePerGramCents).toBe(6_527);

    expect(
      (await admin.put('/api/admin/buy-spreads', { metal: 'Gold', fineness: 916, basisPoints: 200 })).statusCode,
    ).toBe(200);
    // $68.70 × 0.98 = $67.326 → $67.33; 18K still follows gold's 5%: $56.25 × 0.95 = $53.4375 → $53.44.
    expect((await rateOf('Gold', 916)).buyRatePerGramCents).toBe(6_733);
    expect((await rateOf('Gold', 750)).buyRatePerGramCents).toBe(5_344);

    const audit = (await admin.get('/api/admin/audit?action=buy_spread.set')).json<AuditList>();
    expect(audit.items[0]).toMatchObject({
      subject: 'Gold 22K',
      changes: { spread: { from: "the metal's spread", to: '2%' } },
    });
    expect(audit.items[1]).toMatchObject({ subject: 'Gold', changes: { spread: { from: '4%', to: '5%' } } });

    expect(
      (await admin.put('/api/admin/buy-spreads', { metal: 'Gold', fineness: 916, basisPoints: null })).statusCode,
    ).toBe(200);
    expect((await rateOf('Gold', 916)).buyRatePerGramCents).toBe(6_527);
    const again = await admin.put('/api/admin/buy-spreads', { metal: 'Gold', fineness: 916, basisPoints: null });
    expect(again.statusCode).toBe(404);
    await admin.put('/api/admin/buy-spreads', { metal: 'Gold', basisPoints: 400 });
  });

  it('refuses a spread out of range, a purity not bought, or clearing a metal, with 400', async () => {
    for (const body of [
      { metal: 'Gold', basisPoints: -1 },
      { metal: 'Gold', basisPoints: 5_001 },
      { metal: 'Gold', basisPoints: 2.5 },
      { metal: 'Gold', fineness: 123, basisPoints: 100 },
      { metal: 'Diamond', basisPoints: 100 },
      { metal: 'Gold', basisPoints: null },
      { metal: 'Gold' },
    ]) {
      const response = await admin.put('/api/admin/buy-spreads', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    for (const [who, status] of [
      [anonymous, 401],
      [customer, 403],
    ] as const) {
      expect((await who.get('/api/admin/buy-spreads')).statusCode).toBe(status);
      expect((await who.put('/api/admin/buy-spreads', { metal: 'Gold', basisPoints: 0 })).statusCode).toBe(status);
    }
    expect((await rateOf('Gold', 916)).buyRatePerGramCents).toBe(6_595);
  });
});
