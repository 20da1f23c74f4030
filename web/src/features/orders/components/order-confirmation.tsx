import { Check, Home, Package } from 'lucide-react';
import { t } from '#web/lib/i18n.ts';
import { useEffect, useRef } from 'react';
import { Link } from 'react-router';
import type { Order } from '#domain/orders/order.ts';
import { PricedLines } from '#web/components/ui/priced-lines.tsx';
import { OrderLineBreakup } from '#web/components/price-breakup/order-line-breakup.tsx';
import { ReturnWindow } from '#web/components/returns/return-window.tsx';
import { paths } from '#web/config/paths.ts';
import { OrderStatusPill } from '#web/components/ui/order-status-pill.tsx';
import { OrderTotals } from './order-totals.tsx';
import { ShippingAndPayment } from './shipping-and-payment.tsx';
import { formatLongDate } from '#web/lib/format.ts';

/** /confirm: the order just placed, with the way home (spec: 'Go to Home'). */
export function OrderConfirmation({ order }: { order: Order }) {
  const headingRef = useRef<HTMLHeadingElement>(null);
  // Arriving from the checkout's Pay button: start reading here, not at the top of the page.
  useEffect(() => headingRef.current?.focus(), []);

  return (
    <>
      <header className="relative overflow-hidden border-b border-gold-100 bg-sand/60">
        <div
          aria-hidden="true"
          className="absolute inset-0 bg-[radial-gradient(circle_at_50%_0%,rgb(212_175_55/0.18),transparent_60%)]"
        />
        <div className="relative container-page flex flex-col items-center py-12 text-center sm:py-16">
          <span
            aria-hidden="true"
            className="flex size-16 items-center justify-center rounded-full bg-gold-600 text-white shadow-lg shadow-gold-600/25"
          >
            <Check size={32} strokeWidth={2.5} />
          </span>
          <p className="eyebrow mt-6 text-gold-700">{t('orders.confirm.thanks', { name: order.customer.name })}</p>
          <h1
            ref={headingRef}
            tabIndex={-1}
            className="mt-3 text-4xl font-semibold text-ink focus:outline-none sm:text-5xl"
          >
            {t('orders.confirm.title')}
          </h1>
          <p className="mt-4 max-w-xl text-base text-ink-soft">
            {t('orders.confirm.placedBefore')}{' '}
            <strong dir="ltr" className="font-semibold text-ink">
              {order.number}
            </strong>{' '}
            {t('orders.confirm.placedAfter')}{' '}
            <bdi dir="ltr" className="font-medium break-all text-ink">
              {order.customer.email}
            </bdi>
            {t('orders.confirm.placedEnd')}
          </p>
        </div>
      </header>

      <div className="container-page pt-10 sm:pt-12">
        <section
          aria-labelledby="confirm-details-title"
          className="mx-auto max-w-4xl overflow-hidden rounded-3xl bg-white shadow-sm ring-1 ring-gold-100"
        >
          <div className="flex flex-wrap items-center gap-x-6 gap-y-2 border-b border-gold-100 bg-gold-50/60 px-5 py-4 sm:px-8">
            <h2 id="confirm-details-title" className="text-2xl font-semibold text-ink lining-nums">
              {t('orders.order')} <bdi dir="ltr">{order.number}</bdi>
            </h2>
            <OrderStatusPill status={order.status} />
            <p className="text-sm text-ink-soft sm:ms-auto">
              {t('orders.placedOn')} <time dateTime={order.createdAt}>{formatLongDate(order.createdAt)}</time>
            </p>
          </div>
          <div className="grid gap-2 px-5 sm:px-8 md:grid-cols-[minmax(0,1fr)_17rem] md:gap-10">
            <div className="py-2 md:py-4">
              <h3 className="sr-only">{t('orders.pieces')}</h3>
              <PricedLines
                lines={order.lines}
                below={(line) => (
                  <>
                    <OrderLineBreakup line={line} defaultOpen />
                    <ReturnWindow days={line.returnDays} className="mt-1 text-sm text-ink-soft sm:ps-22" />
                  </>
                )}
              />
            </div>
            <div className="space-y-6 border-t border-gold-100 py-6 md:border-t-0 md:border-s md:ps-8">
              <OrderTotals order={order} />
              <ShippingAndPayment order={order} />
            </div>
          </div>
        </section>

        <div className="mx-auto mt-10 flex max-w-4xl flex-col items-center justify-center gap-3 sm:flex-row">
          <Link to={paths.home.getHref()} className="btn-gold w-full sm:w-auto">
            <Home size={16} aria-hidden="true" />
            {t('orders.goHome')}
          </Link>
          <Link to={paths.orders.getHref()} className="btn-outline w-full sm:w-auto">
            <Package size={16} aria-hidden="true" />
            {t('orders.viewMyOrders')}
          </Link>
        </div>
      </div>
    </>
  );
}
