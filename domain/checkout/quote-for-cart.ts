import type { Cart } from '../cart/cart.ts';
import type { Quote } from './checkout.ts';
import type { Fulfilment } from './fulfilment.ts';

/**
 * Whether a quote prices exactly this cart: the same pieces, in the same order, at the same counts
 * and unit prices. Its figures (tax included) may then be shown for the cart.
 */
export function quoteCoversCart(cart: Cart, quote: Quote): boolean {
  return (
    cart.lines.length === quote.lines.length &&
    cart.lines.every((line, i) => {
      const quoted = quote.lines[i]!;
      return (
        line.productId === quoted.productId && line.quantity === quoted.quantity && line.unitPrice === quoted.unitPrice
      );
    })
  );
}

/** Whether two fulfilments are the same choice (shipped to the same state and ZIP, or the same branch). */
export function sameFulfilment(a: Fulfilment | null, b: Fulfilment | null): boolean {
  if (a === null || b === null) return a === b;
  if (a.kind === 'pickup') return b.kind === 'pickup' && a.branchId === b.branchId;
  return b.kind === 'ship' && a.state === b.state && a.zip === b.zip;
}
