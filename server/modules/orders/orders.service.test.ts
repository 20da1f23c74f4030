import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminOrdersQuery } from '#domain/admin/admin-orders.ts';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { Order, OrderLine } from '#domain/orders/order.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import { createOrdersService, type NewOrder, type OrdersService } from './orders.service.ts';

// The orders service on its own, against a real migrated database: orders recorded as placing an
// order records them, then listed, searched, moved between the admins' statuses and followed by
// their payment's refunds and disputes.

let database: Database;
let orders: OrdersService;

const SHIPPING: ShippingAddress = {
  name: 'Yasmin Haddad',
  phone: '(504) 555-0142',
  street: '12 Magazine St',
  city: 'New Orleans',
  state: 'LA',
  zip: '70130',
};

const line = (name: string, category: string, unitPrice: number, quantity = 1): OrderLine => ({
  productId: `prod_${name.replace(/\W/g, '')}`,
  name,
  nameAr: null,
  category,
  image: null,
  weight: 2.5,
  quantity,
  unitPrice,
  lineTotal: unitPrice * quantity,
  breakup: null,
});

function newOrder(userId: string, reference: string, lines: OrderLine[], customer = 'Yasmin Haddad'): NewOrder {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const taxCents = Math.round(subtotalCents * 0.1);
  return {
    userId,
    userEmail: `${customer.split(' ')[0]!.toLowerCase()}@example.com`,
    userName: customer,
    quoteId: `quote_${reference}`,
    shipping: { ...SHIPPING, name: customer },
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents,
    taxCents,
    totalCents: subtotalCents + taxCents,
    payment: { gateway: 'offline', reference, brand: 'visa', last4: '4242' },
  };
}

let first: Order;
let second: Order;
let third: Order;

beforeAll(async () => {
  database = await createTestDatabase();
  orders = createOrdersService(database.db);
  first = (await orders.create(
    newOrder('user_yasmin', 'pi_1', [line('Noor Ring', 'Gold', 15_080, 2), line('Amal Anklet', 'Silver', 1_960)]),
  ))!;
  second = (await orders.create(newOrder('user_yasmin', 'pi_2', [line('Zahra Band', 'Platinum', 16_625)])))!;
  third = (await orders.create(newOrder('user_omar', 'pi_3', [line('Layla Chain', 'Gold', 75_400)], 'Omar Saleh')))!;
});
afterAll(() => database.close());

describe('recording an order', () => {
  it('keeps the lines as bought, numbered from AZ-100001, pending and paid', () => {
    expect(first).toMatchObject({
      number: 'AZ-100001',
      status: 'pending',
      customer: { name: 'Yasmin Haddad', email: 'yasmin@example.com' },
      shipping: SHIPPING,
      itemCount: 3,
      subtotal: 32_120,
      tax: 3_212,
      total: 35_332,
      refunded: 0,
      payment: { gateway: 'offline', reference: 'pi_1', brand: 'visa', last4: '4242' },
    });
    expect(first.lines.map((l) => [l.name, l.quantity, l.unitPrice, l.lineTotal, l.weight])).toEqual([
      ['Noor Ring', 2, 15_080, 30_160, 2.5],
      ['Amal Anklet', 1, 1_960, 1_960, 2.5],
    ]);
    expect([second.number, third.number]).toEqual(['AZ-100002', 'AZ-100003']);
  });

  it('refuses a second order for the same payment, and reads back what it recorded', async () => {
    expect(await orders.create(newOrder('user_yasmin', 'pi_1', [line('Noor Ring', 'Gold', 15_080)]))).toBeNull();
    expect(await orders.get(first.id)).toEqual(first);
    expect(await orders.byPaymentReference('pi_2')).toEqual(second);
    expect(await orders.byPaymentReference('pi_none')).toBeUndefined();
  });

  it('shows a customer only their own orders, newest first', async () => {
    expect(await orders.get(first.id, 'user_yasmin')).toEqual(first);
    expect(await orders.get(first.id, 'user_omar')).toBeUndefined();
    expect((await orders.listForUser('user_yasmin')).map((o) => o.number)).toEqual(['AZ-100002', 'AZ-100001']);
    expect(await orders.listForUser('user_nobody')).toEqual([]);
    const many = await orders.getMany([third.id, first.id, 'ord_missing']);
    expect(many.map((o) => o.number).sort()).toEqual(['AZ-100001', 'AZ-100003']);
    expect(await orders.quotesWithOrders(['quote_pi_1', 'quote_pi_9'])).toEqual(new Set(['quote_pi_1']));
  });
});

describe("the admins' list", () => {
  const numbers = async (input: object) =>
    (await orders.adminList(adminOrdersQuery.parse(input))).items.map((o) => o.number);

  it('lists newest first, a page at a time, with the total', async () => {
    expect(await orders.adminList(adminOrdersQuery.parse({ pageSize: 2 }))).toMatchObject({
      total: 3,
      page: 1,
      pageSize: 2,
      pageCount: 2,
    });
    expect(await numbers({ pageSize: 2 })).toEqual(['AZ-100003', 'AZ-100002']);
    expect(await numbers({ pageSize: 2, page: 2 })).toEqual(['AZ-100001']);
  });

  it("searches the customer's e-mail and name, the order number and the items' names and categories", async () => {
    expect(await numbers({ q: 'OMAR@' })).toEqual(['AZ-100003']);
    expect(await numbers({ q: 'haddad' })).toEqual(['AZ-100002', 'AZ-100001']);
    expect(await numbers({ q: 'az-100002' })).toEqual(['AZ-100002']);
    expect(await numbers({ q: 'anklet' })).toEqual(['AZ-100001']);
    expect(await numbers({ q: 'platinum' })).toEqual(['AZ-100002']);
    expect(await numbers({ q: 'gold' })).toEqual(['AZ-100003', 'AZ-100001']);
    expect(await numbers({ q: '%' })).toEqual([]);
  });
});

describe('statuses', () => {
  it('moves an order between pending and confirmed, both ways, and the list filters by it', async () => {
    expect(await orders.setStatus(first.id, 'confirmed')).toEqual({ before: 'pending', payment: 'paid' });
    expect((await orders.get(first.id))!.status).toBe('confirmed');
    expect(await orders.adminList(adminOrdersQuery.parse({ status: 'confirmed' }))).toMatchObject({ total: 1 });
    expect(await orders.setStatus(first.id, 'pending')).toEqual({ before: 'confirmed', payment: 'paid' });
    expect(await orders.setStatus(first.id, 'confirmed')).toEqual({ before: 'pending', payment: 'paid' });
    expect((await orders.adminList(adminOrdersQuery.parse({ status: 'pending' }))).items.map((o) => o.number)).toEqual([
      'AZ-100003',
      'AZ-100002',
    ]);
    expect(await orders.setStatus('ord_missing', 'confirmed')).toBeUndefined();
  });

  it('counts orders, pending ones and the revenue of confirmed ones', async () => {
    expect(await orders.figures()).toEqual({ orders: 3, pending: 2, revenue: first.total });
    const today = new Date().toISOString().slice(0, 10);
    const daily = await orders.daily(3, new Date());
    expect(daily.map((day) => day.date).at(-1)).toBe(today);
    expect(daily).toHaveLength(3);
    expect(daily.at(-1)).toEqual({ date: today, orders: 3, revenue: first.total + second.total + third.total });
    expect(daily.slice(0, 2).map((day) => day.orders)).toEqual([0, 0]);
  });

  it("follows the payment's refunds, which only grow, and then the status is no longer the admins' to change", async () => {
    expect(await orders.recordPaymentFacts('pi_1', { refundedCents: 5_000 })).toEqual({
      before: 'paid',
      after: 'partially_refunded',
    });
    // An older event delivered late changes nothing.
    expect(await orders.recordPaymentFacts('pi_1', { refundedCents: 1_000 })).toEqual({
      before: 'partially_refunded',
      after: 'partially_refunded',
    });
    expect((await orders.get(first.id))!).toMatchObject({ status: 'partially_refunded', refunded: 5_000 });
    expect(await orders.figures()).toEqual({ orders: 3, pending: 2, revenue: first.total - 5_000 });
    // The admins' status is kept as it was; the order shows its payment's.
    expect(await orders.setStatus(first.id, 'pending')).toEqual({ before: 'confirmed', payment: 'partially_refunded' });
    expect((await orders.get(first.id))!.status).toBe('partially_refunded');
    // Never more than the order's total.
    expect(await orders.recordPaymentFacts('pi_1', { refundedCents: 10_000_000 })).toEqual({
      before: 'partially_refunded',
      after: 'refunded',
    });
    expect((await orders.get(first.id))!).toMatchObject({ status: 'refunded', refunded: first.total });
    expect(await orders.recordPaymentFacts('pi_none', { refundedCents: 1 })).toBeUndefined();
  });

  it('follows a dispute forward only: opened, under review, lost', async () => {
    expect(await orders.recordPaymentFacts('pi_2', { disputeStatus: 'under_review' })).toEqual({
      before: 'paid',
      after: 'disputed',
    });
    expect(await orders.recordPaymentFacts('pi_2', { disputeStatus: 'needs_response' })).toEqual({
      before: 'disputed',
      after: 'disputed',
    });
    expect(await orders.recordPaymentFacts('pi_2', { disputeStatus: 'lost' })).toEqual({
      before: 'disputed',
      after: 'dispute_lost',
    });
    expect((await orders.get(second.id))!.status).toBe('dispute_lost');
    // Neither disputed nor refunded orders are pending for the admins any more.
    expect(await orders.figures()).toEqual({ orders: 3, pending: 1, revenue: 0 });
  });

  it("totals each customer's orders and spending, refunds taken off and cancelled orders left out", async () => {
    const before = await orders.totalsByUser(['user_yasmin', 'user_omar', 'user_nobody']);
    expect(Object.fromEntries(before)).toEqual({
      user_yasmin: { orderCount: 2, totalSpent: second.total },
      user_omar: { orderCount: 1, totalSpent: third.total },
    });
    await orders.setStatus(third.id, 'cancelled');
    expect(Object.fromEntries(await orders.totalsByUser(['user_omar']))).toEqual({});
    expect(await orders.totalsByUser([])).toEqual(new Map());
  });

  it('deletes an order with its lines', async () => {
    await orders.delete(third.id);
    expect(await orders.get(third.id)).toBeUndefined();
    expect((await orders.adminList(adminOrdersQuery.parse({}))).total).toBe(2);
  });
});
