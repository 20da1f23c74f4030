import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DIAMOND_IS_A_STONE } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { divideRoundHalfUp } from '#domain/money.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { TestShopper } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

// The jeweller's pricing through the API: a piece is written with its karat, making charge, stones
// and fee, and every answer prices it by the one rule, with the breakup that adds up to its price.

let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Pricing Admin');
  const id = (await admin.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
});
afterAll(() => t.close());

const PIECE = {
  name: 'Test Solitaire',
  category: 'Gold',
  weight: 4.2,
  shortDescription: 'An 18K ring with one diamond.',
  description: 'A solitaire ring in 18K gold with a 0.30 ct natural diamond.',
  size: '17 mm',
  stock: 2,
};

const RING = {
  ...PIECE,
  metal: 'Gold',
  fineness: 750,
  grossWeight: 4.26,
  making: { kind: 'percent', basisPoints: 1_400 },
  stones: [
    {
      kind: 'Diamond',
      origin: 'natural',
      caratHundredths: 30,
      count: 1,
      price: { perCaratCents: 250_000 },
      certificate: { lab: 'GIA', number: '2141438167' },
    },
  ],
  feeCents: 2_500,
};

async function rate(metal: string): Promise<MetalPrice> {
  const metals = (await t.app.inject({ method: 'GET', url: '/api/metals' })).json<MetalPrice[]>();
  return metals.find((m) => m.metal === metal)!;
}

async function setRate(metal: string, cents: number) {
  const response = await admin.patch(`/api/metals/${(await rate(metal)).id}`, { pricePerGram: cents });
  expect(response.statusCode, response.body).toBe(200);
}

const getProduct = async (id: string) =>
  (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

describe('a piece priced as a jeweller prices it', () => {
  it('is stored with its recipe and served with a breakup that adds up to its price', async () => {
    await setRate('Gold', 7_540);
    const created = await admin.post('/api/products', RING);
    expect(created.statusCode, created.body).toBe(201);
    const ring = created.json<Product>();
    // 4.2 g x $75.40 x 0.750 = $237.51; 14% making $33.25; 0.30 ct x $2,500 = $750; fee $25
    expect(ring.breakup).toEqual({
      metalCents: 23_751,
      wastageCents: 0,
      makingCents: 3_325,
      stoneCents: [75_000],
      feeCents: 2_500,
      totalCents: 104_576,
    });
    expect(ring).toMatchObject({ price: 104_576, perGram: 7_540, fineness: 750, grossWeight: 4.26 });
    expect(await getProduct(ring.id)).toMatchObject({ price: 104_576, stones: RING.stones });

    // The stored price sorts and filters by the same rule.
    const filtered = await t.app.inject({ method: 'GET', url: '/api/products?minPrice=1045.76&maxPrice=1045.76' });
    expect(filtered.json<{ items: Product[] }>().items.map((p) => p.id)).toEqual([ring.id]);

    // A rate change moves the metal and the making, never the stones or the fee.
    await setRate('Gold', 8_000);
    expect((await getProduct(ring.id)).breakup).toEqual({
      metalCents: 25_200,
      wastageCents: 0,
      makingCents: 3_528,
      stoneCents: [75_000],
      feeCents: 2_500,
      totalCents: 106_228,
    });
  });

  it("keeps the spec's price for a piece written without the new fields, its metal the category's", async () => {
    const created = await admin.post('/api/products', { ...PIECE, category: 'Silver' });
    expect(created.statusCode, created.body).toBe(201);
    const plain = created.json<Product>();
    const silver = (await rate('Silver')).pricePerGram;
    expect(plain).toMatchObject({ metal: 'Silver', fineness: 1000, making: { kind: 'none' }, stones: [], feeCents: 0 });
    // The spec's price: weight x rate, rounded half-up to the cent.
    expect(plain.price).toBe(divideRoundHalfUp(4_200 * silver, 1000));
  });

  it('prices a silver coin at the silver rate, whatever its category', async () => {
    const created = await admin.post('/api/products', {
      ...PIECE,
      category: 'Coins',
      metal: 'Silver',
      fineness: 999,
      weight: 31.103,
      making: { kind: 'fixed', cents: 500 },
    });
    expect(created.statusCode, created.body).toBe(201);
    const coin = created.json<Product>();
    expect(coin).toMatchObject({ category: 'Coins', metal: 'Silver', perGram: (await rate('Silver')).pricePerGram });
  });

  it('prices a piece without metal by its stones alone', async () => {
    const created = await admin.post('/api/products', {
      ...PIECE,
      category: 'Diamond',
      metal: null,
      stones: [{ kind: 'Diamond', origin: 'lab-grown', caratHundredths: 100, count: 1, price: { fixedCents: 90_000 } }],
    });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>()).toMatchObject({ metal: null, perGram: 0, price: 90_000 });
  });

  it('refuses a piece priced by the gram of diamond, on add and on edit, with a sentence', async () => {
    const sentence = DIAMOND_IS_A_STONE;
    const diamondCategory = { ...RING, category: 'Diamond' };
    for (const body of [
      { ...diamondCategory, metal: 'Diamond', fineness: 1000 },
      // Left out, a diamond category has no metal to give: its setting must be named.
      { ...PIECE, category: 'Diamond' },
    ]) {
      const refused = await admin.post('/api/products', body);
      expect(refused.statusCode, refused.body).toBe(400);
      expect(refused.json()).toMatchObject({ error: 'invalid_input', fields: { metal: sentence } });
    }

    // A diamond piece set in 18K gold is priced by its gold and its stones.
    const created = await admin.post('/api/products', diamondCategory);
    expect(created.statusCode, created.body).toBe(201);
    const ring = created.json<Product>();
    expect(ring).toMatchObject({ category: 'Diamond', metal: 'Gold', fineness: 750 });
    expect(ring.price).toBe(ring.breakup.totalCents);

    const edit = await admin.patch(`/api/products/${ring.id}`, { metal: 'Diamond', fineness: 1000 });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ error: 'invalid_input', fields: { metal: sentence } });
    expect(await getProduct(ring.id)).toMatchObject({ metal: 'Gold', fineness: 750, price: ring.price });
  });

  it('refuses a purity the metal is not sold in, on add and on an edit that changes only the metal', async () => {
    const wrong = await admin.post('/api/products', { ...RING, metal: 'Silver' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: 'invalid_input', fields: { fineness: expect.any(String) } });

    const ring = (await admin.post('/api/products', RING)).json<Product>();
    const edit = await admin.patch(`/api/products/${ring.id}`, { metal: 'Platinum' });
    expect(edit.statusCode).toBe(400);
    expect(edit.json()).toMatchObject({ error: 'invalid_input', fields: { fineness: expect.any(String) } });
    expect(await getProduct(ring.id)).toMatchObject({ metal: 'Gold', fineness: 750, price: ring.price });

    const platinum = await admin.patch(`/api/products/${ring.id}`, { metal: 'Platinum', fineness: 950 });
    expect(platinum.statusCode, platinum.body).toBe(200);
    expect(platinum.json<Product>()).toMatchObject({ metal: 'Platinum', fineness: 950 });
  });

  it('refuses a gross weight below the net, charges past the money rule, and malformed stones', async () => {
    for (const [body, field] of [
      [{ ...RING, grossWeight: 4 }, 'grossWeight'],
      [
        {
          ...RING,
          fineness: 1000,
          grossWeight: null,
          weight: 10_000,
          making: { kind: 'percent', basisPoints: 10_000 },
          feeCents: 1_000_000,
        },
        'making',
      ],
      [{ ...RING, making: { kind: 'percent', basisPoints: 10_001 } }, 'making.basisPoints'],
      [{ ...RING, making: { kind: 'tip', cents: 1 } }, 'making.kind'],
      [{ ...RING, stones: [{ ...RING.stones[0], price: { perCaratCents: 1, fixedCents: 2 } }] }, 'stones.0.price'],
      [{ ...RING, stones: [{ ...RING.stones[0], caratHundredths: 0.5 }] }, 'stones.0.caratHundredths'],
      [{ ...RING, wastageBasisPoints: -1 }, 'wastageBasisPoints'],
    ] as const) {
      const response = await admin.post('/api/products', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(Object.keys(response.json().fields ?? {}), JSON.stringify(body)).toContain(field);
    }
  });

  it('reprices on a rate change without rewriting (or locking) a single product row', async () => {
    // xmin is the transaction that wrote a row's current version: an UPDATE, even of one column,
    // gives the row a new one and holds its lock until the rate change commits.
    const versions = async () =>
      (
        (await t.database.db.execute(sql`select id, xmin::text as version from products order by id`)) as unknown as {
          rows: Array<{ id: string; version: string }>;
        }
      ).rows;
    const before = await versions();
    const dearest = async () =>
      (await t.app.inject({ method: 'GET', url: '/api/products?sort=price-desc&pageSize=1&category=Gold' })).json<{
        items: Product[];
      }>().items[0]!;
    const top = await dearest();
    await setRate('Gold', 9_000);
    expect(await versions()).toEqual(before);
    // ...while the kept prices moved: the list still sorts and filters by today's prices.
    const after = await getProduct(top.id);
    expect(after.price).toBeGreaterThan(top.price);
    const exact = await t.app.inject({
      method: 'GET',
      url: `/api/products?minPrice=${after.price / 100}&maxPrice=${after.price / 100}&category=Gold`,
    });
    expect(exact.json<{ items: Product[] }>().items.map((p) => p.id)).toContain(top.id);
  });
});
