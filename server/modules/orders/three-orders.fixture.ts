import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { Order, OrderLine } from '#domain/orders/order.ts';
import type { Database } from '#server/db/client.ts';
import { createTestDatabase } from '#server/testing/test-database.ts';
import type { NewOrder } from './order-records.ts';
import { createOrdersService, type OrdersService } from './orders.service.ts';

// The orders service on its own, against a real migrated database: three orders recorded as
// placing an order records them (two by Yasmin, one by Omar), for the tests to list, search, move
// between the admins' statuses and follow through their payment's refunds and disputes.

export const SHIPPING: ShippingAddress = {
  name: 'Yasmin Haddad',
  phone: '(504) 555-0142',
  street: '12 Magazine St',
  city: 'New Orleans',
  state: 'LA',
  zip: '70130',
};

export const line = (name: string, category: string, unitPrice: number, quantity = 1): OrderLine => ({
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

export function newOrder(userId: string, reference: string, lines: OrderLine[], customer = 'Yasmin Haddad'): NewOrder {
  const subtotalCents = lines.reduce((sum, l) => sum + l.lineTotal, 0);
  const taxCents = Math.round(subtotalCents * 0.1);
  return {
    userId,
    userEmail: `${customer.split(' ')[0]!.toLowerCase()}@example.com`,
    userName: customer,
    quoteId: `quote_${reference}`,
    shipping: { ...SHIPPING, name: customer },
    pickup: null,
    lines,
    itemCount: lines.reduce((sum, l) => sum + l.quantity, 0),
    subtotalCents,
    taxCents,
    taxLines: [{ jurisdiction: 'Sales tax', rateBasisPoints: 800, taxableCents: subtotalCents, amountCents: taxCents }],
    totalCents: subtotalCents + taxCents,
    payment: { gateway: 'offline', reference, brand: 'visa', last4: '4242' },
  };
}

export interface ThreeOrders {
  database: Database;
  orders: OrdersService;
  first: Order;
  second: Order;
  third: Order;
}

/** A fresh database holding the three orders; close `database` after the tests. */
export async function recordThreeOrders(): Promise<ThreeOrders> {
  const database = await createTestDatabase();
  const orders = createOrdersService(database.db);
  const first = (await orders.create(
    newOrder('user_yasmin', 'pi_1', [line('Noor Ring', 'Gold', 15_080, 2), line('Amal Anklet', 'Silver', 1_960)]),
  ))!;
  const second = (await orders.create(newOrder('user_yasmin', 'pi_2', [line('Zahra Band', 'Platinum', 16_625)])))!;
  const third = (await orders.create(
    newOrder('user_omar', 'pi_3', [line('Layla Chain', 'Gold', 75_400)], 'Omar Saleh'),
  ))!;
  return { database, orders, first, second, third };
}
