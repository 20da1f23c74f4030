import { TAX_RATE_PERCENT } from '#domain/pricing/cart-totals.ts';
import { taxLineLabel, type TaxLine } from '#domain/tax/tax-line.ts';
import { formatCents, formatSignedCents } from '#web/lib/format.ts';
import { t } from '#web/lib/i18n.ts';
import { isolate } from '#web/lib/store-texts.ts';

interface MoneyTotalsProps {
  subtotal: number;
  tax: number;
  total: number;
  /** The tax by jurisdiction, as the server worked it out; without them, the flat 'Tax (8%)'. */
  taxLines?: readonly TaxLine[] | undefined;
  /**
   * Store credit spent towards the total: after the total come the credit and what the card pays
   * ('due', at checkout) or paid ('paid', an order). Nothing is shown for none.
   */
  credit?: { cents: number; card: 'due' | 'paid' } | undefined;
  /** The total's size: larger where it is the page's main figure. */
  emphasis?: 'normal' | 'large';
  className?: string;
}

/** The tax rows: one per jurisdiction when the server named them, else the flat rate's. */
function taxRows(tax: number, taxLines: readonly TaxLine[] | undefined): Array<{ label: string; cents: number }> {
  if (!taxLines) return [{ label: t('ui.totals.tax', { rate: TAX_RATE_PERCENT }), cents: tax }];
  if (taxLines.length === 0) return [{ label: t('ui.totals.taxNone'), cents: tax }];
  return taxLines.map((line) => ({ label: taxLineLabel(line, t, isolate), cents: line.amountCents }));
}

/** Subtotal, the tax rows and Total in cents, as the server computed them: nothing is worked out here. */
export function MoneyTotals({
  subtotal,
  tax,
  total,
  taxLines,
  credit,
  emphasis = 'normal',
  className = '',
}: MoneyTotalsProps) {
  return (
    <dl className={`space-y-3 text-sm ${className}`}>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('ui.totals.subtotal')}</dt>
        <dd className="text-ink tabular-nums lining-nums">{formatCents(subtotal)}</dd>
      </div>
      {taxRows(tax, taxLines).map((row, i) => (
        <div key={i} className="flex justify-between gap-4">
          <dt className="text-ink-soft">{row.label}</dt>
          <dd className="text-ink tabular-nums lining-nums">{formatCents(row.cents)}</dd>
        </div>
      ))}
      <div className="flex items-baseline justify-between gap-4 border-t border-gold-100 pt-3">
        <dt className="font-serif text-xl font-semibold text-ink">{t('ui.totals.total')}</dt>
        <dd
          className={`font-serif font-semibold text-ink tabular-nums lining-nums ${emphasis === 'large' ? 'text-3xl' : 'text-2xl'}`}
        >
          {formatCents(total)}
        </dd>
      </div>
      {credit && credit.cents > 0 ? <CreditRows credit={credit} total={total} /> : null}
    </dl>
  );
}

/** The store credit taken off the total, and the rest: on the card, or nothing at all. */
function CreditRows({ credit, total }: { credit: NonNullable<MoneyTotalsProps['credit']>; total: number }) {
  const card = total - credit.cents;
  return (
    <>
      <div className="flex justify-between gap-4">
        <dt className="text-ink-soft">{t('ui.totals.storeCredit')}</dt>
        <dd className="font-medium text-emerald-800 tabular-nums lining-nums">{formatSignedCents(-credit.cents)}</dd>
      </div>
      {card > 0 || credit.card === 'due' ? (
        <div className="flex items-baseline justify-between gap-4">
          <dt className="font-semibold text-ink">
            {credit.card === 'due' ? t('ui.totals.toPayByCard') : t('ui.totals.paidByCard')}
          </dt>
          <dd className="font-semibold text-ink tabular-nums lining-nums">{formatCents(card)}</dd>
        </div>
      ) : null}
    </>
  );
}
