import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { GoldPurchase } from '#domain/exchange/gold-purchase.ts';
import type { StoreCredit } from '#domain/exchange/store-credit.ts';
import { TestShopper } from './shopper.ts';

let purchases = 0;

/**
 * A new customer whose old gold the counter bought for store credit (`grams` of 22K), through the
 * real admin API: the shopper, their e-mail and account id, and the credit they hold.
 */
export async function creditedCustomer(app: FastifyInstance, admin: TestShopper, grams: number) {
  const shopper = new TestShopper(app);
  const email = await shopper.register();
  const settled = await admin.post('/api/admin/gold-purchases', {
    id: `gp_credited-${++purchases}-${Date.now()}`,
    metal: 'Gold',
    fineness: 916,
    grams,
    description: 'Chain, 22K',
    seller: { name: 'Credit Customer', idType: 'drivers_license', idNumber: 'D-555', email },
    settlement: 'store_credit',
  });
  expect(settled.statusCode, settled.body).toBe(201);
  const { user } = (await shopper.get('/api/me')).json<{ user: { id: string } }>();
  return { shopper, email, userId: user.id, creditCents: settled.json<GoldPurchase>().offerCents };
}

export const storeCreditOf = async (shopper: TestShopper) =>
  (await shopper.get('/api/account/store-credit')).json<StoreCredit>();
