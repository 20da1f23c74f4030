import { eq } from 'drizzle-orm';
import type { Order } from '#domain/orders/order.ts';
import type { BranchId } from '#domain/store/settings.ts';
import type { Db } from '#server/db/client.ts';
import { products } from '#server/modules/catalog/catalog.tables.ts';
import { GOOD_CARD, type TestShopper } from './shopper.ts';
import type { StripeStandIn } from './stripe-stand-in/http-server.ts';

/** Who collects the test pick-up orders (the name on the photo ID). */
export const COLLECTOR = { name: 'Amira Haddad', phone: '(713) 555-0110' };

/** The piece's counts at each branch. */
export async function branchCounts(db: Db, productId: string) {
  const [row] = await db.select().from(products).where(eq(products.id, productId));
  return { louisiana: row!.stockLouisiana, houston: row!.stockHouston };
}

/**
 * A signed-in shopper buys one piece for pick-up at the branch through the real checkout: the
 * offline card form, or Stripe's stand-in when given; with `credit`, that much store credit pays
 * towards it (all of it: no card). The buyer's answer (with its code).
 */
export async function buyForPickup(
  shopper: TestShopper,
  productId: string,
  branchId: BranchId = 'houston',
  stripe?: StripeStandIn,
  credit = 0,
): Promise<Order> {
  const added = await shopper.post('/api/cart', { productId, quantity: 1 });
  if (added.statusCode !== 200) throw new Error(`add to cart failed: ${added.body}`);
  const quote = await shopper.post('/api/checkout/quote', { fulfilment: { kind: 'pickup', branchId }, credit });
  if (quote.statusCode !== 200) throw new Error(`quote failed: ${quote.body}`);
  const session = quote.json<{ quote: { id: string }; payment: { intentId: string; gateway: string } }>();
  const quoteId = session.quote.id;
  if (session.payment.gateway === 'store_credit') {
    const placed = await shopper.post('/api/checkout/pay-with-credit', { quoteId, pickupContact: COLLECTOR });
    if (placed.statusCode !== 200) throw new Error(`pay with credit failed: ${placed.body}`);
    return placed.json<{ order: Order }>().order;
  }
  if (stripe) {
    const prepared = await shopper.post('/api/checkout/prepare', { quoteId, pickupContact: COLLECTOR });
    if (prepared.statusCode !== 200) throw new Error(`prepare failed: ${prepared.body}`);
    stripe.confirm(session.payment.intentId, '4242424242424242');
    const completed = await shopper.post('/api/checkout/complete', { quoteId });
    if (completed.statusCode !== 200) throw new Error(`complete failed: ${completed.body}`);
    return completed.json<{ order: Order }>().order;
  }
  const paid = await shopper.post('/api/checkout/pay', { quoteId, pickupContact: COLLECTOR, card: GOOD_CARD });
  if (paid.statusCode !== 200) throw new Error(`payment failed: ${paid.body}`);
  return paid.json<{ order: Order }>().order;
}
