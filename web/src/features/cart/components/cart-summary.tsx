import type { Cart } from '#domain/cart/cart.ts';
import { MoneyTotals } from '#web/components/ui/money-totals.tsx';
import { useQuoteForCart } from '#web/hooks/use-quote-for-cart.ts';

/**
 * Subtotal, tax and Total, as the server priced them: the flat 'Tax (8%)' until the shopper has
 * chosen at checkout how to receive this cart, then that quote's tax lines.
 */
export function CartSummary({ cart }: { cart: Cart }) {
  const quote = useQuoteForCart(cart);
  if (quote) {
    return <MoneyTotals subtotal={quote.subtotal} tax={quote.tax} taxLines={quote.taxLines} total={quote.total} />;
  }
  return <MoneyTotals subtotal={cart.subtotal} tax={cart.tax} total={cart.total} />;
}
