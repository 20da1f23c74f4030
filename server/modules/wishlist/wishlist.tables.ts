import { index, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.ts';

/** A product a shopper keeps for later; the owner is a user id or an anonymous token. */
export const wishlistItems = pgTable(
  'wishlist_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('wishlist_items_owner_product_idx').on(table.ownerId, table.productId),
    index('wishlist_items_product_idx').on(table.productId),
  ],
);
