import type { Order } from '#domain/orders/order.ts';
import { MoneyTotals } from '#web/components/ui/money-totals.tsx';

/** Subtotal, 'Tax (8%)' and total, as charged. */
export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'tax' | 'total'> }) {
  return <MoneyTotals subtotal={order.subtotal} tax={order.tax} total={order.total} />;
}
