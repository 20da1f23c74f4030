import { ShieldCheck, Wallet } from 'lucide-react';
import type { Quote } from '#domain/checkout/checkout.ts';
import { MoneyTotals } from '#web/components/ui/money-totals.tsx';
import { PricedLines } from '#web/components/ui/priced-lines.tsx';
import { t } from '#web/lib/i18n.ts';

/** The server's quote, as it will be charged (store credit, then the card): nothing here is computed in the browser. */
export function OrderSummary({ quote, updating }: { quote: Quote; updating: boolean }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      aria-busy={updating || undefined}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-summary-title" className="text-2xl font-semibold text-ink sm:text-3xl">
          {t('checkout.summary.title')}
        </h2>
        <p className="text-sm text-ink-soft">{t('cart.pieces', { count: quote.itemCount })}</p>
      </div>

      <PricedLines
        lines={quote.lines}
        quantityBadge
        className={`mt-2 transition-opacity ${updating ? 'opacity-60' : ''}`}
      />

      <MoneyTotals
        subtotal={quote.subtotal}
        tax={quote.tax}
        taxLines={quote.taxLines}
        total={quote.total}
        credit={{ cents: quote.credit, card: 'due' }}
        emphasis="large"
        className={`mt-2 border-t border-gold-100 pt-5 transition-opacity ${updating ? 'opacity-60' : ''}`}
      />

      {quote.credit > 0 && quote.charge === 0 ? (
        <p className="mt-4 flex gap-2 rounded-2xl bg-gold-50 px-4 py-3 text-sm text-ink ring-1 ring-gold-100">
          <Wallet aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-gold-700" />
          {t('checkout.summary.nothingByCard')}
        </p>
      ) : null}

      <p className="mt-6 flex gap-2 text-xs leading-relaxed text-ink-soft">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
        {t('checkout.summary.note')}
      </p>
    </section>
  );
}

/** The summary's place while the quote is on its way. */
export function OrderSummarySkeleton() {
  return (
    <div aria-hidden="true" className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8">
      <div className="h-7 w-44 animate-pulse rounded-lg bg-sand" />
      {[0, 1].map((i) => (
        <div key={i} className="mt-6 flex gap-4">
          <div className="size-18 animate-pulse rounded-xl bg-sand" />
          <div className="flex-1 space-y-2 pt-1">
            <div className="h-4 w-3/4 animate-pulse rounded bg-sand" />
            <div className="h-3 w-1/2 animate-pulse rounded bg-sand" />
          </div>
        </div>
      ))}
      <div className="mt-8 h-20 animate-pulse rounded-xl bg-sand" />
    </div>
  );
}
