import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { ProductList } from '#domain/catalog/product-list.ts';
import type { AdminReview, AdminReviewList, ProductReviewList, WrittenReview } from '#domain/reviews/review.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { buyAndCollect, buyAndDeliver } from '#server/testing/delivered-order.ts';
import { registerOwner, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// Reviews come only from buyers who received the piece, once each, and show (and count in the
// piece's rating) only once an admin approved them; the catalogue's cached answers follow at once.

let t: TestApp;
let admin: TestShopper;
let pieces: Product[];

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stockLouisiana: 20, stockHouston: 20 });
  admin = await registerOwner(t.app, 'Noor Admin');
  pieces = (await piecesAsTheyAre(t.app)).slice(0, 4);
});
afterAll(() => t.close());

const visitor = () => new TestShopper(t.app);
async function customer(name = 'Yasmin Haddad'): Promise<TestShopper> {
  const shopper = visitor();
  await shopper.register(undefined, name);
  return shopper;
}
const write = (
  shopper: TestShopper,
  productId: string,
  body: unknown = { stars: 5, text: 'Beautiful work, as shown.' },
) => shopper.post(`/api/products/${productId}/reviews`, body);
const reviewsOf = async (shopper: TestShopper, productId: string) =>
  (await shopper.get(`/api/products/${productId}/reviews`)).json<ProductReviewList>();
const product = async (id: string) => (await visitor().get(`/api/products/${id}`)).json<Product>();
const listed = async (id: string, query = 'pageSize=48') =>
  (await visitor().get(`/api/products?${query}`)).json<ProductList>().items.find((item) => item.id === id)!;
/** The same piece through the price-sorted page read from the kept prices' index (price-pages.ts). */
const listedByPrice = (id: string) => listed(id, 'pageSize=48&sort=price-desc&minPrice=0');
const decide = (id: string, decision: string, by = admin) => by.patch(`/api/admin/reviews/${id}`, { decision });

/** A buyer whose order of the piece was delivered, and their pending review. */
async function reviewed(productId: string, body?: unknown, name?: string) {
  const buyer = await customer(name);
  await buyAndDeliver(buyer, admin, productId);
  const answer = await write(buyer, productId, body);
  expect(answer.statusCode, answer.body).toBe(201);
  return { buyer, review: answer.json<WrittenReview>() };
}

describe('who may review a piece', () => {
  it('refuses a visitor who is not signed in (401); the list says they may not write one', async () => {
    const piece = pieces[0]!;
    expect((await write(visitor(), piece.id)).statusCode).toBe(401);
    expect((await reviewsOf(visitor(), piece.id)).canReview).toBe(false);
  });

  it('refuses a customer who never bought the piece (403), with a sentence', async () => {
    const shopper = await customer();
    const refused = await write(shopper, pieces[0]!.id);
    expect(refused.statusCode).toBe(403);
    expect(refused.json()).toMatchObject({
      reason: 'problem.review.buyersOnly',
      message: 'Only customers who received this piece can review it.',
    });
    expect((await reviewsOf(shopper, pieces[0]!.id)).canReview).toBe(false);
  });

  it('refuses a buyer whose order is not yet delivered, confirmed or on its way', async () => {
    for (const until of ['confirmed', 'shipped'] as const) {
      const buyer = await customer();
      await buyAndDeliver(buyer, admin, pieces[0]!.id, until);
      expect((await write(buyer, pieces[0]!.id)).statusCode, until).toBe(403);
      expect((await reviewsOf(buyer, pieces[0]!.id)).canReview).toBe(false);
    }
  });

  it('refuses a buyer of another piece', async () => {
    const buyer = await customer();
    await buyAndDeliver(buyer, admin, pieces[1]!.id);
    expect((await write(buyer, pieces[0]!.id)).statusCode).toBe(403);
  });

  it('takes one review from a buyer whose order was delivered, pending; a second is refused (409)', async () => {
    const piece = pieces[0]!;
    const buyer = await customer();
    await buyAndDeliver(buyer, admin, piece.id);
    expect((await reviewsOf(buyer, piece.id)).canReview).toBe(true);

    const written = await write(buyer, piece.id, { stars: 4, text: '  Lovely ring, true to the photos.\n  ' });
    expect(written.statusCode, written.body).toBe(201);
    expect(written.json<WrittenReview>()).toMatchObject({
      productId: piece.id,
      stars: 4,
      text: 'Lovely ring, true to the photos.',
      status: 'pending',
    });
    expect((await reviewsOf(buyer, piece.id)).canReview).toBe(false);

    const again = await write(buyer, piece.id, { stars: 1, text: 'Changed my mind about it.' });
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      reason: 'problem.review.alreadyWritten',
      message: 'There is already a review of this piece from your account: one review per customer.',
    });
  });

  it('takes a review from a buyer who collected the piece at a branch', async () => {
    const buyer = await customer();
    await buyAndCollect(buyer, admin, pieces[2]!.id);
    expect((await reviewsOf(buyer, pieces[2]!.id)).canReview).toBe(true);
    expect((await write(buyer, pieces[2]!.id)).statusCode).toBe(201);
  });

  it('answers 404 for a piece that does not exist', async () => {
    const shopper = await customer();
    expect((await write(shopper, 'prod_doesnotexist00')).statusCode).toBe(404);
    expect((await shopper.get('/api/products/prod_doesnotexist00/reviews')).statusCode).toBe(404);
    expect((await shopper.get('/api/products/%3Cx%3E/reviews')).statusCode).toBe(404);
  });
});

describe('what a review may say', () => {
  let buyer: TestShopper;
  beforeAll(async () => {
    buyer = await customer();
    await buyAndDeliver(buyer, admin, pieces[3]!.id);
  });

  it.each([
    ['too short', { stars: 5, text: '  Nice!   ' }],
    ['too long', { stars: 5, text: 'a'.repeat(2001) }],
    ['no stars', { text: 'A lovely piece of work.' }],
    ['six stars', { stars: 6, text: 'A lovely piece of work.' }],
    ['half a star', { stars: 4.5, text: 'A lovely piece of work.' }],
    ['a control character', { stars: 5, text: 'A lovely\u001b[2J piece of work.' }],
    ['a NUL', { stars: 5, text: 'A lovely\u0000 piece of work.' }],
    ['a status of its own', { stars: 5, text: 'A lovely piece of work.', status: 'approved' }],
  ])('refuses %s (400)', async (_what, body) => {
    const answer = await write(buyer, pieces[3]!.id, body);
    expect(answer.statusCode, answer.body).toBe(400);
  });

  it('keeps markup as the text it is, and serves it as JSON text once approved', async () => {
    const text = '<img src=x onerror=alert(1)> <script>alert("x")</script> &amp; fine';
    const answer = await write(buyer, pieces[3]!.id, { stars: 2, text });
    expect(answer.statusCode, answer.body).toBe(201);
    const { id } = answer.json<WrittenReview>();
    expect((await decide(id, 'approve')).statusCode).toBe(200);
    const shown = await visitor().get(`/api/products/${pieces[3]!.id}/reviews`);
    expect(shown.headers['content-type']).toMatch(/^application\/json/);
    expect(shown.json<ProductReviewList>().items[0]).toMatchObject({ id, text });
  });
});

describe('approved reviews and the rating', () => {
  it('shows nothing while pending; approved, the review and the rating, in every catalogue answer', async () => {
    const piece = pieces[1]!;
    // Read first, so the product and the list are in the catalogue's cache.
    expect((await product(piece.id)).rating).toBeNull();
    expect((await listed(piece.id)).rating).toBeNull();

    const first = await reviewed(piece.id, { stars: 5, text: 'Exquisite, even finer in person.' }, 'Amira  Haddad');
    const second = await reviewed(piece.id, { stars: 4, text: 'Very pretty, a little smaller than I thought.' });
    expect((await reviewsOf(visitor(), piece.id)).items).toEqual([]);
    expect((await product(piece.id)).rating).toBeNull();

    expect((await decide(first.review.id, 'approve')).json<AdminReview>()).toMatchObject({ status: 'approved' });
    expect((await product(piece.id)).rating).toEqual({ average: 5, count: 1 });
    expect((await decide(second.review.id, 'approve')).statusCode).toBe(200);
    expect((await product(piece.id)).rating).toEqual({ average: 4.5, count: 2 });
    expect((await listed(piece.id)).rating).toEqual({ average: 4.5, count: 2 });
    expect((await listedByPrice(piece.id)).rating).toEqual({ average: 4.5, count: 2 });

    const shown = await reviewsOf(visitor(), piece.id);
    expect(shown).toMatchObject({ total: 2, page: 1, canReview: false });
    // Newest first, each signed with a first name and an initial: never the full name or e-mail.
    expect(shown.items.map((item) => [item.author, item.stars])).toEqual([
      ['Yasmin H.', 4],
      ['Amira H.', 5],
    ]);
    expect(JSON.stringify(shown)).not.toMatch(/Haddad|@/);
    expect((await visitor().get(`/api/products/${piece.id}/reviews?pageSize=1&page=2`)).json()).toMatchObject({
      items: [{ author: 'Amira H.' }],
      total: 2,
      pageCount: 2,
    });

    // Taken back, the review no longer shows nor counts.
    expect((await decide(second.review.id, 'reject')).statusCode).toBe(200);
    expect((await product(piece.id)).rating).toEqual({ average: 5, count: 1 });
    expect((await reviewsOf(visitor(), piece.id)).total).toBe(1);
  });

  it('counts no refused review', async () => {
    const piece = pieces[2]!;
    const { review } = await reviewed(piece.id, { stars: 1, text: 'Spam spam spam, buy my stuff!' });
    expect((await decide(review.id, 'reject')).json<AdminReview>()).toMatchObject({ status: 'rejected' });
    expect((await product(piece.id)).rating).toBeNull();
    expect((await reviewsOf(visitor(), piece.id)).items.map((item) => item.id)).not.toContain(review.id);
  });
});

describe('the moderation API', () => {
  it('refuses a visitor (401) and a customer (403)', async () => {
    const shopper = await customer();
    for (const [caller, status] of [
      [visitor(), 401],
      [shopper, 403],
    ] as const) {
      expect((await caller.get('/api/admin/reviews')).statusCode).toBe(status);
      expect((await caller.patch('/api/admin/reviews/rev_x', { decision: 'approve' })).statusCode).toBe(status);
    }
  });

  it('lists pending reviews oldest first with the piece and the buyer, and audits each decision', async () => {
    const piece = pieces[0]!;
    const { review } = await reviewed(
      piece.id,
      { stars: 3, text: 'Good, though the clasp is stiff.' },
      'Rania Youssef',
    );
    const pending = (await admin.get('/api/admin/reviews?status=pending&pageSize=100')).json<AdminReviewList>();
    const mine = pending.items.find((item) => item.id === review.id)!;
    expect(mine).toMatchObject({
      product: { id: piece.id, name: piece.name },
      buyer: { name: 'Rania Youssef' },
      stars: 3,
      text: 'Good, though the clasp is stiff.',
      status: 'pending',
      decidedAt: null,
    });
    const times = pending.items.map((item) => item.createdAt);
    expect(times).toEqual([...times].sort());

    expect((await decide(review.id, 'approve')).statusCode).toBe(200);
    const [entry] = (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items;
    expect(entry).toMatchObject({
      action: 'review.status',
      subject: `Rania Youssef's review of ${piece.name}`,
      subjectId: review.id,
      actor: { name: 'Noor Admin' },
      changes: { status: { from: 'pending', to: 'approved' } },
    });
    const approved = (await admin.get('/api/admin/reviews?status=approved')).json<AdminReviewList>();
    expect(approved.items[0]).toMatchObject({ id: review.id, status: 'approved', decidedAt: expect.any(String) });
  });

  it('refuses an unknown review (404), decision or status (400)', async () => {
    expect((await decide('rev_nothere', 'approve')).statusCode).toBe(404);
    const { review } = await reviewed(pieces[0]!.id);
    expect((await decide(review.id, 'publish')).statusCode).toBe(400);
    expect((await admin.get('/api/admin/reviews?status=hidden')).statusCode).toBe(400);
  });
});
