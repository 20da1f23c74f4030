import { index, integer, numeric, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { OrderStatus } from '#domain/orders/order-status.ts';

export const orders = pgTable(
  'orders',
  {
    id: text('id').primaryKey(),
    userId: text('user_id').notNull(),
    userEmail: text('user_email').notNull(),
    userName: text('user_name').notNull(),
    status: text('status').$type<OrderStatus>().notNull().default('pending'),
    subtotalCents: integer('subtotal_cents').notNull(),
    taxCents: integer('tax_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    /** The payment provider's id for the charge (payment intent); one order per payment. */
    transactionId: text('transaction_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_transaction_idx').on(table.transactionId),
    index('orders_user_idx').on(table.userId, table.createdAt),
    index('orders_status_created_idx').on(table.status, table.createdAt),
  ],
);

/** A snapshot of what was bought, at the price charged: later rate changes do not touch it. */
export const orderItems = pgTable(
  'order_items',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    weightGrams: numeric('weight_grams', { precision: 10, scale: 3 }).notNull(),
    quantity: integer('quantity').notNull(),
    unitPriceCents: integer('unit_price_cents').notNull(),
    lineTotalCents: integer('line_total_cents').notNull(),
  },
  (table) => [index('order_items_order_idx').on(table.orderId)],
);
