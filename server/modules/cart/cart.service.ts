import type { Db } from '#server/db/client.ts';
import { createBoughtLines } from './bought-lines.ts';
import { createIdleCarts } from './idle-carts.ts';
import { createLinesWithProducts } from './lines-with-products.ts';
import { createShopperCart } from './shopper-cart.ts';

export type { CartItem } from './shopper-cart.ts';
export type { LineWithProduct } from './lines-with-products.ts';

/** One shopper's cart lines, always scoped by the owner: no call reaches another shopper's line. */
export function createCartService(db: Db) {
  return {
    ...createShopperCart(db),
    ...createBoughtLines(db),
    ...createIdleCarts(db),
    ...createLinesWithProducts(db),
  };
}

export type CartService = ReturnType<typeof createCartService>;
