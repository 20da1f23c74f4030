import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminOrderList } from '#domain/admin/admin-orders.ts';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Product } from '#domain/catalog/product.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { capturedLog } from '#server/testing/captured-log.ts';
import { branchCounts, buyForPickup, COLLECTOR } from '#server/testing/pickup-orders.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import { buy, registerOwner, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';

// A pick-up order's steps through the dashboard's API: confirmed, ready (the buyer is mailed the
// code and the branch), handed over with the code and a checked photo ID. Staff never see the code.

let t: TestApp;
let admin: TestShopper;
let piece: Product;
const mailer = recordingMailer();
const log = capturedLog();

beforeAll(async () => {
  t = await createTestApp(
    { authRateLimits: ROOMY_AUTH_LIMITS, logLevel: 'trace', pickupHoldDays: 10 },
    { mailer, logger: { level: 'trace', stream: log.stream } },
  );
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stockLouisiana: 20, stockHouston: 20 });
  admin = await registerOwner(t.app, 'Noor Admin');
  piece = (await piecesAsTheyAre(t.app)).slice(0, 1)[0]!;
});
afterAll(() => t.close());

async function pickupOrder(language: 'en' | 'ar' = 'en') {
  const shopper = new TestShopper(t.app);
  const email = await shopper.register(undefined, 'Yasmin Haddad');
  if (language === 'ar') await shopper.request('PUT', '/api/me/language', { language });
  return { shopper, email, order: await buyForPickup(shopper, piece.id) };
}

const step = (id: string, status: string) => admin.patch(`/api/admin/orders/${id}`, { status });
const handover = (id: string, body: unknown) => admin.post(`/api/admin/orders/${id}/handover`, body);
const lastAudit = async () => (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items[0]!;

async function readyOrder(language: 'en' | 'ar' = 'en') {
  const placed = await pickupOrder(language);
  expect((await step(placed.order.id, 'confirmed')).statusCode).toBe(200);
  const before = mailer.sent.length;
  const ready = await step(placed.order.id, 'ready');
  expect(ready.statusCode, ready.body).toBe(200);
  const mail = mailer.sent.slice(before).find((sent) => sent.to === placed.email)!;
  return { ...placed, ready: ready.json<Order>(), mail };
}

describe('a pick-up order, step by step', () => {
  it('is confirmed, made ready (the buyer mailed the code and the branch), handed over with the code', async () => {
    const { order, shopper, ready, mail, email } = await readyOrder();
    expect(ready).toMatchObject({ status: 'ready', pickup: { branchId: 'houston', name: COLLECTOR.name, code: null } });
    expect(mail.subject).toBe(`Your Al Zahra Jewelers order ${order.number} is ready for pick-up`);
    expect(mail.text).toContain(
      `Your order ${order.number} is ready for pick-up at our Houston Branch, 9600 Bellaire Blvd, Houston, TX 77036.`,
    );
    expect(mail.text).toContain(`Your pick-up code: ${order.pickup!.code}.`);
    expect(mail.text).toContain(`Bring a photo ID in the name of ${COLLECTOR.name}`);
    expect(mail.text).toContain('Mon-Fri: 10:00 AM-7:00 PM');
    expect(mail.text).toContain('Call the branch on +1 (713) 555-0187.');
    expect(mail.text).toContain('We hold it for you for 10 days');
    expect(mail.text).toContain('http://localhost:3000/account/orders');

    const wrong = order.pickup!.code === '000000' ? '111111' : '000000';
    const refused = await handover(order.id, { code: wrong, idChecked: true });
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe(
      `That is not the pick-up code of order ${order.number}. Ask the buyer for the six digits in their e-mail or My Orders; the order stays ready for pick-up.`,
    );
    expect(refused.body).not.toContain(order.pickup!.code!);
    const unchecked = await handover(order.id, { code: order.pickup!.code, idChecked: false });
    expect(unchecked.statusCode).toBe(400);
    expect(unchecked.json().message).toContain('photo ID');
    expect((await handover(order.id, { code: '12ab', idChecked: true })).statusCode).toBe(400);

    const handed = await handover(order.id, { code: order.pickup!.code, idChecked: true });
    expect(handed.statusCode, handed.body).toBe(200);
    expect(handed.json<Order>()).toMatchObject({ status: 'collected', pickup: { code: null } });
    expect(handed.json<Order>().trail.map((s) => [s.status, s.by])).toEqual([
      ['confirmed', 'Noor Admin'],
      ['ready', 'Noor Admin'],
      ['collected', 'Noor Admin'],
    ]);
    expect(await lastAudit()).toMatchObject({
      action: 'order.handover',
      actor: { name: 'Noor Admin' },
      subject: order.number,
      changes: { status: { from: 'ready', to: 'collected' }, photoIdChecked: { from: null, to: true } },
    });
    expect((await handover(order.id, { code: order.pickup!.code, idChecked: true })).statusCode).toBe(409);
    expect((await step(order.id, 'cancelled')).statusCode).toBe(409);
    // The buyer keeps the code in My Orders.
    const mine = (await shopper.get(`/api/orders/${order.id}`)).json<Order>();
    expect(mine).toMatchObject({ status: 'collected', pickup: { code: order.pickup!.code } });
    // The billing CSV says where it was handed over, and when it was made ready and collected.
    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(email)}`);
    expect(parse(csv.body, { columns: true })).toMatchObject([
      {
        order: order.number,
        fulfilment: 'pickup: houston',
        status: 'collected',
        'ready at': mine.trail[1]!.at,
        'collected at': mine.trail[2]!.at,
        'shipped at': '',
      },
    ]);
  });

  it('writes the ready mail of an Arabic account in Arabic, right to left', async () => {
    const { order, mail } = await readyOrder('ar');
    expect(mail.subject).toBe(`طلبك من مجوهرات الزهراء رقم ${order.number} جاهز للاستلام`);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain(`رمز الاستلام: ${order.pickup!.code}.`);
    expect(mail.text).toContain(`يُرجى إحضار هوية تحمل صورة باسم ${COLLECTOR.name}`);
    expect(mail.text).toContain('نحتفظ به لك 10 أيام');
    expect(mail.html).toContain(`<bdi dir="ltr">${order.pickup!.code}</bdi>`);
    expect(mail.text).toContain('http://localhost:3000/ar/account/orders');
  });

  it('hands over only a ready order', async () => {
    const { order } = await pickupOrder();
    const early = await handover(order.id, { code: order.pickup!.code, idChecked: true });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Order ${order.number} is still pending: it cannot be marked as collected. A pick-up order only moves forward (pending, confirmed, ready for pick-up, collected) and is cancelled only before it is collected.`,
    );
    expect((await step(order.id, 'ready')).statusCode).toBe(409);
    expect((await step(order.id, 'collected')).statusCode).toBe(400);
  });

  it('refuses the steps of the other kind with a sentence', async () => {
    const { order } = await pickupOrder();
    await step(order.id, 'confirmed');
    const shipped = await admin.patch(`/api/admin/orders/${order.id}`, {
      status: 'shipped',
      shipment: { carrier: 'ups', trackingNumber: '1Z999', declaredValue: 100, signatureRequired: true },
    });
    expect(shipped.statusCode).toBe(409);
    expect(shipped.json().message).toBe(
      `Order ${order.number} is collected at a branch: it is never shipped or delivered by a carrier.`,
    );
    const buyer = new TestShopper(t.app);
    await buyer.register();
    const parcel = await buy(buyer, [{ productId: piece.id }]);
    await step(parcel.id, 'confirmed');
    const ready = await step(parcel.id, 'ready');
    expect(ready.statusCode).toBe(409);
    expect(ready.json().message).toBe(
      `Order ${parcel.number} is shipped to the buyer: it is never ready for pick-up or collected at a branch.`,
    );
    expect((await handover(parcel.id, { code: '123456', idChecked: true })).statusCode).toBe(409);
  });

  it('cancels before it is collected, and the pieces go back to the branch they came from', async () => {
    const { order } = await readyOrder();
    const before = await branchCounts(t.database.db, piece.id);
    const cancelled = await step(order.id, 'cancelled');
    expect(cancelled.json<Order>().status).toBe('cancelled');
    expect(await branchCounts(t.database.db, piece.id)).toEqual({ ...before, houston: before.houston + 1 });
    // A shipped order cancelled before it left: back to where it was taken from too.
    const buyer = new TestShopper(t.app);
    await buyer.register();
    const parcel = await buy(buyer, [{ productId: piece.id }]);
    const taken = parcel.lines[0]!.takenFrom!;
    const afterBuying = await branchCounts(t.database.db, piece.id);
    await step(parcel.id, 'cancelled');
    expect(await branchCounts(t.database.db, piece.id)).toEqual({
      louisiana: afterBuying.louisiana + taken.louisiana,
      houston: afterBuying.houston + taken.houston,
    });
  });
});

describe('staff never see the code', () => {
  it('every admin answer carries a null code, and no log line holds it', async () => {
    const { order, email } = await readyOrder();
    const list = (await admin.get(`/api/admin/orders?q=${encodeURIComponent(email)}`)).json<AdminOrderList>();
    expect(list.items[0]).toMatchObject({ id: order.id, pickup: { code: null } });
    const filtered = (await admin.get('/api/admin/orders?status=ready&pageSize=100')).json<AdminOrderList>();
    expect(filtered.items.map((item) => item.id)).toContain(order.id);
    expect(filtered.items.every((item) => item.pickup?.code === null)).toBe(true);
    t.app.log.info('the log is captured');
    const wrong = order.pickup!.code === '999999' ? '999998' : '999999';
    expect((await handover(order.id, { code: wrong, idChecked: true })).statusCode).toBe(409);
    await handover(order.id, { code: order.pickup!.code, idChecked: true });
    expect(log.text()).toContain('the log is captured');
    expect(log.text()).not.toContain(order.pickup!.code!);
  });
});

describe('who may hand over', () => {
  it('answers 401 to a visitor and 403 to a customer, and the order stays ready', async () => {
    const { order, shopper } = await readyOrder();
    const visitor = await t.app.inject({
      method: 'POST',
      url: `/api/admin/orders/${order.id}/handover`,
      headers: { origin: 'http://localhost:3000' },
      payload: { code: order.pickup!.code, idChecked: true },
    });
    expect(visitor.statusCode).toBe(401);
    const own = await shopper.post(`/api/admin/orders/${order.id}/handover`, {
      code: order.pickup!.code,
      idChecked: true,
    });
    expect(own.statusCode).toBe(403);
    expect((await shopper.get(`/api/orders/${order.id}`)).json<Order>().status).toBe('ready');
  });
});
