import { asc, eq, getTableColumns, sql } from 'drizzle-orm';
import type { Db } from '#server/db/client.ts';
import { products, type ProductRow } from '../catalog/catalog.tables.ts';
import { cartItems } from './cart.tables.ts';
import type { CartItem } from './shopper-cart.ts';

/** A cart line with the row of its product (a line whose product is gone is not returned). */
export interface LineWithProduct {
  line: CartItem;
  product: ProductRow;
}

/**
 * The cart's read, the request shoppers make most: the lines and their products in one query
 * (decision 0017), built once and sent as a named prepared statement, so a read costs one round
 * trip and no SQL building. Reads keep what it returns until a write is announced (cart-cache.ts).
 */
export function createLinesWithProducts(db: Db) {
  let prepared: ReturnType<typeof prepare> | undefined;
  const prepare = () =>
    db
      .select({
        line: {
          id: cartItems.id,
          productId: cartItems.productId,
          size: cartItems.size,
          engraving: cartItems.engraving,
          quantity: cartItems.quantity,
        },
        product: getTableColumns(products),
      })
      .from(cartItems)
      .innerJoin(products, eq(products.id, cartItems.productId))
      .where(eq(cartItems.ownerId, sql.placeholder('ownerId')))
      .orderBy(asc(cartItems.createdAt), asc(cartItems.id))
      .prepare('cart_lines_with_products');
  return {
    /** One owner's lines in the order they were added, each with its product's row. */
    async linesWithProducts(ownerId: string): Promise<LineWithProduct[]> {
      prepared ??= prepare();
      return prepared.execute({ ownerId });
    },
  };
}
