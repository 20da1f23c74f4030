import { formatCents } from '#web/lib/format.ts';
import { TAX_RATE_PERCENT } from '#domain/pricing/cart-totals.ts';
import { t } from '#web/lib/i18n.ts';

interface MoneyTotalsProps {
  subtotal: number;
  tax: number;
  total: number;
  /** The total's size: larger where it is the page's main figure. */
  emphasis?: 'normal' | 'large';
  className?: string;
}

/** Subtotal, 'Tax (8%)' and Total in cents, as the server computed them (tax is 8% of the subtotal). */
export function MoneyTotals({ subtotal, tax, total, emphasis = 'normal', className = '' }: MoneyTotalsProps) {
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('ui.totals.subtotal')}</dt>
        <dd className="text-ink tabular-nums lining-nums">{formatCents(subtotal)}</dd>
      </div>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('ui.totals.tax', { rate: TAX_RATE_PERCENT })}</dt>
        <dd className="text-ink tabular-nums lining-nums">{formatCents(tax)}</dd>
      </div>
      <div className="flex items-baseline justify-between gap-4 border-t border-gold-100 pt-3">
        <dt className="font-serif text-xl font-semibold text-ink">{t('ui.totals.total')}</dt>
        <dd
          className={`font-serif font-semibold text-ink tabular-nums lining-nums ${emphasis === 'large' ? 'text-3xl' : 'text-2xl'}`}
        >
          {formatCents(total)}
        </dd>
      </div>
    </dl>
  );
}
