import { sql } from 'drizzle-orm';
import { bigint, boolean, check, index, integer, jsonb, numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { DEFAULT_PRODUCT_SIZE } from '#domain/catalog/product-constants.ts';
import type { EngravingOffer } from '#domain/options/engraving-offer.ts';
import type { Sizing } from '#domain/options/line-options.ts';
import type { MakingCharge, Stone } from '#domain/pricing/piece-price.ts';
import type { Metal } from '#domain/rates/rate-table.ts';
import type { TaxClass } from '#domain/tax/tax-line.ts';

export const products = pgTable(
  'products',
  {
    id: text('id').primaryKey(),
    name: text('name').notNull(),
    /** The name on the Arabic pages; null: they show the English one. */
    nameAr: text('name_ar'),
    category: text('category').notNull(),
    /** Jewellery, or bullion (exempt where a state exempts it): domain/tax/tax-line.ts. */
    taxClass: text('tax_class').$type<TaxClass>().notNull().default('jewellery'),
    /** Days after handover it may be returned; null: a final sale (bullion). domain/returns/return-policy.ts */
    returnDays: integer('return_days').default(30),
    /**
     * The metal whose rate prices the piece (null: priced by its stones alone). Chosen by the admin;
     * a product written without one takes its category's (domain metalForCategory), as the spec did,
     * except a diamond piece, which names its setting metal: no piece is priced by the gram of diamond.
     */
    metal: text('metal').$type<Metal>(),
    shortDescription: text('short_description').notNull(),
    /** The short description on the Arabic pages; null: they show the English one. */
    shortDescriptionAr: text('short_description_ar'),
    description: text('description').notNull(),
    /** The description on the Arabic pages; null: they show the English one. */
    descriptionAr: text('description_ar'),
    /** Pieces on hand at both branches (their sum). A product is available while this is above 0. */
    stock: integer('stock').notNull().default(0),
    /** Pieces at each branch of domain/store/settings.ts; paying takes from them (branch-stock.ts). */
    stockLouisiana: integer('stock_louisiana').notNull().default(0),
    stockHouston: integer('stock_houston').notNull().default(0),
    /** Net metal weight. */
    weightGrams: numeric('weight_grams', { precision: 10, scale: 3 }).notNull(),
    // How a jeweller prices the piece (domain/pricing/piece-price.ts); the defaults are the spec's
    // pricing, pure metal and nothing else, which is what migration 0009 gave every existing piece.
    /** Parts per thousand of pure metal, with at most one decimal (999.9). */
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull().default(1000),
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
    /** The sizes it is made in and how long making it to size takes; null: one size, as it is (domain/options). */
    sizing: jsonb('sizing').$type<Sizing>(),
    /** What it offers to engrave (length, scripts, fee); null: not engraved. */
    engraving: jsonb('engraving').$type<EngravingOffer>(),
    featured: boolean('featured').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('products_created_idx').on(table.createdAt, table.id),
    index('products_featured_created_idx').on(table.featured, table.createdAt, table.id),
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
    check('products_branch_stock_not_negative', sql`${table.stockLouisiana} >= 0 and ${table.stockHouston} >= 0`),
    check('products_stock_is_branch_sum', sql`${table.stock} = ${table.stockLouisiana} + ${table.stockHouston}`),
    // The input's limit, kept by the database too, so the price triggers can never overflow.
    check('products_weight_at_most_max', sql`${table.weightGrams} <= 10000`),
    check('products_return_days_range', sql`${table.returnDays} is null or ${table.returnDays} between 1 and 365`),
  ],
);

/**
 * Each product's price at the current rates, kept by database triggers (migration 0012) whenever a
 * product's pricing fields, a metal's rate or a board rate change (migration 0019), so price sorts and filters use an index. Only
 * for ordering and filtering: answers are priced by the domain from the rates, by the same rule
 * (piece_price_cents in SQL, pricePiece in domain/; server/db/piece-price-sql.test.ts compares them).
 *
 * A table of its own, narrow, with one index, and the price split into what the rate multiplies and
 * what it does not: a rate change rewrites only these rows with plain arithmetic (100,000 pieces in
 * about a second) and never locks a product row, so a checkout taking stock never waits for it.
 */
export const productPrices = pgTable(
  'product_prices',
  {
    productId: text('product_id')
      .primaryKey()
      .references(() => products.id, { onDelete: 'cascade' }),
    metal: text('metal').$type<Metal>(),
    /** The product's, for the ties of a price sort. */
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    /** The product's: the rate of its metal at this fineness (a board rate, or fineness x pure) prices it. */
    fineness: numeric('fineness', { precision: 5, scale: 1, mode: 'number' }).notNull(),
    /** Net weight in mg: the metal value is this x the rate in millionths of a cent a gram, in billionths. */
    netMg: bigint('net_mg', { mode: 'number' }).notNull(),
    wastageBasisPoints: integer('wastage_basis_points').notNull(),
    /** A making charge quoted as a percent of the metal value; 0 otherwise. */
    makingBasisPoints: integer('making_basis_points').notNull(),
    /** What no rate moves: a making charge per gram or fixed, the stones and the fee. */
    fixedCents: bigint('fixed_cents', { mode: 'number' }).notNull(),
    /** 64-bit, as every money column (domain/money-limits.ts). */
    priceCents: bigint('price_cents', { mode: 'number' }).notNull(),
  },
  // One index, read forwards or backwards: price sorts break ties by age in the sort's direction.
  (table) => [index('product_prices_price_idx').on(table.priceCents, table.createdAt, table.productId)],
);

export type ProductRow = typeof products.$inferSelect;
export type NewProductRow = typeof products.$inferInsert;
