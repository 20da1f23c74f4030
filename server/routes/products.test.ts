import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import { parseScaledDecimal } from '#domain/money.ts';
import { toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import { pricePieceAtPureCents } from '#domain/pricing/piece-price.ts';
import { FALLBACK_RATE_CENTS, METALS } from '#domain/rates/rate-table.ts';
import { seedDemoDataIfEmpty, seedGeneratedProducts, DEMO_RATES } from '../db/seed.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  await seedDemoDataIfEmpty(t.database.db);
  await seedGeneratedProducts(t.database.db, 200);
});
afterAll(() => t.close());

async function list(query: Record<string, string | number> = {}, app = t.app): Promise<ProductList> {
  const response = await app.inject({
    method: 'GET',
    url: '/api/products',
    query: Object.fromEntries(Object.entries(query).map(([k, v]) => [k, String(v)])),
  });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductList>();
}

/** Every product matching a query, walking all pages. */
async function listAll(query: Record<string, string | number> = {}, app = t.app): Promise<Product[]> {
  const first = await list({ ...query, pageSize: 48 }, app);
  const items = [...first.items];
  for (let page = 2; page <= first.pageCount; page++)
    items.push(...(await list({ ...query, pageSize: 48, page }, app)).items);
  return items;
}

/** Price sorts and price filters agree with the prices the answers show. */
async function expectPriceOrderAndFilterToMatchShownPrices(app: TestApp['app']) {
  const ascending = await listAll({ sort: 'price-asc' }, app);
  for (let i = 1; i < ascending.length; i++) expect(ascending[i - 1]!.price).toBeLessThanOrEqual(ascending[i]!.price);
  const descending = await listAll({ sort: 'price-desc' }, app);
  expect(descending.map((p) => p.price)).toEqual(ascending.map((p) => p.price).reverse());
  const inRange = ascending.filter((p) => p.price >= 50_000 && p.price <= 200_000).map((p) => p.id);
  expect(inRange.length).toBeGreaterThan(0);
  const filtered = await listAll({ minPrice: 500, maxPrice: 2000, sort: 'price-asc' }, app);
  expect(filtered.map((p) => p.id)).toEqual(inRange);
}

const rateCents = (metal: keyof typeof DEMO_RATES) => parseScaledDecimal(DEMO_RATES[metal], 2);

describe('GET /api/products', () => {
  it('pages 12 at a time by default and reports the totals', async () => {
    const body = await list();
    expect(body.items).toHaveLength(12);
    expect(body.total).toBe(236);
    expect(body.pageSize).toBe(12);
    expect(body.pageCount).toBe(20);
    const last = await list({ page: 20 });
    expect(last.items).toHaveLength(236 - 19 * 12);
    const beyond = await list({ page: 21 });
    expect(beyond.items).toHaveLength(0);
    expect(beyond.total).toBe(236);
  });

  it('prices every product from the stored rate of its metal', async () => {
    const body = await list({ pageSize: 48 });
    for (const product of body.items) {
      expect(product.perGram).toBe(product.metal === null ? 0 : rateCents(product.metal));
      expect(product.price).toBe(pricePieceAtPureCents(toPieceRecipe(product), product.perGram).totalCents);
      expect(product.breakup.totalCents).toBe(product.price);
    }
  });

  it("prices the demo as a jeweller: each piece's karat, making charge and stones, coins at a small premium", async () => {
    const all = await listAll();
    const named = (name: string) => all.find((p) => p.name === name)!;
    // A silver coin is silver whatever its category, with a small fixed premium.
    const silverCoin = named('Silver Coin, 1 oz');
    expect(silverCoin).toMatchObject({
      category: 'Coins',
      metal: 'Silver',
      fineness: 999,
      perGram: rateCents('Silver'),
    });
    expect(silverCoin.making).toMatchObject({ kind: 'fixed' });
    expect(silverCoin.price).toBeLessThan(Math.round(31.1 * rateCents('Silver') * 1.25));
    expect(named('Gold Bullion Coin, 1 oz')).toMatchObject({ category: 'Coins', metal: 'Gold', fineness: 999 });
    // The names say the karat, and the pieces are of it.
    const karats = { '24K': 999, '22K': 916, '21K': 875, '18K': 750 } as const;
    for (const product of all.filter((p) => !/ No\. \d+$/.test(p.name))) {
      const karat = /\b(2[124]K|18K)\b/.exec(`${product.name} ${product.shortDescription}`)?.[1] as keyof typeof karats;
      if (karat) expect(product.fineness, product.name).toBe(karats[karat]);
      if (product.metal === 'Silver' && product.category === 'Silver') expect(product.fineness, product.name).toBe(925);
      if (product.metal === 'Platinum') expect(product.fineness, product.name).toBe(950);
      expect(product.metal, product.name).not.toBe('Diamond');
      if (product.metal === 'Gold' && product.category !== 'Coins')
        expect(product.making.kind, product.name).toBe('percent');
      expect(product.breakup.totalCents, product.name).toBe(product.price);
    }
    // The 18K ring: metal at 750, a percent making charge and its diamond, adding up to its price.
    const ring = named('Noor 18K Gold Solitaire Ring');
    expect(ring).toMatchObject({ metal: 'Gold', fineness: 750, making: { kind: 'percent' } });
    expect(ring.breakup.metalCents).toBe(Math.round(4.2 * rateCents('Gold') * 0.75));
    expect(ring.breakup.stoneCents).toHaveLength(1);
    // Diamond pieces are their metal and stones priced by the carat, the bigger ones certified.
    const almas = named('Almas Diamond Solitaire Ring');
    expect(almas).toMatchObject({ category: 'Diamond', metal: 'Gold', fineness: 750 });
    expect(almas.stones[0]).toMatchObject({ kind: 'Diamond', price: { perCaratCents: expect.any(Number) } });
    expect(almas.stones[0]?.certificate?.lab).toBeTruthy();
    expect(almas.grossWeight).toBeGreaterThan(almas.weight);
    const { metalCents, wastageCents, makingCents, stoneCents, feeCents } = almas.breakup;
    expect(metalCents + wastageCents + makingCents + stoneCents.reduce((a, b) => a + b, 0) + feeCents).toBe(
      almas.price,
    );
    expect(stoneCents[0]).toBeGreaterThan(metalCents);
  });

  it('searches name, category and short description, ignoring case', async () => {
    const byName = await listAll({ q: 'hamsa' });
    expect(byName.length).toBeGreaterThan(0);
    expect(byName.every((p) => p.name.toLowerCase().includes('hamsa'))).toBe(true);
    const byCategory = await listAll({ q: 'COINS' });
    expect(byCategory.length).toBeGreaterThan(0);
    expect(
      byCategory.every((p) => [p.name, p.category, p.shortDescription].some((f) => f.toLowerCase().includes('coins'))),
    ).toBe(true);
    const byShort = await listAll({ q: 'calligraphy' });
    expect(byShort.some((p) => p.shortDescription.includes('calligraphy'))).toBe(true);
    expect((await list({ q: 'no such jewel' })).total).toBe(0);
  });

  it('treats % and _ in a search as plain characters', async () => {
    expect((await list({ q: '%' })).total).toBe(0);
    expect((await list({ q: '_' })).total).toBe(0);
  });

  const sorts: Array<[string, (a: Product, b: Product) => boolean]> = [
    ['price-asc', (a, b) => a.price <= b.price],
    ['price-desc', (a, b) => a.price >= b.price],
    ['weight-asc', (a, b) => a.weight <= b.weight],
    ['weight-desc', (a, b) => a.weight >= b.weight],
    ['name-asc', (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) <= 0 || a.name <= b.name],
    ['name-desc', (a, b) => a.name.localeCompare(b.name, 'en', { sensitivity: 'base' }) >= 0 || a.name >= b.name],
    ['featured', (a, b) => Number(a.featured) >= Number(b.featured)],
  ];
  it.each(sorts)('sorts %s across pages', async (sort, inOrder) => {
    const all = await listAll({ sort });
    expect(all).toHaveLength(236);
    for (let i = 1; i < all.length; i++) expect(inOrder(all[i - 1]!, all[i]!), `${sort} at ${i}`).toBe(true);
  });

  it('keeps insertion order by default, so the home page shows the first products', async () => {
    const body = await list({ pageSize: 4 });
    expect(body.items.map((p) => p.name)).toEqual([
      'Layali 22K Gold Bangle',
      'Noor 18K Gold Solitaire Ring',
      'Sultana Gold Necklace',
      'Yasmin Gold Hoop Earrings',
    ]);
  });

  it('filters by price range in dollars, on the computed price', async () => {
    const items = await listAll({ minPrice: 100, maxPrice: 500 });
    expect(items.length).toBeGreaterThan(0);
    expect(items.every((p) => p.price >= 10_000 && p.price <= 50_000)).toBe(true);
  });

  it('falls back to 0 and 5000 for non-numeric prices, as the spec says', async () => {
    const garbage = await list({ minPrice: 'abc', maxPrice: 'xyz', pageSize: 48 });
    const explicit = await list({ minPrice: 0, maxPrice: 5000, pageSize: 48 });
    expect(garbage.total).toBe(explicit.total);
    expect(garbage.total).toBeLessThan(236);
  });

  it('filters by weight, category and featured', async () => {
    const light = await listAll({ minWeight: 2, maxWeight: 5 });
    expect(light.length).toBeGreaterThan(0);
    expect(light.every((p) => p.weight >= 2 && p.weight <= 5)).toBe(true);
    const silver = await listAll({ category: 'silver' });
    expect(silver.length).toBeGreaterThan(0);
    expect(silver.every((p) => p.category === 'Silver')).toBe(true);
    const featured = await listAll({ featured: 'true' });
    expect(featured.length).toBeGreaterThan(0);
    expect(featured.every((p) => p.featured)).toBe(true);
  });

  it.each([
    ['page=0', 'page'],
    ['page=abc', 'page'],
    ['pageSize=49', 'pageSize'],
    ['sort=cheapest', 'sort'],
    [`q=${'x'.repeat(101)}`, 'q'],
    ['featured=maybe', 'featured'],
  ])('answers 400 with a clear message for %s', async (query, field) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/products?${query}` });
    expect(response.statusCode).toBe(400);
    const body = response.json();
    expect(body.error).toBe('invalid_input');
    expect(body.fields).toHaveProperty(field);
    expect(body.message).toContain(field);
  });

  it('uses the documented fallback rate when a metal has no stored price', async () => {
    const fresh = await createTestApp();
    try {
      // A new app instance has no cached rates.
      await seedDemoDataIfEmpty(fresh.database.db);
      await fresh.database.db.delete(metalPrices).where(eq(metalPrices.metal, 'Silver'));
      const response = await fresh.app.inject({ method: 'GET', url: '/api/products?category=Silver&pageSize=48' });
      const silver = response.json<ProductList>().items;
      expect(silver.length).toBeGreaterThan(0);
      for (const product of silver) {
        expect(product.perGram).toBe(95);
        expect(product.price).toBeGreaterThan(0);
      }
    } finally {
      await fresh.close();
    }
  });
  it.each([
    ['br', brotliDecompressSync],
    ['gzip', gunzipSync],
  ] as const)(
    'compresses the list with %s for callers that accept it, the same answer every time',
    async (encoding, decompress) => {
      const url = '/api/products?sort=name-asc';
      const plain = await t.app.inject({ method: 'GET', url });
      expect(plain.headers['content-encoding']).toBeUndefined();
      for (let i = 0; i < 2; i++) {
        const packed = await t.app.inject({
          method: 'GET',
          url,
          headers: { 'accept-encoding': `${encoding}, deflate` },
        });
        expect(packed.statusCode).toBe(200);
        expect(packed.headers['content-encoding']).toBe(encoding);
        expect(packed.headers.vary).toContain('accept-encoding');
        expect(packed.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
        expect(decompress(packed.rawPayload).toString()).toBe(plain.body);
      }
    },
  );

  it('serves a repeated query from its cache, and reprices it as soon as a rate changes', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemoDataIfEmpty(fresh.database.db);
      const gold = { category: 'Gold', pageSize: 4 };
      const before = (await list(gold, fresh.app)).items;
      expect((await list(gold, fresh.app)).items).toEqual(before);
      await expectPriceOrderAndFilterToMatchShownPrices(fresh.app);

      await fresh.database.db.update(metalPrices).set({ pricePerGram: '100.00' }).where(eq(metalPrices.metal, 'Gold'));
      // What an admin rate change on this instance does; other instances follow within seconds.
      fresh.app.services.rates.invalidate();
      const after = (await list(gold, fresh.app)).items;
      expect(after.map((p) => p.id)).toEqual(before.map((p) => p.id));
      for (const product of after) {
        expect(product.perGram).toBe(10_000);
        expect(product.price).toBe(pricePieceAtPureCents(toPieceRecipe(product), 10_000).totalCents);
      }
      // Gold is now dearer than diamond per gram: the price order and ranges follow.
      await expectPriceOrderAndFilterToMatchShownPrices(fresh.app);
    } finally {
      await fresh.close();
    }
  });

  it('reports exact totals from the counts it keeps, for every filter, sort and page, and after products change', async () => {
    const filters: Array<Record<string, string | number>> = [
      { minPrice: 100, maxPrice: 500 },
      { minPrice: 250.5 },
      { maxPrice: 99.99 },
      { minPrice: 100, category: 'Gold' },
      {},
    ];
    for (const filter of filters) {
      const walked = await listAll({ ...filter, sort: 'price-asc' });
      for (const sort of ['price-asc', 'price-desc', 'default', 'name-asc']) {
        // A later page first, then page 1: the count made for one is the other's too.
        for (const page of [3, 1]) {
          expect((await list({ ...filter, sort, page })).total, JSON.stringify({ ...filter, sort, page })).toBe(
            walked.length,
          );
        }
      }
      const descending = await listAll({ ...filter, sort: 'price-desc' });
      expect(descending.map((p) => p.price)).toEqual(walked.map((p) => p.price).reverse());
    }

    const fresh = await createTestApp();
    try {
      await seedDemoDataIfEmpty(fresh.database.db);
      const floor = { minPrice: 300 };
      const before = await list(floor, fresh.app);
      await seedGeneratedProducts(fresh.database.db, 60);
      // What a product write does on every instance (the change bus).
      fresh.app.workflowDeps.changes.productsChanged();
      const after = await list(floor, fresh.app);
      expect(after.total).toBeGreaterThan(before.total);
      expect(after.total).toBe((await listAll({ ...floor, sort: 'price-desc' }, fresh.app)).length);
    } finally {
      await fresh.close();
    }
  });

  it('sorts and filters by the documented fallback rates when no rate is stored', async () => {
    const fresh = await createTestApp();
    try {
      await seedDemoDataIfEmpty(fresh.database.db);
      await fresh.database.db.delete(metalPrices);
      fresh.app.services.rates.invalidate();
      // The database's standby rates (migration 0019's piece_rate_millionths) are the domain's.
      for (const metal of METALS) {
        const [row] = await fresh.database.db
          .select({ rate: sql<number>`piece_rate_millionths(${metal}, 1000)`.mapWith(Number) })
          .from(products)
          .limit(1);
        expect(row?.rate, metal).toBe(FALLBACK_RATE_CENTS[metal] * 1_000_000);
      }
      await expectPriceOrderAndFilterToMatchShownPrices(fresh.app);
    } finally {
      await fresh.close();
    }
  });
});

describe('GET /api/products/:id', () => {
  it('answers the pieces at each branch, their sum being the stock; the list items too', async () => {
    const items = (await list({ pageSize: 48 })).items;
    for (const item of items) expect(item.stock).toBe(item.branchStock.louisiana + item.branchStock.houston);
    const both = items.find((item) => item.branchStock.louisiana > 0 && item.branchStock.houston > 0)!;
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${both.id}` });
    expect(response.json<Product>()).toMatchObject({ stock: both.stock, branchStock: both.branchStock });
    expect(Object.keys(response.json<Product>().branchStock).sort()).toEqual(['houston', 'louisiana']);
  });

  it('returns one product with its live price', async () => {
    const [first] = (await list({ pageSize: 1 })).items;
    const response = await t.app.inject({ method: 'GET', url: `/api/products/${first!.id}` });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual(first);
  });

  it.each(['prod_doesNotExist123', 'not-an-id', "prod_'; drop table products; --", 'x'.repeat(100)])(
    'answers a JSON 404 for %s',
    async (id) => {
      const response = await t.app.inject({ method: 'GET', url: `/api/products/${encodeURIComponent(id)}` });
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ error: 'not_found', message: 'Product not found' });
    },
  );
});

describe('GET /api/metals', () => {
  it('lists each metal with its per-gram price in cents', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/metals' });
    expect(response.statusCode).toBe(200);
    const metals = response.json<Array<{ metal: string; pricePerGram: number }>>();
    expect(metals.find((m) => m.metal === 'Gold')?.pricePerGram).toBe(rateCents('Gold'));
    expect(metals.map((m) => m.metal).sort()).toEqual(['Diamond', 'Gold', 'Platinum', 'Silver']);
  });
});
