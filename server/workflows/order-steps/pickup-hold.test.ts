import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Product } from '#domain/catalog/product.ts';
import { formatCents } from '#domain/money.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { orderStatusEvents } from '#server/modules/orders/orders.tables.ts';
import { branchCounts, buyForPickup } from '#server/testing/pickup-orders.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import { creditedCustomer, storeCreditOf } from '#server/testing/store-credit.ts';
import { registerOwner, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import {
  startStripeStandIn,
  type StripeStandIn,
  stripeSettingsFor,
} from '#server/testing/stripe-stand-in/http-server.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import { cancelUncollected, enforcePickupHold } from '#server/workflows/order-steps/pickup-hold.ts';

// A pick-up order not collected within PICKUP_HOLD_DAYS: cancelled, its pieces back at the
// branch they came from, refunded through the gateway and its buyer told, each exactly once,
// whether two instances run the hold at once or a round is cut short and run again.

const HOLD_DAYS = 14;
const DAY_MS = 24 * 60 * 60 * 1000;

interface Shop {
  t: TestApp;
  admin: TestShopper;
  piece: Product;
  mailer: ReturnType<typeof recordingMailer>;
  standIn?: StripeStandIn;
}

async function openShop(standIn?: StripeStandIn): Promise<Shop> {
  const mailer = recordingMailer();
  const stripe = standIn && stripeSettingsFor(standIn);
  const t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, ...(stripe ? { stripe } : {}) }, { mailer });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stockLouisiana: 20, stockHouston: 20 });
  const admin = await registerOwner(t.app, 'Noor Admin');
  const piece = (await piecesAsTheyAre(t.app)).slice(0, 1)[0]!;
  return { t, admin, piece, mailer, standIn };
}

/** A pick-up order made ready `daysAgo` days ago (paid by store credit alone, for a `buyer` who holds enough); its buyer's e-mail. */
async function readySince(
  shop: Shop,
  daysAgo: number,
  language: 'en' | 'ar' = 'en',
  buyer?: { shopper: TestShopper; email: string; creditCents: number },
) {
  const shopper = buyer?.shopper ?? new TestShopper(shop.t.app);
  const email = buyer?.email ?? (await shopper.register(undefined, 'Yasmin Haddad'));
  if (language === 'ar') await shopper.request('PUT', '/api/me/language', { language });
  const order = await buyForPickup(shopper, shop.piece.id, 'houston', shop.standIn, buyer?.creditCents);
  for (const status of ['confirmed', 'ready']) {
    const stepped = await shop.admin.patch(`/api/admin/orders/${order.id}`, { status });
    expect(stepped.statusCode, stepped.body).toBe(200);
  }
  // Confirmed a day before it was made ready, that long ago.
  for (const [status, days] of [
    ['confirmed', daysAgo + 1],
    ['ready', daysAgo],
  ] as const) {
    await shop.t.database.db
      .update(orderStatusEvents)
      .set({ at: new Date(Date.now() - days * DAY_MS) })
      .where(and(eq(orderStatusEvents.orderId, order.id), eq(orderStatusEvents.status, status)));
  }
  return { order, email, shopper };
}

const mailsTo = (shop: Shop, email: string) => shop.mailer.sent.filter((mail) => mail.to === email);
const orderNow = async (shop: Shop, id: string) => (await shop.t.app.services.orders.get(id))!;

async function auditOf(shop: Shop, number: string) {
  const list = (await shop.admin.get('/api/admin/audit?pageSize=100')).json<AuditList>();
  return list.items.filter((entry) => entry.subject === number);
}

describe('the pick-up hold, offline gateway', () => {
  let shop: Shop;
  beforeAll(async () => {
    shop = await openShop();
  });
  afterAll(() => shop.t.close());
  const run = () => enforcePickupHold(shop.t.app.workflowDeps, HOLD_DAYS);

  it('cancels an order ready too long, puts its piece back at its branch, refunds and tells the buyer once', async () => {
    const fresh = await readySince(shop, 3);
    const { order, email } = await readySince(shop, HOLD_DAYS + 1);
    const stockBefore = await branchCounts(shop.t.database.db, shop.piece.id);
    const report = await run();
    expect(report).toMatchObject({ cancelled: 1, refunded: 1 });
    const after = await orderNow(shop, order.id);
    expect(after).toMatchObject({ status: 'refunded', refunded: order.total });
    expect(after.trail.map((step) => [step.status, step.by])).toEqual([
      ['confirmed', 'Noor Admin'],
      ['ready', 'Noor Admin'],
      ['cancelled', 'Pick-up hold'],
    ]);
    expect(await branchCounts(shop.t.database.db, shop.piece.id)).toEqual({
      ...stockBefore,
      houston: stockBefore.houston + 1,
    });
    const [mail] = mailsTo(shop, email).filter((sent) => sent.subject.includes('not collected'));
    expect(mail!.subject).toBe(`Your Al Zahra Jewelers order ${order.number} was not collected and has been refunded`);
    expect(mail!.text).toContain(
      `Your order ${order.number} waited for you at our Houston Branch for 14 days and was not collected, so we cancelled it and refunded ${formatCents(order.total)} to your card.`,
    );
    expect(mail!.text).toContain('http://localhost:3000/account/orders');
    expect((await auditOf(shop, order.number)).map((entry) => [entry.action, entry.actor.name])).toEqual([
      ['order.refund', 'Pick-up hold'],
      ['order.status', 'Pick-up hold'],
      ['order.status', 'Noor Admin'],
      ['order.status', 'Noor Admin'],
    ]);
    // The one ready three days ago waits on; another round changes nothing.
    expect((await orderNow(shop, fresh.order.id)).status).toBe('ready');
    expect(await run()).toEqual({ cancelled: 0, refunded: 0 });
    expect(mailsTo(shop, email).filter((sent) => sent.subject.includes('not collected'))).toHaveLength(1);
  });

  it('gives the store credit back to an order it paid in full: no card to refund', async () => {
    const buyer = await creditedCustomer(shop.t.app, shop.admin, 200);
    const { order, email } = await readySince(shop, HOLD_DAYS + 1, 'en', buyer);
    expect(order).toMatchObject({ credit: order.total, payment: { gateway: 'store_credit' } });
    expect(await run()).toMatchObject({ cancelled: 1, refunded: 1 });
    expect(await orderNow(shop, order.id)).toMatchObject({ status: 'cancelled', refunded: 0 });
    expect((await storeCreditOf(buyer.shopper)).balanceCents).toBe(buyer.creditCents);
    const [mail] = mailsTo(shop, email).filter((sent) => sent.subject.includes('not collected'));
    expect(mail!.text).toContain(
      `so we cancelled it and returned the ${formatCents(order.total)} of store credit it used to your account.`,
    );
    expect(mail!.text).not.toContain('to your card');
    expect(await run()).toEqual({ cancelled: 0, refunded: 0 });
  });

  it("writes the buyer's mail of an Arabic account in Arabic, right to left", async () => {
    const { order, email } = await readySince(shop, HOLD_DAYS + 2, 'ar');
    await run();
    const mail = mailsTo(shop, email).at(-1)!;
    expect(mail.subject).toBe(`طلبك من مجوهرات الزهراء رقم ${order.number} لم يُستلم ورُدّ مبلغه`);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain(`انتظرك طلبك ${order.number} في فرع هيوستن 14 يومًا ولم يُستلم`);
  });

  it('cancels and refunds once when two instances run the hold at once', async () => {
    const { order, email } = await readySince(shop, HOLD_DAYS + 1);
    const stockBefore = await branchCounts(shop.t.database.db, shop.piece.id);
    const reports = await Promise.all([run(), run()]);
    expect(reports.reduce((sum, r) => sum + r.cancelled, 0)).toBe(1);
    expect(reports.reduce((sum, r) => sum + r.refunded, 0)).toBe(1);
    expect(await branchCounts(shop.t.database.db, shop.piece.id)).toEqual({
      ...stockBefore,
      houston: stockBefore.houston + 1,
    });
    expect(mailsTo(shop, email).filter((sent) => sent.subject.includes('not collected'))).toHaveLength(1);
    expect((await auditOf(shop, order.number)).filter((entry) => entry.action === 'order.refund')).toHaveLength(1);
  });

  it('finishes the refund when a round stopped after cancelling, and no more', async () => {
    const { order, email } = await readySince(shop, HOLD_DAYS + 1);
    const stockBefore = await branchCounts(shop.t.database.db, shop.piece.id);
    // The round claimed the order and put the piece back, then the process died.
    expect(await cancelUncollected(shop.t.app.workflowDeps, HOLD_DAYS)).toBe(1);
    expect(await orderNow(shop, order.id)).toMatchObject({ status: 'cancelled', refunded: 0 });
    const [rerun, again] = [await run(), await run()];
    expect(rerun).toEqual({ cancelled: 0, refunded: 1 });
    expect(again).toEqual({ cancelled: 0, refunded: 0 });
    expect(await orderNow(shop, order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
    expect(await branchCounts(shop.t.database.db, shop.piece.id)).toEqual({
      ...stockBefore,
      houston: stockBefore.houston + 1,
    });
    expect(mailsTo(shop, email).filter((sent) => sent.subject.includes('not collected'))).toHaveLength(1);
  });

  it('leaves an order collected meanwhile alone', async () => {
    const { order } = await readySince(shop, HOLD_DAYS + 1);
    const handed = await shop.admin.post(`/api/admin/orders/${order.id}/handover`, {
      code: order.pickup!.code,
      idChecked: true,
    });
    expect(handed.statusCode).toBe(200);
    expect(await run()).toEqual({ cancelled: 0, refunded: 0 });
    expect(await orderNow(shop, order.id)).toMatchObject({ status: 'collected', refunded: 0 });
  });
});

describe('the pick-up hold, Stripe', () => {
  let shop: Shop;
  let standIn: StripeStandIn;
  beforeAll(async () => {
    standIn = await startStripeStandIn();
    shop = await openShop(standIn);
  });
  afterAll(async () => {
    await shop.t.close();
    await standIn.stop();
  });

  it('refunds the captured charge once at Stripe, even from two instances at once', async () => {
    const { order, email } = await readySince(shop, HOLD_DAYS + 1);
    const stockBefore = await branchCounts(shop.t.database.db, shop.piece.id);
    const run = () => enforcePickupHold(shop.t.app.workflowDeps, HOLD_DAYS);
    await Promise.all([run(), run()]);
    expect(standIn.charge(order.payment.reference).amount_refunded).toBe(order.total);
    const refundKeys = new Set(standIn.requests.filter((r) => r.path === '/v1/refunds').map((r) => r.idempotencyKey));
    expect(refundKeys).toEqual(new Set([`refund:${order.payment.reference}`]));
    expect(await orderNow(shop, order.id)).toMatchObject({ status: 'refunded', refunded: order.total });
    expect(await branchCounts(shop.t.database.db, shop.piece.id)).toEqual({
      ...stockBefore,
      houston: stockBefore.houston + 1,
    });
    expect(mailsTo(shop, email).filter((sent) => sent.subject.includes('not collected'))).toHaveLength(1);
    expect(await run()).toEqual({ cancelled: 0, refunded: 0 });
  });
});
