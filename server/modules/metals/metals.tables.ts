import { numeric, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { Metal } from '#domain/pricing/rates.ts';

export const metalPrices = pgTable('metal_prices', {
  id: text('id').primaryKey(),
  metal: text('metal').$type<Metal>().notNull().unique(),
  /** US dollars per gram, exact to the cent. */
  pricePerGram: numeric('price_per_gram', { precision: 12, scale: 2 }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
