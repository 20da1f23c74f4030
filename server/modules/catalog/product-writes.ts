import { eq, sql } from 'drizzle-orm';
import { pricingMetalOf } from '#domain/catalog/product-input.ts';
import { defaultReturnDays } from '#domain/returns/return-policy.ts';
import { defaultTaxClass } from '#domain/tax/tax-line.ts';
import type { Branch } from '#domain/store/settings.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { products, type NewProductRow, type ProductRow } from './catalog.tables.ts';
import { toColumns, type ProductFields } from './product-row.ts';

type BranchId = Branch['id'];
export type BranchStock = Record<BranchId, number>;
export interface StockMove {
  from: BranchId;
  to: BranchId;
  count: number;
}

export const branchStockOf = (row: ProductRow): BranchStock => ({
  louisiana: row.stockLouisiana,
  houston: row.stockHouston,
});

type StockLines = ReadonlyArray<{ productId: string; quantity: number }>;
/** The pieces each line took from each branch, in the lines' order; or the product that ran out. */
export type StockTaken = { taken: BranchStock[]; soldOut?: undefined } | { soldOut: string; taken?: undefined };

/**
 * The writes to products: the admins' changes, and stock taken by orders. A write of `stock`
 * alone goes through the main store (the products_branch_stock trigger, migration 0023): a new
 * count is held there, an order takes from it first and then from Houston, a restock goes back there.
 */
export function createProductWrites(db: Db) {
  return {
    async create(input: ProductFields): Promise<string> {
      const id = newId('prod');
      const metal = pricingMetalOf(input.metal, input.category);
      // createProductInput refuses a diamond piece without its setting metal before it gets here.
      if (metal === undefined) throw new Error(`a ${input.category} piece needs its setting metal`);
      const taxClass = input.taxClass ?? defaultTaxClass(input.category);
      const returnDays = input.returnDays === undefined ? defaultReturnDays(taxClass) : input.returnDays;
      await db
        .insert(products)
        .values({ id, ...toColumns({ ...input, metal, taxClass, returnDays }) } as NewProductRow);
      return id;
    },

    /**
     * Changes a product; returns the row as it was (for the audit), or undefined when there is no
     * such product. Run it in the caller's transaction: the row is locked until it ends.
     */
    async update(id: string, input: Partial<ProductFields>): Promise<ProductRow | undefined> {
      const [before] = await db.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) return undefined;
      await db
        .update(products)
        .set({ ...toColumns(input), updatedAt: new Date() })
        .where(eq(products.id, id));
      return before;
    },

    /**
     * Sets each branch's count (the total follows); the row as it was, or undefined when there is
     * no such product. Run it in the caller's transaction: the row is locked until it ends.
     */
    async setBranchStock(id: string, counts: BranchStock): Promise<ProductRow | undefined> {
      const [before] = await db.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) return undefined;
      await db
        .update(products)
        .set({
          stock: counts.louisiana + counts.houston,
          stockLouisiana: counts.louisiana,
          stockHouston: counts.houston,
          updatedAt: new Date(),
        })
        .where(eq(products.id, id));
      return before;
    },

    /**
     * Moves `count` pieces from one branch to the other, only if the first has them: the row as it
     * was, 'short' when it has fewer, undefined when there is no such product.
     */
    async moveStock(id: string, move: StockMove): Promise<ProductRow | 'short' | undefined> {
      const [before] = await db.select().from(products).where(eq(products.id, id)).for('update');
      if (!before) return undefined;
      const counts = branchStockOf(before);
      if (move.from === move.to || counts[move.from] < move.count) return 'short';
      counts[move.from] -= move.count;
      counts[move.to] += move.count;
      await db
        .update(products)
        .set({ stockLouisiana: counts.louisiana, stockHouston: counts.houston, updatedAt: new Date() })
        .where(eq(products.id, id));
      return before;
    },

    /** The deleted row, or undefined. Carts and wishlists lose it; orders keep their own snapshot. */
    async delete(id: string): Promise<ProductRow | undefined> {
      const [deleted] = await db.delete(products).where(eq(products.id, id)).returning();
      return deleted;
    },

    /**
     * Takes pieces out of stock, all or nothing (call it inside the order's transaction): each row
     * is changed only if enough is left, so concurrent buyers can never take more than there is. A
     * pick-up takes from its branch alone; a shipped order from the main store first, then Houston.
     * Returns the pieces taken from each branch per line, or the first product that could not be served.
     */
    async takeStock(lines: StockLines, pickupBranch: BranchId | null): Promise<StockTaken> {
      const taken: BranchStock[] = [];
      for (const line of lines) {
        const q = line.quantity;
        const split =
          pickupBranch === null
            ? sql`least(stock_louisiana, ${q}) as from_louisiana, ${q} - least(stock_louisiana, ${q}) as from_houston`
            : pickupBranch === 'louisiana'
              ? sql`${q}::int as from_louisiana, 0 as from_houston`
              : sql`0 as from_louisiana, ${q}::int as from_houston`;
        const enough =
          pickupBranch === null
            ? sql`p.stock >= ${q}`
            : pickupBranch === 'louisiana'
              ? sql`p.stock_louisiana >= ${q}`
              : sql`p.stock_houston >= ${q}`;
        // The split is read from the row as locked, so it is the split of the very pieces taken.
        const result = await db.execute(sql`
          update ${products} p set
            stock_louisiana = p.stock_louisiana - t.from_louisiana,
            stock_houston = p.stock_houston - t.from_houston,
            updated_at = now()
          from (select id, ${split} from ${products} where id = ${line.productId} for update) t
          where p.id = t.id and ${enough}
          returning t.from_louisiana, t.from_houston`);
        const [row] = (result as unknown as { rows: Array<{ from_louisiana: number; from_houston: number }> }).rows;
        if (!row) return { soldOut: line.productId };
        taken.push({ louisiana: Number(row.from_louisiana), houston: Number(row.from_houston) });
      }
      return { taken };
    },

    /**
     * Puts pieces back where they were taken from (an order undone); a line that does not say goes
     * back to the main store. Deleted products stay deleted.
     */
    async returnStock(lines: ReadonlyArray<StockLines[number] & { takenFrom?: BranchStock | null }>): Promise<void> {
      for (const line of lines) {
        const back = line.takenFrom ?? { louisiana: line.quantity, houston: 0 };
        await db
          .update(products)
          .set({
            stockLouisiana: sql`${products.stockLouisiana} + ${back.louisiana}`,
            stockHouston: sql`${products.stockHouston} + ${back.houston}`,
            updatedAt: new Date(),
          })
          .where(eq(products.id, line.productId));
      }
    },
  };
}
