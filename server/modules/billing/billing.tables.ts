import { bigint, index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { orders } from '../orders/orders.tables.ts';

/** The customer details given at checkout (the spec's "user data"), one per order. */
export const billingRecords = pgTable(
  'billing_records',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id').references(() => orders.id, { onDelete: 'set null' }),
    userId: text('user_id').notNull(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    address: text('address').notNull(),
    city: text('city').notNull(),
    state: text('state').notNull(),
    zip: text('zip').notNull(),
    totalCents: bigint('total_cents', { mode: 'number' }).notNull(),
    /** Number of items bought. */
    quantity: integer('quantity').notNull(),
    itemNames: jsonb('item_names').$type<string[]>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('billing_records_created_idx').on(table.createdAt),
    index('billing_records_order_idx').on(table.orderId),
  ],
);
