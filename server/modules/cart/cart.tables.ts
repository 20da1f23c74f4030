import { index, integer, pgTable, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { products } from '../catalog/catalog.tables.ts';

/**
 * One row per piece (a product, made to a size and engraved as chosen) in a shopper's cart. The owner is a user id or an anonymous cart
 * token, never shared between visitors. Prices are not stored: they follow the live rate.
 */
export const cartItems = pgTable(
  'cart_items',
  {
    id: text('id').primaryKey(),
    ownerId: text('owner_id').notNull(),
    productId: text('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    /** The size chosen, '' for none: two sizes of one piece are two lines (domain/options). */
    size: text('size').notNull().default(''),
    /** The text to engrave, '' for none. */
    engraving: text('engraving').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('cart_items_owner_line_idx').on(table.ownerId, table.productId, table.size, table.engraving),
    index('cart_items_product_idx').on(table.productId),
  ],
);
