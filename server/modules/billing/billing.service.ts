import { eq } from 'drizzle-orm';
import type { ShippingAddress } from '#domain/checkout/shipping.ts';
import type { Db } from '../../db/client.ts';
import { newId } from '../../lib/ids.ts';
import { billingRecords } from './billing.tables.ts';

export interface NewBillingRecord {
  orderId: string;
  userId: string;
  email: string;
  shipping: ShippingAddress;
  totalCents: number;
  quantity: number;
  itemNames: string[];
}

/** The customer details given at checkout (spec section 3's "user data"), one per order. */
export function createBillingService(db: Db) {
  return {
    async record(record: NewBillingRecord): Promise<void> {
      await db.insert(billingRecords).values({
        id: newId('bill'),
        orderId: record.orderId,
        userId: record.userId,
        name: record.shipping.name,
        email: record.email,
        phone: record.shipping.phone,
        address: record.shipping.street,
        city: record.shipping.city,
        state: record.shipping.state,
        zip: record.shipping.zip,
        totalCents: record.totalCents,
        quantity: record.quantity,
        itemNames: record.itemNames,
      });
    },

    async deleteForOrder(orderId: string): Promise<void> {
      await db.delete(billingRecords).where(eq(billingRecords.orderId, orderId));
    },
  };
}

export type BillingService = ReturnType<typeof createBillingService>;
