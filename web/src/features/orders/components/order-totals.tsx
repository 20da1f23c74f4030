import { formatCents } from '#domain/money.ts';
import type { Order } from '#domain/orders/order.ts';

/** Subtotal, 'Tax (8%)' and total, as charged. */
export function OrderTotals({ order }: { order: Pick<Order, 'subtotal' | 'tax' | 'total'> }) {
  return (
    <dl className="space-y-3 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Subtotal</dt>
        <dd className="text-ink tabular-nums lining-nums">{formatCents(order.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Tax (8%)</dt>
        <dd className="text-ink tabular-nums lining-nums">{formatCents(order.tax)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-gold-100 pt-3">
        <dt className="font-serif text-xl font-semibold text-ink">Total</dt>
        <dd className="font-serif text-2xl font-semibold text-ink tabular-nums lining-nums">
          {formatCents(order.total)}
        </dd>
      </div>
    </dl>
  );
}
