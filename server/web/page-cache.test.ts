import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Product } from '#domain/catalog/product.ts';
import type { BuyRateAnswer } from '#domain/exchange/buy-rates.ts';
import type { MetalPrice } from '#domain/rates/rate.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { piecesAsTheyAre, registerOwner, TestShopper } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import { bareWebBuild, embeddedData } from '#server/testing/web-build.ts';

// Pages as visitors without a session or a cart get them are kept for the next such visitor, and
// dropped with the catalogue's answers: never someone's own page, never a page older than what
// the shop was told of (a product's edit, a sale, a rate).

let t: TestApp;
let admin: TestShopper;
let pieces: Product[];

beforeAll(async () => {
  t = await createTestApp({ webDistDir: bareWebBuild(), authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  admin = await registerOwner(t.app, 'Page Owner');
  pieces = await piecesAsTheyAre(t.app);
});
afterAll(() => t.close());

const visitorPage = async (url: string) => (await new TestShopper(t.app).get(url)).body;
const productOn = (html: string, id: string) => embeddedData(html)[`products.detail.${id}`] as Product;

/** A change written straight to the database: the shop is not told, as by nothing it does itself. */
const renameUntold = (id: string, name: string) =>
  t.database.db.update(products).set({ name }).where(eq(products.id, id));

/** The piece's own name back, announced as the dashboard announces an edit. */
async function restoreName(piece: Product): Promise<void> {
  await renameUntold(piece.id, piece.name);
  t.app.workflowDeps.changes.productsChanged();
}

/** A visitor (no account) with one piece in their cart. */
async function cartHolder(): Promise<TestShopper> {
  const holder = new TestShopper(t.app);
  expect((await holder.post('/api/cart', { productId: pieces[1]!.id })).statusCode).toBe(200);
  return holder;
}

describe('pages kept for visitors without a session or a cart', () => {
  it('answers the next visitor with the kept page, and a signed-in shopper or a cart holder with their own', async () => {
    const piece = pieces[0]!;
    const url = `/product/${piece.id}`;
    expect(productOn(await visitorPage(url), piece.id).name).toBe(piece.name);
    await renameUntold(piece.id, 'Renamed Untold');

    // Kept: the next visitor gets the page as it was rendered.
    expect(productOn(await visitorPage(url), piece.id).name).toBe(piece.name);
    // Never kept for those whose page carries their own data: theirs is rendered for them.
    const shopper = new TestShopper(t.app);
    await shopper.register();
    expect(productOn((await shopper.get(url)).body, piece.id).name).toBe('Renamed Untold');
    const cartHolderPage = (await (await cartHolder()).get(url)).body;
    expect(productOn(cartHolderPage, piece.id).name).toBe('Renamed Untold');
    expect(embeddedData(cartHolderPage)['me.cart']).toMatchObject({ itemCount: 1 });

    await restoreName(piece);
  });

  it("never keeps a signed-in shopper's page, or one showing a visitor's cart or wishlist, for the visitors after them", async () => {
    const shopper = new TestShopper(t.app);
    const email = await shopper.register();
    const holder = await cartHolder();
    const wisher = new TestShopper(t.app);
    expect((await wisher.post('/api/wish', { productId: pieces[1]!.id })).statusCode).toBe(200);
    for (const url of ['/about', '/ar/contact', '/size-guide']) {
      expect(embeddedData((await shopper.get(url)).body)['me']).toMatchObject({ email });
      expect(embeddedData((await holder.get(url)).body)['me.cart']).toMatchObject({ itemCount: 1 });
      expect(embeddedData((await wisher.get(url)).body)['me.wishlist']).toMatchObject({ count: 1 });
      const visitor = embeddedData(await visitorPage(url));
      expect(visitor['me'], url).toBeNull();
      expect(visitor['me.cart'], url).toMatchObject({ lines: [], itemCount: 0 });
      expect(visitor['me.wishlist'], url).toMatchObject({ items: [], count: 0 });
    }
  });

  it('treats a visitor whose cart and wishlist are empty again as any other visitor', async () => {
    const piece = pieces[5]!;
    const url = `/product/${piece.id}`;
    const returning = await cartHolder();
    expect((await returning.delete('/api/cart')).statusCode).toBe(200);
    // Rendered for this visitor's cookie, with nothing in its lists: kept for everyone.
    expect(productOn((await returning.get(url)).body, piece.id).name).toBe(piece.name);
    await renameUntold(piece.id, 'Renamed Untold');
    expect(productOn(await visitorPage(url), piece.id).name).toBe(piece.name);
    expect(productOn((await returning.get(url)).body, piece.id).name).toBe(piece.name);
    // A piece added again: their own page, with their cart.
    await returning.post('/api/cart', { productId: pieces[1]!.id });
    const own = (await returning.get(url)).body;
    expect(productOn(own, piece.id).name).toBe('Renamed Untold');
    expect(embeddedData(own)['me.cart']).toMatchObject({ itemCount: 1 });

    await restoreName(piece);
  });

  it('renders a page once for the visitors asking for it at the same moment', async () => {
    const piece = pieces[6]!;
    const catalog = t.app.services.catalog;
    const get = catalog.get;
    let reads = 0;
    // Counted on the way to the real read: the product page's data comes from it.
    catalog.get = (...args) => {
      reads++;
      return get.apply(catalog, args);
    };
    try {
      const pages = await Promise.all(Array.from({ length: 8 }, () => visitorPage(`/product/${piece.id}`)));
      expect(new Set(pages).size).toBe(1);
      expect(productOn(pages[0]!, piece.id).name).toBe(piece.name);
      expect(reads).toBe(1);
    } finally {
      catalog.get = get;
    }
  });

  it('shows a product edited through the dashboard on the next visitor page', async () => {
    const piece = pieces[2]!;
    const url = `/ar/product/${piece.id}`;
    expect(productOn(await visitorPage(url), piece.id).nameAr).toBe(piece.nameAr);
    expect((await admin.patch(`/api/products/${piece.id}`, { nameAr: 'سوار الليالي' })).statusCode).toBe(200);
    expect(productOn(await visitorPage(url), piece.id).nameAr).toBe('سوار الليالي');
  });

  it('drops the pages showing a piece sold, and keeps the others', async () => {
    const [sold, other] = [pieces[3]!, pieces[4]!];
    await visitorPage(`/product/${sold.id}`);
    await visitorPage(`/product/${other.id}`);
    await t.database.db
      .update(products)
      .set({ stock: sold.stock - 1 })
      .where(eq(products.id, sold.id));
    await renameUntold(other.id, 'Renamed Untold');
    // What a sale tells every instance once its order is placed.
    t.app.workflowDeps.changes.stockChanged([sold.id]);

    expect(productOn(await visitorPage(`/product/${sold.id}`), sold.id).stock).toBe(sold.stock - 1);
    expect(productOn(await visitorPage(`/product/${other.id}`), other.id).name).toBe(other.name);
    await restoreName(other);
  });

  it("prices the next visitor's page at a rate the shop just set", async () => {
    const before = embeddedData(await visitorPage('/collection'));
    const listed = (before['products.list'] as { items: Product[] }).items;
    const gold = (before['metals'] as MetalPrice[]).find((metal) => metal.metal === 'Gold')!;
    const goldPiece = listed.find((piece) => piece.metal === 'Gold')!;

    expect((await admin.patch(`/api/metals/${gold.id}`, { pricePerGram: gold.pricePerGram + 500 })).statusCode).toBe(
      200,
    );
    const after = embeddedData(await visitorPage('/collection'));
    const repriced = (after['products.list'] as { items: Product[] }).items;
    expect((after['metals'] as MetalPrice[]).find((metal) => metal.metal === 'Gold')!.pricePerGram).toBe(
      gold.pricePerGram + 500,
    );
    expect(repriced.find((piece) => piece.id === goldPiece.id)!.price).toBeGreaterThan(goldPiece.price);
  });

  it("shows a buy spread the shop just set on the next visitor's sell-gold page", async () => {
    const goldBuyRate = (html: string) =>
      (embeddedData(html)['metals.buy-rates'] as BuyRateAnswer[]).find(
        (rate) => rate.metal === 'Gold' && rate.fineness === 916,
      )!.buyRatePerGramCents!;
    const before = goldBuyRate(await visitorPage('/sell-gold'));
    const set = await admin.put('/api/admin/buy-spreads', { metal: 'Gold', fineness: 916, basisPoints: 2_500 });
    expect(set.statusCode).toBe(200);
    expect(goldBuyRate(await visitorPage('/sell-gold'))).toBeLessThan(before);
  });
});
