import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { AdminBoard, BoardRateAnswer } from '#domain/rates/board-rates.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { seedDemoDataIfEmpty } from '../../db/seed.ts';
import { productPrices } from '../../modules/catalog/catalog.tables.ts';
import { TestShopper } from '../../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../../testing/test-app.ts';

// The shop's own karat board and rates to a hundredth of a cent, through the admin API: a board
// rate prices every piece of its purity (the answers and the kept prices that sort and filter),
// clearing it returns to fineness × pure, and only an admin may touch it.

let t: TestApp;
let admin: TestShopper;
let customer: TestShopper;
let anonymous: TestShopper;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Board Admin');
  const id = (await admin.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
  customer = new TestShopper(t.app);
  await customer.register();
  anonymous = new TestShopper(t.app);
});
afterAll(() => t.close());

const piece = (name: string, fineness: number, weight: number) => ({
  name,
  category: 'Gold',
  metal: 'Gold',
  fineness,
  weight,
  shortDescription: `${name}, plain.`,
  description: `${name}, plain gold and nothing else.`,
  size: '17 mm',
  stock: 1,
});

async function create(body: ReturnType<typeof piece>): Promise<Product> {
  const response = await admin.post('/api/products', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json<Product>();
}

const product = async (id: string) => (await anonymous.get(`/api/products/${id}`)).json<Product>();
const keptPrice = async (id: string) =>
  (await t.database.db.select().from(productPrices).where(eq(productPrices.productId, id)))[0]!.priceCents;
const gold = async () => (await anonymous.get('/api/metals')).json<MetalPrice[]>().find((m) => m.metal === 'Gold')!;
const put = (who: TestShopper, path: string, body: unknown) =>
  who.request('PUT', `/api/admin/board-rates/${path}`, body);

describe('rates to a hundredth of a cent', () => {
  it('takes a rate in hundredths of a cent or, as before, whole cents, and prices four nines exactly', async () => {
    const bar = await create(piece('Fine Bar', 999.9, 100));
    const { id } = await gold();
    const exact = await admin.patch(`/api/metals/${id}`, { pricePerGramHundredthCents: 754_025 });
    expect(exact.statusCode, exact.body).toBe(200);
    expect(exact.json<MetalPrice>()).toMatchObject({ pricePerGram: 7_540, pricePerGramHundredthCents: 754_025 });
    // 100 g × $75.4025 × 0.9999 = $7,539.495975 → $7,539.50; sorted and filtered by the same price.
    const priced = await product(bar.id);
    expect(priced).toMatchObject({ fineness: 999.9, price: 753_950, perGram: 7_540, perGramHundredthCents: 754_025 });
    expect(priced.breakup.metalCents).toBe(753_950);
    expect(await keptPrice(bar.id)).toBe(753_950);

    const cents = await admin.patch(`/api/metals/${id}`, { pricePerGram: 7_541 });
    expect(cents.json<MetalPrice>()).toMatchObject({ pricePerGram: 7_541, pricePerGramHundredthCents: 754_100 });
  });

  it('refuses a rate past four decimals, both fields at once, or neither, with 400', async () => {
    const { id } = await gold();
    for (const body of [
      { pricePerGramHundredthCents: 754_025.5 },
      { pricePerGramHundredthCents: 0 },
      { pricePerGramHundredthCents: 10_000_000_01 },
      { pricePerGram: 7_540, pricePerGramHundredthCents: 754_000 },
      {},
    ]) {
      const response = await admin.patch(`/api/metals/${id}`, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
    }
  });
});

describe("the shop's karat board", () => {
  it('prices every piece of the purity at its board rate, keeps the sort price, and clearing it returns to fineness × pure', async () => {
    const { id } = await gold();
    await admin.patch(`/api/metals/${id}`, { pricePerGramHundredthCents: 754_000 });
    const bangle = await create(piece('Board Bangle', 916, 10));
    const ring = await create(piece('Ten Karat Ring', 417, 2));
    // Fineness × pure: 10 g × $75.40 × 0.916 = $690.664 → $690.66.
    expect((await product(bangle.id)).price).toBe(69_066);

    const set = await put(admin, 'Gold/916', { pricePerGramHundredthCents: 701_550 });
    expect(set.statusCode, set.body).toBe(200);
    const board = set.json<BoardRateAnswer>();
    expect(board).toMatchObject({
      metal: 'Gold',
      fineness: 916,
      pricePerGram: 7_016,
      pricePerGramHundredthCents: 701_550,
    });

    // 10 g × $70.1550 = $701.55: the board's own rate (0.9304 of 24K), not a factor of it.
    const repriced = await product(bangle.id);
    expect(repriced).toMatchObject({
      price: 70_155,
      boardRate: 701_550,
      rateAsOf: board.updatedAt,
      rateIsFallback: false,
    });
    expect(await keptPrice(bangle.id)).toBe(70_155);
    const filtered = await anonymous.get('/api/products?minPrice=701.55&maxPrice=701.55');
    expect(filtered.json<{ items: Product[] }>().items.map((p) => p.id)).toContain(bangle.id);
    // Another purity of the metal is untouched: 2 g × $75.40 × 0.417 = $62.8836 → $62.88.
    expect((await product(ring.id)).price).toBe(6_288);
    expect(await keptPrice(ring.id)).toBe(6_288);

    expect((await anonymous.get('/api/metals/board-rates')).json<BoardRateAnswer[]>()).toEqual([board]);
    const view = (await admin.get('/api/admin/board-rates')).json<AdminBoard>();
    expect(view.rates).toEqual([{ ...board, updatedBy: 'Board Admin' }]);
    expect(view.changes.map((c) => [c.fineness, c.fromHundredthCents, c.toHundredthCents, c.by])).toEqual([
      [916, null, 701_550, 'Board Admin'],
    ]);
    const audit = (await admin.get('/api/admin/audit?action=board_rate.set')).json<AuditList>();
    expect(audit.items[0]).toMatchObject({
      subject: 'Gold 22K',
      changes: { pricePerGram: { from: 'fineness × pure rate', to: '$70.155' } },
    });

    // A pure rate change leaves a board-priced purity where the board says.
    await admin.patch(`/api/metals/${id}`, { pricePerGramHundredthCents: 760_000 });
    expect((await product(bangle.id)).price).toBe(70_155);
    expect(await keptPrice(ring.id)).toBe(6_338);

    const cleared = await admin.delete('/api/admin/board-rates/Gold/916');
    expect(cleared.statusCode, cleared.body).toBe(204);
    // 10 g × $76.00 × 0.916 = $696.16.
    expect(await product(bangle.id)).toMatchObject({ price: 69_616, boardRate: null });
    expect(await keptPrice(bangle.id)).toBe(69_616);
    expect((await anonymous.get('/api/metals/board-rates')).json()).toEqual([]);
    const again = await admin.delete('/api/admin/board-rates/Gold/916');
    expect(again.statusCode).toBe(404);
    expect(again.json()).toMatchObject({ error: 'not_found' });
  });

  it('lets only an admin read or change the board: 401 signed out, 403 for a customer', async () => {
    for (const who of [anonymous, customer]) {
      const status = who === anonymous ? 401 : 403;
      expect((await who.get('/api/admin/board-rates')).statusCode).toBe(status);
      expect((await put(who, 'Gold/916', { pricePerGramHundredthCents: 700_000 })).statusCode).toBe(status);
      expect((await who.delete('/api/admin/board-rates/Gold/916')).statusCode).toBe(status);
    }
    expect((await anonymous.get('/api/metals/board-rates')).json()).toEqual([]);
  });

  it('refuses a purity the metal is not sold in, its pure rate, and a rate that is not one, with 400', async () => {
    for (const path of ['Gold/123', 'Gold/1000', 'Diamond/1000', 'Silver/916', 'Copper/916', 'Gold/abc']) {
      const response = await put(admin, path, { pricePerGramHundredthCents: 700_000 });
      expect(response.statusCode, path).toBe(400);
      expect((await admin.delete(`/api/admin/board-rates/${path}`)).statusCode, path).toBe(400);
    }
    for (const body of [
      { pricePerGramHundredthCents: 0 },
      { pricePerGramHundredthCents: -5 },
      { pricePerGramHundredthCents: 70.5 },
      { pricePerGramHundredthCents: '700000' },
      { pricePerGramHundredthCents: 10_000_000_01 },
      { pricePerGramHundredthCents: 700_000, factor: 0.93 },
      {},
    ]) {
      const response = await put(admin, 'Gold/916', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json()).toMatchObject({ error: 'invalid_input' });
    }
    // No board rate above the highest pure rate × fineness: $41,700.00 a gram of 10K at most.
    const dear = await put(admin, 'Gold/417', { pricePerGramHundredthCents: 417_000_001 });
    expect(dear.statusCode).toBe(400);
    expect(dear.json()).toMatchObject({
      error: 'invalid_input',
      fields: { pricePerGramHundredthCents: expect.any(String) },
    });
    expect((await put(admin, 'Gold/417', { pricePerGramHundredthCents: 417_000_000 })).statusCode).toBe(200);
    expect((await admin.delete('/api/admin/board-rates/Gold/417')).statusCode).toBe(204);
    // Platinum 900 and silver four nines are purities of their own.
    expect((await put(admin, 'Platinum/900', { pricePerGramHundredthCents: 300_000 })).statusCode).toBe(200);
    expect((await put(admin, 'Silver/999.9', { pricePerGramHundredthCents: 9_849 })).statusCode).toBe(200);
  });
});
