import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { demoProductRows } from '#server/db/demo-catalogue.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { buy, TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import { bareWebBuild } from '#server/testing/web-build.ts';

// A product's Arabic name, short description and description: entered by the admin, served beside
// the English ones, searched, carried into the cart, the wishlist and the order's own copy (the name).
let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  // A stand-in web build, so the product pages' HTML (their meta description) is served too.
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, webDistDir: bareWebBuild() });
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

describe("a product's Arabic short description", () => {
  const SHORT_AR = 'قلادة مصنوعة يدويًا من ذهب عيار 22.';

  async function arabicMetaDescription(id: string): Promise<string | undefined> {
    const page = await t.app.inject({ method: 'GET', url: `/ar/product/${id}`, headers: { accept: 'text/html' } });
    expect(page.statusCode).toBe(200);
    return /<meta name="description" content="([^"]*)"/.exec(page.body)?.[1];
  }

  it('is saved by the admin, trimmed, comes back from every read and describes the Arabic page', async () => {
    const created = await admin.post('/api/products', {
      ...PIECE,
      name: 'Short Arabic Pendant',
      shortDescriptionAr: `  ${SHORT_AR}\n`,
      descriptionAr: DESCRIPTION_AR,
    });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json<Product>();
    expect(created.json<Product>()).toMatchObject({
      shortDescription: PIECE.shortDescription,
      shortDescriptionAr: SHORT_AR,
    });
    expect(await product(id)).toMatchObject({ shortDescriptionAr: SHORT_AR, descriptionAr: DESCRIPTION_AR });
    const table = await admin.get(`/api/admin/products?q=${encodeURIComponent('Short Arabic Pendant')}`);
    expect(table.json<{ items: Product[] }>().items[0]).toMatchObject({ shortDescriptionAr: SHORT_AR });
    // The Arabic search box finds a piece by the short description the Arabic pages show.
    expect((await search('مصنوعة يدويًا من ذهب')).items.map((item) => item.id)).toContain(id);

    // The Arabic page is described by it; the English page keeps the English one.
    expect(await arabicMetaDescription(id)).toBe(SHORT_AR);
    const english = await t.app.inject({ method: 'GET', url: `/product/${id}`, headers: { accept: 'text/html' } });
    expect(english.body).toContain(`<meta name="description" content="${PIECE.shortDescription}"`);

    // Changed alone, leaving the other texts as they were.
    const changed = await admin.patch(`/api/products/${id}`, { shortDescriptionAr: 'قلادة مخرّمة.' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(changed.json<Product>()).toMatchObject({
      shortDescription: PIECE.shortDescription,
      shortDescriptionAr: 'قلادة مخرّمة.',
      descriptionAr: DESCRIPTION_AR,
    });

    // Cleared (a blank is stored as none): the Arabic page falls back to the Arabic description.
    const cleared = await admin.patch(`/api/products/${id}`, { shortDescriptionAr: ' \n ' });
    expect(cleared.statusCode, cleared.body).toBe(200);
    expect(await product(id)).toMatchObject({ shortDescriptionAr: null, descriptionAr: DESCRIPTION_AR });
    expect(await arabicMetaDescription(id)).toBe(DESCRIPTION_AR);
    await admin.patch(`/api/products/${id}`, { shortDescriptionAr: SHORT_AR });
    const nulled = await admin.patch(`/api/products/${id}`, { shortDescriptionAr: null, descriptionAr: null });
    expect(nulled.statusCode, nulled.body).toBe(200);
    expect(await product(id)).toMatchObject({ shortDescriptionAr: null, descriptionAr: null });
    // With no Arabic text at all, the Arabic page is described by the English short description.
    expect(await arabicMetaDescription(id)).toBe(PIECE.shortDescription);
  });

  it('is none for a product added without it', async () => {
    const created = await admin.post('/api/products', { ...PIECE, name: 'No Short Arabic Pendant' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json<Product>()).toMatchObject({ shortDescriptionAr: null });
  });

  it('is given for the demo pieces that have an Arabic name', () => {
    const translated = demoProductRows(() => 'id').filter((row) => row.nameAr);
    expect(translated.length).toBeGreaterThan(0);
    for (const row of translated) expect(row.shortDescriptionAr, row.name).toEqual(expect.any(String));
  });

  it('refuses text past the English short description limit (300), and one that is not text, with a 400', async () => {
    const longest = await admin.post('/api/products', { ...PIECE, shortDescriptionAr: 'ذ'.repeat(300) });
    expect(longest.statusCode, longest.body).toBe(201);
    for (const shortDescriptionAr of ['ذ'.repeat(301), 42]) {
      const response = await admin.post('/api/products', { ...PIECE, shortDescriptionAr });
      expect(response.statusCode, response.body).toBe(400);
    }
    const response = await admin.post('/api/products', { ...PIECE, shortDescriptionAr: 'ذ'.repeat(301) });
    expect(response.json()).toMatchObject({
      message: expect.stringContaining('Arabic short description must be at most 300'),
    });
    const { id } = longest.json<Product>();
    const patched = await admin.patch(`/api/products/${id}`, { shortDescriptionAr: 'ذ'.repeat(301) });
    expect(patched.statusCode, patched.body).toBe(400);
    expect(await product(id)).toMatchObject({ shortDescriptionAr: 'ذ'.repeat(300) });
  });
});
