import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AuditList } from '#domain/admin/audit.ts';
import type { Product } from '#domain/catalog/product.ts';
import { intlLocale } from '#domain/i18n/languages.ts';
import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';
import { seedDemoDataIfEmpty } from '#server/db/seed.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { recordingMailer } from '#server/testing/recording-mailer.ts';
import { buy, TestShopper, piecesAsTheyAre } from '#server/testing/shopper.ts';
import { createTestApp, ROOMY_AUTH_LIMITS, type TestApp } from '#server/testing/test-app.ts';
import { CARRIER_SIGNATURE_HEADER, carrierSignature } from '../carrier-webhook.ts';

// An order's steps after it is placed, through the dashboard's API and the carrier's webhook:
// forward only, one step per mark, each audited, the shipped mail in the account's language.

const SECRET = 'carrier-webhook-secret-for-tests-0123456789';
let t: TestApp;
let admin: TestShopper;
let piece: Product;
const mailer = recordingMailer();

beforeAll(async () => {
  t = await createTestApp({ authRateLimits: ROOMY_AUTH_LIMITS, shippingWebhookSecret: SECRET }, { mailer });
  await seedDemoDataIfEmpty(t.database.db);
  await t.database.db.update(products).set({ stock: 50 });
  admin = new TestShopper(t.app);
  await admin.register(undefined, 'Noor Admin');
  const me = (await admin.get('/api/me')).json<{ user: { id: string } }>().user;
  await t.app.services.accounts.setRole({ id: 'system', role: 'owner' }, me.id, 'owner');
  piece = (await piecesAsTheyAre(t.app)).slice(0, 1)[0]!;
});
afterAll(() => t.close());

const PARCEL = { carrier: 'fedex', trackingNumber: '7712 3456 7890'.replaceAll(' ', ''), signatureRequired: true };

async function placed(language: 'en' | 'ar' = 'en'): Promise<{ shopper: TestShopper; order: Order; email: string }> {
  const shopper = new TestShopper(t.app);
  const email = await shopper.register(undefined, 'Yasmin Haddad');
  if (language === 'ar') await shopper.request('PUT', '/api/me/language', { language });
  return { shopper, order: await buy(shopper, [{ productId: piece.id }]), email };
}

const step = (id: string, body: unknown) => admin.patch(`/api/admin/orders/${id}`, body);
const ship = (order: Order, parcel: Record<string, unknown> = PARCEL) =>
  step(order.id, { status: 'shipped', shipment: { declaredValue: order.total, ...parcel } });
const lastAudit = async () => (await admin.get('/api/admin/audit?pageSize=1')).json<AuditList>().items[0]!;

function deliver(body: unknown, at = Math.floor(Date.now() / 1000), secret = SECRET) {
  const payload = JSON.stringify(body);
  return t.app.inject({
    method: 'POST',
    url: '/api/shipping/carrier/webhook',
    headers: {
      'content-type': 'application/json',
      [CARRIER_SIGNATURE_HEADER]: `t=${at},v1=${carrierSignature(secret, at, payload)}`,
    },
    payload,
  });
}

describe('staff take an order forward', () => {
  it('confirmed, shipped with its parcel, delivered: each step on the trail and in the audit log', async () => {
    const { shopper, order, email } = await placed();
    expect((await step(order.id, { status: 'confirmed' })).statusCode).toBe(200);
    const before = mailer.sent.length;
    const shipped = await ship(order);
    expect(shipped.statusCode, shipped.body).toBe(200);
    expect(shipped.json<Order>()).toMatchObject({
      status: 'shipped',
      trail: [
        { status: 'confirmed', by: 'Noor Admin' },
        { status: 'shipped', by: 'Noor Admin' },
      ],
      shipment: {
        carrier: 'fedex',
        carrierName: null,
        trackingNumber: '771234567890',
        trackingUrl: 'https://www.fedex.com/fedextrack/?trknbr=771234567890',
        declaredValue: order.total,
        signatureRequired: true,
      },
    });
    expect(await lastAudit()).toMatchObject({
      action: 'order.status',
      subject: order.number,
      changes: { status: { from: 'confirmed', to: 'shipped' }, trackingNumber: { from: null, to: '771234567890' } },
    });
    const mail = mailer.sent.slice(before).find((sent) => sent.to === email)!;
    expect(mail.subject).toBe(`Your Al Zahra Jewelers order ${order.number} is on its way`);
    expect(mail.text).toContain(`Your order ${order.number} has left us with FedEx, tracking number 771234567890.`);
    expect(mail.text).toContain('Track your parcel: https://www.fedex.com/fedextrack/?trknbr=771234567890');
    expect(mail.text).toContain(`insured for ${formatCents(order.total, 'en-US')}`);
    expect(mail.text).toContain('signature on delivery');
    expect(mail.html).toContain(
      '<a href="https://www.fedex.com/fedextrack/?trknbr=771234567890">Track your parcel</a>',
    );

    const delivered = await step(order.id, { status: 'delivered' });
    expect(delivered.json<Order>().trail.map((s) => s.status)).toEqual(['confirmed', 'shipped', 'delivered']);
    expect(await lastAudit()).toMatchObject({ changes: { status: { from: 'shipped', to: 'delivered' } } });
    // The shopper reads the same trail in My Orders.
    const mine = (await shopper.get(`/api/orders/${order.id}`)).json<Order>();
    expect(mine).toMatchObject({ status: 'delivered', shipment: { trackingNumber: '771234567890' } });
    expect(Date.parse(mine.trail[2]!.at)).toBeGreaterThanOrEqual(Date.parse(mine.trail[1]!.at));
    // The billing CSV carries the status and the trail's times.
    const csv = await admin.get(`/api/admin/billing.csv?q=${encodeURIComponent(email)}`);
    expect(parse(csv.body, { columns: true })).toMatchObject([
      {
        order: order.number,
        status: 'delivered',
        'confirmed at': mine.trail[0]!.at,
        'shipped at': mine.trail[1]!.at,
        carrier: 'FedEx',
        tracking: '771234567890',
        'delivered at': mine.trail[2]!.at,
      },
    ]);
  });

  it('writes the shipped mail of an Arabic account in Arabic, right to left, with the tracking link', async () => {
    const { order, email } = await placed('ar');
    await step(order.id, { status: 'confirmed' });
    const before = mailer.sent.length;
    expect(
      (await ship(order, { carrier: 'usps', trackingNumber: '9400100000000000000000', signatureRequired: false }))
        .statusCode,
    ).toBe(200);
    const mail = mailer.sent.slice(before).find((sent) => sent.to === email)!;
    expect(mail.subject).toBe(`طلبك من مجوهرات الزهراء رقم ${order.number} في الطريق إليك`);
    expect(mail.html).toMatch(/<html lang="ar" dir="rtl">/);
    expect(mail.text).toContain('مرحبًا Yasmin Haddad،');
    expect(mail.text).toContain(`غادر طلبك ${order.number} متجرنا مع USPS، ورقم التتبع 9400100000000000000000.`);
    expect(mail.text).toContain(
      'تتبّع شحنتك: https://tools.usps.com/go/TrackConfirmAction?tLabels=9400100000000000000000',
    );
    expect(mail.text).toContain(formatCents(order.total, intlLocale('ar')));
    expect(mail.text).not.toContain('توقيع عند التسليم');
    expect(mail.html).toContain('<bdi dir="ltr">9400100000000000000000</bdi>');
  });

  it('names another carrier, without a tracking link', async () => {
    const { order } = await placed();
    await step(order.id, { status: 'confirmed' });
    expect((await ship(order, { ...PARCEL, carrier: 'other' })).statusCode).toBe(400);
    const shipped = await ship(order, { ...PARCEL, carrier: 'other', carrierName: 'Brink’s' });
    expect(shipped.json<Order>().shipment).toMatchObject({ carrierName: 'Brink’s', trackingUrl: null });
  });

  it('answers a step back, a repeated step or a skipped one with 409 and a clear sentence', async () => {
    const { order } = await placed();
    const early = await ship(order);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(
      `Order ${order.number} is still pending: it cannot be marked as shipped. An order only moves forward (pending, confirmed, shipped, delivered) and is cancelled only before it ships.`,
    );
    await step(order.id, { status: 'confirmed' });
    expect((await step(order.id, { status: 'confirmed' })).statusCode).toBe(409);
    expect((await step(order.id, { status: 'pending' })).statusCode).toBe(409);
    expect((await step(order.id, { status: 'delivered' })).statusCode).toBe(409);
    await ship(order);
    const cancel = await step(order.id, { status: 'cancelled' });
    expect(cancel.statusCode).toBe(409);
    expect(cancel.json()).toMatchObject({ error: 'conflict', reason: 'problem.admin.orderStepRefused' });
    expect((await ship(order)).statusCode).toBe(409);
  });

  it('cancels an order before it ships, and then it goes nowhere', async () => {
    const { order } = await placed();
    await step(order.id, { status: 'confirmed' });
    expect((await step(order.id, { status: 'cancelled' })).json<Order>().status).toBe('cancelled');
    expect((await step(order.id, { status: 'confirmed' })).statusCode).toBe(409);
  });

  it('makes one step of concurrent marks', async () => {
    const { order } = await placed();
    await step(order.id, { status: 'confirmed' });
    const marks = await Promise.all([ship(order), ship(order), step(order.id, { status: 'cancelled' })]);
    expect(marks.map((mark) => mark.statusCode).sort()).toEqual([200, 409, 409]);
    const after = (await t.app.services.orders.get(order.id))!;
    expect(after.trail).toHaveLength(2);
  });

  it('refuses bad parcels with 400', async () => {
    const { order } = await placed();
    await step(order.id, { status: 'confirmed' });
    for (const parcel of [
      { ...PARCEL, carrier: 'dhl' },
      { ...PARCEL, trackingNumber: 'x' },
      { ...PARCEL, trackingNumber: '<script>' },
      { ...PARCEL, declaredValue: 0 },
      { ...PARCEL, declaredValue: 12.5 },
      { ...PARCEL, signatureRequired: 'yes' },
    ]) {
      expect((await ship(order, parcel)).statusCode, JSON.stringify(parcel)).toBe(400);
    }
    expect((await step(order.id, { status: 'shipped' })).statusCode).toBe(400);
  });

  it('answers 401 to a visitor and 403 to a customer', async () => {
    const { shopper, order } = await placed();
    const visitor = await t.app.inject({
      method: 'PATCH',
      url: `/api/admin/orders/${order.id}`,
      headers: { origin: 'http://localhost:3000' },
      payload: { status: 'confirmed' },
    });
    expect(visitor.statusCode).toBe(401);
    expect((await shopper.patch(`/api/admin/orders/${order.id}`, { status: 'confirmed' })).statusCode).toBe(403);
    expect((await shopper.get(`/api/orders/${order.id}`)).json<Order>()).toMatchObject({
      status: 'pending',
      trail: [],
    });
  });
});

describe("the carrier's webhook", () => {
  async function shippedOrder(): Promise<Order> {
    const { order } = await placed();
    await step(order.id, { status: 'confirmed' });
    const trackingNumber = `1Z${Math.random().toString(36).slice(2, 12).toUpperCase()}`;
    return (await ship(order, { ...PARCEL, carrier: 'ups', trackingNumber })).json<Order>();
  }

  it('marks the order delivered on a good signature, once; a repeat changes nothing', async () => {
    const order = await shippedOrder();
    const notice = { event: 'delivered', carrier: 'ups', trackingNumber: order.shipment!.trackingNumber };
    const first = await deliver(notice);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json()).toEqual({ received: true, changed: true });
    const after = (await t.app.services.orders.get(order.id))!;
    expect(after).toMatchObject({ status: 'delivered' });
    expect(after.trail.at(-1)).toMatchObject({ status: 'delivered', by: 'Carrier webhook' });
    expect(await lastAudit()).toMatchObject({ actor: { name: 'Carrier webhook' }, subject: order.number });
    expect((await deliver(notice)).json()).toEqual({ received: true, changed: false });
    expect((await deliver({ ...notice, trackingNumber: 'NOTOURS123' })).json()).toEqual({
      received: true,
      changed: false,
    });
  });

  it('refuses a wrong signature, a missing one and a replay of an old delivery, with 401', async () => {
    const order = await shippedOrder();
    const notice = { event: 'delivered', trackingNumber: order.shipment!.trackingNumber };
    expect((await deliver(notice, undefined, 'another-secret-of-the-same-length-01234')).statusCode).toBe(401);
    const replayed = await deliver(notice, Math.floor(Date.now() / 1000) - 3600);
    expect(replayed.statusCode).toBe(401);
    expect(replayed.json().reason).toBe('problem.request.badCarrierSignature');
    const unsigned = await t.app.inject({
      method: 'POST',
      url: '/api/shipping/carrier/webhook',
      headers: { 'content-type': 'application/json', [CARRIER_SIGNATURE_HEADER]: 't=1,v1=00' },
      payload: JSON.stringify(notice),
    });
    expect(unsigned.statusCode).toBe(401);
    expect((await t.app.services.orders.get(order.id))!.status).toBe('shipped');
    // Signed, but not a notice it reads.
    expect((await deliver({ event: 'lost', trackingNumber: order.shipment!.trackingNumber })).statusCode).toBe(400);
  });
});
