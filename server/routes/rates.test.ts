import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalHistory, MetalPrice } from '#domain/rates/rate.ts';
import type { RateWarningList } from '#domain/rates/rate-warnings.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { metalPriceChanges, metalPrices } from '../modules/rates/rates.tables.ts';
import { fromShopPage, signUp } from '../testing/accounts.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// Rates: the ticker's 24-hour move, the public history behind /rates, and no silent
// rates (every price says which rate it used and when; a missing or stale rate is a warning).

const HOUR = 3_600_000;
/** The app's clock: every rate time below is set relative to it. */
const NOW = new Date('2030-03-10T12:00:00.000Z');
const ago = (hours: number) => new Date(NOW.getTime() - hours * HOUR);

describe('rates at controlled times', () => {
  let t: TestApp;
  let owner: Awaited<ReturnType<typeof signUp>>;
  let customer: Awaited<ReturnType<typeof signUp>>;

  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { now: () => NOW });
    const db = t.database.db;
    // No Diamond rate at all: its pieces take the documented fallback.
    await db.insert(metalPrices).values([
      { id: 'gold', metal: 'Gold', pricePerGram: '80.00', updatedAt: ago(2), updatedBy: 'Omar' },
      { id: 'silver', metal: 'Silver', pricePerGram: '1.00', updatedAt: ago(1), updatedBy: 'Omar' },
      // Not touched for three days: stale under the default 48 hours.
      { id: 'platinum', metal: 'Platinum', pricePerGram: '35.00', updatedAt: ago(72), updatedBy: null },
    ]);
    await db.insert(metalPriceChanges).values([
      { id: 'g1', metal: 'Gold', fromPrice: '70.00', toPrice: '72.00', changedBy: 'Omar', changedAt: ago(48) },
      { id: 'g2', metal: 'Gold', fromPrice: '72.00', toPrice: '75.00', changedBy: 'Omar', changedAt: ago(30) },
      { id: 'g3', metal: 'Gold', fromPrice: '75.00', toPrice: '80.00', changedBy: 'Omar', changedAt: ago(2) },
      // Silver's only change is younger than 24 hours: the rate before it is the earliest known.
      { id: 's1', metal: 'Silver', fromPrice: '1.20', toPrice: '1.00', changedBy: 'Omar', changedAt: ago(1) },
    ]);
    t.app.services.rates.invalidate();
    owner = await signUp(t.app, db, 'owner');
    customer = await signUp(t.app, db, 'customer');
  });
  afterAll(() => t.close());

  const metals = async () => (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
  const history = (query: string) => t.app.inject({ method: 'GET', url: `/api/metals/history${query}` });

  describe('GET /api/metals: the 24-hour move', () => {
    it('keeps every field it had, and adds the move from the rate 24 hours ago', async () => {
      const byMetal = Object.fromEntries((await metals()).map((m) => [m.metal, m]));
      expect(Object.keys(byMetal)).toEqual(['Gold', 'Platinum', 'Silver']);
      expect(byMetal.Gold).toEqual({
        id: 'gold',
        metal: 'Gold',
        pricePerGram: 8000,
        pricePerGramHundredthCents: 800_000,
        source: 'manual',
        updatedAt: ago(2).toISOString(),
        // 24 hours ago Gold was at the change made 30 hours ago: $75.00 → $80.00 is +6.67%.
        change24h: { fromPricePerGram: 7500, changeCents: 500, changeBasisPoints: 667 },
      });
      // Every change of Silver is younger: compared with the earliest rate known, $1.20 → $1.00.
      expect(byMetal.Silver!.change24h).toEqual({ fromPricePerGram: 120, changeCents: -20, changeBasisPoints: -1667 });
      // No history: no move.
      expect(byMetal.Platinum!.change24h).toEqual({ fromPricePerGram: 3500, changeCents: 0, changeBasisPoints: 0 });
    });

    it('counts a change made exactly 24 hours ago as the rate then', async () => {
      await t.database.db.insert(metalPriceChanges).values({
        id: 'p1',
        metal: 'Platinum',
        fromPrice: '30.00',
        toPrice: '35.00',
        changedBy: 'Omar',
        changedAt: ago(24),
      });
      t.app.services.rates.invalidate();
      try {
        // Had it not counted, the earliest known rate ($30.00) would make this +16.67%.
        expect((await metals()).find((m) => m.metal === 'Platinum')!.change24h).toEqual({
          fromPricePerGram: 3500,
          changeCents: 0,
          changeBasisPoints: 0,
        });
      } finally {
        await t.database.db.delete(metalPriceChanges).where(eq(metalPriceChanges.id, 'p1'));
        t.app.services.rates.invalidate();
      }
    });
  });

  describe('GET /api/metals/history', () => {
    it('gives each stored metal its rate once every 24 hours, the current rate last', async () => {
      const response = await history('?days=3');
      expect(response.statusCode).toBe(200);
      const body = response.json<MetalHistory>();
      expect(body).toMatchObject({ days: 3, from: ago(72).toISOString(), to: NOW.toISOString() });
      const times = [ago(72), ago(48), ago(24), NOW].map((at) => at.toISOString());
      const series = Object.fromEntries(body.metals.map((m) => [m.metal, m.points]));
      expect(Object.keys(series)).toEqual(['Gold', 'Platinum', 'Silver']);
      // Before the first change: the earliest rate known; a change at the very instant counts.
      expect(series.Gold).toEqual([7000, 7200, 7500, 8000].map((pricePerGram, i) => ({ at: times[i], pricePerGram })));
      expect(series.Silver!.map((p) => p.pricePerGram)).toEqual([120, 120, 120, 100]);
      expect(series.Platinum!.map((p) => p.pricePerGram)).toEqual([3500, 3500, 3500, 3500]);
    });

    it('charts 30 days unless asked, and at most 365', async () => {
      const standard = (await history('')).json<MetalHistory>();
      expect(standard.days).toBe(30);
      expect(standard.metals[0]!.points).toHaveLength(31);
      const year = await history('?days=365');
      expect(year.statusCode).toBe(200);
      expect(year.json<MetalHistory>().metals[0]!.points).toHaveLength(366);
    });

    it.each(['0', '-1', '366', '100000', '2.5', 'abc', '', '30&days=31'])(
      'refuses days=%s with a 400 that says why',
      async (days) => {
        const response = await history(`?days=${days}`);
        expect(response.statusCode).toBe(400);
        const body = response.json<{ error: string; message: string; fields: Record<string, string> }>();
        expect(body.error).toBe('invalid_input');
        expect(body.message).toMatch(/^Invalid querystring: days must be/);
        expect(body.fields.days).toMatch(/^must be (at least 1|at most 365|a whole number of days)$/);
      },
    );

    it('is public', async () => {
      expect((await history('?days=7')).statusCode).toBe(200);
    });
  });

  describe('every price says which rate it used and when', () => {
    const created: Record<string, Product> = {};

    beforeAll(async () => {
      const base = {
        category: 'Gold',
        weight: 2,
        shortDescription: 'A test piece.',
        description: 'A piece for the rate tests.',
        size: '21 cm',
        stock: 1,
      };
      const pieces = {
        gold: { ...base, name: 'Rate Test Gold Ring', metal: 'Gold', fineness: 750 },
        stones: {
          ...base,
          name: 'Rate Test Loose Stone',
          metal: null,
          weight: 1,
          stones: [{ kind: 'Ruby', origin: 'natural', caratHundredths: 100, count: 1, price: { fixedCents: 50_000 } }],
        },
      };
      for (const [key, piece] of Object.entries(pieces)) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/products',
          payload: piece,
          headers: fromShopPage(owner.cookie),
        });
        expect(response.statusCode, response.body).toBe(201);
        created[key] = response.json<Product>();
      }
    });

    const read = async (key: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/products/${created[key]!.id}` })).json<Product>();

    it('a piece priced at a stored rate carries the time that rate was set', async () => {
      const gold = await read('gold');
      expect(gold).toMatchObject({ perGram: 8000, rateAsOf: ago(2).toISOString(), rateIsFallback: false });
      // 2 g of 18K at $80.00.
      expect(gold.price).toBe(12_000);
    });

    it('a piece without metal uses no rate', async () => {
      expect(await read('stones')).toMatchObject({ perGram: 0, rateAsOf: null, rateIsFallback: false, price: 50_000 });
    });

    it('the catalogue list says the same', async () => {
      const list = (await t.app.inject({ method: 'GET', url: '/api/products?q=Rate%20Test' })).json<{
        items: Product[];
      }>();
      expect(Object.fromEntries(list.items.map((p) => [p.name, [p.rateAsOf, p.rateIsFallback]]))).toEqual({
        'Rate Test Gold Ring': [ago(2).toISOString(), false],
        'Rate Test Loose Stone': [null, false],
      });
    });
  });

  describe('GET /api/admin/rate-warnings', () => {
    const warnings = (cookie?: string) =>
      t.app.inject({ method: 'GET', url: '/api/admin/rate-warnings', headers: cookie ? { cookie } : {} });

    it('names a missing rate (critical) and a stale one', async () => {
      const response = await warnings(owner.cookie);
      expect(response.statusCode).toBe(200);
      expect(response.json<RateWarningList>()).toEqual({
        checkedAt: NOW.toISOString(),
        staleAfterHours: 48,
        warnings: [
          {
            kind: 'rate_missing',
            level: 'critical',
            metal: 'Diamond',
            message: 'No Diamond rate is set: Diamond pieces are priced at the standby rate of $150.00 per gram.',
            since: null,
          },
          {
            kind: 'rate_stale',
            level: 'warning',
            metal: 'Platinum',
            message:
              'The Platinum rate was last updated 3 days ago (the limit is 2 days): Platinum prices may no longer follow the market.',
            since: ago(72).toISOString(),
          },
        ],
      });
    });

    it('drops the stale warning once the rate is updated', async () => {
      await t.database.db
        .update(metalPrices)
        .set({ updatedAt: ago(47) })
        .where(eq(metalPrices.id, 'platinum'));
      t.app.services.rates.invalidate();
      try {
        const body = (await warnings(owner.cookie)).json<RateWarningList>();
        expect(body.warnings.map((w) => [w.kind, w.metal])).toEqual([['rate_missing', 'Diamond']]);
      } finally {
        await t.database.db
          .update(metalPrices)
          .set({ updatedAt: ago(72) })
          .where(eq(metalPrices.id, 'platinum'));
        t.app.services.rates.invalidate();
      }
    });

    it('is for admins only', async () => {
      expect((await warnings()).statusCode).toBe(401);
      expect((await warnings(customer.cookie)).statusCode).toBe(403);
    });
  });
});

describe('RATE_STALE_HOURS', () => {
  it('moves the line between a current and a stale rate', async () => {
    const t = await createTestApp({ rateStaleHours: 100 }, { now: () => NOW });
    try {
      await t.database.db.insert(metalPrices).values([
        { id: 'gold', metal: 'Gold', pricePerGram: '80.00', updatedAt: ago(99) },
        { id: 'silver', metal: 'Silver', pricePerGram: '1.00', updatedAt: ago(101) },
        { id: 'platinum', metal: 'Platinum', pricePerGram: '35.00', updatedAt: ago(1) },
        { id: 'diamond', metal: 'Diamond', pricePerGram: '150.00', updatedAt: ago(1) },
      ]);
      const owner = await signUp(t.app, t.database.db, 'owner');
      const body = (
        await t.app.inject({ method: 'GET', url: '/api/admin/rate-warnings', headers: { cookie: owner.cookie } })
      ).json<RateWarningList>();
      expect(body.staleAfterHours).toBe(100);
      expect(body.warnings.map((w) => [w.kind, w.metal, w.since])).toEqual([
        ['rate_stale', 'Silver', ago(101).toISOString()],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('a shop with no stored rate', () => {
  it('prices a piece at the documented fallback, flagged, with no time: never $0', async () => {
    const t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS }, { now: () => NOW });
    try {
      const owner = await signUp(t.app, t.database.db, 'owner');
      const created = await t.app.inject({
        method: 'POST',
        url: '/api/products',
        payload: {
          name: 'Fallback Test Ring',
          category: 'Gold',
          weight: 2,
          shortDescription: 'A test piece.',
          description: 'A piece priced before any rate is set.',
        },
        headers: fromShopPage(owner.cookie),
      });
      expect(created.statusCode, created.body).toBe(201);
      const piece = created.json<Product>();
      // 2 g at the fallback $68.50.
      expect(piece).toMatchObject({ perGram: 6850, rateAsOf: null, rateIsFallback: true, price: 13_700 });
      const list = (await t.app.inject({ method: 'GET', url: '/api/products' })).json<{ items: Product[] }>();
      expect(list.items.map((p) => [p.name, p.rateAsOf, p.rateIsFallback])).toEqual([
        ['Fallback Test Ring', null, true],
      ]);
    } finally {
      await t.close();
    }
  });
});

describe('a rate edit on the real clock', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
    await seedDemoDataIfEmpty(t.database.db);
  });
  afterAll(() => t.close());

  it('moves the 24-hour change, every price of the metal and the time they are as of', async () => {
    const before = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
    const gold = before.find((m) => m.metal === 'Gold')!;
    expect(gold.change24h).toEqual({ fromPricePerGram: gold.pricePerGram, changeCents: 0, changeBasisPoints: 0 });
    const piece = (await t.app.inject({ method: 'GET', url: '/api/products?q=Gold' }))
      .json<{ items: Product[] }>()
      .items.find((p) => p.metal === 'Gold')!;
    expect(piece.rateAsOf).toBe(gold.updatedAt);

    const owner = await signUp(t.app, t.database.db, 'owner');
    const raised = gold.pricePerGram + 150;
    const patch = await t.app.inject({
      method: 'PATCH',
      url: `/api/metals/${gold.id}`,
      payload: { pricePerGram: raised },
      headers: fromShopPage(owner.cookie),
    });
    expect(patch.statusCode, patch.body).toBe(200);
    const after = patch.json<MetalPrice>();
    expect(after.change24h).toEqual({
      fromPricePerGram: gold.pricePerGram,
      changeCents: 150,
      changeBasisPoints: Math.round((150 * 10_000) / gold.pricePerGram),
    });
    expect(new Date(after.updatedAt).getTime()).toBeGreaterThan(new Date(gold.updatedAt).getTime());

    const repriced = (await t.app.inject({ method: 'GET', url: `/api/products/${piece.id}` })).json<Product>();
    expect(repriced.perGram).toBe(raised);
    expect(repriced.rateAsOf).toBe(after.updatedAt);
    expect(repriced.price).toBeGreaterThan(piece.price);

    const history = (await t.app.inject({ method: 'GET', url: '/api/metals/history?days=30' })).json<MetalHistory>();
    const points = history.metals.find((m) => m.metal === 'Gold')!.points;
    expect(points.at(-1)!.pricePerGram).toBe(raised);
    expect(points[0]!.pricePerGram).toBe(gold.pricePerGram);
  });
});
