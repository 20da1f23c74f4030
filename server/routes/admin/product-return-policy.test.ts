import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { buy, TestShopper } from '#server/testing/shopper.ts';
import { openAdminShop, PLAIN_RING } from '#server/testing/admin-shop.ts';
import type { TestApp } from '#server/testing/test-app.ts';

// Each piece's own return window: coins and bars are a final sale, jewellery keeps the shop's 30
// days unless an admin sets another, and an order line keeps the window it was bought with.
let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  ({ t, admin } = await openAdminShop());
});
afterAll(() => t.close());

const PIECE = { ...PLAIN_RING, name: 'Noor Return Ring' };

const catalogue = async () =>
  (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{ items: Product[] }>().items;

describe('the return window of a product', () => {
  it('answers the demo coins as a final sale and the rest with 30 days', async () => {
    const items = await catalogue();
    expect(items.some((product) => product.category === 'Coins')).toBe(true);
    for (const product of items) expect(product.returnDays).toBe(product.category === 'Coins' ? null : 30);
  });

  it('defaults a new piece’s window from its tax class, and takes the one an admin gives', async () => {
    expect((await admin.post('/api/products', PIECE)).json<Product>().returnDays).toBe(30);
    const coin = await admin.post('/api/products', { ...PIECE, name: 'Noor Return Coin', category: 'Coins' });
    expect(coin.json<Product>().returnDays).toBeNull();
    const custom = await admin.post('/api/products', { ...PIECE, name: 'Noor 14-day Ring', returnDays: 14 });
    expect(custom.statusCode, custom.body).toBe(201);
    expect(custom.json<Product>().returnDays).toBe(14);
    const finalSale = await admin.patch(`/api/products/${custom.json<Product>().id}`, { returnDays: null });
    expect(finalSale.json<Product>().returnDays).toBeNull();
  });

  it('refuses a window that is not whole days from 1 to 365, with the sentence, and changes nothing', async () => {
    const ring = (await admin.post('/api/products', { ...PIECE, name: 'Noor Checked Ring' })).json<Product>();
    for (const returnDays of [0, 366, 2.5, '30', -1]) {
      const refused = await admin.patch(`/api/products/${ring.id}`, { returnDays });
      expect(refused.statusCode).toBe(400);
      expect(refused.json().message).toMatch(/Return window must be/);
    }
    const [row] = await t.database.db.select().from(products).where(eq(products.id, ring.id));
    expect(row!.returnDays).toBe(30);
    // The database keeps the rule too.
    await expect(
      t.database.db.update(products).set({ returnDays: 0 }).where(eq(products.id, ring.id)),
    ).rejects.toThrow();
  });

  it('keeps on the order line the window the piece was bought with', async () => {
    const ring = (
      await admin.post('/api/products', { ...PIECE, name: 'Noor Bought Ring', returnDays: 10 })
    ).json<Product>();
    const shopper = new TestShopper(t.app);
    await shopper.register();
    const order = await buy(shopper, [{ productId: ring.id }]);
    expect(order.lines[0]).toMatchObject({ productId: ring.id, returnDays: 10 });
    await admin.patch(`/api/products/${ring.id}`, { returnDays: 60 });
    expect((await t.app.services.orders.get(order.id))!.lines[0]!.returnDays).toBe(10);
  });

  it('is written by admins only', async () => {
    const [ring] = await catalogue();
    const shopper = new TestShopper(t.app);
    await shopper.register();
    expect((await shopper.patch(`/api/products/${ring!.id}`, { returnDays: 365 })).statusCode).toBe(403);
    expect((await new TestShopper(t.app).patch(`/api/products/${ring!.id}`, { returnDays: 365 })).statusCode).toBe(401);
  });
});
