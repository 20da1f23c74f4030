import type { Order } from '#domain/orders/order.ts';
import { MoneyTotals } from '#web/components/ui/money-totals.tsx';

/** Subtotal, the tax by jurisdiction and total, as charged; then any store credit spent and what the card paid. */
export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'tax' | 'taxLines' | 'total' | 'credit'> }) {
  return (
    <MoneyTotals
      subtotal={order.subtotal}
      tax={order.tax}
      taxLines={order.taxLines}
      total={order.total}
      credit={{ cents: order.credit, card: 'paid' }}
    />
  );
}
