import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_PRODUCT_SIZE } from '#domain/catalog/product-constants.ts';
import type { MakingCharge, Stone } from '#domain/pricing/piece-price.ts';
import type { Metal } from '#domain/pricing/rates.ts';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    category: text('category').notNull(),
    /**
     * The metal whose rate prices the piece (null: priced by its stones alone). Chosen by the admin;
     * a product written without one takes its category's (domain metalForCategory), as the spec did.
     */
    metal: text('metal').$type<Metal>(),
    shortDescription: text('short_description').notNull(),
    description: text('description').notNull(),
    /** Pieces on hand. A product is available while this is above 0; paying takes from it. */
    stock: integer('stock').notNull().default(0),
    /** Net metal weight. */
    weightGrams: numeric('weight_grams', { precision: 10, scale: 3 }).notNull(),
    // How a jeweller prices the piece (domain/pricing/piece-price.ts); the defaults are the spec's
    // pricing, pure metal and nothing else, which is what migration 0009 gave every existing piece.
    /** Parts per thousand of pure metal. */
    fineness: integer('fineness').notNull().default(1000),
    /** Metal and stones, when the shop gives it. */
    grossWeightGrams: numeric('gross_weight_grams', { precision: 10, scale: 3 }),
    wastageBasisPoints: integer('wastage_basis_points').notNull().default(0),
    making: jsonb('making')
      .$type<MakingCharge>()
      .notNull()
      .default(sql`'{"kind":"none"}'::jsonb`),
    stones: jsonb('stones')
      .$type<Stone[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    feeCents: bigint('fee_cents', { mode: 'number' }).notNull().default(0),
    images: jsonb('images')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    size: text('size').notNull().default(DEFAULT_PRODUCT_SIZE),
    featured: boolean('featured').notNull().default(false),
    /**
     * Price at the current rates, kept by database triggers (migrations 0002 and 0009) whenever a
     * product's pricing fields or a metal's rate change, so price sorts and filters use an index.
     * Only for ordering and filtering: answers are priced by the domain from the rates, by the same
     * rule (piece_price_cents in SQL, pricePiece in domain/; a test compares them).
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
