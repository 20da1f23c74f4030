import type { Cart } from '#domain/cart/cart.ts';
import { formatCents } from '#domain/money.ts';
import { TAX_RATE_PERCENT } from '#domain/pricing/estimate.ts';

/** Subtotal, 'Tax (8%)' and Total, as the server priced them (spec section 9). */
export function CartSummary({ cart }: { cart: Cart }) {
  return (
    <dl className="space-y-2 text-sm">
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Subtotal</dt>
        <dd className="font-medium text-ink tabular-nums">{formatCents(cart.subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">Tax ({TAX_RATE_PERCENT}%)</dt>
        <dd className="font-medium text-ink tabular-nums">{formatCents(cart.tax)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-gold-100 pt-3">
        <dt className="font-semibold text-ink">Total</dt>
        <dd className="font-serif text-2xl font-semibold text-ink tabular-nums lining-nums">
          {formatCents(cart.total)}
        </dd>
      </div>
    </dl>
  );
}
