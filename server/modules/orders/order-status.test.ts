import { afterAll, describe, expect, it } from 'vitest';
import { adminOrdersQuery } from '#domain/admin/admin-orders.ts';
import { recordThreeOrders } from './three-orders.fixture.ts';

const STAFF = { id: 'user_noor', name: 'Noor Admin' };

// The admins' statuses and the payment's facts, changed one after another on the same three
// orders, with the figures and each customer's totals that follow them.

const { database, orders, first, second, third } = await recordThreeOrders();
afterAll(() => database.close());

describe('statuses', () => {
  it('moves an order forward only, one step per mark, and the list filters by it', async () => {
    expect(await orders.takeStep(first.id, 'confirmed', STAFF)).toEqual({ outcome: 'taken', before: 'pending' });
    expect((await orders.get(first.id))!).toMatchObject({
      status: 'confirmed',
      trail: [{ status: 'confirmed', by: 'Noor Admin' }],
      shipment: null,
    });
    expect(await orders.adminList(adminOrdersQuery.parse({ status: 'confirmed' }))).toMatchObject({ total: 1 });
    // The same step again, a step back, or delivering what was never shipped: refused.
    expect(await orders.takeStep(first.id, 'confirmed', STAFF)).toEqual({ outcome: 'refused', before: 'confirmed' });
    expect(await orders.takeStep(first.id, 'delivered', STAFF)).toEqual({ outcome: 'refused', before: 'confirmed' });
    expect((await orders.adminList(adminOrdersQuery.parse({ status: 'pending' }))).items.map((o) => o.number)).toEqual([
      'AZ-100003',
      'AZ-100002',
    ]);
    expect(await orders.takeStep('ord_missing', 'confirmed', STAFF)).toBeUndefined();
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
    expect(await orders.recordPaymentFacts('pi_1', { refundedCents: 5_000 })).toMatchObject({
      before: 'paid',
      after: 'partially_refunded',
    });
    // An older event delivered late changes nothing.
    expect(await orders.recordPaymentFacts('pi_1', { refundedCents: 1_000 })).toMatchObject({
      before: 'partially_refunded',
      after: 'partially_refunded',
    });
    expect((await orders.get(first.id))!).toMatchObject({ status: 'partially_refunded', refunded: 5_000 });
    expect(await orders.figures()).toEqual({ orders: 3, pending: 2, revenue: first.total - 5_000 });
    // The admins' status is kept as it was; the order shows its payment's.
    expect(await orders.takeStep(first.id, 'shipped', STAFF)).toEqual({
      outcome: 'follows_payment',
      before: 'confirmed',
      payment: 'partially_refunded',
    });
    expect((await orders.get(first.id))!.status).toBe('partially_refunded');
    // Never more than the order's total.
    expect(await orders.recordPaymentFacts('pi_1', { refundedCents: 10_000_000 })).toMatchObject({
      before: 'partially_refunded',
      after: 'refunded',
    });
    expect((await orders.get(first.id))!).toMatchObject({ status: 'refunded', refunded: first.total });
    expect(await orders.recordPaymentFacts('pi_none', { refundedCents: 1 })).toBeUndefined();
  });

  it('follows a dispute forward only: opened, under review, lost', async () => {
    expect(await orders.recordPaymentFacts('pi_2', { disputeStatus: 'under_review' })).toMatchObject({
      before: 'paid',
      after: 'disputed',
    });
    expect(await orders.recordPaymentFacts('pi_2', { disputeStatus: 'needs_response' })).toMatchObject({
      before: 'disputed',
      after: 'disputed',
    });
    expect(await orders.recordPaymentFacts('pi_2', { disputeStatus: 'lost' })).toMatchObject({
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
    expect(await orders.takeStep(third.id, 'cancelled', STAFF)).toMatchObject({ outcome: 'taken' });
    expect(Object.fromEntries(await orders.totalsByUser(['user_omar']))).toEqual({});
    expect(await orders.totalsByUser([])).toEqual(new Map());
  });
});
