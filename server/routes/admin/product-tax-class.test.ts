import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import { openAdminShop, PLAIN_RING } from '#server/testing/admin-shop.ts';
import type { TestApp } from '#server/testing/test-app.ts';

// A product's tax class: answered with the product and its cart lines, written by admins only.
let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  ({ t, admin } = await openAdminShop());
});
afterAll(() => t.close());

const PIECE = { ...PLAIN_RING, name: 'Noor Tax Class Ring' };

describe('product tax class', () => {
  it('answers the demo catalogue’s coins as bullion and the rest as jewellery', async () => {
    const { items } = (await t.app.inject({ method: 'GET', url: '/api/products?pageSize=48' })).json<{
      items: Product[];
    }>();
    expect(items.length).toBeGreaterThan(0);
    for (const product of items) expect(product.taxClass).toBe(product.category === 'Coins' ? 'bullion' : 'jewellery');
    const coin = items.find((product) => product.category === 'Coins')!;
    const shopper = new TestShopper(t.app);
    const cart = (await shopper.post('/api/cart', { productId: coin.id })).json<Cart>();
    expect(cart.lines[0]).toMatchObject({ productId: coin.id, taxClass: 'bullion' });
  });

  it('defaults a new product’s class from its category, and takes the one an admin gives', async () => {
    const ring = (await admin.post('/api/products', PIECE)).json<Product>();
    expect(ring.taxClass).toBe('jewellery');
    const coin = await admin.post('/api/products', { ...PIECE, name: 'Noor Tax Class Coin', category: 'Coins' });
    expect(coin.json<Product>().taxClass).toBe('bullion');
    const bar = await admin.post('/api/products', { ...PIECE, name: 'Noor Gold Bar', taxClass: 'bullion' });
    expect(bar.statusCode, bar.body).toBe(201);
    expect(bar.json<Product>().taxClass).toBe('bullion');
  });

  it('lets an admin change it, audited, and refuses a class that does not exist', async () => {
    const ring = (await admin.post('/api/products', { ...PIECE, name: 'Noor Reclassed Ring' })).json<Product>();
    const changed = await admin.patch(`/api/products/${ring.id}`, { taxClass: 'bullion' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Product>().taxClass).toBe('bullion');
    const audit = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items[0]!;
    expect(audit.changes).toEqual({ taxClass: { from: 'jewellery', to: 'bullion' } });
    const bad = await admin.patch(`/api/products/${ring.id}`, { taxClass: 'food' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().fields.taxClass).toMatch(/jewellery or bullion/);
  });

  it('lets only admins write it', async () => {
    const ring = (await admin.post('/api/products', { ...PIECE, name: 'Noor Guarded Ring' })).json<Product>();
    const stranger = new TestShopper(t.app);
    const buyer = new TestShopper(t.app);
    await buyer.register();
    expect((await stranger.patch(`/api/products/${ring.id}`, { taxClass: 'bullion' })).statusCode).toBe(401);
    expect((await buyer.patch(`/api/products/${ring.id}`, { taxClass: 'bullion' })).statusCode).toBe(403);
    expect((await buyer.post('/api/products', { ...PIECE, taxClass: 'bullion' })).statusCode).toBe(403);
    const shown = await t.app.inject({ method: 'GET', url: `/api/products/${ring.id}` });
    expect(shown.json<Product>().taxClass).toBe('jewellery');
  });
});
