import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_PRODUCT_SIZE } from '#domain/catalog/product-constants.ts';
import type { Metal } from '#domain/pricing/rates.ts';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /** Derived from the category when written (domain metalForCategory), so price sorts run in SQL. */
    metal: text('metal').$type<Metal>().notNull(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    /** Pieces on hand. A product is available while this is above 0; paying takes from it. */
    stock: integer('stock').notNull().default(0),
    weightGrams: numeric('weight_grams', { precision: 10, scale: 3 }).notNull(),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    size: text('size').notNull().default(DEFAULT_PRODUCT_SIZE),
    featured: boolean('featured').notNull().default(false),
    /**
     * Estimated price at the current rates, kept by database triggers (migration 0002) whenever
     * a product's weight or metal or a metal's rate changes, so price sorts and filters use an
     * index. Only for ordering and filtering: answers are priced by the domain from the rates.
     * 64-bit, as every money column (domain/money-limits.ts), and so are the triggers' sums.
     */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_created_idx').on(table.createdAt, table.id),
    index('products_featured_created_idx').on(table.featured, table.createdAt, table.id),
    index('products_price_idx').on(table.priceCents, table.createdAt, table.id),
    index('products_price_desc_idx').on(table.priceCents.desc().nullsFirst(), table.createdAt, table.id),
    index('products_weight_idx').on(table.weightGrams),
    index('products_name_idx').on(table.name),
    index('products_category_idx').on(table.category),
    index('products_stock_idx').on(table.stock, table.createdAt, table.id),
    // Trigram index (pg_trgm): substring searches of the admin's table stay fast at 100,000 products.
    index('products_name_category_trgm_idx').using(
      'gin',
      table.name.op('gin_trgm_ops'),
      table.category.op('gin_trgm_ops'),
    ),
    check('products_stock_not_negative', sql`${table.stock} >= 0`),
    // The input's limit, kept by the database too, so the price triggers can never overflow.
    check('products_weight_at_most_max', sql`${table.weightGrams} <= 10000`),
  ],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
