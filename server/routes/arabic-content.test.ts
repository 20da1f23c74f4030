import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { buy, TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// A product's Arabic name and description: entered by the admin, served beside the English ones,
// searched, carried into the cart, the wishlist and the order's own copy.
let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Noor Admin');
  const id = (await admin.get('/api/me')).json<{ user: { id: string } }>().user.id;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, id, 'owner');
});
afterAll(() => t.close());

const PIECE = {
  name: 'Zumurrud Filigree Pendant',
  category: 'Gold',
  weight: 8.25,
  shortDescription: 'Hand-made pendant in 22K gold.',
  description: 'A filigree pendant made by hand in our Louisiana workshop.',
  size: '45 cm',
  stock: 5,
};
const NAME_AR = 'قلادة زمرّد المخرّمة';
const DESCRIPTION_AR = 'قلادة مخرّمة مصنوعة يدويًا في ورشتنا في لويزيانا.';

async function product(id: string): Promise<Product> {
  const response = await t.app.inject({ method: 'GET', url: `/api/products/${id}` });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<Product>();
}

async function search(q: string): Promise<ProductList> {
  const response = await t.app.inject({ method: 'GET', url: '/api/products', query: { q, pageSize: '48' } });
  expect(response.statusCode, response.body).toBe(200);
  return response.json<ProductList>();
}

describe("a product's Arabic name and description", () => {
  it('are saved by the admin, trimmed, and come back from every read', async () => {
    const created = await admin.post('/api/products', {
      ...PIECE,
      nameAr: `  ${NAME_AR} `,
      descriptionAr: DESCRIPTION_AR,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Product>();
    expect(created.json<Product>()).toMatchObject({ nameAr: NAME_AR, descriptionAr: DESCRIPTION_AR });
    expect(await product(id)).toMatchObject({ name: PIECE.name, nameAr: NAME_AR, descriptionAr: DESCRIPTION_AR });

    const table = await admin.get(`/api/admin/products?q=${encodeURIComponent('Zumurrud')}`);
    expect(table.json<{ items: Product[] }>().items[0]).toMatchObject({ nameAr: NAME_AR });

    // Changed alone, then cleared: a blank is stored as none, so the Arabic pages show the English.
    const changed = await admin.patch(`/api/products/${id}`, { nameAr: 'قلادة زمرّد' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Product>()).toMatchObject({ nameAr: 'قلادة زمرّد', descriptionAr: DESCRIPTION_AR });
    const cleared = await admin.patch(`/api/products/${id}`, { nameAr: '  ', descriptionAr: null });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await product(id)).toMatchObject({ nameAr: null, descriptionAr: null });
  });

  it('are none for a product added without them', async () => {
    const created = await admin.post('/api/products', { ...PIECE, name: 'Plain English Pendant' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>()).toMatchObject({ nameAr: null, descriptionAr: null });
  });

  it('are found by the catalogue search in Arabic', async () => {
    const created = await admin.post('/api/products', { ...PIECE, name: 'Qamar Search Ring', nameAr: 'خاتم القمر' });
    const { id } = created.json<Product>();
    expect((await search('القمر')).items.map((item) => item.id)).toEqual([id]);
    // The demo catalogue's own Arabic names are found too.
    expect((await search('ليالي')).items.map((item) => item.name)).toEqual(['Layali 22K Gold Bangle']);
  });

  it('refuse text past the English limits, and a name that is not text, with a 400', async () => {
    for (const body of [
      { ...PIECE, nameAr: 'ذ'.repeat(121) },
      { ...PIECE, descriptionAr: 'ذ'.repeat(5001) },
      { ...PIECE, nameAr: 42 },
    ]) {
      const response = await admin.post('/api/products', body);
      expect(response.statusCode, response.body).toBe(400);
    }
    const response = await admin.post('/api/products', { ...PIECE, nameAr: 'ذ'.repeat(121) });
    expect(response.json()).toMatchObject({ message: expect.stringContaining('Arabic name must be at most 120') });
    const { id } = (await admin.post('/api/products', PIECE)).json<Product>();
    expect((await admin.patch(`/api/products/${id}`, { descriptionAr: 'ذ'.repeat(5001) })).statusCode).toBe(400);
  });

  it('go with the piece into the cart, the wishlist and the order', async () => {
    const { id } = (
      await admin.post('/api/products', { ...PIECE, name: 'Snapshot Ring', nameAr: 'خاتم اللقطة' })
    ).json<Product>();
    const shopper = new TestShopper(t.app);
    await shopper.register();
    expect((await shopper.post('/api/wish', { productId: id })).statusCode).toBe(200);
    const wishlist = (await shopper.get('/api/wish')).json<Wishlist>();
    expect(wishlist.items.find((item) => item.productId === id)).toMatchObject({ nameAr: 'خاتم اللقطة' });
    const order = await buy(shopper, [{ productId: id }]);
    expect(order.lines[0]).toMatchObject({ name: 'Snapshot Ring', nameAr: 'خاتم اللقطة' });
    // The order keeps its copy when the product's Arabic name changes later.
    await admin.patch(`/api/products/${id}`, { nameAr: 'اسم جديد' });
    const orders = (await shopper.get('/api/orders')).json<{ items: Array<{ id: string; lines: unknown[] }> }>();
    expect(orders.items.find((item) => item.id === order.id)?.lines[0]).toMatchObject({ nameAr: 'خاتم اللقطة' });
    expect((await shopper.post('/api/cart', { productId: id })).json<Cart>().lines[0]).toMatchObject({
      nameAr: 'اسم جديد',
    });
  });
});
