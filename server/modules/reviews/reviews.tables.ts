import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import type { ReviewStatus } from '#domain/reviews/review.ts';
import { users } from '../accounts/accounts.tables.ts';
import { products } from '../catalog/catalog.tables.ts';

/**
 * Buyers' reviews of the pieces they received (docs/reviews.md): pending until an admin approves or
 * refuses them; only approved ones are shown and counted. One per buyer and piece. A deleted piece
 * or account takes its reviews with it.
 */
export const productReviews = pgTable(
  'product_reviews',
  {
    id: text('id').primaryKey(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    userId: text('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    stars: integer('stars').notNull(),
    /** Kept as written (trimmed), shown as plain text. */
    text: text('text').notNull(),
    status: text('status').$type<ReviewStatus>().notNull().default('pending'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The admin's account id (their name is in the audit log). */
    decidedBy: text('decided_by'),
  },
  (table) => [
    uniqueIndex('product_reviews_user_product_idx').on(table.userId, table.productId),
    // A piece's approved reviews, newest first, and its rating.
    index('product_reviews_product_status_idx').on(table.productId, table.status, table.createdAt),
    // The moderation queue.
    index('product_reviews_status_idx').on(table.status, table.createdAt),
    check('product_reviews_stars_range', sql`${table.stars} between 1 and 5`),
    check('product_reviews_status_known', sql`${table.status} in ('pending', 'approved', 'rejected')`),
    check('product_reviews_text_length', sql`char_length(${table.text}) between 10 and 2000`),
  ],
);

export type ProductReviewRow = typeof productReviews.$inferSelect;
