import { formatCents, formatLongDate } from '#web/lib/format.ts';
import type { Order } from '#domain/orders/order.ts';
import { PricedLines } from '#web/components/ui/priced-lines.tsx';
import { OrderLineBreakup } from '#web/components/price-breakup/order-line-breakup.tsx';
import { OrderStatusPill } from '#web/components/ui/order-status-pill.tsx';
import { OrderTrail } from '#web/components/ui/order-trail.tsx';
import { t } from '#web/lib/i18n.ts';
import { useMyReturns } from '../api/returns.ts';
import { returnsByLine } from '../line-return.ts';
import { LineReturn } from './line-return.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ShippingAndPayment } from './shipping-and-payment.tsx';

/** One order in the customer's list: number, date, status and total first, then what was bought. */
export function OrderCard({ order }: { order: Order }) {
  const titleId = `order-${order.id}-title`;
  const returns = useMyReturns();
  const asked = returns.data ? returnsByLine(returns.data, order.id) : undefined;
  return (
    <article aria-labelledby={titleId} className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gold-100">
      <header className="flex flex-wrap items-center gap-x-8 gap-y-3 border-b border-gold-100 bg-gold-50/60 px-5 py-4 sm:px-8">
        <div className="min-w-0">
          <h2 id={titleId} className="text-2xl font-semibold text-ink lining-nums">
            <span className="sr-only">{t('orders.order')} </span>
            <bdi dir="ltr">{order.number}</bdi>
          </h2>
          <p className="text-sm text-ink-soft">
            {t('orders.placedOn')} <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
          </p>
        </div>
        <OrderStatusPill status={order.status} />
        <p className="ms-auto text-end">
          <span className="block text-xs tracking-wide text-ink-soft uppercase">{t('ui.totals.total')}</span>
          <span className="font-serif text-2xl font-semibold text-ink tabular-nums lining-nums">
            {formatCents(order.total)}
          </span>
        </p>
      </header>
      <div className="grid gap-6 px-5 py-2 sm:px-8 md:grid-cols-[minmax(0,1fr)_16rem] md:gap-10 md:py-4">
        <div>
          <h3 className="sr-only">{t('orders.pieces')}</h3>
          <PricedLines
            lines={order.lines}
            below={(line, index) => (
              <>
                <OrderLineBreakup line={line} />
                <LineReturn order={order} lineIndex={index} line={line} asked={asked} />
              </>
            )}
          />
        </div>
        <div className="space-y-5 border-t border-gold-100 py-5 md:border-t-0 md:border-s md:py-4 md:ps-8">
          <div>
            <h3 className="font-sans text-xs font-semibold tracking-[0.2em] text-gold-700 uppercase">
              {t('orders.trail.title')}
            </h3>
            <div className="mt-2">
              <OrderTrail order={order} />
            </div>
          </div>
          <ShippingAndPayment order={order} />
          <OrderTotals order={order} />
        </div>
      </div>
    </article>
  );
}

export function OrderCardSkeleton() {
  return (
    <div aria-hidden="true" className="overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gold-100">
      <div className="h-20 animate-pulse bg-gold-50/60" />
      <div className="space-y-4 p-8">
        <div className="h-16 animate-pulse rounded-xl bg-sand" />
        <div className="h-16 animate-pulse rounded-xl bg-sand" />
      </div>
    </div>
  );
}
