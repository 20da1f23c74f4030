import type { Cart } from '#domain/cart/cart.ts';
import { MoneyTotals } from '#web/components/ui/money-totals.tsx';

/** Subtotal, 'Tax (8%)' and Total, as the server priced them (tax is 8% of the subtotal). */
export function CartSummary({ cart }: { cart: Cart }) {
  return <MoneyTotals subtotal={cart.subtotal} tax={cart.tax} total={cart.total} />;
}
