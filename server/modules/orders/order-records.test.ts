import { afterAll, describe, expect, it } from 'vitest';
import { adminOrdersQuery } from '#domain/admin/admin-orders.ts';
import { line, newOrder, recordThreeOrders, SHIPPING } from './three-orders.fixture.ts';

const { database, orders, first, second, third } = await recordThreeOrders();
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

  it('deletes an order with its lines', async () => {
    await orders.delete(third.id);
    expect(await orders.get(third.id)).toBeUndefined();
    expect((await orders.adminList(adminOrdersQuery.parse({}))).total).toBe(2);
  });
});
