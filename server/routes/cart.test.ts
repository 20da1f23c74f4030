import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { Cart } from '#domain/cart/cart.ts';
import { toPieceRecipe } from '#domain/catalog/piece-recipe.ts';
import type { Product } from '#domain/catalog/product.ts';
import { taxCents } from '#domain/pricing/cart-totals.ts';
import { pricePieceAtPureCents } from '#domain/pricing/piece-price.ts';
import type { Wishlist } from '#domain/wishlist/wishlist.ts';
import { seedDemoDataIfEmpty } from '../db/seed.ts';
import { VISITOR_COOKIE } from '../lib/shopper.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import { TestShopper, piecesAsTheyAre } from '../testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
let catalogue: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  catalogue = await piecesAsTheyAre(t.app);
});
afterAll(() => t.close());

/**
 * A fresh product with exactly `stock` pieces: tests do not share stock counts. One sold as it is
 * (no size to choose), so it is added with a product id alone.
 */
let nextProduct = 0;
async function productWithStock(stock: number): Promise<Product> {
  const asTheyAre = catalogue.filter((piece) => piece.sizes.length === 0);
  const product = asTheyAre[nextProduct++ % asTheyAre.length]!;
  await t.database.db.update(products).set({ stock }).where(eq(products.id, product.id));
  return product;
}

const cartOf = (response: { statusCode: number; body: string; json(): unknown }) => {
  expect(response.statusCode, response.body).toBe(200);
  return response.json() as Cart;
};

describe('a visitor’s cart', () => {
  it('starts empty and sets no cookie until something is added', async () => {
    const visitor = new TestShopper(t.app);
    const cart = cartOf(await visitor.get('/api/cart'));
    expect(cart).toEqual({ lines: [], itemCount: 0, pickupBranches: [], subtotal: 0, tax: 0, total: 0 });
    expect(visitor.cookies.size).toBe(0);
  });

  it('keeps lines behind an httpOnly SameSite=Lax cookie, priced by the server', async () => {
    const product = await productWithStock(5);
    const visitor = new TestShopper(t.app);
    const response = await visitor.post('/api/cart', { productId: product.id, quantity: 2 });
    const cookie = [response.headers['set-cookie']].flat().find((c) => c?.startsWith(`${VISITOR_COOKIE}=`))!;
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Lax/i);
    const cart = cartOf(response);
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]).toMatchObject({
      productId: product.id,
      name: product.name,
      quantity: 2,
      unitPrice: product.price,
      lineTotal: product.price * 2,
      stock: 5,
      image: product.images[0],
    });
    expect(cart).toMatchObject({
      itemCount: 2,
      subtotal: product.price * 2,
      tax: taxCents(product.price * 2),
      total: product.price * 2 + taxCents(product.price * 2),
    });
    // The same browser sees it again; a stranger does not.
    expect(cartOf(await visitor.get('/api/cart')).itemCount).toBe(2);
    expect(cartOf(await new TestShopper(t.app).get('/api/cart')).itemCount).toBe(0);
  });

  it('raises the quantity when a product already in the cart is added again', async () => {
    const product = await productWithStock(9);
    const visitor = new TestShopper(t.app);
    await visitor.post('/api/cart', { productId: product.id, quantity: 2 });
    const cart = cartOf(await visitor.post('/api/cart', { productId: product.id, quantity: 3 }));
    expect(cart.lines).toHaveLength(1);
    expect(cart.lines[0]!.quantity).toBe(5);
  });

  it('never takes a price from the browser', async () => {
    const product = await productWithStock(5);
    const response = await new TestShopper(t.app).post('/api/cart', { productId: product.id, quantity: 1, price: 1 });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(/price/);
  });

  it.each([
    [0, /at least 1/],
    [-2, /at least 1/],
    [1.5, /whole number/],
    ['2', /number/],
    [100, /at most 99/],
  ])('refuses the quantity %s with a clear 400', async (quantity, message) => {
    const product = await productWithStock(5);
    const response = await new TestShopper(t.app).post('/api/cart', { productId: product.id, quantity });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toMatch(message);
  });

  it('caps quantities by the stock left, and says so', async () => {
    const product = await productWithStock(3);
    const visitor = new TestShopper(t.app);
    const tooMany = await visitor.post('/api/cart', { productId: product.id, quantity: 4 });
    expect(tooMany.statusCode).toBe(409);
    expect(tooMany.json()).toMatchObject({
      error: 'out_of_stock',
      message: `Only 3 pieces of ${product.name} can be ordered.`,
    });
    await visitor.post('/api/cart', { productId: product.id, quantity: 2 });
    const more = await visitor.post('/api/cart', { productId: product.id, quantity: 2 });
    expect(more.statusCode).toBe(409);
    expect(more.json().message).toBe(`Only 3 pieces of ${product.name} can be ordered and your cart already holds 2.`);
    const line = cartOf(await visitor.get('/api/cart')).lines[0]!;
    expect((await visitor.patch(`/api/cart/${line.id}`, { quantity: 4 })).statusCode).toBe(409);
    expect(cartOf(await visitor.patch(`/api/cart/${line.id}`, { quantity: 3 })).lines[0]!.quantity).toBe(3);

    const soldOut = await productWithStock(0);
    const refused = await visitor.post('/api/cart', { productId: soldOut.id, quantity: 1 });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(`Sorry, ${soldOut.name} is out of stock.`);
  });

  it('answers 404 for a product that does not exist', async () => {
    const response = await new TestShopper(t.app).post('/api/cart', { productId: 'prod_doesnotexist00', quantity: 1 });
    expect(response.statusCode).toBe(404);
  });

  it('removes a line (404 the second time) and empties the cart', async () => {
    const [a, b] = [await productWithStock(5), await productWithStock(5)];
    const visitor = new TestShopper(t.app);
    await visitor.post('/api/cart', { productId: a.id });
    const cart = cartOf(await visitor.post('/api/cart', { productId: b.id }));
    const lineA = cart.lines.find((line) => line.productId === a.id)!;
    expect(cartOf(await visitor.delete(`/api/cart/${lineA.id}`)).lines.map((l) => l.productId)).toEqual([b.id]);
    const again = await visitor.delete(`/api/cart/${lineA.id}`);
    expect(again.statusCode).toBe(404);
    expect(cartOf(await visitor.delete('/api/cart'))).toMatchObject({ lines: [], total: 0 });
  });

  it('prices every answer at the current metal rate', async () => {
    const product = catalogue.find((p) => p.metal === 'Silver')!;
    await t.database.db.update(products).set({ stock: 5 }).where(eq(products.id, product.id));
    const visitor = new TestShopper(t.app);
    const before = cartOf(await visitor.post('/api/cart', { productId: product.id })).lines[0]!.unitPrice;
    await t.database.db.update(metalPrices).set({ pricePerGram: '2.00' }).where(eq(metalPrices.metal, 'Silver'));
    t.app.services.rates.invalidate();
    try {
      const after = cartOf(await visitor.get('/api/cart')).lines[0]!.unitPrice;
      expect(after).toBe(pricePieceAtPureCents(toPieceRecipe(product), 200).totalCents);
      expect(after).not.toBe(before);
    } finally {
      await t.database.db.update(metalPrices).set({ pricePerGram: '0.98' }).where(eq(metalPrices.metal, 'Silver'));
      t.app.services.rates.invalidate();
    }
  });
});

describe('isolation between shoppers', () => {
  let alice: TestShopper;
  let aliceCart: Cart;
  let aliceWishes: Wishlist;
  const intruders = () => ({ bob: bob(), visitor: new TestShopper(t.app) });
  let bobShopper: TestShopper;
  const bob = () => bobShopper;

  beforeAll(async () => {
    alice = new TestShopper(t.app);
    await alice.register();
    const product = await productWithStock(5);
    aliceCart = cartOf(await alice.post('/api/cart', { productId: product.id, quantity: 2 }));
    aliceWishes = (await alice.post('/api/wish', { productId: product.id })).json();
    bobShopper = new TestShopper(t.app);
    await bobShopper.register();
  });

  it('no other customer or visitor can see, change or remove a line of another cart', async () => {
    const line = aliceCart.lines[0]!.id;
    for (const [who, shopper] of Object.entries(intruders())) {
      expect(cartOf(await shopper.get('/api/cart')).lines, who).toEqual([]);
      expect((await shopper.patch(`/api/cart/${line}`, { quantity: 1 })).statusCode, who).toBe(404);
      expect((await shopper.delete(`/api/cart/${line}`)).statusCode, who).toBe(404);
      await shopper.delete('/api/cart');
    }
    expect(cartOf(await alice.get('/api/cart'))).toEqual(aliceCart);
  });

  it('no other customer or visitor can see, remove or move an item of another wishlist', async () => {
    const item = aliceWishes.items[0]!.id;
    for (const [who, shopper] of Object.entries(intruders())) {
      expect((await shopper.get('/api/wish')).json().items, who).toEqual([]);
      expect((await shopper.delete(`/api/wish/${item}`)).statusCode, who).toBe(404);
      expect((await shopper.post(`/api/wish/${item}/move-to-cart`)).statusCode, who).toBe(404);
    }
    expect((await alice.get('/api/wish')).json()).toEqual(aliceWishes);
  });
});

describe('signing in keeps what the visitor chose', () => {
  let a: Product;
  let b: Product;
  let c: Product;

  beforeEach(async () => {
    [a, b, c] = [await productWithStock(4), await productWithStock(6), await productWithStock(6)];
  });

  it('merges the visitor cart and wishlist into the user’s at sign-in: quantities add, capped by stock', async () => {
    const earlier = new TestShopper(t.app);
    const email = await earlier.register();
    await earlier.post('/api/cart', { productId: a.id, quantity: 3 });
    await earlier.post('/api/wish', { productId: c.id });
    await earlier.signOut();

    const browser = new TestShopper(t.app);
    await browser.post('/api/cart', { productId: a.id, quantity: 2 });
    await browser.post('/api/cart', { productId: b.id, quantity: 1 });
    await browser.post('/api/wish', { productId: c.id });
    await browser.post('/api/wish', { productId: b.id });
    const visitorCookie = browser.cookies.get(VISITOR_COOKIE)!;
    await browser.signIn(email);

    const cart = cartOf(await browser.get('/api/cart'));
    expect(Object.fromEntries(cart.lines.map((line) => [line.productId, line.quantity]))).toEqual({
      [a.id]: 4,
      [b.id]: 1,
    });
    const wishes = (await browser.get('/api/wish')).json<Wishlist>();
    expect(wishes.items.map((item) => item.productId).sort()).toEqual([b.id, c.id].sort());

    // The user's other browser sees the same cart; the visitor's own cart is gone.
    expect(cartOf(await earlier.signIn(email).then(() => earlier.get('/api/cart')))).toEqual(cart);
    const sameVisitor = new TestShopper(t.app);
    sameVisitor.cookies.set(VISITOR_COOKIE, visitorCookie);
    expect(cartOf(await sameVisitor.get('/api/cart')).lines).toEqual([]);
    expect((await sameVisitor.get('/api/wish')).json<Wishlist>().items).toEqual([]);
  });

  it('merges at registration too', async () => {
    const browser = new TestShopper(t.app);
    await browser.post('/api/cart', { productId: b.id, quantity: 2 });
    await browser.post('/api/wish', { productId: a.id });
    await browser.register();
    expect(cartOf(await browser.get('/api/cart')).lines.map((l) => [l.productId, l.quantity])).toEqual([[b.id, 2]]);
    expect((await browser.get('/api/wish')).json<Wishlist>().items.map((i) => i.productId)).toEqual([a.id]);
  });

  it('after sign-out, the browser is a visitor with an empty cart again', async () => {
    const browser = new TestShopper(t.app);
    await browser.post('/api/cart', { productId: b.id, quantity: 1 });
    await browser.register();
    await browser.signOut();
    expect(cartOf(await browser.get('/api/cart')).lines).toEqual([]);
  });
});

describe('the wishlist', () => {
  it('saves a piece once with its live price, removes it, and moves it to the cart', async () => {
    const [a, b] = [await productWithStock(5), await productWithStock(0)];
    const shopper = new TestShopper(t.app);
    await shopper.post('/api/wish', { productId: a.id });
    const saved = (await shopper.post('/api/wish', { productId: a.id })).json<Wishlist>();
    expect(saved.count).toBe(1);
    expect(saved.items[0]).toMatchObject({
      productId: a.id,
      name: a.name,
      category: a.category,
      price: a.price,
      weight: a.weight,
      size: a.size,
      isAvailable: true,
      // Whether it goes to the cart from its page, where a size or an engraving is chosen.
      sized: a.sizes.length > 0,
      engravable: a.engraving !== null,
    });
    const withB = (await shopper.post('/api/wish', { productId: b.id })).json<Wishlist>();
    expect(withB.items.find((item) => item.productId === b.id)?.isAvailable).toBe(false);

    // An out-of-stock piece cannot move to the cart, and stays saved.
    const itemB = withB.items.find((item) => item.productId === b.id)!;
    expect((await shopper.post(`/api/wish/${itemB.id}/move-to-cart`)).statusCode).toBe(409);
    const itemA = withB.items.find((item) => item.productId === a.id)!;
    const moved = (await shopper.post(`/api/wish/${itemA.id}/move-to-cart`)).json<{ cart: Cart; wishlist: Wishlist }>();
    expect(moved.cart.lines.map((line) => [line.productId, line.quantity])).toEqual([[a.id, 1]]);
    expect(moved.wishlist.items.map((item) => item.productId)).toEqual([b.id]);

    expect((await shopper.delete(`/api/wish/${itemB.id}`)).json<Wishlist>().count).toBe(0);
    expect((await shopper.delete(`/api/wish/${itemB.id}`)).statusCode).toBe(404);
  });

  it('refuses a product that does not exist and a body with anything else', async () => {
    const shopper = new TestShopper(t.app);
    expect((await shopper.post('/api/wish', { productId: 'prod_nope000000000' })).statusCode).toBe(404);
    expect((await shopper.post('/api/wish', { productId: catalogue[0]!.id, price: '1.00' })).statusCode).toBe(400);
  });
});
