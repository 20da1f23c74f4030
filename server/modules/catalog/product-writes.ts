import { and, eq, gte, sql } from 'drizzle-orm';
import { pricingMetalOf } from '#domain/catalog/product-input.ts';
import type { Db } from '#server/db/client.ts';
import { newId } from '#server/lib/ids.ts';
import { products, type NewProductRow, type ProductRow } from './catalog.tables.ts';
import { toColumns, type ProductFields } from './product-row.ts';

type StockLines = ReadonlyArray<{ productId: string; quantity: number }>;

/** The writes to products: the admins' changes, and stock taken by orders. */
export function createProductWrites(db: Db) {
  return {
    async create(input: ProductFields): Promise<string> {
      const id = newId('prod');
      const metal = pricingMetalOf(input.metal, input.category);
      // createProductInput refuses a diamond piece without its setting metal before it gets here.
      if (metal === undefined) throw new Error(`a ${input.category} piece needs its setting metal`);
      await db.insert(products).values({ id, ...toColumns({ ...input, metal }) } as NewProductRow);
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

    /** The deleted row, or undefined. Carts and wishlists lose it; orders keep their own snapshot. */
    async delete(id: string): Promise<ProductRow | undefined> {
      const [deleted] = await db.delete(products).where(eq(products.id, id)).returning();
      return deleted;
    },

    /**
     * Takes pieces out of stock, all or nothing (call it inside the order's transaction): each row
     * is changed only if enough is left, so concurrent buyers can never take more than there is.
     * Returns the first product that could not be served, or null when every line was.
     */
    async takeStock(lines: StockLines): Promise<string | null> {
      for (const line of lines) {
        const taken = await db
          .update(products)
          .set({ stock: sql`${products.stock} - ${line.quantity}`, updatedAt: new Date() })
          .where(and(eq(products.id, line.productId), gte(products.stock, line.quantity)))
          .returning({ id: products.id });
        if (taken.length === 0) return line.productId;
      }
      return null;
    },

    /** Puts pieces back (an order that could not be completed). Deleted products stay deleted. */
    async returnStock(lines: StockLines): Promise<void> {
      for (const line of lines) {
        await db
          .update(products)
          .set({ stock: sql`${products.stock} + ${line.quantity}`, updatedAt: new Date() })
          .where(eq(products.id, line.productId));
      }
    },
  };
}
