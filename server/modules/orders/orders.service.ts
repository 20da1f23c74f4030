import type { Db } from '#server/db/client.ts';
import { createAdminOrderList } from './admin-order-list.ts';
import { createOrderFigures } from './order-figures.ts';
import { createOrderRecords } from './order-records.ts';
import { createOrderStatus } from './order-status.ts';
import { createPickupOrders } from './pickup-orders.ts';

/** Orders and their lines (a snapshot of what was bought at the price charged). */
export function createOrdersService(db: Db) {
  return {
    ...createOrderRecords(db),
    ...createAdminOrderList(db),
    ...createOrderStatus(db),
    ...createOrderFigures(db),
    ...createPickupOrders(db),
  };
}

export type OrdersService = ReturnType<typeof createOrdersService>;
