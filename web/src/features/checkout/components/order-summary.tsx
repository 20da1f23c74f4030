import { ShieldCheck } from 'lucide-react';
import { imageSrcSet } from '#domain/catalog/images.ts';
import type { Quote } from '#domain/checkout/checkout.ts';
import { formatCents } from '#domain/money.ts';
import { MoneyTotals } from '../../../components/ui/money-totals.tsx';

const grams = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The server's quote, as it will be charged: nothing here is computed in the browser. */
export function OrderSummary({ quote, updating }: { quote: Quote; updating: boolean }) {
  return (
    <section
      aria-labelledby="order-summary-title"
      aria-busy={updating || undefined}
      className="rounded-3xl bg-white p-5 shadow-sm ring-1 ring-gold-100 sm:p-8"
    >
      <div className="flex items-baseline justify-between gap-4">
        <h2 id="order-summary-title" className="text-2xl font-semibold text-ink sm:text-3xl">
          Order summary
        </h2>
        <p className="text-sm text-ink-soft">
          {quote.itemCount} {quote.itemCount === 1 ? 'piece' : 'pieces'}
        </p>
      </div>

      <ul className={`mt-6 divide-y divide-gold-100 transition-opacity ${updating ? 'opacity-60' : ''}`}>
        {quote.lines.map((line) => (
          <li key={line.productId} className="flex gap-4 py-4 first:pt-0">
            <div className="relative size-18 shrink-0 overflow-hidden rounded-xl bg-sand ring-1 ring-gold-100">
              {line.image ? (
                <img
                  src={line.image}
                  srcSet={imageSrcSet(line.image)}
                  sizes="72px"
                  width={72}
                  height={72}
                  alt=""
                  loading="lazy"
                  decoding="async"
                  className="h-full w-full object-cover"
                />
              ) : null}
              <span
                aria-hidden="true"
                className="absolute top-0 right-0 flex min-w-6 items-center justify-center rounded-bl-lg bg-ink px-1.5 py-0.5 text-[11px] font-semibold text-ivory tabular-nums"
              >
                {line.quantity}
              </span>
            </div>
            <div className="min-w-0 flex-1">
              <p className="font-medium text-ink">{line.name}</p>
              <p className="mt-0.5 text-xs text-ink-soft">
                {line.category} · {grams.format(line.weight)} g
              </p>
              <p className="mt-1 text-xs text-ink-soft">
                Qty: {line.quantity} × {formatCents(line.unitPrice)}
              </p>
            </div>
            <p className="shrink-0 font-medium text-ink tabular-nums lining-nums">{formatCents(line.lineTotal)}</p>
          </li>
        ))}
      </ul>

      <MoneyTotals
        subtotal={quote.subtotal}
        tax={quote.tax}
        total={quote.total}
        emphasis="large"
        className={`mt-2 border-t border-gold-100 pt-5 transition-opacity ${updating ? 'opacity-60' : ''}`}
      />

      <p className="mt-6 flex gap-2 text-xs leading-relaxed text-ink-soft">
        <ShieldCheck aria-hidden="true" className="size-4 shrink-0 text-gold-600" />
        Prices follow today’s metal rates and are held for you while you pay. Your card is charged only once your order
        is recorded.
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
