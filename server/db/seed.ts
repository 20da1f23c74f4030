import { count, sql } from 'drizzle-orm';
import type { Metal } from '#domain/rates/rate-table.ts';
import { newId } from '../lib/ids.ts';
import { products } from '../modules/catalog/catalog.tables.ts';
import { metalPrices } from '../modules/rates/rates.tables.ts';
import type { Db } from './client.ts';
import { demoProductRows, generatedProductRows } from './demo-catalogue.ts';

/** Demo per-gram rates in dollars, as an admin would type them. */
export const DEMO_RATES: Readonly<Record<Metal, string>> = {
  Gold: '75.40',
  Silver: '0.98',
  Platinum: '33.25',
  Diamond: '150.00',
};

const productId = () => newId('prod');

export async function seedMetalPrices(db: Db): Promise<void> {
  await db
    .insert(metalPrices)
    .values(
      Object.entries(DEMO_RATES).map(([metal, price]) => ({
        id: newId('metal'),
        metal: metal as Metal,
        pricePerGram: price,
      })),
    )
    .onConflictDoNothing();
}

/**
 * Gives the planner statistics for the catalogue's tables and marks their pages all-visible, after
 * a bulk write (the seed, generated products, any bulk import). Without it a freshly filled table
 * has no statistics: the catalogue's count was a sequential scan (4 ms at 10,000 products) instead
 * of an index-only one (under 1 ms). VACUUM cannot run in a transaction: call it on the database.
 */
export async function refreshCatalogueStatistics(db: Db): Promise<void> {
  await db.execute(sql`vacuum (analyze) products, product_prices`);
}

/** Fills an empty catalogue with the demo products and rates; returns whether it did. */
export async function seedDemoDataIfEmpty(db: Db): Promise<boolean> {
  const seeded = await seedDemoData(db);
  if (seeded) await refreshCatalogueStatistics(db);
  return seeded;
}

function seedDemoData(db: Db): Promise<boolean> {
  // Instances starting together on one PostgreSQL take turns (a lock held until the commit): the
  // second finds the catalogue the first seeded, instead of adding a second copy of it.
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(hashtext('shop:seed'))`);
    const [row] = await tx.select({ n: count() }).from(products);
    if ((row?.n ?? 0) > 0) return false;
    await seedMetalPrices(tx);
    await tx.insert(products).values(demoProductRows(productId));
    return true;
  });
}

/** Adds `total` generated products in batches (benchmarks: `npm run seed -- --products 10000`). */
export async function seedGeneratedProducts(db: Db, total: number): Promise<void> {
  const [row] = await db.select({ n: count() }).from(products);
  const existing = row?.n ?? 0;
  const batch = 500;
  for (let done = 0; done < total; done += batch) {
    const size = Math.min(batch, total - done);
    await db.insert(products).values(generatedProductRows(size, existing + done, productId));
  }
  if (total > 0) await refreshCatalogueStatistics(db);
}
