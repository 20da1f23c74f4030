import { bigint, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReturnStatus } from '#domain/returns/return-request.ts';
import { orders } from '../orders/orders.tables.ts';

/**
 * Returns of order lines: asked for by the buyer within the line's window, approved (the piece
 * back in stock, the money back) or refused by staff. One per order line.
 */
export const returnRequests = pgTable(
  'return_requests',
  {
    id: text('id').primaryKey(),
    orderId: text('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    /** The line's place in the order, as the order lists its lines. */
    lineIndex: integer('line_index').notNull(),
    userId: text('user_id').notNull(),
    productId: text('product_id').notNull(),
    name: text('name').notNull(),
    quantity: integer('quantity').notNull(),
    reason: text('reason').notNull(),
    status: text('status').$type<ReturnStatus>().notNull().default('requested'),
    requestedAt: timestamp('requested_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: text('decided_by'),
    note: text('note'),
    /** Set when approved: what goes back to the card, and to the store credit. */
    refundCents: bigint('refund_cents', { mode: 'number' }).notNull().default(0),
    creditCents: bigint('credit_cents', { mode: 'number' }).notNull().default(0),
    /** When the card's part was given back at the gateway; null while approved and still owed. */
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('return_requests_line_idx').on(table.orderId, table.lineIndex),
    index('return_requests_status_idx').on(table.status, table.requestedAt),
    index('return_requests_user_idx').on(table.userId, table.requestedAt),
  ],
);

export type ReturnRow = typeof returnRequests.$inferSelect;
