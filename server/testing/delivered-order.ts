import type { Order } from '#domain/orders/order.ts';
import { buyForPickup } from './pickup-orders.ts';
import { buy, type TestShopper } from './shopper.ts';

/** Staff take an order a step forward through the dashboard's API; throws when refused. */
async function step(admin: TestShopper, order: Order, body: Record<string, unknown>): Promise<void> {
  const answer = await admin.patch(`/api/admin/orders/${order.id}`, body);
  if (answer.statusCode !== 200) throw new Error(`${String(body.status)} refused: ${answer.statusCode} ${answer.body}`);
}

/**
 * A signed-in shopper buys the piece through the real checkout and staff (an admin's TestShopper)
 * take the order forward: to `until` 'confirmed', 'shipped' or (left out) 'delivered'.
 */
export async function buyAndDeliver(
  buyer: TestShopper,
  admin: TestShopper,
  productId: string,
  until: 'confirmed' | 'shipped' | 'delivered' = 'delivered',
): Promise<Order> {
  const order = await buy(buyer, [{ productId }]);
  await step(admin, order, { status: 'confirmed' });
  if (until === 'confirmed') return order;
  const parcel = { carrier: 'usps', trackingNumber: '9400100000000000000000', declaredValue: order.total };
  await step(admin, order, { status: 'shipped', shipment: { ...parcel, signatureRequired: true } });
  if (until === 'delivered') await step(admin, order, { status: 'delivered' });
  return order;
}

/** The same for a pick-up at Houston: confirmed, ready, then handed over with the buyer's code. */
export async function buyAndCollect(buyer: TestShopper, admin: TestShopper, productId: string): Promise<Order> {
  const order = await buyForPickup(buyer, productId);
  await step(admin, order, { status: 'confirmed' });
  await step(admin, order, { status: 'ready' });
  const handed = await admin.post(`/api/admin/orders/${order.id}/handover`, {
    code: order.pickup!.code,
    idChecked: true,
  });
  if (handed.statusCode !== 200) throw new Error(`handover refused: ${handed.statusCode} ${handed.body}`);
  return order;
}
