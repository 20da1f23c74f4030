import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import { openAdminShop, PLAIN_RING } from '#server/testing/admin-shop.ts';
import { TestShopper } from '#server/testing/shopper.ts';
import type { TestApp } from '#server/testing/test-app.ts';

// What a product offers its buyer to choose: the sizes it is made in (one scale, a lead time) and
// an engraving (length, scripts, fee). Written by admins on the product form, answered with the
// product, refused with the schema's sentence under the field it names.
let t: TestApp;
let admin: TestShopper;

beforeAll(async () => {
  ({ t, admin } = await openAdminShop());
});
afterAll(() => t.close());

const SIZED = {
  ...PLAIN_RING,
  name: 'Noor Made-to-size Ring',
  sizing: { scale: 'ring', from: '4', to: '10', leadDays: 10 },
  engraving: { maxLength: 15, scripts: ['latin', 'arabic'], feeCents: 2_500 },
};

const read = async (id: string) => (await t.app.inject({ method: 'GET', url: `/api/products/${id}` })).json<Product>();

describe('the sizes and engraving a product offers', () => {
  it('are none on a product added without them', async () => {
    const plain = await admin.post('/api/products', { ...PLAIN_RING, name: 'Noor One-size Ring' });
    expect(plain.statusCode, plain.body).toBe(201);
    expect(plain.json<Product>()).toMatchObject({ sizing: null, sizes: [], engraving: null });
  });

  it('are stored as an admin gives them, with every size of the run listed', async () => {
    const created = await admin.post('/api/products', SIZED);
    expect(created.statusCode, created.body).toBe(201);
    const ring = created.json<Product>();
    const offers = {
      sizing: SIZED.sizing,
      sizes: ['4', '4.5', '5', '5.5', '6', '6.5', '7', '7.5', '8', '8.5', '9', '9.5', '10'],
      engraving: SIZED.engraving,
    };
    expect(ring).toMatchObject(offers);
    expect(await read(ring.id)).toMatchObject(offers);
  });

  it('are changed on their own: a scale of bangles, then one size again, the engraving kept', async () => {
    const ring = (await admin.post('/api/products', { ...SIZED, name: 'Noor Edited Bangle' })).json<Product>();
    const bangle = { scale: 'bangle', from: '2-4', to: '2-8', leadDays: 14 };
    const resized = await admin.patch(`/api/products/${ring.id}`, { sizing: bangle });
    expect(resized.statusCode, resized.body).toBe(200);
    expect(resized.json<Product>()).toMatchObject({ sizing: bangle, sizes: ['2-4', '2-6', '2-8'] });

    const oneSize = await admin.patch(`/api/products/${ring.id}`, { sizing: null });
    expect(oneSize.json<Product>()).toMatchObject({ sizing: null, sizes: [], engraving: SIZED.engraving });
    const latinOnly = { maxLength: 20, scripts: ['latin'], feeCents: 0 };
    expect((await admin.patch(`/api/products/${ring.id}`, { engraving: latinOnly })).statusCode).toBe(200);
    expect((await admin.patch(`/api/products/${ring.id}`, { engraving: null })).statusCode).toBe(200);
    expect(await read(ring.id)).toMatchObject({ sizing: null, sizes: [], engraving: null });
  });

  it.each([
    [
      'sizes that run backwards',
      { sizing: { ...SIZED.sizing, from: '10', to: '4' } },
      'sizing.to',
      /smaller to a larger size/,
    ],
    ['a size not on the scale', { sizing: { ...SIZED.sizing, from: '4.25' } }, 'sizing.to', /size of the scale/],
    ['a bangle size on the ring scale', { sizing: { ...SIZED.sizing, to: '2-6' } }, 'sizing.to', /size of the scale/],
    ['a scale that does not exist', { sizing: { ...SIZED.sizing, scale: 'shoe' } }, 'sizing.scale', /ring, bangle/],
    ['a lead time of 0 days', { sizing: { ...SIZED.sizing, leadDays: 0 } }, 'sizing.leadDays', /at least 1 day/],
    [
      'no script to engrave',
      { engraving: { ...SIZED.engraving, scripts: [] } },
      'engraving.scripts',
      /at least one script/,
    ],
    [
      'a script not engraved',
      { engraving: { ...SIZED.engraving, scripts: ['cyrillic'] } },
      'engraving.scripts.0',
      /latin and arabic/,
    ],
    [
      'no characters',
      { engraving: { ...SIZED.engraving, maxLength: 0 } },
      'engraving.maxLength',
      /at least 1 character/,
    ],
    [
      '41 characters',
      { engraving: { ...SIZED.engraving, maxLength: 41 } },
      'engraving.maxLength',
      /at most 40 characters/,
    ],
    [
      'a negative fee',
      { engraving: { ...SIZED.engraving, feeCents: -100 } },
      'engraving.feeCents',
      /cannot be negative/,
    ],
  ])('refuses %s with the sentence under its field, and changes nothing', async (_case, change, field, message) => {
    const ring = (await admin.post('/api/products', { ...SIZED, name: 'Noor Checked Ring' })).json<Product>();
    const edited = await admin.patch(`/api/products/${ring.id}`, change);
    expect(edited.statusCode).toBe(400);
    expect(edited.json().fields[field]).toMatch(message);
    const added = await admin.post('/api/products', { ...SIZED, ...change });
    expect(added.statusCode).toBe(400);
    expect(added.json().fields[field]).toMatch(message);
    expect(await read(ring.id)).toMatchObject({ sizing: SIZED.sizing, engraving: SIZED.engraving });
  });

  it('are written by admins only', async () => {
    const ring = (await admin.post('/api/products', { ...SIZED, name: 'Noor Guarded Ring' })).json<Product>();
    const buyer = new TestShopper(t.app);
    await buyer.register();
    const change = { sizing: null, engraving: null };
    expect((await new TestShopper(t.app).patch(`/api/products/${ring.id}`, change)).statusCode).toBe(401);
    expect((await buyer.patch(`/api/products/${ring.id}`, change)).statusCode).toBe(403);
    expect((await buyer.post('/api/products', { ...SIZED, name: 'Noor Buyer Ring' })).statusCode).toBe(403);
    expect(await read(ring.id)).toMatchObject({ sizing: SIZED.sizing, engraving: SIZED.engraving });
  });
});
